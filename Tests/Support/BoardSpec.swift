/// A screen spec that the full-screen tests share: its regular-width, regular-height layout holds a
/// 700pt wide board, which fits every iPad's full screen (the narrowest is 744pt) but not a
/// regular-width Split View pane. Written for the tests.
public enum BoardSpec {
    /// The spec's text; `requiresFullScreen` adds the screen key when given.
    public static func text(requiresFullScreen: Bool? = nil) -> String {
        let key = requiresFullScreen.map { "\n  \"requiresFullScreen\": \($0)," } ?? ""
        return """
            {
              "screen": "Board",\(key)
              "orientations": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"],
              "layouts": [
                { "when": { "width": "compact" },
                  "components": [{ "id": "title", "type": "text", "frame": { "x": 16, "y": 60, "width": 280, "height": 30 } }] },
                { "when": { "width": "regular", "height": "regular" },
                  "components": [{ "id": "board", "type": "custom", "frame": { "x": 0, "y": 0, "width": 700, "height": 500 } }] },
                { "when": { "width": "regular", "height": "compact" },
                  "components": [{ "id": "caption", "type": "text", "frame": { "x": 16, "y": 20, "width": 280, "height": 30 } }] }
              ]
            }

            """
    }
}
