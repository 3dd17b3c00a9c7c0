import AdaptJSON
import AdaptLintCore
import AdaptLintRules
import Testing

@Suite struct OrientationVariantsRuleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var orientations: String
        /// Pointer, severity and the start of the message, in report order.
        var expected: [(pointer: String, severity: Severity, prefix: String)]
        var testDescription: String { orientations }
    }

    static let onlyPortraitNote =
        "the screen supports only portrait orientations; supporting landscape as well is preferred"
    static let onlyLandscapeNote =
        "the screen supports only landscape orientations; supporting portrait as well is preferred"

    static let cases: [Case] = [
        Case(orientations: #"["portrait", "landscapeLeft", "landscapeRight"]"#, expected: []),
        Case(orientations: TestSpec.allOrientations, expected: []),
        Case(orientations: #"["portraitUpsideDown", "landscapeRight", "landscapeLeft"]"#, expected: []),
        Case(
            orientations: #"["portrait", "portraitUpsideDown"]"#, expected: [("/orientations", .note, onlyPortraitNote)]
        ),
        Case(
            orientations: #"["landscapeLeft", "landscapeRight"]"#,
            expected: [("/orientations", .note, onlyLandscapeNote)]),
        Case(
            orientations: #"["portrait"]"#,
            expected: [
                (
                    "/orientations", .error,
                    "the screen supports only 'portrait'; a screen limited to one orientation must support both of its variants, so add 'portraitUpsideDown'"
                ),
                ("/orientations", .note, onlyPortraitNote),
            ]),
        Case(
            orientations: #"["portraitUpsideDown"]"#,
            expected: [
                (
                    "/orientations", .error,
                    "the screen supports only 'portraitUpsideDown'; a screen limited to one orientation must support both of its variants, so add 'portrait'"
                ),
                ("/orientations", .note, onlyPortraitNote),
            ]),
        Case(
            orientations: #"["portrait", "landscapeLeft"]"#,
            expected: [("/orientations/1", .error, "'landscapeLeft' is supported without 'landscapeRight'")]),
        Case(
            orientations: #"["landscapeRight", "portrait", "portraitUpsideDown"]"#,
            expected: [("/orientations/0", .error, "'landscapeRight' is supported without 'landscapeLeft'")]),
        Case(
            orientations: #"["landscapeLeft"]"#,
            expected: [
                ("/orientations", .note, onlyLandscapeNote),
                ("/orientations/0", .error, "'landscapeLeft' is supported without 'landscapeRight'"),
            ]),
    ]

    @Test(arguments: cases)
    func checksTheOrientationList(_ testCase: Case) throws {
        let spec = TestSpec.screen(orientations: testCase.orientations, [TestSpec.layout([])])
        let diagnostics = try RuleHarness.findings(spec, rule: OrientationVariantsRule.self)
        try #require(diagnostics.count == testCase.expected.count, "\(diagnostics.map(\.message))")
        for (diagnostic, expected) in zip(diagnostics, testCase.expected) {
            #expect(diagnostic.location.pointer == expected.pointer)
            #expect(diagnostic.severity == expected.severity)
            #expect(diagnostic.message.hasPrefix(expected.prefix), "\(diagnostic.message)")
        }
    }

    struct FixCase: Sendable {
        var before: String
        var after: String
    }

    /// The fix appends the missing variant after the last element and keeps the list's layout.
    @Test(arguments: [
        FixCase(before: #"["portrait", "landscapeLeft"]"#, after: #"["portrait", "landscapeLeft", "landscapeRight"]"#),
        FixCase(
            before: "[\n    \"landscapeRight\",\n    \"portrait\"\n  ]",
            after: "[\n    \"landscapeRight\",\n    \"portrait\", \"landscapeLeft\"\n  ]"),
        FixCase(before: #"[ "portrait" ]"#, after: #"[ "portrait", "portraitUpsideDown" ]"#),
    ])
    func fixAddsTheMissingVariant(_ fixCase: FixCase) throws {
        let spec = TestSpec.screen(orientations: fixCase.before, [TestSpec.layout([])])
        let diagnostics = try RuleHarness.findings(spec, rule: OrientationVariantsRule.self)
        let fixes = diagnostics.flatMap(\.fixes)
        try #require(fixes.count == 1, "\(diagnostics.map(\.message))")
        let fixed = RuleHarness.apply(fixes, to: spec)
        #expect(fixed == TestSpec.screen(orientations: fixCase.after, [TestSpec.layout([])]))
        #expect(try RuleHarness.findings(fixed, rule: OrientationVariantsRule.self).allSatisfy { $0.severity == .note })
    }

    @Test func notesCarryNoFix() throws {
        let spec = TestSpec.screen(orientations: #"["portrait", "portraitUpsideDown"]"#, [TestSpec.layout([])])
        let diagnostics = try RuleHarness.findings(spec, rule: OrientationVariantsRule.self)
        #expect(diagnostics.count == 1 && diagnostics.allSatisfy { $0.fixes.isEmpty })
    }

    /// "Add 'portraitUpsideDown'" only where a device that shows the screen can be turned to it:
    /// iPhones with Face ID never are (the device catalog's sourced fact).
    @Test func upsideDownIsAskedForOnlyWhereADeviceShowingTheScreenCanShowIt() throws {
        let faceID = DeviceCatalog.all.filter { $0.family == .iphone && !$0.supportsPortraitUpsideDown }
        let homeButton = DeviceCatalog.all.filter { $0.family == .iphone && $0.supportsPortraitUpsideDown }
        let pads = DeviceCatalog.all.filter { $0.family == .ipad }
        try #require(!faceID.isEmpty && !homeButton.isEmpty && !pads.isEmpty)
        func messages(_ orientations: String, devices: [Device]) throws -> [String] {
            let text = TestSpec.screen(orientations: orientations, [TestSpec.layout([])])
            let screen = try SpecDecoder.decode(try JSONParser.parse(Array(text.utf8))).get()
            return OrientationVariantsRule(devices: devices).check(screen, context: RuleContext(parameters: [:]))
                .map(\.message)
        }
        let phoneOnly = #"{ "phone": ["portrait"] }"#
        // Face ID iPhones alone: the useful advice (landscape) stays, upside down is not asked for.
        #expect(try messages(phoneOnly, devices: faceID) == ["on iPhone " + Self.onlyPortraitNote])
        // A Home-button iPhone among them: asked for, naming the devices that can.
        let mixed = try messages(phoneOnly, devices: faceID + [homeButton[0]])
        #expect(mixed.count == 2)
        #expect(mixed.first?.hasSuffix("for the devices that can be turned to it: \(homeButton[0].name)") == true)
        // The v1 array shows the screen on iPads too, which all can: asked for.
        #expect(try messages(#"["portrait"]"#, devices: faceID + pads).count == 2)
        // Per family, iPads do not count for an iPhone list.
        #expect(
            try messages(
                #"{ "phone": ["portrait"], "pad": ["portrait", "landscapeLeft", "landscapeRight"] }"#,
                devices: faceID + pads) == ["on iPhone " + Self.onlyPortraitNote])
    }
}
