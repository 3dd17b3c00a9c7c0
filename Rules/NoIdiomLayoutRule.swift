import AdaptLintCore

/// Reports every `when` condition that selects a layout or component by device idiom.
public struct NoIdiomLayoutRule: Rule {
    public init() {}

    /// Judges specs read from Interface Builder too: `~ipad` and `~iphone` documents, and iPad-runtime
    /// documents named for the iPad, choose a layout by idiom.
    public static let needs: SpecKnowledge = []

    public static let description = RuleDescription(
        identifier: "no-idiom-layout",
        title: "No idiom-based layout",
        summary: "Layouts and components are chosen by size class, never by device idiom.",
        rationale: """
            An iPad is not always regular width: in Split View and Slide Over an app gets compact width on an \
            iPad, and a Plus or Max iPhone gets regular width in landscape. A layout picked with \
            `"idiom": "pad"` is therefore wrong in exactly the situations where adapting matters. Conditions on \
            `width` and `height` follow the space the app really has. The fix, on the first finding, rewrites \
            every idiom condition of the screen that has no `width` yet: layouts chosen by idiom form one scheme, \
            and rewriting one of them alone would leave an iPad pane with one layout chosen by width and another \
            by idiom, or with none.
            """,
        guideline: GuidelineCitation(
            document: "002", source: "Apple, View Controller Programming Guide for iOS, The Adaptive Model",
            section: "The Role of Traits (Table 12-1, userInterfaceIdiom)",
            paraphrase: """
                The idiom trait exists only for backward compatibility. Layout and content decisions belong to \
                the horizontal and vertical size classes, and iPhone and iPad should present the same information.
                """),
        defaultSeverity: .error,
        triggeringExamples: NoIdiomLayoutRuleExamples.triggering,
        nonTriggeringExamples: NoIdiomLayoutRuleExamples.nonTriggering)

    public func check(_ screen: ScreenSpec, context: RuleContext) -> [Finding] {
        let index = screen.componentIndex
        // Conditions that name an idiom are rare: the index knows before any layout is copied.
        guard index.features.contains(.idiomCondition) else { return [] }
        var findings: [Finding] = []
        for (position, layout) in screen.layouts.enumerated() {
            // Messages are only built for conditions that name an idiom: most have none.
            if layout.when?.idiom != nil,
                let finding = finding(for: layout.when, subject: "layout \(layout.index + 1)", in: screen)
            {
                findings.append(finding)
            }
            for component in index.components[index.layoutRanges[position]] where component.when?.idiom != nil {
                if let finding = finding(for: component.when, subject: "component \(component.displayName)", in: screen)
                {
                    findings.append(finding)
                }
            }
        }
        // One scheme, one fix: the first finding that has a fix carries the edits of every condition
        // that can be rewritten, and the others none, so the fixes stay linear in the conditions.
        guard let first = findings.firstIndex(where: { !$0.fixes.isEmpty }) else { return findings }
        let everyFix = findings.flatMap(\.fixes)
        for position in findings.indices { findings[position].fixes = [] }
        findings[first].fixes = everyFix
        return findings
    }

    /// The finding for one condition that names an idiom, at its `"idiom"` key.
    private func finding(for condition: TraitCondition?, subject: String, in screen: ScreenSpec) -> Finding? {
        guard let condition, let idiom = condition.idiom, let key = condition.idiomKeyNode else { return nil }
        if screen.source?.value == .interfaceBuilder, let name = screen.inputName {
            // Read straight from a document: the document's name or runtime chose the idiom, not a key
            // anyone wrote, so the advice is a size-class variation rather than a spec key.
            let how = idiom.value == .pad ? "a ~ipad name, or an iPad name and runtime" : "a ~iphone name"
            return Finding(
                node: key,
                message:
                    "\(name) is in a document chosen by device idiom '\(idiom.value.rawValue)' (\(how)); use one document with size-class variations instead, so Split View and large iPhones get the right layout"
            )
        }
        let sizeClass = Self.sizeClass(replacing: idiom.value)
        var fixes: [NodeFix] = []
        // Rewriting `"idiom": "pad"` as `"width": "regular"` is safe only when no width is given yet.
        if condition.width == nil {
            let description = "choose it by width '\(sizeClass.rawValue)' instead"
            fixes = [
                NodeFix(node: key, replacement: "\"width\"", description: description),
                NodeFix(node: idiom.node, replacement: "\"\(sizeClass.rawValue)\"", description: description),
            ]
        }
        return Finding(
            node: key,
            message:
                "\(subject) is chosen by device idiom '\(idiom.value.rawValue)'; use \"width\": \"\(sizeClass.rawValue)\" instead, so Split View and large iPhones get the right layout",
            fixes: fixes)
    }

    /// The width size class that usually stands for an idiom: compact for phones, regular otherwise.
    static func sizeClass(replacing idiom: Idiom) -> SizeClass {
        idiom == .phone ? .compact : .regular
    }
}
