import AdaptLintCore

/// The examples of ``NoApplicableLayoutRule``: its tests and its documentation.
enum NoApplicableLayoutRuleExamples {
    static let triggering = [
        RuleExample(
            "Portrait layouts only, on a screen that also rotates to landscape",
            """
            {
              "screen": "Order Details",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": ↓{ "width": "compact", "height": "regular" }, "components": [] },
                { "when": ↓{ "width": "regular", "height": "regular" }, "components": [] }
              ]
            }
            """,
            messages: [
                "no layout applies in compact width, compact height (landscape): iPhone SE (1st generation), iPhone SE (2nd generation) and 20 more; layout 1 comes closest but requires height 'regular'",
                "no layout applies in regular width, compact height (landscape): iPhone 8 Plus, iPhone XS Max and 13 more; layout 2 comes closest but requires height 'regular'",
            ]),
        RuleExample(
            "A regular-width layout that forgets Split View and Slide Over",
            """
            {
              "screen": "Dashboard",
              "orientations": ["landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": ↓↓{ "width": "regular" }, "components": [] }
              ]
            }
            """,
            messages: [
                "no layout applies in compact width, compact height (landscape): iPhone SE (1st generation), iPhone SE (2nd generation) and 20 more; layout 1 comes closest but requires width 'regular'",
                "no layout applies in compact width, regular height (landscape): iPad mini 7.9-inch (5th generation) in 1/2 Split View, iPad mini 7.9-inch (5th generation) in 1/3 Split View and 38 more; layout 1 comes closest but requires width 'regular'",
            ]),
    ]

    static let nonTriggering = [
        RuleExample(
            "One layout per width class covers every window",
            """
            {
              "screen": "Order Details",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [] },
                { "when": { "width": "regular" }, "components": [] }
              ]
            }
            """),
        RuleExample(
            "Portrait only on iPhone, every orientation on iPad: no iPhone is held sideways, so no compact-height layout is needed",
            """
            {
              "screen": "Checkout",
              "orientations": { "phone": ["portrait"], "pad": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"] },
              "layouts": [
                { "when": { "width": "compact", "height": "regular" }, "components": [] },
                { "when": { "width": "regular", "height": "regular" }, "components": [] }
              ]
            }
            """),
        RuleExample(
            "A portrait-only screen needs no landscape layout",
            """
            {
              "screen": "Scanner",
              "orientations": ["portrait"],
              "layouts": [
                { "when": { "orientation": "portrait" }, "components": [] }
              ]
            }
            """),
    ]
}
