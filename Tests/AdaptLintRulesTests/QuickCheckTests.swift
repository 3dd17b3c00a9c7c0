import AdaptJSON
import Testing

@testable import AdaptLintCore
@testable import AdaptLintRules

/// Rules answer "nothing to find" for most screens from quick checks, and do the full work only
/// for the rest. These tests compare both answers on random specs and on the rules' examples.
@Suite struct QuickCheckTests {
    static let context = RuleContext(parameters: [:])

    /// 1,500 random specs that decode (500 of them without a `when` on any component), then every
    /// example of every screen rule.
    static let screens: [ScreenSpec] = {
        var random = RandomSpec(seed: 2026)
        var plain = RandomSpec(seed: 2027, componentConditions: 0)
        var texts = (0..<1_000).map { _ in random.spec() } + (0..<500).map { _ in plain.spec() }
        for rule in RuleRegistry.rules {
            let examples = rule.description.triggeringExamples + rule.description.nonTriggeringExamples
            texts += examples.map { $0.spec.filter { $0 != RuleExample.marker } }
        }
        return texts.compactMap { text in
            guard let document = try? JSONParser.parse(Array(text.utf8)),
                case .success(let spec) = SpecDecoder.decode(document)
            else { return nil }
            return spec.cachingComponents()
        }
    }()

    @Test func enoughScreensDecode() {
        #expect(Self.screens.count > 1_200)
    }

    /// Runs `quick` and `full` on every screen; both must agree, and `full` must find something
    /// on at least `minimum` screens for the comparison to mean something.
    func compare(
        minimum: Int, _ quick: (ScreenSpec) -> [Finding], _ full: (ScreenSpec) -> [Finding],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var found = 0
        for screen in Self.screens {
            let expected = full(screen)
            let actual = quick(screen)
            #expect(actual == expected, "\(screen.screen.value)", sourceLocation: sourceLocation)
            if !expected.isEmpty { found += 1 }
        }
        #expect(found >= minimum, "\(found)", sourceLocation: sourceLocation)
    }

    @Test func rotationKeepsComponents() {
        let rule = RotationKeepsComponentsRule()
        func full(_ screen: ScreenSpec) -> [Finding] {
            let families = Set(screen.orientations.value.map(\.value.family))
            guard families.count == 2,
                screen.hasCondition(where: { $0.orientation != nil || $0.height != nil || $0.idiom != nil })
            else { return [] }
            return rule.changes(screen, index: screen.componentIndex)
        }
        compare(minimum: 50, { rule.check($0, context: Self.context) }, full)
    }

    @Test func layoutMargins() {
        let rule = LayoutMarginsRule()
        for parameters: [String: Double] in [[:], ["compactMargin": 20, "fullWidthContainer": 1_000]] {
            let context = RuleContext(parameters: parameters)
            func full(_ screen: ScreenSpec) -> [Finding] {
                screen.layouts.enumerated().flatMap { position, layout -> [Finding] in
                    // The margins of components first, as `check` reports them.
                    var settings: LayoutMarginsRule.Settings?
                    let own = rule.componentFindings(screen, layoutAt: position, settings: &settings, context: context)
                    guard let margins = layout.margins else { return own }
                    // Each margin's container: its split-view column, else the screen the drawing is on.
                    let index = screen.componentIndex
                    let sides = LayoutMarginsRule.containers(
                        of: layout, margins: margins, index: index, range: index.layoutRanges[position])
                    return own
                        + rule.findings(
                            layout, label: layout.label, classes: nil, margins: margins, sides: sides, context: context)
                }
            }
            compare(minimum: 50, { rule.check($0, context: context) }, full)
        }
    }
}
