import AdaptLintCore

/// The examples of ``ColumnCountRule``: its tests and its documentation.
enum ColumnCountRuleExamples {
    static let triggering = [
        RuleExample(
            "List and detail side by side in compact width",
            """
            {
              "screen": "Orders",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [
                  { "id": "listBar", "type": "navigationBar", "frame": { "x": 0, "y": 44, "width": 150, "height": 44 } },
                  { "id": ↓"detailBar", "type": "navigationBar", "frame": { "x": 151, "y": 44, "width": 224, "height": 44 } },
                  { "id": "orders", "type": "list", "frame": { "x": 0, "y": 88, "width": 150, "height": 600 } }
                ] }
              ]
            }
            """,
            messages: [
                "compact width shows 2 columns side by side ('listBar', 'detailBar'); show one column there and push the others onto its navigation stack"
            ]),
        RuleExample(
            "Four columns in regular width",
            """
            {
              "screen": "Mail",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "regular" }, "components": [
                  { "id": "sidebar", "type": "sidebar", "frame": { "x": 0, "y": 0, "width": 260, "height": 1024 } },
                  { "id": "folderBar", "type": "navigationBar", "frame": { "x": 260, "y": 24, "width": 260, "height": 50 } },
                  { "id": "threadBar", "type": "navigationBar", "frame": { "x": 520, "y": 24, "width": 260, "height": 50 } },
                  { "id": ↓"messageBar", "type": "navigationBar", "frame": { "x": 780, "y": 24, "width": 586, "height": 50 } }
                ] }
              ]
            }
            """,
            messages: [
                "regular width shows 4 columns side by side ('sidebar', 'folderBar', 'threadBar', 'messageBar'); show at most 3 columns side by side there"
            ]),
    ]

    static let nonTriggering = [
        RuleExample(
            "One column in compact width, three in regular width",
            """
            {
              "screen": "Mail",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [
                  { "id": "threadBar", "type": "navigationBar", "frame": { "x": 0, "y": 44, "width": 375, "height": 44 } },
                  { "id": "messageBar", "type": "navigationBar", "size": { "width": 375, "height": 44 } }
                ] },
                { "when": { "width": "regular" }, "components": [
                  { "id": "sidebar", "type": "sidebar", "frame": { "x": 0, "y": 0, "width": 320, "height": 1024 }, "children": [
                    { "id": "sidebarBar", "type": "navigationBar", "frame": { "x": 0, "y": 24, "width": 320, "height": 50 } }
                  ] },
                  { "id": "threadBar", "type": "navigationBar", "frame": { "x": 321, "y": 24, "width": 320, "height": 50 } },
                  { "id": "messageBar", "type": "navigationBar", "frame": { "x": 641, "y": 24, "width": 725, "height": 50 } }
                ] }
              ]
            }
            """),
        RuleExample(
            "Two lists side by side in one column, and a popover with its own navigation bar",
            """
            {
              "screen": "Order Details",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "height": "compact" }, "components": [
                  { "id": "navigationBar", "type": "navigationBar", "frame": { "x": 0, "y": 0, "width": 667, "height": 32 } },
                  { "id": "details", "type": "list", "frame": { "x": 16, "y": 40, "width": 310, "height": 300 } },
                  { "id": "lineItems", "type": "list", "frame": { "x": 342, "y": 40, "width": 309, "height": 300 } }
                ] },
                { "when": { "width": "regular" }, "components": [
                  { "id": "navigationBar", "type": "navigationBar", "frame": { "x": 0, "y": 24, "width": 400, "height": 50 } },
                  { "id": "share", "type": "popover", "frame": { "x": 420, "y": 80, "width": 320, "height": 400 }, "children": [
                    { "id": "shareBar", "type": "navigationBar", "frame": { "x": 420, "y": 80, "width": 320, "height": 50 } }
                  ] }
                ] }
              ]
            }
            """),
    ]
}
