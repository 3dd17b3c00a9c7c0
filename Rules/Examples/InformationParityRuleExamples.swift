import AdaptLintCore

/// The examples of ``InformationParityRule``: its tests and its documentation.
enum InformationParityRuleExamples {
    static let triggering = [
        RuleExample(
            "The order total is shown only in regular width",
            """
            {
              "screen": "Order Details",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [
                  { "id": "header", "type": "header", "size": { "width": 375, "height": 120 }, "shows": [↓"order.number"] }
                ] },
                { "when": { "width": "regular" }, "components": [
                  { "id": "header", "type": "header", "size": { "width": 768, "height": 120 }, "shows": ["order.number", "order.total"] }
                ] }
              ]
            }
            """,
            messages: ["'order.total' is shown in regular width but missing in compact width"]),
        RuleExample(
            "Components chosen by width that take content with them",
            """
            {
              "screen": "Order Details",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                ↓↓{ "components": [
                  { "id": "summary", "type": "header", "size": { "width": 375, "height": 120 }, "shows": ["order.number"] },
                  { "id": "notes", "type": "text", "when": { "width": "compact" }, "shows": ["order.notes"] },
                  { "id": "approve", "type": "button", "when": { "width": "regular" }, "size": { "width": 120, "height": 44 }, "actions": ["approve"] }
                ] }
              ]
            }
            """,
            messages: [
                "'order.notes' is shown in compact width but missing in regular width",
                "action 'approve' is available in regular width but missing in compact width",
            ]),
        RuleExample(
            "A chart left out in compact height",
            """
            {
              "screen": "Sales Overview",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": ↓{ "height": "compact" }, "components": [
                  { "id": "kpis", "type": "card", "size": { "width": 640, "height": 120 }, "shows": ["sales.total"] }
                ] },
                { "when": { "height": "regular" }, "components": [
                  { "id": "kpis", "type": "card", "size": { "width": 375, "height": 120 }, "shows": ["sales.total"] },
                  { "id": "trend", "type": "chart", "size": { "width": 375, "height": 240 }, "shows": ["sales.chart"] }
                ] }
              ]
            }
            """,
            messages: ["'sales.chart' is shown in regular height but missing in compact height"]),
        RuleExample(
            "A sidebar section compact width reaches only in part: its count and its action stay missing",
            """
            {
              "screen": "Files",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "regular" }, "components": [
                  { "id": "sidebar", "type": "sidebar", "frame": { "x": 0, "y": 0, "width": 320, "height": 1194 }, "children": [
                    { "id": "favorites", "type": "cell", "frame": { "x": 0, "y": 100, "width": 320, "height": 44 }, "shows": ["favorites", "favorites.count"], "actions": ["favorite.open"] }
                  ] }
                ] },
                { "when": ↓{ "width": "compact" }, "components": [
                  { "id": "tabs", "type": "tabBar", "frame": { "x": 0, "y": 769, "width": 393, "height": 83 }, "children": [
                    { "id": "browseTab", "type": "tabItem", "frame": { "x": 0, "y": 769, "width": 393, "height": 49 }, "reaches": ["favorites"] }
                  ] }
                ] }
              ]
            }
            """,
            messages: [
                "'favorites.count' and action 'favorite.open' are offered in regular width but missing in compact width"
            ]),
    ]

    static let nonTriggering = [
        RuleExample(
            "A button that shows or hides the regular-width sidebar, where compact width has a tab bar instead",
            """
            {
              "screen": "Mail",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [
                  { "id": "inbox", "type": "list", "frame": { "x": 0, "y": 103, "width": 393, "height": 666 }, "shows": ["message.subject"] },
                  { "id": "tabs", "type": "tabBar", "frame": { "x": 0, "y": 769, "width": 393, "height": 83 }, "children": [
                    { "id": "mailTab", "type": "tabItem", "frame": { "x": 0, "y": 769, "width": 196, "height": 49 }, "actions": ["mail.open"] },
                    { "id": "searchTab", "type": "tabItem", "frame": { "x": 197, "y": 769, "width": 196, "height": 49 }, "actions": ["search.open"] }
                  ] }
                ] },
                { "when": { "width": "regular" }, "components": [
                  { "id": "mailboxes", "type": "sidebar", "frame": { "x": 0, "y": 0, "width": 320, "height": 1194 }, "children": [
                    { "id": "mailTab", "type": "cell", "frame": { "x": 0, "y": 100, "width": 320, "height": 44 }, "actions": ["mail.open"] },
                    { "id": "searchTab", "type": "cell", "frame": { "x": 0, "y": 144, "width": 320, "height": 44 }, "actions": ["search.open"] }
                  ] },
                  { "id": "toggleMailboxes", "type": "button", "frame": { "x": 336, "y": 24, "width": 44, "height": 44 }, "actions": ["sidebar.toggle"] },
                  { "id": "inbox", "type": "list", "frame": { "x": 321, "y": 74, "width": 513, "height": 1120 }, "shows": ["message.subject"] }
                ] }
              ]
            }
            """),
        RuleExample(
            "Secondary destinations: the regular-width sidebar lists them, compact width reaches them through a 'More' tab, and they bring their actions",
            """
            {
              "screen": "Mail",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "regular" }, "components": [
                  { "id": "sidebar", "type": "sidebar", "frame": { "x": 0, "y": 0, "width": 320, "height": 1194 }, "children": [
                    { "id": "inbox", "type": "cell", "frame": { "x": 0, "y": 100, "width": 320, "height": 44 }, "shows": ["mailbox.inbox"] },
                    { "id": "archive", "type": "cell", "frame": { "x": 0, "y": 144, "width": 320, "height": 44 }, "shows": ["mailbox.archive"], "actions": ["mailbox.open"] },
                    { "id": "trash", "type": "cell", "frame": { "x": 0, "y": 188, "width": 320, "height": 44 }, "shows": ["mailbox.trash"], "actions": ["mailbox.open"] },
                    { "id": "newMailbox", "type": "button", "frame": { "x": 0, "y": 232, "width": 320, "height": 44 }, "actions": ["mailbox.create"] }
                  ] }
                ] },
                { "when": { "width": "compact" }, "components": [
                  { "id": "tabs", "type": "tabBar", "frame": { "x": 0, "y": 769, "width": 393, "height": 83 }, "children": [
                    { "id": "inboxTab", "type": "tabItem", "frame": { "x": 0, "y": 769, "width": 196, "height": 49 }, "shows": ["mailbox.inbox"] },
                    { "id": "moreTab", "type": "tabItem", "frame": { "x": 196, "y": 769, "width": 197, "height": 49 }, "reaches": ["mailbox.archive", "mailbox.trash", "mailbox.create"] }
                  ] }
                ] }
              ]
            }
            """),
        RuleExample(
            "Different components, the same information and actions",
            """
            {
              "screen": "Orders",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [
                  { "id": "orders", "type": "list", "size": { "width": 375, "height": 600 }, "shows": ["order.number", "order.status"], "children": [
                    { "id": "order", "type": "cell", "size": { "width": 375, "height": 64 }, "actions": ["openOrder"] }
                  ] }
                ] },
                { "when": { "width": "regular" }, "components": [
                  { "id": "orderTable", "type": "table", "size": { "width": 700, "height": 600 }, "shows": ["order.status", "order.number"], "actions": ["openOrder"] }
                ] }
              ]
            }
            """),
        RuleExample(
            "A compact-height layout that rearranges but keeps everything",
            """
            {
              "screen": "Sales Overview",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "components": [
                  { "id": "kpis", "type": "card", "size": { "width": 375, "height": 120 }, "shows": ["sales.total"] },
                  { "id": "trend", "type": "chart", "size": { "width": 375, "height": 240 }, "shows": ["sales.chart"] }
                ] },
                { "when": { "height": "compact" }, "components": [
                  { "id": "trend", "type": "chart", "size": { "width": 640, "height": 160 }, "shows": ["sales.chart"] }
                ] }
              ]
            }
            """),
    ]
}
