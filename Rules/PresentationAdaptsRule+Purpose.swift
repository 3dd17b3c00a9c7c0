import AdaptLintCore

/// What a presentation is for, as far as the words in its names say.
enum PresentationPurpose: Equatable {
    /// A quick task that changes the screen behind it: a filter.
    case filter
    /// A distinct task: creating or editing an object.
    case createOrEdit
    /// A task on the content behind a nonmodal sheet: formatting.
    case format

    /// The purpose a spec states with `purpose`.
    init(_ stated: TaskPurpose) {
        switch stated {
        case .create, .edit: self = .createOrEdit
        case .filter: self = .filter
        case .format: self = .format
        }
    }

    /// Whether the task is quick and works on the view behind it (a filter, formatting): a
    /// popover in regular width.
    var isQuickTask: Bool { self != .createOrEdit }

    /// The words that mark each purpose. Names are split at dots, dashes, underscores, digits and
    /// lower-to-upper case changes: `filterSheet` -> `filter`, `sheet`; `order.edit` -> `order`, `edit`.
    static let words: [(purpose: PresentationPurpose, words: Set<String>)] = [
        (.filter, ["filter", "filters"]),
        (.createOrEdit, ["create", "edit", "editor", "new", "add", "compose", "save"]),
    ]

    /// The purpose of a compact presentation and its regular counterpart: the `purpose` either
    /// states (the compact one's first), else the one their names reveal; with how the message
    /// says it was found ("from its 'purpose'", "going by 'addressEditor'").
    static func of(compact: Component, regular: Component, names: [String]) -> (
        purpose: PresentationPurpose, source: String
    )? {
        if let stated = compact.purpose ?? regular.purpose {
            return (PresentationPurpose(stated.value), "from its 'purpose'")
        }
        return detect(in: names).map { ($0.purpose, "going by '\($0.evidence)'") }
    }

    /// The purpose the names reveal, with the first name that reveals it, or nil when no name or
    /// names of both purposes do.
    ///
    /// - Parameter names: Ids and action names, most telling first.
    /// - Returns: The one purpose found and the name that shows it.
    /// - Complexity: O(total length of the names).
    static func detect(in names: [String]) -> (purpose: PresentationPurpose, evidence: String)? {
        var found: (purpose: PresentationPurpose, evidence: String)?
        for name in names {
            let tokens = Set(Self.tokens(of: name))
            for entry in words where !entry.words.isDisjoint(with: tokens) {
                if let earlier = found, earlier.purpose != entry.purpose { return nil }
                if found == nil { found = (entry.purpose, name) }
            }
        }
        return found
    }

    /// Lower-cased words of a name: `editOrderSheet` -> `edit`, `order`, `sheet`.
    ///
    /// - Complexity: O(name length).
    static func tokens(of name: String) -> [String] {
        var result: [String] = []
        var current = ""
        var previousWasLower = false
        for character in name {
            if character.isLetter {
                if character.isUppercase, previousWasLower, !current.isEmpty {
                    result.append(current)
                    current = ""
                }
                current.append(contentsOf: character.lowercased())
                previousWasLower = character.isLowercase
            } else {
                if !current.isEmpty { result.append(current) }
                current = ""
                previousWasLower = false
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// How a message names the task: "a filter", "creating or editing".
    var label: String {
        switch self {
        case .filter: "a filter"
        case .createOrEdit: "creating or editing"
        case .format: "formatting"
        }
    }
}
