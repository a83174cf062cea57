// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "rowc",
    products: [
        .executable(name: "rowc", targets: ["rowc"]),
        .library(name: "RowKit", targets: ["RowKit", "RowKitStrings"]),
        .library(name: "RowcDriver", targets: ["RowcDriver"]),
        .plugin(name: "RowcPlugin", targets: ["RowcPlugin"]),
    ],
    targets: [
        // The row runtime an app links and the compiler lays rows out with: rows and sections, a
        // row's parts, theme, colours, text sizes, frames, the layout engine and text measuring, on
        // the standard library only; under `#if canImport(UIKit)`, the cell, its registration and
        // a diffable data source.
        .target(name: "RowKit"),
        // `RowStrings`, the bundle localized specs look their text up in: RowKit's one use of
        // Foundation, apart so that RowKit needs the standard library only outside UIKit.
        .target(name: "RowKitStrings"),
        // Positions, spans, files and line tables: the vocabulary every phase shares.
        .target(name: "RowcSource"),
        // Swift's rules for names, and the one routine that derives names from text.
        .target(name: "RowcNames"),
        // The process and the machine, the one module that calls the C library: cores, files, folders,
        // threads, signals, math functions and errno wording.
        .target(name: "RowcSystem", dependencies: ["CSystem"]),
        // A small ordered JSON value with a writer and a parser.
        .target(name: "RowcJSON"),
        // Diagnostics as plain data, and their text and JSON renderings.
        .target(name: "RowcDiagnostics", dependencies: ["RowcSource", "RowcJSON"]),
        // Asset catalogs (`.xcassets`): their image, symbol and colour sets, read from the file system.
        .target(name: "RowcAssets", dependencies: ["RowcSource", "RowcDiagnostics", "RowcJSON", "RowcSystem"]),
        // String Catalogs (`.xcstrings`): read, edited and written back byte for byte as Xcode writes them;
        // the one library that links Foundation, for Xcode's key order (KeyOrder.swift, StartUpTests).
        .target(name: "RowcStrings", dependencies: ["RowcSource", "RowcDiagnostics", "RowcJSON", "RowcSystem"]),
        // Bytes -> tokens -> syntax tree.
        .target(name: "RowcSyntax", dependencies: ["RowcSource", "RowcDiagnostics", "RowcNames", "RowcSystem"]),
        // Syntax tree -> checked, typed tree.
        .target(name: "RowcSema", dependencies: ["RowKit", "RowcSyntax", "RowcNames", "RowcSystem", "RowcAssets", "RowcStrings", "RowcDiagnostics", "RowcSource"]),
        // Font files -> advances, kerning and tracking: a bounds-checked reader of TrueType and OpenType
        // tables, and the metrics table `rowc metrics` makes from what it reads (FontTable.swift).
        .target(name: "RowcFonts", dependencies: ["RowKit"]),
        // Checked tree -> frames at a width, and the layout report.
        .target(name: "RowcLayout", dependencies: ["RowKit", "RowcSema", "RowcDiagnostics", "RowcJSON", "RowcSource"]),
        // Checked tree -> Swift source.
        .target(name: "RowcCodegen", dependencies: ["RowKit", "RowcNames", "RowcSema", "RowcDiagnostics"]),
        // Syntax tree -> the canonical text of a spec (`rowc fmt`).
        .target(name: "RowcFormat", dependencies: ["RowcSyntax", "RowcSema", "RowcDiagnostics", "RowcSource"]),
        // The language server: framing, JSON-RPC dispatch and the LSP requests (`rowc lsp`).
        .target(name: "RowcServer", dependencies: ["RowKit", "RowcJSON", "RowcFormat", "RowcLayout", "RowcSystem", "RowcAssets", "RowcStrings",
                                                   "RowcDiagnostics", "RowcSema", "RowcSource", "RowcSyntax"]),
        // From C, for RowcSystem alone: extended file attributes (ExtendedAttributes.swift, where `rowc build`
        // keeps its no-op stamp).
        .target(name: "CSystem"),
        // Commands: argument parsing, file discovery, output.
        .target(name: "RowcDriver", dependencies: ["RowKit", "RowcSource", "RowcJSON", "RowcAssets", "RowcStrings", "RowcDiagnostics", "RowcSyntax", "RowcSema", "RowcFonts", "RowcLayout", "RowcCodegen",
                                                   "RowcFormat", "RowcServer", "RowcSystem"]),
        // No unsafe flags here: SwiftPM refuses them in a package depended on by version, which
        // is how apps take the plugin. For the fastest start-up on Linux, build a release binary
        // with `swift build -c release -Xswiftc -static-executable` (Benchmarks/README.md, start-up).
        .executableTarget(name: "rowc", dependencies: ["RowcDriver", "RowcSystem"]),
        // `rowc build` over a target's .rows files, for packages that depend on this one.
        .plugin(name: "RowcPlugin", capability: .buildTool(), dependencies: ["rowc"]),
        // Benchmarks: `swift run -c release rowc-bench`. It depends on `rowc` so that the release
        // executable is built beside it: whole-process figures run the real thing.
        .executableTarget(name: "rowc-bench", dependencies: ["rowc", "RowKit", "RowcDriver", "RowcDiagnostics", "RowcFormat", "RowcJSON", "RowcLayout",
                                                            "RowcSema", "RowcServer", "RowcSource", "RowcStrings", "RowcSyntax"],
                          path: "Benchmarks/rowc-bench"),

        // Helpers every test target shares: the repository root, golden files and their record
        // mode, line diffs, a seeded random generator. It builds nothing of rowc's.
        .target(name: "RowcTestSupport", path: "Tests/RowcTestSupport"),
        // rowc run in-process with its output captured, for the tests of whole commands.
        .target(name: "RowcRunSupport", dependencies: ["RowcDriver", "RowcTestSupport"], path: "Tests/RowcRunSupport"),
        // Each library module's own tests, named for it.
        .testTarget(name: "RowKitTests", dependencies: ["RowKit"]),
        .testTarget(name: "RowcSourceTests", dependencies: ["RowcSource"]),
        .testTarget(name: "RowcSystemTests", dependencies: ["RowcSystem"]),
        .testTarget(name: "RowcJSONTests", dependencies: ["RowcJSON"]),
        .testTarget(name: "RowcAssetsTests", dependencies: ["RowcAssets", "RowcDiagnostics", "RowcJSON", "RowcSource", "RowcTestSupport"]),
        .testTarget(name: "RowcStringsTests", dependencies: ["RowcStrings", "RowcDiagnostics", "RowcJSON", "RowcSource", "RowcTestSupport"]),
        .testTarget(name: "RowcDiagnosticsTests", dependencies: ["RowcDiagnostics", "RowcJSON", "RowcSource"]),
        .testTarget(name: "RowcNamesTests", dependencies: ["RowcNames"]),
        .testTarget(name: "RowcSyntaxTests", dependencies: ["RowcSyntax", "RowcTestSupport", "RowcDiagnostics", "RowcSource"]),
        .testTarget(name: "RowcSemaTests", dependencies: ["RowKit", "RowcSema", "RowcAssets", "RowcStrings", "RowcNames", "RowcSyntax", "RowcDiagnostics", "RowcSource", "RowcTestSupport"]),
        .testTarget(name: "RowcFontsTests", dependencies: ["RowcFonts", "RowcTestSupport"]),
        .testTarget(name: "RowcLayoutTests", dependencies: ["RowKit", "RowcLayout", "RowcTestSupport", "RowcDiagnostics", "RowcSema", "RowcSource"]),
        .testTarget(name: "RowcCodegenTests", dependencies: ["RowKit", "RowcCodegen", "RowcNames", "RowcSema", "RowcSource"]),
        .testTarget(name: "RowcDriverTests", dependencies: ["RowKit", "RowcDriver", "RowcAssets", "RowcStrings", "RowcSystem", "RowcNames", "RowcCodegen", "RowcDiagnostics", "RowcJSON", "RowcLayout", "RowcSema",
                                                       "RowcSyntax", "RowcSource", "RowcRunSupport", "RowcTestSupport"]),
        .testTarget(name: "RowcFormatTests", dependencies: ["RowcFormat", "RowcTestSupport", "RowcDiagnostics", "RowcSema", "RowcSource", "RowcSyntax"]),
        .testTarget(name: "RowcServerTests", dependencies: ["RowKit", "RowcServer", "RowcTestSupport", "RowcJSON", "RowcLayout", "RowcSema", "RowcSource"]),
        // Fuzz regressions, hostile input, linear growth and determinism, over the whole tool.
        .testTarget(name: "RowcReliabilityTests", dependencies: ["RowKit", "RowcDriver", "RowcDiagnostics", "RowcFormat", "RowcJSON",
                                                               "RowcLayout", "RowcSema", "RowcServer", "RowcSource", "RowcStrings", "RowcSyntax",
                                                               "RowcRunSupport", "RowcTestSupport"]),
        // The manifest itself: every target declares the package's modules it imports.
        .testTarget(name: "RowcPackageTests", dependencies: ["RowcTestSupport"]),
        // The editor files under Editors/: the TextMate grammar and the VS Code manifest.
        .testTarget(name: "RowcEditorTests", dependencies: ["RowKit", "RowcSema", "RowcJSON", "RowcTestSupport", "RowcSource", "RowcSyntax"]),
    ]
)

// Fuzz targets (Fuzz/), only when ROWC_FUZZ is set, so they never slow or break the normal build;
// Fuzz/run.sh sets it and builds them with -sanitize=fuzzer,address in .build-fuzz.
if Context.environment["ROWC_FUZZ"] != nil {
    package.targets += [
        .target(name: "CFuzzDriver", path: "Fuzz/CFuzzDriver"),
        .target(name: "FuzzHarness", dependencies: ["CFuzzDriver"], path: "Fuzz/FuzzHarness"),
        .executableTarget(name: "fuzz-frontend", dependencies: ["FuzzHarness", "RowcLayout", "RowcDiagnostics", "RowcJSON", "RowcSema", "RowcSource",
                                                               "RowcSyntax"], path: "Fuzz/FrontEnd"),
        .executableTarget(name: "fuzz-format", dependencies: ["FuzzHarness", "RowcFormat", "RowcDiagnostics", "RowcSema", "RowcSource", "RowcSyntax"], path: "Fuzz/Format"),
        .executableTarget(name: "fuzz-lsp", dependencies: ["FuzzHarness", "RowcServer", "RowcJSON"], path: "Fuzz/LanguageServer"),
        // RowKit's layout of random RowModels, as an app's cell asks for it, against the report's path and the
        // layout's invariants, at every text size and in both directions (seeds: Fuzz/Layout/make-seeds.py).
        .executableTarget(name: "fuzz-layout", dependencies: ["FuzzHarness", "RowKit"], path: "Fuzz/Layout", exclude: ["make-seeds.py"]),
        // Any bytes as a font: the reader and `rowc metrics`' table making (seeds: Fuzz/Fonts/make-seeds.py).
        .executableTarget(name: "fuzz-fonts", dependencies: ["FuzzHarness", "RowKit", "RowcFonts"],
                          path: "Fuzz/Fonts", exclude: ["make-seeds.py"]),
        // Any bytes as a String Catalog: reading, editing and writing back (seeds: Tests/Cases/strings).
        .executableTarget(name: "fuzz-strings", dependencies: ["FuzzHarness", "RowcStrings", "RowcSource"], path: "Fuzz/Strings", exclude: ["strings.dict"]),
    ]
}
