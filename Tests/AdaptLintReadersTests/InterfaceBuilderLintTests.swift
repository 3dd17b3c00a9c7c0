import AdaptJSON
import AdaptLintCore
import AdaptLintReaders
import Foundation
import Testing

@Suite struct InterfaceBuilderLintTests {
    static let smallButton = """
                        <view contentMode="scaleToFill" id="bar-00-view">
                            <rect key="frame" x="16" y="100" width="120" height="24"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" id="i9n-fD-ncJ" userLabel="Backwards">
                                    <rect key="frame" x="10" y="0.0" width="24" height="24"/>
                                    <accessibility key="accessibilityConfiguration" label="Browse back"/>
                                    <connections>
                                        <action selector="onBack:" destination="-1" eventType="touchUpInside" id="a1"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
        """

    @Test func aSmallButtonIsReportedAtItsElementWithItsLabelAndID() throws {
        let text = Fixtures.xib(Self.smallButton)
        let result = Fixtures.lint(text)
        #expect(result.diagnostics.count == 1)
        let finding = try #require(result.diagnostics.first)
        #expect(finding.ruleID == "tap-target-size")
        #expect(finding.message == "tap target button 'Backwards' (i9n-fD-ncJ) is 24x24pt; make it at least 44x44pt")
        let line = try #require(Fixtures.line(of: "id=\"i9n-fD-ncJ\"", in: text))
        #expect(finding.location.start.line == line)
        #expect(finding.location.lineText.drop { $0 == " " }.hasPrefix("<button"))
        #expect(finding.location.start.column == finding.location.lineText.prefix { $0 == " " }.count + 1)
        // The element's object id names the finding in baselines and configured suppressions.
        #expect(finding.location.pointer == "#i9n-fD-ncJ")
        #expect(finding.fixes.isEmpty)
    }

    @Test func anIPadDocumentIsAdvisedSizeClassesAtItsRootViewWithoutFixes() throws {
        let text = Fixtures.xib("")
        let result = Fixtures.lint(text, path: "Player~ipad.xib")
        let finding = try #require(result.diagnostics.first { $0.ruleID == "no-idiom-layout" })
        #expect(
            finding.message
                == "view 'Player (Player~ipad.xib)' is in a document chosen by device idiom 'pad' (a ~ipad name, or an iPad name and runtime); use one document with size-class variations instead, so Split View and large iPhones get the right layout"
        )
        #expect(finding.location.pointer == "#root-00-view")
        #expect(finding.location.start.line == Fixtures.line(of: "id=\"root-00-view\"", in: text))
        #expect(finding.fixes.isEmpty)
        // The spec `adaptlint import` writes is a spec: there the advice names its keys, with fixes.
        let spec = try #require(Fixtures.specs(text, path: "Player~ipad.xib")?.first)
        let fromSpec = try #require(
            Linter(rules: Fixtures.allRules).lint(spec, path: "Player.json").diagnostics.first {
                $0.ruleID == "no-idiom-layout"
            })
        #expect(fromSpec.message.hasPrefix("layout 1 is chosen by device idiom 'pad'"))
        #expect(!fromSpec.fixes.isEmpty)
    }

    @Test func framesAreMadeAbsoluteFromTheParentsOrigins() throws {
        let screens = try #require(Fixtures.screens(Fixtures.xib(Self.smallButton)))
        let button = try #require(screens.first?.components.first { $0.objectID == "i9n-fD-ncJ" })
        #expect(button.frame?.x == 26)
        #expect(button.frame?.y == 100)
        #expect(button.actions == ["onBack:"])
        #expect(button.shows == ["Browse back"])
    }

    @Test func aRowTakesTapsOnItsWholeHeightSeparatorIncluded() {
        let body =
            #"<tableView id="tbl-00-aaa" rowHeight="44"><rect key="frame" x="0" y="0" width="375" height="600"/><prototypes><tableViewCell id="cel-00-aaa"><rect key="frame" x="0" y="28" width="375" height="43.5"/></tableViewCell></prototypes></tableView>"#
        #expect(Fixtures.lint(Fixtures.xib(body)).diagnostics.isEmpty)
    }

    @Test func aSliderIsMeasuredOnItsDrawingAsInASpec() {
        let body =
            #"<slider opaque="NO" id="sld-00-aaa"><rect key="frame" x="16" y="200" width="343" height="29"/></slider>"#
        #expect(
            Fixtures.lint(Fixtures.xib(body)).diagnostics.map(\.message) == [
                "tap target slider (sld-00-aaa) is 343x29pt; make it at least 44pt high"
            ])
    }

    static let compactHeightExcludes = """
                        <label opaque="NO" text="Total" id="lbl-00-sum">
                            <rect key="frame" x="16" y="300" width="200" height="21"/>
                            <accessibility key="accessibilityConfiguration" label="Order total"/>
                        </label>
                        <imageView contentMode="scaleAspectFit" image="hero" id="img-00-art">
                            <rect key="frame" x="16" y="340" width="200" height="100"/>
                        </imageView>
                    </subviews>
                    <variation key="heightClass=compact">
                        <mask key="subviews">
                            <exclude reference="\\(EXCLUDED)"/>
                        </mask>
                    </variation>
                    <subviews>
        """

    @Test func aLabelledViewExcludedInCompactHeightIsLostInformation() throws {
        let body = Self.compactHeightExcludes.replacingOccurrences(of: "\\(EXCLUDED)", with: "lbl-00-sum")
        let text = Fixtures.xib(body)
        let parity = Fixtures.lint(text).diagnostics.filter { $0.ruleID == "information-parity" }
        #expect(!parity.isEmpty)
        #expect(parity.allSatisfy { $0.message.contains("'Order total'") && $0.message.contains("compact height") })
        let line = try #require(Fixtures.line(of: "<view contentMode=\"scaleToFill\" id=\"root-00-view\"", in: text))
        #expect(parity.allSatisfy { $0.location.start.line == line })
    }

    @Test func aDecorativeImageExcludedInCompactHeightIsNotLostInformation() {
        let body = Self.compactHeightExcludes.replacingOccurrences(of: "\\(EXCLUDED)", with: "img-00-art")
        #expect(Fixtures.lint(Fixtures.xib(body)).diagnostics.isEmpty)
    }

    @Test func hiddenOverridesPerSizeClassDecideWhereAViewIsShown() throws {
        let body = """
                        <label hidden="YES" text="Tip" id="lbl-00-tip">
                            <rect key="frame" x="16" y="300" width="200" height="21"/>
                            <accessibility key="accessibilityConfiguration" label="Tip"/>
                            <variation key="widthClass=regular" hidden="NO"/>
                        </label>
            """
        let label = try #require(Fixtures.screens(Fixtures.xib(body))?.first?.components.first)
        #expect(label.cells == [.regularWidthRegularHeight, .regularWidthCompactHeight])
        let parity = Fixtures.lint(Fixtures.xib(body)).diagnostics.filter { $0.ruleID == "information-parity" }
        #expect(parity.contains { $0.message.contains("missing in compact width") })
    }

    @Test func anIPadOnlyDocumentIsAnIdiomChosenLayout() {
        let result = Fixtures.lint(Fixtures.xib(""), path: "Views/Player~ipad.xib")
        #expect(result.diagnostics.map(\.ruleID) == ["no-idiom-layout"])
        #expect(result.diagnostics.first?.message.contains("use one document with size-class variations") == true)
        // The iPad runtime chooses by idiom a document whose name says so: the twin the app loads on an iPad.
        let runtime = Fixtures.lint(Fixtures.xib("", runtime: "iOS.CocoaTouch.iPad"), path: "Views/Player_iPad.xib")
        #expect(runtime.diagnostics.map(\.ruleID) == ["no-idiom-layout"])
    }

    @Test(arguments: ["PlayerCell.xib", "Player_iPhone.xib", "Base.lproj/MainInterface.storyboard"])
    func theIPadRuntimeAloneDoesNotChooseByIdiom(_ path: String) throws {
        // A cell xib or an extension's storyboard designed for the iPad runtime is loaded on every device.
        let result = Fixtures.lint(Fixtures.xib("", runtime: "iOS.CocoaTouch.iPad"), path: path)
        #expect(!result.diagnostics.contains { $0.ruleID == "no-idiom-layout" })
        #expect(
            try #require(Fixtures.screens(Fixtures.xib("", runtime: "iOS.CocoaTouch.iPad"), path: path)?.first).idiom
                == nil)
    }

    @Test func framesInTheXcode8FrameInsetFormAreRead() throws {
        let body = """
                            <button id="old-00-btn"><frame key="frameInset" minX="8" minY="12" width="30" height="30"/></button>
            """
        let result = Fixtures.lint(Fixtures.xib(body))
        #expect(
            result.diagnostics.map(\.message) == ["tap target button (old-00-btn) is 30x30pt; make it at least 44x44pt"]
        )
    }

    @Test func aPlainDocumentWithoutControlsHasNoFinding() {
        #expect(Fixtures.lint(Fixtures.xib("")).diagnostics.isEmpty)
    }
}
