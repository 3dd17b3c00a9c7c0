import Foundation
import Testing

@testable import AdaptLintLSP

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Content-Length framing over a pipe: messages, bad headers, oversized bodies, the end of input.
@Suite struct MessageChannelTests {
    /// A channel reading what `input` holds (written, then closed).
    static func channel(reading input: [UInt8]) -> MessageChannel {
        var ends: [Int32] = [0, 0]
        _ = pipe(&ends)
        PipeFeeder.feed(input, to: ends[1])
        return MessageChannel(input: ends[0], output: -1)
    }

    @Test func readsMessagesSkipsBadOnesAndEnds() {
        let stream =
            "Content-Length: 2\r\n\r\n{}" + "X-Nothing: 1\r\n\r\n"
            + "content-length:  7\r\nContent-Type: x\r\n\r\n[1,2,3]"
            + "Content-Length: 99999999999\r\n\r\n" + "abc"
        let channel = Self.channel(reading: Array(stream.utf8))
        #expect(channel.next() == .message(Array("{}".utf8)))
        #expect(channel.next() == .malformedHeader)
        #expect(channel.next() == .message(Array("[1,2,3]".utf8)))
        #expect(channel.next() == .oversized(99_999_999_999))
        #expect(channel.next() == .endOfInput)
        #expect(channel.next() == .endOfInput)
    }

    @Test func contentLengthAcceptsDigitsOnly() {
        #expect(MessageChannel.contentLength("Content-Length: 12") == 12)
        #expect(MessageChannel.contentLength("Content-Length: -1") == nil)
        #expect(MessageChannel.contentLength("Content-Length: 1e3") == nil)
        #expect(MessageChannel.contentLength("Content-Type: 12") == nil)
    }

    @Test func valuesRoundTripWithSortedKeys() throws {
        let value: LSPValue = ["b": [1, .number(2.5), "x\n\u{1}\""], "a": .null, "c": true]
        let text = String(decoding: value.serialized(), as: UTF8.self)
        #expect(text == #"{"a":null,"b":[1,2.5,"x\n\u0001\""],"c":true}"#)
        #expect(try LSPValue.parse(value.serialized()) == value)
    }
}

/// Writes bytes to a descriptor on another thread, then closes it, so a large input cannot fill
/// the pipe while the test waits.
enum PipeFeeder {
    static func feed(_ bytes: [UInt8], to descriptor: Int32) {
        let thread = Thread {
            var written = 0
            while written < bytes.count {
                let count = bytes.withUnsafeBytes { raw -> Int in
                    guard let base = raw.baseAddress else { return -1 }
                    return write(descriptor, base + written, raw.count - written)
                }
                if count <= 0 { break }
                written += count
            }
            close(descriptor)
        }
        thread.start()
    }
}
