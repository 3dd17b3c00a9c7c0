import AdaptJSON
import AdaptLintCore
import AdaptLintRules

/// libFuzzer entry point: feeds one input to the parser and, when it parses, to the spec decoder.
///
/// Built only by `scripts/fuzz` (not by SwiftPM). Every check below traps on failure, which
/// libFuzzer reports as a crash with the input saved under `.build/fuzz/artifacts/`.
/// - Parameters:
///   - data: The input bytes (may be nil when `size` is 0).
///   - size: The number of bytes.
/// - Returns: Always 0, as libFuzzer requires.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes: [UInt8] = if let data, size > 0 { Array(UnsafeBufferPointer(start: data, count: size)) } else { [] }
    FuzzChecks.run(bytes)
    return 0
}

/// The properties checked for every input.
enum FuzzChecks {
    /// Small limits, so the limit paths are hit often.
    static let smallLimits = JSONParser.Limits(maximumDepth: 6, maximumValues: 40, maximumBytes: 2_048)

    static func run(_ bytes: [UInt8]) {
        let lines = LineIndex(bytes)
        let full: JSONDocument?
        do {
            full = try JSONParser.parse(bytes)
        } catch {
            check(error.offset >= 0 && error.offset <= bytes.count, "error offset \(error.offset) outside the input")
            check(!error.message.isEmpty, "empty error message")
            let position = lines.position(of: error.offset)
            check(position.line >= 1 && position.column >= 1, "bad position \(position)")
            _ = lines.lineText(position.line)
            full = nil
        }
        checkLimitsAreMonotonic(bytes, full: full)
        guard let document = full else { return }
        checkTape(document, lines: lines)
        checkRoundTrip(document)
        // The whole pipeline: decoding, every rule, location resolving, diagnostics. The rules'
        // fast paths read records through buffer pointers; they must never trap on a spec that
        // decodes, however odd its numbers, names and nesting.
        for linter in [Self.bare, Self.everyRule] {
            let result = linter.lint(bytes, path: "fuzz.json")
            for diagnostic in result.diagnostics {
                check(diagnostic.location.start.line >= 1, "diagnostic before line 1")
                check(diagnostic.location.byteRange.upperBound <= bytes.count, "diagnostic range outside the input")
            }
        }
    }

    /// Decoding and input problems only.
    static let bare = Linter(rules: [])

    /// Every screen and app rule with its defaults, on every device (app rules read no other file).
    static let everyRule = Linter(
        rules: RuleRegistry.rules.map { type in
            EnabledRule(rule: (type as? any DeviceAwareRule.Type)?.init(devices: DeviceCatalog.all) ?? type.init())
        },
        appRules: RuleRegistry.appRules.map { EnabledAppRule(rule: $0.init()) })

    /// A document accepted under small limits is accepted, identically, under the default ones.
    static func checkLimitsAreMonotonic(_ bytes: [UInt8], full: JSONDocument?) {
        guard let small = try? JSONParser.parse(bytes, limits: smallLimits) else { return }
        guard let full else {
            fatalError("accepted under small limits but refused under the default limits")
        }
        check(small.valueCount == full.valueCount, "value counts differ between limits")
    }

    /// Every node's range lies inside the input and inside its parent; accessors never trap.
    static func checkTape(_ document: JSONDocument, lines: LineIndex) {
        let count = document.valueCount
        let paths = JSONPathIndex(document)
        check(count >= 1, "an accepted document has no values")
        check(document.subtreeEnd(document.root) == count, "the root does not span the tape")
        for index in 0..<count {
            let range = document.byteRange(index)
            check(range.lowerBound >= 0 && range.upperBound <= document.bytes.count, "node \(index) outside the input")
            check(document.subtreeEnd(index) > index && document.subtreeEnd(index) <= count, "bad subtree end")
            _ = lines.position(of: range.lowerBound)
            switch document.kind(index) {
            case .string: check(document.string(index) != nil, "string node without text")
            case .number: check(document.number(index) != nil, "number node without value")
            case .object:
                var seen = 0
                for (key, value) in document.members(index) {
                    check(document.kind(key) == .string, "object key is not a string")
                    check(document.byteRange(key).upperBound <= document.byteRange(value).lowerBound, "key after value")
                    seen += 1
                }
                check(seen == document.count(index), "member count mismatch")
            case .array:
                check(
                    document.elements(index).reduce(0) { total, _ in total + 1 } == document.count(index),
                    "element count")
            default: break
            }
            // Pointers are O(depth x siblings); sample the first nodes only.
            if index < 64 {
                let pointer = document.pointer(to: index)
                // Compare bytes: "/" followed by a combining mark is one Character, so hasPrefix("/") fails.
                let startsWithSlash = pointer.utf8.first == UInt8(ascii: "/")
                check(index == document.root ? pointer.isEmpty : startsWithSlash, "pointer '\(pointer)'")
                check(paths.pointer(to: index) == pointer, "JSONPathIndex pointer differs from pointer(to:)")
                let key = document.keyNode(ofValue: index)
                check(paths.keyNode(ofValue: index) == key, "JSONPathIndex keyNode differs")
                if let key {
                    check(key == index - 1 && document.kind(key) == .string, "keyNode(ofValue:) is not the key")
                }
            }
        }
    }

    /// Writing the document back out and parsing it again gives the same values.
    static func checkRoundTrip(_ document: JSONDocument) {
        var writer = Writer(document: document)
        writer.write(document.root)
        guard let again = try? JSONParser.parse(writer.output) else {
            fatalError(
                "re-serialised document does not parse: \(String(decoding: writer.output.prefix(200), as: UTF8.self))")
        }
        check(again.valueCount == document.valueCount, "round trip changed the value count")
        for index in 0..<document.valueCount {
            check(again.kind(index) == document.kind(index), "round trip changed a kind")
            check(again.count(index) == document.count(index), "round trip changed a count")
            if document.kind(index) == .string {
                check(again.string(index) == document.string(index), "round trip changed a string")
            }
        }
    }

    static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("fuzz invariant failed: \(message())") }
    }
}

/// Minimal JSON writer over the decoded values, escaping only what JSON requires.
struct Writer {
    let document: JSONDocument
    var output: [UInt8] = []

    mutating func write(_ index: Int) {
        switch document.kind(index) {
        case .object:
            output.append(UInt8(ascii: "{"))
            for (offset, member) in document.members(index).enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                write(member.key)
                output.append(UInt8(ascii: ":"))
                write(member.value)
            }
            output.append(UInt8(ascii: "}"))
        case .array:
            output.append(UInt8(ascii: "["))
            for (offset, element) in document.elements(index).enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                write(element)
            }
            output.append(UInt8(ascii: "]"))
        case .string:
            writeString(document.string(index) ?? "")
        default:
            output += document.bytes[document.byteRange(index)]
        }
    }

    mutating func writeString(_ text: String) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                output.append(UInt8(ascii: "\\"))
                output.append(byte)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default:
                output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
