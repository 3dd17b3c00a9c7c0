import AdaptLintCore
import Foundation

extension LintCommand {
    /// The most passes `--fix` makes: a fix skipped for overlapping another is retried after
    /// the file is linted again.
    static let maximumFixPasses = 10

    /// Applies the fixes of unsuppressed findings in place, file by file, and lints each
    /// changed file again; repeats while a pass changes something.
    ///
    /// - Returns: The results after fixing, which the report shows.
    /// - Complexity: O(passes x (file size + fixes)) per fixed file.
    func fix(_ results: [FileResult], planned: [PlannedInput]) -> [FileResult] {
        var current = results
        var byPath: [String: PlannedInput] = [:]
        for item in planned { byPath[item.input.path] = item }
        var fixedFindings = 0
        var fixedFiles = Set<String>()
        for _ in 0..<Self.maximumFixPasses {
            var changed = false
            for (index, result) in current.enumerated() {
                let fixes = result.diagnostics.flatMap(\.fixes)
                guard !fixes.isEmpty, let item = byPath[result.path], item.bytes == nil else { continue }
                guard case .success(let bytes) = FileReader.read(result.path, limit: item.linter.limits.maximumBytes)
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
                current[index] = LintRunner(linter: item.linter).lintOne(item.input)
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
