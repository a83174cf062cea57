// ShardedNameTableTests.swift checks that names claimed in shards on all cores find the repeats one table finds.

@testable import RowcSema
import RowcSource
import Testing

@Suite("sharded name table")
struct ShardedNameTableTests {
    /// Names with many repeats, some far apart, some next to each other, and one spelt empty.
    static let names: [String] = (0..<5_000).map { k in
        k % 7 == 0 ? "name\(k % 300)" : k % 11 == 0 ? "n\(k / 2)" : k == 4_321 ? "" : "row\(k)"
    }

    @Test("claiming in shards at once finds the repeats, and the firsts, that one table finds in order", arguments: [1, 2, 3, 5])
    func sameRepeats(shards: Int) {
        var one = NameTable<Int>()  // the value is the name's index in `names`
        var expected: [(index: Int, first: Int)] = []
        for (k, name) in Self.names.enumerated() {
            if let first = one.insertIfAbsent(name, k) { expected.append((k, first)) }
        }
        #expect(expected.count > 400)

        // The names end to end in one source, as row names are in a spec, each record pointing at its name.
        var source: [UInt8] = []
        var records: [RowRecord] = []
        for name in Self.names {
            let start = Int32(source.count)
            source += Array(name.utf8)
            let span = Span(start: start, end: Int32(source.count))
            let hash = Array(name.utf8).withUnsafeBufferPointer { NameTable<Span>.hash($0) }
            records.append(RowRecord(declaration: 0, image: -1, title: -1, subtitle: -1, name: span, nameHash: hash,
                                     style: .title, flags: [.explicitName, .titleIsValid]))
            // A row named by its title has no explicit name to claim.
            records.append(RowRecord(declaration: 0, image: -1, title: -1, subtitle: -1, name: span, nameHash: 0,
                                     style: .title, flags: [.titleIsValid]))
        }
        var sharded = ShardedNameTable<Span>(shards: shards, minimumCapacity: 16)
        let repeats = records.withUnsafeBufferPointer { records in
            source.withUnsafeBufferPointer { sharded.claimExplicitNames(of: records, in: $0) }
        }
        // Record 2k holds name k.
        #expect(repeats.map(\.index) == expected.map { $0.index * 2 })
        #expect(repeats.map(\.first) == expected.map { records[$0.first * 2].name })
        // Afterwards the table answers as one table would.
        for name in ["name7", "row12", "", "absent", "n40"] {
            #expect(sharded[name] == one[name].map { records[$0 * 2].name }, "\(name)")
        }
        #expect(sharded.insertIfAbsent("absent", .empty(at: 0)) == nil)
        #expect(sharded.insertIfAbsent("row12", .empty(at: 0)) == records[24].name)
    }
}
