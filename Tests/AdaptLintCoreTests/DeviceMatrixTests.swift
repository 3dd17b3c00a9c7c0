import Testing

@testable import AdaptLintCore

@Test func matrixHasFullScreenAndEveryPaneOfEveryDevice() {
    let windows = DeviceMatrix.windows(of: DeviceCatalog.all, orientations: [.portrait, .landscape])
    let iPhones = DeviceCatalog.all.filter { $0.family == .iphone }.count
    let unknown = DeviceCatalog.panesUnknown.count
    let iPads = DeviceCatalog.all.count - iPhones - unknown
    // iPhones: full screen in 2 orientations; iPads: 4 windows in portrait, 5 in landscape; an
    // iPad whose panes have no source: full screen in 2 orientations.
    #expect(windows.count == iPhones * 2 + iPads * 9 + unknown * 2)
    #expect(windows.count == 37 * 2 + 14 * 9 + 1 * 2)
}

@Test func matrixEnvironmentsAreExactlyTheRealizableOnes() {
    let windows = DeviceMatrix.windows(of: DeviceCatalog.all, orientations: [.portrait, .landscape])
    #expect(Set(windows.map(\.environment)) == Set(Environment.realizable))
}

@Test func matrixFollowsTheSpecOrientations() {
    let portrait = DeviceMatrix.windows(of: DeviceCatalog.all, orientations: [.portrait])
    #expect(portrait.allSatisfy { $0.orientation == .portrait && $0.environment.orientation == .portrait })
    #expect(portrait.count == 37 + 14 * 4 + 1)
}

struct WindowCase: Sendable, CustomTestStringConvertible {
    var device: String
    var orientation: OrientationFamily
    var mode: MultitaskingMode
    var width: Double
    var environment: Environment
    var testDescription: String { "\(device) \(orientation.rawValue) \(mode.label)" }

    static let all: [WindowCase] = [
        WindowCase(
            device: "iPhone SE (1st generation)", orientation: .portrait, mode: .fullScreen, width: 320,
            environment: Environment(width: .compact, height: .regular, orientation: .portrait, idiom: .phone)),
        WindowCase(
            device: "iPhone 16 Pro Max", orientation: .landscape, mode: .fullScreen, width: 956,
            environment: Environment(width: .regular, height: .compact, orientation: .landscape, idiom: .phone)),
        WindowCase(
            device: "iPhone 13 mini", orientation: .landscape, mode: .fullScreen, width: 812,
            environment: Environment(width: .compact, height: .compact, orientation: .landscape, idiom: .phone)),
        WindowCase(
            device: "iPad Pro 12.9-inch (1st-6th generation)", orientation: .landscape, mode: .half, width: 678,
            environment: Environment(width: .regular, height: .regular, orientation: .landscape, idiom: .pad)),
        WindowCase(
            device: "iPad mini 7.9-inch (5th generation)", orientation: .landscape, mode: .half, width: 507,
            environment: Environment(width: .compact, height: .regular, orientation: .landscape, idiom: .pad)),
        WindowCase(
            device: "iPad 9.7-inch (5th/6th generation)", orientation: .portrait, mode: .slideOver, width: 320,
            environment: Environment(width: .compact, height: .regular, orientation: .portrait, idiom: .pad)),
        WindowCase(
            device: "iPad Air 11-inch (M2/M3)", orientation: .portrait, mode: .fullScreen, width: 820,
            environment: Environment(width: .regular, height: .regular, orientation: .portrait, idiom: .pad)),
    ]
}

@Test(arguments: WindowCase.all)
func matrixWindowHasTheExpectedWidthAndEnvironment(expected: WindowCase) throws {
    let windows = DeviceMatrix.windows(of: DeviceCatalog.all, orientations: [.portrait, .landscape])
    let window = try #require(
        windows.first {
            $0.device.name == expected.device && $0.orientation == expected.orientation && $0.mode == expected.mode
        })
    #expect(window.width == expected.width)
    #expect(window.environment == expected.environment)
}

@Test func windowLabelsNameThePane() throws {
    let mini = try #require(DeviceCatalog.device(named: "iPad mini 7.9-inch (5th generation)"))
    let windows = DeviceMatrix.windows(of: [mini], orientations: [.landscape])
    #expect(
        windows.map(\.label) == [
            "iPad mini 7.9-inch (5th generation)", "iPad mini 7.9-inch (5th generation) in 2/3 Split View",
            "iPad mini 7.9-inch (5th generation) in 1/2 Split View",
            "iPad mini 7.9-inch (5th generation) in 1/3 Split View",
            "iPad mini 7.9-inch (5th generation) in Slide Over",
        ])
}

@Test(arguments: [
    ([String](), 2, ""),
    (["A"], 2, "A"),
    (["A", "B"], 2, "A and B"),
    (["A", "B", "C"], 2, "A, B and 1 more"),
    (["A", "B", "C", "D", "E", "F"], 2, "A, B and 4 more"),
    (["A", "B", "C"], 3, "A, B and C"),
])
func labelListNamesTheFirstFew(labels: [String], limit: Int, expected: String) {
    #expect(LabelList.summary(labels, limit: limit) == expected)
}

@Test(arguments: [(343.0, "343"), (561.5, "561.5"), (16.04, "16"), (-12.0, "-12"), (0.0, "0"), (0.25, "0.3")])
func pointsAreFormattedForMessages(value: Double, expected: String) {
    #expect(PointFormat.string(value) == expected)
}

@Test(arguments: [(2.0, 2), (3.4, 3), (0, 1), (-5, 1), (1e12, 100), (Double.nan, 2), (Double.infinity, 2)])
func configuredListLimitIsClamped(value: Double, expected: Int) {
    #expect(LabelList.limit(value) == expected)
}

@Test(arguments: [
    (1e300, "1e+300"), (-1e300, "-1e+300"), (1e14, "100000000000000"), (1e16, "1e+16"),
    (99_999_999_999_999.0, "99999999999999"),
])
func pointsBeyondAnIntAreWrittenWithoutTrapping(value: Double, expected: String) {
    #expect(PointFormat.string(value) == expected)
}

/// The summary that makes only the labels it names says what the one over every label says,
/// and asks for no other label.
@Test func summaryMakesOnlyTheLabelsItNames() {
    for count in 0...6 {
        let labels = (0..<count).map { "window \($0)" }
        for limit in [-1, 0, 1, 2, 3, 5, 10] {
            var asked: [Int] = []
            let summary = LabelList.summary(count: count, limit: limit) { position in
                asked.append(position)
                return labels[position]
            }
            #expect(summary == LabelList.summary(labels, limit: limit))
            #expect(asked == Array(0..<min(count, max(1, limit))))
        }
    }
}
