import AdaptLintCore

/// The examples of ``PrimaryImageSizeRule``: its tests and its documentation.
enum PrimaryImageSizeRuleExamples {
    static let triggering = [
        RuleExample(
            "A product photo of 1200x900pt shown as a 240x180pt tile",
            """
            {
              "screen": "Product",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "components": [
                  { "id": "photo", "type": "image", "principal": true,
                    "frame": ↓{ "x": 16, "y": 100, "width": 240, "height": 180 },
                    "contentSize": { "width": 1200, "height": 900 } }
                ] }
              ]
            }
            """,
            messages: [
                "principal image 'photo' is shown at 240x180pt, 20% of its 1200x900pt content, so people would zoom to see it; show it at least 600x450pt"
            ]),
        RuleExample(
            "A floor plan wide enough but squeezed in height",
            """
            {
              "screen": "Room",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [
                  { "id": "plan", "type": "image", "principal": true,
                    "frame": { "x": 16, "y": 100, "width": 343, "height": 300 },
                    "contentSize": { "width": 600, "height": 500 } }
                ] },
                { "when": { "width": "regular" }, "components": [
                  { "id": "plan", "type": "image", "principal": true,
                    "frame": ↓{ "x": 20, "y": 90, "width": 600, "height": 200 },
                    "contentSize": { "width": 600, "height": 500 } }
                ] }
              ]
            }
            """,
            messages: [
                "principal image 'plan' is shown at 600x200pt, 40% of its 600x500pt content, so people would zoom to see it; show it at least 300x250pt"
            ]),
    ]

    static let nonTriggering = [
        RuleExample(
            "A product photo at half its content size, and a small thumbnail that is not principal",
            """
            {
              "screen": "Product",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "components": [
                  { "id": "photo", "type": "image", "principal": true,
                    "frame": { "x": 16, "y": 100, "width": 343, "height": 257.25 },
                    "contentSize": { "width": 686, "height": 514.5 } },
                  { "id": "seller", "type": "image", "frame": { "x": 16, "y": 370, "width": 44, "height": 44 },
                    "contentSize": { "width": 400, "height": 400 } }
                ] }
              ]
            }
            """),
        RuleExample(
            "A principal image without a content size, and one shown larger than its content",
            """
            {
              "screen": "Receipt",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "components": [
                  { "id": "scan", "type": "image", "principal": true,
                    "frame": { "x": 16, "y": 100, "width": 343, "height": 480 } },
                  { "id": "logo", "type": "image", "principal": true,
                    "size": { "width": 120, "height": 120 }, "contentSize": { "width": 60, "height": 60 } }
                ] }
              ]
            }
            """),
    ]
}
