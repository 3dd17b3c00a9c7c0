import Foundation
import Testing

@testable import AdaptLintCore

/// Reads the repository's device data, `Sources/AdaptLintCore/Devices/Catalog/devices.json`.
enum CatalogData {
    /// The data file, found from this test file's path (so it works in any clone).
    static let url: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/AdaptLintCore/Devices/Catalog/devices.json")

    struct Unreadable: Error, CustomStringConvertible {
        var description: String
    }

    /// devices.json as an array of dictionaries.
    static func devices() throws -> [[String: Any]] {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw Unreadable(description: "cannot read \(url.path)")
        }
        guard let entries = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
            throw Unreadable(description: "\(url.path) is not an array of objects")
        }
        return entries
    }
}

@Test func everyCatalogRowCitesItsSources() throws {
    for entry in try CatalogData.devices() {
        let name = entry["name"] as? String ?? "?"
        #expect(!((entry["source"] as? String) ?? "").isEmpty, "\(name): no source")
        #expect(!((entry["portraitUpsideDownSource"] as? String) ?? "").isEmpty, "\(name): no upside-down source")
    }
}

/// Face ID iPhones have the tall screens (19.5:9); Home-button iPhones the 16:9 ones. A different
/// path to the same answer as the data, so a wrong row fails.
@Test func onlyHomeButtonIPhonesAndIPadsTurnUpsideDown() {
    for device in DeviceCatalog.all {
        let homeButtonScreen = device.height / device.width < 1.8
        let expected = device.family == .ipad || homeButtonScreen
        #expect(device.supportsPortraitUpsideDown == expected, "\(device.name)")
    }
    #expect(DeviceCatalog.device(named: "iPhone 8")?.supportsPortraitUpsideDown == true)
    #expect(DeviceCatalog.device(named: "iPhone X")?.supportsPortraitUpsideDown == false)
    #expect(DeviceCatalog.device(named: "iPhone 16e")?.supportsPortraitUpsideDown == false)
}

/// The shared reference table is a cross-check: every model it lists is in the repository's data
/// with the same geometry (the repository may have more models).
@Test func catalogDataAgreesWithTheSharedReference() throws {
    let ours = Dictionary(
        try CatalogData.devices().compactMap { entry in (entry["name"] as? String).map { ($0, entry) } },
        uniquingKeysWith: { first, _ in first })
    for reference in try SharedReference.devices() {
        let name = reference["name"] as? String ?? "?"
        let entry = try #require(ours[name], "'\(name)' of the shared reference is not in the catalog data")
        for key in ["family", "widthPt", "heightPt", "scale", "diagonalInches", "portrait", "landscape"] {
            #expect(
                (entry[key] as? NSObject) == (reference[key] as? NSObject), "\(name) \(key) differs from ../shared")
        }
    }
}
