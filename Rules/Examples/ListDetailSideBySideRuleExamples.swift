import AdaptLintCore

/// The examples of ``ListDetailSideBySideRule``: its tests and its documentation.
enum ListDetailSideBySideRuleExamples {
    static let triggering = [
        RuleExample(
            "An orders list that pushes its detail in every width",
            """
            {
              "app": "Sales Assistant",
              "screens": [
                { "id": "orders", "spec": "orders-list-detail.json", "opens": [↓"order"] },
                { "id": "order", "spec": "order-details.json", "role": "detail" }
              ]
            }
            """,
            messages: [
                #"screen 'orders' opens detail screen 'order' but has no split view; add "splitView": { "columns": 2 } so that regular width shows the list beside the detail"#
            ]),
        RuleExample(
            "A list that opens two kinds of detail",
            """
            {
              "app": "Sales Assistant",
              "screens": [
                { "id": "activity", "spec": "home.json", "role": "list", "opens": [↓"order", "filter", ↓"customer"] },
                { "id": "order", "spec": "order-details.json", "role": "detail" },
                { "id": "customer", "spec": "settings.json", "role": "detail" },
                { "id": "filter", "spec": "order-filter.json", "role": "form" }
              ]
            }
            """,
            messages: [
                #"screen 'activity' opens detail screen 'order' but has no split view; add "splitView": { "columns": 2 } so that regular width shows the list beside the detail"#,
                #"screen 'activity' opens detail screen 'customer' but has no split view; add "splitView": { "columns": 2 } so that regular width shows the list beside the detail"#,
            ]),
    ]

    static let nonTriggering = [
        RuleExample(
            "The list shows its detail in a second column",
            """
            {
              "app": "Sales Assistant",
              "screens": [
                { "id": "orders", "spec": "orders-list-detail.json", "splitView": { "columns": 2 }, "opens": ["order"] },
                { "id": "order", "spec": "order-details.json", "role": "detail" }
              ]
            }
            """),
        RuleExample(
            "A detail that drills down into another detail, and a list that opens a form",
            """
            {
              "app": "Sales Assistant",
              "screens": [
                { "id": "order", "spec": "order-details.json", "role": "detail", "opens": ["customer"] },
                { "id": "customer", "spec": "settings.json", "role": "detail" },
                { "id": "orders", "spec": "orders-list-detail.json", "role": "list", "opens": ["filter"] },
                { "id": "filter", "spec": "order-filter.json", "role": "form" }
              ]
            }
            """),
    ]
}
