/// Readers that turn iOS project inputs into the spec model that the JSON decoder also produces.
///
/// Each input format is a reader, not a second engine: `InterfaceBuilder/` reads storyboards and xibs
/// into ``ScreenSpec`` values; a property-list reader (Info.plist, pbxproj build settings) sits beside it
/// in a folder of its own. Readers never print and never touch the file system beyond the bytes given.
public enum AdaptLintReaders {}
