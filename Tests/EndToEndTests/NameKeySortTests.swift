import Testing

@testable import AdaptLintCLI

/// Discovery sorts a folder's short ASCII names with its own quicksort: it must give the
/// order the standard sort gives, for every shape of input.
struct NameKeySortTests {
    typealias NameKey = FileDiscovery.NameKey

    /// Keys made from `words`, indexed by position.
    static func keys(_ words: [(UInt64, UInt64)]) -> [NameKey] {
        words.indices.map { NameKey(high: words[$0].0, low: words[$0].1, index: $0) }
    }

    static func expectSortedAsStandard(_ keys: [NameKey]) {
        var sorted = keys
        FileDiscovery.KeySort.sort(&sorted)
        #expect(sorted == keys.sorted(by: NameKey.precedes))
    }

    @Test(arguments: [0, 1, 2, 3, 15, 16, 17, 18, 33, 100, 1_000, 4_097])
    func givesTheStandardOrder(count: Int) {
        var generator = SystemRandomNumberGenerator()
        let random = (0..<count).map { _ in (UInt64.random(in: 0...3, using: &generator), UInt64.random(in: 0...50)) }
        Self.expectSortedAsStandard(Self.keys(random))
        let increasing = (0..<count).map { (UInt64(0), UInt64($0)) }
        Self.expectSortedAsStandard(Self.keys(increasing))
        Self.expectSortedAsStandard(Self.keys(increasing.reversed()))
        Self.expectSortedAsStandard(Self.keys(Array(repeating: (7, 7), count: count)))
        // Organ pipe and saw teeth: shapes that defeat naive pivots.
        let pipe = (0..<count).map { (UInt64(0), UInt64(min($0, count - $0))) }
        Self.expectSortedAsStandard(Self.keys(pipe))
        let saw = (0..<count).map { (UInt64($0 % 5), UInt64($0 % 17)) }
        Self.expectSortedAsStandard(Self.keys(saw))
    }
}
