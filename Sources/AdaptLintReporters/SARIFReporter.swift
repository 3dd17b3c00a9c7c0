import AdaptLintCore

/// Fixed names and URIs of adaptlint's SARIF output.
enum SARIFNames {
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    static let version = "2.1.0"
    /// The base id every relative artifact URI is resolved against: the working directory.
    static let sourceRoot = "%SRCROOT%"
    /// GitHub's line fingerprint key.
    static let lineHash = "primaryLocationLineHash"
    /// Descriptor id of the notification for a file that could not be read.
    static let ioError = "io-error"
}

/// SARIF 2.1.0 (`--format sarif`) for GitHub code scanning and other SARIF viewers; the
/// mapping is documented in `docs/sarif.md`.
///
/// One run. `tool.driver.rules` lists every rule of the report (input rules first), results
/// point at them by `ruleId` and `ruleIndex`. Paths inside the working directory become
/// relative URIs against `%SRCROOT%`; others become absolute `file:` URIs. Unreadable files and
/// invalid inputs also appear as tool execution notifications. Keys come in a fixed order, so
/// the same run always gives the same bytes.
public struct SARIFReporter: Reporter {
    public static let name = "sarif"

    public init() {}

    /// Renders the report.
    ///
    /// - Parameters:
    ///   - report: What the run found.
    ///   - context: The working directory, which becomes `%SRCROOT%`.
    /// - Returns: A SARIF log ending in a newline.
    /// - Complexity: O(n) in the number of diagnostics, files and rules.
    public func render(_ report: LintReport, context: ReportContext) -> String {
        JSONWriter.render(log(report, context: context))
    }

    /// Streams the log: results and artifacts are built one at a time as they are written.
    public func write(_ report: LintReport, context: ReportContext, to sink: (ArraySlice<UInt8>) -> Void) {
        JSONWriter.write(log(report, context: context), jobs: context.jobs, to: sink)
    }

    /// The whole log, with its two long lists (results, artifacts) lazy.
    private func log(_ report: LintReport, context: ReportContext) -> JSONValue {
        let paths = ReportPaths(workingDirectory: context.workingDirectory)
        let rules = SARIFRules(report: report)
        let diagnostics = ReportedDiagnostics(report)
        let fingerprints = Fingerprint.fingerprints(of: diagnostics, paths: paths)
        let locations = SARIFLocations(paths: paths)
        // Suppressions are silenced findings: without any, the walk that looks for one is skipped.
        let writer = SARIFResults(
            rules: rules, locations: locations, listsSuppressions: report.hasSilenced && report.hasSuppressions)
        let results = JSONValue.LazyElements(
            count: diagnostics.count,
            element: { index in writer.value(diagnostics[index], fingerprint: fingerprints[index]) },
            write: { index, indent, buffer in
                writer.write(diagnostics[index], fingerprint: fingerprints[index], indent: indent, into: &buffer)
            })
        let driver: JSONValue = [
            "name": "adaptlint",
            "version": .string(AdaptLint.version),
            "semanticVersion": .string(AdaptLint.version),
            "rules": .array(rules.descriptors),
            "notifications": [Self.ioErrorDescriptor],
        ]
        let invocation: JSONValue = [
            "executionSuccessful": true,
            "workingDirectory": ["uri": .string(paths.rootURI)],
            "toolExecutionNotifications": .array(notifications(report, rules: rules, locations: locations)),
        ]
        let run: JSONValue = [
            "tool": ["driver": driver],
            "invocations": [invocation],
            "originalUriBaseIds": [SARIFNames.sourceRoot: ["uri": .string(paths.rootURI)]],
            "artifacts": .lazyArray(artifacts(report, locations: locations)),
            "results": .lazyArray(results),
            "columnKind": "unicodeCodePoints",
        ]
        return [
            "$schema": .string(SARIFNames.schema), "version": .string(SARIFNames.version), "runs": [run],
        ]
    }

    /// The descriptor that notifications about unreadable files refer to.
    static let ioErrorDescriptor: JSONValue = [
        "id": .string(SARIFNames.ioError),
        "name": "IoError",
        "shortDescription": ["text": "A file could not be read."],
        "fullDescription": [
            "text": .string(
                "A path named on the command line or found in a directory could not be read: it is missing, "
                    + "not readable, a broken symbolic link, or not a regular file. Nothing in it was checked, "
                    + "and the exit code is 2.")
        ],
        "defaultConfiguration": ["level": "error"],
    ]

    /// One error notification per unreadable file and per invalid-json or invalid-spec
    /// diagnostic, in report order.
    private func notifications(_ report: LintReport, rules: SARIFRules, locations: SARIFLocations) -> [JSONValue] {
        var notifications: [JSONValue] = []
        let inputRules = Set(InputRules.all.map(\.identifier))
        // Only unreadable files and files with diagnostics can have a notification.
        let hasNotification = report.files.indices.filter {
            report.files[$0].readError != nil || !report.files[$0].diagnostics.isEmpty
        }
        for index in hasNotification {
            let file = report.files[index]
            if let readError = file.readError {
                notifications.append([
                    "level": "error",
                    "message": ["text": .string("'\(file.path)' could not be read: \(readError)")],
                    "locations": [["physicalLocation": ["artifactLocation": locations.artifactLocation(file.path)]]],
                    "descriptor": ["id": .string(SARIFNames.ioError), "index": 0],
                ])
            }
            for diagnostic in file.diagnostics where inputRules.contains(diagnostic.ruleID) {
                notifications.append([
                    "level": "error",
                    "message": ["text": .string(diagnostic.message)],
                    "locations": [locations.location(diagnostic.location)],
                    "associatedRule": [
                        "id": .string(diagnostic.ruleID), "index": .int(rules.index(of: diagnostic.ruleID)),
                    ],
                ])
            }
        }
        return notifications
    }
}
