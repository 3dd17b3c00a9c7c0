import Foundation

/// Runs a program to completion and captures what it prints: the one place the test targets start
/// processes (the built binary, python3 for schema and SARIF checks).
public enum Subprocess {
    public struct Output: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
        /// The run was stopped because it exceeded the `timeout` given to ``run(_:arguments:in:environment:input:timeout:)``.
        public var timedOut = false

        public init(status: Int32, stdout: String, stderr: String, timedOut: Bool = false) {
            self.status = status
            self.stdout = stdout
            self.stderr = stderr
            self.timedOut = timedOut
        }
    }

    /// Runs `executable arguments...`.
    ///
    /// - Parameters:
    ///   - directory: The working directory; the test process's own when nil.
    ///   - environment: Variables set on top of the test process's environment.
    ///   - input: Bytes written to standard input, which is then closed; standard input is
    ///     `/dev/null` when nil.
    ///   - timeout: A run still going after this many seconds is terminated and comes back with
    ///     `timedOut` set: a hang guard for hostile inputs, not a performance target.
    public static func run(
        _ executable: URL, arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
        input: Data? = nil, timeout: TimeInterval? = nil
    ) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let out = Pipe()
        let err = Pipe()
        let stdin = input.map { _ in Pipe() }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = stdin ?? FileHandle.nullDevice
        try process.run()
        nonisolated(unsafe) var timedOut = false
        if let timeout {
            let running = process
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
                if running.isRunning {
                    timedOut = true
                    running.terminate()
                }
            }
        }
        // Read both pipes (and write the input) concurrently, so that a large report cannot fill a
        // pipe and block the child while it waits for the rest of its input.
        let group = DispatchGroup()
        nonisolated(unsafe) var stdoutData = Data()
        group.enter()
        DispatchQueue.global().async {
            stdoutData = out.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        if let stdin, let input {
            group.enter()
            DispatchQueue.global().async {
                stdin.fileHandleForWriting.write(input)
                try? stdin.fileHandleForWriting.close()
                group.leave()
            }
        }
        let stderrData = err.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
            stderr: String(decoding: stderrData, as: UTF8.self), timedOut: timedOut)
    }

    /// The first `name` among the directories of `PATH`, or nil.
    public static func find(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: "\($0)/\(name)") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
