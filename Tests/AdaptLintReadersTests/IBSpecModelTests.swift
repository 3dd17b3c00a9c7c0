import AdaptJSON
import AdaptLintCore
import Testing

@testable import AdaptLintReaders

/// The spec model the linter builds from a document is the one `adaptlint import` writes: built
/// directly or decoded from the written JSON, the rules see the same screen.
@Suite struct IBSpecModelTests {
    /// A storyboard scene with a table cell holding a switch, a size-class variation, an action, an
    /// accessibility label, a scroll view holding a text view and a web view, and a bar button item
    /// with a custom view.
    static let scene = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="1" targetRuntime="iOS.CocoaTouch">
            <scenes><scene sceneID="s1"><objects>
                <viewController title="Settings" id="vc-00-aaa">
                    <view key="view" id="v-00-aaa"><rect key="frame" x="0" y="0" width="375" height="667"/>
                        <subviews>
                            <tableView id="tbl-00-aaa" rowHeight="44"><rect key="frame" x="0" y="20" width="375" height="600"/>
                                <prototypes>
                                    <tableViewCell id="cel-00-aaa"><rect key="frame" x="0" y="28" width="375" height="44"/>
                                        <tableViewCellContentView key="contentView" id="ctv-00-aaa"><rect key="frame" x="0" y="0" width="375" height="44"/>
                                            <subviews>
                                                <switch id="swi-00-aaa"><rect key="frame" x="300" y="6" width="51" height="31"/>
                                                    <connections><action selector="toggle:" destination="vc-00-aaa" eventType="valueChanged" id="a0"/></connections>
                                                </switch>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                            <button userLabel="Back" id="btn-00-aaa"><rect key="frame" x="10" y="620" width="30" height="30"/>
                                <accessibility key="accessibilityConfiguration" label="Go back"/>
                                <connections><action selector="back:" destination="vc-00-aaa" eventType="touchUpInside" id="a1"/></connections>
                            </button>
                            <label hidden="YES" text="Tip" id="lbl-00-aaa"><rect key="frame" x="16" y="300" width="200" height="21"/>
                                <variation key="widthClass=regular" hidden="NO"/>
                            </label>
                            <scrollView id="scr-00-aaa"><rect key="frame" x="0" y="400" width="375" height="200"/>
                                <subviews>
                                    <textView text="Notes" id="txt-00-aaa"><rect key="frame" x="16" y="8" width="343" height="120"/></textView>
                                    <wkWebView id="web-00-aaa"><rect key="frame" x="16" y="136" width="343" height="300"/></wkWebView>
                                </subviews>
                            </scrollView>
                        </subviews>
                    </view>
                    <navigationItem key="navigationItem" id="nav-00-aaa">
                        <barButtonItem key="leftBarButtonItem" id="bbi-00-aaa">
                            <button key="customView" id="cls-00-aaa" userLabel="Close"><rect key="frame" x="16" y="12" width="20" height="20"/>
                            <connections><action selector="close:" destination="vc-00-aaa" eventType="touchUpInside" id="a2"/></connections></button>
                        </barButtonItem>
                    </navigationItem>
                </viewController>
            </objects></scene></scenes>
        </document>
        """

    static let apps: [AppFacts?] = [
        nil, AppFacts(orientations: [.iphone: [.portrait], .ipad: [.landscapeRight, .portrait]]),
        AppFacts(orientations: [.iphone: [.portrait]], deviceFamilies: [.iphone], requiresFullScreenOnPad: true),
    ]

    @Test(arguments: [("Main.storyboard", scene), ("Player~ipad.xib", Fixtures.xib(Fixtures.tinyButton))], apps)
    func theBuiltSpecIsTheWrittenSpecDecoded(document: (path: String, text: String), app: AppFacts?) throws {
        let screens = try #require(Fixtures.screens(document.text, path: document.path))
        #expect(!screens.isEmpty)
        for screen in screens {
            let written = IBSpecWriter.write(screen, document: document.path, app: app)
            let decoded = try SpecDecoder.decode(JSONParser.parse(written)).get()
            let built = ScreenSpecBuilder.build(screen.draft(app: app)).spec
            #expect(Self.summary(built) == Self.summary(decoded))
            #expect(Self.summary(built).count > 4)
        }
    }

    @Test func everyNodeOfAComponentIsAtItsElement() throws {
        let screen = try #require(Fixtures.screens(Self.scene, path: "Main.storyboard")?.first)
        let (spec, places) = ScreenSpecBuilder.build(screen.draft(app: nil))
        for component in spec.componentIndex.components {
            let place = places[component.node]
            #expect(screen.components[place].componentID == component.id.value)
            for node in [component.id.node, component.type.node, component.frame?.node, component.frame?.height.node] {
                if let node { #expect(places[node] == place) }
            }
            #expect(component.displayName == screen.components[place].messageName)
        }
        #expect(places[spec.node] == -1)
        #expect(places[spec.layouts[0].node] == -1)
    }

    /// What the rules read of a spec, one line per layout and component.
    static func summary(_ spec: ScreenSpec) -> [String] {
        var lines = [
            "screen \(spec.screen.value) source \(spec.source?.value.rawValue ?? "-") full \(spec.isFullScreenOnlyOnPad)",
            "phone \(spec.supportedOrientations(on: .phone).map(\.value.rawValue))",
            "pad \(spec.supportedOrientations(on: .pad).map(\.value.rawValue))",
        ]
        func box(_ box: Box?) -> String {
            guard let box else { return "-" }
            return "\(box.x?.value ?? -1),\(box.y?.value ?? -1),\(box.width.value),\(box.height.value)"
        }
        func add(_ list: ComponentList, depth: Int) {
            for component in list {
                lines.append(
                    String(repeating: " ", count: depth)
                        + "\(component.id.value) \(component.type.value.rawValue) frame \(box(component.frame)) size \(box(component.size)) hit \(box(component.hitArea)) interactive \(component.interactive?.value.description ?? "-") \(component.isInteractive) shows \(component.shows.map(\.value)) actions \(component.actions.map(\.value)) visible \(component.visibleItems?.value ?? -1)"
                )
                add(component.children, depth: depth + 1)
            }
        }
        for layout in spec.layouts {
            lines.append("\(layout.label) idiom \(layout.when?.idiom?.value.rawValue ?? "-")")
            add(layout.components, depth: 1)
        }
        return lines
    }
}
