/// Builds small app descriptions for focused app rule tests.
enum TestApp {
    /// An app description with the given top-level members (JSON texts such as `"screens": [...]`).
    static func app(_ members: [String]) -> String {
        (["{", #"  "app": "Test""#] + members.map { "  , " + $0 } + ["}"]).joined(separator: "\n")
    }

    /// An app description with a navigation object.
    static func navigation(
        compact: String = "tabBar", regular: String = "sidebar", destinations: [String], extra: [String] = []
    ) -> String {
        app(
            extra + [
                #""navigation": { "compact": "\#(compact)", "regular": "\#(regular)", "destinations": [ "#
                    + destinations.joined(separator: ", ") + " ] }"
            ])
    }

    /// An app description with `screens` (JSON texts).
    static func screens(_ screens: [String]) -> String {
        app([#""screens": [ "# + screens.joined(separator: ",\n    ") + " ]"])
    }
}
