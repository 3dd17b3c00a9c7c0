import AdaptLintCore
import Testing

/// `PathOrder` compares ASCII paths on bytes: it must answer as String comparison does, for
/// ASCII and other text alike.
struct PathOrderTests {
    static let pairs: [(String, String)] = [
        ("a/b.json", "a/c.json"), ("a/c.json", "a/b.json"), ("a/b.json", "a/b.json"), ("a/b", "a/b.json"),
        ("a/b.json", "a/b"), ("", "a"), ("a", ""), ("A", "a"), ("a/b/c", "a/b.json"),
        ("a/\u{212A}.json", "a/K.json"), ("a/K.json", "a/\u{212A}.json"), ("é/b", "e\u{301}/b"),
        ("e\u{301}/b", "é/c"), ("a/ü", "a/z"), ("a/z", "a/ü"), ("x/\u{1F600}", "x/~"),
        (String(repeating: "long/", count: 40) + "a", String(repeating: "long/", count: 40) + "b"),
    ]

    @Test func answersAsStringComparisonForEveryPair() {
        for (first, second) in Self.pairs {
            let paths = [first, second]
            #expect(PathOrder.increasing(count: 2, strictly: true) { paths[$0] } == (first < second), "\(paths)")
            #expect(PathOrder.increasing(count: 2, strictly: false) { paths[$0] } == (first <= second), "\(paths)")
        }
    }

    @Test func checksEveryNeighbourOfALongList() {
        let paths = (0..<50).map { "d/spec\($0 < 10 ? "0" : "")\($0).json" }
        #expect(PathOrder.increasing(count: paths.count, strictly: true) { paths[$0] })
        var swapped = paths
        swapped.swapAt(30, 31)
        #expect(!PathOrder.increasing(count: swapped.count, strictly: true) { swapped[$0] })
        var repeated = paths
        repeated[31] = repeated[30]
        #expect(!PathOrder.increasing(count: repeated.count, strictly: true) { repeated[$0] })
        #expect(PathOrder.increasing(count: repeated.count, strictly: false) { repeated[$0] })
        #expect(PathOrder.increasing(count: 0, strictly: true) { _ in "" })
        #expect(PathOrder.increasing(count: 1, strictly: true) { _ in "x" })
    }
}
