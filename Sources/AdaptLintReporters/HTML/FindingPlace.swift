import AdaptLintCore

/// Where in the drawings a diagnostic belongs, found from its JSON pointer alone (never from
/// its message), so that every rule's findings land in the right place.
enum FindingPlace: Hashable {
    /// Not drawn: the file has no decoded spec (unreadable, invalid JSON or invalid spec).
    case notDrawn
    /// The screen as a whole: `/orientations`, `/screen`, the root, or a layout index that
    /// does not exist.
    case screen
    /// A layout, by its index in `layouts`.
    case layout(Int)
    /// A component: its layout and the index path through `components` then `children`.
    case component(layout: Int, path: [Int])

    /// The place of `pointer` in `spec`: the deepest layout or component that the pointer
    /// starts with (`/layouts/1/components/0/children/2/frame/height` is child 2 of component 0
    /// of layout 1).
    ///
    /// - Parameters:
    ///   - pointer: An RFC 6901 JSON pointer.
    ///   - spec: The decoded spec, or nil when the file has none.
    /// - Returns: The place; indices that do not exist in `spec` are dropped from the end.
    /// - Complexity: O(pointer length + depth).
    static func locate(_ pointer: String, in spec: ScreenSpec?) -> FindingPlace {
        guard let spec else { return .notDrawn }
        let tokens = pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        guard tokens.count >= 2, tokens[0] == "layouts", let layoutIndex = Int(tokens[1]),
            spec.layouts.indices.contains(layoutIndex)
        else { return .screen }
        var path: [Int] = []
        var list = spec.layouts[layoutIndex].components
        var position = 2
        while position + 1 < tokens.count {
            let key = path.isEmpty ? "components" : "children"
            guard tokens[position] == key, let index = Int(tokens[position + 1]), list.indices.contains(index) else {
                break
            }
            path.append(index)
            list = list[index].children
            position += 2
        }
        return path.isEmpty ? .layout(layoutIndex) : .component(layout: layoutIndex, path: path)
    }
}

/// A diagnostic with its number in the report (1-based, report order) and its place.
struct NumberedFinding {
    var number: Int
    var diagnostic: Diagnostic
    var place: FindingPlace
    /// The drawn screen the place is in, for a file with several (``ScreenMap``); 0 for a spec.
    var scene = 0

    /// The `id` of the finding's entry in the list.
    var listID: String { "f-\(number)" }
    /// The `id` of the finding's marker in a drawing.
    var markerID: String { "m-\(number)" }
}

/// One file of the report with its numbered findings.
struct ScreenEntry {
    /// 0-based position in the report (files sorted by path).
    var index: Int
    var file: FileResult
    var findings: [NumberedFinding]
    /// Which of the file's screens are drawn and where their findings go, for a file that holds
    /// screens without being a spec (``FileResult/screens``); nil for any other file.
    var screenMap: ScreenMap?

    /// The `id` of the screen's section.
    var sectionID: String { Self.sectionID(index) }

    /// The `id` of the section of the file at `index` of the report.
    static func sectionID(_ index: Int) -> String { "s-\(index)" }

    /// The screen's title (``title(of:)``).
    var title: String { Self.title(of: file) }

    /// The entry of the file at `index` of the report, its findings numbered after the
    /// `numberedBefore` findings of the files before it (numbers run across the whole report).
    ///
    /// - Complexity: O(the file's diagnostics × pointer length), plus the drawn components of a file
    ///   with several screens.
    init(index: Int, file: FileResult, numberedBefore: Int) {
        self.index = index
        self.file = file
        let map = file.screens.isEmpty ? nil : ScreenMap(file.screens)
        screenMap = map
        self.findings = file.diagnostics.enumerated().map { offset, diagnostic in
            let pointer = diagnostic.location.pointer
            let (scene, place) = map?.place(pointer) ?? (0, FindingPlace.locate(pointer, in: file.spec))
            return NumberedFinding(
                number: numberedBefore + offset + 1, diagnostic: diagnostic, place: place, scene: scene)
        }
    }

    /// The screen's name from the spec (the app's name for an app description), else the file path.
    static func title(of file: FileResult) -> String { file.spec?.screen.value ?? file.appName ?? file.path }
}

extension Layout {
    /// The component at an index path (`components[path[0]].children[path[1]]...`).
    func component(at path: [Int]) -> Component? {
        var list = components
        var found: Component?
        for index in path {
            guard list.indices.contains(index) else { return nil }
            found = list[index]
            list = list[index].children
        }
        return found
    }
}
