import AdaptLintCore

extension LintCommand {
    /// What a walk found, with the JSON that is not adaptlint's taken out.
    struct RecognizedInputs {
        var inputs: [DiscoveredInput]
        /// Walked JSON files passed over because they are not specs (see ``SpecRecognition``).
        var passedOver: Int
    }

    /// Drops the walked `*.json` files that are neither screen specs nor app descriptions.
    ///
    /// Files named on the command line, other kinds of file and inputs that already carry an
    /// error stay. A file that cannot be read stays too, so that its error is reported. Files
    /// are read on `--jobs` threads; the order of `inputs` is kept.
    /// - Complexity: O(total bytes read up to each file's first telling member name).
    func recognized(_ inputs: [DiscoveredInput], explicit: Set<String>) -> RecognizedInputs {
        let limit = JSONLimits.maximumBytes
        let keep = ConcurrentMap.map(count: inputs.count, jobs: options.jobs ?? ProcessorCount.active, batch: 8) {
            index -> Bool in
            let input = inputs[index]
            guard input.error == nil, input.path.hasSuffix(".json"), !explicit.contains(input.path) else { return true }
            guard case .success(let bytes) = FileReader.read(input.path, limit: limit) else { return true }
            return SpecRecognition.verdict(bytes) == .spec
        }
        var kept: [DiscoveredInput] = []
        kept.reserveCapacity(inputs.count)
        for index in inputs.indices where keep[index] { kept.append(inputs[index]) }
        return RecognizedInputs(inputs: kept, passedOver: inputs.count - kept.count)
    }

    /// The note for a run that found nothing to lint, or nil when there was something.
    func nothingToLintNote(planned: Int, passedOver: Int) -> String? {
        guard planned == 0, !adoption.stdin else { return nil }
        let paths = (options.paths.isEmpty ? ["."] : options.paths).map { "'\(Printable.escape($0))'" }.joined(
            separator: ", ")
        var note = "warning: no screen spec or app description found in \(paths)"
        if passedOver > 0 {
            note += "; \(passedOver) JSON file\(passedOver == 1 ? " was" : "s were") passed over as not adaptlint's"
            note += " (a spec's root object names 'screen', 'layouts' or 'app'; see docs/configuration.md)"
        }
        return note + "\n"
    }
}

/// The parser's file-size limit, as the linters use it.
enum JSONLimits {
    static var maximumBytes: Int { Linter(rules: []).limits.maximumBytes }
}
