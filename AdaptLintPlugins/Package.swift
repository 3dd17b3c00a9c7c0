// swift-tools-version:6.0
import PackageDescription

// adaptlint's SwiftPM plugins with a prebuilt adaptlint: the plugins of the main package, whose
// tool is an artifact bundle (`binaryTarget`) instead of the linter built from source, so a build
// that uses them compiles nothing of adaptlint. `scripts/make-artifactbundle --package DIR` writes
// this package with the bundle inside it (`path:`), or with the release's `url:` and `checksum:`
// (docs/editors.md, "The prebuilt plugin").
let package = Package(
    name: "AdaptLintPlugins",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .plugin(name: "AdaptLintBuildToolPlugin", targets: ["AdaptLintBuildToolPlugin"]),
        .plugin(name: "AdaptLintPlugin", targets: ["AdaptLintPlugin"]),
    ],
    targets: [
        // The same sources as the main package's plugins (Plugins/ there).
        .plugin(name: "AdaptLintBuildToolPlugin", capability: .buildTool(), dependencies: ["AdaptLintBinary"]),
        .plugin(
            name: "AdaptLintPlugin",
            capability: .command(
                intent: .custom(verb: "adaptlint", description: "Lint the package's screen specs with adaptlint")
            ),
            dependencies: ["AdaptLintBinary"]
        ),
        // adaptlint.artifactbundle: the `adaptlint` executable for each platform (info.json lists them).
        .binaryTarget(name: "AdaptLintBinary", path: "adaptlint.artifactbundle"),
    ]
)
