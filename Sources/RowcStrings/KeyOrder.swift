// KeyOrder.swift orders keys as Xcode writes them: Foundation's `.sortedKeys`, with a fast path for ASCII keys that agrees with it.

import Foundation

/// The order of the members of every object Xcode writes in a String Catalog: JSONSerialization's
/// `.sortedKeys`, which compares keys with `compare(_:options: [.numeric, .caseInsensitive,
/// .forcedOrdering], range:, locale: NSLocale.system)` (swift-corelibs-foundation's
/// JSONSerialization.swift; Apple's header says "using [NSLocale systemLocale] ... NSNumericSearch").
/// That is the root locale's collation: letter case aside, space, then punctuation (`_` before `-`
/// before `.`), symbols, digits by their numbers' values (`Item 2` before `Item 10`), letters;
/// keys differing only in case put lowercase first.
///
/// Foundation's comparison costs about 1.6 µs on Linux, seconds for sorting 100,000 keys, so two
/// keys of printable ASCII are compared here instead, character by character in the order
/// Foundation gives single characters; whenever that could disagree with Foundation (keys
/// equal but for case, numbers written with different leading zeros, other characters) Foundation
/// decides. KeyOrderTests checks the two agree on many thousands of pairs.
enum KeyOrder {
    /// Whether `a` comes before `b`.
    static func precedes(_ a: String, _ b: String) -> Bool {
        fastPrecedes(a, b) ?? foundationPrecedes(a, b)
    }

    static func foundationPrecedes(_ a: String, _ b: String) -> Bool {
        a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering], range: a.startIndex..<a.endIndex,
                  locale: NSLocale.system) == .orderedAscending
    }

    /// `keys` in order. Keys as read are usually in order already, which costs one comparison per key to see.
    static func sorted(_ keys: [String]) -> [String] {
        var inOrder = true
        for i in keys.indices.dropFirst() where precedes(keys[i], keys[i - 1]) {
            inOrder = false
            break
        }
        return inOrder ? keys : keys.sorted(by: precedes)
    }

    /// `members` in the order of their keys.
    static func sorted<Value>(_ members: [(String, Value)]) -> [(String, Value)] {
        var inOrder = true
        for i in members.indices.dropFirst() where precedes(members[i].0, members[i - 1].0) {
            inOrder = false
            break
        }
        return inOrder ? members : members.sorted { precedes($0.0, $1.0) }
    }

    /// The rank of each printable ASCII character (0x20 to 0x7E) in Foundation's order of single
    /// characters, a letter's case ignored and every digit ranked as `0` (a run of digits is
    /// compared by its value); 255 for every other byte. Made by Foundation itself, once.
    static let ranks: [UInt8] = {
        let representatives = (UInt8(0x20)...0x7E).filter { !(0x41...0x5A).contains($0) && !(0x31...0x39).contains($0) }
        let ordered = representatives.sorted { foundationPrecedes(String(UnicodeScalar($0)), String(UnicodeScalar($1))) }
        var ranks = [UInt8](repeating: 255, count: 256)
        for (rank, byte) in ordered.enumerated() { ranks[Int(byte)] = UInt8(rank) }
        for upper in UInt8(0x41)...0x5A { ranks[Int(upper)] = ranks[Int(upper + 0x20)] }
        for digit in UInt8(0x31)...0x39 { ranks[Int(digit)] = ranks[0x30] }
        return ranks
    }()

    /// The order of two keys of printable ASCII, or nil when Foundation must decide.
    static func fastPrecedes(_ a: String, _ b: String) -> Bool? {
        let ranks = Self.ranks
        return a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y in compare(x, y, ranks) }
        }.flatMap { $0 }.flatMap { $0 }
    }

    private static func compare(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>, _ ranks: [UInt8]) -> Bool? {
        var i = 0, j = 0
        while i < x.count && j < y.count {
            let rx = ranks[Int(x[i])], ry = ranks[Int(y[j])]
            guard rx != 255, ry != 255 else { return nil }
            if isDigit(x[i]) && isDigit(y[j]) {
                let endX = digitsEnd(x, from: i), endY = digitsEnd(y, from: j)
                let startX = significantStart(x, i, endX), startY = significantStart(y, j, endY)
                // Long runs are split into pieces by ICU's numeric collation; leave those to Foundation.
                guard endX - startX <= 30, endY - startY <= 30 else { return nil }
                if endX - startX != endY - startY { return endX - startX < endY - startY }
                for k in 0..<(endX - startX) where x[startX + k] != y[startY + k] { return x[startX + k] < y[startY + k] }
                // The same number; with different leading zeros Foundation's tie-break decides.
                guard endX - i == endY - j else { return nil }
                i = endX
                j = endY
                continue
            }
            if rx != ry { return rx < ry }
            i += 1
            j += 1
        }
        // Equal but for case: Foundation's forced ordering decides.
        if i == x.count && j == y.count { return nil }
        // A prefix comes first, when the rest is characters that count (no ignorable controls).
        let rest = i == x.count ? UnsafeBufferPointer(rebasing: y[j...]) : UnsafeBufferPointer(rebasing: x[i...])
        guard rest.allSatisfy({ ranks[Int($0)] != 255 }) else { return nil }
        return i == x.count
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    private static func digitsEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var end = start
        while end < bytes.count && isDigit(bytes[end]) { end += 1 }
        return end
    }

    /// The first digit of a run that is not a leading zero (the last digit, for a run of zeros).
    private static func significantStart(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        var first = start
        while first < end - 1 && bytes[first] == 0x30 { first += 1 }
        return first
    }
}
