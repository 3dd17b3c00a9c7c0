import AdaptLintCore

/// The examples of ``PrincipalCompactHeightRule``: its tests and its documentation.
enum PrincipalCompactHeightRuleExamples {
    static let triggering = [
        RuleExample(
            "A checkout button drawn at the bottom of a portrait canvas, in a layout for every height",
            """
            {
              "screen": "Cart",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [
                  { "id": "items", "type": "list", "frame": { "x": 0, "y": 88, "width": 375, "height": 600 } },
                  { "id": "checkout", "type": "button", "principal": true,
                    "frame": ↓{ "x": 16, "y": 731, "width": 343, "height": 44 }, "actions": ["cart.checkout"] }
                ] },
                { "when": { "width": "regular" }, "components": [] }
              ]
            }
            """,
            messages: [
                "principal component 'checkout' ends 775pt from the top, so compact height pushes it off screen by up to 455pt on iPhone SE (1st generation), iPhone SE (2nd generation) and 20 more; keep it within the top 320pt there"
            ]),
        RuleExample(
            "A landscape layout drawn for a 430pt-high iPhone: a principal chart ends at 325pt, above a 105pt footer, and the 320pt iPhone SE cuts it off",
            """
            {
              "screen": "Portfolio",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "height": "regular" }, "components": [] },
                { "when": { "height": "compact" }, "components": [
                  { "id": "chart", "type": "chart", "principal": true,
                    "frame": ↓{ "x": 75, "y": 20, "width": 782, "height": 305 }, "shows": ["portfolio.value"] },
                  { "id": "footer", "type": "text", "frame": { "x": 0, "y": 325, "width": 932, "height": 105 }, "shows": ["portfolio.disclaimer"] }
                ] }
              ]
            }
            """,
            messages: [
                "principal component 'chart' ends 325pt from the top, so compact height pushes it off screen by 5pt on iPhone SE (1st generation); keep it within the top 320pt there"
            ]),
        RuleExample(
            "A principal list below a 300pt header: it may scroll, but its first row starts below the bottom of the iPhone SE in landscape",
            """
            {
              "screen": "Artist",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [
                  { "id": "hero", "type": "image", "frame": { "x": 0, "y": 0, "width": 375, "height": 300 } },
                  { "id": "songs", "type": "list", "principal": true,
                    "frame": ↓{ "x": 0, "y": 300, "width": 375, "height": 367 }, "shows": ["artist.songs"] }
                ] },
                { "when": { "width": "regular" }, "components": [] }
              ]
            }
            """,
            messages: [
                "principal component 'songs' scrolls, but its first 44pt end 344pt from the top, so compact height pushes them off screen by 24pt on iPhone SE (1st generation); keep them within the top 320pt there"
            ]),
    ]

    static let nonTriggering = [
        RuleExample(
            "A Checkout button pinned to the bottom of a landscape layout drawn for a 375pt-high iPhone: on the 320pt iPhone SE it moves up with the bottom edge and the list above it scrolls",
            """
            {
              "screen": "Cart",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "height": "regular" }, "components": [] },
                { "when": { "height": "compact" }, "components": [
                  { "id": "items", "type": "list", "frame": { "x": 0, "y": 32, "width": 667, "height": 290 } },
                  { "id": "checkout", "type": "button", "principal": true,
                    "frame": { "x": 16, "y": 326, "width": 635, "height": 44 }, "actions": ["cart.checkout"] }
                ] }
              ]
            }
            """),
        RuleExample(
            "The principal action moves into the compact navigation bar in compact height",
            """
            {
              "screen": "Cart",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "height": "regular" }, "components": [
                  { "id": "checkout", "type": "button", "principal": true,
                    "frame": { "x": 16, "y": 731, "width": 343, "height": 44 }, "actions": ["cart.checkout"] }
                ] },
                { "when": { "height": "compact" }, "components": [
                  { "id": "checkout", "type": "button", "principal": true,
                    "frame": { "x": 555, "y": 0, "width": 96, "height": 44 }, "actions": ["cart.checkout"] }
                ] }
              ]
            }
            """),
        RuleExample(
            "A portrait-only screen never has compact height",
            """
            {
              "screen": "Scanner",
              "orientations": ["portrait", "portraitUpsideDown"],
              "layouts": [
                { "components": [
                  { "id": "scan", "type": "button", "principal": true,
                    "frame": { "x": 16, "y": 731, "width": 343, "height": 44 }, "actions": ["code.scan"] }
                ] }
              ]
            }
            """),
        RuleExample(
            "A principal list that runs past the bottom: in compact height it scrolls, and its first rows are on screen",
            """
            {
              "screen": "Inbox",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [
                  { "id": "navigation", "type": "navigationBar", "frame": { "x": 0, "y": 47, "width": 393, "height": 96 } },
                  { "id": "messages", "type": "list", "principal": true,
                    "frame": { "x": 0, "y": 143, "width": 393, "height": 709 }, "shows": ["inbox.messages"] }
                ] },
                { "when": { "width": "regular" }, "components": [] }
              ]
            }
            """),
        RuleExample(
            "A note body between the navigation bar and the keyboard: a multi-line text view, which scrolls",
            """
            {
              "screen": "Note",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [
                  { "id": "navigation", "type": "navigationBar", "frame": { "x": 0, "y": 59, "width": 393, "height": 44 } },
                  { "id": "body", "type": "textField", "principal": true,
                    "frame": { "x": 16, "y": 103, "width": 361, "height": 406 }, "shows": ["note.text"], "actions": ["note.edit"] },
                  { "id": "keyboard", "type": "custom", "frame": { "x": 0, "y": 509, "width": 393, "height": 343 } }
                ] },
                { "when": { "width": "regular" }, "components": [] }
              ]
            }
            """),
    ]
}
