import AdaptLintCore

/// The inputs of a run in report order, with the linter and `failOn` their configurations
/// select.
///
/// A run keeps this until its exit code is known, so it is small per file: the paths (until
/// the files are linted, after which their results name them), the rare discovery errors by
/// index, and one ``Run`` per stretch of consecutive inputs that share a configuration
/// (discovery sorts paths, so a folder's files are consecutive).
struct LintPlan: Sendable {
    /// Consecutive inputs with one configuration.
    struct Run: Sendable {
        /// The index after the run's last input.
        var end: Int
        let sharedLinter: LintCommand.SharedLinter
        /// Inputs with the same key share a configuration.
        let configurationKey: Int
        let failOn: Severity
        var linter: Linter { sharedLinter.linter }
    }

    /// The path of every input, in order; empty once ``dropPaths()`` ran.
    private(set) var paths: [String] = []
    /// Why an input cannot be linted, by index (missing, unreadable folder, link loop...).
    private(set) var errors: [Int: String] = [:]
    private(set) var runs: [Run] = []
    /// Standard input's bytes, when linting `--stdin` (its one input).
    var standardInput: [UInt8]?
    /// Whether each input is a walked JSON file that ``SpecRecognition`` judges when it is
    /// read for linting (no other file is read twice); empty once ``dropPaths()`` ran.
    private(set) var recognizing: [Bool] = []
    /// Walked JSON files left out because they are not specs (``SpecRecognition``), counted
    /// as they are judged.
    var passedOver = 0
    /// Walked files the configuration excludes that need no recognition (not JSON).
    var excluded = 0
    /// Walked JSON files the configuration excludes: recognised only when nothing is linted
    /// (the notes then tell excluded specs from other JSON).
    var excludedJSON: [String] = []
    /// Files a walk found but left out because an output of the run names them
    /// (``OutputGuard`` checks that they are adaptlint's own).
    var skippedOutputs: [String] = []

    /// How many inputs the plan has.
    var count: Int { runs.last?.end ?? 0 }

    /// Adds an input after the others, extending the last run when the configuration is the same.
    mutating func append(
        _ input: DiscoveredInput, linter: LintCommand.SharedLinter, configurationKey: Int, failOn: Severity,
        recognize: Bool = false
    ) {
        let index = paths.count
        paths.append(input.path)
        recognizing.append(recognize)
        if let error = input.error { errors[index] = error }
        // The last run's fields are read in place: `runs.last` would copy it (its linter
        // retained and released) for every input.
        if !runs.isEmpty, runs[runs.count - 1].configurationKey == configurationKey,
            runs[runs.count - 1].failOn == failOn
        {
            runs[runs.count - 1].end = index + 1
        } else {
            runs.append(Run(end: index + 1, sharedLinter: linter, configurationKey: configurationKey, failOn: failOn))
        }
    }

    /// The input at `index`, as discovery gave it; only before ``dropPaths()``.
    func input(at index: Int) -> DiscoveredInput {
        // Errors are rare: an empty dictionary is not hashed into for every input.
        DiscoveredInput(path: paths[index], error: errors.isEmpty ? nil : errors[index])
    }

    /// Whether the input at `index` is judged by ``SpecRecognition`` when it is read; only
    /// before ``dropPaths()``.
    func recognizes(at index: Int) -> Bool { recognizing[index] }

    /// The run that holds the input at `index`, which must be below ``count``.
    ///
    /// - Complexity: O(log r) in the number of runs.
    func run(at index: Int) -> Run {
        var low = 0
        var high = runs.count - 1
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].end <= index { low = middle + 1 } else { high = middle }
        }
        return runs[low]
    }

    /// Forgets the paths, errors and recognition flags once every input has a result that
    /// names it, so that a run does not hold two references to each path until it ends.
    mutating func dropPaths() {
        paths = []
        errors = [:]
        recognizing = []
    }

    /// Takes out the inputs at `indices` (ascending) once ``dropPaths()`` ran: the walked
    /// files that linting found not to be specs. The inputs after each move down, so the plan's
    /// indices stay those of the results that are kept.
    /// - Complexity: O(r + k) in the number of runs and indices.
    mutating func remove(at indices: [Int]) {
        assert(paths.isEmpty, "remove(at:) renumbers the runs only: call dropPaths() first")
        guard !indices.isEmpty else { return }
        var kept: [Run] = []
        var removedBefore = 0
        for var run in runs {
            while removedBefore < indices.count, indices[removedBefore] < run.end { removedBefore += 1 }
            run.end -= removedBefore
            // A run whose every input went is dropped.
            if run.end > (kept.last?.end ?? 0) { kept.append(run) }
        }
        runs = kept
    }
}
