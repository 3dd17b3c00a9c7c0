import AdaptTestSupport
import Foundation
import Testing

@testable import AdaptJSON

/// JSONTestSuite's parsing corpus (../shared/conformance/JSONTestSuite/test_parsing/): every
/// `y_` file accepted, every `n_` file rejected with a position, every `i_` file decided as
/// the table below says (docs/json-parser.md explains each decision).
@Suite(.integration(.shared("conformance/JSONTestSuite/test_parsing")))
struct ConformanceTests {
    enum Decision: Equatable {
        case accept
        /// Rejected; the message must contain this text.
        case reject(String)
    }

    static let surrogate = "unpaired UTF-16 surrogate"
    static let utf8 = "invalid UTF-8 byte sequence"

    /// The decision for every implementation-defined case, by file name.
    static let implementationDefined: [String: Decision] = [
        // Numbers: the grammar is all the parser checks; the spec decoder refuses non-finite sizes.
        "i_number_double_huge_neg_exp.json": .accept,
        "i_number_huge_exp.json": .accept,
        "i_number_neg_int_huge_exp.json": .accept,
        "i_number_pos_double_huge_exp.json": .accept,
        "i_number_real_neg_overflow.json": .accept,
        "i_number_real_pos_overflow.json": .accept,
        "i_number_real_underflow.json": .accept,
        "i_number_too_big_neg_int.json": .accept,
        "i_number_too_big_pos_int.json": .accept,
        "i_number_very_big_negative_int.json": .accept,
        // Escaped lone surrogates cannot become a Swift String without loss: refused.
        "i_object_key_lone_2nd_surrogate.json": .reject(surrogate),
        "i_string_1st_surrogate_but_2nd_missing.json": .reject(surrogate),
        "i_string_1st_valid_surrogate_2nd_invalid.json": .reject(surrogate),
        "i_string_incomplete_surrogate_and_escape_valid.json": .reject(surrogate),
        "i_string_incomplete_surrogate_pair.json": .reject(surrogate),
        "i_string_incomplete_surrogates_escape_valid.json": .reject(surrogate),
        "i_string_invalid_lonely_surrogate.json": .reject(surrogate),
        "i_string_invalid_surrogate.json": .reject(surrogate),
        "i_string_inverted_surrogates_U+1D11E.json": .reject(surrogate),
        "i_string_lone_second_surrogate.json": .reject(surrogate),
        // Specs are UTF-8 (RFC 8259 section 8.1): anything else is refused, by name where known.
        "i_string_UTF-16LE_with_BOM.json": .reject("file is UTF-16LE-encoded"),
        "i_string_utf16BE_no_BOM.json": .reject("file is UTF-16BE-encoded"),
        "i_string_utf16LE_no_BOM.json": .reject("file is UTF-16LE-encoded"),
        "i_string_UTF-8_invalid_sequence.json": .reject(utf8),
        "i_string_UTF8_surrogate_U+D800.json": .reject(utf8),
        "i_string_invalid_utf-8.json": .reject(utf8),
        "i_string_iso_latin_1.json": .reject(utf8),
        "i_string_lone_utf8_continuation_byte.json": .reject(utf8),
        "i_string_not_in_unicode_range.json": .reject(utf8),
        "i_string_overlong_sequence_2_bytes.json": .reject(utf8),
        "i_string_overlong_sequence_6_bytes.json": .reject(utf8),
        "i_string_overlong_sequence_6_bytes_null.json": .reject(utf8),
        "i_string_truncated-utf-8.json": .reject(utf8),
        // 500 levels exceed the nesting-depth limit of 256.
        "i_structure_500_nested_arrays.json": .reject("nesting-depth limit of 256"),
        // A UTF-8 byte order mark is tolerated (editors on Windows add one).
        "i_structure_UTF-8_BOM_empty_object.json": .accept,
    ]

    static let corpus = packageRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/conformance/JSONTestSuite/test_parsing")

    /// The corpus files with a prefix, sorted; fails with one line naming the corpus when it is missing.
    static func files(_ prefix: String) throws -> [String] {
        let folder = try Integration.shared("conformance/JSONTestSuite/test_parsing")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
    }

    static func read(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: corpus.appendingPathComponent(name)))
    }

    @Test func corpusHasTheDocumentedCounts() throws {
        #expect(try Self.files("y_").count == 95)
        #expect(try Self.files("n_").count == 188)
        #expect(try Self.files("i_").count == 35)
    }

    @Test func acceptsEveryMustAcceptFile() throws {
        for name in try Self.files("y_") {
            let bytes = try Self.read(name)
            #expect(syntaxError(bytes) == nil, "\(name): \(syntaxError(bytes)?.message ?? "")")
        }
    }

    @Test func rejectsEveryMustRejectFileWithAPosition() throws {
        for name in try Self.files("n_") {
            let bytes = try Self.read(name)
            guard let error = syntaxError(bytes) else {
                Issue.record("\(name) was accepted")
                continue
            }
            #expect(error.offset >= 0 && error.offset <= bytes.count, "\(name): offset \(error.offset)")
            let position = LineIndex(bytes).position(of: error.offset)
            #expect(position.line >= 1 && position.column >= 1, "\(name): \(position)")
            #expect(!error.message.isEmpty)
        }
    }

    @Test func decidesEveryImplementationDefinedFileAsDocumented() throws {
        let names = try Self.files("i_")
        #expect(Set(names) == Set(Self.implementationDefined.keys), "the decision table must list exactly the i_ files")
        for name in names {
            guard let decision = Self.implementationDefined[name] else { continue }
            let error = syntaxError(try Self.read(name))
            switch decision {
            case .accept:
                #expect(error == nil, "\(name) should be accepted: \(error?.message ?? "")")
            case .reject(let text):
                #expect(error?.message.contains(text) == true, "\(name): \(error?.message ?? "accepted")")
            }
        }
    }
}
