import AdaptLintCore
import Foundation

extension LintCommand {
    /// The most passes `--fix` makes: a fix skipped for overlapping another is retried after
    /// the file is linted again.
    static let maximumFixPasses = 10

    /// Applies the fixes of unsuppressed findings in place, file by file, and lints each
    /// changed file again; repeats while a pass changes something.
    ///
    /// - Parameters:
    ///   - results: The plan's results, in its order (the result at an index is its input's).
    ///   - plan: The run's plan, whose runs give each file's linter.
    /// - Returns: The results after fixing, which the report shows.
    /// - Complexity: O(passes x (file size + fixes)) per fixed file.
    func fix(_ results: [FileResult], plan: LintPlan) -> [FileResult] {
        var current = results
        // Standard input is never rewritten.
        guard plan.standardInput == nil else { return current }
        var fixedFindings = 0
        var fixedFiles = Set<String>()
        for _ in 0..<Self.maximumFixPasses {
            var changed = false
            for (index, result) in current.enumerated() {
                let fixes = result.diagnostics.flatMap(\.fixes)
                guard !fixes.isEmpty, index < plan.count else { continue }
                let linter = plan.run(at: index).linter
                guard case .success(let bytes) = FileReader.read(result.path, limit: linter.limits.maximumBytes)
                else { continue }
                let outcome = FixApplier.apply(fixes, to: bytes)
                guard !outcome.applied.isEmpty, outcome.bytes != bytes else { continue }
                do {
                    try AtomicFile.write(outcome.bytes, to: result.path)
                } catch {
                    tool.standardError("error: cannot write the fixed '\(result.path)': \(error.description)\n")
                    continue
                }
                changed = true
                fixedFiles.insert(result.path)
                fixedFindings +=
                    result.diagnostics.filter { diagnostic in
                        !diagnostic.fixes.isEmpty && diagnostic.fixes.allSatisfy { outcome.applied.contains($0) }
                    }.count
                current[index] = LintRunner.lintOne(DiscoveredInput(path: result.path, error: nil), with: linter)
            }
            if !changed { break }
        }
        if !fixedFiles.isEmpty {
            tool.standardError(
                "note: fixed \(fixedFindings) \(fixedFindings == 1 ? "finding" : "findings") in \(fixedFiles.count) \(fixedFiles.count == 1 ? "file" : "files")\n"
            )
        }
        return current
    }
}
