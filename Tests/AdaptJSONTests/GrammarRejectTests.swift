import Testing

@testable import AdaptJSON

/// A text the parser must refuse, with the exact message and 1-based line:column.
struct RejectCase: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: [UInt8]
    let message: String
    let position: SourcePosition

    init(_ name: String, _ text: String, _ message: String, at line: Int, _ column: Int) {
        self.init(name, bytes: Array(text.utf8), message, at: line, column)
    }

    init(_ name: String, bytes: [UInt8], _ message: String, at line: Int, _ column: Int) {
        self.name = name
        self.bytes = bytes
        self.message = message
        self.position = SourcePosition(line: line, column: column)
    }

    var testDescription: String { name }
}

/// RFC 8259 violations, one table per grammar production, each with message and position.
struct GrammarRejectTests {
    static let values: [RejectCase] = [
        RejectCase(
            "rejects an empty file", "",
            "file has no JSON value (it is empty or only whitespace); expected a screen spec object", at: 1, 1),
        RejectCase(
            "rejects a file of whitespace only", " \n\t ",
            "file has no JSON value (it is empty or only whitespace); expected a screen spec object", at: 2, 3),
        RejectCase("rejects a truncated literal", "tru", "expected a JSON value, found 'tru'", at: 1, 1),
        RejectCase("rejects a capitalised literal", "[True]", "expected a JSON value, found 'True'", at: 1, 2),
        RejectCase("rejects NULL in capitals", "NULL", "expected a JSON value, found 'NULL'", at: 1, 1),
        RejectCase(
            "rejects a literal with extra letters", "nulls", "unexpected 's' after the end of the JSON value", at: 1, 5),
        RejectCase("rejects NaN", "NaN", "expected a JSON value, found 'NaN'", at: 1, 1),
        RejectCase("rejects Infinity", "[Infinity]", "expected a JSON value, found 'Infinity'", at: 1, 2),
        RejectCase("rejects -Infinity", "-Infinity", "invalid number: expected a digit after '-'", at: 1, 2),
        RejectCase("rejects single-quoted strings", "['a']", "expected a JSON value, found '''", at: 1, 2),
        RejectCase(
            "rejects a second top-level value", "{} {}", "unexpected '{' after the end of the JSON value", at: 1, 4),
        RejectCase(
            "rejects a stray closing bracket", "[]]", "unexpected ']' after the end of the JSON value", at: 1, 3),
        RejectCase("rejects a lone closing brace", "}", "expected a JSON value, found '}'", at: 1, 1),
        // JSON has no comments, and the message says so rather than "found '/'".
        RejectCase(
            "rejects a comment", "// spec\n{}",
            "JSON has no comments; remove this one (a spec can say it in a \"description\")", at: 1, 1),
        RejectCase(
            "rejects a block comment after the value", "{} /* x */",
            "JSON has no comments; remove this one (a spec can say it in a \"description\")", at: 1, 4),
        RejectCase(
            "rejects a comment before a key", "{\n  // the screen\n  \"a\": 1}",
            "JSON has no comments; remove this one (a spec can say it in a \"description\")", at: 2, 3),
        RejectCase(
            "rejects a comment after a value", "[1, // one\n2]",
            "JSON has no comments; remove this one (a spec can say it in a \"description\")", at: 1, 5),
        RejectCase(
            "a lone slash is not called a comment", "{/}",
            "expected a string key or '}', found '/'", at: 1, 2),
    ]

    static let whitespace: [RejectCase] = [
        RejectCase(
            "rejects a form feed as whitespace", "[\u{0C}1]", "expected a JSON value, found control character 0xC",
            at: 1, 2),
        RejectCase(
            "rejects a vertical tab as whitespace", "[1\u{0B}]",
            "expected ',' or ']' after an array element, found control character 0xB", at: 1, 3),
        RejectCase(
            "rejects a no-break space as whitespace", "[\u{A0}1]", "expected a JSON value, found '\u{A0}' (U+A0)",
            at: 1, 2),
        RejectCase(
            "rejects U+2028 as whitespace", "{}\u{2028}",
            "unexpected '\u{2028}' (U+2028) after the end of the JSON value", at: 1, 3),
        RejectCase(
            "rejects a NUL byte between tokens", "[1,\u{0}2]", "expected a JSON value, found a NUL byte", at: 1, 4),
    ]

    static let objects: [RejectCase] = [
        RejectCase("rejects an unclosed object", "{", "unexpected end of file; expected a key or '}'", at: 1, 2),
        RejectCase(
            "rejects an object cut after a member", "{\"a\":1", "unexpected end of file; expected ',' or '}'", at: 1, 7),
        RejectCase(
            "rejects an object cut after a comma", "{\"a\":1,", "unexpected end of file; expected a key", at: 1, 8),
        RejectCase("rejects a missing colon", "{\"a\" 1}", "expected ':' after the key, found '1'", at: 1, 6),
        RejectCase("rejects a key without a value", "{\"a\":}", "expected a JSON value, found '}'", at: 1, 6),
        RejectCase(
            "rejects a key cut before the colon", "{\"a\"", "unexpected end of file; expected ':' after the key", at: 1,
            5),
        RejectCase("rejects a number as a key", "{1:2}", "expected a string key or '}', found '1'", at: 1, 2),
        RejectCase(
            "rejects a bare word as a key", "{screen:1}", "expected a string key or '}', found 'screen'", at: 1, 2),
        RejectCase("rejects a single-quoted key", "{'a':1}", "expected a string key or '}', found '''", at: 1, 2),
        RejectCase(
            "rejects a trailing comma in an object", "{\"a\":1,}",
            "expected a string key (trailing commas are not allowed), found '}'", at: 1, 8),
        RejectCase(
            "rejects a leading comma in an object", "{,\"a\":1}", "expected a string key or '}', found ','", at: 1, 2),
        RejectCase(
            "rejects two commas in an object", "{\"a\":1,,\"b\":2}",
            "expected a string key (trailing commas are not allowed), found ','", at: 1, 8),
        RejectCase(
            "rejects members without a comma", "{\"a\":1 \"b\":2}",
            "expected ',' or '}' after an object member, found '\"'", at: 1, 8),
        RejectCase(
            "rejects a semicolon between members", "{\"a\":1;\"b\":2}",
            "expected ',' or '}' after an object member, found ';'", at: 1, 7),
        RejectCase(
            "rejects an object closed by a bracket", "{\"a\":1]",
            "expected ',' or '}' after an object member, found ']'", at: 1, 7),
    ]

    static let arrays: [RejectCase] = [
        RejectCase("rejects an unclosed array", "[", "unexpected end of file; expected a JSON value", at: 1, 2),
        RejectCase(
            "rejects an array cut after an element", "[1", "unexpected end of file; expected ',' or ']'", at: 1, 3),
        RejectCase(
            "rejects an array cut after a comma", "[1,", "unexpected end of file; expected a JSON value", at: 1, 4),
        RejectCase(
            "rejects a trailing comma in an array", "[1,]",
            "expected a value (trailing commas are not allowed), found ']'", at: 1, 4),
        RejectCase("rejects a leading comma in an array", "[,1]", "expected a JSON value, found ','", at: 1, 2),
        RejectCase("rejects two commas in an array", "[1,,2]", "expected a JSON value, found ','", at: 1, 4),
        RejectCase(
            "rejects elements without a comma", "[1 2]", "expected ',' or ']' after an array element, found '2'", at: 1,
            4),
        RejectCase(
            "rejects a colon in an array", "[\"a\":1]", "expected ',' or ']' after an array element, found ':'", at: 1,
            5),
        RejectCase(
            "rejects an array closed by a brace", "[1}", "expected ',' or ']' after an array element, found '}'", at: 1,
            3),
    ]

    static let numbers: [RejectCase] = [
        RejectCase("rejects a leading zero", "[01]", "invalid number: leading zeros are not allowed", at: 1, 2),
        RejectCase(
            "rejects a negative leading zero", "-012", "invalid number: leading zeros are not allowed", at: 1, 1),
        RejectCase("rejects a plus sign", "[+1]", "expected a JSON value, found '+'", at: 1, 2),
        RejectCase("rejects a fraction without an integer part", "[.5]", "expected a JSON value, found '.'", at: 1, 2),
        RejectCase("rejects a fraction without digits", "[1.]", "invalid number: expected a digit after '.'", at: 1, 4),
        RejectCase(
            "rejects a fraction point before an exponent", "1.e5", "invalid number: expected a digit after '.'", at: 1,
            3),
        RejectCase(
            "rejects an exponent without digits", "[1e]", "invalid number: expected a digit in the exponent", at: 1, 4),
        RejectCase(
            "rejects an exponent with only a sign", "1E+", "invalid number: expected a digit in the exponent", at: 1, 4),
        RejectCase("rejects a lone minus", "[-]", "invalid number: expected a digit after '-'", at: 1, 3),
        RejectCase("rejects two minus signs", "--1", "invalid number: expected a digit after '-'", at: 1, 2),
        RejectCase("rejects a space after the minus", "- 1", "invalid number: expected a digit after '-'", at: 1, 2),
        RejectCase("rejects hexadecimal", "0x1F", "unexpected 'x' after the end of the JSON value", at: 1, 2),
        RejectCase(
            "rejects digit separators", "[1_000]", "expected ',' or ']' after an array element, found '_'", at: 1, 3),
        RejectCase(
            "rejects a comma as decimal separator", "{\"w\":1,5}",
            "expected a string key (trailing commas are not allowed), found '5'", at: 1, 8),
    ]

    static let strings: [RejectCase] = [
        RejectCase(
            "rejects an unterminated string", "[\"abc",
            "unexpected end of file; expected '\"' to close the string that starts here", at: 1, 2),
        RejectCase(
            "rejects a raw tab in a string", "\"a\tb\"", "control character U+0009 must be escaped inside a string",
            at: 1, 3),
        RejectCase(
            "rejects a raw newline in a string", "\"a\nb\"", "control character U+000A must be escaped inside a string",
            at: 1, 3),
        RejectCase(
            "rejects a raw NUL in a string", "\"a\u{0}\"", "control character U+0000 must be escaped inside a string",
            at: 1, 3),
        RejectCase(
            "rejects an unknown escape", "\"\\x41\"",
            "invalid escape '\\x' in string; use one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX", at: 1, 2),
        RejectCase(
            "rejects an escaped single quote", "\"\\'\"",
            "invalid escape '\\'' in string; use one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX", at: 1, 2),
        RejectCase(
            "rejects an escaped control character", "\"\\\u{1}\"",
            "invalid escape '\\<0x1>' in string; use one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX", at: 1, 2),
        RejectCase(
            "rejects a capital U escape", "\"\\U0041\"",
            "invalid escape '\\U' in string; use one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX", at: 1, 2),
        RejectCase(
            "rejects a short \\u escape", "\"\\u12\"", "'\\u' must be followed by four hexadecimal digits", at: 1, 6),
        RejectCase(
            "rejects a \\u escape with a non-hex digit", "\"\\u12G4\"",
            "'\\u' must be followed by four hexadecimal digits", at: 1, 6),
        RejectCase(
            "rejects a \\u escape cut by the end", "\"\\u00",
            "unexpected end of file; expected four hexadecimal digits after '\\u'", at: 1, 6),
        RejectCase(
            "rejects a backslash at the end", "\"\\", "unexpected end of file; expected an escape character after '\\'",
            at: 1, 3),
        RejectCase(
            "rejects a lone high surrogate", "\"\\uD800\"",
            "unpaired UTF-16 surrogate '\\uD800'; a high surrogate \\uD800-\\uDBFF must be followed by a low one \\uDC00-\\uDFFF",
            at: 1, 2),
        RejectCase(
            "rejects a lone low surrogate", "[\"x\\uDC00\"]",
            "unpaired UTF-16 surrogate '\\uDC00'; a high surrogate \\uD800-\\uDBFF must be followed by a low one \\uDC00-\\uDFFF",
            at: 1, 4),
        RejectCase(
            "rejects a high surrogate followed by a non-surrogate", "\"\\uD834\\u0041\"",
            "unpaired UTF-16 surrogate '\\uD834\\u0041'; a high surrogate \\uD800-\\uDBFF must be followed by a low one \\uDC00-\\uDFFF",
            at: 1, 2),
        RejectCase(
            "rejects inverted surrogates", "\"\\uDD1E\\uD834\"",
            "unpaired UTF-16 surrogate '\\uDD1E'; a high surrogate \\uD800-\\uDBFF must be followed by a low one \\uDC00-\\uDFFF",
            at: 1, 2),
    ]

    static let encodings: [RejectCase] = [
        RejectCase(
            "rejects a lone UTF-8 continuation byte", bytes: Array("[\"".utf8) + [0x80] + Array("\"]".utf8),
            "invalid UTF-8 byte sequence; adaptlint reads UTF-8 specs", at: 1, 3),
        RejectCase(
            "rejects an overlong two-byte sequence", bytes: [0x22, 0xC0, 0xAF, 0x22],
            "invalid UTF-8 byte sequence; adaptlint reads UTF-8 specs", at: 1, 2),
        RejectCase(
            "rejects an overlong three-byte sequence", bytes: [0x22, 0xE0, 0x80, 0xAF, 0x22],
            "invalid UTF-8 byte sequence; adaptlint reads UTF-8 specs", at: 1, 2),
        RejectCase(
            "rejects an encoded surrogate", bytes: [0x22, 0xED, 0xA0, 0x80, 0x22],
            "invalid UTF-8 byte sequence; adaptlint reads UTF-8 specs", at: 1, 2),
        RejectCase(
            "rejects a code point above U+10FFFF", bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],
            "invalid UTF-8 byte sequence; adaptlint reads UTF-8 specs", at: 1, 2),
        RejectCase(
            "rejects a sequence cut by the end of the file", bytes: [0x22, 0xE2, 0x82],
            "invalid UTF-8 byte sequence; adaptlint reads UTF-8 specs", at: 1, 2),
        RejectCase(
            "rejects a sequence cut by the closing quote", bytes: [0x22, 0xE2, 0x82, 0x22],
            "invalid UTF-8 byte sequence; adaptlint reads UTF-8 specs", at: 1, 2),
        RejectCase(
            "rejects a 0xFF byte", bytes: [0x22, 0xFF, 0x22],
            "invalid UTF-8 byte sequence; adaptlint reads UTF-8 specs", at: 1, 2),
        RejectCase(
            "rejects ISO Latin-1 text", bytes: [0x22, 0x63, 0x61, 0x66, 0xE9, 0x22],
            "invalid UTF-8 byte sequence; adaptlint reads UTF-8 specs", at: 1, 5),
        RejectCase(
            "rejects invalid UTF-8 outside strings", bytes: [0x5B, 0xFF, 0x5D],
            "expected a JSON value, found byte 0xFF, which is not UTF-8", at: 1, 2),
        RejectCase(
            "implementation-defined: rejects UTF-16LE with a byte order mark",
            bytes: [0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00],
            "file is UTF-16LE-encoded; adaptlint reads UTF-8 specs (convert it, e.g. with iconv -f UTF-16LE -t UTF-8)",
            at: 1, 1),
        RejectCase(
            "implementation-defined: rejects UTF-16BE with a byte order mark",
            bytes: [0xFE, 0xFF, 0x00, 0x5B, 0x00, 0x5D],
            "file is UTF-16BE-encoded; adaptlint reads UTF-8 specs (convert it, e.g. with iconv -f UTF-16BE -t UTF-8)",
            at: 1, 1),
        RejectCase(
            "implementation-defined: rejects UTF-16LE without a byte order mark", bytes: [0x5B, 0x00, 0x5D, 0x00],
            "file is UTF-16LE-encoded; adaptlint reads UTF-8 specs (convert it, e.g. with iconv -f UTF-16LE -t UTF-8)",
            at: 1, 1),
        RejectCase(
            "implementation-defined: rejects UTF-16BE without a byte order mark", bytes: [0x00, 0x5B, 0x00, 0x5D],
            "file is UTF-16BE-encoded; adaptlint reads UTF-8 specs (convert it, e.g. with iconv -f UTF-16BE -t UTF-8)",
            at: 1, 1),
        RejectCase(
            "implementation-defined: rejects UTF-32LE with a byte order mark",
            bytes: [0xFF, 0xFE, 0x00, 0x00, 0x5B, 0, 0, 0],
            "file is UTF-32LE-encoded; adaptlint reads UTF-8 specs (convert it, e.g. with iconv -f UTF-32LE -t UTF-8)",
            at: 1, 1),
        RejectCase(
            "implementation-defined: rejects UTF-32BE with a byte order mark",
            bytes: [0x00, 0x00, 0xFE, 0xFF, 0, 0, 0, 0x5B],
            "file is UTF-32BE-encoded; adaptlint reads UTF-8 specs (convert it, e.g. with iconv -f UTF-32BE -t UTF-8)",
            at: 1, 1),
        RejectCase(
            "implementation-defined: rejects UTF-32LE without a byte order mark",
            bytes: [0x5B, 0, 0, 0, 0x5D, 0, 0, 0],
            "file is UTF-32LE-encoded; adaptlint reads UTF-8 specs (convert it, e.g. with iconv -f UTF-32LE -t UTF-8)",
            at: 1, 1),
        RejectCase(
            "implementation-defined: rejects UTF-32BE without a byte order mark",
            bytes: [0, 0, 0, 0x5B, 0, 0, 0, 0x5D],
            "file is UTF-32BE-encoded; adaptlint reads UTF-8 specs (convert it, e.g. with iconv -f UTF-32BE -t UTF-8)",
            at: 1, 1),
        RejectCase(
            "implementation-defined: rejects a byte order mark alone", bytes: [0xEF, 0xBB, 0xBF],
            "file has no JSON value (it is empty or only whitespace); expected a screen spec object", at: 1, 1),
        RejectCase(
            "implementation-defined: rejects a second byte order mark",
            bytes: [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF, 0x7B, 0x7D],
            "expected a JSON value, found '\u{FEFF}' (U+FEFF)", at: 1, 1),
    ]

    @Test(arguments: values + whitespace + objects + arrays + numbers + strings + encodings)
    func rejects(_ test: RejectCase) {
        #expect(outcome(test.bytes) == .rejected(message: test.message, position: test.position))
    }
}
