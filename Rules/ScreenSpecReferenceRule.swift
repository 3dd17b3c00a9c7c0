import AdaptLintCore

/// Reports screen spec paths in an app description that lead to no file.
public struct ScreenSpecReferenceRule: AppRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "screen-spec-reference",
        title: "Referenced screen specs exist",
        summary: "Every screen spec an app description names (`spec` of a screen, `screen` of a destination) exists.",
        rationale: """
            The app-level rules reason about screens through the specs the app description names. A path with \
            a typo, or a spec that was renamed or deleted, leaves the app description pointing at nothing, and \
            the screen it meant is no longer part of the app's checks. Paths are read relative to the folder \
            of the app file (for standard input, of `--stdin-filename`; without it nothing is reported, as the \
            file has no folder).
            """,
        guideline: GuidelineCitation(
            document: "001", source: "SAP Fiori for iOS, Adaptive Apps",
            section: "Information Architecture",
            paraphrase: """
                A complete map of the app's screens and flows is the starting point for adapting it to both \
                size classes; every screen on the map has to be a real screen.
                """),
        defaultSeverity: .error,
        triggeringExamples: ScreenSpecReferenceRuleExamples.triggering,
        nonTriggeringExamples: ScreenSpecReferenceRuleExamples.nonTriggering)

    public func check(_ app: AppSpec, context: AppRuleContext) -> [Finding] {
        var references: [(kind: String, path: Located<String>)] = []
        for (destination, _) in app.navigation?.allDestinations ?? [] {
            if let screen = destination.screen { references.append(("destination '\(destination.id.value)'", screen)) }
        }
        for screen in app.screens { references.append(("screen '\(screen.id.value)'", screen.spec)) }
        return references.compactMap { reference in
            guard context.specExists(reference.path.value) == false else { return nil }
            return Finding(
                node: reference.path.node,
                message: """
                    the screen spec '\(reference.path.value)' of \(reference.kind) does not exist; fix the path, \
                    which is relative to the app file, or add the spec
                    """)
        }
    }
}
