import AdaptLintCore

/// The examples of ``CarouselRegularShowsMoreRule``: its tests and its documentation.
enum CarouselRegularShowsMoreRuleExamples {
    static let triggering = [
        RuleExample(
            "Two cards in view on the iPhone and on the iPad",
            """
            {
              "screen": "Home",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [
                  { "id": "recent", "type": "carousel", "size": { "width": 375, "height": 180 }, "items": 8, "visibleItems": 2, "shows": ["orders.recent"] }
                ] },
                { "when": { "width": "regular" }, "components": [
                  { "id": "recent", "type": "carousel", "size": { "width": 744, "height": 200 }, "items": 8, "visibleItems": ↓2, "shows": ["orders.recent"] }
                ] }
              ]
            }
            """,
            messages: [
                "carousel 'recent' shows 2 cards at once in regular width, no more than the 2 in compact width; show more than 2 where there is room"
            ]),
        RuleExample(
            "A double carousel in compact width becomes a single row of three",
            """
            {
              "screen": "Home",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact", "height": "regular" }, "components": [
                  { "id": "deals", "type": "carousel", "size": { "width": 375, "height": 360 }, "items": 16, "visibleItems": 2, "rows": 2, "shows": ["deals"] }
                ] },
                { "when": { "height": "compact" }, "components": [
                  { "id": "deals", "type": "carousel", "size": { "width": 667, "height": 180 }, "items": 16, "visibleItems": 4, "shows": ["deals"] }
                ] },
                { "when": { "width": "regular", "height": "regular" }, "components": [
                  { "id": "deals", "type": "carousel", "size": { "width": 744, "height": 200 }, "items": 12, "visibleItems": ↓3, "shows": ["deals"] }
                ] }
              ]
            }
            """,
            messages: [
                "carousel 'deals' shows 3 cards at once in regular width, no more than the 4 in compact width; show more than 4 where there is room"
            ]),
    ]

    static let nonTriggering = [
        RuleExample(
            "Cards that keep their width, drawn on an 852pt landscape iPhone and an 834pt iPad, and a one-page pager",
            """
            {
              "screen": "Listen Now",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact", "height": "compact" }, "components": [
                  { "id": "recent", "type": "carousel", "size": { "width": 852, "height": 200 }, "items": 10, "visibleItems": 5.5, "shows": ["recent"] },
                  { "id": "intro", "type": "carousel", "size": { "width": 852, "height": 393 }, "items": 4, "visibleItems": 1, "shows": ["intro.page"] }
                ] },
                { "when": { "width": "regular" }, "components": [
                  { "id": "recent", "type": "carousel", "size": { "width": 834, "height": 240 }, "items": 10, "visibleItems": 5.2, "shows": ["recent"] },
                  { "id": "intro", "type": "carousel", "size": { "width": 834, "height": 980 }, "items": 4, "visibleItems": 1, "shows": ["intro.page"] }
                ] },
                { "when": { "width": "compact", "height": "regular" }, "components": [] }
              ]
            }
            """),
        RuleExample(
            "The guideline's figures: 2 cards in compact width, 4 in regular width, and a double row of 4",
            """
            {
              "screen": "Home",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" }, "components": [
                  { "id": "recent", "type": "carousel", "size": { "width": 375, "height": 180 }, "items": 8, "visibleItems": 2, "shows": ["orders.recent"] },
                  { "id": "products", "type": "carousel", "size": { "width": 375, "height": 200 }, "items": 10, "visibleItems": 2.5, "shows": ["products"] }
                ] },
                { "when": { "width": "regular" }, "components": [
                  { "id": "recent", "type": "carousel", "size": { "width": 744, "height": 200 }, "items": 16, "visibleItems": 4, "shows": ["orders.recent"] },
                  { "id": "products", "type": "carousel", "size": { "width": 744, "height": 416 }, "items": 32, "visibleItems": 4, "rows": 2, "shows": ["products"] }
                ] }
              ]
            }
            """),
        RuleExample(
            "A carousel declared once for every width, and one that appears in compact width only",
            """
            {
              "screen": "Home",
              "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "components": [
                  { "id": "news", "type": "carousel", "size": { "width": 375, "height": 160 }, "items": 6, "visibleItems": 2, "shows": ["news"] }
                ] },
                { "when": { "width": "compact" }, "components": [
                  { "id": "tips", "type": "carousel", "size": { "width": 375, "height": 160 }, "items": 4, "visibleItems": 1, "shows": ["tips"] }
                ] },
                { "when": { "width": "regular" }, "components": [
                  { "id": "tipsList", "type": "list", "size": { "width": 704, "height": 400 }, "shows": ["tips"] }
                ] }
              ]
            }
            """),
    ]
}
