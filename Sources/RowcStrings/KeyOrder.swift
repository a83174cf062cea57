// KeyOrder.swift orders keys as Xcode writes them: Foundation's `.sortedKeys`, computed here so rowc never loads Foundation (and ICU) at start-up.

/// The order of the members of every object Xcode writes in a String Catalog: JSONSerialization's
/// `.sortedKeys`, which compares keys with `compare(_:options: [.numeric, .caseInsensitive,
/// .forcedOrdering], range:, locale: NSLocale.system)` (swift-corelibs-foundation's
/// JSONSerialization.swift; Apple's header says "using [NSLocale systemLocale] ... NSNumericSearch").
/// That is the root locale's collation: letter case aside, space, then punctuation (`_` before `-`
/// before `.`), symbols, digits by their numbers' values (`Item 2` before `Item 10`), letters;
/// keys differing only in case put lowercase first.
///
/// rowc does not call Foundation for it: linking Foundation and its ICU data into the
/// executable cost every command (`rowc check` included) about 9.5 million instructions of
/// dynamic loading at start-up. Two keys of printable ASCII are compared character by
/// character in the order Foundation gives single characters (`order`); any other pair by the
/// collation's levels, as `slowPrecedes` says. KeyOrderTests holds both to Foundation's own
/// comparison on many thousands of pairs.
enum KeyOrder {
    /// Whether `a` comes before `b`.
    static func precedes(_ a: String, _ b: String) -> Bool {
        fastPrecedes(a, b) ?? slowPrecedes(a, b)
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

    // MARK: Any keys

    /// The root locale's collation as far as String Catalog keys need it, by level: first the
    /// characters (`order` for ASCII, an accented Latin letter as its base letter, `ø` as `o`, `ß` `æ` `œ` as
    /// `ss` `ae` `oe`, any other character after every ASCII one, by its small letter's code
    /// point; controls ignored; digit runs by value); then accents (none first); then case (small
    /// first); then fewer leading zeros; then the code points, so no two keys tie.
    /// Foundation orders other scripts by ICU's script order where this orders by code point:
    /// keys in more than one non-Latin script may be written in another order than Xcode's.
    static func slowPrecedes(_ a: String, _ b: String) -> Bool {
        let x = CollationKey(a), y = CollationKey(b)
        if let order = compareRuns(x.primary, y.primary) { return order }
        for (p, q) in [(x.accents, y.accents), (x.cases, y.cases), (x.zeros, y.zeros)] where p != q {
            return p.lexicographicallyPrecedes(q)
        }
        return a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars) { $0.value < $1.value }
    }

    /// Primary weights compared in order, a number (`.number`) against a number by its value.
    private static func compareRuns(_ x: [CollationKey.Weight], _ y: [CollationKey.Weight]) -> Bool? {
        for (p, q) in zip(x, y) where p != q {
            switch (p, q) {
            case let (.number(m), .number(n)): return m.count != n.count ? m.count < n.count : m.lexicographicallyPrecedes(n)
            case (.number, .character(let w)): return CollationKey.weight(0x30)! < w
            case (.character(let w), .number): return w < CollationKey.weight(0x30)!
            case let (.character(v), .character(w)): return v < w
            }
        }
        return x.count == y.count ? nil : x.count < y.count
    }

    /// Base letters of U+00C0 to U+017F (`.` where a character has none), as Foundation folds
    /// their diacritics (`folding(options: .diacriticInsensitive)`).
    static let latinBases = Array(
        "AAAAAA.CEEEEIIII.NOOOOO..UUUUY..aaaaaa.ceeeeiiii.nooooo..uuuuy.yAaAaAaCcCcCcCcDd..EeEeEeEeEeGgGgGgGgHh..IiIiIiIiI...JjKk.LlLlLl....NnNnNn...OoOoOo..RrRrRrSsSsSsSsTtTt..UuUuUuUuUuUuWwYyYZzZzZz."
            .unicodeScalars)

    /// Where each letter of U+00C0 to U+017F sorts among the letters of its base (1 first, in
    /// base 36; `.` for none): the accents' order, `é` before `è` before `ê` before `ë`, as
    /// Foundation sorts them.
    static let accentRanks = Array(
        "214765.521462145.321475..21461..214765.521462145.321475..21461.39933881122443311..99337788552211334411..669933887...1111.113322....114422...883366..113322112244332211..88aa3355779911223113322."
            .unicodeScalars)

    /// Characters that sort as two letters.
    static let expansions: [UInt32: String] = [0xDF: "ss", 0xC6: "AE", 0xE6: "ae", 0x152: "OE", 0x153: "oe"]
}

/// A key's weights at each level of `KeyOrder.slowPrecedes`.
struct CollationKey {
    enum Weight: Equatable {
        /// An ASCII character's weight (`weight(_:)`), or a character after all of them (512 and up).
        case character(UInt32)
        /// A run of digits, without leading zeros.
        case number([UInt8])
    }

    var primary: [Weight] = []
    var accents: [UInt32] = []
    var cases: [UInt32] = []
    var zeros: [UInt32] = []

    init(_ key: String) {
        var digits: [UInt8] = [], leading = 0
        func endNumber() {
            guard !digits.isEmpty || leading > 0 else { return }
            // A run of zeros is the number 0, its other zeros leading.
            if digits.isEmpty { (digits, leading) = ([0x30], leading - 1) }
            primary.append(.number(digits))
            zeros.append(UInt32(leading))
            (digits, leading) = ([], 0)
        }
        for scalar in key.unicodeScalars {
            let v = scalar.value
            if (0x30...0x39).contains(v) {
                if v == 0x30 && digits.isEmpty { leading += 1 } else { digits.append(UInt8(v)) }
                continue
            }
            endNumber()
            if v == 0xD8 || v == 0xF8 {
                add(v == 0xD8 ? 0x4F : 0x6F, accent: 90, upper: v == 0xD8)  // ø: an o with a stroke, after every other o
            } else if let expansion = KeyOrder.expansions[v] {
                for letter in expansion.utf8 { add(letter, accent: 100, upper: letter < 0x61) }
            } else if v < 0x80 {
                guard Self.weight(UInt8(v)) != nil else { continue }  // a control character: ignorable
                add(UInt8(v), accent: 0, upper: (0x41...0x5A).contains(v))
            } else if (0xC0...0x17F).contains(v), case let base = KeyOrder.latinBases[Int(v - 0xC0)], base != "." {
                let accent = UInt32(String(KeyOrder.accentRanks[Int(v - 0xC0)]), radix: 36) ?? 50
                add(UInt8(base.value), accent: accent, upper: (0x41...0x5A).contains(base.value))
            } else if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
                        || scalar.properties.generalCategory == .nonspacingMark {
                if let last = accents.indices.last { accents[last] = accents[last] &* 31 &+ v }  // a mark counts as an accent
            } else {
                let small = scalar.properties.lowercaseMapping.unicodeScalars.first ?? scalar
                primary.append(.character(512 + small.value))
                accents.append(0)
                cases.append(small == scalar ? 0 : 1)
            }
        }
        endNumber()
    }

    /// An ASCII character's primary weight: the line-space controls, tab first, before `order`'s
    /// characters (space first); nil for the other controls, which are ignored.
    static func weight(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x09: 1
        case 0x0A: 2
        case 0x0B: 3
        case 0x0C: 4
        case 0x0D: 5
        default: KeyOrder.ranks[Int(byte)] == 255 ? nil : 8 + UInt32(KeyOrder.ranks[Int(byte)])
        }
    }

    private mutating func add(_ byte: UInt8, accent: UInt32, upper: Bool) {
        primary.append(.character(Self.weight(byte)!))
        accents.append(accent)
        cases.append(upper ? 1 : 0)
    }
}
