import AdaptJSON
import AdaptLintCore
import Foundation

/// Lints Interface Builder documents with the same linter as specs: each screen is built into the spec
/// model (``ScreenSpecBuilder``) and linted, its findings placed at the elements of the document they
/// are about (``IBLocations``).
public enum InterfaceBuilderLinter {
    /// Lints the document at `path`.
    ///
    /// - Parameter app: What the app's Info.plist says: the specs are the ones `adaptlint import` writes
    ///   with the same facts.
    /// - Returns: The file's result: findings at the elements of the document (their pointer is the
    ///   element's object id, `#id`), an
    ///   `unsupported-input` note for a document that is skipped, or `invalid-xml` for one that does not parse.
    /// - Complexity: O(n) in the size of the document, plus what the rules cost.
    public static func lint(_ bytes: [UInt8], path: String, linter: Linter, app: AppFacts? = nil) -> FileResult {
        let places = ElementPlaces(bytes: bytes, path: path)
        switch InterfaceBuilderReader.read(bytes, path: path, limits: limits(linter)) {
        case .invalid(let error):
            let location = places.location(at: error.position)
            return FileResult(
                path: path,
                diagnostics: [
                    Diagnostic(
                        ruleID: InputRules.invalidXML.identifier, severity: .error, message: error.message,
                        location: location)
                ])
        case .skipped(let reason, let offset):
            return FileResult(
                path: path,
                diagnostics: [
                    Diagnostic(
                        ruleID: InputRules.unsupportedInput.identifier, severity: .note, message: reason,
                        location: places.location(ofElementAt: offset))
                ])
        case .screens(let screens):
            var diagnostics: [Diagnostic] = []
            var drawn: [DrawableScreen] = []
            for screen in screens {
                let (spec, nodePlaces) = ScreenSpecBuilder.build(screen.draft(app: app))
                let locations = IBLocations(places: places, screen: screen, nodePlaces: nodePlaces)
                let result = linter.lint(spec, path: path, locations: locations)
                if let kept = result.spec { drawn.append(drawable(kept, of: screen)) }
                diagnostics += result.diagnostics
            }
            // One finding per element and message: a view shown in several size classes is in several layouts.
            var seen = Set<String>()
            diagnostics = diagnostics.filter {
                seen.insert("\($0.ruleID)|\($0.location.byteRange)|\($0.message)").inserted
            }
            var result = FileResult(path: path, diagnostics: diagnostics.sorted(by: Diagnostic.reportOrder))
            result.screens = drawn
            return result
        }
    }

    /// The screen the HTML report draws for `screen`, from its spec as the linter decoded it (kept
    /// only when the linter retains specs): findings about the screen itself point at its object id.
    static func drawable(_ spec: ScreenSpec, of screen: IBScreen) -> DrawableScreen {
        DrawableScreen(spec: spec, pointer: "#" + screen.objectID, note: screen.designNote)
    }

    /// The XML limits that go with the linter's JSON limits.
    static func limits(_ linter: Linter) -> XMLTree.Limits {
        XMLTree.Limits(
            maximumBytes: linter.limits.maximumBytes, maximumDepth: linter.limits.maximumDepth,
            maximumElements: linter.limits.maximumValues)
    }
}

/// Locations of elements in one document: line, column and the text of the line.
struct ElementPlaces {
    let text: TextLocations

    init(bytes: [UInt8], path: String) {
        text = TextLocations(bytes: bytes, path: path)
    }

    /// The location of the start tag's `<` and element name at `offset`.
    func location(ofElementAt offset: Int) -> Location {
        let bytes = text.bytes
        var end = min(offset + 1, bytes.count)
        while end < bytes.count, !Self.isDelimiter(bytes[end]) { end += 1 }
        return text.location(of: offset..<end)
    }

    /// The location of a line and column the XML parser reported.
    func location(at position: SourcePosition) -> Location {
        let starts = text.lines.lineStarts
        let line = min(max(position.line, 1), starts.count)
        let offset = min(starts[line - 1] + max(position.column - 1, 0), text.bytes.count)
        return text.location(of: offset..<offset)
    }

    static func isDelimiter(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "/")
    }
}
