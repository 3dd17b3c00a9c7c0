import Foundation

/// The one way the test targets find and run python3: the interpreter first on `PATH`, checked
/// once per process to actually run (`python3 -c "import sys"`), and the modules tests import
/// checked the same way. ``Integration`` gates tests on these answers; ``run(_:)`` refuses to
/// start an interpreter that did not pass, so a test that runs anyway (`CI` set) fails with one
/// line naming what is wrong instead of a python traceback or an empty output.
public enum Python {
    public typealias Output = Subprocess.Output

    /// Why python3 cannot be used here ("python3 is not on PATH", "... exited with status 1"),
    /// or nil when it runs. Asked once per process.
    public static var problem: String? { Probe.shared.problem }

    /// Whether python3 runs and `import module` succeeds. Asked once per module and process.
    public static func hasModule(_ module: String) -> Bool { Probe.shared.hasModule(module) }

    /// Runs `python3 arguments...` with standard input closed and captures what it prints.
    ///
    /// - Throws: ``Integration/Missing`` (``Integration/Need/python``) when python3 is missing or
    ///   does not run; what ``Subprocess/run(_:arguments:in:environment:input:timeout:)`` throws.
    public static func run(_ arguments: [String], in directory: URL? = nil) throws -> Output {
        guard problem == nil, let interpreter = Probe.shared.interpreter else {
            throw Integration.Missing(need: .python)
        }
        return try Subprocess.run(interpreter, arguments: arguments, in: directory)
    }
}

/// The answers about python3, each found out once and remembered.
private final class Probe: @unchecked Sendable {
    static let shared = Probe()

    /// The first `python3` on `PATH`, or nil.
    let interpreter: URL? = Subprocess.find("python3")

    private let lock = NSLock()
    private var checked = false
    private var failure: String?
    private var modules: [String: Bool] = [:]

    var problem: String? {
        lock.lock()
        defer { lock.unlock() }
        return problemLocked()
    }

    func hasModule(_ module: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if let answer = modules[module] { return answer }
        var answer = false
        if problemLocked() == nil, let interpreter {
            answer = (try? Subprocess.run(interpreter, arguments: ["-c", "import \(module)"]))?.status == 0
        }
        modules[module] = answer
        return answer
    }

    /// ``problem``, with the lock held.
    private func problemLocked() -> String? {
        if checked { return failure }
        checked = true
        guard let interpreter else {
            failure = "python3 is not on PATH"
            return failure
        }
        do {
            let output = try Subprocess.run(interpreter, arguments: ["-c", "import sys"])
            if output.status != 0 {
                failure =
                    "python3 at \(interpreter.path) does not run: `python3 -c \"import sys\"` exited with status "
                    + "\(output.status)"
            }
        } catch {
            failure = "python3 at \(interpreter.path) could not be started (\(error))"
        }
        return failure
    }
}
