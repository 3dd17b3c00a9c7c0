import Testing

@testable import AdaptLintRules

/// ``NameTable`` numbers each distinct name once, in order of first appearance, however many
/// names share a hash slot and however often the table grows.
@Suite struct NameTableTests {
    @Test func numbersNamesInOrderOfFirstAppearance() {
        var table = NameTable()
        let names = (0..<500).map { "item.\($0 % 7 == 0 ? "é" : "")\($0)" } + ["", "a", "order.total.withTax"]
        let numbers = names.map { table.intern($0) }
        #expect(numbers == Array(names.indices))
        #expect(names.map { table.intern($0) } == numbers)
        #expect(table.names == names)
        #expect(table.count == names.count)
    }
}
