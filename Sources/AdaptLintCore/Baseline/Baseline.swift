/// Findings recorded at one point in time, so that a later run fails only on new ones.
///
/// An entry is keyed by file, rule and JSON pointer, with the number of findings it stands
/// for: reformatting a spec, or reordering the keys of its objects, changes neither. The file
/// is versioned JSON with entries sorted by file, rule and pointer, so the same findings always
/// give the same bytes.
public struct Baseline: Sendable, Equatable {
    /// The format version this build reads and writes.
    public static let formatVersion = 1

    public var entries: [BaselineEntry]

    /// - Parameter entries: Sorted into the canonical order.
    public init(entries: [BaselineEntry]) {
        self.entries = entries.sorted()
    }

    /// The ids that are never recorded: a file that does not parse has to be fixed first.
    public static let unrecordedRules: Set<String> = [
        InputRules.invalidJSON.identifier, InputRules.invalidSpec.identifier,
        InputRules.invalidPropertyList.identifier,
    ]
}

/// One file, rule and pointer, and how many findings it stands for.
public struct BaselineEntry: Sendable, Hashable, Comparable {
    /// Path relative to the baseline file's folder, with `/` separators.
    public var file: String
    public var rule: String
    /// RFC 6901 pointer of the value the findings point at.
    public var pointer: String
    public var count: Int
    /// The messages when recorded, sorted: they pair findings with entries first, and help a
    /// reader; a changed message still matches by count.
    public var messages: [String]
    /// Where the entry is in the baseline file (for stale-entry reports); nil for new entries.
    public var line: Int?
    public var column: Int?

    public init(
        file: String, rule: String, pointer: String, count: Int, messages: [String], line: Int? = nil,
        column: Int? = nil
    ) {
        self.file = file
        self.rule = rule
        self.pointer = pointer
        self.count = count
        self.messages = messages.sorted()
        self.line = line
        self.column = column
    }

    /// The identity of an entry.
    public var key: Key { Key(file: file, rule: rule, pointer: pointer) }

    public struct Key: Sendable, Hashable, Comparable {
        public var file: String
        public var rule: String
        public var pointer: String

        public static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.file, lhs.rule, lhs.pointer) < (rhs.file, rhs.rule, rhs.pointer)
        }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.key < rhs.key }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.key == rhs.key && lhs.count == rhs.count && lhs.messages == rhs.messages
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(count)
    }
}
