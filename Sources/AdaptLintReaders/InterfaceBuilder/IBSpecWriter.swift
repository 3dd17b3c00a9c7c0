import AdaptLintCore

/// Writes an ``IBScreen`` as a format-1 screen spec (`"source": "interfaceBuilder"`).
public enum IBSpecWriter {
    /// The spec of `screen`; `document` names the file it was read from in the description.
    ///
    /// - Parameter app: The app's Info.plist facts: its orientations per device family replace the
    ///   placeholder list, and `requiresFullScreen` is written when it requires full screen on iPad.
    ///   - importedFrom: For `adaptlint import`, the document's path relative to the spec's folder,
    ///     written as `importedFrom` so that a run that lints both leaves the spec out.
    public static func write(_ screen: IBScreen, document: String, app: AppFacts? = nil, importedFrom: String? = nil)
        -> [UInt8]
    {
        let stated = app.map { !$0.orientations.isEmpty || $0.deviceFamilies != nil } ?? false
        let origin =
            stated
            ? "Orientations come from the app's Info.plist."
            : "Orientations come from the app's Info.plist, not from this document: the list below is a placeholder."
        var out = "{\n"
        out += "  \"screen\": \(JSONString.quoted(screen.name)),\n"
        out +=
            "  \"description\": \(JSONString.quoted("Read from \(document), \(IBElementTypes.shortened(screen.elementName)) \(screen.objectID). \(origin)")),\n"
        out += "  \"source\": \"interfaceBuilder\",\n"
        if let importedFrom { out += "  \"importedFrom\": \(JSONString.quoted(importedFrom)),\n" }
        out += "  \"orientations\": \(orientations(app)),\n"
        if app?.requiresFullScreenOnPad == true { out += "  \"requiresFullScreen\": true,\n" }
        out += "  \"layouts\": [\n"
        let (topLevel, children) = screen.tree
        let layouts = screen.specLayouts
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
            out += "      \"components\": "
            let shown = { (position: Int) in layout.map { screen.components[position].cells.contains($0.cell) } ?? true
            }
            writeList(
                topLevel, indent: "      ", into: &out, screen: screen, children: children, shown: shown)
            out += "\n"
            out += layoutIndex == layouts.count - 1 ? "    }\n" : "    },\n"
        }
        out += "  ]\n}\n"
        return Array(out.utf8)
    }

    /// Writes the components at `positions` that are `shown` as a JSON array, each followed by its
    /// children.
    private static func writeList(
        _ positions: [Int], indent: String, into out: inout String, screen: IBScreen, children: [Int: [Int]],
        shown: (Int) -> Bool
    ) {
        let kept = positions.filter(shown)
        guard !kept.isEmpty else {
            out += "[]"
            return
        }
        out += "["
        for (offset, position) in kept.enumerated() {
            out += offset == 0 ? "\n" : ",\n"
            out += indent + "  "
            let component = screen.components[position]
            let inner = children[position]?.filter(shown) ?? []
            if inner.isEmpty {
                out += object(component)
            } else {
                out += object(component, open: true) + ", \"children\": "
                writeList(
                    inner, indent: indent + "  ", into: &out, screen: screen, children: children, shown: shown)
                out += " }"
            }
        }
        out += "\n" + indent + "]"
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

    /// The orientations of the app's screens, per device family (a family it states it does not run on
    /// is left out; one it states no orientations for gets the placeholder), one list when both
    /// families have the same list.
    static func orientationsDraft(_ app: AppFacts?) -> OrientationsDraft {
        func list(_ orientations: [Orientation]) -> [Orientation] {
            let listed = Set(orientations)
            let kept = Orientation.allCases.filter { listed.contains($0) }
            return kept.isEmpty ? placeholderOrientations : kept
        }
        guard let app else { return .all(placeholderOrientations) }
        var families = DeviceFamily.allCases.filter { app.deviceFamilies?.contains($0) ?? true }
        if families.isEmpty { families = DeviceFamily.allCases }
        let lists = families.map { (family: $0, list: list(app.orientations[$0] ?? placeholderOrientations)) }
        if lists.count == DeviceFamily.allCases.count, Set(lists.map(\.list)).count == 1, let only = lists.first {
            return .all(only.list)
        }
        let phone = lists.first { $0.family == .iphone }?.list
        let pad = lists.first { $0.family == .ipad }?.list
        return .byFamily(phone: phone, pad: pad)
    }

    /// The `orientations` value of ``orientationsDraft(_:)``: an array, or an object of arrays per family.
    static func orientations(_ app: AppFacts?) -> String {
        func list(_ orientations: [Orientation]) -> String {
            "[" + orientations.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") + "]"
        }
        switch orientationsDraft(app) {
        case .all(let orientations):
            return list(orientations)
        case .byFamily(let phone, let pad):
            var members: [String] = []
            if let phone { members.append("\"phone\": \(list(phone))") }
            if let pad { members.append("\"pad\": \(list(pad))") }
            return "{ " + members.joined(separator: ", ") + " }"
        }
    }

    /// One component object on one line; with `open`, without its closing brace (children follow).
    static func object(_ component: IBComponent, open: Bool = false) -> String {
        var members = [
            "\"id\": \(JSONString.quoted(component.componentID))", "\"type\": \"\(component.type.rawValue)\"",
            "\"description\": \(JSONString.quoted(component.messageName))",
        ]
        if let frame = component.frame, component.unplaced {
            // A bar button item's custom view: its bar places it, so only its size is known.
            members.append("\"size\": { \"width\": \(number(frame.width)), \"height\": \(number(frame.height)) }")
        } else if let frame = component.frame {
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
        return "{ " + members.joined(separator: ", ") + (open ? "" : " }")
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
