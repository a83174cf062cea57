// KeyOrder.swift orders keys as Xcode writes them: Foundation's `.sortedKeys`, by Foundation itself wherever a table cannot be exact.

// The one Foundation import of rowc's libraries (StartUpTests holds it there): Xcode's order is
// ICU's root collation as Foundation configures it, which nothing smaller reproduces exactly.
private import Foundation

/// The order of the members of every object Xcode writes in a String Catalog: JSONSerialization's
/// `.sortedKeys`, which compares keys with `compare(_:options: [.numeric, .caseInsensitive,
/// .forcedOrdering], range:, locale: NSLocale.system)` (swift-corelibs-foundation's
/// JSONSerialization.swift; Apple's header says "using [NSLocale systemLocale] ... NSNumericSearch").
///
/// Two keys of printable ASCII, nearly every key and every member name, are compared here
/// character by character in the order Foundation gives single characters (`order`), which
/// costs nanoseconds where Foundation's comparison costs microseconds; any other pair (other
/// scripts, typographic punctuation, keys equal but for case) is compared by Foundation itself.
/// KeyOrderTests holds both to Foundation's comparison on many thousands of pairs.
enum KeyOrder {
    /// Whether `a` comes before `b`.
    static func precedes(_ a: String, _ b: String) -> Bool {
        fastPrecedes(a, b) ?? foundationPrecedes(a, b)
    }

    /// Foundation's own comparison, as JSONSerialization makes it for `.sortedKeys`.
    static func foundationPrecedes(_ a: String, _ b: String) -> Bool {
        a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering], range: a.startIndex..<a.endIndex,
                  locale: NSLocale.system) == .orderedAscending
    }

    /// `keys` in order. Keys as read are usually in order already, which costs one comparison per
    /// key to see; the keys after the ordered run (those added, as a rule) are sorted and each
    /// put in place by a binary search, so adding a key costs a few comparisons, not a sort.
    static func sorted(_ keys: [String]) -> [String] { sorted(keys, by: { $0 }) }

    /// `members` in the order of their keys.
    static func sorted<Value>(_ members: [(String, Value)]) -> [(String, Value)] { sorted(members, by: \.0) }

    private static func sorted<Element>(_ elements: [Element], by key: (Element) -> String) -> [Element] {
        var run = 1
        while run < elements.count && !precedes(key(elements[run]), key(elements[run - 1])) { run += 1 }
        guard run < elements.count else { return elements }
        var merged: [Element] = []
        merged.reserveCapacity(elements.count)
        var start = 0
        for element in elements[run...].sorted(by: { precedes(key($0), key($1)) }) {
            var low = start, high = run
            while low < high {
                let mid = (low + high) / 2
                if precedes(key(element), key(elements[mid])) { high = mid } else { low = mid + 1 }
            }
            merged.append(contentsOf: elements[start..<low])
            merged.append(element)
            start = low
        }
        merged.append(contentsOf: elements[start..<run])
        return merged
    }

    /// The printable ASCII characters but capitals and the digits 1 to 9, in Foundation's order of
    /// single characters (`compare(_:options: [.numeric, .caseInsensitive], locale: NSLocale.system)`).
    static let order = #" _-,;:!?.'"()[]{}@*/\&#%`^+<=>|~$0abcdefghijklmnopqrstuvwxyz"#

    /// The rank of each printable ASCII character in `order`, a capital as its small letter and
    /// every digit as `0` (a run of digits is compared by its value); 255 for every other byte.
    static let ranks: [UInt8] = {
        var ranks = [UInt8](repeating: 255, count: 256)
        for (rank, byte) in order.utf8.enumerated() { ranks[Int(byte)] = UInt8(rank) }
        for upper in UInt8(0x41)...0x5A { ranks[Int(upper)] = ranks[Int(upper + 0x20)] }
        for digit in UInt8(0x31)...0x39 { ranks[Int(digit)] = ranks[0x30] }
        return ranks
    }()

    /// The order of two keys of printable ASCII, or nil when the levels after the first must decide.
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
                // The same number; with different leading zeros the tie-break decides.
                guard endX - i == endY - j else { return nil }
                i = endX
                j = endY
                continue
            }
            if rx != ry { return rx < ry }
            i += 1
            j += 1
        }
        // Equal but for case: the tie-break decides.
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
