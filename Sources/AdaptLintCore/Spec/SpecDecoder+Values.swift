import AdaptJSON

/// The members of one JSON object, by name, with duplicates and unknown keys reported.
///
/// Reading an object matches each key once against the allowed keys (``KeySet``) and files its
/// value under the key's position there; lookups by position are then O(1). Members with keys
/// that are not allowed are kept in ``entries`` for their messages.
struct Fields {
    struct Entry {
        /// The key's text, escapes decoded.
        let name: String
        let key: Int
        let value: Int
    }

    let allowed: KeySet
    /// The value node of each allowed key, by its position in ``allowed``; nil when absent.
    var slots: [Int?]
    /// Members whose key is not allowed, in source order (duplicates left out).
    var entries: [Entry] = []
    /// How many distinct keys the object has.
    private(set) var count = 0

    init(allowed: KeySet) {
        self.allowed = allowed
        slots = Array(repeating: nil, count: allowed.names.count)
    }

    /// The value node of the allowed key at `position` in ``allowed``.
    subscript(position position: Int) -> Int? { slots[position] }

    /// The value node of the member named `name`.
    subscript(name: StaticString) -> Int? {
        let name = name.description
        if let position = allowed.position(of: name) { return self[position: position] }
        return entries.first { $0.name.utf8.elementsEqual(name.utf8) }?.value
    }

    /// The value node of a component member, by position: O(1).
    subscript(key: ComponentKey) -> Int? { self[position: key.rawValue] }

    /// The key node of the member named `name` (a key node always precedes its value on the tape).
    func key(_ name: StaticString) -> Int? { self[name].map { $0 - 1 } }
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

    /// Files the value of the allowed key at `position`.
    ///
    /// - Returns: The key node of an earlier member with the same key, if any (the value is then
    ///   not filed).
    mutating func fill(_ position: Int, with value: Int) -> Int? {
        if let earlier = slots[position] { return earlier - 1 }
        slots[position] = value
        count += 1
        return nil
    }

    /// Files a member whose key is not allowed; returns the key node of an earlier member with the
    /// same key, if any.
    ///
    /// - Parameter unknownIndex: The entries by key text, for objects with many members; nil to
    ///   scan the entries instead.
    /// - Complexity: O(1) expected with `unknownIndex`, O(unknown keys so far) without.
    mutating func insertUnknown(key: Int, value: Int, name: String, unknownIndex: inout [String: [Int]]?) -> Int? {
        // Keys are the same when their UTF-8 bytes are: String equality would also merge
        // canonically equivalent spellings.
        func sameKey(_ entry: Int) -> Bool { entries[entry].name.utf8.elementsEqual(name.utf8) }
        let earlier = unknownIndex.map { $0[name]?.first(where: sameKey) } ?? entries.indices.first(where: sameKey)
        if let earlier { return entries[earlier].key }
        unknownIndex?[name, default: []].append(entries.count)
        entries.append(Entry(name: name, key: key, value: value))
        count += 1
        return nil
    }
}

/// The value nodes of an object's members by key position, as
/// ``SpecDecoder/readKnownMembers(_:keys:into:)`` files them.
protocol MemberNodes {
    /// The value node of the allowed key at `position`; nil when absent.
    subscript(position position: Int) -> Int? { get set }
}

/// The value nodes of the members of a small object (at most four allowed keys, as boxes and
/// `resizing` have), by key position: what ``Fields`` holds for such an object.
struct SmallMembers: MemberNodes {
    private var values: (Int?, Int?, Int?, Int?) = (nil, nil, nil, nil)

    init() {}

    /// The members `fields` filed, for a key set of at most four keys.
    init(_ fields: Fields) {
        precondition(fields.allowed.names.count <= 4, "a small object has at most four keys")
        for position in fields.allowed.names.indices { self[position: position] = fields[position: position] }
    }

    /// The value node of the allowed key at `position`.
    subscript(position position: Int) -> Int? {
        get {
            switch position {
            case 0: values.0
            case 1: values.1
            case 2: values.2
            case 3: values.3
            default: nil
            }
        }
        set {
            switch position {
            case 0: values.0 = newValue
            case 1: values.1 = newValue
            case 2: values.2 = newValue
            case 3: values.3 = newValue
            default: preconditionFailure("a small object has at most four keys")
            }
        }
    }

    /// The value node of a member, by position.
    subscript<Key: PositionalKey>(key: Key) -> Int? { self[position: key.rawValue] }
    /// The key node of a member, by position.
    func key<Key: PositionalKey>(_ key: Key) -> Int? { self[key].map { $0 - 1 } }
}

/// The value nodes of a component's members, one property per key of ``ComponentKey``: what
/// ``Fields`` holds for a component, in a value that allocates nothing, since components are
/// read often enough for a table per component to show in the benchmarks (BENCHMARKS.md, item 36).
struct ComponentMembers: MemberNodes {
    var id: Int?
    var type: Int?
    var frame: Int?
    var size: Int?
    var hitArea: Int?
    var interactive: Int?
    var shows: Int?
    var actions: Int?
    var children: Int?
    var when: Int?
    var items: Int?
    var visibleItems: Int?
    var rows: Int?
    var description: Int?
    var resizing: Int?
    var font: Int?
    var principal: Int?
    var anchor: Int?
    var spacing: Int?
    var contentSize: Int?
    var purpose: Int?
    var reaches: Int?
    var margins: Int?

    init() {}

    /// The members `fields` filed, for the component key set.
    init(_ fields: Fields) {
        for key in ComponentKey.allCases { self[position: key.rawValue] = fields[key] }
    }

    /// The value node of the member at `position` of ``ComponentKey``.
    subscript(position position: Int) -> Int? {
        get {
            switch ComponentKey(rawValue: position) {
            case .id: id
            case .type: type
            case .frame: frame
            case .size: size
            case .hitArea: hitArea
            case .interactive: interactive
            case .shows: shows
            case .actions: actions
            case .children: children
            case .when: when
            case .items: items
            case .visibleItems: visibleItems
            case .rows: rows
            case .description: description
            case .resizing: resizing
            case .font: font
            case .principal: principal
            case .anchor: anchor
            case .spacing: spacing
            case .contentSize: contentSize
            case .purpose: purpose
            case .reaches: reaches
            case .margins: margins
            case nil: nil
            }
        }
        set {
            switch ComponentKey(rawValue: position) {
            case .id: id = newValue
            case .type: type = newValue
            case .frame: frame = newValue
            case .size: size = newValue
            case .hitArea: hitArea = newValue
            case .interactive: interactive = newValue
            case .shows: shows = newValue
            case .actions: actions = newValue
            case .children: children = newValue
            case .when: when = newValue
            case .items: items = newValue
            case .visibleItems: visibleItems = newValue
            case .rows: rows = newValue
            case .description: description = newValue
            case .resizing: resizing = newValue
            case .font: font = newValue
            case .principal: principal = newValue
            case .anchor: anchor = newValue
            case .spacing: spacing = newValue
            case .contentSize: contentSize = newValue
            case .purpose: purpose = newValue
            case .reaches: reaches = newValue
            case .margins: margins = newValue
            case nil: preconditionFailure("a component has 23 keys")
            }
        }
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
    /// Key sets of format version 1, built once.
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
    /// - Complexity: O(members × key length), as ``KeySet/position(ofString:in:)`` matches a key
    ///   against the few allowed keys of its length.
    mutating func readFields(
        _ node: Int, allowed: KeySet, owner: @autoclosure () -> String, reportUnknown: Bool = true
    ) -> Fields {
        var fields = Fields(allowed: allowed)
        precondition(document.kind(node) == .object, "readFields needs an object")
        let memberCount = document.count(node)
        var unknownIndex: [String: [Int]]? = memberCount > Self.linearDuplicateScanLimit ? [:] : nil
        // Walks the tape by index: a key node, then its value's subtree.
        var next = node + 1
        for _ in 0..<memberCount {
            let key = next
            let value = key + 1
            next = document.subtreeEnd(value)
            let earlier: Int?
            if let position = position(ofKey: key, in: allowed) {
                earlier = fields.fill(position, with: value)
            } else {
                earlier = fields.insertUnknown(
                    key: key, value: value, name: document.string(key) ?? "", unknownIndex: &unknownIndex)
            }
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
        return fields
    }

    /// Files the members of an object in `members` when every key is allowed and none is
    /// repeated: what ``readFields(_:allowed:owner:reportUnknown:)`` files for such an object,
    /// without allocating the ``Fields`` table. False for any other object, which readFields then
    /// reads and reports on; the checks of the values come after either, so the values decoded
    /// and the problems reported are the same both ways. Components, boxes and resizings are most
    /// of a spec's objects, so a table for each would show in the benchmarks (BENCHMARKS.md,
    /// item 36).
    ///
    /// - Parameter members: Empty on entry. Filled in place: the same walk returning an optional
    ///   ``ComponentMembers`` lost the last two keys in the release build (BENCHMARKS.md, item 36).
    /// - Complexity: O(members) for numbered keys (``position(ofKey:in:)``).
    func readKnownMembers<Members: MemberNodes>(_ node: Int, keys: KeySet, into members: inout Members) -> Bool {
        var key = node + 1
        for _ in 0..<document.count(node) {
            guard let position = position(ofKey: key, in: keys), members[position: position] == nil else {
                return false
            }
            let value = key + 1
            members[position: position] = value
            key = document.subtreeEnd(value)
        }
        return true
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
        if let value = Value.keywords.value(ofString: node, in: document) { return Located(value, node: node) }
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
        // A number's value is nil for any other kind of node: the usual finite number is settled
        // by one look, and only a problem checks the kind.
        if let value = document.number(node), value.isFinite { return Located(value, node: node) }
        guard expect(node, .number, name: name()) else { return nil }
        report(node, "\(name()) is \(document.sourceText(node).prefix(40)), which is out of range")
        return nil
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
