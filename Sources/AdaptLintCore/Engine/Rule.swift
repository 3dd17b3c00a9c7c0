/// A guideline rule, whatever it judges: the one family every rule belongs to.
///
/// Each rule is one type in one file of `Rules/`, created with `init()`, with its stable kebab-case
/// identifier, title, default severity, parameters, guideline and examples in its
/// ``RuleDescription``. The registry, configuration, `adaptlint rules`, the generated
/// documentation and the reporters read a rule through this protocol alone. What a rule judges
/// is the protocol that refines it:
///
/// - ``Rule``: one screen spec; ``DeviceAwareRule`` when it checks concrete devices (`--devices`).
/// - ``AppRule``: one app description.
/// - ``ProjectSettingsRule``: the app-level facts of iOS project files, adopted by a screen or app
///   rule besides its own input, so that the rule keeps one identifier, severity and
///   configuration whatever it reads.
///
/// Rules are pure: they never print and never touch the file system.
public protocol GuidelineRule: Sendable {
    /// What the rule is, where it comes from, and its examples.
    static var description: RuleDescription { get }

    init()
}

/// A guideline rule about one screen: a pure function from a decoded spec to findings.
public protocol Rule: GuidelineRule {
    /// What a spec must tell for the rule to judge it (``SpecKnowledge``); the engine runs the rule only on
    /// specs that know all of it. Every rule needs everything unless it says otherwise, so a spec read from
    /// an Interface Builder document meets only the rules that declare they can judge it.
    static var needs: SpecKnowledge { get }

    /// Checks one screen.
    ///
    /// - Parameters:
    ///   - screen: The decoded spec.
    ///   - context: Parameter values for this run (defaults or configuration).
    /// - Returns: Findings in any order; the engine sorts them.
    func check(_ screen: ScreenSpec, context: RuleContext) -> [Finding]
}

extension Rule {
    /// Everything: a rule runs on specs from other inputs only when it declares what it needs.
    public static var needs: SpecKnowledge { .all }
}

/// What a rule may read while it checks: its parameters.
public struct RuleContext: Sendable {
    /// Parameter values by name.
    public var parameters: [String: Double] {
        get { storage.parameters }
        set { storage = Storage(newValue) }
    }

    /// The parameters, arranged once for lookups.
    private var storage: Storage

    public init(parameters: [String: Double]) {
        storage = Storage(parameters)
    }

    /// The value of a declared parameter: its configured value, else its default.
    ///
    /// - Complexity: O(parameters) for a rule's few parameters, else O(1) (a dictionary lookup).
    public func value(_ parameter: RuleParameter) -> Double {
        storage.value(parameter)
    }

    /// ``RuleContext/parameters`` as a dictionary and, for the few parameters a rule declares, as
    /// a list.
    ///
    /// Shaped for speed: rules read their parameters for every screen, some for every layout, and a
    /// dictionary lookup hashes the name each time. Comparing the few names of a rule's own
    /// parameters is cheaper: their lengths first, and a name that comes from the same declaration
    /// as the parameter compares equal on its first words. A class, so that a context (copied with
    /// its rule for every file) stays one reference.
    private final class Storage: Sendable {
        let parameters: [String: Double]
        /// Each parameter with its name's length in UTF-8, when there are at most eight.
        let few: [(name: String, length: Int, value: Double)]

        init(_ parameters: [String: Double]) {
            self.parameters = parameters
            few = parameters.count <= 8 ? parameters.map { ($0.key, $0.key.utf8.count, $0.value) } : []
        }

        func value(_ parameter: RuleParameter) -> Double {
            guard few.count == parameters.count else { return parameters[parameter.name] ?? parameter.defaultValue }
            let name = parameter.name
            let length = name.utf8.count
            for entry in few where entry.length == length && entry.name == name { return entry.value }
            return parameter.defaultValue
        }
    }
}
