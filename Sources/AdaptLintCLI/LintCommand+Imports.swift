import AdaptJSON
import AdaptLintCore
import AdaptLintReaders
import Foundation

extension LintCommand {
    /// `results` without the findings of specs that `adaptlint import` wrote from a document this run
    /// lints too: such a spec says so with `importedFrom` (the document's path relative to the spec's
    /// folder), and while it does, the document is the source of truth, so each problem is reported
    /// once, on the document.
    ///
    /// Only specs with findings are looked at, and only when the run lints an Interface Builder
    /// document; each is read again up to the file-size limit.
    ///
    /// - Complexity: O(total size of the specs with findings), plus a set lookup per spec.
    static func withoutImportedCopies(_ results: [FileResult], limit: Int = JSONParser.Limits().maximumBytes)
        -> [FileResult]
    {
        let documents = Set(
            results.filter { $0.readError == nil && InterfaceBuilderReader.isInterfaceBuilderPath($0.path) }
                .map { absolute($0.path) })
        guard !documents.isEmpty else { return results }
        return results.map { result in
            guard !result.diagnostics.isEmpty, result.path.hasSuffix(".json"),
                case .success(let bytes) = FileReader.read(result.path, limit: limit),
                let source = importedFrom(bytes)
            else { return result }
            let folder = (absolute(result.path) as NSString).deletingLastPathComponent
            let document = ((folder as NSString).appendingPathComponent(source) as NSString).standardizingPath
            guard documents.contains(document) else { return result }
            var kept = result
            kept.diagnostics = []
            return kept
        }
    }

    /// The spec's top-level `importedFrom` string, if it has one.
    static func importedFrom(_ bytes: [UInt8]) -> String? {
        // Most specs were not imported: look for the key's text before parsing.
        let key = Array("\"importedFrom\"".utf8)
        guard bytes.count >= key.count,
            (0...(bytes.count - key.count)).contains(where: { start in
                bytes[start..<(start + key.count)].elementsEqual(key)
            })
        else { return nil }
        guard let document = try? JSONParser.parse(bytes), document.kind(document.root) == .object else { return nil }
        for member in document.members(document.root) where document.stringEquals(member.key, "importedFrom") {
            return document.kind(member.value) == .string ? document.string(member.value) : nil
        }
        return nil
    }

    /// `path` from the current folder when relative, with `.` and `..` resolved.
    static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (full as NSString).standardizingPath
    }
}
