extension SpecRecognition {
    /// Reads the member names of a JSON root object one at a time, skipping their values.
    ///
    /// Tolerant on purpose (it only decides whether to lint a file; the parser judges it):
    /// comments (`//`, `/* */`), unquoted names and trailing commas are read through. It stops
    /// at the end of the root object or at anything it cannot make sense of.
    struct RootScanner {
        let bytes: [UInt8]
        private var index = 0
        private var started = false
        private var finished = false
        /// Whether the last member's value is still to be skipped: it is skipped only when the next
        /// member is asked for, so a verdict made on a name never reads the value after it (a
        /// spec's `layouts`, most of the file).
        private var valuePending = false

        init(bytes: [UInt8]) {
            self.bytes = bytes
            // A UTF-8 byte order mark.
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        }

        /// Whether the first byte after whitespace and comments opens an object.
        var rootIsObject: Bool {
            var probe = self
            probe.skipSpace()
            return probe.peek == UInt8(ascii: "{")
        }

        /// The next member's name, and its value when that is a short string; nil at the end.
        mutating func nextMember() -> (String, String?)? {
            guard !finished else { return nil }
            if valuePending {
                valuePending = false
                guard skipValue() else { return finish() }
            }
            if !started {
                started = true
                skipSpace()
                guard peek == UInt8(ascii: "{") else { return finish() }
                index += 1
            }
            skipSpace()
            while peek == UInt8(ascii: ",") {
                index += 1
                skipSpace()
            }
            guard let name = readName() else { return finish() }
            skipSpace()
            guard peek == UInt8(ascii: ":") else { return finish(with: (name, nil)) }
            index += 1
            skipSpace()
            var value: String?
            if peek == UInt8(ascii: "\"") {
                value = readString(limit: 512)
            } else {
                valuePending = true
            }
            return (name, value)
        }

        /// How many bytes the scanner has read so far.
        var bytesRead: Int { index }

        private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        private mutating func finish(with last: (String, String?)? = nil) -> (String, String?)? {
            finished = true
            return last
        }

        /// A quoted or bare name; nil at `}`, the end, or anything else.
        private mutating func readName() -> String? {
            guard let byte = peek else { return nil }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { return readString(limit: 256) }
            let start = index
            while let byte = peek, Self.isNameByte(byte) { index += 1 }
            return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
        }

        private static func isNameByte(_ byte: UInt8) -> Bool {
            byte >= 0x80 || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "_")
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
        }

        /// The string starting at the quote under `index` (escapes kept as written), keeping at
        /// most `limit` bytes of it; the whole string is skipped either way.
        private mutating func readString(limit: Int) -> String {
            let quote = bytes[index]
            index += 1
            let start = index
            while let byte = peek, byte != quote {
                index += byte == UInt8(ascii: "\\") ? 2 : 1
            }
            let end = min(index, bytes.count)
            index = min(index + 1, bytes.count)
            return String(decoding: bytes[start..<min(end, start + limit)], as: UTF8.self)
        }

        /// Skips one value of any kind; false when the text ends inside it.
        private mutating func skipValue() -> Bool {
            var depth = 0
            while let byte = peek {
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "'"):
                    _ = readString(limit: 0)
                    if depth == 0 { return true }
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if depth == 0 { return true }
                    depth -= 1
                    if depth == 0 {
                        index += 1
                        return true
                    }
                case UInt8(ascii: ","):
                    if depth == 0 { return true }
                case UInt8(ascii: "/"):
                    if skipComment() { continue }
                default: break
                }
                index += 1
            }
            return false
        }

        /// Skips whitespace and comments.
        private mutating func skipSpace() {
            while let byte = peek {
                if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
                    index += 1
                } else if byte == UInt8(ascii: "/"), skipComment() {
                    continue
                } else {
                    return
                }
            }
        }

        /// Skips a `//` or `/* */` comment at `index`; false when there is none.
        private mutating func skipComment() -> Bool {
            guard index + 1 < bytes.count else { return false }
            switch bytes[index + 1] {
            case UInt8(ascii: "/"):
                while let byte = peek, byte != 0x0A { index += 1 }
                return true
            case UInt8(ascii: "*"):
                index += 2
                while index + 1 < bytes.count,
                    !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                {
                    index += 1
                }
                index = min(index + 2, bytes.count)
                return true
            default:
                return false
            }
        }
    }
}
