import AdaptLintCore

/// The examples of ``SpacingAdaptsRule``: its tests and its documentation.
enum SpacingAdaptsRuleExamples {
    static let triggering = [
        RuleExample(
            "An order card whose spacing tightens on the iPad",
            """
            {
              "screen": "Order Details",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [
                  { "id": "summary", "type": "card", "size": { "width": 343, "height": 160 }, "spacing": 16,
                    "shows": ["order.total"] }
                ] },
                { "when": { "width": "regular" }, "components": [
                  { "id": "summary", "type": "card", "size": { "width": 704, "height": 160 }, "spacing": ↓8,
                    "shows": ["order.total"] }
                ] }
              ]
            }
            """,
            messages: [
                "component 'summary' has 8pt spacing in regular width, less than the 16pt in compact width; use at least 16pt in regular width"
            ]),
        RuleExample(
            "A header that gets roomier when the iPhone turns to landscape",
            """
            {
              "screen": "Order Details",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "height": "regular" }, "components": [
                  { "id": "header", "type": "header", "size": { "width": 343, "height": 64 }, "spacing": 12 }
                ] },
                { "when": { "height": "compact" }, "components": [
                  { "id": "header", "type": "header", "size": { "width": 635, "height": 64 }, "spacing": ↓20 }
                ] }
              ]
            }
            """,
            messages: [
                "component 'header' has 20pt spacing in compact height, more than the 12pt in regular height; use at most 12pt in compact height"
            ]),
    ]

    static let nonTriggering = [
        RuleExample(
            "Roomier in regular width, tighter in compact height",
            """
            {
              "screen": "Order Details",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact", "height": "regular" }, "components": [
                  { "id": "summary", "type": "card", "size": { "width": 343, "height": 160 }, "spacing": 12 }
                ] },
                { "when": { "height": "compact" }, "components": [
                  { "id": "summary", "type": "card", "size": { "width": 635, "height": 120 }, "spacing": 8 }
                ] },
                { "when": { "width": "regular", "height": "regular" }, "components": [
                  { "id": "summary", "type": "card", "size": { "width": 704, "height": 160 }, "spacing": 20 }
                ] }
              ]
            }
            """),
        RuleExample(
            "One card for every size class, and a spacing given in one layout only",
            """
            {
              "screen": "Order Details",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "components": [
                  { "id": "summary", "type": "card", "size": { "width": 343, "height": 160 }, "spacing": 12 }
                ] },
                { "when": { "width": "compact" }, "components": [
                  { "id": "notes", "type": "card", "size": { "width": 343, "height": 120 }, "spacing": 16 }
                ] },
                { "when": { "width": "regular" }, "components": [
                  { "id": "notes", "type": "card", "size": { "width": 704, "height": 120 } }
                ] }
              ]
            }
            """),
    ]
}
