import AdaptJSON
import AdaptTestSupport
import Testing

@testable import AdaptLintCore

/// The reference widths behind stretching, and the row answers of ``DeviceChecks/overflows(of:in:geometry:)``.
@Suite struct DeviceFitTests {
    static func overflows(_ text: String) throws -> [RowOverflow] {
        let screen = try SpecDecoder.decode(try JSONParser.parse(Array(text.utf8))).get().cachingComponents()
        return DeviceChecks.overflows(
            of: screen, in: DeviceWindowTable(devices: DeviceCatalog.all), geometry: DeviceGeometry())
    }

    /// Two 167.5pt buttons 8pt apart, drawn from margin to margin of a 375pt iPhone, are equal
    /// columns that fill the row and stretch: nothing overflows, on the narrowest iPhone either;
    /// the same buttons drawn 8pt short of the trailing margin keep their widths and overflow it.
    @Test func equalColumnsFromMarginToMarginFitEveryWindow() throws {
        func spec(secondX: Double) -> String {
            #"""
            {"screen": "S", "orientations": ["portrait"], "layouts": [{"when": {"width": "compact"},
             "margins": {"leading": 16, "trailing": 16}, "components": [
              {"id": "a", "type": "button", "frame": {"x": 16, "y": 100, "width": 167.5, "height": 44}},
              {"id": "b", "type": "button", "frame": {"x": \#(secondX), "y": 100, "width": 167.5, "height": 44}}]}]}
            """#
        }
        #expect(try Self.overflows(spec(secondX: 191.5)).isEmpty)
        let short = try Self.overflows(spec(secondX: 183.5))
        #expect(short.map { $0.row.members.map(\.id.value) } == [["a", "b"]])
    }

    /// With a tolerance of a point, the table answers as a plain walk over every width does.
    @Test func referenceWidthTableWithinAPointMatchesAWalk() {
        let widths = DeviceGeometry.referenceWidths
        var samples: [Double] = [-1, 0, 1, .nan, .infinity, 1e300, 100_000.3]
        for step in 0...30_000 { samples.append(Double(step) * 0.05 - 2) }
        for width in widths { samples += [width - 1, width - 1.00001, width + 1, width + 1.00001] }
        for sample in samples {
            let walk = widths.contains { abs($0 - sample) <= 1 }
            #expect(ReferenceWidths.all.contains(sample, within: 1) == walk, "\(sample)")
        }
    }

    /// The table of reference widths answers as a plain walk over every width does.
    @Test func referenceWidthTableMatchesAWalk() {
        let widths = DeviceGeometry.referenceWidths
        func walk(_ width: Double) -> Bool { widths.contains { abs($0 - width) <= 0.5 } }
        var samples: [Double] = [
            -1, -0.0, 0, 0.5, .nan, .infinity, -.infinity, 1e300, -1e300, 100_000.3, Double(Int32.max),
        ]
        for step in 0...30_000 { samples.append(Double(step) * 0.05 - 2) }
        for width in widths { samples += [width - 0.5, width - 0.50001, width + 0.5, width + 0.50001, width] }
        for sample in samples {
            #expect(ReferenceWidths.all.contains(sample) == walk(sample), "\(sample)")
        }
    }
}
