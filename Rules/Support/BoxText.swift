import AdaptLintCore

/// The JSON text of boxes, for fixes that replace a `frame` or `size` object.
enum BoxText {
    /// The JSON text of a `frame` or `size` object with the values of `box`: `x` and `y` when it
    /// has them, then `width` and `height`, each written exactly (``Points/exact(_:)``).
    static func json(_ box: Box) -> String {
        var fields: [String] = []
        if let x = box.x { fields.append("\"x\": \(Points.exact(x.value))") }
        if let y = box.y { fields.append("\"y\": \(Points.exact(y.value))") }
        fields.append("\"width\": \(Points.exact(box.width.value))")
        fields.append("\"height\": \(Points.exact(box.height.value))")
        return "{ " + fields.joined(separator: ", ") + " }"
    }
}
