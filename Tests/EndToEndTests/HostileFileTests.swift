import AdaptTestSupport
import Foundation
import Testing

/// The red-team files of Benchmarks/hostile.py, written here at full size, each linted by the
/// built binary under a cap on its address space (600 MB, set with `ulimit -v`): a reader that
/// expanded shared objects or entities would hit the cap and crash, and the test fails. Each
/// finishes with a clear error or a clean lint, exit 0, 1 or 2. The timeout is a hang guard,
/// not a performance target; the readers' own tests count their work.
struct HostileFileTests {
    struct Shape: CustomTestStringConvertible, Sendable {
        var name: String
        var file: String
        var bytes: @Sendable () -> [UInt8]
        /// What the output must say (the limit or refusal that stopped it), or nil for a clean lint.
        var expected: String?
        var testDescription: String { name }
    }

    /// A screen spec of `count` 20x20pt buttons 50pt apart, 235 to a row, one to a line: 15 values
    /// each, as `Benchmarks/hostile.py` writes them.
    static func smallButtons(_ count: Int) -> [UInt8] {
        let buttons = (0..<count).map {
            "{\"id\": \"b\($0)\", \"type\": \"button\", \"frame\": {\"x\": \($0 % 235 * 50), \"y\": \($0 / 235 * 50), \"width\": 20, \"height\": 20}}"
        }
        return Array(
            ("{\"screen\": \"Buttons\", \"orientations\": [\"portrait\"], \"layouts\": [{\"components\": [\n"
                + buttons.joined(separator: ",\n") + "\n]}]}\n").utf8)
    }

    /// A binary property list whose arrays hold the same child twice, `levels` deep.
    static func sharedBinaryPlist(levels: Int) -> [UInt8] {
        func ascii(_ text: String) -> [UInt8] {
            let bytes = Array(text.utf8)
            return (bytes.count < 15 ? [0x50 | UInt8(bytes.count)] : [0x5F, 0x10, UInt8(bytes.count)]) + bytes
        }
        var objects: [[UInt8]] = [
            [0xD2, 1, 2, 3, UInt8(5 + levels)], ascii("CFBundleIdentifier"), ascii("UISupportedInterfaceOrientations"),
            ascii("com.example"), ascii("x"), [0xA1, 4],
        ]
        for level in 1...levels { objects.append([0xA2, UInt8(4 + level), UInt8(4 + level)]) }
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        bytes += [0, 0, 0, 0, 0, 0, 2, 1]
        for value in [objects.count, 0, table] { bytes += (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
        return bytes
    }

    /// An internal subset whose entity `b` expands to 10^levels copies of "lol".
    static func laughs(_ levels: Int) -> String {
        var entities = ["<!ENTITY e0 \"lol\">"]
        for level in 1...levels {
            entities.append("<!ENTITY e\(level) \"\(String(repeating: "&e\(level - 1);", count: 10))\">")
        }
        return "<!DOCTYPE document [\(entities.joined())<!ENTITY b \"&e\(levels);\">]>"
    }

    static let xibBody =
        "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\" toolsVersion=\"1\" "
        + "targetRuntime=\"iOS.CocoaTouch\"><device id=\"retina4_7\" orientation=\"portrait\"/><objects>"
        + "<view contentMode=\"scaleToFill\" id=\"root\" userLabel=\"LABEL\"><rect key=\"frame\" x=\"0\" y=\"0\" "
        + "width=\"375\" height=\"667\"/></view></objects></document>"

    /// Every character of `text` in UTF-7's base64 form.
    static func utf7(_ text: String) -> [UInt8] {
        let units = Array(text.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        return Array("+\(Data(units).base64EncodedString().replacingOccurrences(of: "=", with: ""))-".utf8)
    }

    static let shapes: [Shape] = [
        Shape(
            name: "binary plist sharing its arrays 60 deep", file: "Info.plist",
            bytes: { sharedBinaryPlist(levels: 60) }, expected: "plist-values limit"),
        Shape(
            name: "xib declaring encoding =\"UTF-7\"", file: "View.xib",
            bytes: {
                Array("<?xml version=\"1.0\" encoding =\"UTF-7\"?>\n".utf8)
                    + utf7(laughs(6) + xibBody.replacingOccurrences(of: "LABEL", with: "&b;"))
            }, expected: "encoding 'UTF-7'"),
        Shape(
            name: "xib with a byte order mark and a DTD", file: "View.xib",
            bytes: {
                [0xEF, 0xBB, 0xBF]
                    + Array(
                        ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + laughs(6)
                            + xibBody.replacingOccurrences(of: "LABEL", with: "&b;")).utf8)
            }, expected: "document type declaration"),
        Shape(
            name: "plist with a 2 MB entity referenced 10,000 times", file: "Info.plist",
            bytes: {
                Array(
                    ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist [<!ENTITY big \""
                        + String(repeating: "A", count: 2_000_000) + "\">]>\n<plist version=\"1.0\"><dict>"
                        + "<key>CFBundleName</key><string>" + String(repeating: "&big;", count: 10_000)
                        + "</string></dict></plist>\n").utf8)
            }, expected: "document type declaration"),
        Shape(
            name: "one-line plist with 20,000 elements", file: "Info.plist",
            bytes: {
                let members = (0..<10_000).map { "<key>K\($0)</key><string>v</string>" }.joined()
                return Array(
                    "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict>\(members)</dict></plist>"
                        .utf8)
            }, expected: nil),
        Shape(
            name: "xib element with 400,000 attributes", file: "View.xib",
            bytes: {
                let attributes = (0..<400_000).map { "a\($0)=\"1\"" }.joined(separator: " ")
                return Array(
                    ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                        + xibBody.replacingOccurrences(of: "userLabel=\"LABEL\"", with: attributes)).utf8)
            }, expected: "has more than 1000 attributes"),
        Shape(
            name: "app description with 8,000 unknown opens ids", file: "app.json",
            bytes: {
                let screens = (0..<8_000).map {
                    "{\"id\": \"screen-\($0)\", \"spec\": \"s.json\", \"opens\": [\"missing-\($0)\"]}"
                }
                return Array("{\"app\": \"Hostile\", \"screens\": [\(screens.joined(separator: ", "))]}".utf8)
            }, expected: "which is not in 'screens'"),
        Shape(
            name: "spec of 55,000 small buttons", file: "screen.json", bytes: { smallButtons(55_000) },
            expected: "exceeds adaptlint's value-count limit of 250,000"),
        Shape(
            name: "spec of 16,600 small buttons, at the value-count limit", file: "screen.json",
            bytes: { smallButtons(16_600) }, expected: "tap target 'b16599' is 20x20pt"),
    ]

    @Test(arguments: shapes)
    func eachHostileFileIsLintedWithinTheMemoryCap(_ shape: Shape) throws {
        let directory = try TemporaryDirectory()
        try directory.write(shape.file, Data(shape.bytes()))
        let output = try Binary.run(
            [shape.file], in: directory.url, timeout: 300,
            launcher: ["/bin/sh", "-c", "ulimit -v 600000 && exec \"$0\" \"$@\""])
        #expect(!output.timedOut, "\(shape.name)")
        #expect([0, 1, 2].contains(output.status), "\(shape.name): exit \(output.status): \(output.stderr)")
        if let expected = shape.expected {
            #expect(output.stdout.contains(expected), "\(shape.name): \(output.stdout.prefix(1000))")
        } else {
            #expect(output.status == 0, "\(shape.name): \(output.stdout.prefix(1000))")
        }
    }
}
