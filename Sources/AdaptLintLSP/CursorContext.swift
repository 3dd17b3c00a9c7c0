/// One step of the path from a document's root to a value.
enum PathStep: Sendable, Equatable {
    case key(String)
    case index(Int)
}

/// Where a position lies in a JSON text, found by a tolerant scan of the bytes before it: it works
/// on a document that does not parse yet (the one being typed), which completion needs.
struct CursorContext: Equatable {
    /// What the position is on.
    enum Place: Equatable {
        /// A member name of the object at ``CursorContext/path`` (typed so far: `partial`).
        case key(partial: String)
        /// The value of the member or element at ``CursorContext/path`` (its last step).
        case value(partial: String)
        /// Between tokens where nothing can be written (after a value, before a colon).
        case other
    }

    /// The path of the object (for ``Place/key(partial:)``) or of the value.
    var path: [PathStep]
    var place: Place
    /// The byte range of the token at the position (a string with its quotes, a number, a
    /// literal), or an empty range at the position.
    var token: Range<Int>
    /// Keys already written in the object at ``path`` before the position (for keys).
    var siblings: Set<String>

    /// Scans `bytes` up to `offset`.
    ///
    /// - Complexity: O(offset), plus the length of the token at the position.
    static func at(_ offset: Int, in bytes: [UInt8]) -> CursorContext {
        var scanner = Scanner(bytes: bytes)
        return scanner.context(at: min(max(offset, 0), bytes.count))
    }

    /// The keys of the root object, found by scanning the whole text.
    static func rootKeys(in bytes: [UInt8]) -> Set<String> {
        var scanner = Scanner(bytes: bytes)
        _ = scanner.context(at: bytes.count)
        return scanner.rootKeys
    }
}

/// The state of the tolerant scan.
private struct Scanner {
    struct Frame {
        var isObject: Bool
        var key: String?
        var index = 0
        /// Object: expecting a key (true) or past it. Array: unused.
        var expectsKey = true
        /// A value (or, in an object, a key) has been read and a comma is due.
        var afterValue = false
        /// Object: after the colon, expecting the value.
        var expectsValue = false
        var keys: Set<String> = []
    }

    let bytes: [UInt8]
    var stack: [Frame] = []
    var rootKeys: Set<String> = []
    var atRoot = true

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func context(at offset: Int) -> CursorContext {
        var index = 0
        while index < offset {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                beginValue()
                stack.append(Frame(isObject: byte == UInt8(ascii: "{")))
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !stack.isEmpty { stack.removeLast() }
                endValue()
                index += 1
            case UInt8(ascii: ":"):
                if let last = stack.indices.last, stack[last].isObject {
                    stack[last].expectsValue = true
                    stack[last].afterValue = false
                }
                index += 1
            case UInt8(ascii: ","):
                if let last = stack.indices.last {
                    if stack[last].isObject {
                        stack[last].expectsKey = true
                        stack[last].expectsValue = false
                        stack[last].key = nil
                    } else {
                        stack[last].index += 1
                    }
                    stack[last].afterValue = false
                }
                index += 1
            case UInt8(ascii: "\""):
                let end = Self.stringEnd(bytes, from: index)
                if end > offset || (end == offset && !Self.closed(bytes, from: index, end: end)) {
                    return stringContext(start: index, offset: offset)
                }
                readString(from: index, to: end)
                index = end
            case 0x20, 0x09, 0x0A, 0x0D:
                index += 1
            default:
                let end = Self.literalEnd(bytes, from: index)
                if end >= offset { return literalContext(start: index, end: end) }
                beginValue()
                endValue()
                index = end
            }
        }
        return placeContext(offset: offset)
    }

    /// A string fully before the position: a key or a value.
    private mutating func readString(from start: Int, to end: Int) {
        guard let last = stack.indices.last, stack[last].isObject, stack[last].expectsKey else {
            beginValue()
            endValue()
            return
        }
        let key = Self.text(bytes, start, end)
        stack[last].key = key
        stack[last].keys.insert(key)
        if stack.count == 1 { rootKeys.insert(key) }
        stack[last].expectsKey = false
        stack[last].afterValue = true
    }

    private mutating func beginValue() {
        if let last = stack.indices.last, stack[last].isObject { stack[last].expectsValue = false }
    }

    private mutating func endValue() {
        if let last = stack.indices.last { stack[last].afterValue = true }
    }

    /// The path to the innermost container, with the current key or index of each frame.
    private func containerPath() -> [PathStep] {
        var path: [PathStep] = []
        for frame in stack.dropLast() {
            if frame.isObject { path.append(.key(frame.key ?? "")) } else { path.append(.index(frame.index)) }
        }
        return path
    }

    private func valuePath() -> [PathStep]? {
        guard let frame = stack.last else { return [] }
        if frame.isObject {
            guard let key = frame.key, !frame.expectsKey else { return nil }
            return containerPath() + [.key(key)]
        }
        return containerPath() + [.index(frame.index)]
    }

    private func stringContext(start: Int, offset: Int) -> CursorContext {
        let end = Self.stringEnd(bytes, from: start)
        let token = start..<end
        let partial = Self.text(bytes, start, max(start + 1, offset))
        if let frame = stack.last, frame.isObject, frame.expectsKey {
            return CursorContext(
                path: containerPath(), place: .key(partial: partial), token: token, siblings: frame.keys)
        }
        guard let path = valuePath() else { return CursorContext(path: [], place: .other, token: token, siblings: []) }
        return CursorContext(path: path, place: .value(partial: partial), token: token, siblings: [])
    }

    private func literalContext(start: Int, end: Int) -> CursorContext {
        let partial = String(decoding: bytes[start..<end], as: UTF8.self)
        guard let path = valuePath(), !(stack.last?.expectsKey ?? false) || !(stack.last?.isObject ?? false) else {
            return CursorContext(path: [], place: .other, token: start..<end, siblings: [])
        }
        return CursorContext(path: path, place: .value(partial: partial), token: start..<end, siblings: [])
    }

    private func placeContext(offset: Int) -> CursorContext {
        let empty = offset..<offset
        guard let frame = stack.last else {
            return CursorContext(path: [], place: .other, token: empty, siblings: [])
        }
        if frame.afterValue { return CursorContext(path: [], place: .other, token: empty, siblings: []) }
        if frame.isObject && frame.expectsKey {
            return CursorContext(path: containerPath(), place: .key(partial: ""), token: empty, siblings: frame.keys)
        }
        if frame.isObject && !frame.expectsValue {
            return CursorContext(path: [], place: .other, token: empty, siblings: [])
        }
        guard let path = valuePath() else { return CursorContext(path: [], place: .other, token: empty, siblings: []) }
        return CursorContext(path: path, place: .value(partial: ""), token: empty, siblings: [])
    }

    /// The index just past a string starting at `start` (its closing quote), or the end of its
    /// line when it is not closed there.
    static func stringEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            case 0x0A, 0x0D: return index
            default: index += 1
            }
        }
        return min(index, bytes.count)
    }

    static func closed(_ bytes: [UInt8], from start: Int, end: Int) -> Bool {
        end - start >= 2 && bytes[end - 1] == UInt8(ascii: "\"")
    }

    static func literalEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ":"), UInt8(ascii: "\""), 0x20,
                0x09, 0x0A, 0x0D, UInt8(ascii: "{"), UInt8(ascii: "["):
                return max(index, start + 1)
            default: index += 1
            }
        }
        return index
    }

    /// The text between the quotes of a string token (escapes kept as written).
    static func text(_ bytes: [UInt8], _ start: Int, _ end: Int) -> String {
        var upper = end
        if upper - start >= 2 && bytes[upper - 1] == UInt8(ascii: "\"") { upper -= 1 }
        guard upper > start + 1 else { return "" }
        return String(decoding: bytes[(start + 1)..<upper], as: UTF8.self)
    }
}
