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

    /// Specs/ (the example specs), and the check and report cases, whose mistakes fmt must keep as
    /// they are (a diagnostic's wording included), must survive formatting unchanged in meaning.
    @Test(arguments: ["Specs", "Tests/Cases/check", "Tests/Cases/report"])
    func specsAndCases(folder: String) throws {
        var formatted = 0
        for name in ((try? Repository.list(folder)) ?? []) where name.hasSuffix(".rows") {
            let bytes = try Repository.read(folder + "/" + name)
            let file = SourceFile(path: Repository.path(folder + "/" + name), bytes: bytes)
            guard case .success = Formatter.format(file) else { continue }  // a case of a syntax error
            FormatInvariants.check(bytes, name: name)
            formatted += 1
        }
        #expect(formatted >= 5, "\(folder): \(formatted) specs formatted")
    }
}
