import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary files being written (`.name.adaptlint-XXXXXX`), removed when the process is
/// stopped by SIGINT or SIGTERM while one exists.
///
/// The handlers are Dispatch signal sources, installed with the first temporary file: they run
/// on a queue of their own while the main thread writes, remove the files, then restore the
/// signal's default action and raise it again, so the process still ends as the signal asks.
final class TemporaryFiles: @unchecked Sendable {
    static let shared = TemporaryFiles()

    private let lock = NSLock()
    private var paths: Set<String> = []
    private var sources: [any DispatchSourceSignal] = []

    /// Records a temporary file; the first one installs the signal handlers.
    func insert(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        paths.insert(path)
        if sources.isEmpty { installHandlers() }
    }

    /// Forgets a temporary file (renamed into place or removed).
    func remove(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        paths.remove(path)
    }

    /// Removes every recorded file; what the signal handlers do first.
    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        for path in paths { unlink(path) }
        paths.removeAll()
    }

    private func installHandlers() {
        let queue = DispatchQueue(label: "adaptlint.signals")
        for signalNumber in [SIGINT, SIGTERM] {
            // Ignored by the default action, so that the source alone sees the signal.
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            source.setEventHandler { [weak self] in
                self?.removeAll()
                signal(signalNumber, SIG_DFL)
                raise(signalNumber)
            }
            source.resume()
            sources.append(source)
        }
    }
}
