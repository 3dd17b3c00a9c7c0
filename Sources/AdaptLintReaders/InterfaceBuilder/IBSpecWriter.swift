import AdaptLintCore

/// A screen written as format-1 spec JSON, with where each component's object lies in the text.
public struct IBSpecText: Sendable {
    public var screen: IBScreen
    public var bytes: [UInt8]
    /// Byte ranges of the component objects in `bytes`, with the component's position in
    /// ``IBScreen/components``.
    public var componentRanges: [(range: Range<Int>, component: Int)]

    /// The component whose object holds the byte at `offset`, if any.
    public func component(at offset: Int) -> IBComponent? {
        componentRanges.first { $0.range.contains(offset) }.map { screen.components[$0.component] }
    }
}

/// Writes an ``IBScreen`` as a format-1 screen spec (`"source": "interfaceBuilder"`).
public enum IBSpecWriter {
    /// The spec of `screen`; `document` names the file it was read from in the description.
    ///
    /// - Parameter app: The app's Info.plist facts: its orientations per device family replace the
    ///   placeholder list, and `requiresFullScreen` is written when it requires full screen on iPad.
    public static func write(_ screen: IBScreen, document: String, app: AppFacts? = nil) -> IBSpecText {
        let stated = app.map { !$0.orientations.isEmpty || $0.deviceFamilies != nil } ?? false
        let origin =
            stated
            ? "Orientations come from the app's Info.plist."
            : "Orientations come from the app's Info.plist, not from this document: the list below is a placeholder."
        var out = "{\n"
        out += "  \"screen\": \(JSONString.quoted(screen.name)),\n"
        out +=
            "  \"description\": \(JSONString.quoted("Read from \(document), \(screen.elementName) \(screen.objectID). \(origin)")),\n"
        out += "  \"source\": \"interfaceBuilder\",\n"
        out += "  \"orientations\": \(orientations(app)),\n"
        if app?.requiresFullScreenOnPad == true { out += "  \"requiresFullScreen\": true,\n" }
        out += "  \"layouts\": [\n"
        var ranges: [(range: Range<Int>, component: Int)] = []
        let layouts: [(width: SizeClass, height: SizeClass, cell: SizeClassCells)?] =
            screen.variesBySizeClass ? SizeClassCells.cells.map { ($0.width, $0.height, $0.cell) } : [nil]
        for (layoutIndex, layout) in layouts.enumerated() {
            var when: [String] = []
            if let layout {
                when.append("\"width\": \"\(layout.width.rawValue)\"")
                when.append("\"height\": \"\(layout.height.rawValue)\"")
            }
            if let idiom = screen.idiom { when.append("\"idiom\": \"\(idiom.rawValue)\"") }
            out += "    {\n"
            if !when.isEmpty { out += "      \"when\": { \(when.joined(separator: ", ")) },\n" }
            out += "      \"description\": \(JSONString.quoted(screen.designNote)),\n"
            out += "      \"components\": ["
            var first = true
            for (position, component) in screen.components.enumerated()
            where layout.map({ component.cells.contains($0.cell) }) ?? true {
                out += first ? "\n" : ",\n"
                first = false
                out += "        "
                let start = out.utf8.count
                out += object(component)
                ranges.append((start..<out.utf8.count, position))
            }
            out += first ? "]\n" : "\n      ]\n"
            out += layoutIndex == layouts.count - 1 ? "    }\n" : "    },\n"
        }
        out += "  ]\n}\n"
        return IBSpecText(screen: screen, bytes: Array(out.utf8), componentRanges: ranges)
    }

    /// The app description `adaptlint import` writes for the property lists of one folder: the app's
    /// `multiWindow` from `UIApplicationSupportsMultipleScenes`; nil when they do not state it.
    ///
    /// - Parameters:
    ///   - name: The app's name (the folder's name).
    ///   - folder: The folder of the property lists, named in the description.
    public static func appDescription(_ app: AppFacts, name: String, folder: String) -> [UInt8]? {
        guard let scenes = app.multipleScenes else { return nil }
        let from = folder.isEmpty ? "Info.plist" : "the Info.plist in \(folder)"
        var out = "{\n"
        out += "  \"app\": \(JSONString.quoted(name)),\n"
        out += "  \"description\": \(JSONString.quoted("Imported from \(from) by adaptlint import.")),\n"
        out += "  \"multiWindow\": { \"supported\": \(scenes) }\n"
        out += "}\n"
        return Array(out.utf8)
    }

    /// The orientations written when the app states none: portrait and both landscape variants.
    static let placeholderOrientations: [Orientation] = [.portrait, .landscapeLeft, .landscapeRight]

    /// The `orientations` value: the app's per device family (a family it states it does not run on
    /// is left out; one it states no orientations for gets the placeholder), one array when both
    /// families have the same list.
    static func orientations(_ app: AppFacts?) -> String {
        func list(_ orientations: [Orientation]) -> String {
            let listed = Set(orientations)
            let kept = Orientation.allCases.filter { listed.contains($0) }
            return "["
                + (kept.isEmpty ? placeholderOrientations : kept).map { "\"\($0.rawValue)\"" }
                .joined(separator: ", ") + "]"
        }
        guard let app else { return list(placeholderOrientations) }
        var families = DeviceFamily.allCases.filter { app.deviceFamilies?.contains($0) ?? true }
        if families.isEmpty { families = DeviceFamily.allCases }
        let lists = families.map { (family: $0, list: list(app.orientations[$0] ?? placeholderOrientations)) }
        if lists.count == DeviceFamily.allCases.count, Set(lists.map(\.list)).count == 1, let only = lists.first {
            return only.list
        }
        let members = lists.map { "\"\($0.family == .iphone ? "phone" : "pad")\": \($0.list)" }
        return "{ " + members.joined(separator: ", ") + " }"
    }

    /// One component object on one line.
    static func object(_ component: IBComponent) -> String {
        var members = [
            "\"id\": \(JSONString.quoted(component.componentID))", "\"type\": \"\(component.type.rawValue)\"",
            "\"description\": \(JSONString.quoted(component.messageName))",
        ]
        if let frame = component.frame {
            members.append(
                "\"frame\": { \"x\": \(number(frame.x)), \"y\": \(number(frame.y)), \"width\": \(number(frame.width)), \"height\": \(number(frame.height)) }"
            )
        }
        if let hit = component.hitArea {
            members.append("\"hitArea\": { \"width\": \(number(hit.width)), \"height\": \(number(hit.height)) }")
        }
        if let interactive = component.interactive { members.append("\"interactive\": \(interactive)") }
        if !component.shows.isEmpty {
            members.append("\"shows\": [\(unique(component.shows).map(JSONString.quoted).joined(separator: ", "))]")
        }
        if !component.actions.isEmpty {
            members.append("\"actions\": [\(unique(component.actions).map(JSONString.quoted).joined(separator: ", "))]")
        }
        if let visible = component.visibleItems { members.append("\"visibleItems\": \(number(visible))") }
        return "{ " + members.joined(separator: ", ") + " }"
    }

    static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// A JSON number: integers without a fraction, others as Swift prints them.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
