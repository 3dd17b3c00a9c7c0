import Foundation

/// The file-system check the command line gives app rules (``Linter/fileExists``).
public enum SpecFiles {
    /// Whether `path` names an existing file that is not a directory (symbolic links followed).
    public static let exists: @Sendable (String) -> Bool = { path in
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}
