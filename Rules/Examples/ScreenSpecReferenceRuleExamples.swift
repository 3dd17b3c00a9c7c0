import AdaptLintCore

/// The examples of ``ScreenSpecReferenceRule``: its tests and its documentation. The app file is
/// read as if it were in `Samples/clean/`, beside the clean sample specs.
enum ScreenSpecReferenceRuleExamples {
    static let triggering = [
        RuleExample(
            "A misspelt spec path",
            """
            {
              "app": "Sales Assistant",
              "screens": [
                { "id": "orders", "spec": "orders-list-detail.json", "opens": ["order"] },
                { "id": "order", "spec": ↓"order-detials.json", "role": "detail" }
              ]
            }
            """,
            messages: [
                "the screen spec 'order-detials.json' of screen 'order' does not exist; fix the path, which is relative to the app file, or add the spec"
            ]),
        RuleExample(
            "Destinations that name removed specs",
            """
            {
              "app": "Sales Assistant",
              "navigation": {
                "compact": "tabBar", "regular": "sidebar",
                "destinations": [
                  { "id": "home", "screen": "home.json" },
                  { "id": "orders", "screen": ↓"orders.json", "children": [
                    { "id": "archived", "screen": ↓"archive/orders.json" }
                  ] }
                ]
              }
            }
            """,
            messages: [
                "the screen spec 'orders.json' of destination 'orders' does not exist; fix the path, which is relative to the app file, or add the spec",
                "the screen spec 'archive/orders.json' of destination 'archived' does not exist; fix the path, which is relative to the app file, or add the spec",
            ]),
    ]

    static let nonTriggering = [
        RuleExample(
            "Every path names a spec beside the app file",
            """
            {
              "app": "Sales Assistant",
              "navigation": {
                "compact": "tabBar", "regular": "tabBar",
                "destinations": [ { "id": "home", "screen": "home.json" }, { "id": "settings", "screen": "settings.json" } ]
              },
              "screens": [
                { "id": "orders", "spec": "orders-list-detail.json", "splitView": { "columns": 2 }, "opens": ["order"] },
                { "id": "order", "spec": "../clean/order-details.json", "role": "detail" }
              ]
            }
            """),
        RuleExample(
            "An app description without references",
            """
            {
              "app": "Sales Assistant",
              "multiWindow": { "supported": true }
            }
            """),
    ]
}
