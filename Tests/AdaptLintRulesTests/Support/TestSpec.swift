/// Builds small specs for focused rule tests, one layout per line.
enum TestSpec {
    static let allOrientations = #"["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]"#

    /// A complete spec with the given orientations and layouts (JSON texts).
    static func screen(orientations: String = allOrientations, _ layouts: [String]) -> String {
        """
        {
          "screen": "Test",
          "orientations": \(orientations),
          "layouts": [
            \(layouts.joined(separator: ",\n    "))
          ]
        }
        """
    }

    /// A layout with an optional `when` (JSON text) and components (JSON texts).
    static func layout(when: String? = nil, _ components: [String]) -> String {
        let condition = when.map { #""when": \#($0), "# } ?? ""
        return "{ \(condition)\"components\": [\(components.joined(separator: ", "))] }"
    }

    /// A spec with a single layout holding `components`.
    static func components(_ components: [String]) -> String {
        screen([layout(components)])
    }
}
