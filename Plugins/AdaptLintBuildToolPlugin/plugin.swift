import Foundation
import PackagePlugin

/// Lints a target's own screen specs on every build, as a SwiftPM build-tool plugin: add
/// `plugins: [.plugin(name: "AdaptLintBuildToolPlugin", package: "adaptlint")]` to a target.
///
/// The specs are the target's `.json` files (declared as resources or left unhandled), except
/// `.adaptlint.json`, and its Interface Builder documents (`.storyboard`, `.xib`). adaptlint prints each finding as `path:line:column: error: message [rule]`,
/// which Xcode's issue navigator and `swift build` show on the right line. The command declares
/// the specs and the `.adaptlint.json` files that may apply to them as inputs and a stamp in the
/// plugin's work folder as its output, so a build with nothing changed does not run it again.
/// `.adaptlint.json` applies as on the command line; the build fails on errors only, unless the
/// configuration's `failOn` says `warning` or `note`.
@main
struct AdaptLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        return try Self.commands(
            files: module.sourceFiles.map(\.url), tool: { try context.tool(named: "adaptlint").url },
            targetName: target.name, root: context.package.directoryURL, workDirectory: context.pluginWorkDirectoryURL)
    }

    /// The build commands for a target of SwiftPM or Xcode whose files are `files`: none when
    /// it has no spec, else the one ``command(tool:targetName:specs:configurations:workDirectory:)``.
    /// `root` is where the search for `.adaptlint.json` stops; `tool` is asked only when there
    /// is a spec to lint.
    static func commands(
        files: [URL], tool: () throws -> URL, targetName: String, root: URL, workDirectory: URL
    ) rethrows -> [Command] {
        let specs = specs(in: files)
        guard !specs.isEmpty else { return [] }
        return [
            command(
                tool: try tool(), targetName: targetName, specs: specs,
                configurations: configurations(for: specs, upTo: root), workDirectory: workDirectory)
        ]
    }

    /// The spec files and Interface Builder documents among `files`, sorted by path.
    static func specs(in files: [URL]) -> [URL] {
        files.filter {
            ["json", "storyboard", "xib"].contains($0.pathExtension) && $0.lastPathComponent != ".adaptlint.json"
        }
        .sorted { $0.path < $1.path }
    }

    /// The `.adaptlint.json` files that exist in the specs' folders and their parents up to `root`.
    static func configurations(for specs: [URL], upTo root: URL) -> [URL] {
        var folders: Set<String> = []
        var found: [URL] = []
        let rootPath = root.standardizedFileURL.path
        for spec in specs {
            var folder = spec.deletingLastPathComponent().standardizedFileURL
            while folders.insert(folder.path).inserted {
                let candidate = folder.appendingPathComponent(".adaptlint.json")
                if FileManager.default.fileExists(atPath: candidate.path) { found.append(candidate) }
                guard folder.path.hasPrefix(rootPath), folder.path != rootPath, folder.path != "/" else { break }
                folder = folder.deletingLastPathComponent()
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The build command: adaptlint on the specs, printing the text report.
    ///
    /// Its declared output is a stamp adaptlint writes only when the lint passes (`--build-stamp`):
    /// a Swift file holding one comment. SwiftPM runs a plugin's command only for outputs the
    /// target consumes, and adds each output to the target as a source or a resource; a Swift
    /// comment is the one output that is consumed and changes nothing (a report file would ship
    /// in the bundle). A failed lint writes no stamp, so the next build lints again.
    static func command(
        tool: URL, targetName: String, specs: [URL], configurations: [URL], workDirectory: URL
    ) -> Command {
        let stamp = workDirectory.appendingPathComponent("AdaptLintChecked-\(targetName).swift")
        return .buildCommand(
            displayName: "adaptlint: linting \(specs.count) screen spec\(specs.count == 1 ? "" : "s") of \(targetName)",
            executable: tool,
            arguments: ["--no-color", "--build-stamp", stamp.path] + specs.map(\.path),
            inputFiles: specs + configurations,
            outputFiles: [stamp])
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// The same for a target of an Xcode project (not a package): added under the target's
    /// Build Phases, Run Build Tool Plug-ins. Untested here (no Xcode on Linux).
    extension AdaptLintBuildToolPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            try Self.commands(
                files: target.inputFiles.map(\.url), tool: { try context.tool(named: "adaptlint").url },
                targetName: target.displayName, root: context.xcodeProject.directoryURL,
                workDirectory: context.pluginWorkDirectoryURL)
        }
    }
#endif
