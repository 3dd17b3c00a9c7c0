import AdaptLintCore

/// The examples of ``SplitViewMatchesSpecRule``: its tests and its documentation. The app file is
/// read as if it were in `Samples/clean/`, so the specs it names are the clean samples: the orders
/// list and detail draw 2 columns in regular width, the home screen 1 and the reports 3.
enum SplitViewMatchesSpecRuleExamples {
    static let triggering = [
        RuleExample(
            "A two-column split view whose spec draws one column",
            """
            {
              "app": "Sales Assistant",
              "screens": [
                { "id": "home", "spec": "home.json", "role": "list", "splitView": { "columns": ↓2 } }
              ]
            }
            """,
            messages: [
                #"screen 'home' has a 2-column split view but its spec 'home.json' shows at most 1 column in regular width ('navigationBar' in layout 2); draw 2 columns side by side in the spec's regular-width layout, or remove "splitView" if the screen has one column"#
            ]),
        RuleExample(
            "Three columns in the app, two in the spec",
            """
            {
              "app": "Sales Assistant",
              "screens": [
                { "id": "orders", "spec": "orders-list-detail.json", "splitView": { "columns": ↓3 } }
              ]
            }
            """,
            messages: [
                #"screen 'orders' has a 3-column split view but its spec 'orders-list-detail.json' shows at most 2 columns side by side in regular width ('navigationBar', 'detailNavigationBar' in layout 2); draw 3 columns side by side in the spec's regular-width layout, or set "columns" to 2"#
            ]),
        RuleExample(
            "Two columns in the app, three in the spec",
            """
            {
              "app": "Sales Assistant",
              "screens": [
                { "id": "reports", "spec": "reports.json", "role": "list", "splitView": { "columns": ↓2 } }
              ]
            }
            """,
            messages: [
                #"screen 'reports' has a 2-column split view but its spec 'reports.json' shows 3 columns side by side in regular width ('categories', 'reportsNavigationBar', 'reportNavigationBar' in layout 2); draw 2 columns side by side in the spec's regular-width layout, or set "columns" to 3"#
            ]),
    ]

    static let nonTriggering = [
        RuleExample(
            "Each split view has the columns its spec draws",
            """
            {
              "app": "Sales Assistant",
              "screens": [
                { "id": "orders", "spec": "orders-list-detail.json", "splitView": { "columns": 2 }, "opens": ["order"] },
                { "id": "order", "spec": "order-details.json", "role": "detail" },
                { "id": "reports", "spec": "../clean/reports.json", "splitView": { "columns": 3, "custom": true } }
              ]
            }
            """),
        RuleExample(
            "No split view, a spec without framed columns, a missing spec",
            """
            {
              "app": "Sales Assistant",
              "screens": [
                { "id": "home", "spec": "home.json" },
                { "id": "settings", "spec": "settings.json", "splitView": { "columns": 2 } },
                { "id": "archive", "spec": "archive.json", "splitView": { "columns": 2 } }
              ]
            }
            """),
    ]
}
