import AdaptJSON
import AdaptLintCore
import Foundation
import Testing

@testable import AdaptLintReaders

/// Geometry as UIKit resolves it, what takes taps, tap areas an app made, and containment, each from a
/// small document written for the test.
@Suite struct InterfaceBuilderGeometryTests {
    /// The tap-target-size messages of a xib holding `body`.
    static func tapMessages(_ body: String) -> [String] {
        Fixtures.lint(Fixtures.xib(body)).diagnostics.filter { $0.ruleID == "tap-target-size" }.map(\.message)
    }

    /// The components of the first screen of a xib holding `body`.
    static func components(_ body: String) throws -> [IBComponent] {
        return try #require(Fixtures.screens(Fixtures.xib(body), path: "A.xib")?.first).components
    }

    static func table(_ cells: String, attributes: String = #"rowHeight="44""#) -> String {
        """
        <tableView id="tbl-00-aaa" \(attributes)><rect key="frame" x="0" y="0" width="375" height="600"/>
        <prototypes>\(cells)</prototypes></tableView>
        """
    }

    @Test func requiredSizeConstraintsWinOverAStaleFrame() throws {
        let body = """
            <button id="btn-00-big"><rect key="frame" x="10" y="10" width="48" height="33"/>
            <constraints><constraint firstAttribute="width" constant="48" id="c1"/>
            <constraint firstAttribute="height" constant="48" id="c2"/></constraints></button>
            """
        #expect(Self.tapMessages(body).isEmpty)
        let button = try #require(try Self.components(body).first)
        #expect(button.frame?.height == 48 && button.frame?.y == 2.5)
        // A constraint that does not fix the size (a lower bound, a lower priority) leaves the frame.
        let loose = body.replacingOccurrences(
            of: #"firstAttribute="height""#, with: #"firstAttribute="height" relation="greaterThanOrEqual""#)
        #expect(Self.tapMessages(loose) == ["tap target button (btn-00-big) is 48x33pt; make it at least 44pt high"])
        let optional = body.replacingOccurrences(
            of: #"constant="48" id="c2""#, with: #"constant="48" priority="750" id="c2""#)
        #expect(Self.tapMessages(optional).count == 1)
    }

    @Test func aConstraintInTheParentNamingTheViewFixesItsSizeToo() {
        let body = """
            <view id="box-00-aaa"><rect key="frame" x="0" y="0" width="200" height="200"/><subviews>
            <button id="btn-00-aaa"><rect key="frame" x="10" y="10" width="30" height="30"/></button></subviews>
            <constraints><constraint firstItem="btn-00-aaa" firstAttribute="height" constant="44" id="c1"/>
            <constraint firstItem="btn-00-aaa" firstAttribute="width" constant="44" id="c2"/></constraints></view>
            """
        #expect(Self.tapMessages(body).isEmpty)
    }

    @Test func aRowIsAsHighAsTheTableOrCellSaysNotItsTemplateFrame() throws {
        let cell =
            #"<tableViewCell id="cel-00-aaa" rowHeight="77"><rect key="frame" x="0" y="28" width="375" height="43"/></tableViewCell>"#
        let row = try #require(try Self.components(Self.table(cell)).first { $0.objectID == "cel-00-aaa" })
        #expect(row.frame?.height == 77)
        let tableRow =
            #"<tableViewCell id="cel-00-bbb"><rect key="frame" x="0" y="28" width="375" height="43"/></tableViewCell>"#
        let fromTable = try Self.components(Self.table(tableRow, attributes: #"rowHeight="60""#))
        #expect(fromTable.first { $0.objectID == "cel-00-bbb" }?.frame?.height == 60)
    }

    @Test(arguments: ["43.5", "43.666666666666664"])
    func aSelfSizingRowOneSeparatorShortOfAPointIsThatPoint(_ height: String) {
        let cell =
            #"<tableViewCell id="cel-00-aaa"><rect key="frame" x="0" y="28" width="375" height="\#(height)"/></tableViewCell>"#
        #expect(Self.tapMessages(Self.table(cell, attributes: #"rowHeight="-1""#)).isEmpty)
        // Without separators the row is what is drawn.
        let noSeparators = Self.table(cell, attributes: #"rowHeight="-1" separatorStyle="none""#)
        #expect(Self.tapMessages(noSeparators).count == 1)
    }

    /// A cell whose content view Xcode drew `content` points high, holding a text field from its top
    /// to its bottom (inside a stack view) and a button that does not reach its edges.
    static func filledRow(content: String) -> String {
        """
        <tableViewCell id="cel-00-aaa"><rect key="frame" x="0" y="28" width="375" height="44"/>
        <tableViewCellContentView key="contentView" id="cnt-00-aaa"><rect key="frame" x="0" y="0" width="375" height="\(content)"/>
        <subviews><stackView id="stk-00-aaa"><rect key="frame" x="16" y="0" width="280" height="\(content)"/><subviews>
        <textField id="fld-00-aaa" placeholder="Name"><rect key="frame" x="40" y="0" width="240" height="\(content)"/></textField>
        </subviews></stackView>
        <button id="btn-00-aaa"><rect key="frame" x="300" y="1" width="60" height="41.5"/>
        <connections><action selector="go:" destination="-1" eventType="touchUpInside" id="a1"/></connections></button>
        </subviews></tableViewCellContentView></tableViewCell>
        """
    }

    @Test func aViewFillingItsCellsContentViewIsAsHighAsTheRow() throws {
        // The content view is the 44pt row less the separator's hairline: the field fills the row.
        let button = "tap target button (btn-00-aaa) is 60x41.5pt; make it at least 44pt high"
        #expect(Self.tapMessages(Self.table(Self.filledRow(content: "43.5"))) == [button])
        let field = try #require(
            try Self.components(Self.table(Self.filledRow(content: "43.5"))).first { $0.objectID == "fld-00-aaa" })
        #expect(field.frame?.y == 28 && field.frame?.height == 44)
        // A self-sizing row drawn 43.5pt high is a 44pt row too.
        let selfSizing = Self.table(
            Self.filledRow(content: "43.5").replacingOccurrences(of: #"height="44""#, with: #"height="43.5""#),
            attributes: #"rowHeight="-1""#)
        #expect(Self.tapMessages(selfSizing) == [button])
        // A content view shorter than its row by more than a 1x pixel leaves the field as drawn.
        #expect(
            Self.tapMessages(Self.table(Self.filledRow(content: "42.5"))) == [
                "tap target text field 'Name' (fld-00-aaa) is 240x42.5pt; make it at least 44pt high", button,
            ])
    }

    @Test func aContentViewAnOlderXcodeDrewAPointShortIsTheRowLessItsSeparator() throws {
        // Xcode 7 and earlier drew the content view of a 44pt row 43pt high (the separator's pixel at
        // 1x); UIKit lays it out a device pixel short of the row, so the field fills the row.
        let button = "tap target button (btn-00-aaa) is 60x41.5pt; make it at least 44pt high"
        #expect(Self.tapMessages(Self.table(Self.filledRow(content: "43"))) == [button])
        let field = try #require(
            try Self.components(Self.table(Self.filledRow(content: "43"))).first { $0.objectID == "fld-00-aaa" })
        #expect(field.frame?.y == 28 && field.frame?.height == 44)
        // A xib's cell, outside any table, is measured against its own frame the same way.
        #expect(Self.tapMessages(Self.filledRow(content: "43")) == [button])
    }

    @Test func aViewPinnedToTheTopAndBottomOfItsCellsContentViewIsAsHighAsTheRow() throws {
        // Xcode left the button's frame at 43pt; its constraints pin it to the content view's edges.
        func cell(_ bottom: String) -> String {
            """
            <tableViewCell id="cel-00-aaa"><rect key="frame" x="0" y="0" width="320" height="44"/>
            <tableViewCellContentView key="contentView" id="cnt-00-aaa"><rect key="frame" x="0" y="0" width="320" height="43.5"/>
            <subviews><button id="btn-00-aaa"><rect key="frame" x="0" y="0" width="320" height="43"/>
            <connections><action selector="go:" destination="-1" eventType="touchUpInside" id="a1"/></connections></button></subviews>
            <constraints><constraint firstItem="btn-00-aaa" firstAttribute="top" secondItem="cnt-00-aaa" secondAttribute="top" id="c1"/>
            \(bottom)</constraints></tableViewCellContentView></tableViewCell>
            """
        }
        let pinned = #"<constraint firstAttribute="bottom" secondItem="btn-00-aaa" secondAttribute="bottom" id="c2"/>"#
        #expect(Self.tapMessages(Self.table(cell(pinned))).isEmpty)
        // Pinned with a gap, or only at the top, it keeps the frame Xcode wrote.
        let message = "tap target button (btn-00-aaa) is 320x43pt; make it at least 44pt high"
        let gap = pinned.replacingOccurrences(of: #"id="c2""#, with: #"constant="1" id="c2""#)
        #expect(Self.tapMessages(Self.table(cell(gap))) == [message])
        #expect(Self.tapMessages(Self.table(cell(""))) == [message])
    }

    @Test func aButtonNothingWiresInARowIsNotATapTarget() throws {
        // A contact-add icon on an "add phone" row: the row is the control.
        let icon =
            #"<button buttonType="contactAdd" id="add-00-aaa"><rect key="frame" x="20" y="11" width="22" height="22"/></button>"#
        let cell = """
            <tableViewCell id="cel-00-aaa"><rect key="frame" x="0" y="28" width="375" height="44"/>
            <tableViewCellContentView key="contentView" id="cnt-00-aaa"><rect key="frame" x="0" y="0" width="375" height="43.5"/>
            <subviews>\(icon)</subviews></tableViewCellContentView></tableViewCell>
            """
        #expect(Self.tapMessages(Self.table(cell)).isEmpty)
        let button = try #require(try Self.components(Self.table(cell)).first { $0.objectID == "add-00-aaa" })
        #expect(button.interactive == false)
        // A tag or a custom class lets code reach it; outside a cell nothing shows what takes the tap.
        let small = "tap target button (add-00-aaa) is 22x22pt; make it at least 44x44pt"
        for reachable in [#"tag="7" id="add-00-aaa""#, #"customClass="AddButton" id="add-00-aaa""#] {
            let wired = cell.replacingOccurrences(of: #"id="add-00-aaa""#, with: reachable)
            #expect(Self.tapMessages(Self.table(wired)) == [small])
        }
        #expect(Self.tapMessages(icon) == [small])
    }

    @Test func messagesPrintAtMostTwoDecimals() {
        let body =
            #"<button id="btn-00-aaa"><rect key="frame" x="0" y="0" width="86.66666666666669" height="43.999999999999986"/></button>"#
        // Floating-point noise below a whole point is that point.
        #expect(Self.tapMessages(body).isEmpty)
        let small =
            #"<button id="btn-00-bbb"><rect key="frame" x="0" y="0" width="86.66666666666669" height="30.123456"/></button>"#
        #expect(
            Self.tapMessages(small) == ["tap target button (btn-00-bbb) is 86.67x30.12pt; make it at least 44pt high"])
    }

    @Test(arguments: [
        (
            "a 2pt progress-bar cell",
            Self.table(
                #"<tableViewCell id="cel-00-aaa" rowHeight="2"><rect key="frame" x="0" y="0" width="375" height="2"/><tableViewCellContentView key="contentView" id="cnt-00-aaa"><rect key="frame" x="0" y="0" width="375" height="2"/><subviews><progressView id="prg-00-aaa"><rect key="frame" x="0" y="0" width="375" height="2"/></progressView></subviews></tableViewCellContentView></tableViewCell>"#
            )
        ),
        (
            "a loading placeholder cell",
            Self.table(
                #"<tableViewCell id="cel-00-aaa" rowHeight="30"><rect key="frame" x="0" y="0" width="375" height="30"/><tableViewCellContentView key="contentView" id="cnt-00-aaa"><rect key="frame" x="0" y="0" width="375" height="30"/><subviews><activityIndicatorView id="spn-00-aaa"><rect key="frame" x="170" y="5" width="20" height="20"/></activityIndicatorView></subviews></tableViewCellContentView></tableViewCell>"#
            )
        ),
        (
            "a cell that cannot be selected",
            Self.table(
                #"<tableViewCell id="cel-00-aaa" selectionStyle="none" rowHeight="30"><rect key="frame" x="0" y="0" width="375" height="30"/></tableViewCell>"#
            )
        ),
        (
            "a disabled decorative button",
            #"<button enabled="NO" id="btn-00-aaa"><rect key="frame" x="0" y="0" width="20" height="20"/><accessibility key="accessibilityConfiguration"><bool key="isElement" value="NO"/></accessibility></button>"#
        ),
        (
            "a button without user interaction",
            #"<button userInteractionEnabled="NO" id="btn-00-aaa"><rect key="frame" x="0" y="0" width="20" height="20"/></button>"#
        ),
    ])
    func elementsThatProvablyTakeNoTapsAreNotTapTargets(_ name: String, _ body: String) {
        #expect(Self.tapMessages(body).isEmpty, "\(name)")
    }

    @Test(arguments: [
        (
            "a disabled button with an action",
            #"<button enabled="NO" id="btn-00-aaa"><rect key="frame" x="0" y="0" width="20" height="20"/><connections><action selector="go:" destination="-1" eventType="touchUpInside" id="a1"/></connections></button>"#
        ),
        (
            "a row with a disclosure indicator",
            Self.table(
                #"<tableViewCell id="cel-00-aaa" selectionStyle="none" accessoryType="disclosureIndicator" rowHeight="30"><rect key="frame" x="0" y="0" width="375" height="30"/></tableViewCell>"#
            )
        ),
    ])
    func elementsThatCanTakeTapsStayTapTargets(_ name: String, _ body: String) {
        #expect(Self.tapMessages(body).count == 1, "\(name)")
    }

    static let iconWithBigTapArea = """
        <view id="bar-00-aaa"><rect key="frame" x="0" y="100" width="375" height="60"/><subviews>
        <button id="ico-00-aaa" userLabel="Close"><rect key="frame" x="10" y="18" width="24" height="24"/>
        <state key="normal" image="close"/>
        <connections><action selector="close:" destination="-1" eventType="touchUpInside" id="a1"/></connections></button>
        <button id="tap-00-aaa" userLabel="Close Area"><rect key="frame" x="0" y="8" width="44" height="44"/>
        <connections><action selector="close:" destination="-1" eventType="touchUpInside" id="a2"/></connections></button>
        </subviews></view>
        """

    @Test func anEmptyButtonWithTheSameActionIsTheControlsTapArea() throws {
        #expect(Self.tapMessages(Self.iconWithBigTapArea).isEmpty)
        let components = try Self.components(Self.iconWithBigTapArea)
        let icon = try #require(components.first { $0.objectID == "ico-00-aaa" })
        #expect(icon.hitArea?.width == 44 && icon.hitArea?.height == 44)
        #expect(components.first { $0.objectID == "tap-00-aaa" }?.interactive == false)
        // A button that draws a title is a control of its own: the icon is still too small.
        let titled = Self.iconWithBigTapArea.replacingOccurrences(
            of: #"width="44" height="44"/>"#, with: #"width="44" height="44"/><state key="normal" title="Close"/>"#)
        #expect(Self.tapMessages(titled).count == 1)
    }

    /// A 32x32pt close button and, drawn after it in the same superview, a 52x52pt view of the app's
    /// class `TapProxy` centred on it; `attributes` go on that view.
    static func closeUnderProxy(_ attributes: String = "", after: Bool = true) -> String {
        let button = """
            <button id="cls-00-aaa"><rect key="frame" x="327" y="48" width="32" height="32"/>
            <state key="normal" image="close"/>
            <connections><action selector="close:" destination="-1" eventType="touchUpInside" id="a1"/></connections></button>
            """
        let proxy = """
            <view id="prx-00-aaa" customClass="TapProxy" \(attributes)><rect key="frame" x="317" y="38" width="52" height="52"/></view>
            """
        return after ? button + proxy : proxy + button
    }

    @Test func anEmptyViewOfTheAppsClassOnTopOfAControlIsItsTapArea() throws {
        #expect(Self.tapMessages(Self.closeUnderProxy()).isEmpty)
        let close = try #require(try Self.components(Self.closeUnderProxy()).first { $0.objectID == "cls-00-aaa" })
        #expect(close.hitArea?.width == 52 && close.hitArea?.height == 52)
        // Under the control, letting touches through, a UIKit class, or holding subviews, it is not.
        let message = "tap target button (cls-00-aaa) is 32x32pt; make it at least 44x44pt"
        #expect(Self.tapMessages(Self.closeUnderProxy(after: false)) == [message])
        #expect(Self.tapMessages(Self.closeUnderProxy(#"userInteractionEnabled="NO""#)) == [message])
        let uikit = Self.closeUnderProxy().replacingOccurrences(of: "TapProxy", with: "UIActivityIndicatorView")
        #expect(Self.tapMessages(uikit) == [message])
        let holding = Self.closeUnderProxy().replacingOccurrences(
            of: #"height="52"/></view>"#,
            with:
                #"height="52"/><subviews><label id="lbl-00-aaa" text="x"><rect key="frame" x="0" y="0" width="10" height="10"/></label></subviews></view>"#
        )
        #expect(Self.tapMessages(holding) == [message])
        // One that does not cover the control all over leaves it as drawn.
        let beside = Self.closeUnderProxy().replacingOccurrences(of: #"x="317""#, with: #"x="337""#)
        #expect(Self.tapMessages(beside) == [message])
        // A button that draws nothing the document knows of (its class draws it) gets the overlay too.
        let drawnByItsClass = Self.closeUnderProxy().replacingOccurrences(
            of: #"<state key="normal" image="close"/>"#, with: "")
        #expect(Self.tapMessages(drawnByItsClass).isEmpty)
    }

    static let fieldInCell = Self.table(
        """
        <tableViewCell id="cel-00-aaa" rowHeight="44"><rect key="frame" x="0" y="28" width="375" height="44"/>
        <tableViewCellContentView key="contentView" id="cnt-00-aaa"><rect key="frame" x="0" y="0" width="375" height="44"/>
        <subviews><textField id="fld-00-aaa" placeholder="Name"><rect key="frame" x="20" y="11" width="334" height="22"/></textField>
        </subviews></tableViewCellContentView></tableViewCell>
        """)

    @Test func aControlInACellIsNotTheCellsNeighbour() throws {
        #expect(
            Self.tapMessages(Self.fieldInCell) == [
                "tap target text field 'Name' (fld-00-aaa) is 334x22pt; make it at least 44pt high"
            ])
        let components = try Self.components(Self.fieldInCell)
        let field = try #require(components.firstIndex { $0.objectID == "fld-00-aaa" })
        let cell = try #require(components.firstIndex { $0.objectID == "cel-00-aaa" })
        #expect(components[field].parent == cell)
        #expect(components[cell].parent == components.firstIndex { $0.objectID == "tbl-00-aaa" })
        // The spec nests them as the document does.
        let specs = try #require(Fixtures.specs(Fixtures.xib(Self.fieldInCell), path: "A.xib"))
        let text = String(decoding: try #require(specs.first), as: UTF8.self)
        #expect(text.contains(#""id": "cel-00-aaa""#) && text.contains(#""children": ["#))
    }

    @Test func buttonsInABarButtonItemsCustomViewAreMeasured() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="1" targetRuntime="iOS.CocoaTouch">
                <scenes><scene sceneID="s1"><objects>
                    <viewController id="vc-00-aaa">
                        <view key="view" id="v-00-aaa"><rect key="frame" x="0" y="0" width="375" height="667"/></view>
                        <navigationItem key="navigationItem" id="nav-00-aaa">
                            <barButtonItem key="leftBarButtonItem" id="bbi-00-aaa">
                                <button key="customView" id="cls-00-aaa" userLabel="Close"><rect key="frame" x="16" y="12" width="20" height="20"/>
                                <connections><action selector="close:" destination="vc-00-aaa" eventType="touchUpInside" id="a1"/></connections></button>
                            </barButtonItem>
                            <barButtonItem key="rightBarButtonItem" title="Done" id="bbi-00-bbb">
                                <connections><action selector="done:" destination="vc-00-aaa" id="a2"/></connections>
                            </barButtonItem>
                        </navigationItem>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """
        let messages = Fixtures.lint(text, path: "Main.storyboard").diagnostics.map(\.message)
        #expect(messages == ["tap target button 'Close' (cls-00-aaa) is 20x20pt; make it at least 44x44pt"])
        let specs = try #require(Fixtures.specs(text, path: "Main.storyboard"))
        let spec = String(decoding: try #require(specs.first), as: UTF8.self)
        let done = try #require(spec.split(separator: "\n").first { $0.contains(#""id": "bbi-00-bbb""#) })
        #expect(done.contains(#""interactive": true"#))
        #expect(spec.contains(#""id": "cls-00-aaa""#) && spec.contains(#""size": { "width": 20, "height": 20 }"#))
    }

    @Test func aLabelOf64KiBIsCutAndTheDocumentIsLinted() {
        let label = String(repeating: "a", count: 65_536)
        let body =
            #"<label text="\#(label)" id="lbl-00-aaa"><rect key="frame" x="0" y="0" width="100" height="20"/></label>"#
        let body2 =
            body
            + #"<button userLabel="\#(label)" id="btn-00-aaa"><rect key="frame" x="0" y="100" width="20" height="20"/></button>"#
        let result = Fixtures.lint(Fixtures.xib(body2))
        #expect(result.diagnostics.map(\.ruleID) == ["tap-target-size"])
        #expect(result.diagnostics.first?.message.contains(String(repeating: "a", count: 200) + "…") == true)
        // A long object id, device id or element name is cut too: the spec stays valid JSON.
        let long = String(repeating: "i", count: 65_536)
        let ids = Fixtures.xib(
            #"<button id="\#(long)"><rect key="frame" x="0" y="0" width="20" height="20"/></button>"#
        )
        .replacingOccurrences(of: #"<device id="retina4_7""#, with: #"<device id="\#(long)""#)
        let rules = Fixtures.lint(ids).diagnostics.map(\.ruleID)
        #expect(rules == ["tap-target-size"], "\(rules)")
    }

    @Test func deeplyNestedLabelledViewsStayWithinTheSpecsNestingLimit() {
        let levels = 120
        var body = ""
        for level in 0..<levels {
            body +=
                #"<view id="v\#(level)"><rect key="frame" x="0" y="0" width="300" height="300"/><accessibility key="accessibilityConfiguration" label="Level \#(level)"/><subviews>"#
        }
        body += #"<button id="btn-00-aaa"><rect key="frame" x="0" y="0" width="20" height="20"/></button>"#
        body += String(repeating: "</subviews></view>", count: levels)
        let rules = Fixtures.lint(Fixtures.xib(body)).diagnostics.map(\.ruleID)
        #expect(rules == ["tap-target-size"], "\(rules)")
        // However deep the document, components nest at most `maximumNesting` deep in the spec.
        let components = (try? Self.components(body)) ?? []
        #expect(components.count == levels + 1)
        let deepest = components.indices.map { start in
            var depth = 0
            var at = components[start].parent
            while let parent = at {
                depth += 1
                at = components[parent].parent
            }
            return depth
        }.max()
        #expect(deepest == IBViewWalker.maximumNesting, "\(deepest ?? -1)")
    }

    // MARK: Work bounds (counted, not timed)

    @Test func repeatedObjectIDsAreMadeUniqueInLinearWork() {
        let count = 60_000
        let components = (0..<count).map { index in
            IBComponent(
                objectID: "same", elementName: "button", type: .button, label: nil, frame: (0, Double(index), 50, 50),
                cells: .all, offset: index)
        }
        let work = IBWork()
        let unique = IBDocumentReader.uniqueIDs(components, work: work)
        #expect(Set(unique.map(\.componentID)).count == count)
        #expect(work.idProbes <= 2 * count, "\(work.idProbes) probes")
    }

    @Test func overlaysAreComparedWithinTheTapAreaBound() {
        // 400 small buttons under 400 overlays that cover none of them: every pair would be compared
        // without the bound.
        var components: [IBComponent] = []
        for index in 0..<400 {
            var button = IBComponent(
                objectID: "b\(index)", elementName: "button", type: .button, label: nil,
                frame: (Double(index) * 50, 0, 20, 20), cells: .all, offset: index)
            button.superview = "root"
            components.append(button)
        }
        let overlays = (0..<400).map { index in
            IBTapAreas.Overlay(superview: "root", frame: (Double(index) * 50, 100, 60, 60), offset: 1_000 + index)
        }
        let work = IBWork()
        IBTapAreas.apply(&components, overlays: overlays, work: work)
        #expect(work.tapAreaComparisons == IBTapAreas.maximumComparisons, "\(work.tapAreaComparisons) pairs")
        #expect(components.allSatisfy { $0.hitArea == nil })
    }

    @Test func aLargeVariationMaskIsReadInLinearWork() {
        let count = 20_000
        var views = ""
        var mask = ""
        for index in 0..<count {
            views +=
                #"<label text="x" id="l\#(index)"><rect key="frame" x="0" y="\#(index)" width="10" height="10"/></label>"#
            mask += #"<exclude reference="l\#(index)"/>"#
        }
        let body =
            views
            + #"</subviews><variation key="heightClass=compact"><mask key="subviews">\#(mask)</mask></variation><subviews>"#
        let root = try? XMLTree.parse(Array(Fixtures.xib(body).utf8), limits: .default)
        guard let root else {
            Issue.record("the document does not parse")
            return
        }
        var reader = IBDocumentReader(root: root, fileName: "A.xib")
        let work = IBWork()
        reader.work = work
        guard case .screens(let screens) = reader.read() else {
            Issue.record("expected screens")
            return
        }
        #expect(screens.first?.components.count == count)
        // Each entry read once, and each subview looked up once per variation and size class.
        #expect(work.maskSteps <= count + 4 * count, "\(work.maskSteps) steps")
    }

    /// The severities of the tap-target-size findings of a xib holding `body`.
    static func tapSeverities(_ body: String) -> [Severity] {
        Fixtures.lint(Fixtures.xib(body)).diagnostics.filter { $0.ruleID == "tap-target-size" }.map(\.severity)
    }

    /// Xcode draws a switch at the size of the iOS it targets: 51x31pt up to iOS 18, 63x28pt from
    /// iOS 26, 49x31pt where Auto Layout used the intrinsic size of iOS 10. Each is the switch at its
    /// system size (a note). UIKit ignores the size of a switch's frame, so a smaller frame that no
    /// constraint sets is the switch at its system size too; one that a required constraint makes
    /// smaller than every system size is an error.
    @Test(arguments: [
        ("51", "31", "", Severity.note), ("63", "28", "", .note), ("49", "31", "", .note), ("63", "40", "", .note),
        ("47", "31", "", .note), ("62", "28", "", .note), ("40", "24", "", .note),
        ("47", "31", #"<constraint firstAttribute="width" constant="47" id="c1"/>"#, .error),
        ("51", "24", #"<constraint firstAttribute="height" constant="24" id="c1"/>"#, .error),
    ])
    func aSwitchAtTheSystemSizeOfAnyEraIsANote(
        _ width: String, _ height: String, _ constraint: String, _ severity: Severity
    ) {
        let constraints = constraint.isEmpty ? "" : "<constraints>\(constraint)</constraints>"
        let body = """
            <switch opaque="NO" id="swi-00-aaa"><rect key="frame" x="300" y="100" width="\(width)" height="\(height)"/>\(constraints)
            <connections><action selector="toggle:" destination="-1" eventType="valueChanged" id="a1"/></connections></switch>
            """
        #expect(Self.tapSeverities(body) == [severity], "\(width)x\(height) \(constraint)")
    }

    /// A switch in a stack view 30pt high, drawn 51x30pt, and one Xcode drew 52x28pt, neither sized by a
    /// constraint: UIKit draws each at 51x31pt, on the centre of its frame.
    @Test(arguments: [("51", "30"), ("52", "28")])
    func aSwitchNoConstraintSizesIsReadAtItsSystemSize(_ width: String, _ height: String) throws {
        let body = """
            <stackView opaque="NO" id="stk-00-aaa"><rect key="frame" x="300" y="7" width="49" height="30"/><subviews>
            <switch opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="swi-00-aaa"><rect key="frame" x="0" y="0" width="\(width)" height="\(height)"/>
            <connections><action selector="toggle:" destination="-1" eventType="valueChanged" id="a1"/></connections></switch>
            </subviews></stackView>
            """
        let diagnostics = Fixtures.lint(Fixtures.xib(body)).diagnostics.filter { $0.ruleID == "tap-target-size" }
        #expect(diagnostics.map(\.severity) == [.note], "\(diagnostics.map(\.message))")
        let message = try #require(diagnostics.first?.message)
        #expect(
            message.hasPrefix("switch (swi-00-aaa) is a switch drawn at 51x31pt, the size UIKit fixes for it"),
            "\(message)")
    }

    /// A xib whose top-level object is a 145x25pt collection view cell holding a 12x12pt close button.
    static let chipCell = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="1" targetRuntime="iOS.CocoaTouch">
        <device id="retina4_7" orientation="portrait"/>
        <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <collectionViewCell id="chp-00-aaa" reuseIdentifier="Chip"><rect key="frame" x="0" y="0" width="145" height="25"/>
        <view key="contentView" id="cnt-00-aaa"><rect key="frame" x="0" y="0" width="145" height="25"/><subviews>
        <label text="Name" id="lbl-00-aaa"><rect key="frame" x="4" y="4" width="100" height="17"/></label>
        <button id="cls-00-aaa"><rect key="frame" x="129" y="6" width="12" height="12"/>
        <state key="normal" image="close"/>
        <connections><action selector="remove:" destination="chp-00-aaa" eventType="touchUpInside" id="a1"/></connections></button>
        </subviews></view></collectionViewCell>
        </objects></document>
        """

    @Test func aCollectionViewCellOutsideACollectionViewIsNotATapTarget() throws {
        // Its layout sizes it and its delegate decides whether selecting it does anything, both in code:
        // only its own control is judged.
        let messages = Fixtures.lint(Self.chipCell).diagnostics.filter { $0.ruleID == "tap-target-size" }.map(\.message)
        #expect(messages == ["tap target button (cls-00-aaa) is 12x12pt; make it at least 44x44pt"], "\(messages)")
        // In a collection view of the document, the same cell is laid out there and stays a tap target.
        let cell =
            #"<collectionViewCell id="chp-00-bbb"><rect key="frame" x="0" y="0" width="145" height="25"/></collectionViewCell>"#
        let grid = """
            <collectionView id="grd-00-aaa"><rect key="frame" x="0" y="0" width="375" height="300"/>
            <collectionViewFlowLayout key="collectionViewLayout" id="lay-00-aaa"><size key="itemSize" width="145" height="25"/></collectionViewFlowLayout>
            <cells>\(cell)</cells></collectionView>
            """
        #expect(
            Self.tapMessages(grid) == [
                "tap target collection view cell (chp-00-bbb) is 145x25pt; make it at least 44pt high"
            ])
    }
}
