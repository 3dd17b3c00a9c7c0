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
/// signal's default action and send it again, so the process still ends as the signal asks.
final class TemporaryFiles: @unchecked Sendable {
    static let shared = TemporaryFiles()

    private let lock = NSLock()
    private var paths: Set<String> = []
    private var sources: [any DispatchSourceSignal] = []
    /// Asked first when a signal comes (`--watch`): true when it took the signal as a request to
    /// stop by itself, so the process is not ended.
    private var idleStop: (@Sendable () -> Bool)?

    /// Installs the signal handlers ahead of the first temporary file: a Dispatch source is
    /// armed asynchronously, and a signal that comes between ignoring it and the arming is
    /// lost, so a run that will write files calls this when it starts, long before a temporary
    /// file exists.
    func prepare() {
        lock.lock()
        defer { lock.unlock() }
        if sources.isEmpty { installHandlers() }
    }

    /// ``prepare()`` for `--watch`: a signal first removes the temporary files, then asks
    /// `whenIdle`, and ends the process only when it answers false. The watch shares these
    /// handlers: a second Dispatch source would re-ignore the signal and disarm the first.
    func prepare(whenIdle: @escaping @Sendable () -> Bool) {
        lock.lock()
        defer { lock.unlock() }
        idleStop = whenIdle
        if sources.isEmpty { installHandlers() }
    }

    /// Creates a temporary file from `template` (mkstemp(3) replaces its trailing `XXXXXX`) and
    /// records it, both under the lock: a signal handler's ``removeAll()`` waits for the pair, so
    /// it never runs after the file exists and before it is recorded (and leaves it behind). The
    /// first one installs the signal handlers if ``prepare()`` did not.
    ///
    /// - Returns: The open descriptor and the file's path.
    /// - Throws: ``AtomicFile/Failure`` with the system's reason.
    func create(_ template: String) throws(AtomicFile.Failure) -> (descriptor: Int32, path: String) {
        lock.lock()
        defer { lock.unlock() }
        if sources.isEmpty { installHandlers() }
        var bytes = Array(template.utf8CString)
        let descriptor = bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard descriptor >= 0 else { throw AtomicFile.Failure(description: String(cString: strerror(errno))) }
        let path = String(decoding: bytes.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        paths.insert(path)
        return (descriptor, path)
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

    private func currentIdleStop() -> (@Sendable () -> Bool)? {
        lock.lock()
        defer { lock.unlock() }
        return idleStop
    }

    private func installHandlers() {
        let queue = DispatchQueue(label: "adaptlint.signals")
        for signalNumber in [SIGINT, SIGTERM] {
            // Ignored first: once armed, the source takes the signal over (on Linux, Dispatch
            // installs its own handler then; ignoring it afterwards would undo that).
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            source.setEventHandler { [weak self] in
                self?.removeAll()
                if let idleStop = self?.currentIdleStop(), idleStop() { return }
                signal(signalNumber, SIG_DFL)
                // To the process, not this thread: Dispatch's threads block signals, so a
                // raise(3) here would stay pending while the main thread carried on.
                kill(getpid(), signalNumber)
            }
            source.resume()
            sources.append(source)
        }
    }
}
