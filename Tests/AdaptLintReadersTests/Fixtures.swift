import AdaptLintCore
import AdaptLintReaders
import AdaptLintRules

/// Small Interface Builder documents written for these tests (not taken from any project).
enum Fixtures {
    /// A xib with one root view designed on an iPhone 8, holding `body` inside its subviews.
    static func xib(_ body: String, runtime: String = "iOS.CocoaTouch") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="1" targetRuntime="\(runtime)">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root-00-view" userLabel="Player">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
        \(body)
                    </subviews>
                </view>
            </objects>
        </document>
        """
    }

    /// Every rule at its default severity.
    static var allRules: [EnabledRule] { RuleRegistry.rules.map { EnabledRule(rule: $0.init()) } }

    /// A 20x20pt button.
    static let tinyButton = """
                        <button opaque="NO" id="btn-00-aaa"><rect key="frame" x="0" y="0" width="20" height="20"/></button>
        """

    /// Lints `text` as the document `path` with every rule.
    static func lint(_ text: String, path: String = "Player.xib") -> FileResult {
        InterfaceBuilderLinter.lint(Array(text.utf8), path: path, linter: Linter(rules: allRules))
    }

    /// The screens of `text`, read as the document `path`; nil when it is not read.
    static func screens(_ text: String, path: String = "Player.xib") -> [IBScreen]? {
        guard case .screens(let screens) = InterfaceBuilderReader.read(Array(text.utf8), path: path) else { return nil }
        return screens
    }

    /// The specs `adaptlint import` writes for `text` read as the document `path`; nil when it is not read.
    static func specs(_ text: String, path: String = "Player.xib", app: AppFacts? = nil) -> [[UInt8]]? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return screens(text, path: path)?.map { IBSpecWriter.write($0, document: name, app: app) }
    }

    /// The 1-based line of the first line of `text` that contains `needle`.
    static func line(of needle: String, in text: String) -> Int? {
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) }.map { $0 + 1 }
    }
}
