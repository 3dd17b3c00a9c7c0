import AdaptJSON

/// The members of one JSON object, by name, with duplicates and unknown keys reported.
///
/// Reading an object matches each key once against the allowed keys (packed, see
/// ``PackedName``) and files its value under the key's position in ``KeySet``; lookups by
/// position are then O(1), and by name O(1) expected for an allowed key (O(unknown keys)
/// otherwise), with no String built. Members with keys that are not allowed are kept in
/// ``entries`` for their messages.
struct Fields {
    struct Entry {
        let packed: PackedName
        /// Set only for names longer than 16 bytes, which ``packed`` does not hold in full.
        let longName: String?
        let key: Int
        let value: Int

        /// The key's text, for messages.
        var name: String {
            if let longName { return longName }
            let utf8 = (0..<packed.length).map { offset in
                UInt8(truncatingIfNeeded: (offset < 8 ? packed.low : packed.high) >> (8 * UInt64(offset % 8)))
            }
            return String(decoding: utf8, as: UTF8.self)
        }
    }

    let allowed: KeySet
    /// The value node of each allowed key, by its position in ``allowed``; -1 when absent.
    var slots: [Int]
    /// Members whose key is not allowed, in source order (duplicates left out).
    var entries: [Entry] = []
    /// How many distinct keys the object has.
    private(set) var count = 0

    init(allowed: KeySet) {
        self.allowed = allowed
        slots = Array(repeating: -1, count: allowed.names.count)
    }

    /// The value node of the allowed key at `position` in ``allowed``.
    subscript(position position: Int) -> Int? {
        let value = slots[position]
        return value < 0 ? nil : value
    }

    /// The value node of the member named `name`. Names are literals, matched without a String.
    subscript(name: StaticString) -> Int? {
        let packed = PackedName(name)
        if let position = allowed.position(of: packed, text: { name.description }) { return self[position: position] }
        return entries.first { $0.packed == packed && (packed.isComplete || $0.longName == name.description) }?.value
    }

    /// The value node of a component member, by position: O(1).
    subscript(key: ComponentKey) -> Int? { self[position: key.rawValue] }

    /// The key node of the member named `name` (a key node always precedes its value on the tape).
    func key(_ name: StaticString) -> Int? { self[name].map { $0 - 1 } }
    /// The key node of a component member.
    func key(_ name: ComponentKey) -> Int? { self[name].map { $0 - 1 } }
    var isEmpty: Bool { count == 0 }

    func reportUnknownKeys(allowed: [String], owner: String, into decoder: inout SpecDecoder) {
        // `suppressions` is allowed on every object; SuppressionScanner reads and checks it.
        for entry in entries where !allowed.contains(entry.name) && entry.name != SuppressionPolicy.key {
            let hint = Suggestion.hint(for: entry.name, in: allowed)
            let tail = hint.isEmpty ? "; expected one of \(Suggestion.list(allowed))" : hint
            decoder.report(entry.key, "unknown key '\(entry.name)' in \(owner)\(tail)")
        }
    }

    /// Whether every key is one of the allowed keys.
    func allKnown(_ allowed: KeySet) -> Bool { entries.isEmpty }

    /// Files the value of the allowed key at `position` unless the key was seen before.
    ///
    /// - Returns: Whether the value was filed; false for a duplicate, which ``insert`` reports.
    @inline(__always)
    mutating func fill(_ position: Int, with value: Int) -> Bool {
        guard slots[position] < 0 else { return false }
        slots[position] = value
        count += 1
        return true
    }

    /// Files one member; returns the key node of an earlier member with the same name, if any.
    ///
    /// - Complexity: O(allowed keys), or O(unknown keys so far) for a key that is not allowed.
    mutating func insert(
        key: Int, value: Int, packed: PackedName, longName: @autoclosure () -> String?,
        unknownIndex: inout [PackedName: [Int]]?
    ) -> Int? {
        if let position = allowed.position(of: packed, text: { longName() ?? "" }) {
            if slots[position] >= 0 { return slots[position] - 1 }
            slots[position] = value
            count += 1
            return nil
        }
        let longName = packed.isComplete ? nil : longName()
        let earlier =
            unknownIndex.map { $0[packed]?.first { entries[$0].longName == longName } }
            ?? entries.firstIndex { $0.packed == packed && $0.longName == longName }
        if let earlier { return entries[earlier].key }
        unknownIndex?[packed, default: []].append(entries.count)
        entries.append(Entry(packed: packed, longName: longName, key: key, value: value))
        count += 1
        return nil
    }
}

/// Keys that the decoder looks up by their position in a ``KeySet``, in O(1) with no name
/// matched: the cases follow the order of the key list.
protocol PositionalKey: RawRepresentable where RawValue == Int {}

extension Fields {
    /// The value node of a member, by position.
    subscript<Key: PositionalKey>(key: Key) -> Int? { self[position: key.rawValue] }
    /// The key node of a member, by position.
    func key<Key: PositionalKey>(_ key: Key) -> Int? { self[key].map { $0 - 1 } }
}

/// The keys of the screen, of a layout, of a `when` condition and of `margins`, looked up by
/// position like ``ComponentKey``: cases are in the order of ``SpecDecoder/Keys`` (a test checks it).
enum ScreenKey: Int, CaseIterable, PositionalKey {
    case schema, screen, description, orientations, layouts, source, requiresFullScreen, importedFrom
}

enum LayoutKey: Int, CaseIterable, PositionalKey {
    case when, margins, components, description, scrolls
}

enum ConditionKey: Int, CaseIterable, PositionalKey {
    case width, height, orientation, idiom
}

enum MarginsKey: Int, CaseIterable, PositionalKey {
    case leading, trailing, top, bottom
}

enum OrientationFamilyKey: Int, CaseIterable, PositionalKey {
    case phone, pad
}

/// The keys of a component that the decoder looks up by position; cases are in the order of
/// ``SpecDecoder/Keys/component`` (a test checks it).
enum ComponentKey: Int, CaseIterable {
    case id, type, frame, size, hitArea, interactive, shows, actions, children, when, items, visibleItems, rows
    case description, resizing, font, principal, anchor, spacing, contentSize, purpose, reaches, margins
}

extension SpecDecoder {
    /// Key sets of format version 1, packed once.
    enum KeySets {
        static let screen = KeySet(Keys.screen)
        static let layout = KeySet(Keys.layout)
        static let condition = KeySet(Keys.condition)
        static let margins = KeySet(Keys.margins)
        static let frame = KeySet(Keys.frame)
        static let size = KeySet(Keys.size)
        static let component = KeySet(Keys.component)
        static let resizing = KeySet(Keys.resizing)
        static let font = KeySet(Keys.font)
        static let orientationFamilies = KeySet(Keys.orientationFamilies)
    }

    /// Above this many members, duplicate unknown keys are found with a hash table, not a scan.
    static let linearDuplicateScanLimit = 32

    mutating func readFields(
        _ node: Int, allowed: [String], owner: @autoclosure () -> String, reportUnknown: Bool = true
    ) -> Fields {
        readFields(node, allowed: KeySet(allowed), owner: owner(), reportUnknown: reportUnknown)
    }

    /// Reads an object's members, reporting duplicate keys and (with `reportUnknown`) unknown ones.
    ///
    /// - Parameters:
    ///   - node: An object node.
    ///   - allowed: The keys format version 1 allows here.
    ///   - owner: How the object is named in messages; evaluated only for a message.
    ///   - reportUnknown: Whether to report keys not in `allowed` now.
    /// - Returns: The members by name; for a duplicate key, the first.
    /// - Complexity: O(members x allowed keys).
    mutating func readFields(
        _ node: Int, allowed: KeySet, owner: @autoclosure () -> String, reportUnknown: Bool = true
    ) -> Fields {
        var fields = Fields(allowed: allowed)
        precondition(document.kind(node) == .object, "readFields needs an object")
        let memberCount = document.count(node)
        var unknownIndex: [PackedName: [Int]]? = memberCount > Self.linearDuplicateScanLimit ? [:] : nil
        // Walks the tape by index (a key node, then its value's subtree) rather than through
        // `members(_:)`, whose iterator holds a reference to the tape.
        var next = node + 1
        for _ in 0..<memberCount {
            let key = next
            let value = key + 1
            next = document.subtreeEnd(value)
            let packed = packedKey(key)
            // Fast path: an allowed key seen for the first time, as every member of a valid spec is.
            if packed.isComplete, let position = allowed.position(of: packed, text: { "" }),
                fields.fill(position, with: value)
            {
                continue
            }
            let earlier = fields.insert(
                key: key, value: value, packed: packed, longName: document.string(key), unknownIndex: &unknownIndex)
            if let first = earlier {
                let name = document.string(key) ?? ""
                report(
                    key, "duplicate key '\(name)' in \(owner()); JSON readers disagree on which value wins",
                    related: [RelatedNode(node: first, message: "first defined here")])
            }
        }
        if reportUnknown && !fields.allKnown(allowed) {
            fields.reportUnknownKeys(allowed: allowed.names, owner: owner(), into: &self)
        }
        // Moved out: a plain `return fields` would copy the fields (retaining the key set and
        // the unknown entries) and destroy the original.
        return consume fields
    }

    /// The packed UTF-8 of an object key: read straight from the source (two word loads) unless
    /// the key has escapes, which are decoded first.
    @inline(__always)
    func packedKey(_ key: Int) -> PackedName {
        if let words = document.stringWords(key) {
            return PackedName(low: words.low, high: words.high, length: words.length)
        }
        return document.withStringUTF8(key) { PackedName($0) } ?? PackedName("")
    }

    /// Checks the kind of a node, reporting "expected X for NAME, found Y" when it differs.
    ///
    /// Names throughout the decoder are autoclosures: a message is built only for a problem.
    mutating func expect(_ node: Int, _ kind: JSONDocument.Kind, name: @autoclosure () -> String) -> Bool {
        let actual = document.kind(node)
        if actual == kind { return true }
        report(node, "expected \(kind) for \(name()), found \(actual)")
        return false
    }

    mutating func string(_ node: Int, name: @autoclosure () -> String) -> Located<String>? {
        guard expect(node, .string, name: "'\(name())'") else { return nil }
        return document.string(node).map { Located($0, node: node) }
    }

    /// Checks that a value is a string without building it, for keys such as `description` that
    /// are only validated: the message is the one ``string(_:name:)`` gives.
    mutating func checkString(_ node: Int, name: StaticString) {
        _ = expect(node, .string, name: "'\(name)'")
    }

    mutating func requiredNonEmptyString(
        _ fields: Fields, _ name: StaticString, owner: Int, ownerName: @autoclosure () -> String
    ) -> Located<String>? {
        requiredNonEmptyString(fields[name], name, owner: owner, ownerName: ownerName())
    }

    /// The same, for a member already looked up (`node` is nil when it is missing).
    mutating func requiredNonEmptyString(
        _ node: Int?, _ name: StaticString, owner: Int, ownerName: @autoclosure () -> String
    ) -> Located<String>? {
        guard let node else {
            report(owner, "missing required key '\(name)' in \(ownerName())")
            return nil
        }
        guard let value = string(node, name: name.description) else { return nil }
        if Self.isBlank(value.value) {
            report(node, "'\(name)' must not be empty")
            return nil
        }
        return value
    }

    /// Whether `text` is empty or only whitespace; starting with a visible ASCII character settles it.
    static func isBlank(_ text: String) -> Bool {
        if let first = text.utf8.first, first > 0x20, first < 0x7F { return false }
        return text.allSatisfy(\.isWhitespace)
    }

    mutating func boolean(_ node: Int, name: @autoclosure () -> String) -> Located<Bool>? {
        guard let value = document.bool(node) else {
            report(node, "expected a boolean for \(name()), found \(document.kind(node))")
            return nil
        }
        return Located(value, node: node)
    }

    mutating func stringList(_ node: Int, name: @autoclosure () -> String) -> [Located<String>] {
        guard expect(node, .array, name: name()) else { return [] }
        var values: [Located<String>] = []
        values.reserveCapacity(document.count(node))
        for element in document.elements(node) {
            guard expect(element, .string, name: "an item of \(name())") else { continue }
            if let text = document.string(element) {
                if text.isEmpty {
                    report(element, "an item of \(name()) must not be empty")
                } else {
                    values.append(Located(text, node: element))
                }
            }
        }
        return values
    }

    /// A vocabulary value, matched on the source bytes without building a String.
    mutating func enumValue<Value: SpecKeyword>(
        _ node: Int, _ type: Value.Type, name: @autoclosure () -> String
    ) -> Located<Value>? {
        // A string without escapes of at most 16 bytes (every keyword): its packed words come
        // straight from the source, with no call to reach the bytes and no byte-by-byte packing.
        if let words = document.stringWords(node), words.length <= 16 {
            let packed = PackedName(low: words.low, high: words.high, length: words.length)
            if let value = Value.keywords.value(for: packed) { return Located(value, node: node) }
            return invalidEnumValue(node, type, name: name())
        }
        if let match = document.withStringUTF8(node, { Value.keywords.value(for: $0) }), let value = match {
            return Located(value, node: node)
        }
        return invalidEnumValue(node, type, name: name())
    }

    mutating func enumValue<Value: RawRepresentable & CaseIterable>(
        _ node: Int, _ type: Value.Type, name: @autoclosure () -> String
    ) -> Located<Value>? where Value.RawValue == String {
        guard expect(node, .string, name: name()) else { return nil }
        if let value = Value(rawValue: document.string(node) ?? "") { return Located(value, node: node) }
        return invalidEnumValue(node, type, name: name())
    }

    /// Reports a value that is not one of `Value`'s cases (or not a string at all).
    private mutating func invalidEnumValue<Value: RawRepresentable & CaseIterable>(
        _ node: Int, _ type: Value.Type, name: String
    ) -> Located<Value>? where Value.RawValue == String {
        guard expect(node, .string, name: name) else { return nil }
        let text = document.string(node) ?? ""
        let allowed = Value.allCases.map(\.rawValue)
        let hint = Suggestion.hint(for: text, in: allowed)
        let tail = hint.isEmpty ? "; expected \(Suggestion.list(allowed))" : hint
        report(node, "'\(text)' is not a valid value for \(name)\(tail)")
        return nil
    }

    /// A finite number, or a problem.
    mutating func finiteNumber(_ node: Int, name: @autoclosure () -> String) -> Located<Double>? {
        guard expect(node, .number, name: name()) else { return nil }
        guard let value = document.number(node), value.isFinite else {
            report(node, "\(name()) is \(document.sourceText(node).prefix(40)), which is out of range")
            return nil
        }
        return Located(value, node: node)
    }

    /// A non-negative, finite length in points.
    mutating func length(_ node: Int, name: @autoclosure () -> String) -> Located<Double>? {
        guard let value = finiteNumber(node, name: name()) else { return nil }
        if value.value < 0 {
            report(node, "\(name()) is \(document.sourceText(node)); a length in points cannot be negative")
            return nil
        }
        return value
    }

    mutating func requiredLength(
        _ fields: Fields, _ name: StaticString, owner: Int, ownerName: @autoclosure () -> String
    ) -> Located<Double>? {
        requiredLength(fields[name], name, owner: owner, ownerName: ownerName())
    }

    /// The same, for a member already looked up (`node` is nil when it is missing).
    mutating func requiredLength(
        _ node: Int?, _ name: StaticString, owner: Int, ownerName: @autoclosure () -> String
    ) -> Located<Double>? {
        guard let node else {
            report(owner, "missing required key '\(name)' in \(ownerName())")
            return nil
        }
        return length(node, name: "'\(name)'")
    }

    mutating func requiredCoordinate(
        _ fields: Fields, _ name: StaticString, owner: Int, ownerName: @autoclosure () -> String
    ) -> Located<Double>? {
        requiredCoordinate(fields[name], name, owner: owner, ownerName: ownerName())
    }

    /// The same, for a member already looked up (`node` is nil when it is missing).
    mutating func requiredCoordinate(
        _ node: Int?, _ name: StaticString, owner: Int, ownerName: @autoclosure () -> String
    ) -> Located<Double>? {
        guard let node else {
            report(owner, "missing required key '\(name)' in \(ownerName())")
            return nil
        }
        return finiteNumber(node, name: "'\(name)'")
    }

    /// A non-negative count; whole unless `allowFraction`.
    mutating func count(_ node: Int, name: @autoclosure () -> String, allowFraction: Bool) -> Located<Double>? {
        guard let value = finiteNumber(node, name: name()) else { return nil }
        if value.value < 0 {
            report(node, "\(name()) is \(document.sourceText(node)); a count cannot be negative")
            return nil
        }
        if !allowFraction && value.value.rounded() != value.value {
            report(node, "\(name()) must be a whole number, found \(document.sourceText(node))")
            return nil
        }
        return value
    }
}
