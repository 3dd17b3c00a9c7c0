/// A decoded app description: the screens of one app, how they relate, its navigation and its
/// window support. A JSON file whose root object has the key `"app"` (docs/app-format.md).
public struct AppSpec: Sendable {
    /// The root object's node.
    public var node: Int
    public var app: Located<String>
    /// The oldest iOS version the app runs on; nil when the description does not say.
    public var deploymentTarget: Located<OSVersion>?
    public var multiWindow: MultiWindow?
    public var navigation: Navigation?
    public var screens: [AppScreen]

    /// The screen with `id`, if any.
    public func screen(_ id: String) -> AppScreen? {
        screens.first { $0.id.value == id }
    }
}

/// An iOS version such as 17.4.
public struct OSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(major: Int, minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    public var description: String { "\(major).\(minor)" }
}

/// Whether the app opens several windows on iPad.
public struct MultiWindow: Sendable {
    public var node: Int
    public var supported: Located<Bool>
    /// nil when the description does not say (not required).
    public var required: Located<Bool>?
}

/// The app's top-level navigation in each width, and its destinations.
public struct Navigation: Sendable {
    public var node: Int
    public var compact: Located<NavigationStyle>
    public var regular: Located<NavigationStyle>
    public var destinations: [Destination]

    /// Every destination, depth first, with its depth (0 for a top-level one).
    public var allDestinations: [(destination: Destination, depth: Int)] {
        Destination.flatten(destinations)
    }
}

/// One navigation destination: a tab, a sidebar item or a sidebar section.
public struct Destination: Sendable {
    public var node: Int
    public var id: Located<String>
    public var title: Located<String>?
    /// The level the description gives; nil when it names none (see ``effectiveLevel``).
    public var level: Located<DestinationLevel>?
    /// The path of the screen spec shown for this destination, relative to the app file.
    public var screen: Located<String>?
    public var children: [Destination]

    /// The level given, else primary at the top and secondary below.
    public func effectiveLevel(depth: Int) -> DestinationLevel {
        level?.value ?? (depth == 0 ? .primary : .secondary)
    }

    /// `destinations` and their children, depth first, each with its depth (0 for the first level).
    public static func flatten(_ destinations: [Destination]) -> [(destination: Destination, depth: Int)] {
        var result: [(destination: Destination, depth: Int)] = []
        func visit(_ list: [Destination], depth: Int) {
            for destination in list {
                result.append((destination, depth))
                visit(destination.children, depth: depth + 1)
            }
        }
        visit(destinations, depth: 0)
        return result
    }

    /// How many levels of children lie below this destination (0 for a leaf).
    public var height: Int {
        children.map { $0.height + 1 }.max() ?? 0
    }
}

/// One screen of the app and its relations.
public struct AppScreen: Sendable {
    public var node: Int
    public var id: Located<String>
    /// The path of the screen spec, relative to the app file.
    public var spec: Located<String>
    public var role: Located<ScreenRole>?
    public var splitView: SplitView?
    /// Ids of the screens this one opens.
    public var opens: [Located<String>]
}

/// The split view a screen shows in regular width.
public struct SplitView: Sendable {
    public var node: Int
    /// 2 or 3.
    public var columns: Located<Int>
    /// Built without the system split view, so any column count combines with others.
    public var custom: Located<Bool>?

    public var isCustom: Bool { custom?.value ?? false }
}
