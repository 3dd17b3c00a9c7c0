/// iPad Split View and Slide Over: size classes and pane widths, transcribed by hand from
/// `../shared/reference/ipad-multitasking.md` (which cites every value; sources repeated below).
///
/// Scope: the classic iPadOS 9 to 18 modes. iPadOS 26's freely resizable windows have no
/// published point sizes and are not modelled.
public enum Multitasking {
    /// One cell group of Apple's split-view size-class table: a device row, a mode, and the size
    /// classes in each orientation (nil where the table says "N/A").
    public struct SplitViewEntry: Sendable, Hashable {
        /// The row label as the table prints it, e.g. "12.9” iPad Pro".
        public var row: String
        /// The screen size of that row's device, portrait points (from devices.json).
        public var screen: ScreenSize
        public var mode: MultitaskingMode
        public var portrait: SizeClassPair?
        public var landscape: SizeClassPair?
    }

    /// A measured pane width.
    public struct MeasuredWidth: Sendable, Hashable {
        public var screen: ScreenSize
        public var orientation: OrientationFamily
        public var mode: MultitaskingMode
        public var width: Double
        /// Who measured it, as cited by ipad-multitasking.md.
        public var sources: String
    }

    private static let compactRegular = SizeClassPair(horizontal: .compact, vertical: .regular)
    private static let regularRegular = SizeClassPair(horizontal: .regular, vertical: .regular)

    /// Apple HIG "Layout" > Specifications > Device size classes, split-view table (snapshot whose
    /// change log ends June 21, 2023), as quoted in ipad-multitasking.md section 1.
    public static let splitViewTable: [SplitViewEntry] = {
        let rows: [(String, ScreenSize, half: SizeClassPair)] = [
            ("12.9” iPad Pro", ScreenSize(width: 1024, height: 1366), regularRegular),
            ("11” iPad Pro", ScreenSize(width: 834, height: 1194), compactRegular),
            ("10.5” iPad Pro", ScreenSize(width: 834, height: 1112), compactRegular),
            ("9.7” iPad", ScreenSize(width: 768, height: 1024), compactRegular),
            ("7.9” iPad mini 4", ScreenSize(width: 768, height: 1024), compactRegular),
        ]
        return rows.flatMap { row, screen, half in
            [
                SplitViewEntry(
                    row: row, screen: screen, mode: .twoThirds, portrait: compactRegular, landscape: regularRegular),
                SplitViewEntry(row: row, screen: screen, mode: .half, portrait: nil, landscape: half),
                SplitViewEntry(
                    row: row, screen: screen, mode: .oneThird, portrait: compactRegular, landscape: compactRegular),
            ]
        }
    }()

    /// Slide Over: compact width, regular height in both orientations.
    public static let slideOverSizeClasses = compactRegular
    static let slideOverSource = "jazzychad, \"iPad Multitasking Size Classes\" (2015), measured on iOS 9"

    /// Pane widths measured by third parties (ipad-multitasking.md section 2). No Apple document
    /// lists split-view widths. Sources: sgl0v gist 3509f3ae628f4047cdb6 (iOS 9.2), macguru gist
    /// b7a01e3f0e9ae6f350d5 (iOS 11), qiita sawat1203 (iOS 9), Chromium
    /// multitasking_test_scene_delegate.mm, hacknicity (2018).
    public static let measuredWidths: [MeasuredWidth] = {
        let ipad = ScreenSize(width: 768, height: 1024)
        let pro129 = ScreenSize(width: 1024, height: 1366)
        let pro105 = ScreenSize(width: 834, height: 1112)
        let table: [(ScreenSize, OrientationFamily, MultitaskingMode, Double, String)] = [
            (ipad, .landscape, .twoThirds, 694, "sgl0v, qiita"),
            (ipad, .landscape, .half, 507, "sgl0v, macguru, qiita, Chromium"),
            (ipad, .landscape, .oneThird, 320, "sgl0v, macguru, qiita"),
            (ipad, .landscape, .slideOver, 320, "sgl0v, qiita"),
            (ipad, .portrait, .twoThirds, 438, "sgl0v, macguru, qiita"),
            (ipad, .portrait, .oneThird, 320, "sgl0v, macguru, qiita"),
            (ipad, .portrait, .slideOver, 320, "sgl0v, qiita, Chromium"),
            (pro129, .landscape, .twoThirds, 981, "qiita"),
            (pro129, .landscape, .half, 678, "sgl0v, qiita, Chromium"),
            (pro129, .landscape, .oneThird, 375, "sgl0v, macguru, qiita"),
            (pro129, .landscape, .slideOver, 375, "sgl0v, qiita"),
            (pro129, .portrait, .twoThirds, 639, "sgl0v, macguru, qiita"),
            (pro129, .portrait, .oneThird, 375, "sgl0v, macguru, qiita"),
            (pro129, .portrait, .slideOver, 375, "sgl0v, qiita, Chromium"),
            (pro105, .landscape, .half, 551, "macguru"),
            (pro105, .landscape, .oneThird, 320, "macguru"),
            (pro105, .portrait, .twoThirds, 504, "macguru"),
            (pro105, .portrait, .oneThird, 320, "macguru"),
            (pro105, .landscape, .slideOver, 320, "hacknicity"),
            (pro105, .portrait, .slideOver, 320, "hacknicity"),
        ]
        return table.map { MeasuredWidth(screen: $0.0, orientation: $0.1, mode: $0.2, width: $0.3, sources: $0.4) }
    }()
}
