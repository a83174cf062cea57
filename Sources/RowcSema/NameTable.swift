// NameTable.swift is a small hash table from names to values, for the lookups the checker makes for every row.

import RowcSystem

/// Maps names, as UTF-8 bytes, to values: open addressing with linear probing in a
/// power-of-two table, and the FNV-1a hash.
///
/// Why not `[String: Value]`: the checker asks of every row whether its name is taken and
/// whether it is a Swift keyword, and String hashing (SipHash, through `Hasher`) cost more
/// than all the rest of checking a row. FNV-1a over a name's few bytes costs a handful of
/// instructions, and a name written in the spec is looked up from its bytes in the source,
/// without becoming a String. It is not seeded, so a spec written to collide could make
/// lookups slow; specs are their developers' own input, trusted as the code beside them is.
struct NameTable<Value: Sendable>: Sendable {
    private struct Entry: Sendable {
        var hash: UInt32
        var count: Int32
        /// Where the name's bytes start in `spellings`.
        var location: Int
        var value: Value
    }

    private var entries: [Entry] = []
    /// Every name's bytes, end to end: one array for all names rather than a String each.
    private var spellings: [UInt8] = []
    /// For each slot, an index into `entries` plus one; 0 marks an empty slot.
    private var slots: [Int32]

    init(minimumCapacity: Int = 8) {
        slots = [Int32](repeating: 0, count: 16)
        reserveCapacity(minimumCapacity)
    }

    /// Makes room for `minimumCapacity` names in all, so that adding them grows nothing.
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        var size = slots.count
        while size < minimumCapacity * 2 { size *= 2 }
        if size > slots.count { rehash(slots: size) }
        entries.reserveAdvisedCapacity(minimumCapacity)
        spellings.reserveCapacity(minimumCapacity * 8)
    }

    var count: Int { entries.count }

    subscript(name: String) -> Value? {
        var name = name
        return name.withUTF8 { self[$0, Self.hash($0)] }
    }

    /// The value for the name spelt `name`, whose `hash(_:)` is `hash`.
    subscript(name: UnsafeBufferPointer<UInt8>, hash: UInt32) -> Value? {
        find(name, hash: hash).entry.map { entries[$0].value }
    }

    /// Adds `name` with `value` unless it is present; returns the value already there, or nil when added.
    mutating func insertIfAbsent(_ name: String, _ value: Value) -> Value? {
        var name = name
        return name.withUTF8 { insertIfAbsent($0, hash: Self.hash($0), value) }
    }

    /// `insertIfAbsent(_:_:)` for the name spelt `name`, whose `hash(_:)` is `hash`.
    mutating func insertIfAbsent(_ name: UnsafeBufferPointer<UInt8>, hash: UInt32, _ value: Value) -> Value? {
        let (slot, found) = find(name, hash: hash)
        if let found { return entries[found].value }
        entries.append(Entry(hash: hash, count: Int32(name.count), location: spellings.count, value: value))
        spellings.append(contentsOf: name)
        add(slot)
        return nil
    }

    /// Points the empty slot `slot` at the entry just added.
    private mutating func add(_ slot: Int) {
        slots[slot] = Int32(entries.count)
        if entries.count * 2 > slots.count { grow() }
    }

    /// The slot holding `name`, with its entry's index; or the empty slot where it would go, and nil.
    private func find(_ name: UnsafeBufferPointer<UInt8>, hash: UInt32) -> (slot: Int, entry: Int?) {
        slots.withUnsafeBufferPointer { slots in
            entries.withUnsafeBufferPointer { entries in
                spellings.withUnsafeBufferPointer { spellings in
                    let mask = slots.count - 1
                    var slot = Int(hash) & mask
                    while true {
                        let index = Int(slots[slot]) - 1
                        if index < 0 { return (slot, nil) }
                        // Byte for byte, not String `==`, which would take canonically equivalent spellings for one name.
                        let entry = entries[index]
                        if entry.hash == hash && Int(entry.count) == name.count {
                            let bytes = UnsafeRawPointer(spellings.baseAddress.map { $0 + entry.location })
                            if name.isEmpty || RawBytes.equal(name.baseAddress!, bytes!, count: name.count) { return (slot, index) }
                        }
                        slot = (slot + 1) & mask
                    }
                }
            }
        }
    }

    /// Doubles the slots, keeping the table at most half full so probes stay short.
    private mutating func grow() { rehash(slots: slots.count * 2) }

    private mutating func rehash(slots count: Int) {
        slots = [Int32](repeating: 0, count: count)
        let mask = slots.count - 1
        for (index, entry) in entries.enumerated() {
            var slot = Int(entry.hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
    }

    /// FNV-1a, 32 bits, over a name's UTF-8. A hash mixed in eight bytes at a time took fewer
    /// instructions, but claiming the corpus's names took 4.4 ms instead of 3.0 with it: FNV-1a
    /// puts names that differ in their last byte (`row1`, `row2`) a fixed stride apart, where the
    /// cores' prefetchers follow them, and a hash that spreads them at random does not.
    @inline(__always)
    static func hash(_ name: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in name {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return hash
    }
}
