// GoldenTests.swift formats each Tests/Cases/fmt/*.input and compares with its .golden; ROWC_RECORD=1 rewrites them.

import Foundation
import RowcFormat
import RowcSource
import RowcTestSupport
import Testing

@Suite struct GoldenTests {
    static let cases = "Tests/Cases/fmt"
    static let inputs = ((try? Repository.list(cases)) ?? []).filter { $0.hasSuffix(".input") }

    @Test func thereAreGoldenCases() {
        #expect(Self.inputs.count >= 8)
    }

    @Test(arguments: inputs)
    func golden(_ name: String) throws {
        let bytes = try Repository.read(Self.cases + "/" + name)
        let formatted = try #require(FormatInvariants.check(bytes, name: name))
        let golden = Self.cases + "/" + name.dropLast(".input".count) + ".golden"
        Golden.check(formatted, against: golden)
        // A golden file is itself formatted: formatting it changes nothing.
        if !Golden.isRecording, let expected = try? Repository.readText(golden) {
            #expect(Formatter.isFormatted(SourceFile(path: name, text: expected)) == true)
        }
    }

    /// Specs/ (the example specs), when present, must survive formatting unchanged in meaning.
    @Test func exampleSpecs() throws {
        for name in ((try? Repository.list("Specs")) ?? []) where name.hasSuffix(".rows") {
            let bytes = try Repository.read("Specs/" + name)
            let file = SourceFile(path: Repository.path("Specs/" + name), bytes: bytes)
            guard case .success = Formatter.format(file) else { continue }  // Specs/ may hold broken examples
            FormatInvariants.check(bytes, name: name)
        }
    }
}
