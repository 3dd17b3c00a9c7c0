import AdaptLintCore

/// The examples of ``RotationKeepsComponentsRule``: its tests and its documentation.
enum RotationKeepsComponentsRuleExamples {
    static let triggering = [
        RuleExample(
            "Photos in a grid in portrait and a list in landscape on the iPhone",
            """
            {
              "screen": "Gallery",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact", "orientation": "portrait" }, "components": [
                  { "id": "photos", "type": "grid", "frame": { "x": 0, "y": 100, "width": 375, "height": 600 }, "shows": ["photos"] }
                ] },
                { "when": { "width": "compact", "orientation": "landscape" }, "components": [
                  { "id": "photos", "type": ↓"list", "frame": { "x": 0, "y": 40, "width": 667, "height": 335 }, "shows": ["photos"] }
                ] },
                { "when": { "width": "regular" }, "components": [
                  { "id": "photos", "type": "grid", "frame": { "x": 0, "y": 90, "width": 744, "height": 900 }, "shows": ["photos"] }
                ] }
              ]
            }
            """,
            messages: [
                "'photos' is a 'grid' in portrait but a 'list' in landscape (compact width); keep it a 'grid' and adjust its size instead"
            ]),
        RuleExample(
            "A grid of files in portrait that becomes a list of the same files in landscape on the iPhone",
            """
            {
              "screen": "Files",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact", "height": "regular" }, "components": [
                  { "id": "fileGrid", "type": "grid", "frame": { "x": 16, "y": 160, "width": 361, "height": 600 }, "children": [
                    { "id": "fileCard", "type": "card", "frame": { "x": 16, "y": 160, "width": 112, "height": 140 }, "shows": ["file.thumbnail", "file.name"], "actions": ["file.open"] }
                  ] }
                ] },
                { "when": { "width": "compact", "height": "compact" }, "components": [
                  { "id": "fileList", "type": ↓"list", "frame": { "x": 0, "y": 76, "width": 852, "height": 264 }, "children": [
                    { "id": "fileRow", "type": "cell", "frame": { "x": 0, "y": 76, "width": 852, "height": 60 }, "shows": ["file.thumbnail", "file.name"], "actions": ["file.open"] }
                  ] }
                ] },
                { "when": { "width": "regular" }, "components": [
                  { "id": "fileGrid", "type": "grid", "frame": { "x": 20, "y": 160, "width": 704, "height": 800 }, "children": [
                    { "id": "fileCard", "type": "card", "frame": { "x": 20, "y": 160, "width": 120, "height": 150 }, "shows": ["file.thumbnail", "file.name"], "actions": ["file.open"] }
                  ] }
                ] }
              ]
            }
            """,
            messages: [
                "'fileGrid', a 'grid' in portrait, becomes 'fileList', a 'list' showing the same information, in landscape (compact width); keep it a 'grid' and adjust its size instead"
            ]),
        RuleExample(
            "An iPad layout that drops the summary in landscape and adds a chart",
            """
            {
              "screen": "Sales",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [
                  { "id": "summary", "type": "header", "shows": ["sales.total"] }
                ] },
                { "when": { "width": "regular", "orientation": "portrait" }, "components": [
                  { "id": ↓"summary", "type": "header", "shows": ["sales.total"] }
                ] },
                { "when": { "width": "regular", "orientation": "landscape" }, "components": [
                  { "id": ↓"trend", "type": "chart", "shows": ["sales.total"] }
                ] }
              ]
            }
            """,
            messages: [
                "'summary' is shown in portrait but not in landscape (regular width, regular height); keep it when the device rotates",
                "'trend' is shown in landscape but not in portrait (regular width, regular height); keep it when the device rotates",
            ]),
    ]

    static let nonTriggering = [
        RuleExample(
            "A popover in compact portrait that is a sheet in landscape: no-popover-in-compact reports the popover",
            """
            {
              "screen": "Explore",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact", "height": "regular" }, "components": [
                  { "id": "layers", "type": "popover", "anchor": "layersButton", "size": { "width": 320, "height": 300 } },
                  { "id": "layersButton", "type": "button", "frame": { "x": 333, "y": 120, "width": 44, "height": 44 }, "actions": ["map.layers"] }
                ] },
                { "when": { "width": "compact", "height": "compact" }, "components": [
                  { "id": "layers", "type": "sheet", "size": { "width": 852, "height": 300 } },
                  { "id": "layersButton", "type": "button", "frame": { "x": 760, "y": 60, "width": 44, "height": 44 }, "actions": ["map.layers"] }
                ] },
                { "when": { "width": "regular" }, "components": [
                  { "id": "layers", "type": "popover", "anchor": "layersButton", "size": { "width": 320, "height": 300 } },
                  { "id": "layersButton", "type": "button", "frame": { "x": 760, "y": 120, "width": 44, "height": 44 }, "actions": ["map.layers"] }
                ] }
              ]
            }
            """),
        RuleExample(
            "A grid that only changes its dimensions, and bars rearranged for compact height",
            """
            {
              "screen": "Gallery",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact", "height": "regular" }, "components": [
                  { "id": "photos", "type": "grid", "frame": { "x": 0, "y": 100, "width": 375, "height": 600 }, "shows": ["photos"] },
                  { "id": "toolbar", "type": "toolbar", "frame": { "x": 0, "y": 729, "width": 375, "height": 49 }, "children": [
                    { "id": "share", "type": "button", "frame": { "x": 315, "y": 731, "width": 44, "height": 44 }, "actions": ["photos.share"] }
                  ] }
                ] },
                { "when": { "height": "compact" }, "components": [
                  { "id": "navigationBar", "type": "navigationBar", "frame": { "x": 0, "y": 0, "width": 667, "height": 32 }, "children": [
                    { "id": "share", "type": "button", "frame": { "x": 607, "y": 0, "width": 44, "height": 32 }, "hitArea": { "width": 44, "height": 44 }, "actions": ["photos.share"] }
                  ] },
                  { "id": "photos", "type": "grid", "frame": { "x": 0, "y": 32, "width": 667, "height": 343 }, "shows": ["photos"] }
                ] },
                { "when": { "width": "regular", "height": "regular" }, "components": [
                  { "id": "photos", "type": "grid", "frame": { "x": 0, "y": 90, "width": 744, "height": 900 }, "shows": ["photos"] },
                  { "id": "share", "type": "button", "frame": { "x": 680, "y": 27, "width": 44, "height": 44 }, "actions": ["photos.share"] }
                ] }
              ]
            }
            """),
        RuleExample(
            "A sidebar beside the content in landscape that collapses to a button in portrait on the iPad",
            """
            {
              "screen": "Mail",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [
                  { "id": "messages", "type": "list", "frame": { "x": 0, "y": 103, "width": 393, "height": 666 }, "shows": ["message.subject"] }
                ] },
                { "when": { "width": "regular", "orientation": "landscape" }, "components": [
                  { "id": "mailboxes", "type": "sidebar", "frame": { "x": 0, "y": 0, "width": 320, "height": 834 }, "children": [
                    { "id": "inboxRow", "type": "cell", "frame": { "x": 0, "y": 74, "width": 320, "height": 44 }, "shows": ["mailbox.name"], "actions": ["mailbox.open"] }
                  ] },
                  { "id": "messages", "type": "list", "frame": { "x": 320, "y": 74, "width": 874, "height": 760 }, "shows": ["message.subject"] }
                ] },
                { "when": { "width": "regular", "orientation": "portrait" }, "components": [
                  { "id": "mailboxesButton", "type": "button", "frame": { "x": 8, "y": 24, "width": 44, "height": 50 }, "reaches": ["mailbox.name", "mailbox.open"] },
                  { "id": "messages", "type": "list", "frame": { "x": 0, "y": 74, "width": 834, "height": 1120 }, "shows": ["message.subject"] }
                ] }
              ]
            }
            """),
        RuleExample(
            "A portrait-only screen, where nothing rotates",
            """
            {
              "screen": "Scanner",
              "orientations": ["portrait", "portraitUpsideDown"],
              "layouts": [
                { "when": { "orientation": "portrait" }, "components": [
                  { "id": "viewfinder", "type": "custom", "shows": ["camera.preview"] }
                ] },
                { "when": { "orientation": "landscape" }, "components": [
                  { "id": "hint", "type": "text", "shows": ["camera.preview"] }
                ] }
              ]
            }
            """),
    ]
}
