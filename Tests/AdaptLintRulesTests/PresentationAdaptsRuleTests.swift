import AdaptLintCore
import Testing

@testable import AdaptLintRules

@Suite struct PresentationAdaptsRuleTests {
    @Test(arguments: [
        ("filterSheet", ["filter", "sheet"]),
        ("order.edit", ["order", "edit"]),
        ("create-new_item2", ["create", "new", "item"]),
        ("address", ["address"]),
        ("URLPreview", ["urlpreview"]),
        ("", []),
    ])
    func namesSplitIntoWords(_ name: String, _ words: [String]) {
        #expect(PresentationPurpose.tokens(of: name) == words)
    }

    @Test(arguments: [
        (["filterSheet"], PresentationPurpose.filter, "filterSheet"),
        (["sheet", "orders.applyFilters"], .filter, "orders.applyFilters"),
        (["composer", "mail.compose"], .createOrEdit, "mail.compose"),
        (["addressSheet", "customer.addNote"], .createOrEdit, "customer.addNote"),
    ])
    func purposeComesFromWholeWords(_ names: [String], _ purpose: PresentationPurpose, _ evidence: String) throws {
        let detected = try #require(PresentationPurpose.detect(in: names))
        #expect(detected.purpose == purpose)
        #expect(detected.evidence == evidence)
    }

    /// No words, words that only contain a marker ('address', 'filtering' stays a word of its own),
    /// or words of both purposes: unknown.
    @Test(arguments: [["sheet"], ["address.sheet"], ["filtering"], ["editFilter"], ["filterSheet", "order.create"]])
    func purposeIsUnknownWithoutOneClearWord(_ names: [String]) {
        #expect(PresentationPurpose.detect(in: names) == nil)
    }

    /// Every compact presentation against every regular one, for each purpose: nil means suitable.
    @Test(arguments: [
        (ComponentType.sheet, ComponentType.formSheet, PresentationPurpose?.none, false),
        (.sheet, .fullScreenModal, .createOrEdit, false),
        (.sheet, .formSheet, .filter, true),
        (.sheet, .popover, .filter, false),
        (.sheet, .popover, nil, false),
        (.sheet, .popover, .createOrEdit, true),
        (.sheet, .sheet, nil, true),
        (.sheet, .nonmodalSheet, .filter, true),
        (.sheet, .inspector, .createOrEdit, false),
        (.nonmodalSheet, .popover, nil, false),
        (.nonmodalSheet, .formSheet, nil, true),
        (.nonmodalSheet, .nonmodalSheet, .filter, true),
        (.nonmodalSheet, .inspector, nil, true),
        (.fullScreenModal, .popover, nil, false),
    ])
    func adviceFollowsGuideline004(
        _ compact: ComponentType, _ regular: ComponentType, _ purpose: PresentationPurpose?, _ wrong: Bool
    ) {
        #expect((PresentationAdaptsRule.advice(from: compact, to: regular, purpose: purpose) != nil) == wrong)
    }

    static func spec(compact: String, regular: String) -> String {
        TestSpec.screen([
            TestSpec.layout(when: #"{ "width": "compact" }"#, [compact]),
            TestSpec.layout(when: #"{ "width": "regular" }"#, [regular]),
        ])
    }

    @Test func sheetThatBecomesContentOrHasNoCounterpartIsNotJudged() throws {
        let sheet = #"{ "id": "info", "type": "sheet", "children": [ { "id": "notes", "type": "text" } ] }"#
        let inline = #"{ "id": "info", "type": "stack", "children": [ { "id": "notes", "type": "text" } ] }"#
        let other = #"{ "id": "help", "type": "sheet", "children": [ { "id": "tips", "type": "text" } ] }"#
        #expect(
            try RuleHarness.findings(Self.spec(compact: sheet, regular: inline), rule: PresentationAdaptsRule.self)
                .isEmpty)
        #expect(
            try RuleHarness.findings(Self.spec(compact: sheet, regular: other), rule: PresentationAdaptsRule.self)
                .isEmpty)
    }

    @Test func sharedChildPairsPresentationsWithDifferentIds() throws {
        let sheet =
            #"{ "id": "formatting", "type": "nonmodalSheet", "children": [ { "id": "bold", "type": "button" } ] }"#
        let sheetAgain =
            #"{ "id": "formattingPanel", "type": "sheet", "children": [ { "id": "bold", "type": "button" } ] }"#
        let diagnostics = try RuleHarness.findings(
            Self.spec(compact: sheet, regular: sheetAgain), rule: PresentationAdaptsRule.self)
        #expect(
            diagnostics.map(\.message) == [
                "nonmodal sheet 'formatting' becomes a sheet 'formattingPanel' in regular width; present it as a popover there"
            ])
        #expect(diagnostics.first?.location.pointer == "/layouts/1/components/0/type")
        #expect(diagnostics.first?.related.count == 1)
        #expect(diagnostics.first?.severity == .warning)
    }

    /// A sheet in a layout for every width meets itself in all three width pairs: one finding.
    @Test func sheetForEveryWidthIsReportedOnce() throws {
        let spec = TestSpec.components([#"{ "id": "newOrder", "type": "sheet" }"#])
        let diagnostics = try RuleHarness.findings(spec, rule: PresentationAdaptsRule.self)
        #expect(
            diagnostics.map(\.message) == [
                "sheet 'newOrder' (creating or editing, going by 'newOrder') stays a sheet in regular width; present it as a form sheet or a full-screen modal there"
            ])
        #expect(diagnostics.first?.related.isEmpty == true)
    }
}
