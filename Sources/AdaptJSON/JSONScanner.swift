/// The byte-level reader behind ``JSONParser``: one function per grammar production, writing
/// nodes onto a flat tape in pre-order.
///
/// It reads through a raw pointer, `position`, that never passes `end`: every load is guarded by
/// a comparison with `end` (8-byte loads by `end - position >= 8`), so no load is bounds-checked
/// twice. Containers recurse (depth is bounded by the nesting limit); scalars are parsed inline
/// in the container loops, so the common member `"key": value,` costs no call. The raw pointer
/// is the parser's design measured in BENCHMARKS.md, item 23; the inlining attributes here and in
/// the scanner's other files are measured in BENCHMARKS.md, item 33.
struct JSONScanner {
    typealias Node = JSONDocument.Node

    let input: UnsafeBufferPointer<UInt8>
    /// The first byte of the input.
    let base: UnsafePointer<UInt8>
    /// Just past the last byte of the input.
    let end: UnsafePointer<UInt8>
    /// The next byte to read; `base <= position <= end` at all times.
    var position: UnsafePointer<UInt8>
    let limits: JSONParser.Limits
    var depth = 0
    var tape: NodeTape
    /// The keys numbered so far; each key node's ``JSONDocument/Node/count`` holds its number.
    var keys = KeyNumbering()
    /// Set when the tape filled up below the value-count limit: the error thrown then is not the
    /// input's, and the parser starts again with a larger tape.
    private(set) var outOfRoom = false

    /// A scanner over `input`, which must not be empty, writing onto `tape`.
    init(_ base: UnsafePointer<UInt8>, count: Int, limits: JSONParser.Limits, tape: NodeTape) {
        input = UnsafeBufferPointer(start: base, count: count)
        self.base = base
        end = base + count
        position = base
        self.limits = limits
        self.tape = tape
    }

    /// The offset of the next byte, for nodes and messages.
    var cursor: Int { position - base }

    /// The offset of `pointer` as a node field; the parser refuses inputs of 4 GiB or more.
    @inline(__always) func offset(_ pointer: UnsafePointer<UInt8>) -> UInt32 {
        UInt32(truncatingIfNeeded: pointer - base)
    }

    // MARK: - Document

    mutating func parseDocument() throws(JSONSyntaxError) {
        try skipByteOrderMark()
        skipWhitespace()
        guard position < end else {
            throw JSONSyntaxError(.empty, at: cursor)
        }
        try parseValue()
        skipWhitespace()
        if position < end {
            throw JSONSyntaxError(.trailingContent(found: describe(at: cursor)), at: cursor)
        }
    }

    private mutating func skipByteOrderMark() throws(JSONSyntaxError) {
        let count = input.count
        if count >= 4, input[0] == 0, input[1] == 0, input[2] == 0xFE, input[3] == 0xFF {
            throw JSONSyntaxError(.unsupportedEncoding("UTF-32BE"), at: 0)
        }
        if count >= 4, input[0] == 0xFF, input[1] == 0xFE, input[2] == 0, input[3] == 0 {
            throw JSONSyntaxError(.unsupportedEncoding("UTF-32LE"), at: 0)
        }
        if count >= 2, input[0] == 0xFE, input[1] == 0xFF {
            throw JSONSyntaxError(.unsupportedEncoding("UTF-16BE"), at: 0)
        }
        if count >= 2, input[0] == 0xFF, input[1] == 0xFE {
            throw JSONSyntaxError(.unsupportedEncoding("UTF-16LE"), at: 0)
        }
        if count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF {
            position = base + 3
            return
        }
        // No mark: a JSON text starts with an ASCII character, so a NUL among the first two
        // bytes means UTF-16 or UTF-32 (RFC 4627 section 3). Such input is refused either way;
        // this only gives it a clearer message than "found a NUL byte".
        if count >= 4, input[0] != 0, input[1] == 0, input[2] == 0, input[3] == 0 {
            throw JSONSyntaxError(.unsupportedEncoding("UTF-32LE"), at: 0)
        }
        if count >= 4, input[0] == 0, input[1] == 0, input[2] == 0, input[3] != 0 {
            throw JSONSyntaxError(.unsupportedEncoding("UTF-32BE"), at: 0)
        }
        if count >= 2, (input[0] == 0) != (input[1] == 0) {
            throw JSONSyntaxError(.unsupportedEncoding(input[0] == 0 ? "UTF-16BE" : "UTF-16LE"), at: 0)
        }
    }

    // MARK: - Values

    /// Parses the value at `position`, which follows any whitespace before it.
    ///
    /// Inlined into the container loops: strings and numbers, nine values in ten, are then
    /// parsed without a call.
    @inline(__always)
    private mutating func parseValue() throws(JSONSyntaxError) {
        guard position < end else {
            throw JSONSyntaxError(.unexpectedEnd(expected: "a JSON value"), at: cursor)
        }
        switch position.pointee {
        case UInt8(ascii: "\""): try parseString()
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"): try parseNumber()
        case UInt8(ascii: "{"): try parseObject()
        case UInt8(ascii: "["): try parseArray()
        default: try parseLiteral()
        }
    }

    /// Appends a node whose `next` is the following node and whose `count` is 0: a scalar's
    /// final form, a container's until ``close(_:count:)``.
    ///
    /// The tape's capacity check is the value-count check too (the tape never holds more than
    /// the limit), so a node costs one comparison and one store.
    /// - Throws: The value-count limit at `start`, or (with ``outOfRoom`` set) a full tape.
    @inline(__always)
    mutating func append(
        _ kind: JSONDocument.Kind, from start: UnsafePointer<UInt8>, to stop: UnsafePointer<UInt8>,
        flags: UInt8 = 0, small: UInt16 = 0
    ) throws(JSONSyntaxError) {
        let node = Node(
            start: offset(start), end: offset(stop), next: UInt32(truncatingIfNeeded: tape.count &+ 1), count: 0,
            kind: kind, flags: flags, small: small)
        guard tape.append(node) else { try tapeIsFull(at: start) }
    }

    /// The error for a node that does not fit on the tape.
    @inline(never)
    private mutating func tapeIsFull(at start: UnsafePointer<UInt8>) throws(JSONSyntaxError) -> Never {
        if tape.count >= limits.maximumValues {
            throw JSONSyntaxError(.tooManyValues(limit: limits.maximumValues), at: start - base)
        }
        outOfRoom = true
        throw JSONSyntaxError(.tooManyValues(limit: tape.limit), at: start - base)
    }

    /// Opens an object or array at `position`: checks the nesting limit, appends its node (its
    /// end, `next` and count are set by ``close(_:count:)``) and steps over the bracket.
    /// - Returns: The container's node index.
    @inline(__always)
    private mutating func openContainer(_ kind: JSONDocument.Kind) throws(JSONSyntaxError) -> Int {
        depth &+= 1
        guard depth <= limits.maximumDepth else {
            throw JSONSyntaxError(.tooDeep(limit: limits.maximumDepth), at: cursor)
        }
        let index = tape.count
        try append(kind, from: position, to: position)
        position += 1
        return index
    }

    /// Closes the container at `index` after its closing bracket (at `position`).
    @inline(__always)
    private mutating func close(_ index: Int, count: Int) {
        position += 1
        tape.close(index, end: offset(position), count: count)
        depth &-= 1
    }

    private mutating func parseObject() throws(JSONSyntaxError) {
        let index = try openContainer(.object)
        skipWhitespace()
        if position < end && position.pointee == UInt8(ascii: "}") {
            close(index, count: 0)
            return
        }
        guard position < end else {
            throw JSONSyntaxError(.unexpectedEnd(expected: "a key or '}'"), at: cursor)
        }
        guard position.pointee == UInt8(ascii: "\"") else {
            throw JSONSyntaxError(
                .unexpected(found: describeWord(at: cursor), expected: "a string key or '}'"), at: cursor)
        }
        var count = 0
        while true {
            let quote = position
            try parseString()
            tape.numberLastKey(
                keys.number(text: quote + 1, length: position - quote - 2, base: base, end: end, node: tape.count - 1))
            // `": "` is how nearly every member is written: one test instead of two skips.
            if end - position >= 2 && position[0] == UInt8(ascii: ":") && position[1] == UInt8(ascii: " ") {
                position += 2
            } else {
                try skipColon()
            }
            skipWhitespace()
            try parseValue()
            count &+= 1
            // A comma straight after the value is the common case: it is tested first.
            if position == end || position.pointee != UInt8(ascii: ",") {
                skipWhitespace()
                guard position < end else {
                    throw JSONSyntaxError(.unexpectedEnd(expected: "',' or '}'"), at: cursor)
                }
                if position.pointee == UInt8(ascii: "}") {
                    close(index, count: count)
                    return
                }
                guard position.pointee == UInt8(ascii: ",") else {
                    throw JSONSyntaxError(
                        .unexpected(found: describe(at: cursor), expected: "',' or '}' after an object member"),
                        at: cursor)
                }
            }
            position += 1
            skipWhitespace()
            guard position < end else {
                throw JSONSyntaxError(.unexpectedEnd(expected: "a key"), at: cursor)
            }
            guard position.pointee == UInt8(ascii: "\"") else {
                throw JSONSyntaxError(
                    .unexpected(
                        found: describeWord(at: cursor), expected: "a string key (trailing commas are not allowed)"),
                    at: cursor)
            }
        }
    }

    /// Skips the whitespace and colon after a key, and the whitespace after the colon.
    private mutating func skipColon() throws(JSONSyntaxError) {
        skipWhitespace()
        guard position < end else {
            throw JSONSyntaxError(.unexpectedEnd(expected: "':' after the key"), at: cursor)
        }
        guard position.pointee == UInt8(ascii: ":") else {
            throw JSONSyntaxError(.unexpected(found: describe(at: cursor), expected: "':' after the key"), at: cursor)
        }
        position += 1
    }

    private mutating func parseArray() throws(JSONSyntaxError) {
        let index = try openContainer(.array)
        skipWhitespace()
        if position < end && position.pointee == UInt8(ascii: "]") {
            close(index, count: 0)
            return
        }
        var count = 0
        while true {
            try parseValue()
            count &+= 1
            // A comma straight after the value is the common case: it is tested first.
            if position == end || position.pointee != UInt8(ascii: ",") {
                skipWhitespace()
                guard position < end else {
                    throw JSONSyntaxError(.unexpectedEnd(expected: "',' or ']'"), at: cursor)
                }
                if position.pointee == UInt8(ascii: "]") {
                    close(index, count: count)
                    return
                }
                guard position.pointee == UInt8(ascii: ",") else {
                    throw JSONSyntaxError(
                        .unexpected(found: describe(at: cursor), expected: "',' or ']' after an array element"),
                        at: cursor)
                }
            }
            position += 1
            skipWhitespace()
            if position < end && position.pointee == UInt8(ascii: "]") {
                throw JSONSyntaxError(
                    .unexpected(found: "']'", expected: "a value (trailing commas are not allowed)"), at: cursor)
            }
        }
    }

    /// Parses `true`, `false` or `null`, or reports the bare word (or character) found instead.
    @inline(never)
    private mutating func parseLiteral() throws(JSONSyntaxError) {
        let start = position
        let (word, kind): (StaticString, JSONDocument.Kind) =
            switch start.pointee {
            case UInt8(ascii: "t"): ("true", .true)
            case UInt8(ascii: "f"): ("false", .false)
            case UInt8(ascii: "n"): ("null", .null)
            default:
                // describeWord quotes a whole bare word ('True', 'NaN'), else the one character.
                throw JSONSyntaxError(
                    .unexpected(found: describeWord(at: cursor), expected: "a JSON value"), at: cursor)
            }
        let length = word.utf8CodeUnitCount
        let matches = word.withUTF8Buffer { expected -> Bool in
            guard end - start >= length else { return false }
            for offset in 0..<length where start[offset] != expected[offset] { return false }
            return true
        }
        guard matches else {
            throw JSONSyntaxError(.unexpected(found: describeWord(at: cursor), expected: "a JSON value"), at: cursor)
        }
        position += length
        try append(kind, from: start, to: position)
    }

    // MARK: - Whitespace

    /// Skips whitespace. The common cases are inlined: a token at once (`1,`), one space
    /// (`"key": 1`), and a line break (LF or CRLF) followed by spaces, as pretty-printed specs
    /// indent: XOR with eight spaces and a trailing-zero count per word. Anything else (tabs,
    /// blank lines, the last bytes of the input) goes to ``skipWhitespaceWords()``.
    @inline(__always)
    mutating func skipWhitespace() {
        guard position < end, position.pointee <= 0x20 else { return }
        if position.pointee == 0x20 {
            if end - position >= 2 && position[1] > 0x20 {
                position += 1
                return
            }
        } else if position.pointee == 0x0A || position.pointee == 0x0D {
            var run = position + 1
            if position.pointee == 0x0D && run < end && run.pointee == 0x0A { run += 1 }
            let spaces: UInt64 = 0x2020_2020_2020_2020
            while end - run >= 8 {
                let other = UnsafeRawPointer(run).loadUnaligned(as: UInt64.self).littleEndian ^ spaces
                guard other == 0 else {
                    run += other.trailingZeroBitCount >> 3
                    if run.pointee > 0x20 {
                        position = run
                        return
                    }
                    break
                }
                run += 8
            }
        }
        skipWhitespaceWords()
    }

    /// Skips a run of whitespace eight bytes at a time: a word is skipped whole when all its
    /// bytes are spaces or line feeds, else the cursor moves to the first other byte, and only a
    /// carriage return or tab there (rare) takes another turn. The last 7 bytes of the input
    /// are left to ``skipWhitespaceBytes()``.
    ///
    /// The per-byte tests are exact (no carry crosses a byte): `((x & 0x7F) + 0x7F) | x` has its
    /// high bit set exactly when the byte `x` is not zero.
    @inline(never)
    private mutating func skipWhitespaceWords() {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let low7 = ones &* 0x7F
        while end - position >= 8 {
            let word = UnsafeRawPointer(position).loadUnaligned(as: UInt64.self).littleEndian
            let space = word ^ (ones &* 0x20)
            let lineFeed = word ^ (ones &* 0x0A)
            let notSpace = ((space & low7) &+ low7) | space
            let notLineFeed = ((lineFeed & low7) &+ low7) | lineFeed
            let other = notSpace & notLineFeed & (ones &* 0x80)
            guard other != 0 else {
                position += 8
                continue
            }
            position += other.trailingZeroBitCount >> 3
            let byte = position.pointee
            guard byte == 0x0D || byte == 0x09 else { return }
            position += 1
        }
        skipWhitespaceBytes()
    }

    /// Skips whitespace byte by byte (near the end of the input).
    @inline(never)
    private mutating func skipWhitespaceBytes() {
        while position < end {
            switch position.pointee {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }
}
