import AdaptLintCore

/// The examples of ``PrincipalUpperHalfRule``: its tests and its documentation.
enum PrincipalUpperHalfRuleExamples {
    static let triggering = [
        RuleExample(
            "A Pay button pinned to the bottom of an 852pt-high iPhone screen is noted, with a word on why",
            """
            {
              "screen": "Checkout",
              "orientations": ["portrait"],
              "layouts": [
                { "components": [
                  { "id": "summary", "type": "list", "frame": { "x": 0, "y": 103, "width": 393, "height": 500 }, "shows": ["order.total"] },
                  { "id": "pay", "type": "button", "principal": true, "frame": ↓{ "x": 16, "y": 760, "width": 361, "height": 50 }, "actions": ["order.pay"] }
                ] }
              ]
            }
            """,
            messages: [
                "principal component 'pay' in layout 1 starts at y=760pt, below the middle (426pt) of the 852pt height of the screen it is drawn for (iPhone 14 Pro); place it in the upper half (a primary action pinned to the bottom edge is a common iOS placement, but guideline 003 makes no exception for it; suppress this note where it is deliberate)"
            ]),
        RuleExample(
            "The principal chart in the bottom half of an iPhone layout",
            """
            {
              "screen": "Sales",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "components": [
                  { "id": "navigationBar", "type": "navigationBar", "frame": { "x": 0, "y": 44, "width": 375, "height": 44 } },
                  { "id": "filters", "type": "list", "frame": { "x": 0, "y": 88, "width": 375, "height": 400 } },
                  { "id": "revenue", "type": "chart", "principal": true,
                    "frame": ↓{ "x": 16, "y": 500, "width": 343, "height": 278 } }
                ] }
              ]
            }
            """,
            messages: [
                "principal component 'revenue' in layout 1 starts at y=500pt, below the middle (406pt) of the 812pt height of the screen it is drawn for (iPhone X); place it in the upper half"
            ]),
        RuleExample(
            "The principal map on the trailing side in regular width, and a principal button low in a popover",
            """
            {
              "screen": "Stores",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "regular" }, "components": [
                  { "id": "stores", "type": "list", "frame": { "x": 0, "y": 74, "width": 372, "height": 1059 } },
                  { "id": "map", "type": "map", "principal": true,
                    "frame": ↓{ "x": 380, "y": 74, "width": 364, "height": 1059 } },
                  { "id": "filter", "type": "popover", "frame": { "x": 400, "y": 80, "width": 320, "height": 400 },
                    "children": [
                      { "id": "apply", "type": "button", "principal": true,
                        "frame": ↓{ "x": 416, "y": 420, "width": 120, "height": 44 }, "actions": ["stores.filter"] }
                    ] }
                ] }
              ]
            }
            """,
            messages: [
                "principal component 'map' in layout 1 (width: regular) starts at x=380pt, past the middle (372pt) of the 744pt width of the layout's drawing; place it near the leading side",
                "principal component 'apply' in layout 1 (width: regular) starts at y=420pt, below the middle (280pt) of the 400pt height of popover 'filter'; place it in the upper half",
            ]),
    ]

    static let nonTriggering = [
        RuleExample(
            "The principal header at the top and leading side",
            """
            {
              "screen": "Order Details",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "components": [
                  { "id": "header", "type": "header", "principal": true,
                    "frame": { "x": 16, "y": 100, "width": 343, "height": 112 } },
                  { "id": "notes", "type": "text", "frame": { "x": 16, "y": 600, "width": 343, "height": 178 } }
                ] }
              ]
            }
            """),
        RuleExample(
            "A principal list that crosses the middle, and one with a size but no position",
            """
            {
              "screen": "Orders",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [
                  { "id": "orders", "type": "list", "principal": true,
                    "frame": { "x": 0, "y": 88, "width": 375, "height": 690 } }
                ] },
                { "when": { "width": "regular" }, "components": [
                  { "id": "orders", "type": "list", "principal": true, "size": { "width": 744, "height": 900 } }
                ] }
              ]
            }
            """),
    ]
}
