// RowNamesTests.swift checks that names claimed in shards on all cores find the repeats one table finds.

import RowKit
@testable import RowcSema
import RowcSource
import Testing

@Suite("row names")
struct RowNamesTests {
    /// Names with many repeats, some far apart, some next to each other, and one spelt empty.
    static let names: [String] = (0..<5_000).map { k in
        k % 7 == 0 ? "name\(k % 300)" : k % 11 == 0 ? "n\(k / 2)" : k == 4_321 ? "" : "row\(k)"
    }

    /// The names end to end in one source, as row names are in a spec, and a record pointing at
    /// each; every other record is a row named by its title, with no explicit name to claim.
    /// `hash` gives each name's hash.
    static func records(hash: (String) -> UInt32) -> (source: [UInt8], records: [RowRecord]) {
        var source: [UInt8] = []
        var records: [RowRecord] = []
        let titleOnly = RowStyle(leading: nil, texts: .title, accessory: nil)!
        for name in names {
            let start = Int32(source.count)
            source += Array(name.utf8)
            let span = Span(start: start, end: Int32(source.count))
            records.append(RowRecord(declaration: 0, image: -1, title: -1, subtitle: -1, name: span, nameHash: hash(name),
                                     style: titleOnly, flags: [.explicitName, .titleIsValid]))
            records.append(RowRecord(declaration: 0, image: -1, title: -1, subtitle: -1, name: span, nameHash: 0,
                                     style: titleOnly, flags: [.titleIsValid]))
        }
        return (source, records)
    }

    /// The repeats one table finds, claiming `names` in order: each name's index with its first's.
    static var expected: [(index: Int, first: Int)] {
        var one = NameTable<Int>()
        var expected: [(index: Int, first: Int)] = []
        for (k, name) in names.enumerated() {
            if let first = one.insertIfAbsent(name, k) { expected.append((k, first)) }
        }
        return expected
    }

    @Test("claiming in shards at once finds the repeats, and the firsts, that one table finds in order", arguments: [1, 2, 3, 5])
    func sameRepeats(shards: Int) {
        let expected = Self.expected
        #expect(expected.count > 400)
        let (source, records) = Self.records { Array($0.utf8).withUnsafeBufferPointer { NameTable<Span>.hash($0) } }
        var names = RowNames()
        let repeats = records.withUnsafeBufferPointer { records in
            source.withUnsafeBufferPointer { names.claimExplicitNames(of: records, in: $0, shards: shards) }
        }
        // Record 2k holds name k.
        #expect(repeats.map(\.index) == expected.map { $0.index * 2 })
        #expect(repeats.map(\.first) == expected.map { records[$0.first * 2].name })
        // Afterwards the names answer as one table would, claimed names first.
        records.withUnsafeBufferPointer { records in
            source.withUnsafeBufferPointer { source in
                var one = NameTable<Int>()
                for (k, name) in Self.names.enumerated() { _ = one.insertIfAbsent(name, k) }
                for name in ["name7", "row12", "", "n44", "n40"] {
                    #expect(names.first(name, records: records, source: source) == one[name].map { records[$0 * 2].name }, "\(name)")
                }
                #expect(names.first("absent", records: records, source: source) == nil)
                #expect(names.insertIfAbsent("absent", .empty(at: 0), records: records, source: source) == nil)
                #expect(names.first("absent", records: records, source: source) == .empty(at: 0))
                #expect(names.insertIfAbsent("row12", .empty(at: 1), records: records, source: source) == records[24].name)
            }
        }
    }

    @Test("a shard that more names fall in than its share grows, and finds the same repeats")
    func unevenShards() {
        // Every hash below 2^30 falls in the first of four shards, which starts with room for a quarter.
        let (source, records) = Self.records { name in
            Array(name.utf8).withUnsafeBufferPointer { NameTable<Span>.hash($0) } >> 2
        }
        var names = RowNames()
        let repeats = records.withUnsafeBufferPointer { records in
            source.withUnsafeBufferPointer { names.claimExplicitNames(of: records, in: $0, shards: 4) }
        }
        #expect(repeats.map(\.index) == Self.expected.map { $0.index * 2 })
        #expect(repeats.map(\.first) == Self.expected.map { records[$0.first * 2].name })
    }
}
