// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "rowc",
    products: [
        .executable(name: "rowc", targets: ["rowc"]),
        .library(name: "RowcDriver", targets: ["RowcDriver"]),
        .plugin(name: "RowcPlugin", targets: ["RowcPlugin"]),
    ],
    targets: [
        // Positions, files and line tables: the vocabulary every phase shares.
        .target(name: "RowcSource"),
        // A small ordered JSON value with a writer and a parser.
        .target(name: "RowcJSON"),
        // Diagnostics as plain data, and their text and JSON renderings.
        .target(name: "RowcDiagnostics", dependencies: ["RowcSource", "RowcJSON"]),
        // Bytes -> tokens -> syntax tree.
        .target(name: "RowcSyntax", dependencies: ["RowcSource", "RowcDiagnostics"]),
        // Syntax tree -> checked, typed tree.
        .target(name: "RowcSema", dependencies: ["RowcSyntax"]),
        // Checked tree -> frames at a width, and the layout report.
        .target(name: "RowcLayout", dependencies: ["RowcSema", "RowcDiagnostics", "RowcJSON"],
                exclude: ["Metrics/generate-metrics.py"]),
        // Checked tree -> Swift source.
        .target(name: "RowcCodegen", dependencies: ["RowcSema", "RowcLayout"]),
        // Syntax tree -> the canonical text of a spec (`rowc fmt`).
        .target(name: "RowcFormat", dependencies: ["RowcSyntax", "RowcSema"]),
        // The language server: framing, JSON-RPC dispatch and the LSP requests (`rowc lsp`).
        .target(name: "RowcServer", dependencies: ["RowcJSON", "RowcFormat", "RowcLayout"]),
        // Extended file attributes from C, where `rowc build` keeps its no-op stamp (BuildStamp.swift).
        .target(name: "CFileAttributes"),
        // Commands: argument parsing, file discovery, output.
        .target(name: "RowcDriver", dependencies: ["RowcSource", "RowcJSON", "RowcDiagnostics", "RowcSyntax", "RowcSema", "RowcLayout", "RowcCodegen",
                                                   "RowcFormat", "RowcServer", "CFileAttributes"]),
        // On Linux, release builds link the standard library and Foundation statically: the
        // dynamic loader's symbol binding for them cost about 10 ms, the largest part of
        // checking a spec. Both flags are needed: compiling with it makes main.swift's
        // imports name the static libraries' own dependencies. (macOS has no static stdlib.)
        .executableTarget(name: "rowc", dependencies: ["RowcDriver"],
                          swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))],
                          linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]),
        // `rowc build` over a target's .rows files, for packages that depend on this one.
        .plugin(name: "RowcPlugin", capability: .buildTool(), dependencies: ["rowc"]),
        // Benchmarks: `swift run -c release rowc-bench`. It depends on `rowc` so that the release
        // executable is built beside it: whole-process figures run the real thing.
        .executableTarget(name: "rowc-bench", dependencies: ["rowc", "RowcDriver", "RowcSema", "RowcLayout"],
                          path: "Benchmarks/rowc-bench"),

        .testTarget(name: "RowcSyntaxTests", dependencies: ["RowcSyntax"]),
        .testTarget(name: "RowcSemaTests", dependencies: ["RowcSema", "RowcSyntax", "RowcDiagnostics", "RowcSource"]),
        .testTarget(name: "RowcLayoutTests", dependencies: ["RowcLayout"]),
        .testTarget(name: "RowcCodegenTests", dependencies: ["RowcCodegen", "RowcLayout", "RowcSema"]),
        .testTarget(name: "RowcDriverTests", dependencies: ["RowcDriver", "RowcCodegen", "RowcDiagnostics", "RowcJSON", "RowcLayout", "RowcSema", "RowcSyntax", "RowcSource"]),
        .testTarget(name: "RowcFormatTests", dependencies: ["RowcFormat"]),
        .testTarget(name: "RowcServerTests", dependencies: ["RowcServer"]),
        // The editor files under Editors/: the TextMate grammar and the VS Code manifest.
        .testTarget(name: "RowcEditorTests", dependencies: ["RowcSema", "RowcJSON"]),
    ]
)
