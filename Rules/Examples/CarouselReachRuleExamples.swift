import AdaptLintCore

/// The examples of ``CarouselReachRule``: its tests and its documentation.
enum CarouselReachRuleExamples {
    static let triggering = [
        RuleExample(
            "Nine cards with two in view in compact width",
            """
            {
              "screen": "Home",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [
                  { "id": "recent", "type": "carousel", "size": { "width": 375, "height": 160 }, "items": ↓9, "visibleItems": 2, "shows": ["orders.recent"] }
                ] },
                { "when": { "width": "regular" }, "components": [
                  { "id": "recent", "type": "carousel", "size": { "width": 768, "height": 160 }, "items": 9, "visibleItems": 4, "shows": ["orders.recent"] }
                ] }
              ]
            }
            """,
            messages: [
                "carousel 'recent' has 9 items, but 4 swipes with 2 visible reach only 8; 1 cannot be reached: show at least 2.25 items at once, add a second row or keep at most 8 items"
            ]),
        RuleExample(
            "A double carousel one card over its reach, and a carousel without a visible count",
            """
            {
              "screen": "Home",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "regular" }, "components": [
                  { "id": "deals", "type": "carousel", "size": { "width": 768, "height": 320 }, "items": ↓33, "visibleItems": 4, "rows": 2, "shows": ["deals"] },
                  { "id": ↓"news", "type": "carousel", "size": { "width": 768, "height": 160 }, "items": 12, "shows": ["news"] }
                ] }
              ]
            }
            """,
            messages: [
                "carousel 'deals' has 33 items, but 4 swipes with 4 visible in 2 rows reach only 32; 1 cannot be reached: show at least 4.13 items at once or keep at most 32 items",
                "reach of carousel 'news' cannot be checked; give it 'visibleItems'",
            ],
            severities: [nil, .note]),
    ]

    static let nonTriggering = [
        RuleExample(
            "The guideline's own figures: 8 cards for 2 in view, 16 for 4, 32 in two rows of 4",
            """
            {
              "screen": "Home",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [
                  { "id": "recent", "type": "carousel", "size": { "width": 375, "height": 160 }, "items": 8, "visibleItems": 2, "shows": ["orders.recent"] }
                ] },
                { "when": { "width": "regular" }, "components": [
                  { "id": "recent", "type": "carousel", "size": { "width": 768, "height": 160 }, "items": 16, "visibleItems": 4, "shows": ["orders.recent"] },
                  { "id": "deals", "type": "carousel", "size": { "width": 768, "height": 320 }, "items": 32, "visibleItems": 4, "rows": 2, "shows": ["deals"] }
                ] }
              ]
            }
            """),
        RuleExample(
            "A peeking carousel with two and a half cards in view",
            """
            {
              "screen": "Home",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "components": [
                  { "id": "favorites", "type": "carousel", "size": { "width": 375, "height": 160 }, "items": 10, "visibleItems": 2.5, "shows": ["favorites"] }
                ] }
              ]
            }
            """),
    ]
}
