import Foundation
import Testing

@testable import AdaptJSON

/// One input for a table-driven parser test, named after what the parser must do with it.
struct ParseCase: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: [UInt8]

    init(_ name: String, _ text: String) {
        self.name = name
        self.bytes = Array(text.utf8)
    }

    init(_ name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    var testDescription: String { name }
}

/// The outcome of parsing, flattened for assertions.
enum Outcome: Equatable {
    case accepted
    case rejected(message: String, position: SourcePosition)
}

/// Parses `bytes` and reports the message and line:column of any error.
func outcome(_ bytes: [UInt8], limits: JSONParser.Limits = .default) -> Outcome {
    do {
        _ = try JSONParser.parse(bytes, limits: limits)
        return .accepted
    } catch {
        return .rejected(message: error.message, position: LineIndex(bytes).position(of: error.offset))
    }
}

/// The error for `bytes`, or nil when it parses.
func syntaxError(_ bytes: [UInt8], limits: JSONParser.Limits = .default) -> JSONSyntaxError? {
    do {
        _ = try JSONParser.parse(bytes, limits: limits)
        return nil
    } catch {
        return error
    }
}

/// `prefix` repeated `count` times, then `middle`, then `suffix` repeated `count` times.
func nested(_ count: Int, open: String, middle: String, close: String) -> [UInt8] {
    Array((String(repeating: open, count: count) + middle + String(repeating: close, count: count)).utf8)
}

/// The package root, found from this file's path (Tests/AdaptJSONTests/TestSupport.swift).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
