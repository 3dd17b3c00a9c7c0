import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A scripted Language Server Protocol client: runs `adaptlint lsp` with pipes, sends framed
/// JSON-RPC messages and reads the server's, each with a deadline (a hang guard, not a timing).
final class LSPClient {
    struct TimedOut: Error, CustomStringConvertible {
        var waitingFor: String
        var description: String { "no message from the server while waiting for \(waitingFor)" }
    }

    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private var buffer: [UInt8] = []
    private var nextID = 1
    /// Every message received, in order.
    private(set) var received: [[String: Any]] = []

    /// Starts `adaptlint lsp`; with `byName`, through `env` with the binary's folder first in
    /// `PATH`, as an editor that runs `adaptlint` from `PATH` starts it (`argv[0]` is `adaptlint`).
    init(in directory: URL? = nil, environment: [String: String] = [:], byName: Bool = false) throws {
        let binary = try Binary.url
        var environment = environment
        if byName {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["adaptlint", "lsp"]
            let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
            environment["PATH"] = binary.deletingLastPathComponent().path + ":" + path
        } else {
            process.executableURL = binary
            process.arguments = ["lsp"]
        }
        if let directory { process.currentDirectoryURL = directory }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Sends raw bytes (for malformed input).
    func sendRaw(_ bytes: [UInt8]) {
        input.fileHandleForWriting.write(Data(bytes))
    }

    /// Sends a message with its `Content-Length` header.
    func send(_ message: [String: Any]) throws {
        var full = message
        full["jsonrpc"] = "2.0"
        let body = try JSONSerialization.data(withJSONObject: full, options: [.sortedKeys])
        sendRaw(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + Array(body))
    }

    /// Sends a notification.
    func notify(_ method: String, _ params: [String: Any]) throws {
        try send(["method": method, "params": params])
    }

    /// Sends a request and waits for its response.
    func request(_ method: String, _ params: [String: Any], timeout: TimeInterval = 30) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        try send(["id": id, "method": method, "params": params])
        return try waitFor("the response to \(method)", timeout: timeout) { ($0["id"] as? Int) == id }
    }

    /// Reads messages until one satisfies `predicate`; returns it.
    func waitFor(_ what: String, timeout: TimeInterval = 30, _ predicate: ([String: Any]) -> Bool) throws -> [String:
        Any]
    {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            guard let message = try readMessage(until: deadline) else { break }
            received.append(message)
            if predicate(message) { return message }
        }
        throw TimedOut(waitingFor: what)
    }

    /// The next `publishDiagnostics` for `uri`.
    func diagnostics(for uri: String) throws -> [[String: Any]] {
        let message = try waitFor("diagnostics of \(uri)") {
            ($0["method"] as? String) == "textDocument/publishDiagnostics"
                && (($0["params"] as? [String: Any])?["uri"] as? String) == uri
        }
        return ((message["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]) ?? []
    }

    /// Closes the server's input and waits for it to end; returns its exit status.
    func closeAndWait(timeout: TimeInterval = 30) -> Int32? {
        try? input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        guard !process.isRunning else { return nil }
        return process.terminationStatus
    }

    /// What the server wrote to standard error (after it ended).
    var standardError: String {
        String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    private func readMessage(until deadline: Date) throws -> [String: Any]? {
        while true {
            if let range = headerEnd(), let length = contentLength(String(decoding: buffer[..<range], as: UTF8.self)),
                buffer.count >= range + 4 + length
            {
                let body = Data(buffer[(range + 4)..<(range + 4 + length)])
                buffer.removeFirst(range + 4 + length)
                return try JSONSerialization.jsonObject(with: body) as? [String: Any]
            }
            guard fill(until: deadline) else { return nil }
        }
    }

    private func fill(until deadline: Date) -> Bool {
        let descriptor = output.fileHandleForReading.fileDescriptor
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(max(0, deadline.timeIntervalSinceNow * 1000))
        guard poll(&poller, 1, milliseconds) > 0 else { return false }
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        buffer.append(contentsOf: chunk[0..<count])
        return true
    }

    private func headerEnd() -> Int? {
        guard buffer.count >= 4 else { return nil }
        for index in 0...(buffer.count - 4)
        where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13 && buffer[index + 3] == 10 {
            return index
        }
        return nil
    }

    private func contentLength(_ header: String) -> Int? {
        for line in header.components(separatedBy: "\r\n") where line.lowercased().hasPrefix("content-length:") {
            return Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }
}
