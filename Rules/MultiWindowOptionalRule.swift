import AdaptLintCore

/// Reports apps that require several windows, and notes apps that support only one.
public struct MultiWindowOptionalRule: AppRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "multi-window-optional",
        title: "Multiple windows are optional",
        summary:
            "An app never requires multiple windows; a note suggests supporting them when the app says it does not.",
        rationale: """
            On iPad people may open several windows of one app, for example to compare two objects or to keep \
            one open while creating another. That is a convenience: every task still has to work in a single \
            window, in Split View and in Slide Over, because many people never open a second one. adaptlint \
            reports `"required": true` in `multiWindow` as an error. When the description says \
            `"supported": false`, a note points out the cases where a second window helps; an app without \
            `multiWindow` is not judged.
            """,
        guideline: GuidelineCitation(
            document: "001", source: "SAP Fiori for iOS, Adaptive Apps",
            section: "Multi-Window and Multi-Task in Regular Size Class",
            paraphrase: """
                Apps support multiple windows and multitasking where that helps people, and no app depends on \
                more than one window; the size class follows each window's width.
                """),
        defaultSeverity: .error,
        triggeringExamples: MultiWindowOptionalRuleExamples.triggering,
        nonTriggeringExamples: MultiWindowOptionalRuleExamples.nonTriggering)

    public func check(_ app: AppSpec, context: AppRuleContext) -> [Finding] {
        guard let windows = app.multiWindow else { return [] }
        var findings: [Finding] = []
        if let required = windows.required, required.value {
            findings.append(
                Finding(
                    node: required.node,
                    message: """
                        the app requires multiple windows; make every task work in a single window and set \
                        'required' to false
                        """,
                    fixes: [
                        NodeFix(
                            node: required.node, replacement: "false", description: "make multiple windows optional")
                    ]
                ))
        }
        if !windows.supported.value {
            findings.append(
                Finding(
                    node: windows.supported.node,
                    message: """
                        the app supports only one window; consider multiple windows where they help, such as \
                        comparing two objects or opening a detail beside its list
                        """,
                    severity: .note))
        }
        return findings
    }
}
