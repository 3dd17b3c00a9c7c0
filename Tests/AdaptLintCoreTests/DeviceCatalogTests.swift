import Foundation
import Testing

@testable import AdaptLintCore

// MARK: - The compiled catalog is Devices/Catalog/devices.json

@Test func catalogHasEveryDeviceOfTheDataInOrder() throws {
    let entries = try CatalogData.devices()
    #expect(
        DeviceCatalog.all.map(\.name) == entries.compactMap { $0["name"] as? String },
        "the compiled catalog differs from devices.json; run scripts/generate-devices")
}

@Test func catalogEntriesMatchTheDataValues() throws {
    let entries = try CatalogData.devices()
    try #require(entries.count == DeviceCatalog.all.count)
    for (entry, device) in zip(entries, DeviceCatalog.all) {
        let name = device.name
        #expect(entry["family"] as? String == device.family.rawValue, "\(name)")
        #expect((entry["widthPt"] as? NSNumber)?.doubleValue == device.width, "\(name)")
        #expect((entry["heightPt"] as? NSNumber)?.doubleValue == device.height, "\(name)")
        #expect((entry["scale"] as? NSNumber)?.doubleValue == device.scale, "\(name)")
        #expect((entry["diagonalInches"] as? NSNumber)?.doubleValue == device.diagonalInches, "\(name)")
        #expect(entry["portraitUpsideDown"] as? Bool == device.supportsPortraitUpsideDown, "\(name)")
        for (key, pair) in [("portrait", device.portrait), ("landscape", device.landscape)] {
            let classes = entry[key] as? [String: String]
            #expect(classes?["horizontal"] == pair.horizontal.rawValue, "\(name) \(key)")
            #expect(classes?["vertical"] == pair.vertical.rawValue, "\(name) \(key)")
        }
    }
}

@Test func catalogNamesAreUnique() {
    let names = DeviceCatalog.all.map { $0.name.lowercased() }
    #expect(Set(names).count == names.count)
}

@Test func catalogSpansIPhoneSEToTheLargestIPad() throws {
    let smallest = try #require(DeviceCatalog.all.min { $0.width < $1.width })
    let largest = try #require(DeviceCatalog.all.max { $0.height < $1.height })
    #expect(smallest.name == "iPhone SE (1st generation)" && smallest.width == 320)
    #expect(largest.name == "iPad Pro 13-inch (M4/M5)" && largest.width == 1032 && largest.height == 1376)
}

@Test func everyModelOfTheDataIsCompiledInAndOnlyIPadsMayLackPanes() throws {
    let rows = try CatalogData.allRows()
    #expect(rows.allSatisfy { $0["pending"] == nil }, "a sourced model is left out of the catalog")
    let unknown = Set(rows.filter { $0["panesUnknown"] != nil }.compactMap { $0["name"] as? String })
    #expect(DeviceCatalog.panesUnknown == unknown)
    #expect(unknown == ["iPad Pro 13-inch (M4/M5)"])
    for name in unknown { #expect(DeviceCatalog.device(named: name)?.family == .ipad, "\(name)") }
}

@Test func everyRetiredModelIsInTheCatalogAndCurrentLeavesOnlyThem() {
    let names = Set(DeviceCatalog.all.map(\.name))
    #expect(DeviceCatalog.retired.isSubset(of: names))
    #expect(Set(DeviceCatalog.current.map(\.name)) == names.subtracting(DeviceCatalog.retired))
    #expect(DeviceCatalog.current.allSatisfy { $0.width >= 375 })
}

// MARK: - Table 12-2 of guideline 002 comes out of the catalog unchanged

/// A row of Table 12-2 (2015 models) and the catalog's models with the same screen, which the
/// table says share its size classes.
struct Table122Row: Sendable, CustomTestStringConvertible {
    var label: String
    /// Text that identifies the row in the guideline's (partly garbled) Markdown table.
    var key: String
    var matches: @Sendable (Device) -> Bool
    var testDescription: String { label }

    static let all: [Table122Row] = [
        Table122Row(label: "iPad (all), iPad mini", key: "iPad") { $0.family == .ipad },
        Table122Row(label: "iPhone 6 Plus: 414x736pt", key: "6 Plus") { $0.width == 414 && $0.height == 736 },
        Table122Row(label: "iPhone 6: 375x667pt", key: "iPhone 6") { $0.width == 375 && $0.height == 667 },
        Table122Row(label: "iPhone 5s, 5c, 5: 320x568pt", key: "5s") { $0.width == 320 && $0.height == 568 },
        Table122Row(label: "iPhone 4s: 320x480pt", key: "4s") { $0.width == 320 && $0.height == 480 },
    ]
}

/// Table 12-2 as guideline 002 prints it: row text, portrait classes, landscape classes.
func table122() throws -> [(text: String, portrait: SizeClassPair, landscape: SizeClassPair)] {
    let text = try SharedReference.guideline("002")
    guard let start = text.range(of: "Table 12-2 Size classes"), let end = text.range(of: "IMPORTANT") else {
        throw SharedReference.Missing(path: "guidelines/002: Table 12-2")
    }
    var rows: [(String, SizeClassPair, SizeClassPair)] = []
    for line in text[start.upperBound..<end.lowerBound].split(separator: "\n") where line.hasPrefix("|") {
        let cells = SharedReference.cells(String(line))
        let classes = cells.compactMap(SharedReference.sizeClasses)
        guard classes.count == 2 else { continue }
        let label = cells.prefix { SharedReference.sizeClasses($0) == nil }.joined(separator: " ")
        rows.append((label, classes[0], classes[1]))
    }
    return rows
}

@Test(.integration(.shared("guidelines"))) func table122HasItsFiveRows() throws {
    let rows = try table122()
    #expect(rows.count == 5)
    for row in Table122Row.all {
        #expect(
            rows.filter { $0.text.contains(row.key) && !(row.key == "iPhone 6" && $0.text.contains("Plus")) }.count == 1
        )
    }
}

@Test(.integration(.shared("guidelines")), arguments: Table122Row.all)
func table122RowHoldsForEveryCatalogModelOfItsScreen(row: Table122Row) throws {
    let printed = try table122().filter {
        $0.text.contains(row.key) && !(row.key == "iPhone 6" && $0.text.contains("Plus"))
    }
    let expected = try #require(printed.first, "row '\(row.label)' not found in guideline 002")
    let devices = DeviceCatalog.all.filter(row.matches)
    if row.key == "4s" {
        // The catalog starts at the 320x568pt iPhone SE; no model has the 4s's 320x480pt screen.
        #expect(devices.isEmpty)
        return
    }
    #expect(!devices.isEmpty)
    for device in devices {
        #expect(device.portrait == expected.portrait, "\(device.name) portrait")
        #expect(device.landscape == expected.landscape, "\(device.name) landscape")
    }
}

/// Later iPhones follow the rows by size: the Plus and Max screens (414pt wide and more) behave
/// like the iPhone 6 Plus, the others like the iPhone 6.
@Test(.integration(.shared("guidelines"))) func everyIPhoneFollowsThePlusOrStandardRowOfTable122() throws {
    let rows = try table122()
    let plus = try #require(rows.first { $0.text.contains("6 Plus") })
    let standard = try #require(rows.first { $0.text.contains("iPhone 6") && !$0.text.contains("Plus") })
    #expect(plus.portrait == SizeClassPair(horizontal: .compact, vertical: .regular))
    #expect(plus.landscape == SizeClassPair(horizontal: .regular, vertical: .compact))
    #expect(standard.landscape == SizeClassPair(horizontal: .compact, vertical: .compact))
    let iPhones = DeviceCatalog.all.filter { $0.family == .iphone }
    #expect(iPhones.count > 20)
    for device in iPhones {
        let row = device.width >= 414 ? plus : standard
        #expect(device.portrait == row.portrait, "\(device.name) portrait")
        #expect(device.landscape == row.landscape, "\(device.name) landscape")
    }
}

@Test(.integration(.shared("guidelines"))) func everyIPadIsRegularInBothOrientationsFullScreen() throws {
    let row = try #require(try table122().first { $0.text.contains("iPad") })
    let regular = SizeClassPair(horizontal: .regular, vertical: .regular)
    #expect(row.portrait == regular && row.landscape == regular)
    for device in DeviceCatalog.all where device.family == .ipad {
        #expect(device.portrait == regular && device.landscape == regular, "\(device.name)")
    }
}
