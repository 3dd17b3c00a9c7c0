import AdaptJSON

extension Linter {
    /// Decodes and checks an app description with the app rules.
    func lintApp(_ document: JSONDocument, path: String, resolver: LocationResolver) -> FileResult {
        let app: AppSpec
        switch AppDecoder.decode(document) {
        case .failure(let failure): return invalid(failure, path: path, resolver: resolver)
        case .success(let decoded): app = decoded
        }
        if let referenceAllowed {
            let outside = app.specReferences.filter {
                !referenceAllowed(Self.resolve($0.value, relativeTo: path), path)
            }
            if !outside.isEmpty {
                let problems = outside.map { reference in
                    SpecProblem(
                        node: reference.node,
                        message:
                            "'\(reference.value)' leaves the repository being linted; name a screen spec inside it, relative to the app file"
                    )
                }
                return invalid(SpecProblems(problems: problems), path: path, resolver: resolver)
            }
        }
        let fileExists = self.fileExists
        let specExists: @Sendable (String) -> Bool? = { reference in
            fileExists.map { $0(Self.resolve(reference, relativeTo: path)) }
        }
        let referenced = referencedSpecs(of: app, path: path)
        var diagnostics: [Diagnostic] = []
        for enabled in appRules {
            let context = AppRuleContext(
                parameters: enabled.parameters, specExists: specExists, specs: referenced.byReference)
            for finding in enabled.rule.check(app, context: context) {
                diagnostics.append(
                    resolver.diagnostic(
                        for: finding, rule: enabled.identifier, severity: enabled.severity,
                        otherFiles: referenced.resolvers))
            }
        }
        var result = FileResult(path: path, diagnostics: diagnostics.sorted(by: Diagnostic.reportOrder))
        result.appName = app.app.value
        suppressions?.apply(to: &result, document: document, resolver: resolver)
        return result
    }

    /// `reference` (a path written in an app description) as a path from the working directory:
    /// relative references are read from the app file's directory.
    ///
    /// - Parameters:
    ///   - reference: The path in the app description.
    ///   - path: The app file's path.
    /// - Returns: `reference` itself when it is absolute or the app file has no directory part.
    public static func resolve(_ reference: String, relativeTo path: String) -> String {
        if reference.hasPrefix("/") { return reference }
        guard let slash = path.lastIndex(of: "/") else { return reference }
        return String(path[...slash]) + reference
    }
}
