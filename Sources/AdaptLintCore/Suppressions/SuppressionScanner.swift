import AdaptJSON

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds every `suppressions` array in a spec and reads its entries, reporting malformed ones
/// as `invalid-suppression` problems (a malformed entry suppresses nothing).
struct SuppressionScanner {
    let document: JSONDocument
    let policy: SuppressionPolicy
    var suppressions: [Suppression] = []
    var problems: [SpecProblem] = []

    /// Scans the whole document.
    ///
    /// Most specs have no suppression, so the walk over every value is skipped when the bytes
    /// cannot hold a `suppressions` key: the name does not occur and no `\u` escape could spell it.
    /// - Complexity: O(n) in the number of bytes, plus O(values) when the name may occur.
    static func scan(_ document: JSONDocument, policy: SuppressionPolicy) -> (
        suppressions: [Suppression], problems: [SpecProblem]
    ) {
        guard mayHoldKey(document.bytes) else { return ([], []) }
        var scanner = SuppressionScanner(document: document, policy: policy)
        scanner.visit(document.root)
        return (scanner.suppressions, scanner.problems)
    }

    /// Whether `bytes` contain `suppressions` or a `\u` escape (which could spell the key).
    ///
    /// Both hold a `u`, the rarest letter of the name in specs (about one byte in 250), so one
    /// pass of the C library's vectorized `memchr` from `u` to `u` answers both questions; a `u`
    /// is looked at more closely only after a backslash or an `s` (BENCHMARKS.md, item 24).
    /// - Complexity: O(n) in the number of bytes.
    static func mayHoldKey(_ bytes: [UInt8]) -> Bool {
        let key: StaticString = "suppressions"
        let length = key.utf8CodeUnitCount
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            let count = buffer.count
            var offset = 0
            while offset < count, let found = memchr(base + offset, Int32(UInt8(ascii: "u")), count - offset) {
                let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if position > 0 {
                    let previous = base[position - 1]
                    if previous == UInt8(ascii: "\\") { return true }
                    if previous == UInt8(ascii: "s") && count - position >= length - 1
                        && memcmp(base + position - 1, key.utf8Start, length) == 0
                    {
                        return true
                    }
                }
                offset = position + 1
            }
            return false
        }
    }

    mutating func visit(_ node: Int) {
        switch document.kind(node) {
        case .object:
            for (key, value) in document.members(node) {
                if document.stringEquals(key, "suppressions") {
                    readList(value, owner: node)
                } else {
                    visit(value)
                }
            }
        case .array:
            for element in document.elements(node) { visit(element) }
        default:
            break
        }
    }

    mutating func readList(_ node: Int, owner: Int) {
        guard document.kind(node) == .array else {
            problems.append(
                SpecProblem(
                    node: node,
                    message:
                        "expected an array of suppressions, found \(document.kind(node)); e.g. [{\"rule\": \"tap-target-size\", \"reason\": \"...\"}]"
                ))
            return
        }
        for element in document.elements(node) {
            if let suppression = readEntry(element, scope: document.byteRange(owner)) {
                suppressions.append(suppression)
            }
        }
    }

    mutating func readEntry(_ node: Int, scope: Range<Int>) -> Suppression? {
        guard document.kind(node) == .object else {
            problems.append(
                SpecProblem(node: node, message: "expected a suppression object, found \(document.kind(node))"))
            return nil
        }
        var fields: [String: Int] = [:]
        var valid = true
        for (key, value) in document.members(node) {
            let name = document.string(key) ?? ""
            if fields[name] != nil {
                problems.append(SpecProblem(node: key, message: "duplicate key '\(name)' in a suppression"))
                valid = false
            } else if !SuppressionPolicy.entryKeys.contains(name) {
                let hint = Suggestion.hint(for: name, in: SuppressionPolicy.entryKeys)
                problems.append(
                    SpecProblem(
                        node: key,
                        message: "unknown key '\(name)' in a suppression"
                            + (hint.isEmpty ? "; expected 'rule', 'reason' or 'expires'" : hint)))
                valid = false
            }
            fields[name] = value
        }
        let rule = readRule(fields["rule"], entry: node)
        let reason = readReason(fields["reason"], entry: node, rule: rule)
        var expires: CalendarDate?
        if let expiresNode = fields["expires"] {
            expires = readDate(expiresNode)
            if expires == nil { valid = false }
        }
        guard valid, let rule, let reason else { return nil }
        return Suppression(
            rule: rule, reason: reason, expires: expires, scope: scope, node: node, expiresNode: fields["expires"])
    }

    mutating func readRule(_ node: Int?, entry: Int) -> String? {
        guard let node else {
            problems.append(
                SpecProblem(node: entry, message: "a suppression needs a 'rule': the id of the rule it silences"))
            return nil
        }
        guard let text = document.string(node) else {
            problems.append(
                SpecProblem(node: node, message: "expected a rule id string for 'rule', found \(document.kind(node))"))
            return nil
        }
        guard policy.suppressibleRules.contains(text) else {
            let hint = Suggestion.hint(for: text, in: policy.suppressibleRules)
            let tail = hint.isEmpty ? "; run 'adaptlint rules' to list the rules" : hint
            problems.append(SpecProblem(node: node, message: "'\(text)' is not a rule that can be suppressed\(tail)"))
            return nil
        }
        return text
    }

    mutating func readReason(_ node: Int?, entry: Int, rule: String?) -> String? {
        let subject = rule.map { "the suppression of '\($0)'" } ?? "a suppression"
        guard let node else {
            problems.append(
                SpecProblem(node: entry, message: "\(subject) needs a 'reason' saying why the finding is acceptable"))
            return nil
        }
        guard let text = document.string(node) else {
            problems.append(
                SpecProblem(node: node, message: "expected a string for 'reason', found \(document.kind(node))"))
            return nil
        }
        guard !text.allSatisfy(\.isWhitespace) else {
            problems.append(SpecProblem(node: node, message: "the 'reason' of \(subject) must not be empty"))
            return nil
        }
        return text
    }

    mutating func readDate(_ node: Int) -> CalendarDate? {
        guard let text = document.string(node) else {
            problems.append(
                SpecProblem(
                    node: node,
                    message: "expected a date string \"YYYY-MM-DD\" for 'expires', found \(document.kind(node))"))
            return nil
        }
        guard let date = CalendarDate(text) else {
            problems.append(
                SpecProblem(
                    node: node,
                    message: "'\(text)' is not a valid date for 'expires'; write it as YYYY-MM-DD, e.g. \"2027-03-31\"")
            )
            return nil
        }
        return date
    }
}
