/// A spatial index of the tap areas of one layout: which areas a rectangle overlaps, at a cost
/// bounded per question, so that asking it once per control of a layout is linear in the layout.
///
/// Areas are filed in grids of square cells whose side doubles from one level to the next, starting
/// at `base`: an area goes into the lowest level whose cells are at least as long as its longer
/// side, so it lies in at most 2x2 cells of that level. A question visits, on each level that holds
/// areas, the cells its rectangle covers (or that level's occupied cells, when there are fewer) and
/// tests the areas filed there. Each visited cell and each tested area is one unit of work; a
/// question that would take more than ``maximumWorkPerQuery`` units gets no answer, so n questions
/// cost at most O(n x ``maximumWorkPerQuery``) however the areas are drawn (thousands stacked at one
/// spot, a row, a column, a cross or a grid).
struct TapAreaGrid {
    /// A rectangle: left, top, right and bottom edges.
    struct Box {
        var minX, minY, maxX, maxY: Double
    }

    /// The cells and areas one question may look at before it gives up: far more than a control
    /// with room around it needs (a few cells and the neighbours next to it).
    static let maximumWorkPerQuery = 256

    private struct Cell: Hashable {
        var level: Int
        var x: Int
        var y: Int
    }

    /// The side of the cells of level 0.
    private let base: Double
    /// How much two boxes must overlap on both axes to count (rounding in design tools is not an overlap).
    private let tolerance: Double
    private let boxes: [Box]
    /// The areas filed in each cell, by their position in `boxes`.
    private var cells: [Cell: [Int]] = [:]
    /// The occupied cells of each level that holds areas, in the order they were filled.
    private var occupied: [Int: [Cell]] = [:]
    /// The levels that hold areas, lowest first.
    private var levels: [Int] = []
    /// The question that last tested each area, so an area filed in several cells is tested once.
    private var lastAsked: [Int]
    private var questions = 0

    /// Cells visited and areas tested by every question so far: the work the tests bound.
    private(set) var work = 0

    /// Files `boxes`; cells of level 0 are `base` long (at least 1).
    ///
    /// - Complexity: O(n) for n boxes, with hashing.
    init(_ boxes: [Box], base: Double, tolerance: Double) {
        self.base = max(base, 1)
        self.tolerance = tolerance
        self.boxes = boxes
        lastAsked = Array(repeating: -1, count: boxes.count)
        for (position, box) in boxes.enumerated() {
            // A box no wider or higher than the tolerance overlaps nothing.
            guard box.maxX - box.minX > tolerance, box.maxY - box.minY > tolerance else { continue }
            let level = level(for: max(box.maxX - box.minX, box.maxY - box.minY))
            let size = side(of: level)
            let (lowX, highX) = (Self.cell(box.minX, size), Self.cell(box.maxX, size))
            let (lowY, highY) = (Self.cell(box.minY, size), Self.cell(box.maxY, size))
            // At most 2x2 cells: the cells are at least as long as the box.
            for x in lowX...min(highX, lowX + 1) {
                for y in lowY...min(highY, lowY + 1) {
                    let cell = Cell(level: level, x: x, y: y)
                    if cells[cell] == nil {
                        if occupied[level] == nil { levels.append(level) }
                        occupied[level, default: []].append(cell)
                    }
                    cells[cell, default: []].append(position)
                }
            }
        }
        levels.sort()
    }

    /// The positions of the boxes that overlap `query` by more than the tolerance on both axes,
    /// ascending, leaving out `excluded`; nil when finding out would take more than
    /// ``maximumWorkPerQuery`` units of work.
    ///
    /// - Complexity: O(``maximumWorkPerQuery``).
    mutating func overlapping(_ query: Box, excluding excluded: Int?) -> [Int]? {
        guard query.maxX - query.minX > tolerance, query.maxY - query.minY > tolerance else { return [] }
        questions += 1
        var spent = 0
        var found: [Int] = []
        for level in levels {
            let size = side(of: level)
            let (lowX, highX) = (Self.cell(query.minX, size), Self.cell(query.maxX, size))
            let (lowY, highY) = (Self.cell(query.minY, size), Self.cell(query.maxY, size))
            let filled = occupied[level] ?? []
            // The cells the query covers, counted without overflow; the level's occupied cells instead when fewer.
            let covered = (Double(highX) - Double(lowX) + 1) * (Double(highY) - Double(lowY) + 1)
            let cost = min(covered, Double(filled.count))
            guard Double(spent) + cost <= Double(Self.maximumWorkPerQuery) else {
                work += spent
                return nil
            }
            spent += Int(cost)
            if covered > Double(filled.count) {
                for cell in filled where (lowX...highX).contains(cell.x) && (lowY...highY).contains(cell.y) {
                    guard test(cell, against: query, excluding: excluded, spent: &spent, found: &found) else {
                        work += spent
                        return nil
                    }
                }
                continue
            }
            for x in lowX...highX {
                for y in lowY...highY {
                    let cell = Cell(level: level, x: x, y: y)
                    guard test(cell, against: query, excluding: excluded, spent: &spent, found: &found) else {
                        work += spent
                        return nil
                    }
                }
            }
        }
        work += spent
        return found.sorted()
    }

    /// Tests the areas filed in `cell` that this question has not tested yet against `query`,
    /// appending those that overlap it to `found`; false when that takes `spent` past
    /// ``maximumWorkPerQuery``.
    private mutating func test(
        _ cell: Cell, against query: Box, excluding excluded: Int?, spent: inout Int, found: inout [Int]
    ) -> Bool {
        for position in cells[cell] ?? [] where lastAsked[position] != questions {
            lastAsked[position] = questions
            spent += 1
            guard spent <= Self.maximumWorkPerQuery else { return false }
            let box = boxes[position]
            let width = min(query.maxX, box.maxX) - max(query.minX, box.minX)
            let height = min(query.maxY, box.maxY) - max(query.minY, box.minY)
            if width > tolerance, height > tolerance, position != excluded { found.append(position) }
        }
        return true
    }

    /// The lowest level whose cells are at least `length` long.
    private func level(for length: Double) -> Int {
        var level = 0
        // At most about a thousand doublings reach the largest finite length.
        while level < 1_100, side(of: level) < length { level += 1 }
        return level
    }

    /// The side of the cells of `level`.
    private func side(of level: Int) -> Double {
        Double(sign: .plus, exponent: level, significand: base)
    }

    /// The cell of coordinate `value` in cells `size` long, kept within ±10^15 (far coordinates share
    /// the outermost cells, which only adds candidates the exact test then leaves out).
    private static func cell(_ value: Double, _ size: Double) -> Int {
        let limit = 1e15
        let quotient = (value / size).rounded(.down)
        guard quotient.isFinite else { return quotient > 0 ? Int(limit) : -Int(limit) }
        return Int(max(-limit, min(limit, quotient)))
    }
}
