import AdaptLintCore
import AdaptLintReaders

extension LintCommand {
    /// Whether ``SpecRecognition`` judges `input`: a `*.json` file found by walking a folder (or
    /// whether it is an app's Info.plist, for a walked `*.plist`).
    ///
    /// Files named on the command line (which the caller leaves out), other kinds of file and
    /// inputs that already carry an error are linted whatever they hold. A walked JSON file is judged on the bytes read to
    /// lint it (``LintRunner/lintUnlessPassedOver(_:with:reader:)``), so it is read once; only
    /// the walked files that are not linted anyway (an output of the run, a configuration file,
    /// excluded files when nothing is linted) are read for the verdict alone (``isSpec(atPath:)``).
    static func needsRecognition(_ input: DiscoveredInput) -> Bool {
        input.error == nil && (input.path.hasSuffix(".json") || input.path.hasSuffix(".plist"))
    }

    /// The verdict on the file at `path`, read for it alone. A file that cannot be read counts
    /// as a spec, so that linting it reports its error.
    static func isSpec(atPath path: String) -> Bool {
        if path.hasSuffix(".plist") {
            if LintRunner.isInfoPlistName(path) { return true }
            guard case .success(let bytes) = FileReader.read(path, limit: JSONLimits.maximumBytes) else { return false }
            return InfoPlistFacts.isAppInfoPlist(bytes: bytes)
        }
        guard case .success(let bytes) = FileReader.read(path, limit: JSONLimits.maximumBytes) else { return true }
        return SpecRecognition.verdict(bytes) == .spec
    }

    /// The notes of a run that lints nothing (`plan` as linting left it): that a configuration
    /// excluded every file a walk found, and that no spec was found.
    ///
    /// The walked JSON files the configuration excluded are read now to tell excluded specs from
    /// other JSON, which counts as passed over.
    /// - Complexity: O(total bytes of the excluded JSON files), paid only when nothing is linted.
    func nothingLintedNotes(_ plan: LintPlan) -> String {
        guard plan.count == 0 else { return "" }
        var excluded = plan.excluded
        var passedOver = plan.passedOver
        for path in plan.excludedJSON {
            if Self.isSpec(atPath: path) { excluded += 1 } else { passedOver += 1 }
        }
        var notes = ""
        if excluded > 0 {
            // Never a silent "0 files": a configuration (perhaps a parent folder's) excluded every
            // file a walk found (a file named on the command line got its own note).
            notes +=
                "note: nothing to lint: the \(excluded) \(excluded == 1 ? "file" : "files") found \(excluded == 1 ? "is" : "are") excluded by 'exclude' in the configuration ('adaptlint config' shows which file)\n"
        }
        return notes + (nothingToLintNote(planned: 0, passedOver: passedOver) ?? "")
    }

    /// The note for a run that found nothing to lint, or nil when there was something.
    func nothingToLintNote(planned: Int, passedOver: Int) -> String? {
        guard planned == 0, !adoption.stdin else { return nil }
        let paths = (options.paths.isEmpty ? ["."] : options.paths).map { "'\(Printable.escape($0))'" }.joined(
            separator: ", ")
        var note = "warning: no screen spec or app description found in \(paths)"
        if passedOver > 0 {
            note += "; \(passedOver) JSON file\(passedOver == 1 ? " was" : "s were") passed over as not adaptlint's"
            note +=
                " (a spec's root names two of 'screen', 'layouts' and 'orientations', an app description's 'app' and 'screens' or 'navigation'; see docs/configuration.md)"
        }
        return note + "\n"
    }
}

/// The parser's file-size limit, as the linters use it.
enum JSONLimits {
    static var maximumBytes: Int { Linter(rules: []).limits.maximumBytes }
}
