import AdaptLintCore

/// The examples of ``NoPopoverInCompactRule``: its tests and its documentation.
enum NoPopoverInCompactRuleExamples {
    static let triggering = [
        RuleExample(
            "A filter popover in the compact layout",
            """
            {
              "screen": "Orders",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [
                  { "id": "filter", "type": ↓"popover", "size": { "width": 320, "height": 400 }, "shows": ["filter.status"] }
                ] },
                { "when": { "width": "regular" }, "components": [
                  { "id": "filter", "type": "popover", "size": { "width": 320, "height": 400 }, "shows": ["filter.status"] }
                ] }
              ]
            }
            """,
            messages: [
                "popover 'filter' in layout 1 (width: compact) is shown in compact width; present it as a sheet there"
            ]),
        RuleExample(
            "A popover in a layout that applies in every width",
            """
            {
              "screen": "Note",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "components": [
                  { "id": "format", "type": ↓"popover", "size": { "width": 320, "height": 300 }, "actions": ["note.format"] }
                ] }
              ]
            }
            """,
            messages: [
                "popover 'format' in layout 1 is shown in compact width; give compact width a sheet and keep the popover for regular width"
            ]),
    ]

    static let nonTriggering = [
        RuleExample(
            "A sheet in compact width, a popover in regular width",
            """
            {
              "screen": "Orders",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [
                  { "id": "filter", "type": "sheet", "size": { "width": 375, "height": 700 }, "shows": ["filter.status"] }
                ] },
                { "when": { "width": "regular" }, "components": [
                  { "id": "filter", "type": "popover", "size": { "width": 320, "height": 400 }, "shows": ["filter.status"] }
                ] }
              ]
            }
            """),
        RuleExample(
            "A popover whose own condition keeps it to regular width",
            """
            {
              "screen": "Note",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "components": [
                  { "id": "formatSheet", "type": "nonmodalSheet", "when": { "width": "compact" }, "size": { "width": 375, "height": 300 }, "actions": ["note.format"] },
                  { "id": "formatPopover", "type": "popover", "when": { "width": "regular" }, "size": { "width": 320, "height": 300 }, "actions": ["note.format"] }
                ] }
              ]
            }
            """),
    ]
}
