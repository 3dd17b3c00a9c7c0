import AdaptLintCore

extension RuleContext {
    /// The value of a declared parameter: what ``RuleContext/value(_:)`` gives, found without
    /// hashing.
    ///
    /// Shaped for speed: rules read their parameters for every screen, some for every layout, and
    /// a dictionary lookup hashes the name each time (about 380 instructions). A rule's table
    /// holds its own few parameters, so comparing names is cheaper; a name that comes from the
    /// same declaration as the table's key compares equal on its first words.
    ///
    /// - Complexity: O(parameters of the rule).
    func setting(_ parameter: RuleParameter) -> Double {
        guard parameters.count <= 8 else { return value(parameter) }
        for (name, value) in parameters where name == parameter.name { return value }
        return parameter.defaultValue
    }
}
