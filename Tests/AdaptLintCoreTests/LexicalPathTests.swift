import AdaptLintCore
import Testing

@Test(arguments: [
    ("/", "/"), ("/a/b.json", "/a/b.json"), ("a/b.json", "a/b.json"), ("/a/./b/../c.json", "/a/c.json"),
    ("a//b/", "a/b"), ("./a", "a"), ("../a", "../a"), ("/..", "/"), ("a/...", "a/..."), ("", ""), (".", ""),
])
func normalizingTakesOutDotsAndEmptySegments(path: String, expected: String) {
    #expect(LexicalPath.normalize(path) == expected)
}

@Test(arguments: [
    ("/", true), ("/a/b.json", true), ("a", true), ("a/.b/c..d", true), ("", false), ("//a", false),
    ("/a/", false), ("a/./b", false), ("a/../b", false), ("..", false), ("/a/.", false), ("a/...", false),
])
func onlyPathsThatNormalizingKeepsAreNormal(path: String, normal: Bool) {
    #expect(LexicalPath.isNormal(path) == normal)
    // The shortcut never skips a path that normalizing would change.
    if normal { #expect(LexicalPath.normalize(path) == path) }
}

@Test(arguments: [
    ("/a/b.json", "/a", "b.json"), ("/b.json", "/", "b.json"), ("/", "/", ""), ("a/b/c", "a/b", "c"),
    ("c", "", "c"),
])
func directoryAndLastComponentSplitAtTheLastSlash(path: String, directory: String, last: String) {
    #expect(LexicalPath.directory(of: path) == directory)
    #expect(LexicalPath.lastComponent(of: path) == last)
}
