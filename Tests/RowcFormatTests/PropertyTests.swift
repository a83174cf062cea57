// PropertyTests.swift checks the formatter's invariants over many seeded random specs.

import RowcFormat
import RowcSource
import RowcSyntax
import Testing

@Suite struct PropertyTests {
    /// Seeds in groups, so a failure names a small range to replay.
    @Test(arguments: 0..<8)
    func randomSpecsKeepMeaningAndAreIdempotent(group: Int) {
        for seed in UInt64(group * 100)..<UInt64(group * 100 + 100) {
            var generator = RandomSpec(seed: seed)
            let bytes = generator.generate()
            let tree = Parser.parse(SourceFile(path: "seed\(seed).rows", bytes: bytes))
            #expect(tree.diagnostics.isEmpty, "seed \(seed): the generator made a syntax error: \(tree.diagnostics.map(\.message))")
            FormatInvariants.check(bytes, name: "seed \(seed)")
        }
    }

    /// Damaging a valid spec with a byte that cannot start a token makes the formatter refuse it.
    @Test func filesWithSyntaxErrorsAreRefused() {
        for seed in UInt64(0)..<200 {
            var generator = RandomSpec(seed: seed)
            var bytes = generator.generate()
            let at = Int.random(in: 0...bytes.count, using: &generator.rng)
            bytes.insert(generator.pick([UInt8(ascii: "@"), UInt8(ascii: "\""), 0x00, 0xFF]), at: at)
            let file = SourceFile(path: "seed\(seed).rows", bytes: bytes)
            let hasErrors = Parser.parse(file).diagnostics.contains { $0.severity == .error }
            switch Formatter.format(file) {
            case .success: #expect(!hasErrors, "seed \(seed): formatted a file with syntax errors")
            case .failure(let refusal):
                #expect(hasErrors && !refusal.diagnostics.isEmpty, "seed \(seed): refused a file without syntax errors")
            }
        }
    }
}
