import AdaptJSON
import AdaptLintCore
import Foundation
import Testing

/// The specs in `Samples/` are the README demo: they must all be valid format version 1 and say
/// what they demonstrate. (Which findings they produce is checked end to end, through the binary.)
@Suite struct SampleTests {
    static let samples: [String] = (try? Repository.sampleFiles()) ?? []

    static func bytes(_ sample: String) throws -> [UInt8] {
        Array(try Data(contentsOf: Repository.root.appendingPathComponent(sample)))
    }

    @Test func thereAreCleanSamplesAndViolations() {
        #expect(Self.samples.filter { $0.hasPrefix("Samples/clean/") }.count >= 5)
        #expect(Self.samples.filter { $0.hasPrefix("Samples/violations/") }.count >= 5)
    }

    /// The rule ids of the contract (issue 2), each with a sample that breaks it on purpose.
    @Test(arguments: [
        "tap-target-size", "orientation-variants", "information-parity", "no-idiom-layout", "carousel-reach",
    ])
    func everyGuidelineRuleHasAViolationSample(_ rule: String) {
        #expect(Self.samples.contains("Samples/violations/\(rule).json"))
    }

    @Test(arguments: samples)
    func decodesWithoutProblems(_ sample: String) throws {
        let diagnostics = Linter(rules: []).lint(try Self.bytes(sample), path: sample).diagnostics
        #expect(diagnostics.isEmpty, "\(diagnostics.map { "\($0.location.start): \($0.message)" })")
    }

    @Test(arguments: samples)
    func namesTheSchemaAndSaysWhatItShows(_ sample: String) throws {
        let document = try JSONParser.parse(try Self.bytes(sample))
        var fields: [String: Int] = [:]
        for (key, value) in document.members(document.root) {
            if let name = document.string(key) { fields[name] = value }
        }
        #expect(fields["$schema"].flatMap { document.string($0) } == SpecSchema.identifier)
        let description = fields["description"].flatMap { document.string($0) } ?? ""
        #expect(
            description.count >= (sample.hasPrefix("Samples/realworld") ? 40 : 80), "say what the sample demonstrates")
        if sample.hasPrefix("Samples/clean/") {
            #expect(description.hasPrefix("Clean:"))
        } else if sample.hasPrefix("Samples/realworld") {
            // Written by an outside author; whether a screen is well made is in its ANSWERS.md.
        } else {
            #expect(description.hasPrefix("Breaks ") || description.hasPrefix("Gets "))
        }
    }
}
