import AdaptLintCore
import Testing

@testable import AdaptLintReporters

struct PathCase: CustomTestStringConvertible, Sendable {
    var name: String
    var workingDirectory: String
    var path: String
    var uri: String
    var relative: Bool
    var testDescription: String { name }
}

let pathCases: [PathCase] = [
    PathCase(
        name: "relative file", workingDirectory: "/repo", path: "specs/a.json", uri: "specs/a.json", relative: true),
    PathCase(name: "dot segments", workingDirectory: "/repo", path: "./specs/../b.json", uri: "b.json", relative: true),
    PathCase(
        name: "absolute inside", workingDirectory: "/repo/", path: "/repo/x/c.json", uri: "x/c.json", relative: true),
    PathCase(
        name: "space", workingDirectory: "/repo", path: "my specs/a b.json", uri: "my%20specs/a%20b.json",
        relative: true),
    PathCase(
        name: "non-ASCII", workingDirectory: "/repo", path: "Über/é.json", uri: "%C3%9Cber/%C3%A9.json", relative: true),
    PathCase(
        name: "reserved characters", workingDirectory: "/repo", path: "a:b#c?d%e+f.json",
        uri: "a%3Ab%23c%3Fd%25e%2Bf.json", relative: true),
    PathCase(
        name: "parent of working directory", workingDirectory: "/repo/sub", path: "../a.json",
        uri: "file:///repo/a.json", relative: false),
    PathCase(
        name: "absolute outside", workingDirectory: "/repo", path: "/tmp/x y.json", uri: "file:///tmp/x%20y.json",
        relative: false),
    PathCase(
        name: "sibling with common prefix", workingDirectory: "/repo", path: "/repository/a.json",
        uri: "file:///repository/a.json", relative: false),
    PathCase(
        name: "root working directory", workingDirectory: "/", path: "etc/a.json", uri: "etc/a.json", relative: true),
]

@Test(arguments: pathCases)
func pathsBecomeRelativeOrFileURIs(_ testCase: PathCase) {
    let paths = ReportPaths(workingDirectory: testCase.workingDirectory)
    let (uri, baseID) = paths.uri(for: testCase.path)
    #expect(uri == testCase.uri)
    #expect(baseID == (testCase.relative ? "%SRCROOT%" : nil))
}

@Test func rootURIEndsInASlashAndIsEncoded() {
    #expect(ReportPaths(workingDirectory: "/home/dev/adapt lint").rootURI == "file:///home/dev/adapt%20lint/")
    #expect(ReportPaths(workingDirectory: "/home/dev/").rootURI == "file:///home/dev/")
    #expect(ReportPaths(workingDirectory: "/").rootURI == "file:///")
}

@Test func stableKeyIgnoresHowThePathWasSpelled() {
    let paths = ReportPaths(workingDirectory: "/repo")
    #expect(paths.stableKey(for: "./specs/a.json") == paths.stableKey(for: "/repo/specs/a.json"))
    #expect(paths.stableKey(for: "specs/../specs/a.json") == "specs/a.json")
}

@Test(arguments: [
    ("specs/a.json", true), ("a.json", true), ("..a/b.json", true), ("a/.b", true), ("", false), ("/a.json", false),
    ("./a.json", false), ("a/../b.json", false), ("a//b.json", false), ("a/b/", false), ("a/.", false),
    ("...", false),
])
func onlyAlreadyNormalRelativePathsTakeTheShortcut(path: String, plain: Bool) {
    #expect(ReportPaths.isPlainRelative(path) == plain)
    if plain {
        // The shortcut must agree with the full resolution.
        let paths = ReportPaths(workingDirectory: "/repo")
        let parts = path.split(separator: "/").map(String.init)
        #expect(paths.resolve("/repo/" + parts.joined(separator: "/")) == .relative(path))
    }
}

/// The checks on bytes answer as the checks on Strings do, odd spellings included (a `/`
/// followed by a combining mark is not a `/` Character).
@Test(arguments: [
    "specs/a.json", "a.json", "..a/b.json", "", "/", "/a.json", "./a.json", "a/../b.json", "a//b.json", "a/b/",
    "...", "/\u{301}a.json", "/\u{301}", "/é/a.json", "é/a.json", "a b/c.json", "a%20b", "/repo/x.json", "~/a",
    "/repo/./x.json", "a:b#c?.json", "Über/é.json", ".", "..", "/.", "/..", "/...", "a/./b", "a/..",
    "a/b/.", "//a", "/a//", "a.", ".a", "a/.b./c", "a/...x", "/a/.../b", "/a/b.json/", "a/b c/..",
])
func checksOnBytesAgreeWithTheirStringForms(path: String) {
    let paths = ReportPaths(workingDirectory: "/repo")
    Array(path.utf8).withUnsafeBufferPointer { bytes in
        #expect(ReportPaths.isPlainRelative(path, utf8: bytes) == ReportPaths.isPlainRelative(path))
        #expect(paths.isNormalASCIIAbsolute(bytes) == paths.isNormalASCIIAbsolute(path))
        #expect(LexicalPath.isNormal(utf8: bytes) == LexicalPath.isNormal(path))
        let kept = path.utf8.allSatisfy {
            ReportPaths.percentEncode(String(UnicodeScalar($0))) == String(UnicodeScalar($0)) && $0 < 0x80
        }
        #expect(ReportPaths.isNormalAndKept(bytes) == (!path.isEmpty && kept && LexicalPath.isNormal(path)))
    }
}
