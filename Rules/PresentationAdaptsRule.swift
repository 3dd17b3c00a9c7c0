import AdaptLintCore

/// Reports sheets of compact width that turn into the wrong presentation in regular width.
public struct PresentationAdaptsRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "presentation-adapts",
        title: "Presentations adapt to regular width",
        summary:
            "A compact sheet becomes a form sheet or a full-screen modal (creating, editing) or a popover (filters) in regular width; a nonmodal sheet becomes a popover.",
        rationale: """
            Sheets suit compact width; regular width has room for presentations that keep more of the screen \
            in view. A sheet that stays a sheet on an iPad wastes that room, a nonmodal sheet (formatting a \
            note while editing it) belongs in a popover beside its control, a filter belongs in a popover next \
            to the list it filters, and creating or editing an object, a distinct task, belongs in a form sheet \
            or a full-screen modal. A compact presentation is compared with the regular one of the same id, or \
            else with the regular presentation that shares a child id with it, in the environments that differ \
            only in width. The purpose is the `purpose` key of either presentation (`create`, `edit`, \
            `filter`, `format`); without one it is guessed from whole words in the ids and action names \
            (`filter`, or `create`, `edit`, `editor`, `new`, `add`, `compose`, `save`), and the message says \
            which was used. Free-text descriptions are not read, and names with words of both kinds or none \
            count as unknown. With an unknown purpose only what holds for every purpose is checked: a sheet \
            must not stay a sheet and a nonmodal sheet must become a popover. One finding per regular \
            presentation: the compact sheets that become it are its related locations. A sheet that becomes an \
            inspector or ordinary content in regular width is not judged.
            """,
        guideline: GuidelineCitation(
            document: "004", source: "SAP Fiori for iOS, Multi-Column Layout",
            section:
                "Modal Sheet, Form Sheet, Fullscreen Modal, and Popover (with 001, Determining Presentation Modifiers)",
            paraphrase: """
                Creating or editing an object uses a modal sheet in compact width and a form sheet or a \
                full-screen modal in regular width; a quick task such as filtering uses a sheet in compact and \
                a popover in regular; a nonmodal sheet adapts into a popover. Sheets are compact-width \
                presentations.
                """),
        defaultSeverity: .warning,
        triggeringExamples: PresentationAdaptsRuleExamples.triggering,
        nonTriggeringExamples: PresentationAdaptsRuleExamples.nonTriggering)

    /// The types of the compact-width presentations the rule checks.
    static let sheets = ComponentTypeSet(.sheet, .nonmodalSheet)

    public func check(_ screen: ScreenSpec, context: RuleContext) -> [Finding] {
        // Without any sheet, no compact environment shows one.
        guard screen.componentIndex.contains(anyOf: Self.sheets) else { return [] }
        // One finding per regular presentation, the other compact sheets as related locations.
        var reported: [Int: Int] = [:]
        var findings: [Finding] = []
        for pair in WidthPairs.pairs {
            let sheets = screen.components(in: pair.compact).filter {
                $0.type.value == .sheet || $0.type.value == .nonmodalSheet
            }
            guard !sheets.isEmpty else { continue }
            let counterparts = Counterparts(screen.components(in: pair.regular).filter { $0.type.value.isPresentation })
            for sheet in sheets {
                guard let regular = counterparts.counterpart(of: sheet) else { continue }
                if let at = reported[regular.type.node] {
                    Self.relate(sheet, to: &findings[at])
                    continue
                }
                guard let finding = finding(compact: sheet, regular: regular) else { continue }
                reported[regular.type.node] = findings.count
                findings.append(finding)
            }
        }
        return findings
    }

    /// Adds `sheet` to the related locations of `finding`, once.
    static func relate(_ sheet: Component, to finding: inout Finding) {
        guard sheet.type.node != finding.node, !finding.related.contains(where: { $0.node == sheet.type.node })
        else { return }
        finding.related.append(
            RelatedNode(node: sheet.type.node, message: "presented as a sheet here in compact width"))
    }

    /// The finding for one compact sheet and its regular counterpart, if the adaptation is wrong.
    private func finding(compact: Component, regular: Component) -> Finding? {
        let names = [compact.id.value, regular.id.value] + compact.subtreeActions + regular.subtreeActions
        let detected = PresentationPurpose.of(compact: compact, regular: regular, names: names)
        guard let advice = Self.advice(from: compact.type.value, to: regular.type.value, purpose: detected?.purpose)
        else { return nil }
        var subject = "\(Self.name(compact.type.value)) '\(compact.id.value)'"
        if let detected { subject += " (\(detected.purpose.label), \(detected.source))" }
        var outcome =
            compact.type.value == regular.type.value
            ? "stays a \(Self.name(regular.type.value))"
            : "becomes \(Self.article(regular.type.value)) \(Self.name(regular.type.value))"
        if regular.id.value != compact.id.value { outcome += " '\(regular.id.value)'" }
        let related =
            regular.node == compact.node
            ? [] : [RelatedNode(node: compact.type.node, message: "presented as a sheet here in compact width")]
        return Finding(
            node: regular.type.node, message: "\(subject) \(outcome) in regular width; \(advice)", related: related)
    }

    /// What to do instead, or nil when the regular presentation suits the compact one.
    static func advice(from compact: ComponentType, to regular: ComponentType, purpose: PresentationPurpose?)
        -> String?
    {
        let popover = "present it as a popover there"
        let formSheet = "present it as a form sheet or a full-screen modal there"
        switch (compact, regular) {
        case (.nonmodalSheet, .popover): return nil
        case (.nonmodalSheet, _): return popover
        case (.sheet, .sheet), (.sheet, .nonmodalSheet):
            switch purpose {
            case .filter, .format: return popover
            case .createOrEdit: return formSheet
            case nil:
                return
                    "present it as a form sheet or a full-screen modal (creating, editing) or as a popover (a quick task such as a filter) there"
            }
        case (.sheet, .formSheet), (.sheet, .fullScreenModal): return purpose?.isQuickTask == true ? popover : nil
        case (.sheet, .popover): return purpose == .createOrEdit ? formSheet : nil
        default: return nil
        }
    }

    /// "sheet", "nonmodal sheet", "form sheet", "full-screen modal", "popover", "inspector".
    static func name(_ type: ComponentType) -> String {
        switch type {
        case .nonmodalSheet: "nonmodal sheet"
        case .formSheet: "form sheet"
        case .fullScreenModal: "full-screen modal"
        default: type.rawValue
        }
    }

    /// "an" before "inspector", "a" before the other presentation names.
    static func article(_ type: ComponentType) -> String { type == .inspector ? "an" : "a" }
}
