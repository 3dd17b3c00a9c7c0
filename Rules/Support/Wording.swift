/// Ways of joining words in messages.
enum Wording {
    /// The options as alternatives: "a", "a or b", "a, b or c"; empty for none.
    static func alternatives(_ options: [String]) -> String {
        guard let last = options.last, options.count > 1 else { return options.first ?? "" }
        return options.dropLast().joined(separator: ", ") + " or " + last
    }
}
