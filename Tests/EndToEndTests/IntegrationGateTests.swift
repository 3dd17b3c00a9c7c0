import AdaptTestSupport
import Testing

/// The gate of integration checks (issue 17): on a bare clone a check whose dependency is missing
/// is skipped with one line that names it and how to get it; with `CI` set it runs, and fails.
@Suite struct IntegrationGateTests {
    static let absentFile = Integration.Need.shared("no-such-folder/no-such-file.json")
    static let absentProgram = Integration.Need.program("adaptlint-no-such-program", install: "apt-get install it")

    @Test func aMissingDependencyIsSkippedOutsideCIAndRunsUnderCI() {
        #expect(Integration.missing([Self.absentFile, Self.absentProgram]) == [Self.absentFile, Self.absentProgram])
        #expect(Integration.runs([Self.absentFile]) == Integration.isCI)
    }

    @Test func theSkipNoteIsOneLineNamingWhatIsMissingAndHowToGetIt() {
        let note = Integration.skipNote([Self.absentFile, Self.absentProgram])
        #expect(!note.contains("\n"))
        #expect(
            note == "integration check skipped: ../shared/no-such-folder/no-such-file.json is missing "
                + "(the workplace's shared folder, checked out beside the clone); "
                + "'adaptlint-no-such-program' is not on PATH (apt-get install it) (set CI=true to make this a failure)"
        )
    }

    @Test func aMissingSharedFileFailsWithOneLineNotAFoundationDump() {
        #expect {
            _ = try Integration.shared("no-such-folder/no-such-file.json")
        } throws: { error in
            let text = String(describing: error)
            return text == "integration check failed: ../shared/no-such-folder/no-such-file.json is missing "
                + "(the workplace's shared folder, checked out beside the clone)"
                && !text.contains("NSCocoaErrorDomain")
        }
    }
}
