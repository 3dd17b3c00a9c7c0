import AdaptLintCore
import AdaptLintReaders
import Foundation

extension ConfiguredLintEnvironment {
    /// The Info.plist facts a command-line run over the workspace (`adaptlint .` in the server's
    /// working directory) gives the file at `path`: those of its target in the nearest Xcode project
    /// in the file's folder or a folder above it, else of the walked app Info.plists (`Info.plist`,
    /// `*-Info.plist`) in the file's folder or the nearest folder above it, up to the workspace root,
    /// each read up to its configuration's size limit and left out when its configuration excludes it
    /// (``AppFactsIndex``). A file outside the workspace gets those of its own folder, as a run over
    /// that folder would. A property list that is a link leading out of the workspace is left out,
    /// as the walk leaves it out. Read once per folder until ``reload()``.
    ///
    /// - Complexity: O(depth of the path) directory listings, plus reading the property lists, on
    ///   the first call for a folder; O(1) after.
    func appFacts(forFile path: String) -> AppFacts? {
        let folder = AppFactsIndex.folder(of: path)
        if let cached = appFactsByFolder[folder] { return cached }
        let root = workspaceRoot
        let folders = Self.folders(from: folder, upTo: root)
        // As a walk does: a property list that is a link leading out of the workspace (or, for a
        // file outside it, out of the file's folder) is not read.
        let boundary = OutputLinks.physical(folders.count > 1 || folder == root ? root : folder)
        let plists = folders.flatMap(Self.walkedPropertyLists(in:)).filter {
            OutputLinks.contains(boundary, OutputLinks.physical($0))
        }
        let index = AppFactsIndex(paths: plists) { linter(forFile: $0)?.limits.maximumBytes }
        let facts = index.facts(for: path)
        appFactsByFolder[folder] = .some(facts)
        return facts
    }

    /// Lints `text` as `adaptlint` lints the file at `path`: a property list, `project.pbxproj` or
    /// Interface Builder document with its own reader, anything else as JSON.
    func lint(_ text: [UInt8], path: String, with linter: Linter, app: AppFacts?) -> [Diagnostic] {
        LintRunner.lint(text, path: path, with: linter, app: app).diagnostics
    }

    /// `folder` and each folder above it up to `root` when `folder` is inside `root`; else `folder` alone.
    static func folders(from folder: String, upTo root: String) -> [String] {
        let root = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
        let inside = folder == root || folder.hasPrefix(root == "/" ? "/" : root + "/")
        guard inside else { return [folder] }
        var folders = [folder]
        var current = folder
        while current != root, !current.isEmpty, current != "/" {
            current = AppFactsIndex.folder(of: current)
            folders.append(current)
        }
        return folders
    }

    /// The property lists a directory walk lints in `folder` (not its subfolders), and the
    /// `project.pbxproj` of each `.xcodeproj` in it, sorted by name.
    static func walkedPropertyLists(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        let files = names.filter { $0.hasSuffix(".plist") && ProjectFileReader.isDiscovered(name: $0) }
        let projects = names.filter { $0.hasSuffix(".xcodeproj") }.map { $0 + "/project.pbxproj" }
        return (files + projects).sorted().map { folder == "/" ? "/" + $0 : folder.isEmpty ? $0 : folder + "/" + $0 }
    }
}
