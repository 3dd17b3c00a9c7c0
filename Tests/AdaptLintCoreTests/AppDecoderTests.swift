import AdaptJSON
import AdaptLintCore
import Foundation
import Testing

/// A minimal app description with one navigation object; `navigation` is its JSON text.
func appWith(navigation: String) -> String {
    #"{ "app": "Sales", "navigation": "# + navigation + " }"
}

/// A minimal app description with the given screens (JSON texts).
func appWith(screens: [String]) -> String {
    #"{ "app": "Sales", "screens": ["# + screens.joined(separator: ", ") + "] }"
}

/// Every problem the app decoder reports on its own: one description, one diagnostic, as in
/// ``decodingCases``.
let appDecodingCases: [DecodingCase] = [
    DecodingCase(
        name: "blank app name", spec: #"{ "app": ↓"  " }"#, message: "'app' must not be empty", pointer: "/app"),
    DecodingCase(
        name: "app name is a number", spec: #"{ "app": ↓7 }"#,
        message: "expected a string for 'app', found a number", pointer: "/app"),
    DecodingCase(
        name: "misspelt top-level key", spec: #"{ "app": "Sales", ↓"navigaton": {} }"#,
        message: "unknown key 'navigaton' in the app description; did you mean 'navigation'?", pointer: "/navigaton"),
    DecodingCase(
        name: "a screen key in an app description", spec: #"{ "app": "Sales", ↓"screen": "Orders" }"#,
        message: "unknown key 'screen' in the app description; did you mean 'screens'?", pointer: "/screen"),
    DecodingCase(
        name: "deployment target is not a version", spec: #"{ "app": "Sales", "deploymentTarget": ↓"iOS 17" }"#,
        message: #"'deploymentTarget' is 'iOS 17'; write an iOS version such as "17.0" or "18""#,
        pointer: "/deploymentTarget"),
    DecodingCase(
        name: "deployment target is a number", spec: #"{ "app": "Sales", "deploymentTarget": ↓17.0 }"#,
        message: "expected a string for 'deploymentTarget', found a number", pointer: "/deploymentTarget"),
    DecodingCase(
        name: "multiWindow without supported", spec: #"{ "app": "Sales", "multiWindow": ↓{ "required": false } }"#,
        message: "missing required key 'supported' in 'multiWindow'; say whether the app opens several windows",
        pointer: "/multiWindow"),
    DecodingCase(
        name: "multiWindow required is a string",
        spec: #"{ "app": "Sales", "multiWindow": { "supported": true, "required": ↓"no" } }"#,
        message: "expected a boolean for 'required', found a string", pointer: "/multiWindow/required"),
    DecodingCase(
        name: "navigation is an array", spec: #"{ "app": "Sales", "navigation": ↓[] }"#,
        message: "expected an object for 'navigation', found an array", pointer: "/navigation"),
    DecodingCase(
        name: "navigation without regular",
        spec: appWith(navigation: #"↓{ "compact": "tabBar", "destinations": [ { "id": "a" } ] }"#),
        message:
            "missing required key 'regular' in 'navigation'; name the regular width's container: 'tabBar', 'sidebar', 'sidebarAdaptable' or 'stack'",
        pointer: "/navigation"),
    DecodingCase(
        name: "navigation without destinations",
        spec: appWith(navigation: #"↓{ "compact": "tabBar", "regular": "sidebar" }"#),
        message: "missing required key 'destinations' in 'navigation'; list the tabs or sidebar items",
        pointer: "/navigation"),
    DecodingCase(
        name: "empty destinations",
        spec: appWith(navigation: #"{ "compact": "tabBar", "regular": "sidebar", "destinations": ↓[] }"#),
        message: "'destinations' is empty; list the tabs or sidebar items, or remove the key",
        pointer: "/navigation/destinations"),
    DecodingCase(
        name: "misspelt navigation style",
        spec: appWith(
            navigation: #"{ "compact": ↓"tabbar", "regular": "sidebar", "destinations": [ { "id": "a" } ] }"#),
        message: "'tabbar' is not a valid value for 'compact'; did you mean 'tabBar'?", pointer: "/navigation/compact"),
    DecodingCase(
        name: "unknown destination level",
        spec: appWith(
            navigation:
                #"{ "compact": "tabBar", "regular": "sidebar", "destinations": [ { "id": "a", "level": ↓"main" } ] }"#
        ),
        message: "'main' is not a valid value for 'level'; expected 'primary' or 'secondary'",
        pointer: "/navigation/destinations/0/level"),
    DecodingCase(
        name: "destination without id",
        spec: appWith(
            navigation: #"{ "compact": "tabBar", "regular": "sidebar", "destinations": [ ↓{ "title": "A" } ] }"#),
        message: "missing required key 'id' in a destination", pointer: "/navigation/destinations/0"),
    DecodingCase(
        name: "misspelt destination key",
        spec: appWith(
            navigation:
                #"{ "compact": "tabBar", "regular": "sidebar", "destinations": [ { "id": "a", ↓"childern": [] } ] }"#
        ),
        message: "unknown key 'childern' in a destination; did you mean 'children'?",
        pointer: "/navigation/destinations/0/childern"),
    DecodingCase(
        name: "blank destination screen",
        spec: appWith(
            navigation:
                #"{ "compact": "tabBar", "regular": "sidebar", "destinations": [ { "id": "a", "screen": ↓"" } ] }"#
        ),
        message: "'screen' must not be empty; give the path of a screen spec relative to the app file",
        pointer: "/navigation/destinations/0/screen"),
    DecodingCase(
        name: "destination id used twice in the tree",
        spec: appWith(
            navigation:
                #"{ "compact": "tabBar", "regular": "sidebar", "destinations": [ { "id": ↓"orders", "children": [ { "id": ↓"orders" } ] } ] }"#
        ),
        message: "destination id 'orders' is used twice", pointer: "/navigation/destinations/0/children/0/id",
        related: ("first used here", "/navigation/destinations/0/id")),
    DecodingCase(
        name: "screens is an object", spec: #"{ "app": "Sales", "screens": ↓{} }"#,
        message: "expected an array for 'screens', found an object", pointer: "/screens"),
    DecodingCase(
        name: "screen without spec", spec: appWith(screens: [#"↓{ "id": "orders" }"#]),
        message: "missing required key 'spec' in a screen; give the path of its screen spec", pointer: "/screens/0"),
    DecodingCase(
        name: "screen spec is a number", spec: appWith(screens: [#"{ "id": "orders", "spec": ↓1 }"#]),
        message: "expected a string for 'spec', found a number", pointer: "/screens/0/spec"),
    DecodingCase(
        name: "unknown role", spec: appWith(screens: [#"{ "id": "orders", "spec": "a.json", "role": ↓"details" }"#]),
        message: "'details' is not a valid value for 'role'; did you mean 'detail'?", pointer: "/screens/0/role"),
    DecodingCase(
        name: "misspelt screen key", spec: appWith(screens: [#"{ "id": "orders", "spec": "a.json", ↓"open": [] }"#]),
        message: "unknown key 'open' in a screen; did you mean 'opens'?", pointer: "/screens/0/open"),
    DecodingCase(
        name: "four split-view columns",
        spec: appWith(screens: [#"{ "id": "orders", "spec": "a.json", "splitView": { "columns": ↓4 } }"#]),
        message: "'columns' is 4; a split view has 2 or 3 columns (remove 'splitView' for one)",
        pointer: "/screens/0/splitView/columns"),
    DecodingCase(
        name: "fractional split-view columns",
        spec: appWith(screens: [#"{ "id": "orders", "spec": "a.json", "splitView": { "columns": ↓2.5 } }"#]),
        message: "'columns' must be a whole number, found 2.5", pointer: "/screens/0/splitView/columns"),
    DecodingCase(
        name: "split view without columns",
        spec: appWith(screens: [#"{ "id": "orders", "spec": "a.json", "splitView": ↓{ "custom": true } }"#]),
        message: "missing required key 'columns' in 'splitView'; give 2 or 3", pointer: "/screens/0/splitView"),
    DecodingCase(
        name: "opens is a string",
        spec: appWith(screens: [#"{ "id": "orders", "spec": "a.json", "opens": ↓"order" }"#]),
        message: "expected an array for 'opens', found a string", pointer: "/screens/0/opens"),
    DecodingCase(
        name: "opens an unknown screen",
        spec: appWith(screens: [
            #"{ "id": "orders", "spec": "a.json", "opens": [↓"ordr"] }"#, #"{ "id": "order", "spec": "b.json" }"#,
        ]),
        message: "screen 'orders' opens 'ordr', which is not in 'screens'; did you mean 'order'?",
        pointer: "/screens/0/opens/0"),
    DecodingCase(
        name: "screen id used twice",
        spec: appWith(screens: [#"{ "id": ↓"orders", "spec": "a.json" }"#, #"{ "id": ↓"orders", "spec": "b.json" }"#]),
        message: "screen id 'orders' is used twice", pointer: "/screens/1/id",
        related: ("first used here", "/screens/0/id")),
]

@Suite struct AppDecoderTests {
    @Test(arguments: appDecodingCases)
    func reportsTheProblemWhereItIs(_ testCase: DecodingCase) throws {
        let marked = MarkedSpec(testCase.spec)
        let diagnostics = decodeDiagnostics(marked.text)
        try #require(diagnostics.count == 1, "got \(diagnostics.map(\.message))")
        let diagnostic = diagnostics[0]
        #expect(diagnostic.ruleID == "invalid-spec")
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == testCase.message)
        #expect(diagnostic.location.pointer == testCase.pointer)
        let primary: SourcePosition
        if let related = testCase.related {
            try #require(marked.markers.count == 2)
            try #require(diagnostic.related.count == 1)
            #expect(diagnostic.related[0].message == related.message)
            #expect(diagnostic.related[0].location.pointer == related.pointer)
            #expect(diagnostic.related[0].location.start == marked.markers[0])
            primary = marked.markers[1]
        } else {
            try #require(marked.markers.count == 1)
            primary = marked.markers[0]
        }
        #expect(diagnostic.location.start == primary)
    }

    @Test func decodesEveryKey() throws {
        let text = try String(
            contentsOf: Repository.root.appendingPathComponent("Samples/clean/sales-app.json"), encoding: .utf8)
        let document = try JSONParser.parse(Array(text.utf8))
        #expect(AppDecoder.isAppDescription(document))
        let app = try AppDecoder.decode(document).get()
        #expect(app.app.value == "Sales Assistant")
        #expect(app.deploymentTarget?.value == OSVersion(major: 18, minor: 0))
        #expect(app.multiWindow?.supported.value == true)
        #expect(app.multiWindow?.required?.value == false)
        let navigation = try #require(app.navigation)
        #expect(navigation.compact.value == .tabBar)
        #expect(navigation.regular.value == .sidebar)
        #expect(navigation.allDestinations.map(\.destination.id.value) == ["home", "orders", "order", "settings"])
        #expect(navigation.allDestinations.map(\.depth) == [0, 0, 1, 0])
        #expect(navigation.destinations[1].height == 1)
        #expect(app.screens.map(\.id.value) == ["home", "orders", "order", "filter", "settings"])
        let orders = try #require(app.screen("orders"))
        #expect(orders.splitView?.columns.value == 2)
        #expect(orders.splitView?.isCustom == false)
        #expect(orders.opens.map(\.value) == ["order", "filter"])
        #expect(app.screen("order")?.role?.value == .detail)
    }

    @Test(arguments: [
        ("17", OSVersion(major: 17)), ("16.4", OSVersion(major: 16, minor: 4)),
        ("16.4.1", OSVersion(major: 16, minor: 4)),
    ])
    func readsDeploymentTargets(_ text: String, _ expected: OSVersion) throws {
        let document = try JSONParser.parse(Array(#"{ "app": "A", "deploymentTarget": "\#(text)" }"#.utf8))
        #expect(try AppDecoder.decode(document).get().deploymentTarget?.value == expected)
    }

    @Test(arguments: ["", "17.", ".1", "17.0.0.1", "١٧", "-1", "17.x"])
    func rejectsMalformedDeploymentTargets(_ text: String) {
        let diagnostics = decodeDiagnostics(#"{ "app": "A", "deploymentTarget": "\#(text)" }"#)
        #expect(diagnostics.map(\.location.pointer) == ["/deploymentTarget"])
    }

    /// The root key decides: a screen spec is never read as an app description, and a root that is
    /// not an object stays a screen spec problem.
    @Test func theRootKeyDecidesTheKindOfFile() throws {
        #expect(!AppDecoder.isAppDescription(try JSONParser.parse(Array(#"{ "screen": "app" }"#.utf8))))
        #expect(!AppDecoder.isAppDescription(try JSONParser.parse(Array(#"["app"]"#.utf8))))
        #expect(AppDecoder.isAppDescription(try JSONParser.parse(Array(#"{ "screen": "S", "app": "A" }"#.utf8))))
        #expect(
            decodeDiagnostics(#"{ "screen": "app" }"#).map(\.message).contains {
                $0.hasPrefix("missing required key 'orientations' in the screen spec")
            })
    }

    @Test func collectsEveryProblemOfOneFile() {
        let diagnostics = decodeDiagnostics(
            #"{ "app": "", "multiWindow": { "supported": 1 }, "screens": [ { "id": "a", "spec": "a.json", "role": "lst" } ] }"#
        )
        #expect(diagnostics.map(\.location.pointer) == ["/app", "/multiWindow/supported", "/screens/0/role"])
    }

    /// Unknown `opens` ids get a "did you mean" hint only up to the cap: each hint compares the id
    /// with every screen id, so 200 unknown ids among 200 screens would cost 40,000 comparisons.
    @Test func unknownOpensGetAtMostTheCappedNumberOfHints() {
        let count = AppDecoder.maximumHintScreens
        let screens = (0..<count).map { index in
            #"{ "id": "screen-\#(index)", "spec": "s.json", "opens": ["screen-\#(index)x"] }"#
        }
        let diagnostics = decodeDiagnostics(appWith(screens: screens))
        let unknown = diagnostics.filter { $0.message.contains("which is not in 'screens'") }
        #expect(unknown.count == count)
        let hinted = unknown.filter { $0.message.contains("did you mean") }
        #expect(hinted.count == AppDecoder.maximumOpensHints)
        #expect(hinted.first?.message.hasSuffix("did you mean 'screen-0'?") == true)
    }

    /// Past the screen count where a hint search would cost too much, no unknown id gets one.
    @Test func anAppWithManyScreensGetsNoHints() {
        let count = AppDecoder.maximumHintScreens + 1
        let screens = (0..<count).map { index in
            #"{ "id": "screen-\#(index)", "spec": "s.json", "opens": ["screen-\#(index)x"] }"#
        }
        let diagnostics = decodeDiagnostics(appWith(screens: screens))
        #expect(diagnostics.filter { $0.message.contains("which is not in 'screens'") }.count == count)
        #expect(!diagnostics.contains { $0.message.contains("did you mean") })
    }
}
