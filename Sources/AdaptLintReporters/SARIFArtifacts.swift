import AdaptLintCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The run's `artifacts`: every file once, as an analysis target.
extension SARIFReporter {
    /// One artifact per distinct URI, in report order, built as it is written.
    ///
    /// Each artifact is written straight as text (``writeArtifact(_:paths:text:into:)``): there
    /// is one per file, and writing the text avoids building and freeing a tree for each.
    func artifacts(_ report: LintReport, locations: SARIFLocations) -> JSONValue.LazyElements {
        let files = report.files
        let check = Self.checkPaths(files, paths: locations.paths)
        let kept = check.distinct ? nil : Self.distinctIndices(files, paths: locations.paths)
        let normalAndKept = check.normalAndKept
        let path: @Sendable (Int) -> String = { index in files[kept?[index] ?? index].path }
        // The depth the log writes its artifacts at (run, runs, the log); any other is made per element.
        let logText = ArtifactText(indent: 4)
        return JSONValue.LazyElements(
            count: kept?.count ?? files.count,
            element: { index in ["location": locations.artifactLocation(path(index)), "roles": ["analysisTarget"]] },
            write: { index, indent, buffer in
                let text = indent == logText.indent ? logText : ArtifactText(indent: indent)
                Self.writeArtifact(
                    path(index), paths: locations.paths, text: text, normalAndKept: normalAndKept, into: &buffer)
            })
    }

    /// The text of every artifact but its URI and base id, at one depth: the log repeats it for
    /// each file, so it is made once per depth and appended whole rather than piece by piece.
    struct ArtifactText: Sendable {
        let indent: Int
        /// Up to the URI: `{"location": {"uri": ` with its line breaks.
        let head: [UInt8]
        /// Between the URI and the base id, when there is one.
        let baseKey: [UInt8]
        /// After them: the end of `location`, the roles, the end of the artifact.
        let tail: [UInt8]

        init(indent: Int) {
            self.indent = indent
            var head: [UInt8] = [UInt8(ascii: "{")]
            JSONWriter.writeKey("\"location\": ", first: true, indent: indent + 1, into: &head)
            head.append(UInt8(ascii: "{"))
            JSONWriter.writeKey("\"uri\": ", first: true, indent: indent + 2, into: &head)
            var baseKey: [UInt8] = []
            JSONWriter.writeKey("\"uriBaseId\": ", indent: indent + 2, into: &baseKey)
            var tail: [UInt8] = []
            JSONWriter.newline(indent + 1, into: &tail)
            tail.append(UInt8(ascii: "}"))
            JSONWriter.writeKey("\"roles\": ", indent: indent + 1, into: &tail)
            tail.append(UInt8(ascii: "["))
            JSONWriter.newline(indent + 2, into: &tail)
            JSONWriter.writeText("\"analysisTarget\"", into: &tail)
            JSONWriter.newline(indent + 1, into: &tail)
            tail.append(UInt8(ascii: "]"))
            JSONWriter.newline(indent, into: &tail)
            tail.append(UInt8(ascii: "}"))
            (self.head, self.baseKey, self.tail) = (head, baseKey, tail)
        }
    }

    /// Appends the artifact of `path` as ``JSONWriter`` writes
    /// `{"location": artifactLocation(path), "roles": ["analysisTarget"]}` at `text.indent`.
    ///
    /// - Parameter normalAndKept: Every path of the log is known to pass
    ///   ``ReportPaths/isNormalAndKept(_:)``: it is not checked again.
    static func writeArtifact(
        _ path: String, paths: ReportPaths, text: ArtifactText, normalAndKept: Bool = false,
        into buffer: inout [UInt8]
    ) {
        buffer.append(contentsOf: text.head)
        if let baseID = paths.writeURI(of: path, normalAndKept: normalAndKept, into: &buffer) {
            buffer.append(contentsOf: text.baseKey)
            JSONString.write(baseID, into: &buffer)
        }
        buffer.append(contentsOf: text.tail)
    }

    /// The indices of the files whose URI no earlier file has, or nil when that is every file.
    ///
    /// Two files share a URI only when their paths resolve to the same place. That cannot
    /// happen when the paths increase strictly, byte by byte, and are all plain relative or
    /// all absolute, normal and ASCII (then each resolves to itself or to itself minus one
    /// common prefix): what discovery gives. That is checked in one pass over the paths, so
    /// the log keeps no set of every file's URI while it is written.
    /// - Complexity: O(total length of the paths).
    static func distinctURIs(_ files: [FileResult], paths: ReportPaths) -> [Int]? {
        checkPaths(files, paths: paths).distinct ? nil : distinctIndices(files, paths: paths)
    }

    /// The indices of the files whose URI no earlier file has, found with a set of URIs.
    /// - Complexity: O(total length of the paths), expected.
    private static func distinctIndices(_ files: [FileResult], paths: ReportPaths) -> [Int] {
        var seen = Set<String>()
        return files.indices.filter { seen.insert(paths.uri(for: files[$0].path).uri).inserted }
    }

    /// Whether the paths of `files` resolve to distinct places, shown without resolving them.
    ///
    /// One look at each path's contiguous bytes, neighbours compared with `memcmp` rather than
    /// through String methods (`hasPrefix`) and generic byte-by-byte comparisons: the check runs
    /// over every file before the log's first byte.
    ///
    /// It also says whether every path passed ``ReportPaths/isNormalAndKept(_:)`` (false when
    /// the look stopped early): then each artifact's URI is written without checking its path
    /// a second time.
    /// - Complexity: O(total length of the paths).
    private static func checkPaths(
        _ files: [FileResult], paths: ReportPaths
    ) -> (distinct: Bool, normalAndKept: Bool) {
        guard let first = files.first?.path else { return (true, true) }
        return checkPaths(files, relative: ReportPaths.isPlainRelative(first), paths: paths)
    }

    /// ``checkPaths(_:paths:)`` over the results, all plain relative paths when
    /// `relative`, else all absolute ones.
    /// - Complexity: O(total length of the paths).
    private static func checkPaths(
        _ files: [FileResult], relative: Bool, paths: ReportPaths
    ) -> (distinct: Bool, normalAndKept: Bool) {
        var previous: String?
        var allKept = true
        for index in files.indices {
            let path = files[index].path
            let fast = path.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
                let kept = ReportPaths.isNormalAndKept(bytes)
                if !kept { allKept = false }
                // A normal path of kept bytes that does not start with `/` is plain relative; one
                // that does is absolute, normal and ASCII (kept bytes are ASCII).
                let slash = bytes.first == UInt8(ascii: "/")
                let same =
                    relative
                    ? (kept && !slash) || ReportPaths.isPlainRelative(path, utf8: bytes)
                    : (kept && slash && paths.hasASCIIRoot) || paths.isNormalASCIIAbsolute(bytes)
                guard same else { return false }
                guard let previous else { return true }
                return previous.utf8.withContiguousStorageIfAvailable { bytesPrecede($0, bytes) }
            }.flatMap { $0 }
            if let fast {
                guard fast else { return (false, false) }
            } else {
                allKept = false
                let same = relative ? ReportPaths.isPlainRelative(path) : paths.isNormalASCIIAbsolute(path)
                guard same else { return (false, false) }
                if let previous, !previous.utf8.lexicographicallyPrecedes(path.utf8) { return (false, false) }
            }
            previous = path
        }
        return (true, allKept)
    }

    /// Whether the bytes `lhs` come strictly before `rhs`, as `lexicographicallyPrecedes` says,
    /// with one `memcmp` (BENCHMARKS.md, item 31).
    private static func bytesPrecede(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
        let common = min(lhs.count, rhs.count)
        if common > 0, let left = lhs.baseAddress, let right = rhs.baseAddress {
            let order = memcmp(left, right, common)
            if order != 0 { return order < 0 }
        }
        return lhs.count < rhs.count
    }
}
