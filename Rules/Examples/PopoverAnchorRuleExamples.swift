import AdaptLintCore

/// The examples of ``PopoverAnchorRule``: its tests and its documentation.
enum PopoverAnchorRuleExamples {
    static let triggering = [
        RuleExample(
            "A filter popover without an anchor, and a sort popover anchored to a misspelt id",
            """
            {
              "screen": "Orders",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [] },
                { "when": { "width": "regular" }, "components": [
                  { "id": "toolbar", "type": "toolbar", "frame": { "x": 0, "y": 24, "width": 744, "height": 50 }, "children": [
                    { "id": "filterButton", "type": "button", "frame": { "x": 636, "y": 27, "width": 44, "height": 44 }, "actions": ["orders.filter"] },
                    { "id": "sortButton", "type": "button", "frame": { "x": 680, "y": 27, "width": 44, "height": 44 }, "actions": ["orders.sort"] }
                  ] },
                  { "id": ↓"filter", "type": "popover", "size": { "width": 320, "height": 400 } },
                  { "id": "sort", "type": "popover", "anchor": ↓"sortButon", "size": { "width": 320, "height": 200 } }
                ] }
              ]
            }
            """,
            messages: [
                "popover 'filter' in layout 2 (width: regular) has no 'anchor'; name the control it opens from with \"anchor\": \"<id>\"",
                "popover 'sort' in layout 2 (width: regular) is anchored to 'sortButon', which is not shown with it; did you mean 'sortButton'?",
            ]),
        RuleExample(
            "A popover anchored to a title that takes no taps",
            """
            {
              "screen": "Order Details",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "regular" }, "components": [
                  { "id": "title", "type": "text", "frame": { "x": 20, "y": 90, "width": 400, "height": 44 } },
                  { "id": "info", "type": "popover", "anchor": ↓"title", "size": { "width": 320, "height": 240 } }
                ] },
                { "when": { "width": "compact" }, "components": [] }
              ]
            }
            """,
            messages: [
                "popover 'info' in layout 1 (width: regular) is anchored to 'title', a text that does not take taps; anchor it to the control that opens it"
            ]),
    ]

    static let nonTriggering = [
        RuleExample(
            "A filter popover anchored to the button that opens it",
            """
            {
              "screen": "Orders",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "regular" }, "components": [
                  { "id": "filterButton", "type": "button", "frame": { "x": 636, "y": 27, "width": 44, "height": 44 }, "actions": ["orders.filter"] },
                  { "id": "filter", "type": "popover", "anchor": "filterButton", "size": { "width": 320, "height": 400 } }
                ] },
                { "when": { "width": "compact" }, "components": [] }
              ]
            }
            """),
        RuleExample(
            "An anchor in a layout for every width, shown together with the regular-width popover",
            """
            {
              "screen": "Note",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "components": [
                  { "id": "formatButton", "type": "button", "frame": { "x": 16, "y": 48, "width": 44, "height": 44 }, "actions": ["note.format"] }
                ] },
                { "when": { "width": "regular" }, "components": [
                  { "id": "format", "type": "popover", "anchor": "formatButton", "size": { "width": 320, "height": 300 } }
                ] }
              ]
            }
            """),
    ]
}
