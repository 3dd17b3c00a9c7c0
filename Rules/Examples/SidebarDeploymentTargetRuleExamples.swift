import AdaptLintCore

/// The examples of ``SidebarDeploymentTargetRule``: its tests and its documentation.
enum SidebarDeploymentTargetRuleExamples {
    static let triggering = [
        RuleExample(
            "An iOS 17 app that keeps the sidebar on iPhone",
            """
            {
              "app": "Sales Assistant",
              "deploymentTarget": "17.0",
              "navigation": {
                "compact": ↓"sidebar", "regular": "sidebar",
                "destinations": [ { "id": "orders" }, { "id": "customers" } ]
              }
            }
            """,
            messages: [
                "regular width uses a sidebar and compact width 'sidebar' with a deployment target of 17.0; before iOS 18 build the compact tab bar yourself and set 'compact' to 'tabBar'"
            ]),
        RuleExample(
            "The adaptable style on an iOS 16.4 app",
            """
            {
              "app": "Field Service",
              "deploymentTarget": "16.4",
              "navigation": {
                "compact": ↓"sidebarAdaptable", "regular": ↓"sidebarAdaptable",
                "destinations": [ { "id": "jobs" }, { "id": "parts" } ]
              }
            }
            """,
            messages: [
                "'compact' uses 'sidebarAdaptable', which needs iOS 18, but the deployment target is 16.4; use 'sidebar' in regular width and 'tabBar' in compact width, or raise the deployment target to 18.0",
                "'regular' uses 'sidebarAdaptable', which needs iOS 18, but the deployment target is 16.4; use 'sidebar' in regular width and 'tabBar' in compact width, or raise the deployment target to 18.0",
            ]),
    ]

    static let nonTriggering = [
        RuleExample(
            "An iOS 17 app with its own compact tab bar",
            """
            {
              "app": "Sales Assistant",
              "deploymentTarget": "17.0",
              "navigation": {
                "compact": "tabBar", "regular": "sidebar",
                "destinations": [ { "id": "orders" }, { "id": "customers" } ]
              }
            }
            """),
        RuleExample(
            "An iOS 18 app with the adaptable sidebar",
            """
            {
              "app": "Sales Assistant",
              "deploymentTarget": "18",
              "navigation": {
                "compact": "sidebarAdaptable", "regular": "sidebarAdaptable",
                "destinations": [ { "id": "orders" }, { "id": "customers" } ]
              }
            }
            """),
    ]
}
