import AdaptLintCore

/// The examples of ``DeviceOverflowRule``: its tests and its documentation.
enum DeviceOverflowExamples {
    static let triggering = [
        RuleExample(
            "A title drawn 360pt wide on a 375pt canvas",
            """
            {
              "screen": "Order Details",
              "orientations": ["portrait"],
              "layouts": [
                { "when": { "width": "compact" }, "margins": { "leading": 16, "trailing": 16 }, "components": [
                  { "id": "title", "type": "text", "frame": { "x": 16, "y": 100, "width": ↓360, "height": 44 } }
                ] }
              ]
            }
            """,
            messages: [
                "component 'title' overflows by up to 72pt on iPhone SE (1st generation), iPad mini 7.9-inch (5th generation) in 1/3 Split View and 41 more in portrait; make it at most 288pt wide or let it stretch with \"resizing\": {\"width\": \"fill\"}"
            ]),
        RuleExample(
            "Three controls that keep their width, side by side, fill 375pt exactly",
            """
            {
              "screen": "Cart",
              "orientations": ["portrait"],
              "layouts": [
                { "when": { "width": "compact" }, "margins": { "leading": 16, "trailing": 16 }, "components": [
                  { "id": "quantity", "type": "stepper", "frame": { "x": 16, "y": 80, "width": 94, "height": 44 } },
                  { "id": "save", "type": "button", "frame": { "x": 118, "y": 80, "width": 117, "height": 44 } },
                  { "id": "add", "type": "button", "frame": ↓{ "x": 243, "y": 80, "width": 116, "height": 44 } }
                ] }
              ]
            }
            """,
            messages: [
                "components 'quantity', 'save' and 'add' side by side overflow by 55pt on iPhone SE (1st generation), iPad mini 7.9-inch (5th generation) in 1/3 Split View and 23 more in portrait; they need 343pt but only 288pt fit, so stack them or let one stretch with \"resizing\": {\"width\": \"fill\"}"
            ]),
        RuleExample(
            "A fixed chart in regular width, which Split View and Plus iPhones make narrower",
            """
            {
              "screen": "Sales",
              "orientations": ["landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "regular" }, "margins": { "leading": 20, "trailing": 20 }, "components": [
                  { "id": "chart", "type": "chart", "frame": { "x": 20, "y": 80, "width": ↓700, "height": 300 } }
                ] },
                { "when": { "width": "compact" }, "components": [] }
              ]
            }
            """,
            messages: [
                "component 'chart' overflows by up to 62pt on iPad Air 13-inch (M2/M3) in 1/2 Split View, iPad Pro 12.9-inch (1st-6th generation) in 1/2 Split View and 3 more in landscape; make it at most 638pt wide or let it stretch with \"resizing\": {\"width\": \"fill\"}"
            ]),
        RuleExample(
            "A stretching component whose minimum is too wide for small iPhones",
            """
            {
              "screen": "Map",
              "orientations": ["portrait"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [
                  { "id": "search", "type": "searchBar", "size": { "width": 343, "height": 44 },
                    "resizing": { "width": "fill", "minWidth": ↓360 } }
                ] }
              ]
            }
            """,
            messages: [
                "component 'search' overflows by up to 72pt on iPhone SE (1st generation), iPad mini 7.9-inch (5th generation) in 1/3 Split View and 41 more in portrait; lower its 'minWidth' to at most 288pt"
            ]),
    ]

    static let nonTriggering = [
        RuleExample(
            "Real layouts stretch: a text field beside its button, a mini player inset 8pt, a landscape search bar between the safe areas",
            """
            {
              "screen": "Music",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact", "height": "regular" }, "margins": { "leading": 16, "trailing": 16 }, "components": [
                  { "id": "message", "type": "textField", "frame": { "x": 16, "y": 100, "width": 283, "height": 44 } },
                  { "id": "send", "type": "button", "frame": { "x": 307, "y": 100, "width": 52, "height": 44 } },
                  { "id": "miniPlayer", "type": "card", "frame": { "x": 8, "y": 700, "width": 377, "height": 64 } }
                ] },
                { "when": { "height": "compact" }, "margins": { "leading": 16, "trailing": 16 }, "components": [
                  { "id": "search", "type": "searchBar", "frame": { "x": 59, "y": 20, "width": 734, "height": 44 } }
                ] },
                { "when": { "width": "regular", "height": "regular" }, "components": [] }
              ]
            }
            """),
        RuleExample(
            "Declared 48pt margins of a 1024pt drawing become 20pt on a 744pt iPad mini and in Split View, as guideline 000 prescribes",
            """
            {
              "screen": "Order Details",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "regular" }, "margins": { "leading": 48, "trailing": 48 }, "components": [
                  { "id": "items", "type": "table", "frame": { "x": 48, "y": 100, "width": 620, "height": 400 },
                    "resizing": { "width": "fixed" } }
                ] },
                { "when": { "width": "compact" }, "components": [] }
              ]
            }
            """),
        RuleExample(
            "A full-width 343pt row at the 16pt margins stretches down to the 320pt iPhone SE",
            """
            {
              "screen": "Order Details",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "margins": { "leading": 16, "trailing": 16 }, "components": [
                  { "id": "summary", "type": "cell", "frame": { "x": 16, "y": 100, "width": 343, "height": 44 } },
                  { "id": "label", "type": "text", "frame": { "x": 16, "y": 160, "width": 200, "height": 44 } },
                  { "id": "notify", "type": "toggle", "frame": { "x": 308, "y": 160, "width": 51, "height": 44 } },
                  { "id": "hero", "type": "image", "frame": { "x": 0, "y": 220, "width": 375, "height": 200 } }
                ] }
              ]
            }
            """),
        RuleExample(
            "A carousel from the margin to the trailing edge, its cards peeking in, and a 672pt readable-width list centred on an iPad",
            """
            {
              "screen": "Store",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "margins": { "leading": 16, "trailing": 16 }, "components": [
                  { "id": "navigationBar", "type": "navigationBar", "frame": { "x": 0, "y": 59, "width": 393, "height": 44 } },
                  { "id": "screenshots", "type": "carousel", "frame": { "x": 16, "y": 111, "width": 377, "height": 480 } }
                ] },
                { "when": { "width": "regular" }, "margins": { "leading": 48, "trailing": 48 }, "components": [
                  { "id": "navigationBar", "type": "navigationBar", "frame": { "x": 0, "y": 24, "width": 834, "height": 50 } },
                  { "id": "reviews", "type": "list", "frame": { "x": 81, "y": 82, "width": 672, "height": 384 } }
                ] }
              ]
            }
            """),
        RuleExample(
            "Regular width drawn at 1024pt with a readable-width text column",
            """
            {
              "screen": "Article",
              "orientations": ["landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "regular" }, "margins": { "leading": 20, "trailing": 20 }, "components": [
                  { "id": "toolbar", "type": "toolbar", "frame": { "x": 20, "y": 20, "width": 984, "height": 44 } },
                  { "id": "body", "type": "text", "size": { "width": 672, "height": 600 },
                    "resizing": { "width": "fill", "minWidth": 300, "maxWidth": 672 } }
                ] },
                { "when": { "width": "compact" }, "components": [] }
              ]
            }
            """),
    ]
}
