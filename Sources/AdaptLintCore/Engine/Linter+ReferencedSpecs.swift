import AdaptJSON

/// The screen specs an app description names, read once per app file.
struct ReferencedSpecs {
    /// Each readable, valid spec by the reference as the app description writes it.
    var byReference: [String: ReferencedSpec] = [:]
    /// Locations in each spec, by ``ReferencedSpec/path``, for related locations that point there.
    var resolvers: [String: LocationResolver] = [:]
}

extension Linter {
    /// Reads, parses and decodes every screen spec `app` names, each file at most once however many
    /// references lead to it. A spec that is missing, unreadable, too large, not JSON, an app
    /// description or not a valid screen spec is skipped: `screen-spec-reference` reports missing
    /// files, and the spec's own lint reports the rest. Together the specs read for one app file
    /// hold at most the `file-size` limit of bytes (``AdaptJSON/JSONParser/Limits/maximumBytes``),
    /// so an app file's lint holds at most twice the memory of a spec's; specs past that are skipped.
    ///
    /// - Parameters:
    ///   - app: The decoded app description.
    ///   - path: The app file's path.
    /// - Returns: Nothing when the linter reads no files (``readFile`` is nil).
    /// - Complexity: O(total size of the distinct specs).
    func referencedSpecs(of app: AppSpec, path: String) -> ReferencedSpecs {
        guard let readFile else { return ReferencedSpecs() }
        var result = ReferencedSpecs()
        var tried: Set<String> = []
        var byFile: [String: ReferencedSpec] = [:]
        var budget = limits.maximumBytes
        for reference in app.specReferences.map(\.value) where result.byReference[reference] == nil {
            let resolved = Self.resolve(reference, relativeTo: path)
            let file = LexicalPath.normalize(resolved)
            if tried.insert(file).inserted, budget > 0, let bytes = readFile(resolved, budget), bytes.count <= budget {
                budget -= bytes.count
                if let loaded = decodeSpec(bytes, path: file) {
                    byFile[file] = loaded.spec
                    result.resolvers[file] = loaded.resolver
                }
            }
            if let spec = byFile[file] { result.byReference[reference] = spec }
        }
        return result
    }

    /// The screen spec in `bytes`, or nil when they hold no valid screen spec.
    private func decodeSpec(_ bytes: [UInt8], path: String) -> (spec: ReferencedSpec, resolver: LocationResolver)? {
        guard let document = try? JSONParser.parse(bytes, limits: limits),
            !AppDecoder.isAppDescription(document), case .success(let spec) = SpecDecoder.decode(document)
        else { return nil }
        return (
            ReferencedSpec(path: path, spec: spec.cachingComponents()),
            LocationResolver(document: document, path: path, lineHashes: lineHashes)
        )
    }
}
