import AdaptLintCore

/// The run's `artifacts`: every file once, as an analysis target.
extension SARIFReporter {
    /// One artifact per distinct URI, in report order, built as it is written.
    ///
    /// Each artifact is written straight as text (``writeArtifact(_:paths:indent:into:)``):
    /// with one per file, building and freeing a tree for each cost a log over small specs
    /// about 10,000 instructions per file.
    func artifacts(_ report: LintReport, locations: SARIFLocations) -> JSONValue.LazyElements {
        let files = report.files
        let kept = Self.distinctURIs(files, paths: locations.paths)
        let path: @Sendable (Int) -> String = { index in files[kept?[index] ?? index].path }
        return JSONValue.LazyElements(
            count: kept?.count ?? files.count,
            element: { index in ["location": locations.artifactLocation(path(index)), "roles": ["analysisTarget"]] },
            write: { index, indent, buffer in
                Self.writeArtifact(path(index), paths: locations.paths, indent: indent, into: &buffer)
            })
    }

    /// Appends the artifact of `path` as ``JSONWriter`` writes
    /// `{"location": artifactLocation(path), "roles": ["analysisTarget"]}` at `indent`.
    static func writeArtifact(_ path: String, paths: ReportPaths, indent: Int, into buffer: inout [UInt8]) {
        func text(_ literal: StaticString) {
            buffer.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
        }
        text("{")
        JSONWriter.newline(indent + 1, into: &buffer)
        text("\"location\": {")
        JSONWriter.newline(indent + 2, into: &buffer)
        text("\"uri\": ")
        if let baseID = paths.writeURI(of: path, into: &buffer) {
            text(",")
            JSONWriter.newline(indent + 2, into: &buffer)
            text("\"uriBaseId\": ")
            JSONWriter.writeString(baseID, into: &buffer)
        }
        JSONWriter.newline(indent + 1, into: &buffer)
        text("},")
        JSONWriter.newline(indent + 1, into: &buffer)
        text("\"roles\": [")
        JSONWriter.newline(indent + 2, into: &buffer)
        text("\"analysisTarget\"")
        JSONWriter.newline(indent + 1, into: &buffer)
        text("]")
        JSONWriter.newline(indent, into: &buffer)
        text("}")
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
