import Testing

@testable import AdaptLintReaders

/// The `ib-views` limit: a document with more views than any real one stops before its screens are read.
@Suite struct IBViewLimitTests {
    static func document(views: Int) -> [UInt8] {
        let subviews = (0..<views).map {
            "<view contentMode=\"scaleToFill\" id=\"v\($0)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></view>"
        }.joined()
        return Array(
            ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" "
                + "version=\"3.0\" targetRuntime=\"iOS.CocoaTouch\"><objects><view id=\"root\"><rect key=\"frame\" "
                + "x=\"0\" y=\"0\" width=\"375\" height=\"667\"/><subviews>\(subviews)</subviews></view></objects></document>\n")
                .utf8)
    }

    @Test func aDocumentAtTheLimitIsRead() {
        guard
            case .screens(let screens) = InterfaceBuilderReader.read(
                Self.document(views: InterfaceBuilderReader.maximumViews), path: "View.xib")
        else {
            Issue.record("not read")
            return
        }
        #expect(screens.count == 1)
    }

    @Test func aDocumentPastTheLimitStopsAtTheFirstViewOver() throws {
        let bytes = Self.document(views: InterfaceBuilderReader.maximumViews + 1)
        guard case .invalid(let error) = InterfaceBuilderReader.read(bytes, path: "View.xib") else {
            Issue.record("read past the limit")
            return
        }
        #expect(error.message.contains("ib-views limit"), "\(error.message)")
        let last = try #require(
            String(decoding: bytes, as: UTF8.self).range(
                of: "<view contentMode=\"scaleToFill\" id=\"v\(InterfaceBuilderReader.maximumViews)\""))
        let column = String(decoding: bytes, as: UTF8.self)[..<last.lowerBound].split(separator: "\n").last?.count ?? 0
        #expect(error.position.line == 2 && error.position.column == column + 1)
    }
}
