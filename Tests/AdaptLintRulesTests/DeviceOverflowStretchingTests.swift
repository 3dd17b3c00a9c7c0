import AdaptLintCore
import AdaptLintRules
import AdaptTestSupport
import Testing

/// The stretching that `device-overflow` infers from the drawing without a `resizing` key, for the
/// shapes a third outside corpus drew (issue 16 point 3): carousels from the margin to the edge,
/// readable-width blocks, a header beside its link, a title beside an icon, rounded columns.
/// Each case has a twin that must still overflow.
@Suite struct DeviceOverflowStretchingTests {
    /// A spec of one layout with a navigation bar across the whole `drawing` width and then the
    /// given components.
    static func spec(
        drawing: Double, when: String, margins: Double, orientations: String = #"["portrait"]"#, _ components: String
    ) -> String {
        """
        {
          "screen": "Test",
          "orientations": \(orientations),
          "layouts": [
            { "when": \(when), "margins": { "leading": \(margins), "trailing": \(margins) }, "components": [
              { "id": "navigationBar", "type": "navigationBar", "frame": { "x": 0, "y": 0, "width": \(drawing), "height": 44 } },
              \(components)
            ] }
          ]
        }
        """
    }

    static let phone = #"{ "width": "compact", "height": "regular" }"#
    static let landscape = #"{ "height": "compact" }"#
    static let pad = #"{ "width": "regular", "height": "regular" }"#
    static let landscapeOrientations = #"["landscapeLeft", "landscapeRight"]"#

    static func overflow(_ spec: String, on names: [String]? = nil) -> [String] {
        let devices = names.map { $0.compactMap(DeviceCatalog.device(named:)) } ?? DeviceCatalog.all
        return DeviceRuleHarness.lint(spec, with: DeviceOverflowRule(devices: devices)).map(\.message)
    }

    /// Gap 1: a carousel from the leading margin to the trailing edge of its drawing stretches;
    /// a row from the margin that ends at another screen's width (320pt) on a 375pt drawing does not.
    @Test func carouselFromTheMarginToTheTrailingEdgeStretches() {
        let carousel =
            #"{ "id": "shelf", "type": "carousel", "frame": { "x": 16, "y": 60, "width": 377, "height": 160 } }"#
        #expect(Self.overflow(Self.spec(drawing: 393, when: Self.phone, margins: 16, carousel)) == [])
        let pad = #"{ "id": "shelf", "type": "carousel", "frame": { "x": 48, "y": 60, "width": 786, "height": 160 } }"#
        #expect(Self.overflow(Self.spec(drawing: 834, when: Self.pad, margins: 48, pad)) == [])
        let short = #"{ "id": "contact", "type": "cell", "frame": { "x": 16, "y": 60, "width": 304, "height": 44 } }"#
        let found = Self.overflow(
            Self.spec(drawing: 375, when: Self.phone, margins: 16, short), on: ["iPhone SE (1st generation)"])
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("component 'contact' overflows by 16pt") == true, "\(found)")
    }

    /// Gap 5 and the 672pt blocks of gap 2: a component exactly the readable width, centred on
    /// an iPad or starting at the safe area plus margin of a landscape iPhone, stretches up to
    /// 672pt; 700pt centred, or 672pt pinned with `"width": "fixed"`, keeps its width.
    @Test func readableWidthBlocksStretchUpToTheReadableWidth() {
        func centred(_ width: Double, resizing: String = "") -> String {
            let x = (834 - width) / 2
            // In landscape, its 1/2 Split View pane is 678pt wide and regular.
            return Self.spec(
                drawing: 834, when: Self.pad, margins: 48, orientations: Self.landscapeOrientations,
                #"{ "id": "alarms", "type": "list", "frame": { "x": \#(x), "y": 60, "width": \#(width), "height": 384 }\#(resizing) }"#
            )
        }
        let halfSplit = ["iPad Pro 12.9-inch (1st-6th generation)"]
        #expect(Self.overflow(centred(672), on: halfSplit) == [])
        #expect(Self.overflow(centred(700), on: halfSplit).count == 1)
        #expect(Self.overflow(centred(672, resizing: #", "resizing": { "width": "fixed" }"#), on: halfSplit).count == 1)
        let text = #"{ "id": "whatsNew", "type": "text", "frame": { "x": 75, "y": 60, "width": 672, "height": 88 } }"#
        let phone = Self.spec(
            drawing: 852, when: Self.landscape, margins: 16, orientations: Self.landscapeOrientations, text)
        #expect(Self.overflow(phone, on: ["iPhone SE (1st generation)"]) == [])
        // 100pt from the edge is no margin, safe area or safe area plus margin, nor centred.
        let odd = phone.replacingOccurrences(of: #""x": 75"#, with: #""x": 100"#)
        #expect(Self.overflow(odd, on: ["iPhone SE (1st generation)"]).count == 1)
    }

    /// Gap 3, a row: a header beside its link across the 672pt readable width stretches, the link
    /// keeping its 120pt; two buttons there keep both widths and overflow the iPhone SE.
    @Test func headerBesideItsLinkAtTheReadableWidthTakesTheRest() {
        func row(headerType: String) -> String {
            Self.spec(
                drawing: 852, when: Self.landscape, margins: 16, orientations: Self.landscapeOrientations,
                """
                { "id": "whatsNewHeader", "type": "\(headerType)", "frame": { "x": 75, "y": 60, "width": 552, "height": 28 } },
                { "id": "versionHistory", "type": "link", "frame": { "x": 627, "y": 52, "width": 120, "height": 44 } }
                """)
        }
        #expect(Self.overflow(row(headerType: "header"), on: ["iPhone SE (1st generation)"]) == [])
        let found = Self.overflow(row(headerType: "button"), on: ["iPhone SE (1st generation)"])
        #expect(
            found == [
                "components 'whatsNewHeader' and 'versionHistory' side by side overflow by 136pt on iPhone SE (1st generation) in landscape; they need 672pt but only 536pt fit, so stack them or let one stretch with \"resizing\": {\"width\": \"fill\"}"
            ])
    }

    /// Gap 3, beside an icon: a title from the right of the app icon to the trailing safe area plus
    /// margin, above the GET button (so the three form no row), takes the width the icon leaves;
    /// a title that stops short of the margin keeps its width.
    @Test func titleBesideItsIconRunningToTheMarginTakesTheRest() {
        func header(titleWidth: Double) -> String {
            Self.spec(
                drawing: 852, when: Self.landscape, margins: 16, orientations: Self.landscapeOrientations,
                """
                { "id": "appIcon", "type": "image", "frame": { "x": 75, "y": 60, "width": 96, "height": 96 } },
                { "id": "appTitle", "type": "header", "frame": { "x": 187, "y": 60, "width": \(titleWidth), "height": 52 } },
                { "id": "getButton", "type": "button", "frame": { "x": 187, "y": 126, "width": 80, "height": 30 } }
                """)
        }
        #expect(Self.overflow(header(titleWidth: 590), on: ["iPhone SE (1st generation)"]) == [])
        let found = Self.overflow(header(titleWidth: 573), on: ["iPhone SE (1st generation)"])
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("component 'appTitle' overflows by 37pt") == true, "\(found)")
    }

    /// Gap 4: two equal cards rounded to whole points, a point short of the trailing margin,
    /// are columns that fill the row; two that stop 3pt short are not.
    @Test func equalColumnsRoundedToWholePointsStillFillTheRow() {
        func cards(width: Double) -> String {
            Self.spec(
                drawing: 393, when: Self.phone, margins: 16,
                """
                { "id": "today", "type": "card", "frame": { "x": 16, "y": 60, "width": \(width), "height": 80 } },
                { "id": "scheduled", "type": "card", "frame": { "x": \(24 + width), "y": 60, "width": \(width), "height": 80 } }
                """)
        }
        #expect(Self.overflow(cards(width: 176), on: ["iPhone SE (1st generation)"]) == [])
        let found = Self.overflow(cards(width: 174), on: ["iPhone SE (1st generation)"])
        #expect(found.count == 1)
        #expect(
            found.first?.hasPrefix("components 'today' and 'scheduled' side by side overflow by 68pt") == true,
            "\(found)")
    }
}
