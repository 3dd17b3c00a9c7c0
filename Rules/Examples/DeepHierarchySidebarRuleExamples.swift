import AdaptLintCore

/// The examples of ``DeepHierarchySidebarRule``: its tests and its documentation.
enum DeepHierarchySidebarRuleExamples {
    static let triggering = [
        RuleExample(
            "Destinations with children behind a regular-width tab bar",
            """
            {
              "app": "Sales Assistant",
              "navigation": {
                "compact": "tabBar", "regular": ↓"tabBar",
                "destinations": [
                  { "id": "orders", "level": "primary", "children": [ { "id": "archived", "level": "secondary" } ] },
                  { "id": "customers", "level": "primary" }
                ]
              }
            }
            """,
            messages: [
                "the navigation is 2 levels deep but regular width uses 'tabBar'; use 'sidebar' in regular width so that secondary destinations are listed under their primary one"
            ]),
        RuleExample(
            "Three levels in a single navigation stack",
            """
            {
              "app": "Field Service",
              "navigation": {
                "compact": "tabBar", "regular": ↓"stack",
                "destinations": [
                  { "id": "jobs" },
                  { "id": "inventory", "children": [
                    { "id": "parts", "children": [ { "id": "spare-parts" } ] }
                  ] }
                ]
              }
            }
            """,
            messages: [
                "the navigation is 3 levels deep but regular width uses 'stack'; use 'sidebar' in regular width so that secondary destinations are listed under their primary one"
            ]),
    ]

    static let nonTriggering = [
        RuleExample(
            "A few flat destinations keep the tab bar in both widths",
            """
            {
              "app": "Timesheet",
              "navigation": {
                "compact": "tabBar", "regular": "tabBar",
                "destinations": [ { "id": "today" }, { "id": "week" }, { "id": "settings" } ]
              }
            }
            """),
        RuleExample(
            "Nested destinations with a sidebar, or the adaptable sidebar, in regular width",
            """
            {
              "app": "Sales Assistant",
              "deploymentTarget": "18.0",
              "navigation": {
                "compact": "tabBar", "regular": "sidebarAdaptable",
                "destinations": [
                  { "id": "orders", "children": [ { "id": "archived" }, { "id": "drafts" } ] },
                  { "id": "customers" }
                ]
              }
            }
            """),
    ]
}
