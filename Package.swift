// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "adaptlint",
    // The oldest systems the package supports: scripts/check-availability (run by .ci/run) fails when
    // the code uses an API of the standard library, Foundation or Dispatch newer than these.
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "adaptlint", targets: ["adaptlint"]),
        .library(name: "AdaptLintKit", targets: ["AdaptLintCLI"]),
        .plugin(name: "AdaptLintPlugin", targets: ["AdaptLintPlugin"]),
        .plugin(name: "AdaptLintBuildToolPlugin", targets: ["AdaptLintBuildToolPlugin"]),
    ],
    targets: [
        // Bytes -> JSON tree with positions. No dependencies.
        .target(name: "AdaptJSON"),
        // Spec model and decoder, diagnostics, the rule protocol and the engine.
        // Devices/Catalog holds the device data scripts/generate-devices compiles in; not a resource.
        .target(name: "AdaptLintCore", dependencies: ["AdaptJSON"], exclude: ["Devices/Catalog"]),
        // Readers for inputs that are not spec JSON (Interface Builder documents, property lists) into
        // the same spec model. XML is read by the target's own XMLScanner, so the binary needs no libxml2.
        .target(name: "AdaptLintReaders", dependencies: ["AdaptJSON", "AdaptLintCore"]),
        // The rule catalog: one file per guideline rule, plus generated docs.
        .target(
            name: "AdaptLintRules",
            dependencies: ["AdaptLintCore"],
            path: "Rules",
            exclude: ["README.md", "docs"]
        ),
        // One pure type per output format.
        .target(name: "AdaptLintReporters", dependencies: ["AdaptLintCore"]),
        // `adaptlint lsp`: a Language Server Protocol server over stdio (docs/editors.md).
        .target(name: "AdaptLintLSP", dependencies: ["AdaptJSON", "AdaptLintCore", "AdaptLintRules"]),
        // Argument parsing, file discovery, running, exit codes.
        .target(
            name: "AdaptLintCLI",
            dependencies: ["AdaptLintCore", "AdaptLintRules", "AdaptLintReporters", "AdaptLintReaders", "AdaptLintLSP"]
        ),
        .executableTarget(name: "adaptlint", dependencies: ["AdaptLintCLI"]),
        // `swift package adaptlint`: runs the tool inside a package that depends on this one.
        .plugin(
            name: "AdaptLintPlugin",
            capability: .command(
                intent: .custom(verb: "adaptlint", description: "Lint the package's screen specs with adaptlint")
                // No declared permission, so that linting needs no flag. Writing files into the package
                // (--fix, reports, baselines) needs --allow-writing-to-package-directory where SwiftPM
                // sandboxes plugins (macOS).
            ),
            dependencies: ["adaptlint"]
        ),
        // Lints a target's own specs on every build, incrementally; findings appear in Xcode's issue
        // navigator (docs/editors.md).
        .plugin(name: "AdaptLintBuildToolPlugin", capability: .buildTool(), dependencies: ["adaptlint"]),

        // Test helpers shared by the test targets (starting processes, a seeded random generator).
        .target(name: "AdaptTestSupport", path: "Tests/Support"),
        .testTarget(name: "AdaptJSONTests", dependencies: ["AdaptJSON", "AdaptTestSupport"]),
        .testTarget(
            name: "AdaptLintCoreTests", dependencies: ["AdaptLintCore", "AdaptLintRules", "AdaptTestSupport"]),
        .testTarget(
            name: "AdaptLintRulesTests", dependencies: ["AdaptLintRules", "AdaptLintCore", "AdaptTestSupport"]),
        .testTarget(
            name: "AdaptLintReportersTests",
            dependencies: [
                "AdaptLintReporters", "AdaptLintCore", "AdaptLintReaders", "AdaptLintRules", "AdaptTestSupport",
            ],
            exclude: ["Golden"]
        ),
        .testTarget(name: "AdaptLintLSPTests", dependencies: ["AdaptLintLSP", "AdaptTestSupport"]),
        .testTarget(
            name: "AdaptLintReadersTests",
            dependencies: ["AdaptLintReaders", "AdaptLintCore", "AdaptLintRules", "AdaptTestSupport"]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["AdaptLintCLI", "AdaptTestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
