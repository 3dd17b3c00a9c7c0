/// Decoding `orientations`: the v1 array (every device family) or an object of arrays per family
/// (``FamilyOrientations``).
extension SpecDecoder {
    /// The decoded `orientations`: every listed orientation (the union of the families in the
    /// object form, with the object's node), and the per-family lists of the object form.
    struct DecodedOrientations {
        var all: Located<[Located<Orientation>]>
        var byFamily: FamilyOrientations?
    }

    mutating func decodeOrientations(_ fields: Fields, owner: Int) -> DecodedOrientations? {
        guard let node = fields[ScreenKey.orientations] else {
            report(
                owner,
                "missing required key 'orientations' in the screen spec; list the supported orientations, e.g. [\"portrait\", \"landscapeLeft\", \"landscapeRight\"]"
            )
            return nil
        }
        switch document.kind(node) {
        case .array:
            return orientationList(node, name: "orientations").map { DecodedOrientations(all: $0, byFamily: nil) }
        case .object:
            return familyOrientations(node)
        default:
            report(
                node,
                "expected an array or an object for 'orientations', found \(document.kind(node)); list the orientations, or give them per device family as { \"phone\": [...], \"pad\": [...] }"
            )
            return nil
        }
    }

    /// The object form: `phone` and `pad`, each a non-empty array; a family left out does not
    /// show the screen.
    private mutating func familyOrientations(_ node: Int) -> DecodedOrientations? {
        let fields = readFields(node, allowed: KeySets.orientationFamilies, owner: "'orientations'")
        var phone: Located<[Located<Orientation>]>?
        var pad: Located<[Located<Orientation>]>?
        if let value = fields[OrientationFamilyKey.phone], expect(value, .array, name: "'orientations.phone'") {
            phone = orientationList(value, name: "orientations.phone")
        }
        if let value = fields[OrientationFamilyKey.pad], expect(value, .array, name: "'orientations.pad'") {
            pad = orientationList(value, name: "orientations.pad")
        }
        if fields[OrientationFamilyKey.phone] == nil && fields[OrientationFamilyKey.pad] == nil {
            report(
                node,
                "'orientations' names no device family; give the orientations for \"phone\", \"pad\" or both")
        }
        let byFamily = FamilyOrientations(node: node, phone: phone, pad: pad)
        return DecodedOrientations(all: Located(byFamily.union, node: node), byFamily: byFamily)
    }

    /// One array of orientation names: valid names, none twice, at least one.
    private mutating func orientationList(_ node: Int, name: String) -> Located<[Located<Orientation>]>? {
        var values: [Located<Orientation>] = []
        values.reserveCapacity(document.count(node))
        for element in document.elements(node) {
            guard let value = enumValue(element, Orientation.self, name: "an orientation")?.value else { continue }
            // Four orientations at most: a scan of those kept finds the first listing.
            if let first = values.first(where: { $0.value == value }) {
                report(
                    element, "orientation '\(value.rawValue)' is listed twice",
                    related: [RelatedNode(node: first.node, message: "first listed here")])
                continue
            }
            values.append(Located(value, node: element))
        }
        if document.count(node) == 0 {
            let advice =
                name == "orientations"
                ? "list at least one supported orientation"
                : "list at least one, or leave the family out when the screen is not shown on it"
            report(node, "'\(name)' is empty; \(advice)")
        }
        return Located(values, node: node)
    }
}
