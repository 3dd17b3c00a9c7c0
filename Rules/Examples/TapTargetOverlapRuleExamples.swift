import AdaptLintCore

/// The examples of ``TapTargetOverlapRule``: its tests and its documentation.
enum TapTargetOverlapRuleExamples {
    static let triggering = [
        RuleExample(
            "Two toolbar buttons drawn over each other",
            """
            {
              "screen": "Order Details",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [
                  { "id": "toolbar", "type": "toolbar", "frame": { "x": 0, "y": 729, "width": 375, "height": 49 }, "children": [
                    { "id": "reject", "type": "button", "frame": { "x": 16, "y": 731, "width": 163, "height": 44 }, "actions": ["order.reject"] },
                    { "id": "approve", "type": "button", "frame": ↓{ "x": 170, "y": 731, "width": 189, "height": 44 }, "actions": ["order.approve"] }
                  ] }
                ] }
              ]
            }
            """,
            messages: [
                "tap areas of 'reject' and 'approve' overlap by 9x44pt; move them at least 9pt apart or make a hit area smaller"
            ]),
        RuleExample(
            "Switches 4pt apart whose 44pt hit areas overlap",
            """
            {
              "screen": "Settings",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "components": [
                  { "id": "push", "type": "toggle", "frame": { "x": 300, "y": 100, "width": 51, "height": 31 },
                    "hitArea": { "width": 51, "height": 44 } },
                  { "id": "digest", "type": "toggle", "frame": { "x": 300, "y": 135, "width": 51, "height": 31 },
                    "hitArea": ↓{ "width": 51, "height": 44 } }
                ] }
              ]
            }
            """,
            messages: [
                "tap areas of 'push' and 'digest' overlap by 51x9pt; move them at least 9pt apart or make a hit area smaller"
            ]),
        RuleExample(
            "Two navigation bar buttons whose tap areas reach into each other, over a map",
            """
            {
              "screen": "Route",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "components": [
                  { "id": "routeMap", "type": "map", "frame": { "x": 0, "y": 0, "width": 393, "height": 852 }, "actions": ["route.pan"] },
                  { "id": "navigationBar", "type": "navigationBar", "frame": { "x": 0, "y": 59, "width": 393, "height": 44 }, "children": [
                    { "id": "share", "type": "button", "frame": { "x": 293, "y": 59, "width": 44, "height": 44 }, "actions": ["route.share"] },
                    { "id": "edit", "type": "button", "frame": ↓{ "x": 327, "y": 59, "width": 50, "height": 44 }, "actions": ["route.edit"] }
                  ] }
                ] }
              ]
            }
            """,
            messages: [
                "tap areas of 'share' and 'edit' overlap by 10x44pt; move them at least 10pt apart or make a hit area smaller"
            ]),
    ]

    static let nonTriggering = [
        RuleExample(
            "Buttons floating over a map, and a toolbar pinned over a list that scrolls beneath it",
            """
            {
              "screen": "Nearby Stores",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [
                  { "id": "storeMap", "type": "map", "frame": { "x": 0, "y": 0, "width": 393, "height": 420 }, "actions": ["store.select"] },
                  { "id": "locate", "type": "button", "frame": { "x": 333, "y": 67, "width": 44, "height": 44 }, "actions": ["map.locate"] },
                  { "id": "mapStyle", "type": "button", "frame": { "x": 333, "y": 115, "width": 44, "height": 44 }, "actions": ["map.style"] },
                  { "id": "stores", "type": "list", "frame": { "x": 0, "y": 420, "width": 393, "height": 432 }, "children": [
                    { "id": "storeRow", "type": "cell", "frame": { "x": 0, "y": 750, "width": 393, "height": 60 }, "actions": ["store.open"] }
                  ] },
                  { "id": "toolbar", "type": "toolbar", "frame": { "x": 0, "y": 769, "width": 393, "height": 49 }, "children": [
                    { "id": "filter", "type": "button", "frame": { "x": 16, "y": 771, "width": 44, "height": 44 }, "actions": ["store.filter"] },
                    { "id": "directions", "type": "button", "frame": { "x": 333, "y": 771, "width": 44, "height": 44 }, "actions": ["store.directions"] }
                  ] }
                ] }
              ]
            }
            """),
        RuleExample(
            "A record button on a bar that floats over a list: it floats with the bar, over the rows",
            """
            {
              "screen": "Voice Memos",
              "orientations": ["portrait"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [
                  { "id": "memos", "type": "list", "frame": { "x": 0, "y": 103, "width": 393, "height": 749 }, "children": [
                    { "id": "memoRow", "type": "cell", "frame": { "x": 0, "y": 700, "width": 393, "height": 64 }, "actions": ["memo.play"] }
                  ] },
                  { "id": "recordBar", "type": "custom", "frame": { "x": 0, "y": 690, "width": 393, "height": 162 } },
                  { "id": "record", "type": "button", "frame": { "x": 164, "y": 716, "width": 64, "height": 64 }, "actions": ["memo.record"] }
                ] }
              ]
            }
            """),
        RuleExample(
            "Skip and Continue over a paged onboarding view that takes swipes",
            """
            {
              "screen": "Welcome",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "components": [
                  { "id": "pager", "type": "custom", "frame": { "x": 0, "y": 0, "width": 393, "height": 852 }, "actions": ["onboarding.swipe"] },
                  { "id": "skip", "type": "button", "frame": { "x": 313, "y": 59, "width": 64, "height": 44 }, "actions": ["onboarding.skip"] },
                  { "id": "next", "type": "button", "frame": { "x": 16, "y": 768, "width": 361, "height": 50 }, "actions": ["onboarding.next"] }
                ] }
              ]
            }
            """),
        RuleExample(
            "Tab items edge to edge, rows stacked, and a switch inside a tappable row",
            """
            {
              "screen": "Home",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "components": [
                  { "id": "row", "type": "cell", "frame": { "x": 16, "y": 100, "width": 343, "height": 44 }, "children": [
                    { "id": "rowSwitch", "type": "toggle", "frame": { "x": 292, "y": 106.5, "width": 51, "height": 31 },
                      "hitArea": { "width": 51, "height": 44 } }
                  ] },
                  { "id": "nextRow", "type": "cell", "frame": { "x": 16, "y": 144, "width": 343, "height": 44 } },
                  { "id": "homeTab", "type": "tabItem", "frame": { "x": 0, "y": 729, "width": 93.75, "height": 49 } },
                  { "id": "ordersTab", "type": "tabItem", "frame": { "x": 93.75, "y": 729, "width": 93.75, "height": 49 } }
                ] }
              ]
            }
            """),
        RuleExample(
            "A popover above a row, buttons that are never shown together, and controls placed only by size",
            """
            {
              "screen": "Orders",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "regular" }, "components": [
                  { "id": "orderRow", "type": "cell", "frame": { "x": 20, "y": 178, "width": 704, "height": 72 } },
                  { "id": "filterPopover", "type": "popover", "frame": { "x": 349, "y": 80, "width": 375, "height": 400 }, "children": [
                    { "id": "apply", "type": "button", "frame": { "x": 640, "y": 180, "width": 64, "height": 44 } }
                  ] },
                  { "id": "share", "type": "button", "frame": { "x": 20, "y": 27, "width": 88, "height": 44 }, "when": { "orientation": "portrait" } },
                  { "id": "export", "type": "button", "frame": { "x": 20, "y": 27, "width": 88, "height": 44 }, "when": { "orientation": "landscape" } },
                  { "id": "approve", "type": "button", "size": { "width": 88, "height": 44 } },
                  { "id": "reject", "type": "button", "size": { "width": 88, "height": 44 } }
                ] }
              ]
            }
            """),
    ]
}
