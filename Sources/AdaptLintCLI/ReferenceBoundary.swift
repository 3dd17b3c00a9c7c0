import AdaptLintCore
import Foundation

/// Where the screen specs an app description names may lie: inside its repository (the
/// nearest folder above it that holds `.git`), or, outside any repository, inside the working
/// directory when the app file is there, else beside or below the app file. Links are resolved
/// first, so a linked folder cannot lead outside.
enum ReferenceBoundary {
    /// Whether `reference` (resolved against the app file's folder) may be read and checked.
    ///
    /// - Complexity: One `stat` per folder above the app file, and two `realpath` calls.
    static func allows(_ reference: String, appFile: String, workingDirectory: String) -> Bool {
        let appDirectory = LexicalPath.directory(of: Paths.absolute(appFile, in: workingDirectory))
        let root =
            repositoryRoot(above: appDirectory)
            ?? (isInside(appDirectory, workingDirectory) ? workingDirectory : appDirectory)
        let target = Paths.absolute(reference, in: workingDirectory)
        // The folder resolved, so a missing file behind a linked folder is judged where it would be.
        let folder = LexicalPath.directory(of: target)
        let name = LexicalPath.lastComponent(of: target)
        let real = (FixRoots.resolved(target) ?? (FixRoots.resolved(folder).map { $0 + "/" + name } ?? target))
        return isInside(real, FixRoots.resolved(root) ?? root)
    }

    /// The nearest folder at or above `directory` that holds `.git`.
    static func repositoryRoot(above directory: String) -> String? {
        var current = directory
        while !current.isEmpty {
            if FileManager.default.fileExists(atPath: current + (current == "/" ? ".git" : "/.git")) { return current }
            if current == "/" { return nil }
            current = LexicalPath.directory(of: current)
        }
        return nil
    }

    /// Whether `path` is `root` or lies below it (both absolute).
    static func isInside(_ path: String, _ root: String) -> Bool {
        path == root || path.hasPrefix(root == "/" ? "/" : root + "/")
    }
}
