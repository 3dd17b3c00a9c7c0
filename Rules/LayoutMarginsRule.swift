import AdaptLintCore

/// Reports declared leading and trailing margins that differ from SAP Fiori's margins for the
/// width class a layout is drawn for: 16pt compact, 20pt regular, 48pt full-width regular.
public struct LayoutMarginsRule: Rule {
    public init() {}

    static let compactMargin = RuleParameter(
        name: "compactMargin", defaultValue: 16, unit: "pt", summary: "Leading and trailing margin in compact width.")
    static let regularMargin = RuleParameter(
        name: "regularMargin", defaultValue: 20, unit: "pt", summary: "Leading and trailing margin in regular width.")
    static let fullWidthMargin = RuleParameter(
        name: "fullWidthMargin", defaultValue: 48, unit: "pt",
        summary: "Leading and trailing margin of a full-width regular container.")
    static let fullWidthContainer = RuleParameter(
        name: "fullWidthContainer", defaultValue: 768, unit: "pt",
        summary: "Width from which a regular-width container counts as full-width regular.")

    public static let description = RuleDescription(
        identifier: "layout-margins",
        title: "Layout margins",
        summary:
            "Declared leading and trailing margins are 16pt in compact width, 20pt in regular width and 48pt in full-width regular containers.",
        rationale: """
            Full-width components line up with the layout margins, and the margins tell people which size class \
            they are in: tight on a phone, roomier on an iPad, wide on a large iPad so lines do not run edge to \
            edge. The rule reads a layout's `margins` and the width classes it applies in (from its `when`, over \
            the trait environments real devices produce). A layout for compact width expects 16pt. A layout for \
            regular width expects 20pt, or 48pt when it is drawn on a container at least 768pt wide. Margins \
            belong to containers (guideline 000 gives each container its own): when the top-level frames, \
            leaving out tab bars, bars and keyboards drawn across the whole window and accessories floating over \
            two columns, fall into columns side by side that each run over at least half the drawing's height and \
            tile the screen from its leading edge, as split-view columns and a sidebar beside its content do (a \
            two-column grid inside the margins is one container), the leading margin belongs to the first column \
            and the trailing margin to the last, each judged and fixed by that column's width: a 375pt list beside \
            an 818pt detail column on a 1194pt iPad wants 20pt leading and 48pt trailing, and a 320pt list beside \
            a 513pt detail column wants 20pt on both sides. A column whose content keeps insets of its own (a \
            sidebar's rows 16pt from its edge) does not draw against the declared margin: the leading margin then \
            belongs to the first column with a frame at that margin from its leading edge, the trailing margin to \
            the last column with a frame ending at that margin from its trailing edge. A column may declare \
            margins of its own, as the `margins` of the top-level component drawn from its leading to its \
            trailing edge (a 375pt list column with 20pt beside an 818pt detail column with 48pt): those are \
            judged, and fixed, by that component's width in the width classes where it is shown, and the \
            layout's margin on that column's side is left alone. Otherwise \
            the container is the screen the layout is drawn on: the rightmost frame's edge, or, for a drawing \
            centred on a screen width (a 480pt form from 177pt to 657pt), that width (834pt), since a layout of \
            one container declares the screen's margins however narrow its content. 48pt is also accepted \
            when the container ends where a 48pt trailing margin of a 768pt container begins (720pt), since the \
            drawing may simply stop at the margin. A layout that applies in both width classes (no `width` in its `when`) may use either \
            class's value. A layout without `margins` is not checked; `device-overflow` assumes the defaults.
            """,
        guideline: GuidelineCitation(
            document: "000", source: "SAP Fiori for iOS, Adaptive Design",
            section: "Compact Width; Regular Width; Full-Width Regular",
            paraphrase: """
                Components that span the width keep 16pt layout margins in compact width and 20pt in regular \
                width by default. A container 768pt or wider is full-width regular and keeps 48pt margins; \
                margins belong to each container, so every split-view column has its own.
                """),
        defaultSeverity: .warning,
        parameters: [compactMargin, regularMargin, fullWidthMargin, fullWidthContainer],
        triggeringExamples: LayoutMarginsRuleExamples.triggering,
        nonTriggeringExamples: LayoutMarginsRuleExamples.nonTriggering)

    /// The margins a layout may use and why.
    struct Expectation {
        var accepted: [Double]
        /// The message's advice: "make it 16pt, the margin of ...", built only for a finding.
        var advice: () -> String
        /// The single value a fix writes, when there is one.
        var fixValue: Double?
    }

    public func check(_ screen: ScreenSpec, context: RuleContext) -> [Finding] {
        let index = screen.componentIndex
        var settings: Settings?
        var findings: [Finding] = []
        for position in index.layoutRanges.indices {
            findings += componentFindings(screen, layoutAt: position, settings: &settings, context: context)
            guard let margins = screen.layouts[position].margins else { continue }
            // Nearly every declared margin is one the layout may declare: find that out from the
            // width classes as bits and the four parameters, read once per screen, before the
            // expectation with its messages is built.
            let known = settings ?? Settings(context)
            settings = known
            // The containers of the two margins: asked only for a layout that applies in regular width.
            var found: Sides?
            func sides() -> Sides {
                if let found { return found }
                let sides = Self.containers(
                    of: screen.layouts[position], margins: margins, index: index,
                    range: index.layoutRanges[position])
                found = sides
                return sides
            }
            let bits = index.layoutEnvironments[position].bits
            // A side whose column declares margins of its own is judged by those (``componentFindings``).
            if known.accepts(margins.leading.value, in: bits, drawn: { sides().leading?.width })
                || sides().leading?.ownMargins == true,
                known.accepts(margins.trailing.value, in: bits, drawn: { sides().trailing?.width })
                    || sides().trailing?.ownMargins == true
            {
                continue
            }
            findings += self.findings(
                screen.layouts[position], label: screen.layouts[position].label, classes: nil, margins: margins,
                sides: sides(), context: context)
        }
        return findings
    }

    /// The findings for the `margins` declared by components of the layout at `position`: a
    /// component with margins of its own is a container (guideline 000 gives each container its
    /// margins), such as a split-view column, judged by its own width in the width classes where
    /// it is shown.
    ///
    /// - Complexity: O(components of the layout).
    func componentFindings(
        _ screen: ScreenSpec, layoutAt position: Int, settings: inout Settings?, context: RuleContext
    ) -> [Finding] {
        let index = screen.componentIndex
        let list = index.components
        var findings: [Finding] = []
        for at in index.layoutRanges[position] {
            guard let margins = list[at].margins else { continue }
            let known = settings ?? Settings(context)
            settings = known
            let bits = index.layoutEnvironments[position].bits & index.conditions(at: at).bits
            guard bits != 0 else { continue }
            let width = list[at].visibleBox?.width.value
            if known.accepts(margins.leading.value, in: bits, drawn: { width }),
                known.accepts(margins.trailing.value, in: bits, drawn: { width })
            {
                continue
            }
            let name = "'\(list[at].id.value)'"
            let container = width.map {
                Container(width: $0, column: "column", text: "\(name) is \(Points.format($0))pt wide")
            }
            findings += self.findings(
                screen.layouts[position], label: "\(name) in \(screen.layouts[position].label)",
                classes: (bits & RealizableBits.compactWidth != 0, bits & RealizableBits.regularWidth != 0),
                margins: margins, sides: Sides(leading: container, trailing: container), context: context)
        }
        return findings
    }

    /// The container a margin belongs to: its width, and which split-view column it is (nil when
    /// the layout is drawn as one container, the screen).
    struct Container: Equatable {
        var width: Double
        var column: String?
        /// How a message names the container and its width, when not "its leading column is 375pt wide".
        var text: String? = nil
        /// Whether the column declares margins of its own (``Containers/Column/declaredMargins``),
        /// which replace the layout's there.
        var ownMargins = false
    }

    /// The containers of a layout's leading and trailing margins; nil when it draws no frame.
    struct Sides {
        var leading: Container?
        var trailing: Container?
    }

    /// The containers of the leading and trailing margins of `layout`, at `range` of the index:
    /// guideline 000 gives each container its own margins, so in a layout drawn as split-view
    /// columns (``Containers/columns(of:)``) the leading margin is the first column's and the
    /// trailing margin the last column's, each judged by that column's width; a layout of one
    /// container declares the margins of the screen it is drawn on (``drawnWidth(_:range:)``).
    ///
    /// A column whose content keeps insets of its own (a sidebar whose rows start 16pt from its
    /// edge beside a content column drawn at the declared 48pt) does not draw against the declared
    /// margin: the leading margin belongs to the first column with a frame at the declared margin
    /// from its leading edge, and the trailing one to the last column with a frame ending at the
    /// declared margin from its trailing edge; when none does, to the first and last columns.
    ///
    /// - Complexity: O(n log n) in the number of top-level components, O(columns x n) in the
    ///   layout's components.
    static func containers(of layout: Layout, margins: Margins, index: ComponentIndex, range: Range<Int>) -> Sides {
        let columns = Containers.columns(of: layout)
        guard columns.count > 1, let first = columns.first, let last = columns.last else {
            let screen = drawnWidth(index, range: range).map { Container(width: $0, column: nil) }
            return Sides(leading: screen, trailing: screen)
        }
        let list = index.components
        let frames = range.compactMap { at -> (minX: Double, maxX: Double)? in
            guard let frame = list[at].frame, let x = frame.x?.value else { return nil }
            return (x, x + frame.width.value)
        }
        let leading = margins.leading.value
        let trailing = margins.trailing.value
        let leadingColumn =
            columns.first { column in frames.contains { abs($0.minX - (column.minX + leading)) <= 0.5 } } ?? first
        let trailingColumn =
            columns.last { column in frames.contains { abs($0.maxX - (column.maxX - trailing)) <= 0.5 } } ?? last
        return Sides(
            leading: Container(
                width: leadingColumn.width, column: leadingColumn == first ? "leading column" : "content column",
                ownMargins: leadingColumn.declaredMargins != nil),
            trailing: Container(
                width: trailingColumn.width, column: trailingColumn == last ? "trailing column" : "content column",
                ownMargins: trailingColumn.declaredMargins != nil))
    }

    /// The parameters, read once per screen.
    struct Settings {
        var compact, regular, full, container: Double

        init(_ context: RuleContext) {
            compact = context.value(LayoutMarginsRule.compactMargin)
            regular = context.value(LayoutMarginsRule.regularMargin)
            full = context.value(LayoutMarginsRule.fullWidthMargin)
            container = context.value(LayoutMarginsRule.fullWidthContainer)
        }

        /// Whether ``LayoutMarginsRule/expectation(for:drawn:context:)`` accepts `value` for a layout
        /// that applies in the environments of `bits`, drawn `drawn()` wide (asked only for a layout
        /// that applies in regular width).
        func accepts(_ value: Double, in bits: UInt64, drawn: () -> Double?) -> Bool {
            let compactWidth = bits & RealizableBits.compactWidth != 0
            if compactWidth, value == compact { return true }
            guard bits & RealizableBits.regularWidth != 0 else { return false }
            let width = drawn() ?? 0
            // `regularAccepted` of the expectation.
            if width >= container { return value == full }
            return value == regular || (width + full >= container && value == full)
        }
    }

    /// The width of the screen the components at `range` of the index are drawn on, read in place:
    /// ``Containers/screenWidth(leading:trailing:)`` of their leftmost and rightmost edges, so a
    /// centred 480pt form on an 834pt iPad is judged as the 834pt screen it sits on.
    ///
    /// - Complexity: O(components in `range`).
    static func drawnWidth(_ index: ComponentIndex, range: Range<Int>) -> Double? {
        let list = index.components
        var widest: Double?
        var leading = Double.infinity
        for at in range {
            guard let frame = list[at].frame, let x = frame.x else { continue }
            let edge = x.value + frame.width.value
            if edge > widest ?? -Double.infinity { widest = edge }
            leading = min(leading, x.value)
        }
        return widest.map { Containers.screenWidth(leading: leading, trailing: $0) }
    }

    /// The findings for the declared `margins` of `layout`, or of a component of it, that it may
    /// not declare, each side judged and fixed by its own container (`sides`); a side whose column
    /// declares margins of its own is judged by those instead. `label` names the owner of the
    /// margins in messages; `classes` are the width classes a component is shown in (nil: the
    /// layout's).
    func findings(
        _ layout: Layout, label: String, classes: (compact: Bool, regular: Bool)?, margins: Margins, sides: Sides,
        context: RuleContext
    ) -> [Finding] {
        let leadingExpectation =
            sides.leading?.ownMargins == true
            ? nil : expectation(for: layout, classes: classes, container: sides.leading, context: context)
        let trailingExpectation =
            sides.trailing?.ownMargins == true
            ? nil : expectation(for: layout, classes: classes, container: sides.trailing, context: context)
        guard let leadingExpectation, let trailingExpectation else {
            // One side judged alone: its column keeps margins of its own on the other.
            var findings: [Finding] = []
            for (side, value, expectation) in [
                ("leading", margins.leading, leadingExpectation), ("trailing", margins.trailing, trailingExpectation),
            ] {
                guard let expectation, !expectation.accepted.contains(value.value) else { continue }
                findings.append(Self.finding(side: side, value: value, label: label, expectation: expectation))
            }
            return findings
        }
        // Both sides wrong by the same value, for the same reason, are one cause: one finding on the
        // leading margin, fixing both, with the trailing one as a related location.
        let leading = margins.leading
        let trailing = margins.trailing
        if !leadingExpectation.accepted.contains(leading.value), !trailingExpectation.accepted.contains(trailing.value),
            leading.value == trailing.value, leadingExpectation.fixValue == trailingExpectation.fixValue,
            leadingExpectation.accepted == trailingExpectation.accepted
        {
            // Two columns wanting the same margin: one advice naming both.
            var both = leadingExpectation
            if let first = sides.leading, let last = sides.trailing, first != last,
                let named = expectation(
                    for: layout, classes: classes,
                    container: Container(
                        width: first.width, column: first.column,
                        text:
                            "its columns are \(Points.format(first.width))pt and \(Points.format(last.width))pt wide"
                    ), context: context)
            {
                both = named
            }
            let leadingExpectation = both
            let fixes =
                leadingExpectation.fixValue.map { value in
                    [leading, trailing].map {
                        NodeFix(
                            node: $0.node, replacement: Points.exact(value),
                            description: "set the leading and trailing margins to \(Points.format(value))pt")
                    }
                } ?? []
            return [
                Finding(
                    node: leading.node,
                    message:
                        "leading and trailing margins of \(label) are \(Points.format(leading.value))pt; \(leadingExpectation.advice())",
                    related: [RelatedNode(node: trailing.node, message: "the trailing margin is here")], fixes: fixes)
            ]
        }
        var findings: [Finding] = []
        for (side, value, expectation) in [
            ("leading", margins.leading, leadingExpectation), ("trailing", margins.trailing, trailingExpectation),
        ]
        where !expectation.accepted.contains(value.value) {
            findings.append(Self.finding(side: side, value: value, label: label, expectation: expectation))
        }
        return findings
    }

    /// The finding for one margin, `value`, on `side` of what `label` names, that `expectation`
    /// does not accept, with its fix when there is one value to write.
    static func finding(side: String, value: Located<Double>, label: String, expectation: Expectation) -> Finding {
        let fixes =
            expectation.fixValue.map {
                [
                    NodeFix(
                        node: value.node, replacement: Points.exact($0),
                        description: "set the \(side) margin to \(Points.format($0))pt")
                ]
            } ?? []
        return Finding(
            node: value.node,
            message: "\(side) margin of \(label) is \(Points.format(value.value))pt; \(expectation.advice())",
            fixes: fixes)
    }

    /// What `layout` may declare on a side whose container is `container`, from the width classes
    /// the margins apply in (`classes`, else those the layout applies in) and the container's width;
    /// nil when the margins apply in no width class.
    func expectation(
        for layout: Layout, classes: (compact: Bool, regular: Bool)? = nil, container: Container?,
        context: RuleContext
    ) -> Expectation? {
        // The width classes the layout applies in (``Layout/widthClasses``), without building a set.
        var appliesCompact = classes?.compact ?? false
        var appliesRegular = classes?.regular ?? false
        if classes == nil {
            for environment in Environment.realizable where layout.applies(in: environment) {
                if environment.width == .compact { appliesCompact = true } else { appliesRegular = true }
            }
        }
        let compact = context.value(Self.compactMargin)
        let regular = context.value(Self.regularMargin)
        let full = context.value(Self.fullWidthMargin)
        let fullWidth = context.value(Self.fullWidthContainer)
        let drawn = container?.width ?? 0
        // "its container is 834pt wide", "its leading column is 375pt wide".
        let subject = container?.text ?? "its \(container?.column ?? "container") is \(Points.format(drawn))pt wide"
        let isFullWidth = drawn >= fullWidth
        let regularAccepted = isFullWidth ? [full] : (drawn + full >= fullWidth ? [regular, full] : [regular])
        switch (appliesCompact, appliesRegular) {
        case (true, false):
            return Expectation(
                accepted: [compact],
                advice: { "make it \(Points.format(compact))pt, the margin of full-width components in compact width" },
                fixValue: compact)
        case (false, true) where isFullWidth:
            return Expectation(
                accepted: regularAccepted,
                advice: {
                    "make it \(Points.format(full))pt, the margin of a full-width regular container: \(subject), at least \(Points.format(fullWidth))pt"
                },
                fixValue: full)
        case (false, true):
            return Expectation(
                accepted: regularAccepted,
                advice: {
                    "make it \(Points.format(regular))pt, the margin of full-width components in regular width"
                        + (container?.column == nil ? "" : ": \(subject), under \(Points.format(fullWidth))pt")
                },
                fixValue: regular)
        case (true, true):
            let choices = [compact] + regularAccepted.filter { $0 != compact }
            return Expectation(
                accepted: choices,
                advice: {
                    "the layout applies in compact and regular width, so make it \(Wording.alternatives(choices.map { "\(Points.format($0))pt" }))"
                },
                fixValue: nil)
        case (false, false):
            return nil
        }
    }
}
