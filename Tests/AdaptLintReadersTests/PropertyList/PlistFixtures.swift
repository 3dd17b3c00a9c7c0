import AdaptLintCore
import AdaptLintRules

@testable import AdaptLintReaders

/// Small property lists and projects written for these tests (never copies of real projects).
enum PlistFixtures {
    /// An XML Info.plist whose body is `body`, with the usual header.
    static func plist(_ body: String) -> [UInt8] {
        Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \(body)
            </dict>
            </plist>

            """.utf8)
    }

    /// `<key>name</key><array>` with the orientations, one per line.
    static func orientations(_ key: String, _ names: [String]) -> String {
        "\t<key>\(key)</key>\n\t<array>\n"
            + names.map { "\t\t<string>UIInterfaceOrientation\($0)</string>\n" }.joined() + "\t</array>"
    }

    /// A project.pbxproj with one project configuration list and one app target, each with a Debug and a
    /// Release configuration; `project` and `target` are the build settings lines of both configurations.
    static func project(project: String = "", target: String) -> [UInt8] {
        Array(
            """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjects = {
            /* Begin PBXNativeTarget section */
            \t\tT1 /* Shop */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = L2 /* Build configuration list for PBXNativeTarget "Shop" */;
            \t\t\tname = Shop;
            \t\t};
            \t\tP1 /* Project object */ = {
            \t\t\tisa = PBXProject;
            \t\t\tbuildConfigurationList = L1;
            \t\t\ttargets = (T1, );
            \t\t};
            \t\tC1 /* Debug */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tSDKROOT = iphoneos;
            \(project)
            \t\t\t};
            \t\t\tname = Debug;
            \t\t};
            \t\tC2 /* Release */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tSDKROOT = iphoneos;
            \(project)
            \t\t\t};
            \t\t\tname = Release;
            \t\t};
            \t\tC3 /* Debug */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tGENERATE_INFOPLIST_FILE = YES;
            \(target)
            \t\t\t};
            \t\t\tname = Debug;
            \t\t};
            \t\tC4 /* Release */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tGENERATE_INFOPLIST_FILE = YES;
            \(target)
            \t\t\t};
            \t\t\tname = Release;
            \t\t};
            \t\tL1 = {
            \t\t\tisa = XCConfigurationList;
            \t\t\tbuildConfigurations = (
            \t\t\t\tC1 /* Debug */,
            \t\t\t\tC2 /* Release */,
            \t\t\t);
            \t\t};
            \t\tL2 = {
            \t\t\tisa = XCConfigurationList;
            \t\t\tbuildConfigurations = (C3, C4);
            \t\t};
            \t};
            \trootObject = P1 /* Project object */;
            }

            """.utf8)
    }

    /// The linter with every rule at its default severity.
    static let linter = Linter(
        rules: RuleRegistry.rules.map { EnabledRule(rule: $0.init()) },
        appRules: RuleRegistry.appRules.map { EnabledAppRule(rule: $0.init()) })

    /// Lints a project file's bytes as the command line does.
    static func lint(_ bytes: [UInt8], path: String = "App/Info.plist") -> FileResult {
        guard let kind = ProjectFileReader.kind(ofPath: path) else {
            return FileResult(path: path, diagnostics: [], readError: "not a project file")
        }
        return linter.lintProjectFile(bytes, kind: kind, path: path)
    }

    /// "rule line:column severity message" for each diagnostic, to compare in one assertion.
    static func summary(_ result: FileResult) -> [String] {
        result.diagnostics.map {
            "\($0.ruleID) \($0.location.start.line):\($0.location.start.column) \($0.severity.rawValue) \($0.message)"
        }
    }
}
