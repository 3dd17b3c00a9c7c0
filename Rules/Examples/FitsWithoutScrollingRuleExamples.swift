import AdaptLintCore

/// The examples of ``FitsWithoutScrollingRule``: its tests and its documentation.
enum FitsWithoutScrollingRuleExamples {
    static let triggering = [
        RuleExample(
            "A scanner drawn for an 812pt-high iPhone, with its shutter below the bottom of shorter ones",
            """
            {
              "screen": "Scanner",
              "orientations": ["portrait"],
              "layouts": [
                { "scrolls": false, "components": [
                  { "id": "preview", "type": "image", "frame": { "x": 0, "y": 0, "width": 375, "height": 700 } },
                  { "id": "shutter", "type": "button", "frame": ↓{ "x": 151, "y": 720, "width": 72, "height": 72 },
                    "actions": ["code.scan"] }
                ] }
              ]
            }
            """,
            messages: [
                "layout 1 does not scroll, but 'shutter' ends 792pt from the top, up to 224pt below the bottom of the screen on iPhone SE (1st generation), iPhone SE (2nd generation) and 3 more in portrait; fit the layout within 568pt there or let it scroll"
            ]),
        RuleExample(
            "A compact-height layout drawn for a 375pt-high iPhone, with a bottom margin",
            """
            {
              "screen": "Dashboard",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "height": "regular" }, "components": [] },
                { "when": { "height": "compact" }, "scrolls": false,
                  "margins": { "leading": 16, "trailing": 16, "bottom": 16 }, "components": [
                  { "id": "chart", "type": "chart", "frame": { "x": 16, "y": 32, "width": 635, "height": 230 } },
                  { "id": "legend", "type": "text", "frame": ↓{ "x": 16, "y": 270, "width": 635, "height": 40 } }
                ] }
              ]
            }
            """,
            messages: [
                "layout 2 (height: compact) does not scroll, but 'legend' ends 310pt from the top (326pt with the bottom margin), 6pt below the bottom of the screen on iPhone SE (1st generation) in landscape; fit the layout within 320pt there or let it scroll"
            ]),
        RuleExample(
            "A scanner whose list of recent scans starts so low that its first row is below the bottom of the shortest iPhone",
            """
            {
              "screen": "Scanner",
              "orientations": ["portrait"],
              "layouts": [
                { "scrolls": false, "components": [
                  { "id": "preview", "type": "image", "frame": { "x": 0, "y": 0, "width": 375, "height": 560 } },
                  { "id": "recentScans", "type": "list", "frame": ↓{ "x": 0, "y": 560, "width": 375, "height": 252 },
                    "shows": ["scans.recent"] }
                ] }
              ]
            }
            """,
            messages: [
                "layout 1 does not scroll, but the first 44pt of 'recentScans', which scrolls, end 604pt from the top, 36pt below the bottom of the screen on iPhone SE (1st generation) in portrait; fit the layout within 568pt there or let it scroll"
            ]),
    ]

    static let nonTriggering = [
        RuleExample(
            "A scanner drawn to fit the shortest iPhone",
            """
            {
              "screen": "Scanner",
              "orientations": ["portrait"],
              "layouts": [
                { "scrolls": false, "components": [
                  { "id": "preview", "type": "image", "frame": { "x": 0, "y": 0, "width": 320, "height": 470 } },
                  { "id": "shutter", "type": "button", "frame": { "x": 124, "y": 480, "width": 72, "height": 72 },
                    "actions": ["code.scan"] }
                ] }
              ]
            }
            """),
        RuleExample(
            "A tall list in a layout that scrolls, and a sheet below a layout that does not",
            """
            {
              "screen": "Orders",
              "orientations": ["portrait"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [
                  { "id": "orders", "type": "list", "frame": { "x": 0, "y": 88, "width": 375, "height": 1600 } }
                ] },
                { "when": { "width": "regular" }, "scrolls": false, "components": [
                  { "id": "summary", "type": "card", "frame": { "x": 20, "y": 90, "width": 704, "height": 400 } },
                  { "id": "filter", "type": "sheet", "frame": { "x": 0, "y": 600, "width": 744, "height": 900 },
                    "children": [
                      { "id": "apply", "type": "button", "frame": { "x": 20, "y": 1400, "width": 704, "height": 44 },
                        "actions": ["orders.filter"] }
                    ] }
                ] }
              ]
            }
            """),
        RuleExample(
            "A layout that does not scroll holding a list that scrolls its own rows: the list's height follows the window",
            """
            {
              "screen": "Transfers",
              "orientations": ["portrait"],
              "layouts": [
                { "scrolls": false, "components": [
                  { "id": "balance", "type": "card", "frame": { "x": 16, "y": 100, "width": 343, "height": 120 } },
                  { "id": "transfers", "type": "list", "frame": { "x": 0, "y": 230, "width": 375, "height": 582 }, "children": [
                    { "id": "lastTransfer", "type": "cell", "frame": { "x": 0, "y": 760, "width": 375, "height": 52 },
                      "actions": ["transfer.open"] }
                  ] }
                ] }
              ]
            }
            """),
    ]
}
