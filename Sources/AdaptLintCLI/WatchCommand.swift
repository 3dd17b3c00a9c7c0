import AdaptLintCore
import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `adaptlint --watch [paths]`: lints, then polls the inputs and their configuration files and,
/// whenever one is added, removed or changed (its size or modification time), lints the changed
/// files again and reprints the whole report. Ends cleanly on SIGINT or SIGTERM.
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
        let cache = ResultCache()
        var snapshot = self.snapshot()
        var last = lintOnce(cache)
        tool.standardError("adaptlint: watching \(snapshot.count) files; press Ctrl-C to stop\n")
        while !stop.isSet {
            usleep(useconds_t(interval * 1_000_000))
            let current = self.snapshot()
            guard current != snapshot else { continue }
            let changed = Set(current.keys).union(snapshot.keys).filter { current[$0] != snapshot[$0] }.sorted()
            snapshot = current
            cache.forget(changed)
            tool.standardError("\nadaptlint: \(Self.describe(changed)) changed; linting again\n")
            last = lintOnce(cache)
            tool.standardError("adaptlint: \(cache.reused) unchanged file(s) not linted again\n")
        }
        tool.standardError("adaptlint: stopped watching\n")
        return last
    }

    private func lintOnce(_ cache: ResultCache) -> CommandLineTool.ExitCode {
        var once = options
        once.watch = false
        var command = LintCommand(tool: tool, options: once)
        command.watchCache = cache
        return command.run()
    }

    /// The results of the last lint by path, so a run after a change lints only the changed files.
    ///
    /// A result is kept until its file changes. App descriptions are always linted again (they
    /// read the specs they name), and a change to a configuration file or a property list forgets
    /// every result: an Info.plist's facts (full screen, orientations) reach the specs and
    /// Interface Builder documents beside it.
    final class ResultCache: @unchecked Sendable {
        private let lock = NSLock()
        private var results: [String: FileResult] = [:]
        /// How many results the last run reused.
        private(set) var reused = 0

        func result(for input: DiscoveredInput) -> FileResult? {
            guard input.error == nil else { return nil }
            return lock.withLock {
                guard let found = results[input.path] else { return nil }
                reused += 1
                return found
            }
        }

        func store(_ fresh: [FileResult]) {
            lock.withLock {
                results = [:]
                for result in fresh where result.appName == nil && result.readError == nil {
                    results[result.path] = result
                }
            }
        }

        /// Forgets the results of `paths`, or all of them when a configuration file or a property
        /// list is among them.
        func forget(_ paths: [String]) {
            lock.withLock {
                reused = 0
                if paths.contains(where: {
                    LexicalPath.lastComponent(of: $0) == ConfigurationFile.fileName || $0.hasSuffix(".plist")
                }) {
                    results = [:]
                } else {
                    for path in paths { results[path] = nil }
                }
            }
        }
    }

    /// The stamp of every input and of every configuration file that may apply to one.
    ///
    /// - Complexity: O(n) `stat` calls for n inputs, plus one per folder and parent folder.
    func snapshot() -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        var folders: Set<String> = []
        // The lint's own link policy (``LintOptions/followLinks``): the files watched are the
        // files linted.
        for input in FileDiscovery.discover(options.paths, followLinks: options.followLinks) {
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
        let quoted = paths.prefix(3).map { "'\(Printable.escape($0))'" }.joined(separator: ", ")
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
