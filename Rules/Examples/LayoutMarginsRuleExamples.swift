import AdaptLintCore

/// The examples of ``LayoutMarginsRule``: its tests and its documentation.
enum LayoutMarginsRuleExamples {
    static let triggering = [
        RuleExample(
            "Regular-width margins in a compact-width layout: one finding for both sides",
            """
            {
              "screen": "Order Details",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "margins": { "leading": ↓20, "trailing": 20 }, "components": [
                  { "id": "header", "type": "header", "frame": { "x": 20, "y": 100, "width": 335, "height": 112 } }
                ] }
              ]
            }
            """,
            messages: [
                "leading and trailing margins of layout 1 (width: compact) are 20pt; make it 16pt, the margin of full-width components in compact width"
            ]),
        RuleExample(
            "A layout drawn 1024pt wide keeps the 20pt trailing margin of narrower iPads",
            """
            {
              "screen": "Order Details",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "regular" }, "margins": { "leading": 48, "trailing": ↓20 }, "components": [
                  { "id": "navigationBar", "type": "navigationBar", "frame": { "x": 0, "y": 24, "width": 1024, "height": 50 } },
                  { "id": "header", "type": "header", "frame": { "x": 48, "y": 90, "width": 956, "height": 128 } }
                ] }
              ]
            }
            """,
            messages: [
                "trailing margin of layout 1 (width: regular) is 20pt; make it 48pt, the margin of a full-width regular container: its container is 1024pt wide, at least 768pt"
            ]),
        RuleExample(
            "A 48pt leading margin in a 320pt list column: each column has its own margins, and the first one is under 768pt",
            """
            {
              "screen": "Inbox",
              "orientations": ["landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "regular" }, "margins": { "leading": ↓48, "trailing": 48 }, "components": [
                  { "id": "mailboxes", "type": "list", "frame": { "x": 0, "y": 24, "width": 320, "height": 810 },
                    "children": [
                      { "id": "inboxRow", "type": "cell", "frame": { "x": 48, "y": 74, "width": 272, "height": 44 } }
                    ] },
                  { "id": "message", "type": "stack", "frame": { "x": 321, "y": 24, "width": 873, "height": 810 },
                    "children": [
                      { "id": "body", "type": "text", "frame": { "x": 369, "y": 74, "width": 777, "height": 400 } }
                    ] }
                ] },
                { "when": { "width": "compact" }, "components": [] }
              ]
            }
            """,
            messages: [
                "leading margin of layout 1 (width: regular) is 48pt; make it 20pt, the margin of full-width components in regular width: its leading column is 320pt wide, under 768pt"
            ]),
        RuleExample(
            "A detail column that declares margins of its own keeps 20pt though it is 818pt wide",
            """
            {
              "screen": "Inbox",
              "orientations": ["landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "regular" }, "components": [
                  { "id": "mailboxes", "type": "list", "frame": { "x": 0, "y": 24, "width": 375, "height": 810 },
                    "margins": { "leading": 20, "trailing": 20 } },
                  { "id": "message", "type": "stack", "frame": { "x": 376, "y": 24, "width": 818, "height": 810 },
                    "margins": { "leading": ↓20, "trailing": 20 } }
                ] },
                { "when": { "width": "compact" }, "components": [] }
              ]
            }
            """,
            messages: [
                "leading and trailing margins of 'message' in layout 1 (width: regular) are 20pt; make it 48pt, the margin of a full-width regular container: 'message' is 818pt wide, at least 768pt"
            ]),
        RuleExample(
            "A layout for every width with margins of neither class",
            """
            {
              "screen": "Settings",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "margins": { "leading": ↓12, "trailing": 16 }, "components": [] }
              ]
            }
            """,
            messages: [
                "leading margin of layout 1 is 12pt; the layout applies in compact and regular width, so make it 16pt or 20pt"
            ]),
    ]

    static let nonTriggering = [
        RuleExample(
            "Margins per column: 20pt in a 375pt list column, 48pt in an 818pt detail column",
            """
            {
              "screen": "Inbox",
              "orientations": ["landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "regular" }, "components": [
                  { "id": "mailboxes", "type": "list", "frame": { "x": 0, "y": 24, "width": 375, "height": 810 },
                    "margins": { "leading": 20, "trailing": 20 } },
                  { "id": "message", "type": "stack", "frame": { "x": 376, "y": 24, "width": 818, "height": 810 },
                    "margins": { "leading": 48, "trailing": 48 } }
                ] },
                { "when": { "width": "compact" }, "components": [] }
              ]
            }
            """),
        RuleExample(
            "A split view on an 834pt iPad: a 320pt list column beside a 513pt detail column are containers under 768pt, so 20pt",
            """
            {
              "screen": "Inbox",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "regular" }, "margins": { "leading": 20, "trailing": 20 }, "components": [
                  { "id": "mailboxes", "type": "list", "frame": { "x": 0, "y": 24, "width": 320, "height": 1170 },
                    "shows": ["message.subject"] },
                  { "id": "message", "type": "stack", "frame": { "x": 321, "y": 24, "width": 513, "height": 1170 } }
                ] },
                { "when": { "width": "compact" }, "components": [] }
              ]
            }
            """),
        RuleExample(
            "A 375pt list beside an 818pt detail column on a 1194pt iPad, over a tab bar under both: 20pt leading, 48pt trailing",
            """
            {
              "screen": "Orders",
              "orientations": ["landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "regular" }, "margins": { "leading": 20, "trailing": 48 }, "components": [
                  { "id": "orders", "type": "list", "frame": { "x": 0, "y": 24, "width": 375, "height": 761 },
                    "children": [
                      { "id": "orderRow", "type": "cell", "frame": { "x": 20, "y": 74, "width": 355, "height": 44 } }
                    ] },
                  { "id": "order", "type": "stack", "frame": { "x": 376, "y": 24, "width": 818, "height": 761 },
                    "children": [
                      { "id": "total", "type": "text", "frame": { "x": 424, "y": 74, "width": 722, "height": 44 } }
                    ] },
                  { "id": "tabs", "type": "tabBar", "frame": { "x": 0, "y": 785, "width": 1194, "height": 49 } }
                ] },
                { "when": { "width": "compact" }, "components": [] }
              ]
            }
            """),
        RuleExample(
            "The guideline's margins: 16pt compact, 20pt on a 744pt iPad mini, 48pt on a 1024pt iPad",
            """
            {
              "screen": "Order Details",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "margins": { "leading": 16, "trailing": 16 }, "components": [
                  { "id": "header", "type": "header", "frame": { "x": 16, "y": 100, "width": 343, "height": 112 } }
                ] },
                { "when": { "width": "regular", "orientation": "portrait" }, "margins": { "leading": 20, "trailing": 20 }, "components": [
                  { "id": "header", "type": "header", "frame": { "x": 20, "y": 90, "width": 704, "height": 128 } }
                ] },
                { "when": { "width": "regular", "orientation": "landscape" }, "margins": { "leading": 48, "trailing": 48 }, "components": [
                  { "id": "header", "type": "header", "frame": { "x": 48, "y": 90, "width": 928, "height": 128 } }
                ] }
              ]
            }
            """),
        RuleExample(
            "A 480pt form centred on an 834pt iPad: the layout declares the screen's margins, 48pt",
            """
            {
              "screen": "Sign In",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "regular" }, "margins": { "leading": 48, "trailing": 48 }, "components": [
                  { "id": "email", "type": "textField", "frame": { "x": 177, "y": 389, "width": 480, "height": 44 } },
                  { "id": "signIn", "type": "button", "frame": { "x": 177, "y": 457, "width": 480, "height": 50 } }
                ] },
                { "when": { "width": "compact" }, "margins": { "leading": 16, "trailing": 16 }, "components": [] }
              ]
            }
            """),
        RuleExample(
            "A compact-height layout, which also serves large iPhones in regular width, and a layout without margins",
            """
            {
              "screen": "Order Details",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "height": "compact" }, "margins": { "leading": 16, "trailing": 16 }, "components": [] },
                { "when": { "height": "regular" }, "components": [] }
              ]
            }
            """),
    ]
}
