import Foundation

/// Decides whether an integration check runs: a test that needs more than the Swift toolchain.
///
/// `swift test` on a bare clone must pass with only a toolchain. A test that needs the workplace's
/// `../shared` folder, a python package or a browser is an integration check: where the dependency
/// is missing it is skipped with one line that names it and says how to get it, and where the
/// environment variable `CI` is set it runs anyway, so that CI fails instead of passing by skipping
/// (`.ci/run` sets `CI=true` and has every dependency).
///
/// Each test target turns this into a Swift Testing trait (`.integration(...)` in its `Support/`);
/// this type alone decides.
public enum Integration {
    /// Something an integration check needs beyond the toolchain.
    public enum Need: Sendable, Hashable {
        /// A file or folder under `../shared` beside the package root, e.g. `reference/line_hash.py`.
        case shared(String)
        /// A python3 on `PATH` that runs (``Python``).
        case python
        /// A python3 module, e.g. `jsonschema`, with the pip package that provides it (implies
        /// ``python``).
        case pythonModule(String, package: String)
        /// A program on `PATH`, with a hint on how to install it.
        case program(String, install: String)
    }

    /// True when the environment variable `CI` is set to anything but "", "0" or "false".
    public static var isCI: Bool {
        guard let value = ProcessInfo.processInfo.environment["CI"]?.lowercased() else { return false }
        return !["", "0", "false", "no"].contains(value)
    }

    /// The workplace's `../shared` folder beside the package root.
    public static let sharedFolder: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared")

    /// Whether a check that needs `needs` runs here: all present, or `CI` set.
    public static func runs(_ needs: [Need]) -> Bool {
        isCI || missing(needs).isEmpty
    }

    /// The one line a skipped check prints: what is missing and how to get it.
    public static func skipNote(_ needs: [Need]) -> String {
        let missing = missing(needs)
        guard !missing.isEmpty else { return "integration check" }
        return "integration check skipped: " + missing.map(describe).joined(separator: "; ")
            + " (set CI=true to make this a failure)"
    }

    /// The needs of `needs` that this machine lacks, in order.
    ///
    /// - Complexity: Starts one python3 process to see that it runs and one per python module asked
    ///   about (once per process: answers are cached).
    public static func missing(_ needs: [Need]) -> [Need] {
        needs.filter { !isPresent($0) }
    }

    /// Whether one need is met.
    public static func isPresent(_ need: Need) -> Bool {
        switch need {
        case .shared(let path):
            return FileManager.default.fileExists(atPath: sharedFolder.appendingPathComponent(path).path)
        case .python:
            return Python.problem == nil
        case .pythonModule(let module, _):
            return Python.hasModule(module)
        case .program(let name, _):
            return Subprocess.find(name) != nil
        }
    }

    /// "../shared/reference/line_hash.py is missing (the workplace's shared folder beside the clone)".
    public static func describe(_ need: Need) -> String {
        switch need {
        case .shared(let path):
            return "../shared/\(path) is missing (the workplace's shared folder, checked out beside the clone)"
        case .python:
            return (Python.problem ?? "python3 runs") + " (install python3)"
        case .pythonModule(let module, let package):
            if let problem = Python.problem { return problem + " (install python3 and pip install \(package))" }
            return "python3 has no module '\(module)' (pip install \(package))"
        case .program(let name, let install):
            return "'\(name)' is not on PATH (\(install))"
        }
    }
}

extension Integration {
    /// A missing dependency, described in one line (instead of a Foundation error dump).
    public struct Missing: Error, CustomStringConvertible {
        public var need: Need
        public var description: String { "integration check failed: " + Integration.describe(need) }
    }

    /// `../shared/<path>`, or a ``Missing`` error naming it when it is not there.
    ///
    /// - Throws: ``Missing``.
    public static func shared(_ path: String) throws -> URL {
        let url = sharedFolder.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: url.path) else { throw Missing(need: .shared(path)) }
        return url
    }
}
