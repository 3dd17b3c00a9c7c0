import AdaptLintCore
import AdaptLintRules
import Testing

/// A layout of one container declares the margins of the screen it is drawn on, not of its
/// widest component (guideline 000, Full-Width Regular): a narrow form centred on an 834pt iPad
/// is drawn on a full-width regular container.
@Suite struct LayoutMarginsScreenWidthTests {
    /// A regular-width layout with `margin` on both sides whose components run from `leading`
    /// for `width` points, two of them one below the other.
    static func centredForm(margin: Int, leading: Int, width: Int) -> String {
        let layout = """
            { "when": { "width": "regular" }, "margins": { "leading": \(margin), "trailing": \(margin) }, "components": [
              { "id": "title", "type": "text", "frame": { "x": \(leading), "y": 300, "width": \(width), "height": 41 } },
              { "id": "name", "type": "textField", "frame": { "x": \(leading), "y": 360, "width": \(width), "height": 44 } }
            ] }
            """
        return TestSpec.screen([layout])
    }

    @Test func aFormCentredOnAnIPadDeclaresTheFullWidthMargins() throws {
        // 180 + 474 = 654: centred on 834pt, the 11-inch iPad Pro in portrait.
        let accepted = try RuleHarness.findings(
            Self.centredForm(margin: 48, leading: 180, width: 474), rule: LayoutMarginsRule.self)
        #expect(accepted.map(\.message) == [])
        let narrow = try RuleHarness.findings(
            Self.centredForm(margin: 20, leading: 180, width: 474), rule: LayoutMarginsRule.self)
        #expect(narrow.map(\.location.pointer) == ["/layouts/0/margins/leading"])
        #expect(narrow.first?.message.contains("make it 48pt") == true, "\(narrow.map(\.message))")
        #expect(narrow.first?.message.contains("container is 834pt wide") == true, "\(narrow.map(\.message))")
    }

    @Test func aFormThatIsNotCentredOnAScreenIsJudgedByItsOwnWidth() throws {
        // 100 + 474 = 574 and 674 are no screen width: the drawing stops at 574pt, under 768pt.
        let findings = try RuleHarness.findings(
            Self.centredForm(margin: 48, leading: 100, width: 474), rule: LayoutMarginsRule.self)
        #expect(findings.map(\.location.pointer) == ["/layouts/0/margins/leading"])
        #expect(findings.first?.message.contains("make it 20pt") == true, "\(findings.map(\.message))")
    }

    @Test func splitViewColumnsStayContainersOfTheirOwn() throws {
        // A 320pt list beside a 513pt detail column on 834pt: 20pt, though the screen is 834pt.
        let layout = """
            { "when": { "width": "regular" }, "margins": { "leading": 20, "trailing": 20 }, "components": [
              { "id": "list", "type": "list", "frame": { "x": 0, "y": 24, "width": 320, "height": 1170 } },
              { "id": "detail", "type": "stack", "frame": { "x": 321, "y": 24, "width": 513, "height": 1170 } }
            ] }
            """
        let findings = try RuleHarness.findings(TestSpec.screen([layout]), rule: LayoutMarginsRule.self)
        #expect(findings.map(\.message) == [])
    }

    @Test func theScreenIsTheDrawingsEdgeOrTheWidthItIsCentredOn() {
        #expect(Containers.screenWidth(leading: 0, trailing: 834) == 834)
        #expect(Containers.screenWidth(leading: 177, trailing: 657) == 834)
        #expect(Containers.screenWidth(leading: 100, trailing: 574) == 574)
        // Drawn from the left edge: nothing to centre on.
        #expect(Containers.screenWidth(leading: 0, trailing: 600) == 600)
    }

    @Test func aTwoColumnGridInsideTheMarginsIsOneContainer() throws {
        // Cards in two 456pt columns with a 16pt gutter, from 48pt to 976pt of a 1024pt iPad: one
        // container (the screen), not two split-view columns, so 48pt is right and 20pt is not.
        func grid(margin: Int) -> String {
            let layout = """
                { "when": { "width": "regular" }, "margins": { "leading": \(margin), "trailing": \(margin) }, "components": [
                  { "id": "a", "type": "card", "frame": { "x": 48, "y": 100, "width": 456, "height": 400 } },
                  { "id": "b", "type": "card", "frame": { "x": 520, "y": 100, "width": 456, "height": 400 } },
                  { "id": "c", "type": "card", "frame": { "x": 48, "y": 520, "width": 456, "height": 400 } },
                  { "id": "d", "type": "card", "frame": { "x": 520, "y": 520, "width": 456, "height": 400 } }
                ] }
                """
            return TestSpec.screen([layout])
        }
        let accepted = try RuleHarness.findings(grid(margin: 48), rule: LayoutMarginsRule.self)
        #expect(accepted.map(\.message) == [])
        let narrow = try RuleHarness.findings(grid(margin: 20), rule: LayoutMarginsRule.self)
        #expect(narrow.first?.message.contains("make it 48pt") == true, "\(narrow.map(\.message))")
    }

    @Test func columnsTileTheWindowFromItsLeadingEdge() {
        typealias Column = Containers.Column
        #expect(Containers.tile([Column(minX: 0, maxX: 320), Column(minX: 321, maxX: 834)]))
        #expect(Containers.tile([Column(minX: 0, maxX: 375), Column(minX: 375, maxX: 1194)]))
        #expect(!Containers.tile([Column(minX: 48, maxX: 504), Column(minX: 520, maxX: 976)]))
        #expect(!Containers.tile([Column(minX: 0, maxX: 320), Column(minX: 340, maxX: 834)]))
    }
}
