import AdaptLintCore
import AdaptTestSupport
import Foundation
import Testing

/// The JSON Schema printed by `adaptlint schema` against the decoder it describes.
@Suite struct SchemaTests {
    static func schema() throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(SpecSchema.text.utf8))
        return try #require(object as? [String: Any])
    }

    static func definition(_ path: String...) throws -> [String: Any] {
        var current = try schema()
        for key in path {
            current = try #require(current[key] as? [String: Any], "no '\(key)' in the schema")
        }
        return current
    }

    static func propertyNames(_ path: String...) throws -> Set<String> {
        var current = try schema()
        for key in path {
            current = try #require(current[key] as? [String: Any], "no '\(key)' in the schema")
        }
        let properties = try #require(current["properties"] as? [String: Any])
        return Set(properties.keys)
    }

    /// Validates files against the schema with python's jsonschema (draft 2020-12), after checking the
    /// schema itself against the draft's meta-schema. Prints one `path<TAB>valid|invalid: ...` line per file.
    static let validator = """
        import json, sys
        from jsonschema import Draft202012Validator
        schema = json.load(open(sys.argv[1]))
        Draft202012Validator.check_schema(schema)
        validator = Draft202012Validator(schema)
        for path in sys.argv[2:]:
            errors = sorted(validator.iter_errors(json.load(open(path))), key=lambda e: list(e.absolute_path))
            print(path + "\\t" + ("valid" if not errors else "invalid: " + "; ".join(e.message for e in errors[:3])))
        """

    /// Runs ``validator`` and returns its verdict per file.
    static func validate(_ paths: [String]) throws -> [String: String] {
        let scratch = try ScratchDirectory()
        let schemaPath = try scratch.write("schema.json", SpecSchema.text)
        let output = try Python.run(["-c", validator, schemaPath] + paths)
        try #require(output.status == 0, "python3 failed: \(output.stderr)")
        var verdicts: [String: String] = [:]
        for line in output.stdout.split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
            if parts.count == 2 { verdicts[parts[0]] = parts[1] }
        }
        return verdicts
    }

    @Test func isJSONWithTheDocumentedIdentity() throws {
        let schema = try Self.schema()
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(schema["$id"] as? String == SpecSchema.identifier)
        let oneOf = try #require(schema["oneOf"] as? [[String: Any]])
        #expect(oneOf.compactMap { $0["$ref"] as? String } == ["#/$defs/screenSpec", "#/$defs/appDescription"])
        let screen = try Self.definition("$defs", "screenSpec")
        #expect(screen["required"] as? [String] == ["screen", "orientations", "layouts"])
        #expect(screen["additionalProperties"] as? Bool == false)
        let app = try Self.definition("$defs", "appDescription")
        #expect(app["required"] as? [String] == ["app"])
    }

    struct KeyCase: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let path: [String]
        let keys: [String]
    }

    static let keyCases: [KeyCase] = [
        KeyCase(testDescription: "screen", path: ["$defs", "screenSpec"], keys: SpecDecoder.Keys.screen),
        KeyCase(testDescription: "layout", path: ["$defs", "layout"], keys: SpecDecoder.Keys.layout),
        KeyCase(testDescription: "condition", path: ["$defs", "condition"], keys: SpecDecoder.Keys.condition),
        KeyCase(
            testDescription: "margins", path: ["$defs", "layout", "properties", "margins"],
            keys: SpecDecoder.Keys.margins),
        KeyCase(
            testDescription: "component margins", path: ["$defs", "component", "properties", "margins"],
            keys: SpecDecoder.Keys.margins),
        KeyCase(testDescription: "frame", path: ["$defs", "frame"], keys: SpecDecoder.Keys.frame),
        KeyCase(testDescription: "size", path: ["$defs", "size"], keys: SpecDecoder.Keys.size),
        KeyCase(testDescription: "component", path: ["$defs", "component"], keys: SpecDecoder.Keys.component),
        KeyCase(testDescription: "font", path: ["$defs", "font"], keys: SpecDecoder.Keys.font),
        KeyCase(
            testDescription: "content size", path: ["$defs", "component", "properties", "contentSize"],
            keys: SpecDecoder.Keys.size),
        KeyCase(testDescription: "app", path: ["$defs", "appDescription"], keys: AppDecoder.Keys.app),
        KeyCase(
            testDescription: "multiWindow", path: ["$defs", "appDescription", "properties", "multiWindow"],
            keys: AppDecoder.Keys.multiWindow),
        KeyCase(
            testDescription: "navigation", path: ["$defs", "appDescription", "properties", "navigation"],
            keys: AppDecoder.Keys.navigation),
        KeyCase(testDescription: "destination", path: ["$defs", "destination"], keys: AppDecoder.Keys.destination),
        KeyCase(testDescription: "app screen", path: ["$defs", "appScreen"], keys: AppDecoder.Keys.screen),
        KeyCase(
            testDescription: "split view", path: ["$defs", "appScreen", "properties", "splitView"],
            keys: AppDecoder.Keys.splitView),
    ]

    /// The object form of `orientations` lists the decoder's device families and refers to the
    /// same list as the array form.
    @Test func orientationsAcceptTheArrayOrOneListPerFamily() throws {
        let orientations = try Self.definition("$defs", "screenSpec", "properties", "orientations")
        let forms = try #require(orientations["oneOf"] as? [[String: Any]])
        try #require(forms.count == 2)
        #expect(forms[0]["$ref"] as? String == "#/$defs/orientationList")
        let properties = try #require(forms[1]["properties"] as? [String: Any])
        #expect(Set(properties.keys) == Set(SpecDecoder.Keys.orientationFamilies + [SuppressionPolicy.key]))
        #expect(forms[1]["additionalProperties"] as? Bool == false)
    }

    @Test(arguments: keyCases)
    func listsExactlyTheKeysTheDecoderAccepts(_ testCase: KeyCase) throws {
        var object = try Self.schema()
        for key in testCase.path {
            object = try #require(object[key] as? [String: Any])
        }
        let properties = try #require(object["properties"] as? [String: Any])
        // Every object also accepts `suppressions` (docs/suppressions.md).
        #expect(Set(properties.keys) == Set(testCase.keys + [SuppressionPolicy.key]))
        #expect(object["additionalProperties"] as? Bool == false)
    }

    struct EnumCase: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let path: [String]
        let values: [String]
    }

    static let enumCases: [EnumCase] = [
        EnumCase(
            testDescription: "orientations", path: ["$defs", "orientationList", "items"],
            values: Orientation.allCases.map(\.rawValue)),
        EnumCase(
            testDescription: "size classes", path: ["$defs", "sizeClass"], values: SizeClass.allCases.map(\.rawValue)),
        EnumCase(
            testDescription: "orientation families", path: ["$defs", "condition", "properties", "orientation"],
            values: OrientationFamily.allCases.map(\.rawValue)),
        EnumCase(
            testDescription: "idioms", path: ["$defs", "condition", "properties", "idiom"],
            values: Idiom.allCases.map(\.rawValue)),
        EnumCase(
            testDescription: "component types", path: ["$defs", "component", "properties", "type"],
            values: ComponentType.allCases.map(\.rawValue)),
        EnumCase(
            testDescription: "text styles", path: ["$defs", "font", "properties", "style"],
            values: TextStyle.allCases.map(\.rawValue)),
        EnumCase(
            testDescription: "navigation styles", path: ["$defs", "navigationStyle"],
            values: NavigationStyle.allCases.map(\.rawValue)),
        EnumCase(
            testDescription: "destination levels", path: ["$defs", "destination", "properties", "level"],
            values: DestinationLevel.allCases.map(\.rawValue)),
        EnumCase(
            testDescription: "screen roles", path: ["$defs", "appScreen", "properties", "role"],
            values: ScreenRole.allCases.map(\.rawValue)),
    ]

    @Test(arguments: enumCases)
    func listsTheVocabulary(_ testCase: EnumCase) throws {
        var object = try Self.schema()
        for key in testCase.path {
            object = try #require(object[key] as? [String: Any])
        }
        #expect(object["enum"] as? [String] == testCase.values)
    }

    @Test(.integration(.pythonModule("jsonschema", package: "jsonschema")))
    func isAValidDraft202012SchemaThatAcceptsEverySample() throws {
        let samples = try Repository.sampleFiles()
        try #require(samples.count >= 10)
        let paths = samples.map { Repository.root.appendingPathComponent($0).path }
        let verdicts = try Self.validate(paths)
        for (sample, path) in zip(samples, paths) {
            #expect(verdicts[path] == "valid", "\(sample): \(verdicts[path] ?? "not checked")")
        }
    }

    /// Problems that only adaptlint's decoder can see: JSON Schema validates the parsed value, where a
    /// duplicate key has already been collapsed, ids are not compared across a tree, and 1e999 is infinity.
    static let decoderOnly: Set<String> = [
        "duplicate top-level key", "duplicate component key", "duplicate component id",
        "duplicate component id between a parent and a child", "duplicate component id between two children",
        "negative coordinates are allowed, huge ones are not", "height that overflows a double",
    ]

    /// The same for app descriptions: ids are not compared by JSON Schema, nor `opens` against them.
    static let appDecoderOnly: Set<String> = [
        "destination id used twice in the tree", "screen id used twice", "opens an unknown screen",
    ]

    @Test(.integration(.pythonModule("jsonschema", package: "jsonschema")))
    func rejectsWhatTheDecoderRejectsExceptWhatNoSchemaCanSee() throws {
        let scratch = try ScratchDirectory()
        var paths: [String: String] = [:]
        let cases = decodingCases + appDecodingCases
        for (index, testCase) in cases.enumerated() {
            paths[testCase.name] = try scratch.write("case\(index).json", MarkedSpec(testCase.spec).text)
        }
        let verdicts = try Self.validate(cases.compactMap { paths[$0.name] })
        for testCase in cases {
            let verdict = try #require(paths[testCase.name].flatMap { verdicts[$0] }, "\(testCase.name) not checked")
            if Self.decoderOnly.contains(testCase.name) || Self.appDecoderOnly.contains(testCase.name) {
                #expect(verdict == "valid", "\(testCase.name): the schema now catches it; move it out of decoderOnly")
            } else {
                #expect(verdict.hasPrefix("invalid"), "\(testCase.name): the schema accepts what the decoder rejects")
            }
        }
    }
}
