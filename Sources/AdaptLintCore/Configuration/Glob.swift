/// A path pattern for `include` and `exclude`: `*`, `**`, `?` and character classes.
///
/// Paths and patterns use `/` between segments and are relative to the directory of the
/// configuration file that declares the pattern.
/// - `*` matches any run of characters inside one segment, `?` exactly one character.
/// - `**` as a whole segment matches zero or more segments: `specs/**/*.json`.
/// - `[abc]`, `[a-z]` and `[!a-z]` (or `[^a-z]`) match one character of (or not of) a class.
/// - `\` makes the next character literal.
/// - A pattern without `/` matches a file or folder name at any depth, like `.gitignore`:
///   `*.draft.json`. A pattern that matches a folder also matches everything inside it.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    private let segments: [[Token]]
    private let anchored: Bool

    enum Token: Sendable, Hashable {
        case literal(Character)
        case any
        case star
        case globstar
        case set([ClassItem], negated: Bool)
    }

    enum ClassItem: Sendable, Hashable {
        case single(Character)
        case range(Character, Character)
    }

    /// Why a pattern was refused.
    public struct SyntaxError: Error, Sendable, Equatable {
        public var message: String

        public init(message: String) {
            self.message = message
        }
    }

    /// Compiles `pattern`.
    ///
    /// - Throws: ``SyntaxError`` for an empty pattern, an unclosed `[`, an empty class or a
    ///   trailing `\`.
    /// - Complexity: O(length of the pattern).
    public init(_ pattern: String) throws(SyntaxError) {
        self.pattern = pattern
        var text = pattern
        while text.hasPrefix("./") { text.removeFirst(2) }
        if text.hasPrefix("/") { text.removeFirst() }
        while text.hasSuffix("/") && text.count > 1 { text.removeLast() }
        guard !text.isEmpty else { throw SyntaxError(message: "a pattern must not be empty") }
        anchored = text.contains("/")
        var compiled: [[Token]] = []
        for segment in text.split(separator: "/", omittingEmptySubsequences: true) {
            compiled.append(segment == "**" ? [.globstar] : try Self.compile(Array(segment)))
        }
        segments = compiled
    }

    public var description: String { pattern }

    /// Whether `path` (relative, `/`-separated) matches, or lies inside a folder that matches.
    ///
    /// - Complexity: O(p x s x c) at worst for p path segments, s pattern segments and c
    ///   characters per segment: wildcards are matched without exponential backtracking.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map { Array($0) }
        guard !parts.isEmpty else { return false }
        if anchored {
            // A folder that matches covers everything inside it: try each leading run of segments.
            return (1...parts.count).contains { Self.matchSegments(segments[...], parts[0..<$0]) }
        }
        // A bare name matches any segment; everything below that segment is inside it.
        return parts.contains { part in Self.matchSegment(segments[0][...], part[...]) }
    }

    /// Matches whole segments, `**` standing for any run of them (greedy, with one backtrack point).
    private static func matchSegments(_ pattern: ArraySlice<[Token]>, _ path: ArraySlice<[Character]>) -> Bool {
        let pattern = Array(pattern)
        let path = Array(path)
        var p = 0
        var t = 0
        var star: (pattern: Int, path: Int)?
        while t < path.count {
            if p < pattern.count && pattern[p] == [.globstar] {
                star = (p, t)
                p += 1
            } else if p < pattern.count && matchSegment(pattern[p][...], path[t][...]) {
                p += 1
                t += 1
            } else if let resume = star {
                star = (resume.pattern, resume.path + 1)
                p = resume.pattern + 1
                t = resume.path + 1
            } else {
                return false
            }
        }
        while p < pattern.count && pattern[p] == [.globstar] { p += 1 }
        return p == pattern.count
    }

    /// Matches one segment: `*` stands for any run of characters (greedy, one backtrack point).
    static func matchSegment(_ tokens: ArraySlice<Token>, _ text: ArraySlice<Character>) -> Bool {
        let tokens = Array(tokens)
        let text = Array(text)
        var p = 0
        var t = 0
        var star: (token: Int, text: Int)?
        while t < text.count {
            if p < tokens.count && (tokens[p] == .star || tokens[p] == .globstar) {
                star = (p, t)
                p += 1
            } else if p < tokens.count && matchesOne(tokens[p], text[t]) {
                p += 1
                t += 1
            } else if let resume = star {
                star = (resume.token, resume.text + 1)
                p = resume.token + 1
                t = resume.text + 1
            } else {
                return false
            }
        }
        while p < tokens.count && (tokens[p] == .star || tokens[p] == .globstar) { p += 1 }
        return p == tokens.count
    }

    /// Whether a single-character token matches `character`.
    private static func matchesOne(_ token: Token, _ character: Character) -> Bool {
        switch token {
        case .star, .globstar: true
        case .any: true
        case .literal(let literal): literal == character
        case .set(let items, let negated):
            items.contains { item in
                switch item {
                case .single(let single): character == single
                case .range(let low, let high): low <= character && character <= high
                }
            } != negated
        }
    }

    private static func compile(_ characters: [Character]) throws(SyntaxError) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "*":
                if tokens.last != .star { tokens.append(.star) }
            case "?":
                tokens.append(.any)
            case "\\":
                index += 1
                guard index < characters.count else {
                    throw SyntaxError(message: "the pattern ends with '\\'; escape a literal backslash as '\\\\'")
                }
                tokens.append(.literal(characters[index]))
            case "[":
                let (token, end) = try compileClass(characters, from: index)
                tokens.append(token)
                index = end
            default:
                tokens.append(.literal(character))
            }
            index += 1
        }
        return tokens
    }

    /// Compiles the class that starts at `start` (a `[`); returns it and the index of its `]`.
    private static func compileClass(_ characters: [Character], from start: Int) throws(SyntaxError) -> (Token, Int) {
        var index = start + 1
        var negated = false
        if index < characters.count && (characters[index] == "!" || characters[index] == "^") {
            negated = true
            index += 1
        }
        var items: [ClassItem] = []
        var first = true
        while index < characters.count {
            var character = characters[index]
            if character == "]" && !first {
                guard !items.isEmpty else { throw SyntaxError(message: "empty character class '[]'") }
                return (.set(items, negated: negated), index)
            }
            first = false
            if character == "\\" && index + 1 < characters.count {
                index += 1
                character = characters[index]
            }
            if index + 2 < characters.count && characters[index + 1] == "-" && characters[index + 2] != "]" {
                let high = characters[index + 2]
                guard character <= high else {
                    throw SyntaxError(message: "character range '\(character)-\(high)' is reversed")
                }
                items.append(.range(character, high))
                index += 3
            } else {
                items.append(.single(character))
                index += 1
            }
        }
        throw SyntaxError(message: "'[' at position \(start + 1) is never closed by ']'")
    }
}
