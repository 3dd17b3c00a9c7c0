import AdaptJSON

/// Turns a parsed app description into an ``AppSpec``, with the screen spec decoder's field
/// reading: every problem is collected, unknown keys get a did-you-mean, and each problem points
/// at its node.
public enum AppDecoder {
    /// Keys allowed at each level of an app description; the JSON Schema lists the same.
    public enum Keys {
        public static let app = [
            "$schema", "app", "description", "deploymentTarget", "multiWindow", "navigation", "screens",
        ]
        public static let multiWindow = ["supported", "required"]
        public static let navigation = ["compact", "regular", "destinations"]
        public static let destination = ["id", "title", "level", "screen", "children", "description"]
        public static let screen = ["id", "spec", "role", "splitView", "opens", "description"]
        public static let splitView = ["columns", "custom"]
    }

    enum KeySets {
        static let app = KeySet(Keys.app)
        static let multiWindow = KeySet(Keys.multiWindow)
        static let navigation = KeySet(Keys.navigation)
        static let destination = KeySet(Keys.destination)
        static let screen = KeySet(Keys.screen)
        static let splitView = KeySet(Keys.splitView)
    }

    /// The most "did you mean" hints for unknown `opens` ids in one app description: each one
    /// compares the id with every screen id, so more would cost the square of the screens.
    public static let maximumOpensHints = 20
    /// Hints are given only in an app with at most this many screens (real apps have tens)...
    public static let maximumHintScreens = 200
    /// ...and only between ids of at most this many bytes, so that one hint costs at most
    /// 200 x 64 x 64 steps of the edit distance.
    public static let maximumHintLength = 64

    /// The root key that makes a JSON file an app description instead of a screen spec.
    public static let rootKey = "app"

    /// Whether `document` is an app description: its root is an object with an `"app"` member.
    public static func isAppDescription(_ document: JSONDocument) -> Bool {
        let root = document.root
        guard document.kind(root) == .object else { return false }
        for (key, _) in document.members(root) where document.stringEquals(key, "app") { return true }
        return false
    }

    /// Decodes `document`.
    ///
    /// - Returns: The app, or the problems found. An app is returned only when there are none.
    public static func decode(_ document: JSONDocument) -> Result<AppSpec, SpecProblems> {
        var decoder = SpecDecoder(document: document)
        let app = decoder.decodeApp()
        if let app, decoder.problems.isEmpty { return .success(app) }
        return .failure(SpecProblems(problems: decoder.problems))
    }
}

extension SpecDecoder {
    mutating func decodeApp() -> AppSpec? {
        let root = document.root
        guard expect(root, .object, name: "an app description") else { return nil }
        let fields = readFields(root, allowed: AppDecoder.KeySets.app, owner: "the app description")
        if let schema = fields["$schema"] { checkString(schema, name: "$schema") }
        if let description = fields["description"] { checkString(description, name: "description") }
        let name = requiredNonEmptyString(fields, "app", owner: root, ownerName: "the app description")
        let target = fields["deploymentTarget"].flatMap { decodeVersion($0) }
        let multiWindow = fields["multiWindow"].flatMap { decodeMultiWindow($0) }
        let navigation = fields["navigation"].flatMap { decodeNavigation($0) }
        let screens = fields["screens"].map { decodeAppScreens($0) } ?? []
        guard let name else { return nil }
        return AppSpec(
            node: root, app: name, deploymentTarget: target, multiWindow: multiWindow, navigation: navigation,
            screens: screens)
    }

    /// "18", "17.4" or "16.4.1" (the patch is ignored).
    mutating func decodeVersion(_ node: Int) -> Located<OSVersion>? {
        guard let text = string(node, name: "deploymentTarget") else { return nil }
        let parts = text.value.split(separator: ".", omittingEmptySubsequences: false)
        let numbers = parts.map { part in
            !part.isEmpty && part.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } ? Int(part) : nil
        }
        guard (1...3).contains(parts.count), numbers.allSatisfy({ $0 != nil && $0! < 1000 }) else {
            report(node, "'deploymentTarget' is '\(text.value)'; write an iOS version such as \"17.0\" or \"18\"")
            return nil
        }
        return Located(OSVersion(major: numbers[0]!, minor: numbers.count > 1 ? numbers[1]! : 0), node: node)
    }

    mutating func decodeMultiWindow(_ node: Int) -> MultiWindow? {
        guard expect(node, .object, name: "'multiWindow'") else { return nil }
        let fields = readFields(node, allowed: AppDecoder.KeySets.multiWindow, owner: "'multiWindow'")
        guard let supportedNode = fields["supported"] else {
            report(node, "missing required key 'supported' in 'multiWindow'; say whether the app opens several windows")
            return nil
        }
        let supported = boolean(supportedNode, name: "'supported'")
        let required = fields["required"].flatMap { boolean($0, name: "'required'") }
        guard let supported else { return nil }
        return MultiWindow(node: node, supported: supported, required: required)
    }

    mutating func decodeNavigation(_ node: Int) -> Navigation? {
        guard expect(node, .object, name: "'navigation'") else { return nil }
        let fields = readFields(node, allowed: AppDecoder.KeySets.navigation, owner: "'navigation'")
        let compact = requiredStyle(fields, "compact", owner: node)
        let regular = requiredStyle(fields, "regular", owner: node)
        var destinations: [Destination] = []
        if let list = fields["destinations"] {
            destinations = decodeDestinations(list)
            if document.kind(list) == .array && destinations.isEmpty && document.count(list) == 0 {
                report(list, "'destinations' is empty; list the tabs or sidebar items, or remove the key")
            }
        } else {
            report(node, "missing required key 'destinations' in 'navigation'; list the tabs or sidebar items")
        }
        var seen: [String: Int] = [:]
        for (destination, _) in Destination.flatten(destinations) {
            if let first = seen[destination.id.value] {
                report(
                    destination.id.node, "destination id '\(destination.id.value)' is used twice",
                    related: [RelatedNode(node: first, message: "first used here")])
            } else {
                seen[destination.id.value] = destination.id.node
            }
        }
        guard let compact, let regular else { return nil }
        return Navigation(node: node, compact: compact, regular: regular, destinations: destinations)
    }

    mutating func requiredStyle(_ fields: Fields, _ name: StaticString, owner: Int) -> Located<NavigationStyle>? {
        guard let node = fields[name] else {
            let styles = Suggestion.list(NavigationStyle.allCases.map(\.rawValue))
            report(
                owner, "missing required key '\(name)' in 'navigation'; name the \(name) width's container: \(styles)")
            return nil
        }
        return enumValue(node, NavigationStyle.self, name: "'\(name)'")
    }

    mutating func decodeDestinations(_ node: Int) -> [Destination] {
        guard expect(node, .array, name: "'destinations'") else { return [] }
        return document.elements(node).compactMap { decodeDestination($0) }
    }

    mutating func decodeDestination(_ node: Int) -> Destination? {
        guard expect(node, .object, name: "a destination") else { return nil }
        let fields = readFields(node, allowed: AppDecoder.KeySets.destination, owner: "a destination")
        if let description = fields["description"] { checkString(description, name: "description") }
        let id = requiredNonEmptyString(fields, "id", owner: node, ownerName: "a destination")
        let title = fields["title"].flatMap { string($0, name: "title") }
        let level = fields["level"].flatMap { enumValue($0, DestinationLevel.self, name: "'level'") }
        let screen = fields["screen"].flatMap { specPath($0, name: "screen") }
        let children = fields["children"].map { decodeDestinations($0) } ?? []
        guard let id else { return nil }
        return Destination(node: node, id: id, title: title, level: level, screen: screen, children: children)
    }

    /// A relative path to a screen spec: a non-blank string.
    mutating func specPath(_ node: Int, name: String) -> Located<String>? {
        guard let path = string(node, name: name) else { return nil }
        if Self.isBlank(path.value) {
            report(node, "'\(name)' must not be empty; give the path of a screen spec relative to the app file")
            return nil
        }
        // Never an absolute path: an app description cannot make adaptlint read (or say
        // whether there is) any file on the machine that lints it.
        if path.value.hasPrefix("/") || path.value.hasPrefix("~") {
            report(node, "'\(name)' must be a path relative to the app file, not an absolute path")
            return nil
        }
        return path
    }

    mutating func decodeAppScreens(_ node: Int) -> [AppScreen] {
        guard expect(node, .array, name: "'screens'") else { return [] }
        let screens = document.elements(node).compactMap { decodeAppScreen($0) }
        var seen: [String: Int] = [:]
        for screen in screens {
            if let first = seen[screen.id.value] {
                report(
                    screen.id.node, "screen id '\(screen.id.value)' is used twice",
                    related: [RelatedNode(node: first, message: "first used here")])
            } else {
                seen[screen.id.value] = screen.id.node
            }
        }
        // Each hint compares the unknown id with every screen id, letter by letter: hints are
        // given only within AppDecoder's hint bounds, so their work stays a constant.
        let limit = AppDecoder.maximumHintLength
        let ids =
            screens.count <= AppDecoder.maximumHintScreens
            ? screens.map(\.id.value).filter { $0.utf8.count <= limit } : []
        var hints = ids.isEmpty ? 0 : AppDecoder.maximumOpensHints
        for screen in screens {
            for target in screen.opens where seen[target.value] == nil {
                var hint = ""
                if hints > 0, target.value.utf8.count <= limit {
                    hints -= 1
                    hint = Suggestion.hint(for: target.value, in: ids)
                }
                report(
                    target.node, "screen '\(screen.id.value)' opens '\(target.value)', which is not in 'screens'\(hint)"
                )
            }
        }
        return screens
    }

    mutating func decodeAppScreen(_ node: Int) -> AppScreen? {
        guard expect(node, .object, name: "a screen") else { return nil }
        let fields = readFields(node, allowed: AppDecoder.KeySets.screen, owner: "a screen")
        if let description = fields["description"] { checkString(description, name: "description") }
        let id = requiredNonEmptyString(fields, "id", owner: node, ownerName: "a screen")
        var spec: Located<String>?
        if let specNode = fields["spec"] {
            spec = specPath(specNode, name: "spec")
        } else {
            report(node, "missing required key 'spec' in a screen; give the path of its screen spec")
        }
        let role = fields["role"].flatMap { enumValue($0, ScreenRole.self, name: "'role'") }
        let splitView = fields["splitView"].flatMap { decodeSplitView($0) }
        let opens = fields["opens"].map { stringList($0, name: "'opens'") } ?? []
        guard let id, let spec else { return nil }
        return AppScreen(node: node, id: id, spec: spec, role: role, splitView: splitView, opens: opens)
    }

    mutating func decodeSplitView(_ node: Int) -> SplitView? {
        guard expect(node, .object, name: "'splitView'") else { return nil }
        let fields = readFields(node, allowed: AppDecoder.KeySets.splitView, owner: "'splitView'")
        let custom = fields["custom"].flatMap { boolean($0, name: "'custom'") }
        guard let columnsNode = fields["columns"] else {
            report(node, "missing required key 'columns' in 'splitView'; give 2 or 3")
            return nil
        }
        guard let columns = count(columnsNode, name: "'columns'", allowFraction: false) else { return nil }
        guard columns.value == 2 || columns.value == 3 else {
            report(
                columnsNode,
                "'columns' is \(document.sourceText(columnsNode)); a split view has 2 or 3 columns (remove 'splitView' for one)"
            )
            return nil
        }
        return SplitView(node: node, columns: Located(Int(columns.value), node: columnsNode), custom: custom)
    }
}
