import AdaptJSON
import AdaptLintCore

/// A rule example with its `↓` markers taken out: the spec text and where each marker stood.
///
/// Positions are computed here independently of `LineIndex`: 1-based lines and columns in Unicode
/// code points, with `\n`, `\r\n` and a lone `\r` each ending a line.
struct MarkedSpec {
    /// The spec without markers.
    var text: String
    /// The position of each marker, in order.
    var markers: [SourcePosition]

    init(_ marked: String) {
        var text = String.UnicodeScalarView()
        var markers: [SourcePosition] = []
        var line = 1
        var column = 1
        var afterCarriageReturn = false
        for scalar in marked.unicodeScalars {
            if Character(scalar) == RuleExample.marker {
                markers.append(SourcePosition(line: line, column: column))
                continue
            }
            text.append(scalar)
            switch scalar {
            case "\r":
                line += 1
                column = 1
                afterCarriageReturn = true
            case "\n":
                if !afterCarriageReturn {
                    line += 1
                    column = 1
                }
                afterCarriageReturn = false
            default:
                column += 1
                afterCarriageReturn = false
            }
        }
        self.text = String(text)
        self.markers = markers
    }

    var bytes: [UInt8] { Array(text.utf8) }
}
