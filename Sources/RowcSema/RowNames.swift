// RowNames.swift holds a spec's row names: a large file's explicit names claimed in shards on all cores, and the rest in a table.

import Dispatch
import RowcSource
import RowcSystem

/// The names of a spec's rows, each with where it was first given.
///
/// A large file's drafted rows are claimed in shards by hash, one core each: a name and every
/// repeat of it fall in the same shard, so claiming the names in order in each shard at once
/// finds the same first of each name, and the same repeats, as claiming them in order in one
/// table. A shard is only slots holding record indices: a name's hash and span are in its
/// record, and its bytes in the source, so nothing else is written for it (a table of entries
/// wrote 32 bytes more a name, 3.2 MB for 100,000 rows, all fresh memory). Names given one by
/// one, explicit names of rows checked in order and derived names, go in a `NameTable`.
///
/// Lookups take the records and source the shards were claimed from: the shards borrow them.
struct RowNames: Sendable {
    /// Per shard, a power-of-two count of slots, each a record index plus one, or 0 when empty.
    private var shards: [[Int32]] = []
    private var others = NameTable<Span>()

    /// How many names ahead of its claim a name's slot is fetched: a large shard's slots are far
    /// apart in memory, and a claim waits longest for its first slot.
    static var fetchAhead: Int { 16 }

    /// Makes room for about `minimumCapacity` names given one by one.
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        others.reserveCapacity(minimumCapacity)
    }

    /// The shard of a name whose hash is `hash`: by its top bits, as the slot in a shard is by its
    /// bottom ones, so the names of one shard still spread over all of its slots.
    @inline(__always)
    private static func shard(_ hash: UInt32, of count: Int) -> Int {
        Int((UInt64(hash) &* UInt64(count)) >> 32)
    }

    /// Where `name` was first given, if a row has it.
    func first(_ name: String, records: UnsafeBufferPointer<RowRecord>, source: UnsafeBufferPointer<UInt8>) -> Span? {
        var name = name
        return name.withUTF8 { name in
            let hash = NameTable<Span>.hash(name)
            return claimed(name, hash: hash, records: records, source: source) ?? others[name, hash]
        }
    }

    /// Adds `name`, given at `span`, unless a row has it; returns where it was first given, or nil when added.
    mutating func insertIfAbsent(_ name: String, _ span: Span, records: UnsafeBufferPointer<RowRecord>,
                                 source: UnsafeBufferPointer<UInt8>) -> Span? {
        var name = name
        return name.withUTF8 { name in
            let hash = NameTable<Span>.hash(name)
            return claimed(name, hash: hash, records: records, source: source) ?? others.insertIfAbsent(name, hash: hash, span)
        }
    }

    /// `insertIfAbsent` for an explicit name of a row checked in order, whose `NameTable.hash` is
    /// `hash`; such a file has no claimed shards.
    mutating func insertIfAbsent(_ name: UnsafeBufferPointer<UInt8>, hash: UInt32, _ span: Span) -> Span? {
        others.insertIfAbsent(name, hash: hash, span)
    }

    /// The record of a claimed explicit name spelt `name`, whose hash is `hash`: its span.
    private func claimed(_ name: UnsafeBufferPointer<UInt8>, hash: UInt32, records: UnsafeBufferPointer<RowRecord>,
                         source: UnsafeBufferPointer<UInt8>) -> Span? {
        guard !shards.isEmpty else { return nil }
        return shards[Self.shard(hash, of: shards.count)].withUnsafeBufferPointer { slots in
            let found = Self.find(name, hash: hash, in: slots, records: records, source: source)
            return found.record.map { records[$0].name }
        }
    }

    /// The slot of the record whose name is `name`, with that record; or the empty slot where
    /// it would go, and nil.
    @inline(__always)
    private static func find(_ name: UnsafeBufferPointer<UInt8>, hash: UInt32, in slots: UnsafeBufferPointer<Int32>,
                             records: UnsafeBufferPointer<RowRecord>, source: UnsafeBufferPointer<UInt8>)
        -> (slot: Int, record: Int?) {
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let index = Int(slots[slot]) - 1
            if index < 0 { return (slot, nil) }
            let record = records[index]
            // Byte for byte, not String `==`, which would take canonically equivalent spellings for one name.
            if record.nameHash == hash && Int(record.name.end - record.name.start) == name.count
                && (name.isEmpty || RawBytes.equal(name.baseAddress!, source.baseAddress! + Int(record.name.start), count: name.count)) {
                return (slot, index)
            }
            slot = (slot + 1) & mask
        }
    }

    /// Claims the explicit names of `records` in order, each shard on a core of its own; returns
    /// the indices of the records whose names were taken, in order, each with where the name was
    /// first given. `source` holds the names' bytes.
    mutating func claimExplicitNames(of records: UnsafeBufferPointer<RowRecord>, in source: UnsafeBufferPointer<UInt8>,
                                     shards shardCount: Int = max(1, Cores.online)) -> [(index: Int, first: Span)] {
        // At most half full when the names spread evenly over the shards.
        var size = 16
        while size < 2 * records.count / shardCount { size *= 2 }
        let slotsByShard = UnsafeMutableBufferPointer<[Int32]>.allocate(capacity: shardCount)
        slotsByShard.initialize(repeating: [])
        let repeats = UnsafeMutableBufferPointer<[(index: Int, first: Span)]>.allocate(capacity: shardCount)
        repeats.initialize(repeating: [])
        defer {
            _ = slotsByShard.deinitialize()
            slotsByShard.deallocate()
            _ = repeats.deinitialize()
            repeats.deallocate()
        }
        nonisolated(unsafe) let slotsOut = slotsByShard, repeatsOut = repeats, records = records, source = source
        let fetchAhead = Self.fetchAhead, initialSize = size
        DispatchQueue.concurrentPerform(iterations: shardCount) { s in
            // Iteration s alone writes shard s and repeats s. The slots are zeroed here, on the
            // shard's own core.
            var slots = [Int32](repeating: 0, count: initialSize)
            var count = 0, next = 0
            var found: [(index: Int, first: Span)] = []
            while next < records.count {
                next = slots.withUnsafeMutableBufferPointer { slots in
                    let mask = slots.count - 1
                    for k in next..<records.count {
                        // The wait for a name's first slot overlaps with the claims before it.
                        if k + fetchAhead < records.count {
                            let ahead = records[k + fetchAhead]
                            if ahead.flags.contains(.explicitName), Self.shard(ahead.nameHash, of: shardCount) == s {
                                Prefetch.forReading(slots.baseAddress! + (Int(ahead.nameHash) & mask))
                            }
                        }
                        let record = records[k]
                        guard record.flags.contains(.explicitName), Self.shard(record.nameHash, of: shardCount) == s else { continue }
                        let name = UnsafeBufferPointer(rebasing: source[Int(record.name.start)..<Int(record.name.end)])
                        let (slot, first) = Self.find(name, hash: record.nameHash, in: UnsafeBufferPointer(slots),
                                                      records: records, source: source)
                        if let first {
                            found.append((k, records[first].name))
                            continue
                        }
                        slots[slot] = Int32(k + 1)
                        count += 1
                        // More than half full (the names fell unevenly over the shards): grow, then go on.
                        if count * 2 > slots.count { return k + 1 }
                    }
                    return records.count
                }
                if count * 2 > slots.count { slots = Self.grown(slots, records: records) }
            }
            slotsOut[s] = slots
            repeatsOut[s] = found
        }
        shards = Array(slotsByShard)
        // Each shard's repeats are in order; merged, so are all of them.
        return repeats.flatMap { $0 }.sorted { $0.index < $1.index }
    }

    /// `slots` in twice as many slots, for the records they hold.
    private static func grown(_ slots: [Int32], records: UnsafeBufferPointer<RowRecord>) -> [Int32] {
        var larger = [Int32](repeating: 0, count: slots.count * 2)
        let mask = larger.count - 1
        for value in slots where value != 0 {
            var slot = Int(records[Int(value) - 1].nameHash) & mask
            while larger[slot] != 0 { slot = (slot + 1) & mask }
            larger[slot] = value
        }
        return larger
    }
}
