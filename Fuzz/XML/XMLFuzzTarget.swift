import AdaptJSON
import AdaptLintCore
import AdaptLintReaders
import AdaptLintRules

/// libFuzzer entry point for the Interface Builder path: feeds one input to the XML reader, the
/// Interface Builder reader, the spec model, the spec writer and every rule, and to the property list readers
/// (XML, binary `bplist00` and OpenStep, and `project.pbxproj`). The seeds include a binary
/// property list whose arrays share their children and a small project file, so mutations reach
/// the binary reader's references and the project reader's settings.
///
/// Built only by `scripts/fuzz-xml` (not by SwiftPM). Every check below traps on failure, which
/// libFuzzer reports as a crash with the input saved under `.build/fuzz-xml/artifacts/`.
/// - Parameters:
///   - data: The input bytes (may be nil when `size` is 0).
///   - size: The number of bytes.
/// - Returns: Always 0, as libFuzzer requires.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes: [UInt8] = if let data, size > 0 { Array(UnsafeBufferPointer(start: data, count: size)) } else { [] }
    XMLFuzzChecks.run(bytes)
    return 0
}

/// The properties checked for every input.
enum XMLFuzzChecks {
    /// Every screen rule with its defaults.
    static let everyRule = Linter(rules: RuleRegistry.rules.map { EnabledRule(rule: $0.init()) })

    /// Info.plist facts that change what the writer writes: per-family orientations and full screen.
    static let app = AppFacts(
        orientations: [.iphone: [.portrait], .ipad: [.landscapeRight, .portrait]], requiresFullScreenOnPad: true)

    static func run(_ bytes: [UInt8]) {
        for (path, facts) in [("fuzz.xib", nil), ("fuzz~ipad.storyboard", nil), ("fuzz.storyboard", app)] {
            let result = InterfaceBuilderLinter.lint(bytes, path: path, linter: everyRule, app: facts)
            for diagnostic in result.diagnostics {
                check(diagnostic.location.start.line >= 1, "diagnostic before line 1")
                check(diagnostic.location.start.column >= 1, "diagnostic before column 1")
                check(diagnostic.location.byteRange.upperBound <= bytes.count, "diagnostic range outside the input")
            }
        }
        // The property list readers share the XML parser (and the OpenStep reader the input): they may
        // refuse the input, never trap.
        _ = try? ProjectFileReader.settings(bytes, kind: .propertyList)
        _ = try? ProjectFileReader.settings(bytes, kind: .xcodeProject)
        // A spec `adaptlint import` writes must always decode: anything else is a writer bug.
        if case .screens(let screens) = InterfaceBuilderReader.read(bytes, path: "fuzz.xib") {
            for screen in screens {
                let written = IBSpecWriter.write(screen, document: "fuzz.xib", app: app)
                guard let parsed = try? JSONParser.parse(written) else {
                    check(false, "written spec does not parse")
                    continue
                }
                if case .failure(let problems) = SpecDecoder.decode(parsed) {
                    check(false, "written spec invalid: \(problems.problems.map(\.message))")
                }
            }
        }
    }

    static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError(message()) }
    }
}
