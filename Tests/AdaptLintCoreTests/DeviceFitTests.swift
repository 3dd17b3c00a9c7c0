import AdaptJSON
import AdaptTestSupport
import Testing

@testable import AdaptLintCore

/// The quick checks that spare `device-overflow` its row plans must give the planned answers.
@Suite struct DeviceFitTests {
    /// A spec of one to three layouts of top-level components drawn to overflow now and then:
    /// widths near and between the window widths, side-by-side and overlapping frames, frames out
    /// of order, explicit resizing, presentations, `when` on layouts and components.
    static func randomSpec(_ generator: inout SplitMix64) -> String {
        let widths: [Double] = [
            0, 44, 100, 160, 176, 200, 260, 288, 300, 343, 344.6, 375, 377, 390, 414, 500, 590, 672, 678, 704, 984,
            1024,
        ]
        let xs: [Double] = [0, 0.4, 16, 20, 20.3, 48, 75, 81, 100, 180, 187, 200]
        let conditions = [
            "", #""when": {"width": "compact"}, "#, #""when": {"width": "regular"}, "#,
            #""when": {"height": "compact"}, "#, #""when": {"orientation": "landscape"}, "#,
            #""when": {"idiom": "pad"}, "#,
        ]
        var layouts: [String] = []
        for _ in 0..<(1 + Int(generator.next() % 3)) {
            var components: [String] = []
            var y: Double = 0
            let count = generator.chance(10) ? 20 + Int(generator.next() % 10) : 1 + Int(generator.next() % 8)
            for number in 0..<count {
                let when = generator.chance(20) ? generator.pick(conditions) : ""
                // Images keep their width beside stretching text (``ComponentType/keepsIntrinsicWidth``).
                let type =
                    generator.chance(8)
                    ? generator.pick(["sheet", "popover"]) : generator.chance(10) ? "image" : "text"
                var resizing = ""
                if generator.chance(20) {
                    resizing = generator.pick([
                        #", "resizing": {"width": "fixed"}"#, #", "resizing": {"width": "fill"}"#,
                        #", "resizing": {"width": "fill", "minWidth": 300}"#,
                        #", "resizing": {"width": "fill", "minWidth": 200, "span": "edges"}"#,
                    ])
                }
                let width = generator.pick(widths)
                let box: String
                switch generator.next() % 10 {
                case 0: box = #""size": {"width": \#(width), "height": 44}"#
                case 1: box = #""shows": ["x"]"#
                default:
                    // Usually below the previous one; sometimes beside it, above it, or across it.
                    y += generator.pick([0, 10, 30, 60, 60, -100])
                    box =
                        #""frame": {"x": \#(generator.pick(xs)), "y": \#(max(0, y)), "width": \#(width), "height": 40}"#
                }
                components.append(#"{"id": "c\#(number)", "type": "\#(type)", \#(when)\#(box)\#(resizing)}"#)
            }
            let margins =
                generator.chance(50)
                ? #""margins": {"leading": \#(generator.pick([0, 8, 16, 20])), "trailing": \#(generator.pick([0, 16, 20]))}, "#
                : ""
            let when = generator.chance(60) ? generator.pick(conditions) : ""
            layouts.append("{\(when)\(margins)\"components\": [\(components.joined(separator: ", "))]}")
        }
        let orientations = generator.pick([#"["portrait"]"#, #"["landscapeLeft"]"#, #"["portrait", "landscapeLeft"]"#])
        return #"{"screen": "S", "orientations": \#(orientations), "layouts": [\#(layouts.joined(separator: ", "))]}"#
    }

    /// `mayOverflow` says yes exactly when the planned rows overflow some window, for random
    /// specs under the default geometry and two others.
    @Test func quickCheckAgreesWithThePlannedRows() throws {
        let table = DeviceWindowTable(devices: DeviceCatalog.all)
        let geometries = [
            DeviceGeometry(), DeviceGeometry(compactMargin: 0, regularMargin: 48, minimumSpacing: 0),
            DeviceGeometry(compactMargin: -10, regularMargin: 20, minimumSpacing: 30),
        ]
        var generator = SplitMix64(seed: 6)
        var overflowing = 0
        for _ in 0..<600 {
            let text = Self.randomSpec(&generator)
            let screen = try SpecDecoder.decode(try JSONParser.parse(Array(text.utf8))).get().cachingComponents()
            let group = table.group(for: screen)
            for geometry in geometries {
                let planned = DeviceChecks.plannedOverflows(of: screen, in: group, geometry: geometry)
                let quick = DeviceChecks.mayOverflow(screen, group: group, geometry: geometry)
                #expect(quick == !planned.isEmpty, "\(text)")
                if quick { overflowing += 1 }
            }
        }
        // Both answers occur often enough for the comparison to mean something.
        #expect(overflowing > 200 && overflowing < 1_600, "\(overflowing)")
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
