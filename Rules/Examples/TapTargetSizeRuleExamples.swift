import AdaptLintCore

/// The examples of ``TapTargetSizeRule``: its tests and its documentation.
enum TapTargetSizeRuleExamples {
    static let triggering = [
        RuleExample(
            "A button squeezed to 32pt high in compact width",
            """
            {
              "screen": "Order Details",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [
                  { "id": "approve", "type": "button", "frame": { "x": 16, "y": 600, "width": 343, "height": ↓32 }, "actions": ["approve"] }
                ] },
                { "when": { "width": "regular" }, "components": [
                  { "id": "approve", "type": "button", "frame": { "x": 20, "y": 600, "width": 200, "height": 44 }, "actions": ["approve"] }
                ] }
              ]
            }
            """,
            messages: ["tap target 'approve' is 343x32pt; make it at least 44pt high"]),
        RuleExample(
            "Buttons in a custom row (not a bar) that are too narrow, or too small both ways",
            """
            {
              "screen": "Order Details",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "components": [
                  { "id": "actions", "type": "stack", "size": { "width": 375, "height": 49 }, "children": [
                    { "id": "share", "type": "button", "size": { "width": ↓28, "height": 44 }, "actions": ["share"] },
                    { "id": "help", "type": "link", "size": ↓{ "width": 30, "height": 20 } }
                  ] }
                ] }
              ]
            }
            """,
            messages: [
                "tap target 'share' is 28x44pt; make it at least 44pt wide",
                "tap target 'help' is 30x20pt; make it at least 44x44pt",
            ]),
        RuleExample(
            "A hit area that is still too small, and a control with no size at all",
            """
            {
              "screen": "Settings",
              "orientations": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "components": [
                  { "id": "notifications", "type": "toggle", "frame": { "x": 308, "y": 120, "width": 51, "height": 31 }, "hitArea": { "width": 51, "height": ↓40 } },
                  { "id": ↓"signOut", "type": "cell", "actions": ["signOut"] }
                ] }
              ]
            }
            """,
            messages: [
                "tap target 'notifications' is 51x40pt (its 'hitArea'); make it at least 44pt high",
                "tap target of 'signOut' cannot be checked; give it a 'frame', 'size' or 'hitArea'",
            ],
            severities: [nil, .warning]),
        RuleExample(
            "A 30pt play button 4pt from the next button: a 44pt area around it would overlap 'next', so no fix is offered",
            """
            {
              "screen": "Now Playing",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "components": [
                  { "id": "miniPlayer", "type": "section", "frame": { "x": 8, "y": 700, "width": 377, "height": 64 }, "children": [
                    { "id": "play", "type": "button", "frame": ↓{ "x": 290, "y": 717, "width": 30, "height": 30 }, "actions": ["player.play"] },
                    { "id": "next", "type": "button", "frame": { "x": 324, "y": 710, "width": 44, "height": 44 }, "actions": ["player.next"] }
                  ] }
                ] }
              ]
            }
            """,
            messages: [
                "tap target 'play' is 30x30pt; make it at least 44x44pt, and move 'next' away first: grown around its centre, it would overlap the tap area of 'next'"
            ]),
        RuleExample(
            "A switch at the size UIKit fixes for it, and the items of a compact-height tab bar: one note each for the switch and the bar",
            """
            {
              "screen": "Settings",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "height": "compact" }, "components": [
                  { "id": "notifications", "type": "toggle", "frame": { "x": 308, "y": 120, "width": 51, "height": ↓31 } },
                  { "id": "tabs", "type": "tabBar", "frame": { "x": 0, "y": 361, "width": 852, "height": 32 }, "children": [
                    { "id": "home", "type": "tabItem", "frame": { "x": 0, "y": 361, "width": 426, "height": ↓32 } },
                    { "id": "profile", "type": "tabItem", "frame": { "x": 426, "y": 361, "width": 426, "height": 32 } }
                  ] }
                ] }
              ]
            }
            """,
            messages: [
                "'notifications' is a switch drawn at 51x31pt, the size UIKit fixes for it, and it takes taps on what it draws: give it a touch area at least 44pt high around it (for example, let its row toggle it), and record that with 'hitArea'",
                "'home' draws 426x32pt, and a tab bar item takes taps on more than it draws, by an amount no source states: check on a device that it takes taps on at least 44pt high, and give it that 'hitArea'",
            ],
            severities: [.note, .note]),
    ]

    static let nonTriggering = [
        RuleExample(
            "Bar button items in a 32pt compact-height navigation bar and toolbar: UIKit gives them a larger tap area",
            """
            {
              "screen": "Inbox",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "height": "compact" }, "components": [
                  { "id": "navigation", "type": "navigationBar", "frame": { "x": 0, "y": 0, "width": 852, "height": 32 }, "children": [
                    { "id": "edit", "type": "button", "frame": { "x": 59, "y": 0, "width": 34, "height": 32 }, "actions": ["inbox.edit"] },
                    { "id": "filter", "type": "menu", "frame": { "x": 765, "y": 2, "width": 28, "height": 28 }, "actions": ["inbox.filter"] }
                  ] },
                  { "id": "bottomBar", "type": "toolbar", "frame": { "x": 0, "y": 361, "width": 852, "height": 32 }, "children": [
                    { "id": "compose", "type": "button", "frame": { "x": 765, "y": 363, "width": 28, "height": 28 }, "actions": ["message.compose"] }
                  ] }
                ] }
              ]
            }
            """),
        RuleExample(
            "A small glyph whose hit area is large enough",
            """
            {
              "screen": "Order Details",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "components": [
                  { "id": "close", "type": "button", "frame": { "x": 335, "y": 12, "width": 24, "height": 24 }, "hitArea": { "width": 44, "height": 44 }, "actions": ["dismiss"] },
                  { "id": "lineItem", "type": "cell", "size": { "width": 375, "height": 44 }, "shows": ["order.item"] }
                ] }
              ]
            }
            """),
        RuleExample(
            "Text, images and components marked as not interactive are not measured",
            """
            {
              "screen": "Order Details",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "components": [
                  { "id": "total", "type": "text", "size": { "width": 80, "height": 20 }, "shows": ["order.total"] },
                  { "id": "status", "type": "button", "interactive": false, "size": { "width": 20, "height": 20 }, "shows": ["order.status"] },
                  { "id": "avatar", "type": "image" }
                ] }
              ]
            }
            """),
    ]
}
