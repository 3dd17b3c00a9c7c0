import AdaptLintCore
import Testing

@testable import AdaptLintReaders

/// UIKit's scrolling views read as the spec's scrolling components, each from a small document
/// written for the test: text views and scroll views are `scrollView` unless their scrolling is off,
/// web views are `webView`, and the views inside them are still read.
@Suite struct InterfaceBuilderScrollingTests {
    static func components(_ body: String) throws -> [IBComponent] {
        try #require(Fixtures.screens(Fixtures.xib(body), path: "A.xib")?.first).components
    }

    static func textView(_ attributes: String = "") -> String {
        #"<textView id="txt-00-aaa" text="Terms" \#(attributes)><rect key="frame" x="0" y="40" width="375" height="620"/></textView>"#
    }

    @Test func aTextViewScrollsUnlessItsScrollingIsOff() throws {
        for attributes in ["", #"editable="NO""#] {
            let view = try #require(try Self.components(Self.textView(attributes)).first)
            #expect(view.type == .scrollView)
            // It still shows its text, as a label does.
            #expect(view.shows == ["Terms"])
            #expect(view.messageName == "text view 'Terms' (txt-00-aaa)")
        }
        let fixed = try #require(try Self.components(Self.textView(#"scrollEnabled="NO""#)).first)
        #expect(fixed.type == .text && fixed.shows == ["Terms"])
    }

    static let scrollView = """
        <scrollView id="scr-00-aaa"><rect key="frame" x="0" y="64" width="375" height="603"/><subviews>
        <button id="btn-00-aaa"><rect key="frame" x="16" y="700" width="343" height="50"/>
        <connections><action selector="save:" destination="-1" eventType="touchUpInside" id="a1"/></connections></button>
        </subviews><connections><outlet property="delegate" destination="-1" id="o1"/></connections></scrollView>
        """

    @Test func aScrollViewHoldsItsSubviewsAndShowsNothingOfItsOwn() throws {
        let components = try Self.components(Self.scrollView)
        #expect(components.map(\.type) == [.scrollView, .button])
        #expect(components[1].parent == 0)
        #expect(components[1].frame?.y == 764)
        #expect(components[0].shows.isEmpty && components[0].interactive == nil)
        // With its scrolling off it is a plain container: the button is at the top level.
        let fixed = try Self.components(
            Self.scrollView.replacingOccurrences(of: #"id="scr-00-aaa""#, with: #"id="scr-00-aaa" scrollEnabled="NO""#))
        #expect(fixed.map(\.type) == [.button] && fixed[0].parent == nil)
    }

    @Test(arguments: ["wkWebView", "webView"])
    func aWebViewIsAWebView(_ element: String) throws {
        let body =
            #"<\#(element) id="web-00-aaa"><rect key="frame" x="0" y="0" width="375" height="667"/></\#(element)>"#
        #expect(try Self.components(body).map(\.type) == [.webView])
    }

    /// The spec `adaptlint import` writes for a text view drawn past the bottom of small iPhones,
    /// maintained by hand from then on (no `source`) and marked as not scrolling.
    static func maintainedSpec(_ body: String) throws -> [UInt8] {
        let written = try #require(Fixtures.specs(Fixtures.xib(body), path: "A.xib")?.first)
        let text = String(decoding: written, as: UTF8.self)
            .replacingOccurrences(of: #""source": "interfaceBuilder","#, with: "")
            .replacingOccurrences(of: #""importedFrom": "../A.xib","#, with: "")
            .replacingOccurrences(of: #""components": ["#, with: #""scrolls": false, "components": ["#)
        return Array(text.utf8)
    }

    @Test func theRulesTreatAScrollingTextViewAsScrolling() throws {
        func fits(_ body: String) throws -> [String] {
            let spec = try Self.maintainedSpec(body)
            return Linter(rules: Fixtures.allRules).lint(spec, path: "A.json").diagnostics.map(\.ruleID)
                .filter { $0 == "fits-without-scrolling" }
        }
        // Only its first row must be on screen: the rest scrolls inside it.
        #expect(try fits(Self.textView()).isEmpty)
        // A text view that does not scroll ends 660pt from the top, below a 568pt screen.
        #expect(try fits(Self.textView(#"scrollEnabled="NO""#)) == ["fits-without-scrolling"])
    }
}
