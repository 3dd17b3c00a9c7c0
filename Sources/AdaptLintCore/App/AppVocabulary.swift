/// The top-level navigation container of one width.
public enum NavigationStyle: String, Sendable, CaseIterable, Hashable {
    /// A tab bar at the bottom (compact) or top (regular) of the screen.
    case tabBar
    /// A sidebar listing primary destinations and, under section headers, secondary ones.
    case sidebar
    /// The tab view style of iOS 18 that people can turn into a sidebar.
    case sidebarAdaptable
    /// One navigation stack without tabs or sidebar.
    case stack

    /// Whether the style can show a deep hierarchy in regular width.
    public var flattensHierarchy: Bool { self == .sidebar || self == .sidebarAdaptable }
}

/// How prominent a navigation destination is.
public enum DestinationLevel: String, Sendable, CaseIterable, Hashable {
    case primary, secondary
}

/// What a screen is for, as far as the app-level rules need to know.
public enum ScreenRole: String, Sendable, CaseIterable, Hashable {
    case list, detail, form, other
}

extension AppSpec {
    /// The oldest iOS version with the adaptable sidebar style.
    public static let adaptableSidebarVersion = OSVersion(major: 18)
}
