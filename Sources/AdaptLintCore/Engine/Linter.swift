import AdaptJSON

/// A rule switched on for a run, with its effective severity and parameters.
public struct EnabledRule: Sendable {
    public var rule: any Rule
    public var severity: Severity
    public var context: RuleContext

    public init(rule: any Rule, severity: Severity? = nil, parameters: [String: Double] = [:]) {
        self.rule = rule
        self.severity = severity ?? type(of: rule).description.defaultSeverity
        self.context = RuleContext(parameters: parameters)
    }

    public var identifier: String { type(of: rule).description.identifier }

    /// The rule's findings for `screen`, with this run's parameters.
    ///
    /// Not inlined on purpose: inlined into the linter's loop over its array of rules,
    /// `rule.check(screen, context: context)` retains and releases the context around every
    /// call; here `self` is borrowed for the whole call and the context is passed as it is
    /// (BENCHMARKS.md, item 30).
    @inline(never)
    func findings(for screen: ScreenSpec) -> [Finding] {
        rule.check(screen, context: context)
    }
}

/// What few results carry: a read error, an app's name, a spec or screens kept for the HTML report.
/// Immutable and shared; a result that changes one of them gets a new box.
private final class RareFields: Sendable {
    let readError: String?
    let appName: String?
    let spec: ScreenSpec?
    let screens: [DrawableScreen]

    init(readError: String?, appName: String?, spec: ScreenSpec?, screens: [DrawableScreen]) {
        self.readError = readError
        self.appName = appName
        self.spec = spec
        self.screens = screens
    }

    /// A box for the fields, or nil when there is nothing to keep.
    static func make(readError: String?, appName: String?, spec: ScreenSpec?, screens: [DrawableScreen] = [])
        -> RareFields?
    {
        readError == nil && appName == nil && spec == nil && screens.isEmpty
            ? nil : RareFields(readError: readError, appName: appName, spec: spec, screens: screens)
    }
}

/// The outcome of linting one file.
///
/// A run keeps one per file until the reports are written, so a clean file's result is
/// small: its path, two empty arrays and a nil reference to the box of rare fields.
public struct FileResult: Sendable {
    public var path: String
    /// Sorted in report order.
    public var diagnostics: [Diagnostic]
    /// Findings kept out of the text report and the exit code: suppressed in the spec, or already
    /// recorded in the baseline. JSON and SARIF still carry them. Sorted in report order.
    public var silenced: [Diagnostic] = []
    /// The read error, app name and retained spec, when there is any.
    private var rare: RareFields?

    /// Set when the file could not be read at all (permissions, a FIFO, a vanished file...).
    public var readError: String? {
        get { rare?.readError }
        set { rare = .make(readError: newValue, appName: appName, spec: spec, screens: screens) }
    }

    /// The app's name when the file is an app description (reports title it with this).
    public var appName: String? {
        get { rare?.appName }
        set { rare = .make(readError: readError, appName: newValue, spec: spec, screens: screens) }
    }

    /// The decoded spec, kept only when the linter was asked to retain specs (the HTML report
    /// draws them); nil otherwise, so other formats hold no spec in memory.
    public var spec: ScreenSpec? {
        get { rare?.spec }
        set { rare = .make(readError: readError, appName: appName, spec: newValue, screens: screens) }
    }

    /// The screens of a file that is not a spec but holds screens (a storyboard's scenes, a xib's
    /// root views), read into the spec model; kept, like ``spec``, only when the linter retains
    /// specs. Empty otherwise.
    public var screens: [DrawableScreen] {
        get { rare?.screens ?? [] }
        set { rare = .make(readError: readError, appName: appName, spec: spec, screens: newValue) }
    }

    public init(path: String, diagnostics: [Diagnostic], readError: String? = nil, spec: ScreenSpec? = nil) {
        self.path = path
        self.diagnostics = diagnostics
        self.rare = .make(readError: readError, appName: nil, spec: spec)
    }

    /// The file could not be read, parsed or decoded: exit code 2.
    public var isInvalidInput: Bool {
        readError != nil
            || diagnostics.contains {
                $0.ruleID == InputRules.invalidJSON.identifier || $0.ruleID == InputRules.invalidSpec.identifier
                    || $0.ruleID == InputRules.invalidXML.identifier
                    || $0.ruleID == InputRules.invalidPropertyList.identifier
            }
    }
}

/// Parses, decodes and checks one spec at a time. Stateless and `Sendable`: one linter
/// serves every thread.
public struct Linter: Sendable {
    public let rules: [EnabledRule]
    /// The rules for app descriptions (files whose root has the key `"app"`).
    public let appRules: [EnabledAppRule]
    public let limits: JSONParser.Limits
    /// Keep each decoded spec in its ``FileResult`` (for reports that draw layouts).
    public let retainSpecs: Bool

    public init(
        rules: [EnabledRule], appRules: [EnabledAppRule] = [], limits: JSONParser.Limits = .default,
        retainSpecs: Bool = false
    ) {
        self.rules = rules
        self.appRules = appRules
        self.limits = limits
        self.retainSpecs = retainSpecs
    }

    /// Whether the locations of diagnostics carry GitHub's line fingerprint (``Location/lineHash``),
    /// which only SARIF reports: finding it hashes every line up to the finding's and numbers
    /// the repeats, a pass over the file and a table of its lines that other reports can skip.
    public var lineHashes = true

    /// How suppressions written in specs are checked and applied; nil ignores them.
    public var suppressions: SuppressionPolicy?

    /// Whether a file exists at a path (as given, or relative to the working directory); lets
    /// app rules check the screen specs an app description names. Nil: unknown, nothing reported.
    public var fileExists: (@Sendable (String) -> Bool)?

    /// Reads a screen spec an app description names (the path as ``resolve(_:relativeTo:)`` gives
    /// it), refusing a file larger than the byte count it is given; nil when the file cannot be read
    /// or is too large. Lets app rules compare an app with its screens. Nil: referenced specs are not
    /// read, and those rules report nothing.
    public var readFile: (@Sendable (_ path: String, _ maximumBytes: Int) -> [UInt8]?)?

    /// Whether an app description (the second path) may name the spec at a path (as
    /// ``resolve(_:relativeTo:)`` gives it): the command line allows only paths inside the repository being linted. A
    /// reference outside is an `invalid-spec` error at its key, and that file is neither read
    /// nor checked for existence. Nil: every relative path is allowed.
    public var referenceAllowed: (@Sendable (_ reference: String, _ appFile: String) -> Bool)?

    /// Lints the bytes of one file.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - path: The path used in diagnostics.
    ///   - app: What the app's Info.plist says (nil when none was found): an app that requires full
    ///     screen on iPad has its Split View and Slide Over panes left out of the device rules.
    /// - Returns: Every diagnostic, in report order.
    /// - Complexity: O(n) in the file size, plus what the rules cost.
    public func lint(_ bytes: [UInt8], path: String, app: AppFacts? = nil) -> FileResult {
        let document: JSONDocument
        do {
            document = try JSONParser.parse(bytes, limits: limits)
        } catch {
            return FileResult(path: path, diagnostics: [syntaxDiagnostic(error, bytes: bytes, path: path)])
        }
        let resolver = LocationResolver(document: document, path: path, lineHashes: lineHashes)
        if AppDecoder.isAppDescription(document) {
            return lintApp(document, path: path, resolver: resolver)
        }
        switch SpecDecoder.decode(document) {
        case .failure(let failure):
            return invalid(failure, path: path, resolver: resolver)
        case .success(var screen):
            if let app, app.requiresFullScreenOnPad { screen.appRequiresFullScreen = true }
            var result = check(&screen, path: path, locations: resolver)
            suppressions?.apply(to: &result, document: document, resolver: resolver)
            return result
        }
    }

    /// Lints a spec built from another input (``ScreenSpecBuilder``), whose nodes `locations` places
    /// in that input.
    ///
    /// - Returns: Every diagnostic, in report order, with the fixes `locations` can place.
    /// - Complexity: What the rules cost.
    public func lint(_ screen: ScreenSpec, path: String, locations: some SpecLocations) -> FileResult {
        var screen = screen
        return check(&screen, path: path, locations: locations)
    }

    /// The result of running the rules on `screen`, which keeps its component index.
    private func check(_ screen: inout ScreenSpec, path: String, locations: some SpecLocations) -> FileResult {
        // The index in place, not a copy of the spec (`cachingComponents()`): one spec fewer
        // to destroy per file.
        screen.componentCache = ComponentIndex(screen)
        // Specs read from other inputs know less; a written spec (no `source`) skips the check.
        let knowledge: SpecKnowledge? = screen.source == nil ? nil : screen.knowledge
        // Every rule's findings first, then their diagnostics in one array of the right size: an
        // array grown one diagnostic at a time would hold up to twice the room, and a copy of
        // every diagnostic each time it grows.
        var batches: [(rule: Int, findings: [Finding])] = []
        var count = 0
        // By index: `for enabled in rules` would copy every rule's existential and parameters
        // (a retain and a release each) for every file.
        for index in rules.indices {
            if let knowledge, !knowledge.isSuperset(of: type(of: rules[index].rule).needs) { continue }
            let findings = rules[index].findings(for: screen)
            guard !findings.isEmpty else { continue }
            count += findings.count
            batches.append((index, findings))
        }
        var diagnostics: [Diagnostic] = []
        diagnostics.reserveCapacity(count)
        for batch in batches.indices {
            let enabled = rules[batches[batch].rule]
            for finding in batches[batch].findings {
                diagnostics.append(
                    locations.diagnostic(for: finding, rule: enabled.identifier, severity: enabled.severity))
            }
            batches[batch].findings = []
        }
        // Most files have no finding, and a single finding is already sorted: no sort then.
        if diagnostics.count > 1 { Diagnostic.sortInReportOrder(&diagnostics) }
        return FileResult(path: path, diagnostics: diagnostics, spec: retainSpecs ? screen : nil)
    }

    /// The `invalid-spec` result for a spec or app description that does not decode.
    func invalid(_ failure: SpecProblems, path: String, resolver: LocationResolver) -> FileResult {
        let diagnostics = failure.problems.map { problem in
            Diagnostic(
                ruleID: InputRules.invalidSpec.identifier, severity: .error, message: problem.message,
                location: resolver.location(of: problem.node),
                related: problem.related.map { resolver.related($0) })
        }
        return FileResult(path: path, diagnostics: diagnostics.sorted(by: Diagnostic.reportOrder))
    }

    private func syntaxDiagnostic(_ error: JSONSyntaxError, bytes: [UInt8], path: String) -> Diagnostic {
        let lines = LineIndex(bytes)
        let start = lines.position(of: error.offset)
        let endOffset = min(error.offset + 1, bytes.count)
        let end = endOffset > error.offset ? lines.position(of: endOffset) : start
        let location = Location(
            path: path, start: start, end: end, pointer: "", byteRange: error.offset..<endOffset,
            lineText: lines.lineText(start.line), lineHash: LineHashes(bytes: bytes).hash(ofLine: start.line))
        return Diagnostic(
            ruleID: InputRules.invalidJSON.identifier, severity: .error, message: error.message, location: location)
    }
}
