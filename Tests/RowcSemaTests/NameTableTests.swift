// NameTableTests.swift checks the checker's name table against a Dictionary, and the row-name rules it serves.

import RowcNames
@testable import RowcSema
import Testing

@Suite("name table")
struct NameTableTests {
    @Test("it agrees with a Dictionary, through growth, on names that collide in few bits")
    func agreesWithDictionary() {
        var table = NameTable<Int>(minimumCapacity: 1)
        var reference: [String: Int] = [:]
        let names = (0..<2_000).map { "row\($0)" } + ["", "é", "名前", "row1", "Row1", "a.b", "_"]
        for (value, name) in names.enumerated() {
            #expect(table.insertIfAbsent(name, value) == reference[name])
            if reference[name] == nil { reference[name] = value }
        }
        #expect(table.count == reference.count)
        for name in names + ["row2000", "missing", "ro", "row10 "] {
            #expect(table[name] == reference[name], "\(name)")
        }
    }

    @Test("room reserved in a table that holds names keeps them, and takes more without growing wrong")
    func reserveKeepsNames() {
        var table = NameTable<Int>(minimumCapacity: 1)
        for i in 0..<100 { _ = table.insertIfAbsent("row\(i)", i) }
        table.reserveCapacity(5_000)
        for i in 0..<100 { #expect(table["row\(i)"] == i) }
        for i in 0..<5_000 { #expect(table.insertIfAbsent("row\(i)", -i) == (i < 100 ? i : nil)) }
        #expect(table.count == 5_000)
        #expect(table["row4999"] == -4_999)
        table.reserveCapacity(10)
        #expect(table["row0"] == 0 && table.count == 5_000)
    }

    @Test("names added as bytes and as strings are found alike")
    func bytesAndStrings() {
        let names = (0..<1_000).map { "name\($0 % 700)" } + ["", "é", "row1"]
        let source = Array(names.joined().utf8)
        var table = NameTable<Int>(minimumCapacity: 1)
        var reference: [String: Int] = [:]
        source.withUnsafeBufferPointer { source in
            var offset = 0
            for (value, name) in names.enumerated() {
                let count = name.utf8.count
                let bytes = UnsafeBufferPointer(rebasing: source[offset..<(offset + count)])
                offset += count
                // Every other name as a string, so lookups compare the two ways both ways.
                let first = value.isMultiple(of: 2)
                    ? table.insertIfAbsent(name, value)
                    : table.insertIfAbsent(bytes, hash: NameTable<Int>.hash(bytes), value)
                #expect(first == reference[name], "\(name)")
                if reference[name] == nil { reference[name] = value }
            }
            for name in names + ["name700", "missing"] {
                #expect(table[name] == reference[name], "\(name)")
            }
        }
    }

    @Test("a name that is a keyword, unescapable or a member of the generated enum is found as such")
    func specialNames() {
        for name in SwiftNames.keywords {
            #expect(CheckerState.specialNames[name]?.contains(.keyword) == true, "\(name)")
        }
        for name in SwiftNames.unescapable {
            #expect(CheckerState.specialNames[name]?.contains(.unescapable) == true, "\(name)")
        }
        for name in SwiftNames.reservedMembers {
            #expect(CheckerState.specialNames[name]?.contains(.reservedMember) == true, "\(name)")
        }
        #expect(CheckerState.specialNames["wifi"] == nil)
        #expect(CheckerState.specialNames["Class"] == nil)
    }

    /// `judgeRowName` skips the lookup for a name with a digit or a `.`, eight bytes at a time.
    @Test("no special name has a digit or a dot")
    func specialNamesHaveNoDigitOrDot() {
        let special = SwiftNames.keywords.union(SwiftNames.unescapable).union(SwiftNames.reservedMembers)
        #expect(special.filter { $0.contains { $0.isNumber || $0 == "." } }.sorted() == [])
        #expect(!CheckerState.specialNameBytes.contains(UInt8(ascii: ".")))
        #expect(!(UInt8(ascii: "0")...UInt8(ascii: "9")).contains { CheckerState.specialNameBytes.contains($0) })
    }
}
