import AdaptLintCore
import AdaptLintReporters
import Testing

/// The page as a whole: well-formed, self-contained, linked both ways, escaped, deterministic.
struct HTMLReporterTests {
    /// The order fixture linted for real, plus an idiom finding from the real rule, a hand-made
    /// tap-target finding and an invalid file.
    static func mixedReport() -> [FileResult] {
        let idiomSpec = HTMLFixture.orderDetails.replacingOccurrences(
            of: "\"when\": { \"width\": \"regular\" }", with: "\"when\": { \"idiom\": \"pad\" }")
        let order = HTMLFixture.adding(
            [HTMLFixture.diagnostic("tap-target-size", pointer: "/layouts/1/components/2/frame/height", line: 14)],
            to: HTMLFixture.lint(idiomSpec))
        let broken = HTMLFixture.lint(
            "{ \"screen\": \"Broken\", \"orientations\": [\"portrait\"], \"layouts\": [ { \"components\": [], \"frmae\": 1 } ] }",
            path: "specs/broken.json")
        return [order, broken]
    }

    @Test func isWellFormedAndSelfContained() throws {
        let html = HTMLFixture.render(Self.mixedReport())
        let parsed = StrictDocument.parse(html)
        let root = try #require(parsed.root, "not well-formed: \(parsed.error ?? "")")
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(root.elements("style").count == 1)
        #expect(root.elements("script").count == 1)
        #expect(root.elements("script").first?.attributes["src"] == nil)
        #expect(root.elements("link").isEmpty)
        #expect(root.elements("img").isEmpty)
        for element in root.all {
            for (name, value) in element.attributes where name == "href" || name == "src" {
                #expect(value.hasPrefix("#"), "external reference \(name)=\(value)")
            }
        }
        #expect(!html.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "").contains("http"))
    }

    @Test func everyIDIsUniqueAndEveryInPageLinkHasATarget() throws {
        let root = try #require(StrictDocument.parse(HTMLFixture.render(Self.mixedReport())).root)
        let ids = root.all.compactMap { $0.attributes["id"] }
        #expect(Set(ids).count == ids.count)
        let links = root.all.compactMap { $0.attributes["href"] }
        #expect(!links.isEmpty)
        for link in links { #expect(root.element(id: String(link.dropFirst())) != nil, "no target for \(link)") }
    }

    @Test func markersAndListEntriesLinkBothWays() throws {
        let files = Self.mixedReport()
        let root = try #require(StrictDocument.parse(HTMLFixture.render(files)).root)
        let markers = root.elements("a", class: "marker")
        let entries = root.elements("li", class: "finding")
        // The invalid file's findings are listed but not drawn; no-idiom-layout and tap-target-size are drawn.
        let invalid = files[1].diagnostics.count
        #expect(files[1].diagnostics.allSatisfy { $0.ruleID == "invalid-spec" })
        #expect(entries.count == invalid + 2)
        #expect(markers.count == 2)
        for marker in markers {
            let target = try #require(marker.attributes["href"]).dropFirst()
            let entry = try #require(root.element(id: String(target)))
            #expect(entry.classes.contains("finding"))
            let back = entry.elements("a", class: "show").first?.attributes["href"]
            #expect(back == "#" + (marker.attributes["id"] ?? "?"))
        }
        let undrawn = entries.filter { $0.elements("a", class: "show").isEmpty }
        #expect(undrawn.count == invalid)
        #expect(undrawn.allSatisfy { $0.allText.contains("invalid-spec") })
    }

    @Test func drawsOneSVGPerLayoutAndNoneForAnInvalidSpec() throws {
        let root = try #require(StrictDocument.parse(HTMLFixture.render(Self.mixedReport())).root)
        let wireframes = root.elements("svg", class: "wireframe")
        #expect(wireframes.count == 2)
        #expect(wireframes.map { $0.ancestor("figure")?.attributes["id"] } == ["l-1-0", "l-1-1"])
        for svg in wireframes {
            let title = try #require(svg.children.first)
            #expect(title.name == "title")
            #expect(svg.attributes["aria-labelledby"] == title.attributes["id"])
        }
        let broken = try #require(root.element(id: "s-0"))
        #expect(broken.elements("svg").isEmpty)
        #expect(broken.allText.contains("Not drawn"))
    }

    @Test func labelsEveryComponentWithItsIDAndType() throws {
        let root = try #require(
            StrictDocument.parse(HTMLFixture.render([HTMLFixture.lint(HTMLFixture.orderDetails)])).root)
        let compact = try #require(root.element(id: "l-0-0"))
        let labels = compact.elements("text", class: "label").map(\.allText)
        #expect(labels == ["header · header", "status · text", "related · carousel", "approve · button"])
        #expect(root.element(id: "c-0-0-0-0")?.elements("title").first?.allText.contains("'status'") == true)
    }

    @Test func escapesHostileStrings() throws {
        let hostile = "<script>alert(1)</script>"
        let json = """
            { "screen": "\\u003cscript>alert(1)\\u003c/script>", "orientations": ["portrait"], "layouts": [ { "components": [
              { "id": "<script>alert(1)</script>", "type": "button", "frame": { "x": 0, "y": 0, "width": 20, "height": 20 } },
              { "id": "\\" onload=\\"x", "type": "text", "size": { "width": 100, "height": 20 } } ] } ] }
            """
        let path = "specs/<img src=x onerror=alert(1)>.json"
        let file = HTMLFixture.adding(
            [
                HTMLFixture.diagnostic(
                    "tap-target-size", pointer: "/layouts/0/components/0", message: "'\(hostile)' is 20x20pt",
                    path: path)
            ],
            to: HTMLFixture.lint(json, path: path))
        let html = HTMLFixture.render([file])
        #expect(html.components(separatedBy: "<script").count == 2, "only the report's own script element")
        #expect(!html.contains("<img"))
        #expect(!html.contains("\" onload=\"x"))
        let root = try #require(StrictDocument.parse(html).root)
        #expect(root.elements("script").count == 1)
        #expect(root.elements("img").isEmpty)
        #expect(root.all.allSatisfy { $0.attributes["onload"] == nil && $0.attributes["onerror"] == nil })
        // The text survives, escaped: a parser gives back the original characters.
        #expect(root.elements("h2").contains { $0.allText == hostile })
        #expect(root.elements("text", class: "label").contains { $0.allText.hasPrefix("<scr") })
        #expect(root.elements("span", class: "message").contains { $0.allText == "'\(hostile)' is 20x20pt" })
    }

    @Test func sameReportGivesTheSameBytes() {
        let files = Self.mixedReport()
        let first = HTMLFixture.render(files)
        #expect(HTMLFixture.render(files) == first)
        #expect(HTMLFixture.render(files.reversed()) == first)
    }

    @Test func summaryCountsByRuleAndSeverityAndRanksScreens() throws {
        var files = Self.mixedReport()
        files.append(
            HTMLFixture.adding(
                [
                    HTMLFixture.diagnostic(
                        "carousel-reach", .warning, pointer: "/layouts/0/components/1", path: "specs/home.json")
                ],
                to: HTMLFixture.lint(HTMLFixture.orderDetails, path: "specs/home.json")))
        let root = try #require(StrictDocument.parse(HTMLFixture.render(files)).root)
        let rows = root.elements("tr").map { row in row.children.map(\.allText) }
        #expect(rows.contains(["no-idiom-layout", "1", "0", "0", "1"]))
        #expect(rows.contains(["invalid-spec", "1", "0", "0", "1"]))
        #expect(rows.contains(["tap-target-size", "1", "0", "0", "1"]))
        #expect(rows.contains(["carousel-reach", "0", "1", "0", "1"]))
        let ranked = try #require(root.elements("section", class: "summary").first?.elements("ol").first)
        #expect(ranked.elements("a").map { $0.attributes["href"] ?? "" } == ["#s-2", "#s-0", "#s-1"])
        let totals = root.elements("ul", class: "totals").first?.elements("strong").map(\.allText)
        #expect(totals == ["3", "1", "0"])
    }

    @Test func listsAnUnreadableFileWithoutDrawingIt() throws {
        let unreadable = FileResult(path: "specs/locked.json", diagnostics: [], readError: "Permission denied")
        let root = try #require(StrictDocument.parse(HTMLFixture.render([unreadable])).root)
        let section = try #require(root.element(id: "s-0"))
        #expect(section.allText.contains("could not be read (Permission denied)"))
        #expect(section.elements("svg").isEmpty)
    }

    @Test func saysTrulyWhyADocumentOrPropertyListIsNotDrawn() throws {
        let storyboard = HTMLFixture.adding(
            [HTMLFixture.diagnostic("tap-target-size", pointer: "", path: "App/Main.storyboard")],
            to: FileResult(path: "App/Main.storyboard", diagnostics: []))
        let plist = FileResult(path: "App/Info.plist", diagnostics: [])
        let broken = HTMLFixture.adding(
            [HTMLFixture.diagnostic("invalid-json", pointer: "", path: "specs/broken.json")],
            to: FileResult(path: "specs/broken.json", diagnostics: []))
        let root = try #require(StrictDocument.parse(HTMLFixture.render([storyboard, plist, broken])).root)
        let texts = root.elements("p", class: "not-drawn").map(\.allText)
        #expect(texts.count == 3)
        #expect(texts.contains { $0.contains("the document holds no scene or top-level view to draw") })
        #expect(texts.contains { $0 == "An Info.plist holds app settings, not a screen: nothing to draw." })
        #expect(texts.contains { $0.contains("is not a valid screen spec") })
        #expect(texts.filter { $0.contains("is not a valid screen spec") }.count == 1)
    }

    @Test func isRegisteredForFormatHTML() {
        #expect(Reporters.reporter(named: "html") is HTMLReporter)
    }
}

/// Specs are untrusted: extreme numbers must draw (clamped), never trap.
struct HTMLHostileNumberTests {
    static let cases: [(name: String, component: String)] = [
        (
            "huge frame",
            #"{ "id": "a", "type": "button", "frame": { "x": 1e308, "y": 1e308, "width": 1e308, "height": 1e308 } }"#
        ),
        (
            "far negative origin",
            #"{ "id": "a", "type": "button", "frame": { "x": -1e308, "y": -1e308, "width": 1e308, "height": 1 } }"#
        ),
        (
            "huge hit area",
            #"{ "id": "a", "type": "button", "frame": { "x": 0, "y": 0, "width": 1, "height": 1 }, "hitArea": { "width": 1e308, "height": 1e308 } }"#
        ),
        (
            "huge carousel",
            #"{ "id": "a", "type": "carousel", "size": { "width": 1e308, "height": 1e308 }, "items": 1e308, "visibleItems": 1e308, "rows": 1e308 }"#
        ),
        (
            "tiny carousel",
            #"{ "id": "a", "type": "carousel", "size": { "width": 1e-308, "height": 1e-308 }, "items": 1e308, "visibleItems": 1e-308, "rows": 1 }"#
        ),
        (
            "nested overflow",
            #"{ "id": "a", "type": "card", "frame": { "x": 1e308, "y": 0, "width": 1e308, "height": 1e308 }, "children": [ { "id": "b", "type": "button", "frame": { "x": 1e308, "y": 1e308, "width": 1e308, "height": 1e308 } } ] }"#
        ),
    ]

    @Test(arguments: cases.map(\.name))
    func extremeNumbersRenderWithoutTrapping(_ name: String) throws {
        let component = try #require(Self.cases.first { $0.name == name }).component
        let json =
            #"{ "screen": "S", "orientations": ["portrait"], "layouts": [ { "when": { "width": "regular" }, "components": [ "#
            + component + " ] } ] }"
        let file = HTMLFixture.lint(json)
        try #require(file.spec != nil, "the decoder rejected the spec: \(file.diagnostics.map(\.message))")
        let drawn = HTMLFixture.adding(
            [
                HTMLFixture.diagnostic("tap-target-size", pointer: "/layouts/0/components/0"),
                HTMLFixture.diagnostic("carousel-reach", .warning, pointer: "/layouts/0/components/0"),
                HTMLFixture.diagnostic(
                    "information-parity", pointer: "/layouts/0", message: String(repeating: "x ", count: 500)),
            ], to: file)
        let html = HTMLFixture.render([drawn])
        let root = try #require(StrictDocument.parse(html).root)
        #expect(root.elements("svg", class: "wireframe").count == 1)
        // Every coordinate is a plain decimal within range: no NaN, infinity or exponent.
        let numeric: Set<String> = [
            "x", "y", "width", "height", "cx", "cy", "r", "x1", "x2", "y1", "y2", "dy", "viewBox",
        ]
        for element in root.all where element.ancestor("svg") != nil {
            for (name, value) in element.attributes where numeric.contains(name) {
                for part in value.split(separator: " ") {
                    let number = try #require(Double(part), "\(name)=\(value)")
                    #expect(abs(number) <= 1_000_000 && !part.contains("e"), "\(name)=\(value)")
                }
            }
        }
    }
}
