import AdaptLintCore

/// The examples of ``OrientationVariantsRule``: its tests and its documentation.
enum OrientationVariantsRuleExamples {
    static let triggering = [
        RuleExample(
            "Landscape with the device turned one way only",
            """
            {
              "screen": "Order Details",
              "orientations": ["portrait", "portraitUpsideDown", ↓"landscapeLeft"],
              "layouts": [
                { "components": [] }
              ]
            }
            """,
            messages: [
                "'landscapeLeft' is supported without 'landscapeRight'; support both landscape variants so the screen follows the device whichever way it is turned"
            ]),
        RuleExample(
            "A portrait-only screen that does not rotate when turned upside down",
            """
            {
              "screen": "Scanner",
              "orientations": ↓↓["portrait"],
              "layouts": [
                { "components": [] }
              ]
            }
            """,
            messages: [
                "the screen supports only 'portrait'; a screen limited to one orientation must support both of its variants, so add 'portraitUpsideDown' for the devices that can be turned to it: iPhone SE (1st generation), iPhone SE (2nd generation) and 18 more",
                "the screen supports only portrait orientations; supporting landscape as well is preferred",
            ],
            severities: [nil, .note]),
        RuleExample(
            "A landscape-only screen with one variant",
            """
            {
              "screen": "Dashboard",
              "orientations": ↓[↓"landscapeRight"],
              "layouts": [
                { "components": [] }
              ]
            }
            """,
            messages: [
                "the screen supports only landscape orientations; supporting portrait as well is preferred",
                "'landscapeRight' is supported without 'landscapeLeft'; support both landscape variants so the screen follows the device whichever way it is turned",
            ],
            severities: [.note, nil]),
        RuleExample(
            "Orientations per device family: portrait only on iPhone, one landscape variant on iPad",
            """
            {
              "screen": "Scanner",
              "orientations": { "phone": ↓↓["portrait"], "pad": ["portrait", "portraitUpsideDown", ↓"landscapeLeft"] },
              "layouts": [
                { "components": [] }
              ]
            }
            """,
            messages: [
                "on iPhone the screen supports only 'portrait'; a screen limited to one orientation must support both of its variants, so add 'portraitUpsideDown' for the devices that can be turned to it: iPhone SE (1st generation), iPhone SE (2nd generation) and 3 more",
                "on iPhone the screen supports only portrait orientations; supporting landscape as well is preferred",
                "on iPad 'landscapeLeft' is supported without 'landscapeRight'; support both landscape variants so the screen follows the device whichever way it is turned",
            ],
            severities: [nil, .note, nil]),
    ]

    static let nonTriggering = [
        RuleExample(
            "Portrait and landscape on iPhone, all four orientations on iPad (Info.plist's `~ipad` keys)",
            """
            {
              "screen": "Library",
              "orientations": {
                "phone": ["portrait", "landscapeLeft", "landscapeRight"],
                "pad": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]
              },
              "layouts": [
                { "components": [] }
              ]
            }
            """),
        RuleExample(
            "A screen shown only on iPad, in every orientation",
            """
            {
              "screen": "Canvas",
              "orientations": { "pad": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"] },
              "layouts": [
                { "components": [] }
              ]
            }
            """),
        RuleExample(
            "Portrait and both landscape variants",
            """
            {
              "screen": "Order Details",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "components": [] }
              ]
            }
            """),
        RuleExample(
            "Every orientation",
            """
            {
              "screen": "Order Details",
              "orientations": ["landscapeRight", "portrait", "landscapeLeft", "portraitUpsideDown"],
              "layouts": [
                { "components": [] }
              ]
            }
            """),
    ]
}
