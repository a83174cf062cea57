// ShardedNameTable.swift splits a name table by hash, so a large file's row names are claimed on all cores.

import Dispatch
import RowcSource

/// Names to values in several `NameTable`s, each name in the one its hash picks. A name and
/// every repeat of it fall in the same table, so claiming a file's names in order in each table
/// at once (one core each) finds the same first of each name, and the same repeats, as claiming
/// them in order in one table: and on two cores, in half the time, where it was the longest
/// stretch of checking a large file on one core.
struct ShardedNameTable<Value: Sendable>: Sendable {
    fileprivate var shards: [NameTable<Value>]

    /// How many names ahead of its claim a name's slot is fetched (see `NameTable.prefetch`).
    static var fetchAhead: Int { 16 }

    init(shards count: Int, minimumCapacity: Int) {
        shards = (0..<max(1, count)).map { _ in NameTable(minimumCapacity: minimumCapacity / max(1, count)) }
    }

    /// Makes room for about `minimumCapacity` names, spread over the shards by their hashes.
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        for s in shards.indices { shards[s].reserveCapacity(minimumCapacity / shards.count) }
    }

    /// The shard of a name whose hash is `hash`: by its top bits, as the slot in a table is by
    /// its bottom ones, so the names of one shard still spread over all of its slots.
    @inline(__always)
    fileprivate static func shard(_ hash: UInt32, of count: Int) -> Int {
        Int((UInt64(hash) &* UInt64(count)) >> 32)
    }

    private func shard(_ hash: UInt32) -> Int { Self.shard(hash, of: shards.count) }

    subscript(name: String) -> Value? {
        var name = name
        return name.withUTF8 { shards[shard(NameTable<Value>.hash($0))][$0, NameTable<Value>.hash($0)] }
    }

    mutating func insertIfAbsent(_ name: String, _ value: Value) -> Value? {
        var name = name
        return name.withUTF8 { insertIfAbsent($0, hash: NameTable<Value>.hash($0), value) }
    }

    /// `NameTable.insertIfAbsent(_:hash:_:)` in the name's shard.
    mutating func insertIfAbsent(_ name: UnsafeBufferPointer<UInt8>, hash: UInt32, _ value: Value) -> Value? {
        shards[shard(hash)].insertIfAbsent(name, hash: hash, value)
    }
}

extension ShardedNameTable where Value == Span {
    /// Claims the explicit names of `records` in order, each shard on a core of its own; returns
    /// the indices of the records whose names were taken, in order, each with where the name was
    /// first given. `source` holds the names' bytes, and the table borrows them: they must stay
    /// where they are, unchanged, for as long as the table is used.
    mutating func claimExplicitNames(of records: UnsafeBufferPointer<RowRecord>,
                                     in source: UnsafeBufferPointer<UInt8>) -> [(index: Int, first: Span)] {
        let tables = UnsafeMutableBufferPointer<NameTable<Span>>.allocate(capacity: shards.count)
        _ = tables.initialize(from: shards)
        shards = []  // each table moved out, so inserting does not copy it
        let repeats = UnsafeMutableBufferPointer<[(index: Int, first: Span)]>.allocate(capacity: tables.count)
        repeats.initialize(repeating: [])
        defer {
            _ = repeats.deinitialize()
            repeats.deallocate()
        }
        nonisolated(unsafe) let tablesOut = tables, repeatsOut = repeats, records = records, source = source
        let shardCount = tables.count
        DispatchQueue.concurrentPerform(iterations: shardCount) { s in
            // Iteration s alone touches table s and repeats s. The table is moved into a local
            // for the loop: read in place through the pointer, each prefetch would copy it,
            // retaining and releasing its arrays.
            var table = tablesOut.moveElement(from: s)
            // Sized here, on the shard's own core: the slots are zeroed, a megabyte for a large file.
            table.reserveCapacity(table.count + records.count / shardCount)
            var found: [(index: Int, first: Span)] = []
            for k in records.indices {
                // A large table's slots are far apart in memory; fetched a few names ahead, the
                // wait for a name's first slot overlaps with the claims before it.
                if k + Self.fetchAhead < records.count {
                    let next = records[k + Self.fetchAhead]
                    if next.flags.contains(.explicitName), Self.shard(next.nameHash, of: shardCount) == s {
                        table.prefetch(hash: next.nameHash)
                    }
                }
                let record = records[k]
                guard record.flags.contains(.explicitName), Self.shard(record.nameHash, of: shardCount) == s else { continue }
                let name = UnsafeBufferPointer(rebasing: source[Int(record.name.start)..<Int(record.name.end)])
                if let first = table.insertIfAbsent(borrowing: name, hash: record.nameHash, record.name) { found.append((k, first)) }
            }
            (tablesOut.baseAddress! + s).initialize(to: table)
            repeatsOut[s] = found
        }
        shards = Array(tables)
        _ = tables.deinitialize()
        tables.deallocate()
        // Each shard's repeats are in order; merged, so are all of them.
        return repeats.flatMap { $0 }.sorted { $0.index < $1.index }
    }
}
