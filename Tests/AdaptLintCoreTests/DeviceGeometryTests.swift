import AdaptJSON
import Testing

@testable import AdaptLintCore

struct BehaviorCase: Sendable, CustomTestStringConvertible {
    var title: String
    var margins: String?
    var component: String
    var expected: WidthBehavior?
    var testDescription: String { title }

    static let all: [BehaviorCase] = [
        BehaviorCase(
            title: "margin to margin at 375pt", margins: "16",
            component: #""frame": {"x": 16, "y": 0, "width": 343, "height": 44}"#,
            expected: .fill(minimum: 0, maximum: nil, span: .margins)),
        BehaviorCase(
            title: "margin to margin, exported with a fraction", margins: "16",
            component: #""frame": {"x": 16.2, "y": 0, "width": 342.7, "height": 44}"#,
            expected: .fill(minimum: 0, maximum: nil, span: .margins)),
        BehaviorCase(
            title: "margin to margin at 1024pt with default regular margins", margins: nil,
            component: #""frame": {"x": 20, "y": 0, "width": 984, "height": 44}"#,
            expected: .fill(minimum: 0, maximum: nil, span: .margins)),
        BehaviorCase(
            title: "size only, 343pt between 16pt margins", margins: "16",
            component: #""size": {"width": 343, "height": 44}"#,
            expected: .fill(minimum: 0, maximum: nil, span: .margins)),
        BehaviorCase(
            title: "edge to edge at 390pt", margins: "16",
            component: #""frame": {"x": 0, "y": 0, "width": 390, "height": 44}"#,
            expected: .fill(minimum: 0, maximum: nil, span: .edges)),
        BehaviorCase(
            title: "indented row is fixed", margins: "16",
            component: #""frame": {"x": 32, "y": 0, "width": 343, "height": 44}"#, expected: .fixed(343)),
        BehaviorCase(
            title: "width that matches no window is fixed", margins: "16",
            component: #""frame": {"x": 16, "y": 0, "width": 300, "height": 44}"#, expected: .fixed(300)),
        BehaviorCase(
            title: "explicit fixed wins over inference", margins: "16",
            component: #""frame": {"x": 16, "y": 0, "width": 343, "height": 44}, "resizing": {"width": "fixed"}"#,
            expected: .fixed(343)),
        BehaviorCase(
            title: "explicit fill with bounds", margins: "16",
            component:
                #""size": {"width": 500, "height": 44}, "resizing": {"width": "fill", "minWidth": 200, "maxWidth": 672}"#,
            expected: .fill(minimum: 200, maximum: 672, span: .margins)),
        BehaviorCase(title: "no width at all", margins: "16", component: #""shows": ["x"]"#, expected: nil),
        BehaviorCase(
            title: "from the margin to the trailing edge at 393pt", margins: "16",
            component: #""frame": {"x": 16, "y": 0, "width": 377, "height": 160}"#,
            expected: .fill(minimum: 0, maximum: nil, span: .margins)),
        BehaviorCase(
            title: "one component a point short of the margin is fixed", margins: "16",
            component: #""frame": {"x": 16, "y": 0, "width": 360, "height": 44}"#, expected: .fixed(360)),
        BehaviorCase(
            title: "readable width centred on 834pt", margins: "48",
            component: #""frame": {"x": 81, "y": 0, "width": 672, "height": 44}"#,
            expected: .fill(minimum: 0, maximum: 672, span: .margins)),
        BehaviorCase(
            title: "readable width from the landscape safe area plus margin", margins: "16",
            component: #""frame": {"x": 75, "y": 0, "width": 672, "height": 44}"#,
            expected: .fill(minimum: 0, maximum: 672, span: .margins)),
        BehaviorCase(
            title: "readable width at no container line is fixed", margins: "16",
            component: #""frame": {"x": 100, "y": 0, "width": 672, "height": 44}"#, expected: .fixed(672)),
        BehaviorCase(
            title: "a centred width other than the readable width is fixed", margins: "48",
            component: #""frame": {"x": 67, "y": 0, "width": 700, "height": 44}"#, expected: .fixed(700)),
    ]
}

@Test(arguments: BehaviorCase.all)
func componentWidthBehaviorIsInferred(example: BehaviorCase) throws {
    let margins = example.margins.map { #""margins": {"leading": \#($0), "trailing": \#($0)}, "# } ?? ""
    let text = """
        {"screen": "S", "orientations": ["portrait"], "layouts": [{\(margins)"components": [
          {"id": "c", "type": "cell", \(example.component)}
        ]}]}
        """
    let spec = try SpecDecoder.decode(try JSONParser.parse(Array(text.utf8))).get()
    let layout = spec.layouts[0]
    #expect(DeviceGeometry().behavior(of: layout.components[0], in: layout) == example.expected)
}

@Test func referenceWidthsAreEveryWindowWidthOfTheCatalog() {
    let widths = DeviceGeometry.referenceWidths
    for width in [320.0, 375, 390, 393, 402, 414, 428, 430, 440, 507, 678, 694, 744, 768, 820, 834, 1024, 1366] {
        #expect(widths.contains(width), "\(width)")
    }
    #expect(!widths.contains(300))
}

@Test func marginsAreTheLayoutsOrTheDefaultsOfTheWindowsWidthClass() throws {
    let text =
        #"{"screen": "S", "orientations": ["portrait"], "layouts": [{"components": []}, {"margins": {"leading": 8, "trailing": 24}, "components": []}]}"#
    let spec = try SpecDecoder.decode(try JSONParser.parse(Array(text.utf8))).get()
    let windows = DeviceMatrix.windows(of: DeviceCatalog.all, orientations: [.portrait])
    let phone = try #require(windows.first { $0.environment.width == .compact })
    let pad = try #require(windows.first { $0.environment.width == .regular })
    let geometry = DeviceGeometry(compactMargin: 16, regularMargin: 20)
    #expect(geometry.margins(of: spec.layouts[0], in: phone) == (16, 16))
    #expect(geometry.margins(of: spec.layouts[0], in: pad) == (20, 20))
    #expect(geometry.margins(of: spec.layouts[1], in: pad) == (8, 24))
}

@Test func rowsJoinFramesThatOverlapVerticallyThroughANeighbour() throws {
    // 'a' and 'c' do not overlap vertically, but both overlap 'b': one row of three.
    // 'd' starts where the row ends: a row of its own. 'e' has no frame: its own row too.
    let text = """
        {"screen": "S", "orientations": ["portrait"], "layouts": [{"components": [
          {"id": "c", "type": "text", "frame": {"x": 250, "y": 30, "width": 50, "height": 40}},
          {"id": "a", "type": "text", "frame": {"x": 16, "y": 0, "width": 100, "height": 20}},
          {"id": "b", "type": "text", "frame": {"x": 130, "y": 10, "width": 100, "height": 40}},
          {"id": "d", "type": "text", "frame": {"x": 16, "y": 70, "width": 100, "height": 20}},
          {"id": "e", "type": "text", "size": {"width": 100, "height": 20}}
        ]}]}
        """
    let spec = try SpecDecoder.decode(try JSONParser.parse(Array(text.utf8))).get()
    let environment = Environment(width: .compact, height: .regular, orientation: .portrait, idiom: .phone)
    let rows = DeviceGeometry().rows(of: spec.layouts[0], in: environment)
    #expect(rows.map { $0.members.map(\.id.value) } == [["a", "b", "c"], ["d"], ["e"]])
    // Gaps of 14pt and 20pt shrink to the 8pt minimum spacing.
    #expect(rows[0].requiredWidth == 100 + 100 + 50 + 16)
}
