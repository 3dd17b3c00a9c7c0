import Testing

@testable import AdaptLintCore

struct SelectionCase: Sendable, CustomTestStringConvertible {
    var text: String
    var expected: [String]
    var testDescription: String { "'\(text)'" }

    static let iPhones = DeviceCatalog.all.filter { $0.family == .iphone }.map(\.name)
    static let iPads = DeviceCatalog.all.filter { $0.family == .ipad }.map(\.name)

    static let all: [SelectionCase] = [
        SelectionCase(text: "all", expected: DeviceCatalog.all.map(\.name)),
        SelectionCase(text: "iphone", expected: iPhones),
        SelectionCase(text: "iPad", expected: iPads),
        SelectionCase(text: "ipad,iphone", expected: iPhones + iPads),
        SelectionCase(text: "current", expected: DeviceCatalog.current.map(\.name)),
        SelectionCase(text: "iphone 16e", expected: ["iPhone 16e"]),
        SelectionCase(
            text: "iPhone 16e, iPhone SE (1st generation)", expected: ["iPhone SE (1st generation)", "iPhone 16e"]),
        SelectionCase(
            text: "iPad mini 8.3-inch (6th generation, A17 Pro),iPhone 8",
            expected: ["iPhone 8", "iPad mini 8.3-inch (6th generation, A17 Pro)"]),
        SelectionCase(text: "iphone,iPhone 8", expected: iPhones),
    ]
}

@Test(arguments: SelectionCase.all)
func devicesOptionSelects(selection: SelectionCase) throws {
    #expect(try DeviceSelection.parse(selection.text).devices.map(\.name) == selection.expected)
}

@Test(arguments: [
    ("iPhone 71", "iPhone 11"),
    ("iphon", "iphone"),
    ("curent", "current"),
    ("iPhone SE (1st gen)", "iPhone SE (1st generation)"),
    ("watch", nil),
    (" , ", nil),
])
func unknownDeviceIsRejectedWithASuggestion(text: String, suggestion: String?) {
    #expect {
        try DeviceSelection.parse(text)
    } throws: { error in
        (error as? DeviceSelection.UnknownDevice)?.suggestion == suggestion
    }
}

@Test func currentDropsTheModelsThatStoppedAtOlderSystems() throws {
    let current = try DeviceSelection.parse("current").devices.map(\.name)
    #expect(!current.contains("iPhone SE (1st generation)"))
    #expect(!current.contains("iPad 9.7-inch (5th/6th generation)"))
    #expect(current.contains("iPhone SE (2nd generation)"))
    #expect(current.contains("iPad mini 7.9-inch (5th generation)"))
}
