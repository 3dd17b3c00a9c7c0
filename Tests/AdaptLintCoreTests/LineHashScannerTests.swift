import AdaptTestSupport
import Testing

@testable import AdaptLintCore

/// The line hashes computed from bytes, as far as asked (``LineHashScanner``), against a direct
/// port of GitHub's ring-buffer algorithm over the UTF-16 units of the decoded text.
struct LineHashScannerTests {
    /// `fingerprints.ts` as written: a ring of 100 units and line numbers, one unit at a time.
    static func reference(_ bytes: [UInt8]) -> [String] {
        let blockSize = 100
        var window = [UInt64](repeating: 0, count: blockSize)
        var lineNumbers = [Int](repeating: -1, count: blockSize)
        var hash: UInt64 = 0
        var firstMod: UInt64 = 1
        for _ in 0..<blockSize { firstMod = firstMod &* 37 }
        var index = 0
        var lineNumber = 0
        var lineStart = true
        var previousWasCR = false
        var counts: [String: Int] = [:]
        var output: [String] = []
        func outputHash() {
            let text = String(hash, radix: 16)
            counts[text, default: 0] += 1
            output.append("\(text):\(counts[text] ?? 0)")
            lineNumbers[index] = -1
        }
        func update(_ current: UInt64) {
            let begin = window[index]
            window[index] = current
            hash = 37 &* hash &+ current &- firstMod &* begin
            index = (index + 1) % blockSize
        }
        func process(_ unit: UInt16) {
            var current = unit
            if current == 0x20 || current == 0x09 || (previousWasCR && current == 0x0A) {
                previousWasCR = false
                return
            }
            if current == 0x0D {
                current = 0x0A
                previousWasCR = true
            } else {
                previousWasCR = false
            }
            if lineNumbers[index] != -1 { outputHash() }
            if lineStart {
                lineStart = false
                lineNumber += 1
                lineNumbers[index] = lineNumber
            }
            if current == 0x0A { lineStart = true }
            update(UInt64(current))
        }
        for unit in String(decoding: bytes, as: UTF8.self).utf16 { process(unit) }
        process(0xFFFF)
        for _ in 0..<blockSize {
            if lineNumbers[index] != -1 { outputHash() }
            update(0)
        }
        return output
    }

    /// Pieces that random texts are made of: line breaks of every kind, blanks, multi-byte
    /// characters, ill-formed and truncated sequences, control characters.
    static let pieces: [[UInt8]] = [
        Array("a".utf8), Array("\"key\": ".utf8), Array("12,".utf8), Array(" ".utf8), Array("        ".utf8),
        Array("\t".utf8), Array("\n".utf8), Array("\r".utf8), Array("\r\n".utf8), Array("\u{E9}".utf8),
        Array("\u{20AC}".utf8), Array("\u{1F4E6}".utf8), Array("\u{FEFF}".utf8), [0xFF], [0xC0, 0x80], [0xE2, 0x82],
        [0xED, 0xA0, 0x80], [0x00], [0x7F], [0x0B], Array("{\"id\": \"header-1\", \"type\": \"header\"},".utf8),
    ]

    static func randomText(seed: UInt64, pieces count: Int) -> [UInt8] {
        var generator = SplitMix64(seed: seed)
        var bytes: [UInt8] = []
        for _ in 0..<count { bytes += pieces[Int(generator.next() % UInt64(pieces.count))] }
        return bytes
    }

    @Test(arguments: 0..<40)
    func randomTextsHashLikeGitHub(seed: Int) {
        let bytes = Self.randomText(seed: UInt64(seed), pieces: seed * 13 % 400)
        #expect(LineHashes(bytes: bytes).all == Self.reference(bytes))
    }

    @Test func lineHashesOfEmptyAndBlankTextsMatchTheReference() {
        for text in ["", "\n", "\r\n", "   ", "\t\n\t", "\r", "\n\r", String(repeating: " \n", count: 150)] {
            let bytes = Array(text.utf8)
            #expect(LineHashes(bytes: bytes).all == Self.reference(bytes), "\(Array(text.utf8))")
        }
    }

    /// Lines asked in any order give what hashing the whole file gives; past the end is nil.
    @Test(arguments: [0, 1, 2])
    func linesAskedInAnyOrderAgreeWithTheWholeFile(order: Int) {
        var bytes: [UInt8] = []
        for seed in 0..<6 { bytes += Self.randomText(seed: UInt64(100 + seed), pieces: 300) }
        let all = LineHashes(bytes: bytes).all
        var lines = Array(1...all.count)
        if order == 1 { lines.reverse() }
        if order == 2 {
            var generator = SplitMix64(seed: 7)
            lines.shuffle(using: &generator)
        }
        var scanner = LineHashScanner(bytes: bytes)
        for line in lines {
            #expect(scanner.hash(ofLine: line) == all[line - 1], "line \(line)")
        }
        #expect(scanner.hash(ofLine: 0) == nil)
        #expect(scanner.hash(ofLine: all.count + 1) == nil)
        #expect(scanner.hash(ofLine: 1) == all[0])
    }

    @Test func anIllFormedSequenceAfterTheLineAskedForIsNotReadYet() {
        let head = String(repeating: "  \"line\": \"text of a line\",\n", count: 40)
        let bytes = Array(head.utf8) + [0xFF, 0x0A] + Array("tail\n".utf8)
        var scanner = LineHashScanner(bytes: bytes)
        let expected = Self.reference(bytes)
        #expect(scanner.hash(ofLine: 2) == expected[1])
        #expect(scanner.hash(ofLine: 42) == expected[41])
        #expect(scanner.hash(ofLine: 3) == expected[2])
    }

    /// Occurrences are numbered as far as asked, in any order of asking.
    @Test func longFilesNumberOccurrencesAsFarAsAsked() {
        let text = (0..<6_000).map { "  \"k\($0 % 5)\": \($0 % 4 == 0 ? "true" : "\"x\"")," }.joined(separator: "\n")
        let bytes = Array(text.utf8)
        let all = LineHashes(bytes: bytes).all
        #expect(all == Self.reference(bytes))
        var scanner = LineHashScanner(bytes: bytes)
        #expect(all.count == 6_000)
        for line in [5_000, 4_097, 5_999, 12, 4_500, 6_000] {
            #expect(scanner.hash(ofLine: line) == all[line - 1], "line \(line)")
        }
        #expect(scanner.hash(ofLine: 6_001) == nil)
    }

    @Test(arguments: [
        (UInt64(0), 1), (1, 9), (0xF, 10), (0x10, 11), (0x2717_89C1_7ABD_A88F, 1), (UInt64.max, 123_456_789),
        (0x8000_0000_0000_0000, 4_096),
    ])
    func fingerprintsAreHexAndAnOccurrence(_ test: (value: UInt64, occurrence: Int)) {
        #expect(
            LineHashes.fingerprint(test.value, occurrence: test.occurrence)
                == String(test.value, radix: 16) + ":" + String(test.occurrence))
    }
}
