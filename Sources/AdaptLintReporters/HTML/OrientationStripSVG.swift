import AdaptLintCore

/// Draws the four interface orientations of a screen, the supported ones filled and the others
/// dashed, with the markers of screen-level findings: a finding at `/orientations/K` sits under
/// the orientation it names, any other screen-level finding after the four devices.
struct OrientationStripSVG {
    static let cell = 92.0
    static let height = 104.0

    let screenIndex: Int
    let spec: ScreenSpec
    /// Findings placed on the screen as a whole.
    let findings: [NumberedFinding]

    /// The SVG.
    ///
    /// - Complexity: O(orientations + findings).
    func render() -> String {
        let n = HTMLText.number
        let supported = Set(spec.orientations.value.map(\.value))
        let loose = findings.filter { orientationIndex(of: $0) == nil }
        let width = Self.cell * 4 + Double(loose.count) * 26 + (loose.isEmpty ? 0 : 16)
        let names = Orientation.allCases.map { "\($0.rawValue)\(supported.contains($0) ? "" : " (not supported)")" }
        var out = "<svg class=\"orientations\" xmlns=\"http://www.w3.org/2000/svg\" role=\"group\""
        out += " viewBox=\"0 0 \(n(width)) \(n(Self.height))\" width=\"\(n(width))\" height=\"\(n(Self.height))\""
        out += " aria-labelledby=\"o-\(screenIndex)-t\"><title id=\"o-\(screenIndex)-t\">"
        out += HTMLText.escape("Orientations: " + names.joined(separator: ", ")) + "</title>\n"
        var slots: [Orientation: Int] = [:]
        for (column, orientation) in Orientation.allCases.enumerated() {
            out += device(
                orientation, supported: supported.contains(orientation), centerX: Self.cell * (Double(column) + 0.5))
        }
        for finding in findings {
            guard let index = orientationIndex(of: finding) else { continue }
            let orientation = spec.orientations.value[index].value
            let column = Double(Orientation.allCases.firstIndex(of: orientation) ?? 0)
            let slot = slots[orientation, default: 0]
            slots[orientation] = slot + 1
            out += WireframeSVG.marker(finding, x: Self.cell * (column + 0.5) + 26 + Double(slot) * 22, y: 14)
        }
        for (offset, finding) in loose.enumerated() {
            out += WireframeSVG.marker(finding, x: Self.cell * 4 + 16 + Double(offset) * 26, y: 44)
        }
        return out + "</svg>\n"
    }

    /// The index into `orientations` a finding points at, if it points at one entry.
    private func orientationIndex(of finding: NumberedFinding) -> Int? {
        let tokens = finding.diagnostic.location.pointer.split(separator: "/", omittingEmptySubsequences: false)
        guard tokens.count >= 3, tokens[1] == "orientations", let index = Int(tokens[2]),
            spec.orientations.value.indices.contains(index)
        else { return nil }
        return index
    }

    /// A device outline in one orientation; the notch bar shows where the top of the device is.
    private func device(_ orientation: Orientation, supported: Bool, centerX: Double) -> String {
        let n = HTMLText.number
        let portrait = orientation.family == .portrait
        let body =
            portrait
            ? Rect(x: centerX - 17, y: 14, width: 34, height: 56) : Rect(x: centerX - 28, y: 25, width: 56, height: 34)
        let notch: Rect
        switch orientation {
        case .portrait: notch = Rect(x: body.midX - 6, y: body.y + 4, width: 12, height: 3)
        case .portraitUpsideDown: notch = Rect(x: body.midX - 6, y: body.maxY - 7, width: 12, height: 3)
        case .landscapeLeft: notch = Rect(x: body.maxX - 7, y: body.midY - 6, width: 3, height: 12)
        case .landscapeRight: notch = Rect(x: body.x + 4, y: body.midY - 6, width: 3, height: 12)
        }
        let state = supported ? "supported" : "unsupported"
        var out = "<g class=\"device \(state)\">"
        out +=
            "<rect class=\"body\" x=\"\(n(body.x))\" y=\"\(n(body.y))\" width=\"\(n(body.width))\" height=\"\(n(body.height))\" rx=\"5\"/>"
        out +=
            "<rect class=\"notch\" x=\"\(n(notch.x))\" y=\"\(n(notch.y))\" width=\"\(n(notch.width))\" height=\"\(n(notch.height))\"/>"
        out += "<text x=\"\(n(centerX))\" y=\"86\">\(orientation.rawValue)</text>"
        out += "<text class=\"state\" x=\"\(n(centerX))\" y=\"99\">\(supported ? "supported" : "not supported")</text>"
        return out + "</g>\n"
    }
}
