import AdaptJSON
import AdaptLintCore
import AdaptLintReaders
import AdaptLintRules
import Dispatch
import Foundation

/// Lints discovered inputs on all cores. Each file's result lands in its own slot, so the
/// report is the same whatever the thread count or scheduling.
public struct LintRunner: Sendable {
    public let linter: Linter

    public init(linter: Linter) {
        self.linter = linter
    }

    /// The default rule set: every registered rule at its default severity.
    public static func defaultRules() -> [EnabledRule] {
        RuleRegistry.rules.map { EnabledRule(rule: $0.init()) }
    }

    /// The default app rule set: every registered app rule at its default severity.
    public static func defaultAppRules() -> [EnabledAppRule] {
        RuleRegistry.appRules.map { EnabledAppRule(rule: $0.init()) }
    }

    /// The default rule set with the device-matrix rules limited to `devices` (`--devices`).
    public static func defaultRules(devices: [Device]) -> [EnabledRule] {
        RuleRegistry.rules.map { type in
            if let deviceAware = type as? any DeviceAwareRule.Type {
                return EnabledRule(rule: deviceAware.init(devices: devices))
            }
            return EnabledRule(rule: type.init())
        }
    }

    /// Lints every input on `jobs` threads (default: one per core).
    ///
    /// Workers take the next few files from a shared counter, so a thread that the system
    /// preempts (CI machines are shared) does not hold back the others; each result still
    /// lands in the slot of its input, so the order never depends on scheduling.
    /// - Complexity: O(total input size), spread over the workers.
    public func run(_ inputs: [DiscoveredInput], jobs: Int? = nil) -> [FileResult] {
        ConcurrentMap.map(
            count: inputs.count, jobs: jobs ?? ProcessorCount.active, batch: Self.batchSize,
            state: { FileReader.Session() },
            transform: { reader, index in Self.lintOne(inputs[index], with: linter, reader: reader) })
    }

    /// Files a worker takes at a time: enough to make the shared counter's lock negligible,
    /// few enough to keep the workers' finishing times close.
    static let batchSize = 4

    /// ``lintOne(_:with:reader:app:deviceFamilies:)`` with the linter a plan's run shares, used in place.
    static func lintOne(
        _ input: DiscoveredInput, with shared: LintCommand.SharedLinter, reader: FileReader.Session?,
        app: AppFacts? = nil, deviceFamilies: Set<DeviceFamily>? = nil
    ) -> FileResult {
        lintOne(input, with: shared.linter, reader: reader, app: app, deviceFamilies: deviceFamilies)
    }

    /// Reads `input`, with the worker's `reader` when there is one, and lints it with `linter`;
    /// `app` is what the app's Info.plist says (``AppFactsIndex``), `deviceFamilies` those of the
    /// targets that name an Info.plist.
    static func lintOne(
        _ input: DiscoveredInput, with linter: Linter, reader: FileReader.Session? = nil, app: AppFacts? = nil,
        deviceFamilies: Set<DeviceFamily>? = nil
    ) -> FileResult {
        switch read(input, limit: linter.limits.maximumBytes, reader: reader) {
        case .bytes(let bytes):
            return lint(bytes, path: input.path, with: linter, app: app, deviceFamilies: deviceFamilies)
        case .failed(let result): return result
        }
    }

    /// What became of a walked JSON file still to be recognised.
    enum Recognized {
        /// A spec or app description, linted (or a file that could not be read, with its error).
        case linted(FileResult)
        /// Not linted; with the note for a look-alike (``SpecRecognition/Verdict/lookAlike(name:resembles:)``).
        case passedOver(note: String?)
    }

    /// ``lintOne(_:with:reader:app:)`` for a walked JSON file still to be recognised: linted only
    /// when ``SpecRecognition`` finds it a spec. It judges the bytes read for linting, so a walked
    /// file is read once.
    static func lintUnlessPassedOver(
        _ input: DiscoveredInput, with shared: LintCommand.SharedLinter, reader: FileReader.Session?,
        app: AppFacts? = nil
    ) -> Recognized {
        switch read(input, limit: shared.linter.limits.maximumBytes, reader: reader) {
        case .bytes(let bytes):
            switch SpecRecognition.verdict(bytes) {
            case .spec: return .linted(lint(bytes, path: input.path, with: shared.linter, app: app))
            case .lookAlike(let name, let resembles):
                return .passedOver(note: lookAlikeNote(path: input.path, name: name, resembles: resembles))
            case .other: return .passedOver(note: nil)
            }
        case .failed(let result): return .linted(result)
        }
    }

    /// ``lintOne(_:with:reader:app:)`` for a walked property list: linted when it is an app's
    /// Info.plist, that is when a project's `INFOPLIST_FILE` names it (`role.isNamed`), its content
    /// is an app's (``InfoPlistFacts/isAppInfoPlist(bytes:)``), or it is named `Info.plist` and no
    /// project of the run that covers it leaves it unnamed (`role.isUnusedByProject`: the project
    /// says which Info.plists its targets build, so the name alone does not vouch for one it leaves
    /// out); any other property list (`GoogleService-Info.plist`, even encrypted or unreadable) is
    /// passed over without a word. It is judged for `role.deviceFamilies`, those of the targets that
    /// name it.
    static func lintPropertyListUnlessPassedOver(
        _ input: DiscoveredInput, with shared: LintCommand.SharedLinter, reader: FileReader.Session?,
        role: AppFactsIndex.PropertyListRole
    ) -> Recognized {
        let surely = role.isNamed || (isInfoPlistName(input.path) && !role.isUnusedByProject)
        switch read(input, limit: shared.linter.limits.maximumBytes, reader: reader) {
        case .bytes(let bytes):
            guard surely || InfoPlistFacts.isAppInfoPlist(bytes: bytes) else {
                return .passedOver(note: nil)
            }
            return .linted(lint(bytes, path: input.path, with: shared.linter, deviceFamilies: role.deviceFamilies))
        case .failed(let result):
            // A file too large or unreadable is reported only when it is surely an Info.plist.
            return surely ? .linted(result) : .passedOver(note: nil)
        }
    }

    /// Whether the last component of `path` is `Info.plist`.
    static func isInfoPlistName(_ path: String) -> Bool {
        path == "Info.plist" || path.hasSuffix("/Info.plist")
    }

    /// The one note for a walked look-alike: why it was picked, why it is not linted, and how to
    /// lint it or silence the note.
    static func lookAlikeNote(path: String, name: String, resembles: String) -> String {
        let path = Printable.escape(path)
        let picked =
            name == resembles
            ? "its root names '\(Printable.escape(name))'"
            : "its root names '\(Printable.escape(name))', close to '\(resembles)'"
        return
            "note: passing over '\(path)': \(picked), but it is not clearly a screen spec ('screen' with 'layouts' or 'orientations') or an app description ('app' with 'screens' or 'navigation'); name it on the command line to lint it, or add \"exclude\": [\"\(path)\"] to the .adaptlint.json of the folder you run in to silence this note\n"
    }

    /// What reading an input gave: its bytes, or the result that reports why there are none.
    enum Read {
        case bytes([UInt8])
        case failed(FileResult)
    }

    /// Reads `input` up to `limit` bytes, with `reader` when there is one.
    static func read(_ input: DiscoveredInput, limit: Int, reader: FileReader.Session?) -> Read {
        if let error = input.error { return .failed(FileResult(path: input.path, diagnostics: [], readError: error)) }
        switch reader?.read(input.path, limit: limit) ?? FileReader.read(input.path, limit: limit) {
        case .success(let bytes): return .bytes(bytes)
        case .failure(.message(let message)):
            return .failed(FileResult(path: input.path, diagnostics: [], readError: message))
        case .failure(.tooLarge(let size)): return .failed(tooLarge(path: input.path, size: size, limit: limit))
        }
    }

    /// Lints `bytes` with the reader the file name implies: `.storyboard` and `.xib` as Interface
    /// Builder documents, `*.plist` and `project.pbxproj` as project files, anything else as JSON.
    /// Standard input goes through here too, named by `--stdin-filename`.
    /// `deviceFamilies` are those of the targets that name an Info.plist
    /// (``AppFactsIndex/PropertyListRole/deviceFamilies``).
    static func lint(
        _ bytes: [UInt8], path: String, with linter: Linter, app: AppFacts? = nil,
        deviceFamilies: Set<DeviceFamily>? = nil
    ) -> FileResult {
        if InterfaceBuilderReader.isInterfaceBuilderPath(path) {
            return InterfaceBuilderLinter.lint(bytes, path: path, linter: linter, app: app)
        } else if let kind = ProjectFileReader.kind(ofPath: path) {
            return linter.lintProjectFile(bytes, kind: kind, path: path, deviceFamilies: deviceFamilies)
        }
        return linter.lint(bytes, path: path, app: app)
    }

    /// The input error for a file over the file-size limit (`invalid-xml` for Interface Builder
    /// documents, `invalid-plist` for project files, `invalid-json` otherwise); without a `size` when the reading stopped at the limit (standard
    /// input), so the whole size is not known.
    static func tooLarge(path: String, size: Int?, limit: Int) -> FileResult {
        let message =
            size.map { JSONSyntaxError(.tooLarge(bytes: $0, limit: limit), at: 0).message }
            ?? "input is larger than adaptlint's file-size limit of \(limit >> 20) MiB; reading stopped there"
        let location = Location(
            path: path, start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 1),
            pointer: "", byteRange: 0..<0)
        return FileResult(
            path: path,
            diagnostics: [
                Diagnostic(
                    ruleID: InterfaceBuilderReader.isInterfaceBuilderPath(path)
                        ? InputRules.invalidXML.identifier
                        : ProjectFileReader.kind(ofPath: path) == nil
                            ? InputRules.invalidJSON.identifier : InputRules.invalidPropertyList.identifier,
                    severity: .error, message: message, location: location)
            ])
    }
}
