// KeywordTable.swift is the lexer's table of words, built once from `Vocabulary`'s spellings.

/// Tells which `Word` a name spells from its bytes packed into one 64-bit word, the first lowest:
/// one multiply, one shift, one load and one compare, whatever the number of words.
///
/// Each word's spelling is packed the same way and kept in a slot chosen by a multiplicative
/// hash, its multiplier picked at start-up so that no two words share a slot. A name has no zero
/// byte, so its packed bytes also say its length: equal packed words are equal names, and an
/// empty slot (zero) matches none.
final class KeywordTable: Sendable {
    /// The table built from `Vocabulary`.
    static let vocabulary = KeywordTable(words: Word.allCases.filter { $0 != .none })

    /// The longest spelling a word may have: its bytes fill one 64-bit word.
    static let maximumLength = 8

    private static let slotBits = 6
    private let spellings: InlineArray<64, UInt64>
    private let words: InlineArray<64, Word>
    private let multiplier: UInt64

    init(words: [Word]) {
        let packed = words.map { Self.pack($0.spelling) }
        precondition(Set(packed).count == packed.count, "two words with one spelling")
        // Odd multipliers from a fixed sequence, so the table is the same in every run; ten words
        // in 64 slots need a couple of tries.
        var candidate: UInt64 = 0x9E37_79B9_7F4A_7C15
        while Set(packed.map { Self.slot($0, candidate) }).count < packed.count {
            candidate &+= 0x9E37_79B9_7F4A_7C16
        }
        var spellings = InlineArray<64, UInt64>(repeating: 0), slotWords = InlineArray<64, Word>(repeating: .none)
        for (word, spelling) in zip(words, packed) {
            spellings[Self.slot(spelling, candidate)] = spelling
            slotWords[Self.slot(spelling, candidate)] = word
        }
        (self.spellings, self.words, multiplier) = (spellings, slotWords, candidate)
    }

    /// The word that `bytes[start..<end]` spells, or `.none`.
    @inline(__always)
    func word(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Word {
        let length = end &- start
        guard length <= Self.maximumLength else { return .none }
        var packed: UInt64 = 0
        if start &+ 8 <= bytes.count, let base = bytes.baseAddress {
            // One load of eight bytes, the first lowest, and the name's bytes kept.
            let word = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
            packed = length == 8 ? word : word & (1 &<< UInt64(length &* 8) &- 1)
        } else {
            // Near the end of the bytes: from the last byte down, shifting as it goes.
            var k = end
            while k > start {
                k &-= 1
                packed = packed &<< 8 | UInt64(bytes[k])
            }
        }
        let slot = Self.slot(packed, multiplier)
        return spellings[slot] == packed ? words[slot] : .none
    }

    @inline(__always)
    private static func slot(_ packed: UInt64, _ multiplier: UInt64) -> Int {
        Int(truncatingIfNeeded: (packed &* multiplier) &>> UInt64(64 - slotBits))
    }

    private static func pack(_ spelling: String) -> UInt64 {
        precondition(!spelling.isEmpty && spelling.utf8.count <= maximumLength, "`\(spelling)` does not fit a packed word")
        return spelling.utf8.enumerated().reduce(0) { $0 | UInt64($1.element) &<< UInt64($1.offset * 8) }
    }
}
