import AdaptLintCore

/// The examples of ``PresentationAdaptsRule``: its tests and its documentation.
enum PresentationAdaptsRuleExamples {
    static let triggering = [
        RuleExample(
            "A filter that becomes a form sheet instead of a popover",
            """
            {
              "screen": "Orders",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [
                  { "id": "filterSheet", "type": "sheet", "size": { "width": 375, "height": 700 }, "children": [
                    { "id": "statusRow", "type": "cell", "size": { "width": 343, "height": 44 }, "actions": ["orders.filterByStatus"] }
                  ] }
                ] },
                { "when": { "width": "regular" }, "components": [
                  { "id": "filterForm", "type": ↓"formSheet", "size": { "width": 540, "height": 620 }, "children": [
                    { "id": "statusRow", "type": "cell", "size": { "width": 500, "height": 44 }, "actions": ["orders.filterByStatus"] }
                  ] }
                ] }
              ]
            }
            """,
            messages: [
                "sheet 'filterSheet' (a filter, going by 'filterSheet') becomes a form sheet 'filterForm' in regular width; present it as a popover there"
            ]),
        RuleExample(
            "Editing an address in a popover",
            """
            {
              "screen": "Customer",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [
                  { "id": "editAddress", "type": "sheet", "size": { "width": 375, "height": 700 }, "actions": ["address.save"] }
                ] },
                { "when": { "width": "regular" }, "components": [
                  { "id": "editAddress", "type": ↓"popover", "size": { "width": 375, "height": 500 }, "actions": ["address.save"] }
                ] }
              ]
            }
            """,
            messages: [
                "sheet 'editAddress' (creating or editing, going by 'editAddress') becomes a popover in regular width; present it as a form sheet or a full-screen modal there"
            ]),
        RuleExample(
            "A nonmodal sheet that stays a sheet, and a sheet in a layout for every width",
            """
            {
              "screen": "Note",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "components": [
                  { "id": "share", "type": ↓"sheet", "size": { "width": 375, "height": 500 }, "actions": ["note.share"] }
                ] },
                { "when": { "width": "compact" }, "components": [
                  { "id": "format", "type": "nonmodalSheet", "size": { "width": 375, "height": 300 }, "actions": ["note.bold"] }
                ] },
                { "when": { "width": "regular" }, "components": [
                  { "id": "format", "type": ↓"formSheet", "size": { "width": 540, "height": 400 }, "actions": ["note.bold"] }
                ] }
              ]
            }
            """,
            messages: [
                "sheet 'share' stays a sheet in regular width; present it as a form sheet or a full-screen modal (creating, editing) or as a popover (a quick task such as a filter) there",
                "nonmodal sheet 'format' becomes a form sheet in regular width; present it as a popover there",
            ]),
        RuleExample(
            "An address editor shown as a popover: 'addressEditor' and 'address.save' say it is editing",
            """
            {
              "screen": "Checkout",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [
                  { "id": "addressEditor", "type": "sheet", "size": { "width": 393, "height": 700 }, "actions": ["address.save"] }
                ] },
                { "when": { "width": "regular" }, "components": [
                  { "id": "addressEditor", "type": ↓"popover", "size": { "width": 375, "height": 500 }, "actions": ["address.save"] }
                ] }
              ]
            }
            """,
            messages: [
                "sheet 'addressEditor' (creating or editing, going by 'addressEditor') becomes a popover in regular width; present it as a form sheet or a full-screen modal there"
            ]),
        RuleExample(
            "A stated purpose wins over the names: display options that filter the list, as a form sheet",
            """
            {
              "screen": "Inbox",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [
                  { "id": "displayOptions", "type": "sheet", "purpose": "filter", "size": { "width": 393, "height": 500 } }
                ] },
                { "when": { "width": "regular" }, "components": [
                  { "id": "displayOptions", "type": ↓"formSheet", "size": { "width": 540, "height": 620 } }
                ] }
              ]
            }
            """,
            messages: [
                "sheet 'displayOptions' (a filter, from its 'purpose') becomes a form sheet in regular width; present it as a popover there"
            ]),
    ]

    static let nonTriggering = [
        RuleExample(
            "A stated purpose: editing an order's notes, a form sheet in regular width",
            """
            {
              "screen": "Order",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [
                  { "id": "notes", "type": "sheet", "purpose": "edit", "size": { "width": 393, "height": 700 } }
                ] },
                { "when": { "width": "regular" }, "components": [
                  { "id": "notes", "type": "formSheet", "size": { "width": 540, "height": 620 } }
                ] }
              ]
            }
            """),
        RuleExample(
            "The adaptations of guideline 004",
            """
            {
              "screen": "Orders",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [
                  { "id": "newOrder", "type": "sheet", "size": { "width": 375, "height": 700 }, "actions": ["order.create"] },
                  { "id": "filter", "type": "sheet", "size": { "width": 375, "height": 700 }, "actions": ["orders.filter"] },
                  { "id": "columns", "type": "nonmodalSheet", "size": { "width": 375, "height": 300 }, "actions": ["orders.chooseColumns"] }
                ] },
                { "when": { "width": "regular" }, "components": [
                  { "id": "newOrder", "type": "formSheet", "size": { "width": 540, "height": 620 }, "actions": ["order.create"] },
                  { "id": "filter", "type": "popover", "size": { "width": 375, "height": 500 }, "actions": ["orders.filter"] },
                  { "id": "columns", "type": "popover", "size": { "width": 320, "height": 300 }, "actions": ["orders.chooseColumns"] }
                ] }
              ]
            }
            """),
        RuleExample(
            "A sheet of unknown purpose that becomes a full-screen modal, and one that becomes an inspector",
            """
            {
              "screen": "Document",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [
                  { "id": "preview", "type": "sheet", "size": { "width": 375, "height": 700 }, "shows": ["document.preview"] },
                  { "id": "info", "type": "sheet", "size": { "width": 375, "height": 500 }, "shows": ["document.info"] }
                ] },
                { "when": { "width": "regular" }, "components": [
                  { "id": "preview", "type": "fullScreenModal", "size": { "width": 744, "height": 1133 }, "shows": ["document.preview"] },
                  { "id": "info", "type": "inspector", "size": { "width": 320, "height": 1133 }, "shows": ["document.info"] }
                ] }
              ]
            }
            """),
    ]
}
