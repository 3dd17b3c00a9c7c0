import Foundation
import Testing

@Test func versionPrintsAndExitsZero() throws {
    let output = try Binary.run(["--version"])
    #expect(output.status == 0)
    #expect(output.stdout == "0.1.0\n")
}

@Test func unknownFormatIsAUsageError() throws {
    let output = try Binary.run(["--format", "xml"])
    #expect(output.status == 2)
    #expect(output.stderr.hasPrefix("error: The value 'xml' is invalid for '--format <format>'."))
}
