import AdaptLintCore

/// The run's `artifacts`: every file once, as an analysis target.
extension SARIFReporter {
    /// One artifact per distinct URI, in report order, built as it is written.
    func artifacts(_ report: LintReport, locations: SARIFLocations) -> JSONValue.LazyElements {
        let files = report.files
        let kept = Self.distinctURIs(files, paths: locations.paths)
        return JSONValue.LazyElements(count: kept?.count ?? files.count) { index in
            ["location": locations.artifactLocation(files[kept?[index] ?? index].path), "roles": ["analysisTarget"]]
        }
    }

    /// The indices of the files whose URI no earlier file has, or nil when that is every file.
    ///
    /// Two files share a URI only when their paths resolve to the same place. That cannot
    /// happen when the paths increase strictly, byte by byte, and are all plain relative or
    /// all absolute and normal (then each resolves to itself or to itself minus one common
    /// prefix): what discovery gives. That is checked in one pass over the paths instead of
    /// keeping a set of every file's URI while the log is written (about 140 bytes a file).
    /// - Complexity: O(total length of the paths).
    static func distinctURIs(_ files: [FileResult], paths: ReportPaths) -> [Int]? {
        if provablyDistinct(files, paths: paths) { return nil }
        var seen = Set<String>()
        return files.indices.filter { seen.insert(paths.uri(for: files[$0].path).uri).inserted }
    }

    /// Whether the paths of `files` resolve to distinct places, shown without resolving them.
    private static func provablyDistinct(_ files: [FileResult], paths: ReportPaths) -> Bool {
        guard let first = files.first?.path else { return true }
        let relative = ReportPaths.isPlainRelative(first)
        for index in files.indices {
            let path = files[index].path
            let same = relative ? ReportPaths.isPlainRelative(path) : paths.isNormalASCIIAbsolute(path)
            guard same else { return false }
            if index > 0 && !bytesPrecede(files[index - 1].path, path) { return false }
        }
        return true
    }

    /// Whether the UTF-8 of `lhs` comes strictly before that of `rhs`.
    private static func bytesPrecede(_ lhs: String, _ rhs: String) -> Bool {
        let fast = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right in left.lexicographicallyPrecedes(right) }
        }
        return fast.flatMap { $0 } ?? lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }
}
