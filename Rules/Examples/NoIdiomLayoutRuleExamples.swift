import AdaptLintCore

/// The examples of ``NoIdiomLayoutRule``: its tests and its documentation.
enum NoIdiomLayoutRuleExamples {
    static let triggering = [
        RuleExample(
            "A regular layout chosen for iPad",
            """
            {
              "screen": "Order Details",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { ↓"idiom": "pad" }, "components": [] }
              ]
            }
            """,
            messages: [
                "layout 1 is chosen by device idiom 'pad'; use \"width\": \"regular\" instead, so Split View and large iPhones get the right layout"
            ]),
        RuleExample(
            "A component shown only on iPhone",
            """
            {
              "screen": "Order Details",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "components": [
                  { "id": "hint", "type": "text", "when": { "orientation": "portrait", ↓"idiom": "phone" } }
                ] }
              ]
            }
            """,
            messages: [
                "component 'hint' is chosen by device idiom 'phone'; use \"width\": \"compact\" instead, so Split View and large iPhones get the right layout"
            ]),
        RuleExample(
            "A landscape layout chosen for iPhone: every iPhone held in landscape is compact height, the large ones regular width",
            """
            {
              "screen": "Match",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact", "height": "regular" }, "components": [] },
                { "when": { ↓"idiom": "phone", "orientation": "landscape" }, "components": [] },
                { "when": { "width": "regular", "height": "regular" }, "components": [] }
              ]
            }
            """,
            messages: [
                "layout 2 is chosen by device idiom 'phone'; use \"height\": \"compact\" instead, so Split View and large iPhones get the right layout"
            ]),
    ]

    static let nonTriggering = [
        RuleExample(
            "Layouts chosen by size class",
            """
            {
              "screen": "Order Details",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [] },
                { "when": { "width": "regular" }, "components": [] }
              ]
            }
            """),
        RuleExample(
            "A component chosen by width and orientation",
            """
            {
              "screen": "Order Details",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "components": [
                  { "id": "sidebar", "type": "sidebar", "when": { "width": "regular", "orientation": "landscape" } }
                ] }
              ]
            }
            """),
    ]
}
