import AdaptLintCore
import AdaptLintRules
import Testing

@Suite struct RotationKeepsComponentsRuleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var orientations = TestSpec.allOrientations
        var layouts: [String]
        var pointers: [String]
    }

    static func layout(_ when: String?, _ id: String, _ type: String, extra: String = "") -> String {
        TestSpec.layout(when: when, [#"{ "id": "\#(id)", "type": "\#(type)"\#(extra) }"#])
    }

    static let cases: [Case] = [
        Case(
            testDescription: "only width conditions",
            layouts: [
                layout(#"{ "width": "compact" }"#, "p", "grid"), layout(#"{ "width": "regular" }"#, "p", "list"),
            ],
            pointers: []),
        Case(
            testDescription: "iPhone grid becomes a list in compact height",
            layouts: [
                layout(#"{ "height": "regular" }"#, "p", "grid"), layout(#"{ "height": "compact" }"#, "p", "list"),
            ],
            pointers: ["/layouts/1/components/0/type"]),
        Case(
            testDescription: "iPhone drops a component in compact height",
            layouts: [
                layout(#"{ "height": "regular" }"#, "bar", "toolbar"), layout(#"{ "height": "compact" }"#, "p", "grid"),
            ],
            pointers: []),
        Case(
            testDescription: "large iPhone changes width class when it rotates",
            layouts: [
                layout(#"{ "width": "compact" }"#, "p", "grid"),
                layout(#"{ "width": "regular", "height": "compact" }"#, "p", "list"),
                layout(#"{ "width": "regular", "height": "regular" }"#, "p", "list"),
            ],
            pointers: []),
        Case(
            testDescription: "orientation-only layouts: iPad panes and full screen lose the component once",
            layouts: [
                layout(#"{ "orientation": "portrait" }"#, "p", "grid"),
                layout(#"{ "orientation": "landscape" }"#, "q", "grid"),
            ],
            pointers: ["/layouts/0/components/0/id", "/layouts/1/components/0/id"]),
        Case(
            testDescription: "a component shown in portrait only",
            layouts: [layout(nil, "tip", "text", extra: #", "when": { "orientation": "portrait" }"#)],
            pointers: ["/layouts/0/components/0/id"]),
        Case(
            testDescription: "portrait-only screen",
            orientations: #"["portrait", "portraitUpsideDown"]"#,
            layouts: [
                layout(#"{ "orientation": "portrait" }"#, "p", "grid"),
                layout(#"{ "orientation": "landscape" }"#, "p", "list"),
            ],
            pointers: []),
        Case(
            testDescription: "iPad grid becomes a list in landscape",
            layouts: [
                layout(#"{ "width": "compact" }"#, "p", "grid"),
                layout(#"{ "width": "regular", "orientation": "portrait" }"#, "p", "grid"),
                layout(#"{ "width": "regular", "orientation": "landscape" }"#, "p", "list"),
            ],
            pointers: ["/layouts/2/components/0/type"]),
    ]

    /// A component of `type` with `id`, optional `children` and more keys (`extra`, JSON text).
    static func component(_ id: String, _ type: String, _ extra: String = "", children: [String] = []) -> String {
        let nested = children.isEmpty ? "" : #", "children": [\#(children.joined(separator: ", "))]"#
        return #"{ "id": "\#(id)", "type": "\#(type)"\#(extra)\#(nested) }"#
    }

    /// A mail screen on the iPad: landscape shows a sidebar of mailboxes beside the list; portrait
    /// shows the list with `portraitControl` (a component, JSON text) in its bar instead.
    static func collapsingSidebar(_ portraitControl: String) -> String {
        let rows = ["inbox", "sent"].map {
            component($0, "cell", #", "shows": ["mailbox.name"], "actions": ["mailbox.open"]"#)
        }
        let messages = component("messages", "list", #", "shows": ["message.subject"]"#)
        return TestSpec.screen([
            TestSpec.layout(when: #"{ "width": "compact" }"#, [messages]),
            TestSpec.layout(
                when: #"{ "width": "regular", "orientation": "landscape" }"#,
                [
                    component("mailboxes", "sidebar", children: [component("title", "header")] + rows),
                    component("listBar", "navigationBar"), messages,
                ]),
            TestSpec.layout(
                when: #"{ "width": "regular", "orientation": "portrait" }"#,
                [component("listBar", "navigationBar", children: [portraitControl]), messages]),
        ])
    }

    /// Guidelines 001 and 004 ("Tab Bar and Sidebar"): in portrait the sidebar collapses to an
    /// icon that opens it over the content. The control is told from the structure.
    @Test(arguments: [
        // Opens the mailboxes over the content: reaches what the sidebar shows and does.
        #", "reaches": ["mailbox.name", "mailbox.open"]"#,
        // Names the sidebar in its action, by the word or by the sidebar's id.
        #", "actions": ["sidebar.show"]"#,
        #", "actions": ["showMailboxes"]"#,
    ])
    func aSidebarCollapsingToItsButtonInPortraitIsKept(_ keys: String) throws {
        let spec = Self.collapsingSidebar(Self.component("sidebarButton", "button", keys))
        let diagnostics = try RuleHarness.findings(spec, rule: RotationKeepsComponentsRule.self)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    @Test(arguments: [
        // Reaches something the sidebar does not show.
        #", "reaches": ["mailbox.name", "account.settings"]"#,
        // An action that does not name the sidebar.
        #", "actions": ["mail.compose"]"#,
        // Shows information of its own.
        #", "shows": ["mailbox.name"], "actions": ["sidebar.show"]"#,
        // Does nothing the spec says.
        "",
    ])
    func aSidebarReplacedByAnotherControlIsReported(_ keys: String) throws {
        let spec = Self.collapsingSidebar(Self.component("sidebarButton", "button", keys))
        let diagnostics = try RuleHarness.findings(spec, rule: RotationKeepsComponentsRule.self)
        // The sidebar and its three children in landscape, the control in portrait.
        #expect(
            Set(diagnostics.map(\.location.pointer)) == [
                "/layouts/1/components/0/id", "/layouts/1/components/0/children/0/id",
                "/layouts/1/components/0/children/1/id", "/layouts/1/components/0/children/2/id",
                "/layouts/2/components/0/children/0/id",
            ], "\(diagnostics.map(\.message))")
        #expect(diagnostics.count == 5)
    }

    /// A grid of files in portrait and a list of the same files under other ids in landscape:
    /// guideline 003's example, reported on the iPhone, where the height class changes too.
    static func files(landscapeType: String = "list", rowShows: String = #"["file.name", "file.size"]"#) -> String {
        let grid = component(
            "fileGrid", "grid",
            children: ["a", "b"].map { component("item-\($0)", "card", #", "shows": ["file.name", "file.size"]"#) })
        let list = component(
            "fileList", landscapeType,
            children: ["a", "b"].map { component("row-\($0)", "cell", #", "shows": \#(rowShows)"#) })
        return TestSpec.screen([
            TestSpec.layout(when: #"{ "width": "compact", "height": "regular" }"#, [grid]),
            TestSpec.layout(when: #"{ "width": "compact", "height": "compact" }"#, [list]),
            TestSpec.layout(when: #"{ "width": "regular" }"#, [grid]),
        ])
    }

    @Test func aGridReplacedByAListOfTheSameItemsIsReported() throws {
        let diagnostics = try RuleHarness.findings(Self.files(), rule: RotationKeepsComponentsRule.self)
        #expect(diagnostics.map(\.location.pointer) == ["/layouts/1/components/0/type"])
        #expect(
            diagnostics.map(\.message) == [
                "'fileGrid', a 'grid' in portrait, becomes 'fileList', a 'list' showing the same information, in landscape (compact width); keep it a 'grid' and adjust its size instead"
            ])
        #expect(diagnostics.first?.related.map(\.location.pointer) == ["/layouts/0/components/0/type"])
    }

    @Test func collectionsOfTheSameTypeOrOfOtherInformationAreNotAReplacement() throws {
        for spec in [Self.files(landscapeType: "grid"), Self.files(rowShows: #"["file.name", "file.tags"]"#)] {
            let diagnostics = try RuleHarness.findings(spec, rule: RotationKeepsComponentsRule.self)
            #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        }
    }

    /// Where both size classes stay (the iPad), the replacement is one finding, not one per
    /// component of either collection shown in one orientation only.
    @Test func aReplacementOnTheIPadIsOneFinding() throws {
        let grid = Self.component(
            "grid", "grid", children: [Self.component("card", "card", #", "shows": ["photo.image"]"#)])
        let list = Self.component(
            "list", "list", children: [Self.component("row", "cell", #", "shows": ["photo.image"]"#)])
        let spec = TestSpec.screen([
            TestSpec.layout(when: #"{ "width": "compact" }"#, [grid]),
            TestSpec.layout(when: #"{ "width": "regular", "orientation": "portrait" }"#, [grid]),
            TestSpec.layout(when: #"{ "width": "regular", "orientation": "landscape" }"#, [list]),
        ])
        let diagnostics = try RuleHarness.findings(spec, rule: RotationKeepsComponentsRule.self)
        #expect(
            diagnostics.map(\.location.pointer) == ["/layouts/2/components/0/type"], "\(diagnostics.map(\.message))")
    }

    @Test(arguments: cases)
    func rotationWithinAWidthClassKeepsComponents(_ testCase: Case) throws {
        let spec = TestSpec.screen(orientations: testCase.orientations, testCase.layouts)
        let diagnostics = try RuleHarness.findings(spec, rule: RotationKeepsComponentsRule.self)
        #expect(diagnostics.map(\.location.pointer) == testCase.pointers, "\(diagnostics.map(\.message))")
    }
}
