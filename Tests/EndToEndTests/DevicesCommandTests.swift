import AdaptLintCLI
import AdaptLintCore
import Foundation
import Testing

@Test func devicesCommandListsTheCatalogAndThePanes() throws {
    let output = try Binary.run(["devices"])
    #expect(output.status == 0)
    #expect(output.stderr.isEmpty)
    let lines = output.stdout.split(separator: "\n").map(String.init)
    let se = try #require(lines.first { $0.hasPrefix("iPhone SE (1st generation) ") })
    #expect(
        se.split(separator: " ", omittingEmptySubsequences: true).suffix(4) == [
            "320x568", "compact/regular", "compact/compact", "no",
        ])
    let plus = try #require(lines.first { $0.hasPrefix("iPhone 16 Pro Max ") })
    #expect(plus.hasSuffix("440x956    compact/regular  regular/compact  yes"))
    // 14 iPads with panes, in two orientations; the 13-inch iPad Pro (M4/M5) has no sourced panes.
    #expect(lines.filter { $0.contains("  Slide Over  ") }.count == 28)
    #expect(!lines.contains { $0.hasPrefix("iPad Pro 13-inch (M4/M5)") && $0.contains("Split View") })
    #expect(
        output.stdout.contains(
            "No source gives the Split View and Slide Over pane widths of iPad Pro 13-inch (M4/M5):\n"
                + "checked full screen only (docs/devices.md)."))
    #expect(
        lines.contains {
            $0.contains("iPad Pro 12.9-inch (1st-6th generation)")
                && $0.contains("1/2 Split View  678    regular/regular  measured")
        })
}

@Test func devicesCommandTakesASelection() throws {
    let output = try Binary.run(["devices", "--devices", "ipad"])
    #expect(output.status == 0)
    #expect(!output.stdout.contains("iPhone"))
    #expect(output.stdout.contains("iPad mini 8.3-inch (6th generation, A17 Pro)"))
}

@Test(arguments: [
    (
        ["--devices", "iPhone 71"],
        "error: The value 'iPhone 71' is invalid for '--devices <devices>'; did you mean 'iPhone 11'?"
    ),
    (
        ["--devices=watch"],
        "error: The value 'watch' is invalid for '--devices <devices>'. Run 'adaptlint devices' to list the models."
    ),
    (["--devices"], "error: Missing value for '--devices <devices>'"),
    (["devices", "extra"], "error: Unexpected argument 'extra' for 'adaptlint devices'"),
])
func badDevicesValueIsAUsageError(arguments: [String], firstLine: String) throws {
    let output = try Binary.run(arguments)
    #expect(output.status == 2)
    #expect(output.stderr.split(separator: "\n").first.map(String.init) == firstLine)
    #expect(output.stderr.contains("USAGE: adaptlint"))
}

@Test func devicesOptionNarrowsTheDeviceRules() throws {
    let directory = try TemporaryDirectory()
    try directory.write(
        "title.json",
        """
        {
          "screen": "Order Details",
          "orientations": ["portrait"],
          "layouts": [
            { "when": { "width": "compact" }, "margins": { "leading": 16, "trailing": 16 }, "components": [
              { "id": "title", "type": "text", "frame": { "x": 16, "y": 100, "width": 300, "height": 44 } }
            ] }
          ]
        }
        """)
    let everything = try Binary.run(["title.json"], in: directory.url)
    #expect(everything.status == 1)
    #expect(
        everything.stdout.contains(
            "component 'title' overflows by 12pt on iPhone SE (1st generation), iPad mini 7.9-inch (5th generation) in 1/3 Split View and 23 more in portrait"
        ))
    let current = try Binary.run(["--devices", "current", "title.json"], in: directory.url)
    #expect(
        current.stdout.contains(
            "component 'title' overflows by 12pt on iPad mini 7.9-inch (5th generation) in 1/3 Split View, iPad mini 7.9-inch (5th generation) in Slide Over and 18 more in portrait"
        ))
    let iPhones = try Binary.run(
        ["--devices", "current,iphone 16e", "--devices", "iphone", "title.json"], in: directory.url)
    #expect(iPhones.stdout.contains("component 'title' overflows by 12pt on iPhone SE (1st generation) in portrait"))
    // This portrait-only fixture breaks orientation-variants, which is not under test here.
    let named = try Binary.run(
        ["--devices", "iPhone 16e, iPhone 8", "--rule", "orientation-variants=off", "title.json"], in: directory.url)
    #expect(named.status == 0)
    #expect(named.stdout.isEmpty)
}

@Test func helpDocumentsTheDevicesOptionAndCommand() throws {
    let output = try Binary.run(["--help"])
    #expect(output.stdout.contains("--devices <devices>"))
    #expect(output.stdout.contains("adaptlint devices [--devices <devices>]"))
}

@Test func lintOptionsCarryTheSelection() throws {
    let command = try CommandLineParser.parse(["--devices", "ipad", "specs"])
    guard case .lint(let options) = command else {
        Issue.record("expected a lint command, got \(command)")
        return
    }
    #expect(options.devices.devices.allSatisfy { $0.family == .ipad })
    #expect(options.paths == ["specs"])
    #expect(try CommandLineParser.parse(["devices"]) == .listDevices(.all))
}
