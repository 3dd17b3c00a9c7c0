import AdaptLintCore

/// The examples of ``ColumnWidthsRule``: its tests and its documentation.
enum ColumnWidthsRuleExamples {
    static let triggering = [
        RuleExample(
            "A list column that stretches beside a fixed detail column",
            """
            {
              "screen": "Orders",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "regular" }, "components": [
                  { "id": "listBar", "type": "navigationBar", "frame": { "x": 0, "y": 24, "width": 320, "height": 50 },
                    "resizing": { "width": ↓"fill" } },
                  { "id": "detailBar", "type": "navigationBar", "frame": { "x": 321, "y": 24, "width": 423, "height": 50 },
                    "resizing": { "width": ↓"fixed" } }
                ] },
                { "when": { "width": "compact" }, "components": [] }
              ]
            }
            """,
            messages: [
                "list column 'listBar' stretches in regular width beside the detail column 'detailBar'; give it \"width\": \"fixed\" so that the detail column takes the extra space",
                "detail column 'detailBar' has a fixed width in regular width; let it stretch with \"width\": \"fill\" so that it takes the space beside the list column 'listBar'",
            ]),
        RuleExample(
            "A sidebar that stretches in a three-column layout",
            """
            {
              "screen": "Mail",
              "orientations": ["landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "regular" }, "components": [
                  { "id": "sidebar", "type": "sidebar", "frame": { "x": 0, "y": 0, "width": 320, "height": 1024 },
                    "resizing": { "width": ↓"fill", "minWidth": 260 } },
                  { "id": "threadBar", "type": "navigationBar", "frame": { "x": 321, "y": 24, "width": 320, "height": 50 },
                    "resizing": { "width": "fixed" } },
                  { "id": "messageBar", "type": "navigationBar", "frame": { "x": 641, "y": 24, "width": 725, "height": 50 },
                    "resizing": { "width": "fill" } }
                ] },
                { "when": { "width": "compact" }, "components": [] }
              ]
            }
            """,
            messages: [
                "list column 'sidebar' stretches in regular width beside the detail column 'messageBar'; give it \"width\": \"fixed\" so that the detail column takes the extra space"
            ]),
    ]

    static let nonTriggering = [
        RuleExample(
            "A fixed list column beside a stretching detail column",
            """
            {
              "screen": "Orders",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "regular" }, "components": [
                  { "id": "listBar", "type": "navigationBar", "frame": { "x": 0, "y": 24, "width": 320, "height": 50 },
                    "resizing": { "width": "fixed" } },
                  { "id": "detailBar", "type": "navigationBar", "frame": { "x": 321, "y": 24, "width": 423, "height": 50 },
                    "resizing": { "width": "fill" } }
                ] },
                { "when": { "width": "compact" }, "components": [] }
              ]
            }
            """),
        RuleExample(
            "One stretching column in regular width, and columns that do not say how they resize",
            """
            {
              "screen": "Orders",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "regular", "orientation": "portrait" }, "components": [
                  { "id": "bar", "type": "navigationBar", "frame": { "x": 0, "y": 24, "width": 744, "height": 50 },
                    "resizing": { "width": "fill", "span": "edges" } }
                ] },
                { "when": { "width": "regular", "orientation": "landscape" }, "components": [
                  { "id": "listBar", "type": "navigationBar", "frame": { "x": 0, "y": 24, "width": 320, "height": 50 } },
                  { "id": "detailBar", "type": "navigationBar", "frame": { "x": 321, "y": 24, "width": 812, "height": 50 } }
                ] },
                { "when": { "width": "compact" }, "components": [] }
              ]
            }
            """),
    ]
}
