// NameTable.swift is a small hash table from names to values, for the lookups the checker makes for every row.

/// Maps names to values: open addressing with linear
/// probing in a power-of-two table, and the FNV-1a hash.
///
/// Why not `[String: Value]`: the checker asks of every row whether its name is taken and
/// whether it is a Swift keyword, and String hashing (SipHash, through `Hasher`) cost more
/// than all the rest of checking a row. FNV-1a over a name's few bytes costs a handful of
/// instructions. It is not seeded, so a spec written to collide could make lookups slow;
/// specs are their developers' own input, trusted as the code beside them is.
struct NameTable<Value: Sendable>: Sendable {
    private struct Entry: Sendable {
        var hash: UInt32
        /// A name is short: most fit in a String's inline storage, so keeping it costs no allocation.
        var name: String
        var value: Value
    }

    private var entries: [Entry] = []
    /// For each slot, an index into `entries` plus one; 0 marks an empty slot.
    private var slots: [Int32]

    init(minimumCapacity: Int = 8) {
        var size = 16
        while size < minimumCapacity * 2 { size *= 2 }
        slots = [Int32](repeating: 0, count: size)
        entries.reserveCapacity(minimumCapacity)
    }

    var count: Int { entries.count }

    subscript(name: String) -> Value? {
        self[name, Self.hash(name)]
    }

    /// The value for `name`, whose `hash(_:)` is `hash`.
    subscript(name: String, hash: UInt32) -> Value? {
        find(name, hash: hash).entry.map { entries[$0].value }
    }

    /// Adds `name` with `value` unless it is present; returns the value already there, or nil when added.
    mutating func insertIfAbsent(_ name: String, _ value: Value) -> Value? {
        insertIfAbsent(name, hash: Self.hash(name), value)
    }

    /// `insertIfAbsent(_:_:)` for a name whose `hash(_:)` is known.
    mutating func insertIfAbsent(_ name: String, hash: UInt32, _ value: Value) -> Value? {
        let (slot, found) = find(name, hash: hash)
        if let found { return entries[found].value }
        entries.append(Entry(hash: hash, name: name, value: value))
        slots[slot] = Int32(entries.count)
        if entries.count * 2 > slots.count { grow() }
        return nil
    }

    /// The slot holding `name`, with its entry's index; or the empty slot where it would go, and nil.
    private func find(_ name: String, hash: UInt32) -> (slot: Int, entry: Int?) {
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let index = Int(slots[slot]) - 1
            if index < 0 { return (slot, nil) }
            // Byte for byte, not `==`, which would take canonically equivalent spellings for one name.
            if entries[index].hash == hash && entries[index].name.utf8.elementsEqual(name.utf8) { return (slot, index) }
            slot = (slot + 1) & mask
        }
    }

    /// Doubles the slots, keeping the table at most half full so probes stay short.
    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, entry) in entries.enumerated() {
            var slot = Int(entry.hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
    }

    /// FNV-1a, 32 bits, over the UTF-8 of `name`, read in place: a native String always has it contiguous.
    @inline(__always)
    static func hash(_ name: String) -> UInt32 {
        if let hash = name.utf8.withContiguousStorageIfAvailable(hash) { return hash }
        return Array(name.utf8).withUnsafeBufferPointer(hash)
    }

    @inline(__always)
    static func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in key {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return hash
    }
}
