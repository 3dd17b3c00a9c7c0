import AdaptLintCore
import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `adaptlint --watch [paths]`: lints, then polls the inputs and their configuration files and
/// lints again, reprinting the report, whenever one is added, removed or changed (its size or
/// modification time). Ends cleanly on SIGINT or SIGTERM.
///
/// Polling needs no package and works on every file system; the interval is short enough for a
/// terminal beside the editor and the check costs one `stat` per file.
struct WatchCommand {
    let tool: CommandLineTool
    let options: LintOptions
    /// Time between two checks.
    var interval: TimeInterval = 0.3

    /// What one `stat` of a file says: enough to notice a save.
    struct Stamp: Equatable {
        var size: Int64
        var modified: Int
        var modifiedNanoseconds: Int
    }

    /// Runs until interrupted; the exit code of the last lint.
    func run() -> CommandLineTool.ExitCode {
        let stop = Self.stopSignal()
        var snapshot = self.snapshot()
        var last = lintOnce()
        tool.standardError("adaptlint: watching \(snapshot.count) files; press Ctrl-C to stop\n")
        while !stop.isSet {
            usleep(useconds_t(interval * 1_000_000))
            let current = self.snapshot()
            guard current != snapshot else { continue }
            let changed = Set(current.keys).union(snapshot.keys).filter { current[$0] != snapshot[$0] }.sorted()
            snapshot = current
            tool.standardError("\nadaptlint: \(Self.describe(changed)) changed; linting again\n")
            last = lintOnce()
        }
        tool.standardError("adaptlint: stopped watching\n")
        return last
    }

    private func lintOnce() -> CommandLineTool.ExitCode {
        var once = options
        once.watch = false
        return LintCommand(tool: tool, options: once).run()
    }

    /// The stamp of every input and of every configuration file that may apply to one.
    ///
    /// - Complexity: O(n) `stat` calls for n inputs, plus one per folder and parent folder.
    func snapshot() -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        var folders: Set<String> = []
        for input in FileDiscovery.discover(options.paths) {
            stamps[input.path] = Self.stamp(input.path)
            let absolute = Paths.absolute(input.path, in: FileManager.default.currentDirectoryPath)
            var folder = LexicalPath.directory(of: absolute)
            while folders.insert(folder).inserted {
                let configuration = folder == "/" ? "/.adaptlint.json" : folder + "/" + ConfigurationFile.fileName
                if let stamp = Self.stamp(configuration) { stamps[configuration] = stamp }
                guard folder != "/", !folder.isEmpty else { break }
                folder = LexicalPath.directory(of: folder)
            }
        }
        if let path = options.adoption.configPath { stamps[path] = Self.stamp(path) }
        return stamps
    }

    static func stamp(_ path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
            let time = info.st_mtimespec
        #else
            let time = info.st_mtim
        #endif
        return Stamp(size: Int64(info.st_size), modified: Int(time.tv_sec), modifiedNanoseconds: Int(time.tv_nsec))
    }

    private static func describe(_ paths: [String]) -> String {
        let quoted = paths.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
        return paths.count > 3 ? "\(quoted) and \(paths.count - 3) more" : quoted
    }

    /// A flag set by SIGINT or SIGTERM, which no longer end the process at once.
    final class StopFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var set = false
        var sources: [DispatchSourceSignal] = []

        var isSet: Bool { lock.withLock { set } }
        func raise() { lock.withLock { set = true } }
    }

    private static func stopSignal() -> StopFlag {
        let flag = StopFlag()
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { flag.raise() }
            source.resume()
            flag.sources.append(source)
        }
        return flag
    }
}
