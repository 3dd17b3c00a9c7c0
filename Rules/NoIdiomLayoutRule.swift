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
            every idiom condition of the screen that has no `width` yet (no `height`, for a phone in landscape, \
            which becomes `"height": "compact"` unless the screen also has a phone layout for portrait): layouts chosen by idiom form one scheme, \
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
        // Every condition that names an idiom, layouts and components in document order.
        var conditions: [(condition: TraitCondition, subject: String)] = []
        for (position, layout) in screen.layouts.enumerated() {
            if let when = layout.when, when.idiom != nil { conditions.append((when, "layout \(layout.index + 1)")) }
            for component in index.components[index.layoutRanges[position]] {
                if let when = component.when, when.idiom != nil {
                    conditions.append((when, "component \(component.displayName)"))
                }
            }
        }
        // A phone condition for landscape stands for compact height, unless the screen also has one
        // for portrait: both rewritten to compact width, the two then still cover every compact-width
        // window between them (iPad panes in both orientations) once the iPad's layout is chosen by
        // regular width.
        let splitsPhoneByOrientation = conditions.contains {
            $0.condition.idiom?.value == .phone && $0.condition.orientation?.value == .portrait
        }
        var findings: [Finding] = []
        for (condition, subject) in conditions {
            if let finding = finding(
                for: condition, subject: subject, in: screen, landscapeIsHeight: !splitsPhoneByOrientation)
            {
                findings.append(finding)
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
    private func finding(
        for condition: TraitCondition, subject: String, in screen: ScreenSpec, landscapeIsHeight: Bool
    ) -> Finding? {
        guard let idiom = condition.idiom, let keyNode = condition.idiomKeyNode else { return nil }
        if screen.source?.value == .interfaceBuilder, let name = screen.inputName {
            // Read straight from a document: the document's name or runtime chose the idiom, not a key
            // anyone wrote, so the advice is a size-class variation rather than a spec key.
            let how = idiom.value == .pad ? "a ~ipad name, or an iPad name and runtime" : "a ~iphone name"
            return Finding(
                node: keyNode,
                message:
                    "\(name) is in a document chosen by device idiom '\(idiom.value.rawValue)' (\(how)); use one document with size-class variations instead, so Split View and large iPhones get the right layout"
            )
        }
        let (key, sizeClass) = Self.replacement(
            for: condition, idiom: idiom.value, landscapeIsHeight: landscapeIsHeight)
        let advice = "\"\(key)\": \"\(sizeClass.rawValue)\""
        var fixes: [NodeFix] = []
        // Rewriting `"idiom": "pad"` as `"width": "regular"` is safe only when that key is not given yet.
        if (key == "width" ? condition.width : condition.height) == nil {
            let description = "choose it by \(key) '\(sizeClass.rawValue)' instead"
            fixes = [
                NodeFix(node: keyNode, replacement: "\"\(key)\"", description: description),
                NodeFix(node: idiom.node, replacement: "\"\(sizeClass.rawValue)\"", description: description),
            ]
        }
        return Finding(
            node: keyNode,
            message:
                "\(subject) is chosen by device idiom '\(idiom.value.rawValue)'; use \(advice) instead, so Split View and large iPhones get the right layout",
            fixes: fixes)
    }

    /// The size-class key and value that stand for `idiom` in `condition`: a phone held in landscape
    /// is compact height when `landscapeIsHeight` (every iPhone in landscape has it, and no iPad
    /// window does, while the large iPhones are regular width there); otherwise a phone is compact
    /// width and any other idiom regular width.
    static func replacement(for condition: TraitCondition, idiom: Idiom, landscapeIsHeight: Bool) -> (
        key: String, sizeClass: SizeClass
    ) {
        if idiom == .phone, landscapeIsHeight, condition.orientation?.value == .landscape {
            return ("height", .compact)
        }
        return ("width", idiom == .phone ? .compact : .regular)
    }
}
