import AdaptLintCore
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension LintCommand {
    /// The most passes `--fix` makes over the files. A pass applies the largest set of fixes of a
    /// file that do not overlap (``FixApplier/apply(_:to:limits:)``); a fix skipped for overlapping
    /// another, or offered only once others are applied, is applied in a later pass, after the
    /// file is linted again. Each pass lints each file it looks at once, right before fixing it
    /// (a file written in the pass before is linted there, not twice), and a file written in the
    /// last pass is linted once more at the end, so the work is at most this many lints of every
    /// fixed file, plus one.
    static let maximumFixPasses = 10

    /// Applies the fixes of unsuppressed findings in place, file by file, and lints each
    /// changed file again; repeats while a pass changes something. Every lint here sees the run's
    /// configuration, as the lint before it did: the file's linter (its rules and their settings,
    /// its limits, the suppressions written in specs), the same Info.plist facts and the
    /// configured suppressions (``configured(_:path:linter:workingDirectory:)``), so a suppressed
    /// finding's fix is never applied and the report after fixing silences what it silenced before.
    ///
    /// Each file is read and linted again right before it is fixed, so the edits apply to the
    /// bytes they were computed on, and read once more right before its new bytes replace it
    /// (``AtomicFile/write(_:to:policy:replacing:)``): a file that changed in between is refused. A file is rewritten only when it lies inside a linted root (after
    /// links are resolved), is not itself a link, is writable and has one hard link; it keeps
    /// its mode and owner (``AtomicFile/Policy/fix``).
    ///
    /// - Parameters:
    ///   - results: The plan's results, in its order (the result at an index is its input's).
    ///   - plan: The run's plan, whose runs give each file's linter.
    /// - Returns: The results after fixing, which the report shows, and whether a file that
    ///   had fixes could not be written.
    /// - Complexity: O(passes x (file size + fixes log fixes)) per fixed file, plus its lints.
    func fix(_ results: [FileResult], plan: LintPlan) -> (results: [FileResult], failed: Bool) {
        var current = results
        // Standard input is never rewritten.
        guard plan.standardInput == nil else { return (current, false) }
        var fixedFindings = 0
        var fixedFiles = Set<String>()
        var refused = Set<String>()
        let roots = FixRoots(paths: options.paths, workingDirectory: workingDirectory)
        // The same Info.plist facts as the lint itself, so a fixed file is judged as before.
        let apps = appFacts(results.map { $0.readError == nil ? $0.path : "" }, plan: plan)
        // Files written in a pass whose result is not yet the lint of their new bytes: the next
        // pass lints them when it looks for their fixes (a second lint of each written file per
        // pass would add nothing), and the ones left after the last pass are linted at the end.
        var unlinted = Set<Int>()
        for _ in 0..<Self.maximumFixPasses {
            var changed = false
            // By index, each result read in place: a copy of a result held through the loop would
            // keep its findings alive next to the fresh lint's.
            for index in current.indices {
                guard index < plan.count, !refused.contains(current[index].path),
                    unlinted.contains(index) || current[index].diagnostics.contains(where: { !$0.fixes.isEmpty })
                else { continue }
                let path = current[index].path
                let linter = plan.run(at: index).linter
                if let reason = roots.refusal(path) {
                    refuse(path, reason, &refused)
                    continue
                }
                guard case .success(let bytes) = FileReader.read(path, limit: linter.limits.maximumBytes)
                else { continue }
                let app = apps.facts(for: path)
                // The fixes of the bytes just read, not of the bytes linted earlier in the run.
                let edit = fixes(of: bytes, path: path, linter: linter, app: app, result: &current[index])
                unlinted.remove(index)
                guard let edit else { continue }
                fixWillWrite?(path)
                do {
                    // Written only if the file still holds the bytes the edits were computed on.
                    try AtomicFile.write(edit.bytes, to: path, policy: .fix, replacing: bytes)
                } catch {
                    refuse(path, error.description, &refused)
                    continue
                }
                changed = true
                fixedFiles.insert(path)
                fixedFindings += edit.fixedFindings
                unlinted.insert(index)
            }
            if !changed { break }
        }
        for index in unlinted.sorted() {
            let path = current[index].path
            let linter = plan.run(at: index).linter
            // The findings of the bytes before the last write go first, so only the new lint is held.
            current[index].diagnostics = []
            current[index].silenced = []
            let written = LintRunner.lintOne(
                DiscoveredInput(path: path, error: nil), with: linter, app: apps.facts(for: path))
            current[index] = configuredResult(written, path: path, linter: linter)
        }
        if !fixedFiles.isEmpty {
            tool.standardError(
                "note: fixed \(fixedFindings) \(fixedFindings == 1 ? "finding" : "findings") in \(fixedFiles.count) \(fixedFiles.count == 1 ? "file" : "files")\n"
            )
        }
        return (current, !refused.isEmpty)
    }

    /// The new bytes of the file at `path`, which holds `bytes`, with the fixes of its findings
    /// applied, and how many findings they fix; nil when no fix changes it. `result` becomes the
    /// lint of `bytes` (the run's result for the file, as current as it gets), so the earlier
    /// one is freed before the fixes are applied.
    private func fixes(
        of bytes: [UInt8], path: String, linter: Linter, app: AppFacts?, result: inout FileResult
    ) -> (bytes: [UInt8], fixedFindings: Int)? {
        result = configuredLint(bytes, path: path, linter: linter, app: app)
        let outcome = FixApplier.apply(result.diagnostics.flatMap(\.fixes), to: bytes, limits: linter.limits)
        guard !outcome.applied.isEmpty, outcome.bytes != bytes else { return nil }
        let applied = Set(outcome.applied)
        let fixed = result.diagnostics.reduce(0) { count, diagnostic in
            count + (!diagnostic.fixes.isEmpty && diagnostic.fixes.allSatisfy { applied.contains($0) } ? 1 : 0)
        }
        return (outcome.bytes, fixed)
    }

    /// `bytes` of the spec at `path` linted as the run lints it, configured suppressions included.
    private func configuredLint(_ bytes: [UInt8], path: String, linter: Linter, app: AppFacts?) -> FileResult {
        configuredResult(linter.lint(bytes, path: path, app: app), path: path, linter: linter)
    }

    /// `result` with the configured suppressions for its file applied, as in the run's lint.
    private func configuredResult(_ result: FileResult, path: String, linter: Linter) -> FileResult {
        guard
            case .linted(let configured) = Self.configured(
                .linted(result), path: path, linter: linter, workingDirectory: workingDirectory)
        else { return result }
        return configured
    }

    /// Says once that `path` is not fixed, and why.
    private func refuse(_ path: String, _ reason: String, _ refused: inout Set<String>) {
        tool.standardError("error: cannot write the fixed '\(Printable.escape(path))': \(Printable.escape(reason))\n")
        refused.insert(path)
    }
}

/// The folders (and files) a run lints, with links resolved: `--fix` writes nothing else.
struct FixRoots {
    let roots: [String]

    init(paths: [String], workingDirectory: String) {
        roots = (paths.isEmpty ? ["."] : paths).compactMap { Self.resolved(Paths.absolute($0, in: workingDirectory)) }
    }

    /// Why `path` may not be rewritten: a link itself, or outside every root once resolved.
    func refusal(_ path: String) -> String? {
        var info = stat()
        if lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK {
            return "it is a symbolic link; --fix rewrites only the files it links"
        }
        guard let real = Self.resolved(path) else { return "it cannot be resolved" }
        let inside = roots.contains { root in real == root || real.hasPrefix(root == "/" ? root : root + "/") }
        return inside ? nil : "it lies outside the folders being linted (reached through a symbolic link)"
    }

    /// `path` with every link resolved, or nil.
    static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
