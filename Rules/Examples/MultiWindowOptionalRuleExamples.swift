import AdaptLintCore

/// The examples of ``MultiWindowOptionalRule``: its tests and its documentation.
enum MultiWindowOptionalRuleExamples {
    static let triggering = [
        RuleExample(
            "A comparison app that needs two windows",
            """
            {
              "app": "Quote Compare",
              "multiWindow": { "supported": true, "required": ↓true }
            }
            """,
            messages: [
                "the app requires multiple windows; make every task work in a single window and set 'required' to false"
            ]),
        RuleExample(
            "A single-window app (a note)",
            """
            {
              "app": "Sales Assistant",
              "multiWindow": { "supported": ↓false }
            }
            """,
            messages: [
                "the app supports only one window; consider multiple windows where they help, such as comparing two objects or opening a detail beside its list"
            ],
            severities: [.note]),
    ]

    static let nonTriggering = [
        RuleExample(
            "Multiple windows supported and optional",
            """
            {
              "app": "Sales Assistant",
              "multiWindow": { "supported": true, "required": false }
            }
            """),
        RuleExample(
            "An app description that does not mention windows",
            """
            {
              "app": "Sales Assistant",
              "deploymentTarget": "18.0"
            }
            """),
    ]
}
