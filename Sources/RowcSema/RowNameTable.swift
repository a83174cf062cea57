// RowNameTable.swift keeps the row names a spec has claimed, with where each was first given.

import RowcSource

/// The row names claimed so far and the span where each was first given.
///
/// Every row name is ASCII: a name the lexer read, or one `SwiftNames` derived from ASCII letters
/// and digits. Two names are therefore equal exactly when their bytes are, and they are hashed
/// by their bytes, eight at a time, rather than by `Hasher`, which hashes a String's normalized
/// scalars with SipHash: in a large spec, a name a row, that was a sixth of all checking. The
/// hash is seeded per table, so no file can be written whose names all collide in every run.
struct RowNameTable {
    /// Open addressing, linear probing, at most half full: an entry's index + 1, 0 for an empty
    /// slot, for the entries before `indexed`. Four bytes a slot, with the entries' hashes kept
    /// beside their names.
    private var slots: [UInt32] = []
    private var hashes: [UInt32] = []
    private var names: [String] = []
    private var spans: [Span] = []
    /// The entries before it are in `slots`; the others wait for a name the filter cannot rule out.
    private var indexed = 0
    /// A Bloom filter of the names claimed, two bits a name and at least eight bits for each:
    /// a new name, almost every one a large spec claims, is told new by two reads of a bit set an
    /// eighth the size of `slots`, which stays in the cache where a read of `slots`, a slot
    /// far from the last, waited for memory. The entries it lets in wait to be put in `slots`
    /// all together, when a name the filter cannot rule out comes, where the reads and writes of
    /// their slots overlap.
    private var filter: [UInt64] = []
    private let seed = UInt64.random(in: 1...UInt64.max)

    /// Makes room for `count` names without growing.
    mutating func reserveCapacity(_ count: Int) {
        names.reserveCapacity(count)
        hashes.reserveCapacity(count)
        spans.reserveCapacity(count)
        if filterWords(for: count) > filter.count { refilter(filterWords(for: count)) }
    }

    /// Where `name` was first given, if a row has it.
    mutating func first(_ name: String) -> Span? {
        let hash = Self.hash(name, seed)
        guard mayHold(hash) else { return nil }
        indexWaiting()
        let (slot, found) = find(name, hash)
        return found ? spans[Int(slots[slot]) - 1] : nil
    }

    /// Where another row gave `name` first, or nil after recording it as given at `span`.
    mutating func claim(_ name: String, at span: Span) -> Span? {
        claim(name, hash: Self.hash(name, seed), at: span)
    }

    /// `claim(_:at:)` of a name whose bytes are `spelling`, as the source has them.
    mutating func claim(_ name: String, spelling: UnsafeBufferPointer<UInt8>, at span: Span) -> Span? {
        claim(name, hash: Self.hash(spelling, seed), at: span)
    }

    private mutating func claim(_ name: String, hash: UInt32, at span: Span) -> Span? {
        if filterWords(for: names.count + 1) > filter.count { refilter(filterWords(for: names.count + 1)) }
        if mayHold(hash) {
            indexWaiting()
            let (slot, found) = find(name, hash)
            if found { return spans[Int(slots[slot]) - 1] }
        }
        names.append(name)
        hashes.append(hash)
        spans.append(span)
        add(hash)
        return nil
    }

    /// The two bits of `filter` for `hash`: one from its low bits, one from the high bits of its product with an odd constant.
    @inline(__always)
    private func bits(_ hash: UInt32) -> (Int, Int) {
        let mask = filter.count &* 64 &- 1
        let other = (UInt64(hash) &* 0x9E37_79B9_7F4A_7C15) >> 32
        return (Int(truncatingIfNeeded: hash) & mask, Int(truncatingIfNeeded: other) & mask)
    }

    /// Whether a name of `hash` may have been claimed: false only when it has not been.
    private func mayHold(_ hash: UInt32) -> Bool {
        guard !filter.isEmpty else { return false }
        let (a, b) = bits(hash)
        return filter[a >> 6] & 1 << UInt64(a & 63) != 0 && filter[b >> 6] & 1 << UInt64(b & 63) != 0
    }

    private mutating func add(_ hash: UInt32) {
        let (a, b) = bits(hash)
        filter[a >> 6] |= 1 << UInt64(a & 63)
        filter[b >> 6] |= 1 << UInt64(b & 63)
    }

    /// A power of two of 64-bit words holding at least eight bits for each of `count` names: as
    /// many bits as `slots` has bytes, for its at least two slots a name.
    private func filterWords(for count: Int) -> Int { slotCount(for: count) / 16 }

    private mutating func refilter(_ words: Int) {
        filter = Array(repeating: 0, count: words)
        for hash in hashes { add(hash) }
    }

    /// Puts the entries from `indexed` on in `slots`.
    private mutating func indexWaiting() {
        guard indexed < names.count else { return }
        if slotCount(for: names.count) > slots.count {
            slots = Array(repeating: 0, count: slotCount(for: names.count))
            indexed = 0
        }
        let mask = slots.count - 1
        for index in indexed..<names.count {
            var slot = Int(truncatingIfNeeded: hashes[index]) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = UInt32(index + 1)
        }
        indexed = names.count
    }

    /// The slot that holds `name`, or the empty slot where it goes.
    private func find(_ name: String, _ hash: UInt32) -> (slot: Int, found: Bool) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return (slot, false) }
            if hashes[entry - 1] == hash, names[entry - 1] == name { return (slot, true) }
            slot = (slot + 1) & mask
        }
    }

    /// A power of two at least twice `count`.
    private func slotCount(for count: Int) -> Int {
        var slots = 16
        while slots < 2 * count { slots *= 2 }
        return slots
    }

    private static func hash(_ name: String, _ seed: UInt64) -> UInt32 {
        name.utf8.withContiguousStorageIfAvailable { hash($0, seed) } ?? hash(Array(name.utf8), seed)
    }

    private static func hash(_ bytes: [UInt8], _ seed: UInt64) -> UInt32 {
        bytes.withUnsafeBufferPointer { hash($0, seed) }
    }

    /// A hash of a name's UTF-8 bytes: each eight-byte word mixed in by a multiply and a shift.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ seed: UInt64) -> UInt32 {
        var h = seed ^ UInt64(bytes.count)
        var i = 0
        if let base = bytes.baseAddress {
            while i + 8 <= bytes.count {
                h = (h ^ UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))) &* 0x9E37_79B9_7F4A_7C15
                h ^= h >> 32
                i += 8
            }
        }
        if i < bytes.count {
            var word: UInt64 = 0
            var k = bytes.count
            while k > i {
                k -= 1
                word = word << 8 | UInt64(bytes[k])
            }
            h = (h ^ word) &* 0x9E37_79B9_7F4A_7C15
            h ^= h >> 32
        }
        h = (h ^ h >> 29) &* 0xBF58_476D_1CE4_E5B9
        return UInt32(truncatingIfNeeded: h >> 32)
    }
}
