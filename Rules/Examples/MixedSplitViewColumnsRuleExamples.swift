import AdaptLintCore

/// The examples of ``MixedSplitViewColumnsRule``: its tests and its documentation.
enum MixedSplitViewColumnsRuleExamples {
    static let triggering = [
        RuleExample(
            "A two-column orders screen and a three-column reports screen",
            """
            {
              "app": "Sales Assistant",
              "screens": [
                { "id": "orders", "spec": "orders-list-detail.json", "splitView": { "columns": 2 } },
                { "id": "reports", "spec": "home.json", "splitView": { "columns": ↓3 } }
              ]
            }
            """,
            messages: [
                #"screen 'reports' has a 3-column split view but screen 'orders' has 2 columns; use 2 columns in every split view, or mark a hand-built one with "custom": true"#
            ]),
        RuleExample(
            "Two screens differ from the first split view",
            """
            {
              "app": "Field Service",
              "screens": [
                { "id": "jobs", "spec": "orders-list-detail.json", "splitView": { "columns": 3 } },
                { "id": "parts", "spec": "home.json", "splitView": { "columns": ↓2 } },
                { "id": "team", "spec": "settings.json", "splitView": { "columns": ↓2 } }
              ]
            }
            """,
            messages: [
                #"screen 'parts' has a 2-column split view but screen 'jobs' has 3 columns; use 3 columns in every split view, or mark a hand-built one with "custom": true"#,
                #"screen 'team' has a 2-column split view but screen 'jobs' has 3 columns; use 3 columns in every split view, or mark a hand-built one with "custom": true"#,
            ]),
    ]

    static let nonTriggering = [
        RuleExample(
            "Every split view has two columns",
            """
            {
              "app": "Sales Assistant",
              "screens": [
                { "id": "orders", "spec": "orders-list-detail.json", "splitView": { "columns": 2 } },
                { "id": "customers", "spec": "home.json", "splitView": { "columns": 2 } },
                { "id": "order", "spec": "order-details.json", "role": "detail" }
              ]
            }
            """),
        RuleExample(
            "The three-column screen is built by hand",
            """
            {
              "app": "Sales Assistant",
              "screens": [
                { "id": "orders", "spec": "orders-list-detail.json", "splitView": { "columns": 2 } },
                { "id": "reports", "spec": "home.json", "splitView": { "columns": 3, "custom": true } }
              ]
            }
            """),
    ]
}
