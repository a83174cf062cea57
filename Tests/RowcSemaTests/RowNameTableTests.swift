// RowNameTableTests.swift holds the checker's table of row names to a dictionary of the same claims.

import RowcSource
@testable import RowcSema
import Testing

@Suite("row name table")
struct RowNameTableTests {
    /// Claims of `count` names drawn from a pool a third the size, so most names come back, each
    /// followed by a look-up of another name: what the table answers, a dictionary answers too.
    @Test("claims and look-ups answer as a dictionary does, grown or reserved", arguments: [(0, 12), (4096, 4096), (0, 20_000), (50, 20_000)])
    func answersAsADictionary(reserved: Int, count: Int) {
        var table = RowNameTable()
        table.reserveCapacity(reserved)
        var reference: [String: Span] = [:]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        var repeats = 0
        for k in 0..<count {
            // Long and short names, so hashing takes both its word and its tail paths.
            let name = next(2) == 0 ? "row\(next(count / 3 + 1))" : "aRatherLongRowName_\(next(count / 3 + 1))"
            let span = Span(start: Int32(k), end: Int32(k + 1))
            let first = table.claim(name, at: span)
            #expect(first == reference[name])
            if first == nil { reference[name] = span } else { repeats += 1 }
            let other = "row\(next(count / 3 + 1))"
            #expect(table.first(other) == reference[other])
        }
        #expect(repeats > 0)
    }

    @Test("a table no name was claimed in, nor room made in, holds none")
    func empty() {
        var table = RowNameTable()
        #expect(table.first("row") == nil)
        #expect(table.claim("row", at: Span(start: 0, end: 3)) == nil)
        #expect(table.first("row") == Span(start: 0, end: 3))
    }
}
