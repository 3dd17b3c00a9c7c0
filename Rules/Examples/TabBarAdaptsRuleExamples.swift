import AdaptLintCore

/// The examples of ``TabBarAdaptsRule``: its tests and its documentation.
enum TabBarAdaptsRuleExamples {
    static let triggering = [
        RuleExample(
            "Regular width keeps only a navigation bar",
            """
            {
              "screen": "Home",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [
                  { "id": "tabs", "type": "tabBar", "size": { "width": 375, "height": 83 }, "children": [
                    { "id": "homeTab", "type": "tabItem", "size": { "width": 187, "height": 49 }, "actions": ["tab.home"] },
                    { "id": "ordersTab", "type": "tabItem", "size": { "width": 187, "height": 49 }, "actions": ["tab.orders"] }
                  ] }
                ] },
                { "when": ↓{ "width": "regular" }, "components": [
                  { "id": "navigationBar", "type": "navigationBar", "size": { "width": 744, "height": 50 }, "children": [
                    { "id": "homeTab", "type": "button", "size": { "width": 88, "height": 44 }, "actions": ["tab.home"] },
                    { "id": "ordersTab", "type": "button", "size": { "width": 88, "height": 44 }, "actions": ["tab.orders"] }
                  ] }
                ] }
              ]
            }
            """,
            messages: [
                "layout 2 (width: regular) has no tab bar or sidebar, but compact width has tab bar 'tabs'; keep its destinations in a tab bar, a sidebar or a tab bar that turns into a sidebar"
            ]),
        RuleExample(
            "A sidebar that drops one tab, and a sidebar row missing from the compact tab bar",
            """
            {
              "screen": "Home",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": ↓{ "width": "compact" }, "components": [
                  { "id": "tabs", "type": "tabBar", "size": { "width": 375, "height": 83 }, "children": [
                    { "id": "homeTab", "type": "tabItem", "size": { "width": 125, "height": 49 } },
                    { "id": "inboxTab", "type": "tabItem", "size": { "width": 125, "height": 49 } }
                  ] }
                ] },
                { "when": ↓{ "width": "regular" }, "components": [
                  { "id": "sidebar", "type": "sidebar", "size": { "width": 320, "height": 1133 }, "children": [
                    { "id": "homeTab", "type": "tabItem", "size": { "width": 280, "height": 44 } },
                    { "id": "reportsTab", "type": "tabItem", "size": { "width": 280, "height": 44 } }
                  ] }
                ] }
              ]
            }
            """,
            messages: [
                "destination 'reportsTab' is offered in regular width but cannot be reached in compact width; give layout 1 (width: compact) a tab item or sidebar row with id 'reportsTab'",
                "destination 'inboxTab' is offered in compact width but cannot be reached in regular width; give layout 2 (width: regular) a tab item or sidebar row with id 'inboxTab'",
            ]),
    ]

    static let nonTriggering = [
        RuleExample(
            "The tab bar becomes a sidebar with the same destinations",
            """
            {
              "screen": "Home",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [
                  { "id": "tabs", "type": "tabBar", "size": { "width": 375, "height": 83 }, "children": [
                    { "id": "homeTab", "type": "tabItem", "size": { "width": 187, "height": 49 } },
                    { "id": "ordersTab", "type": "tabItem", "size": { "width": 187, "height": 49 } }
                  ] }
                ] },
                { "when": { "width": "regular" }, "components": [
                  { "id": "sidebar", "type": "sidebar", "size": { "width": 320, "height": 1133 }, "children": [
                    { "id": "homeTab", "type": "tabItem", "size": { "width": 280, "height": 44 } },
                    { "id": "ordersTab", "type": "cell", "size": { "width": 280, "height": 44 } }
                  ] }
                ] }
              ]
            }
            """),
        RuleExample(
            "One tab bar for every width",
            """
            {
              "screen": "Home",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "components": [
                  { "id": "tabs", "type": "tabBar", "size": { "width": 375, "height": 83 }, "children": [
                    { "id": "homeTab", "type": "tabItem", "size": { "width": 187, "height": 49 }, "actions": ["tab.home"] },
                    { "id": "ordersTab", "type": "tabItem", "size": { "width": 187, "height": 49 }, "actions": ["tab.orders"] }
                  ] }
                ] }
              ]
            }
            """),
    ]
}
