import AdaptLintCore

/// The examples of ``DynamicTypeRule``: its tests and its documentation.
enum DynamicTypeRuleExamples {
    static let triggering = [
        RuleExample(
            "A price label with a fixed 15pt font",
            """
            {
              "screen": "Order Details",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "components": [
                  { "id": "title", "type": "header", "frame": { "x": 16, "y": 100, "width": 343, "height": 44 },
                    "font": { "style": "title2" } },
                  { "id": "price", "type": "text", "frame": { "x": 16, "y": 152, "width": 343, "height": 22 },
                    "font": { "size": ↓15 } }
                ] }
              ]
            }
            """,
            messages: [
                "text of 'price' has a fixed 15pt font that ignores the text size people choose; use the subheadline text style (15pt at the default size) instead"
            ]),
        RuleExample(
            "A button title that turns scaling off",
            """
            {
              "screen": "Checkout",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "components": [
                  { "id": "pay", "type": "button", "frame": { "x": 16, "y": 700, "width": 343, "height": 50 },
                    "font": { "style": "headline", "scales": ↓false } },
                  { "id": "terms", "type": "link", "frame": { "x": 16, "y": 760, "width": 343, "height": 44 },
                    "font": { "size": 11, "scales": ↓false } }
                ] }
              ]
            }
            """,
            messages: [
                "text of 'pay' keeps its 17pt font size whatever text size people choose (\"scales\": false); remove \"scales\": false",
                "text of 'terms' keeps its 11pt font size whatever text size people choose (\"scales\": false); remove \"scales\": false and use the caption2 text style (11pt at the default size)",
            ]),
    ]

    static let nonTriggering = [
        RuleExample(
            "Text styles, one with its size at the default setting",
            """
            {
              "screen": "Order Details",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "components": [
                  { "id": "title", "type": "header", "frame": { "x": 16, "y": 100, "width": 343, "height": 44 },
                    "font": { "style": "title2" } },
                  { "id": "price", "type": "text", "frame": { "x": 16, "y": 152, "width": 343, "height": 22 },
                    "font": { "style": "subheadline", "size": 15, "scales": true } }
                ] }
              ]
            }
            """),
        RuleExample(
            "A fixed size on a component that carries no text, and text without a font",
            """
            {
              "screen": "Map",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "components": [
                  { "id": "map", "type": "map", "frame": { "x": 0, "y": 0, "width": 375, "height": 500 },
                    "font": { "size": 10 } },
                  { "id": "caption", "type": "text", "frame": { "x": 16, "y": 510, "width": 343, "height": 22 } }
                ] }
              ]
            }
            """),
    ]
}
