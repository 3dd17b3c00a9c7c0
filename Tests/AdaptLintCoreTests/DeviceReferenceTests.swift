import AdaptTestSupport
import Foundation
import Testing

@testable import AdaptLintCore

/// Reads the shared reference files that the device tests compare the compiled catalog with.
enum SharedReference {
    /// `../shared` beside the package root, as in CI.
    static let directory: URL = Integration.sharedFolder

    struct Missing: Error, CustomStringConvertible {
        var path: String
        var description: String {
            "reference file '\(path)' is missing; the device tests compare the compiled catalog with ../shared "
                + "(expected at \(SharedReference.directory.path)). Check out the shared folder beside the package."
        }
    }

    /// The text of `../shared/<relativePath>`.
    static func text(_ relativePath: String) throws -> String {
        let url = directory.appendingPathComponent(relativePath)
        guard let data = FileManager.default.contents(atPath: url.path) else { throw Missing(path: relativePath) }
        return String(decoding: data, as: UTF8.self)
    }

    /// The text of the guideline document whose file name starts with `number` ("002").
    static func guideline(_ number: String) throws -> String {
        let folder = directory.appendingPathComponent("guidelines")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        guard let name = names.sorted().first(where: { $0.hasPrefix(number + "_") }) else {
            throw Missing(path: "guidelines/\(number)_*.txt")
        }
        return try text("guidelines/" + name)
    }

    /// devices.json as an array of dictionaries.
    static func devices() throws -> [[String: Any]] {
        let data = Data(try text("reference/devices.json").utf8)
        guard let entries = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
            throw Missing(path: "reference/devices.json (not an array of objects)")
        }
        return entries
    }

    /// "Compact width, regular height" or "Vertical size class: Regular<br>Horizontal size class: Compact".
    static func sizeClasses(_ text: String) -> SizeClassPair? {
        let lowered = text.lowercased()
        func value(after label: String) -> SizeClass? {
            guard let range = lowered.range(of: label) else { return nil }
            let rest = lowered[range.upperBound...].drop { $0 == " " || $0 == ":" }
            return SizeClass(rawValue: String(rest.prefix { $0.isLetter }))
        }
        if let horizontal = value(after: "horizontal size class"), let vertical = value(after: "vertical size class") {
            return SizeClassPair(horizontal: horizontal, vertical: vertical)
        }
        let words = lowered.split { !$0.isLetter }.map(String.init)
        guard let w = words.firstIndex(of: "width"), let h = words.firstIndex(of: "height"), w > 0, h > 0,
            let horizontal = SizeClass(rawValue: words[w - 1]), let vertical = SizeClass(rawValue: words[h - 1])
        else { return nil }
        return SizeClassPair(horizontal: horizontal, vertical: vertical)
    }

    /// The cells of a Markdown table row, trimmed.
    static func cells(_ line: String) -> [String] {
        var parts = line.split(separator: "|", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        if parts.first == "" { parts.removeFirst() }
        if parts.last == "" { parts.removeLast() }
        return parts
    }
}

@Test(
    .integration(
        .shared("reference/devices.json"), .shared("reference/ipad-multitasking.md"), .shared("guidelines")))
func sharedReferenceFilesArePresent() throws {
    #expect(!(try SharedReference.devices()).isEmpty)
    #expect(try SharedReference.text("reference/ipad-multitasking.md").contains("Split View"))
    #expect(try SharedReference.guideline("002").contains("Table 12-2"))
}

@Test func missingReferenceFileFailsWithAClearMessage() {
    #expect {
        try SharedReference.text("reference/no-such-file.json")
    } throws: { error in
        String(describing: error).contains("reference file 'reference/no-such-file.json' is missing")
    }
}

@Test(arguments: [
    ("Compact width, regular height", SizeClassPair(horizontal: .compact, vertical: .regular)),
    ("Regular width, regular height", SizeClassPair(horizontal: .regular, vertical: .regular)),
    (
        "Vertical size class: Compact<br>Horizontal size class: Regular",
        SizeClassPair(horizontal: .regular, vertical: .compact)
    ),
])
func referenceSizeClassTextIsRead(text: String, expected: SizeClassPair) {
    #expect(SharedReference.sizeClasses(text) == expected)
}

/// Every landscape safe-area inset the shared reference measured (iOS 16.2 simulator) on an
/// iPhone is in the stretching table, and the measured ones are the three docs/devices.md names;
/// the others in the table are third-party figures (SafeAreas.landscapeInsets).
@Test(.integration(.shared("reference/devices.json")))
func measuredLandscapeSafeAreasAreInTheTable() throws {
    var measured = Set<Double>()
    for entry in try SharedReference.devices() where entry["family"] as? String == "iphone" {
        guard let measurement = entry["measuredIOS16_2"] as? [String: Any],
            let landscape = measurement["landscape"] as? [String: Any],
            let safeArea = landscape["safeArea"] as? [String: Any],
            let left = (safeArea["left"] as? NSNumber)?.doubleValue,
            let right = (safeArea["right"] as? NSNumber)?.doubleValue
        else { continue }
        #expect(left == right, "\(entry["name"] ?? "?"): landscape safe areas \(left) and \(right)")
        if left > 0 { measured.insert(left) }
    }
    #expect(measured == [47, 50, 59])
    #expect(measured.isSubset(of: Set(SafeAreas.landscapeInsets)))
}
