extension DeviceGeometry {
    /// The readable width, in points: guideline 000 (SAP Fiori for iOS, Adaptive Design, Readable
    /// Regular Width) caps the inner width of components at 672pt, the widest text people read in
    /// comfort.
    public static let readableWidth: Double = 672

    /// How far the far edge of a drawing of `members` side-by-side components may miss a
    /// container line and still count as drawn against it, in points: half a point per member,
    /// at most one. Design tools export fractions, and designers round the widths of equal columns
    /// to whole points: two 176pt cards 8pt apart from the 16pt margin end at 376pt, a point short
    /// of the 377pt margin of a 393pt iPhone, where the exact halves are 176.5pt. A single
    /// component keeps the half point of ``same(_:_:)``: a title from 16pt to 376pt on a 375pt
    /// canvas is not a 393pt drawing.
    static func roundingTolerance(members: Int) -> Double { min(0.5 * Double(max(members, 1)), 1) }

    /// Whether a box at `x` (nil: not positioned), `width` points wide, runs from its window's
    /// leading margin to its trailing edge: a carousel or strip of cards whose cards peek in from
    /// the trailing edge, as store and streaming apps draw them (x=16, 377pt wide on a 393pt
    /// iPhone 15; x=48, 786pt on an 834pt iPad). The margin is the layout's declared leading
    /// margin or any of the guideline's; the far edge matches within `tolerance`, and it must be
    /// the drawing's trailing edge, `drawnTrailing` (nil: the box's own), which is a reference
    /// width: a 304pt row from x=16 on a 375pt drawing ends at 320pt, the width of another screen,
    /// not at the edge of its own, and keeps its width.
    ///
    /// Guideline 001 (SAP Fiori, Adaptive Apps, Reducing Navigation Hierarchies, Card Carousel)
    /// shows more cards of a carousel in regular width than in compact, so a carousel's width
    /// follows its window; guideline 002 (The Adaptive Model) has iOS resize views to their
    /// constraints when their parent's size changes, and a view pinned to the margin on one side
    /// and the edge on the other is such a view.
    ///
    /// - Complexity: O(1).
    func runsFromMarginToEdge(
        x: Double?, width: Double, declaredMargins: (leading: Double, trailing: Double)?, tolerance: Double = 0.5,
        drawnTrailing: Double?
    ) -> Bool {
        guard let x else { return false }
        if let drawnTrailing, abs(x + width - drawnTrailing) > tolerance { return false }
        func from(_ margin: Double) -> Bool {
            margin > 0.5 && Self.same(x, margin) && ReferenceWidths.all.contains(margin + width, within: tolerance)
        }
        if from(compactMargin) || from(regularMargin) || from(fullWidthMargin) { return true }
        return declaredMargins.map { from($0.leading) } ?? false
    }

    /// Whether a box at `x`, `width` points wide, follows the readable width: it is the readable
    /// width wide (``readableWidth``, within `tolerance`) and drawn either centred on a
    /// reference width (the 672pt list from 81pt to 753pt on an 834pt iPad) or from a leading
    /// container line: a margin (declared, or 16, 20 or 48pt) or, on an iPhone held in landscape,
    /// the safe area plus a margin (the 672pt text from 75pt on an 852pt iPhone 15).
    ///
    /// Guideline 000 (Readable Regular Width) makes 672pt the largest inner width of components, a
    /// maximum and not a size: such a component stretches up to it, as
    /// `"resizing": {"width": "fill", "maxWidth": 672}` says explicitly, and is narrower in a
    /// narrower window (a 678pt Split View pane, an iPhone SE in landscape).
    ///
    /// - Complexity: O(landscape insets).
    func followsReadableWidth(
        x: Double?, width: Double, declaredMargins: (leading: Double, trailing: Double)?, tolerance: Double = 0.5
    ) -> Bool {
        guard let x, x > 0.5, abs(width - Self.readableWidth) <= tolerance else { return false }
        if ReferenceWidths.all.contains(x + width + x, within: tolerance) { return true }
        if Self.same(x, compactMargin) || Self.same(x, regularMargin) || Self.same(x, fullWidthMargin) {
            return true
        }
        if let declaredMargins, Self.same(x, declaredMargins.leading) { return true }
        return SafeAreas.isLandscapeInset(x, margins: (compactMargin, regularMargin))
    }
}

extension ReferenceWidths {
    /// Whether `width` is within `tolerance` points (at most one) of a reference width.
    ///
    /// - Complexity: O(1) for a width up to two points past the largest; O(log n) otherwise.
    func contains(_ width: Double, within tolerance: Double) -> Bool {
        // ``contains(_:)`` finds every width within a point; a larger tolerance would miss some.
        let tolerance = min(tolerance, 1)
        var low: Int
        if width >= 0, width < Double(starts.count) {
            low = Int(starts[Int(width)])
        } else {
            low = 0
            var high = sorted.count
            while low < high {
                let middle = (low + high) / 2
                if sorted[middle] < width - 1 { low = middle + 1 } else { high = middle }
            }
        }
        while low < sorted.count, sorted[low] <= width + 1 {
            if abs(sorted[low] - width) <= tolerance { return true }
            low += 1
        }
        return false
    }
}
