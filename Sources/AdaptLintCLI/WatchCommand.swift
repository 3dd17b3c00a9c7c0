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
    ///
    /// A change is linted once the files have settled: two checks an interval apart see the same
    /// stamps, so a save written in several pieces is not linted half-written.
    func run() -> CommandLineTool.ExitCode {
        let stop = Self.stopSignal()
        let cache = ResultCache()
        var snapshot = self.snapshot()
        guard stop.beginLint() else { return .clean }
        var last = lintOnce(cache)
        stop.endLint()
        let count = snapshot.count
        tool.standardError("adaptlint: watching \(count) file\(count == 1 ? "" : "s"); press Ctrl-C to stop\n")
        var pending: [String: Stamp]?
        while !stop.isSet {
            usleep(useconds_t(interval * 1_000_000))
            let current = self.snapshot()
            if current != (pending ?? snapshot) {
                // Changed since the last check: wait one more interval for the writes to settle.
                pending = current
                continue
            }
            guard pending != nil else { continue }
            pending = nil
            let changed = Set(current.keys).union(snapshot.keys).filter { current[$0] != snapshot[$0] }.sorted()
            snapshot = current
            guard !changed.isEmpty, stop.beginLint() else { continue }
            cache.forget(changed)
            tool.standardError("\nadaptlint: \(Self.describe(changed)) changed; linting again\n")
            last = lintOnce(cache)
            stop.endLint()
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

    /// The stamp of every input and of every configuration file that may apply to one, less the
    /// run's own outputs (reports, baselines), which each lint rewrites.
    ///
    /// - Complexity: O(n) `stat` calls for n inputs, plus one per folder and parent folder.
    func snapshot() -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        var folders: Set<String> = []
        let directory = FileManager.default.currentDirectoryPath
        let outputs = Set(ownOutputs.map { Paths.absolute($0, in: directory) })
        // The lint's own link policy (``LintOptions/followLinks``): the files watched are the
        // files linted.
        for input in FileDiscovery.discover(options.paths, followLinks: options.followLinks) {
            let absolute = Paths.absolute(input.path, in: directory)
            guard !outputs.contains(absolute) else { continue }
            stamps[input.path] = Self.stamp(input.path)
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

    /// The files a lint writes or reads as its own: `-o`, `--report`, the baselines.
    var ownOutputs: [String] {
        let adoption = options.adoption
        return ([options.output, adoption.writeBaseline, adoption.baseline] + adoption.reports.map(\.path))
            .compactMap { $0 }
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

    /// What SIGINT and SIGTERM do to a watch: between two lints they set this flag, and the
    /// watch stops at its next check (within an interval) with the last lint's exit code; during
    /// a lint the signal ends the process as it would end a single run, after removing the
    /// temporary files of the outputs being written (``TemporaryFiles``).
    final class StopFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var stopped = false
        private var linting = false

        var isSet: Bool {
            lock.lock()
            defer { lock.unlock() }
            return stopped
        }

        /// Marks a lint as started; false when a signal came first (then no lint starts).
        func beginLint() -> Bool {
            lock.lock()
            defer { lock.unlock() }
            linting = !stopped
            return linting
        }

        func endLint() {
            lock.lock()
            defer { lock.unlock() }
            linting = false
        }

        /// Called for a signal: true when no lint runs (the flag is set and the watch stops
        /// by itself), false during a lint.
        func stopIfIdle() -> Bool {
            lock.lock()
            defer { lock.unlock() }
            guard !linting else { return false }
            stopped = true
            return true
        }
    }

    /// Takes SIGINT and SIGTERM through the one set of signal handlers of the process
    /// (``TemporaryFiles``): a second set would undo the first's.
    private static func stopSignal() -> StopFlag {
        let flag = StopFlag()
        TemporaryFiles.shared.prepare(whenIdle: { flag.stopIfIdle() })
        return flag
    }
}

/// `--watch` with a JSON format (`json`, `sarif`) on standard output: each report on one line
/// (JSON Lines), so a tool reading the stream takes one document per line. The reports are
/// written indented; a raw line break never occurs inside a JSON string, so dropping each line
/// break and the indentation after it leaves the same document.
struct OneLineJSON {
    /// The formats written this way.
    static let formats: Set<String> = ["json", "sarif"]

    private var afterLineBreak = false

    /// The bytes of `chunk` without line breaks and the indentation that follows them.
    ///
    /// - Complexity: O(n) in the size of the chunk.
    mutating func filter(_ chunk: ArraySlice<UInt8>) -> [UInt8] {
        var kept: [UInt8] = []
        kept.reserveCapacity(chunk.count)
        for byte in chunk {
            if byte == 0x0A || byte == 0x0D {
                afterLineBreak = true
            } else if !(afterLineBreak && byte == 0x20) {
                afterLineBreak = false
                kept.append(byte)
            }
        }
        return kept
    }
}
