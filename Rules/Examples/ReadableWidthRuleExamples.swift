import AdaptLintCore

/// The examples of ``ReadableWidthRule``: its tests and its documentation.
enum ReadableWidthRuleExamples {
    static let triggering = [
        RuleExample(
            "A search bar in an iPhone-landscape layout, which also serves Plus and Max iPhones in regular width",
            """
            {
              "screen": "Orders",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "height": "compact" }, "components": [
                  { "id": "search", "type": "searchBar", "frame": { "x": 75, "y": 40, "width": ↓702, "height": 36 } }
                ] },
                { "when": { "height": "regular" }, "components": [] }
              ]
            }
            """,
            messages: [
                "searchBar 'search' is drawn 702pt wide, and its layout is shown in regular width on iPhone 8 Plus, iPhone 11 and 13 more in landscape (736-956pt); let it stretch to at most 672pt with \"resizing\": { \"width\": \"fill\", \"maxWidth\": 672 }, since 672pt is SAP Fiori's readable-width limit"
            ]),
        RuleExample(
            "Notes and rows drawn from margin to margin of a 1024pt iPad: one finding, the row related to it",
            """
            {
              "screen": "Order Details",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "regular" }, "margins": { "leading": 48, "trailing": 48 }, "components": [
                  { "id": "notes", "type": "text", "frame": { "x": 48, "y": 240, "width": ↓928, "height": 120 }, "shows": ["order.notes"] },
                  { "id": "items", "type": "list", "frame": { "x": 48, "y": 380, "width": 600, "height": 300 }, "children": [
                    { "id": "itemRow", "type": "cell", "frame": { "x": 48, "y": 380, "width": 928, "height": 44 }, "shows": ["item.name"] }
                  ] }
                ] }
              ]
            }
            """,
            messages: [
                "text 'notes' is 928pt wide in regular width; let it stretch to at most 672pt with \"resizing\": { \"width\": \"fill\", \"maxWidth\": 672 }, since 672pt is SAP Fiori's readable-width limit"
            ]),
        RuleExample(
            "Stretching text without a cap, and a list capped too wide",
            """
            {
              "screen": "Order Details",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "components": [
                  { "id": "notes", "type": "text", "frame": { "x": 16, "y": 240, "width": 343, "height": 120 },
                    "resizing": { "width": ↓"fill" }, "shows": ["order.notes"] },
                  { "id": "history", "type": "list", "frame": { "x": 16, "y": 380, "width": 343, "height": 300 },
                    "resizing": { "width": "fill", "maxWidth": ↓800 }, "shows": ["order.history"] }
                ] }
              ]
            }
            """,
            messages: [
                "text 'notes' stretches with the window in regular width without a 'maxWidth', up to 1344pt on iPad Pro 13-inch (M4/M5) in landscape; add \"maxWidth\": 672, since 672pt is SAP Fiori's readable-width limit",
                "list 'history' may stretch to 800pt in regular width; lower its 'maxWidth' to 672pt, since 672pt is SAP Fiori's readable-width limit",
            ]),
    ]

    static let nonTriggering = [
        RuleExample(
            "Text that fills the space beside artwork in a landscape layout, which Max iPhones show in regular width: 416pt wide on an 852pt iPhone, it reaches 520pt on the 956pt one",
            """
            {
              "screen": "Now Playing",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "height": "compact" }, "components": [
                  { "id": "artwork", "type": "image", "frame": { "x": 75, "y": 40, "width": 270, "height": 270 } },
                  { "id": "episode", "type": "text", "frame": { "x": 361, "y": 40, "width": 416, "height": 60 },
                    "resizing": { "width": "fill", "minWidth": 200 }, "shows": ["episode.title"] }
                ] },
                { "when": { "height": "regular" }, "components": [] }
              ]
            }
            """),
        RuleExample(
            "Text kept to 672pt, with a wide header and image beside it",
            """
            {
              "screen": "Order Details",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "regular" }, "margins": { "leading": 48, "trailing": 48 }, "components": [
                  { "id": "header", "type": "header", "frame": { "x": 48, "y": 90, "width": 928, "height": 128 }, "shows": ["order.number"] },
                  { "id": "photo", "type": "image", "frame": { "x": 0, "y": 230, "width": 1024, "height": 300 } },
                  { "id": "notes", "type": "text", "frame": { "x": 176, "y": 540, "width": 672, "height": 120 },
                    "resizing": { "width": "fill", "maxWidth": 672 }, "shows": ["order.notes"] }
                ] }
              ]
            }
            """),
        RuleExample(
            "Wide text in a compact-width layout drawn on a landscape iPhone, and a wide list whose rows are described",
            """
            {
              "screen": "Order Details",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [
                  { "id": "notes", "type": "text", "frame": { "x": 16, "y": 40, "width": 820, "height": 120 }, "shows": ["order.notes"] }
                ] },
                { "when": { "width": "regular" }, "components": [
                  { "id": "items", "type": "list", "frame": { "x": 0, "y": 90, "width": 1024, "height": 400 }, "children": [
                    { "id": "itemRow", "type": "cell", "frame": { "x": 176, "y": 90, "width": 672, "height": 44 }, "shows": ["item.name"] }
                  ] },
                  { "id": "notes", "type": "text", "frame": { "x": 176, "y": 500, "width": 600, "height": 120 }, "shows": ["order.notes"] }
                ] }
              ]
            }
            """),
    ]
}
