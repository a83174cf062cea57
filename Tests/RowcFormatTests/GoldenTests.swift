// GoldenTests.swift formats each Tests/Cases/fmt/*.input and compares with its .golden; ROWC_RECORD=1 rewrites them.

import Foundation
import RowcFormat
import RowcSource
import Testing

enum Paths {
    /// The package root, found from this file's path so tests run from any folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let cases = root.appendingPathComponent("Tests/Cases/fmt")

    /// Files under `folder` whose names end with `suffix`, sorted.
    static func files(in folder: URL, suffix: String) -> [URL] {
        let names = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(suffix) }.sorted().map { folder.appendingPathComponent($0) }
    }
}

@Suite struct GoldenTests {
    static let inputs = Paths.files(in: Paths.cases, suffix: ".input")
    static let recording = ProcessInfo.processInfo.environment["ROWC_RECORD"] == "1"

    @Test func thereAreGoldenCases() {
        #expect(Self.inputs.count >= 8)
    }

    @Test(arguments: inputs.map(\.lastPathComponent))
    func golden(_ name: String) throws {
        let input = Paths.cases.appendingPathComponent(name)
        let golden = input.deletingPathExtension().appendingPathExtension("golden")
        let bytes = [UInt8](try Data(contentsOf: input))
        let formatted = try #require(FormatInvariants.check(bytes, name: name))
        if Self.recording {
            try Data(formatted.utf8).write(to: golden)
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(formatted == expected, "\(name) differs from its .golden (- expected, + actual; ROWC_RECORD=1 records):\n\(lineDiff(expected: expected, actual: formatted))")
        // A golden file is itself formatted: formatting it changes nothing.
        #expect(Formatter.isFormatted(SourceFile(path: name, text: expected)) == true)
    }

    /// Specs/ (the example specs), when present, must survive formatting unchanged in meaning.
    @Test func exampleSpecs() throws {
        for url in Paths.files(in: Paths.root.appendingPathComponent("Specs"), suffix: ".rows") {
            let bytes = [UInt8](try Data(contentsOf: url))
            let file = SourceFile(path: url.path, bytes: bytes)
            guard case .success = Formatter.format(file) else { continue }  // Specs/ may hold broken examples
            FormatInvariants.check(bytes, name: url.lastPathComponent)
        }
    }
}
