import AdaptLintCore

/// Reports every `when` condition that selects a layout or component by device idiom.
public struct NoIdiomLayoutRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "no-idiom-layout",
        title: "No idiom-based layout",
        summary: "Layouts and components are chosen by size class, never by device idiom.",
        rationale: """
            An iPad is not always regular width: in Split View and Slide Over an app gets compact width on an \
            iPad, and a Plus or Max iPhone gets regular width in landscape. A layout picked with \
            `"idiom": "pad"` is therefore wrong in exactly the situations where adapting matters. Conditions on \
            `width` and `height` follow the space the app really has.
            """,
        guideline: GuidelineCitation(
            document: "002", source: "Apple, View Controller Programming Guide for iOS, The Adaptive Model",
            section: "The Role of Traits (Table 12-1, userInterfaceIdiom)",
            paraphrase: """
                The idiom trait exists only for backward compatibility. Layout and content decisions belong to \
                the horizontal and vertical size classes, and iPhone and iPad should present the same information.
                """),
        defaultSeverity: .error,
        triggeringExamples: [
            RuleExample(
                "A regular layout chosen for iPad",
                """
                {
                  "screen": "Order Details",
                  "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
                  "layouts": [
                    { "when": { ↓"idiom": "pad" }, "components": [] }
                  ]
                }
                """,
                messages: ["layout 1 is chosen by device idiom 'pad'; use \"width\": \"regular\" instead, so Split View and large iPhones get the right layout"]),
            RuleExample(
                "A component shown only on iPhone",
                """
                {
                  "screen": "Order Details",
                  "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
                  "layouts": [
                    { "components": [
                      { "id": "hint", "type": "text", "when": { ↓"idiom": "phone" } }
                    ] }
                  ]
                }
                """,
                messages: ["component 'hint' is chosen by device idiom 'phone'; use \"width\": \"compact\" instead, so Split View and large iPhones get the right layout"]),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "Layouts chosen by size class",
                """
                {
                  "screen": "Order Details",
                  "orientations": ["portrait", "landscapeLeft", "landscapeRight"],
                  "layouts": [
                    { "when": { "width": "compact" }, "components": [] },
                    { "when": { "width": "regular" }, "components": [] }
                  ]
                }
                """)
        ])

    public func check(_ screen: ScreenSpec, context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for layout in screen.layouts {
            if let finding = finding(for: layout.when, subject: "layout \(layout.index + 1)") {
                findings.append(finding)
            }
            for component in layout.allComponents {
                if let finding = finding(for: component.when, subject: "component '\(component.id.value)'") {
                    findings.append(finding)
                }
            }
        }
        return findings
    }

    private func finding(for condition: TraitCondition?, subject: String) -> Finding? {
        guard let condition, let idiom = condition.idiom, let key = condition.idiomKeyNode else { return nil }
        let replacement = Self.sizeClassAdvice(for: idiom.value)
        return Finding(
            node: key,
            message: "\(subject) is chosen by device idiom '\(idiom.value.rawValue)'; use \(replacement) instead, so Split View and large iPhones get the right layout")
    }

    static func sizeClassAdvice(for idiom: Idiom) -> String {
        switch idiom {
        case .phone: "\"width\": \"compact\""
        default: "\"width\": \"regular\""
        }
    }
}
