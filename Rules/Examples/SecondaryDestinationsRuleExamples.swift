import AdaptLintCore

/// The examples of ``SecondaryDestinationsRule``: its tests and its documentation.
enum SecondaryDestinationsRuleExamples {
    static let triggering = [
        RuleExample(
            "The order archive is a tab of its own",
            """
            {
              "app": "Sales Assistant",
              "navigation": {
                "compact": "tabBar", "regular": "sidebar",
                "destinations": [
                  { "id": "orders", "level": "primary" },
                  { "id": "archived", "level": ↓"secondary" }
                ]
              }
            }
            """,
            messages: [
                "secondary destination 'archived' is a tab of the compact tab bar; move it into the 'children' of a primary destination so that compact width opens it full screen"
            ]),
        RuleExample(
            "Two secondary destinations in an adaptable tab bar",
            """
            {
              "app": "Field Service",
              "deploymentTarget": "18.0",
              "navigation": {
                "compact": "sidebarAdaptable", "regular": "sidebarAdaptable",
                "destinations": [
                  { "id": "jobs" },
                  { "id": "drafts", "level": ↓"secondary" },
                  { "id": "history", "level": ↓"secondary" }
                ]
              }
            }
            """,
            messages: [
                "secondary destination 'drafts' is a tab of the compact tab bar; move it into the 'children' of a primary destination so that compact width opens it full screen",
                "secondary destination 'history' is a tab of the compact tab bar; move it into the 'children' of a primary destination so that compact width opens it full screen",
            ]),
    ]

    static let nonTriggering = [
        RuleExample(
            "Secondary destinations nested under their primary one",
            """
            {
              "app": "Sales Assistant",
              "navigation": {
                "compact": "tabBar", "regular": "sidebar",
                "destinations": [
                  { "id": "orders", "level": "primary", "children": [ { "id": "archived", "level": "secondary" } ] },
                  { "id": "customers" }
                ]
              }
            }
            """),
        RuleExample(
            "A secondary destination at the top of a navigation stack",
            """
            {
              "app": "Notes",
              "navigation": {
                "compact": "stack", "regular": "sidebar",
                "destinations": [ { "id": "notes" }, { "id": "trash", "level": "secondary" } ]
              }
            }
            """),
    ]
}
