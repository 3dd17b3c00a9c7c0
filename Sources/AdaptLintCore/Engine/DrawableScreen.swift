/// A screen read from a file that is not itself a spec (a scene of a storyboard, a root view of a
/// xib), in the spec model, kept so that the HTML report can draw it.
public struct DrawableScreen: Sendable {
    /// The screen as a spec. Its component ids are the ones the file's findings point at
    /// (a finding's pointer is `#` and the id).
    public var spec: ScreenSpec
    /// The pointer of the file's findings about the screen as a whole: `#` and the screen's own id.
    public var pointer: String
    /// What the reader knows about the frames it drew the screen from, such as the design device
    /// ("Frames drawn in Interface Builder for iPhone 8 ..."), for the drawing's caption.
    public var note: String

    public init(spec: ScreenSpec, pointer: String, note: String) {
        self.spec = spec
        self.pointer = pointer
        self.note = note
    }
}
