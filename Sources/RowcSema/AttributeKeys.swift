// AttributeKeys.swift holds the attribute keys a declaration takes, from the vocabulary, and the attributes found by key.

import RowcSyntax

/// The attributes a declaration takes, as a bit mask of indices in `Vocabulary.attributes`, so
/// telling whether a key is allowed is one test rather than a search.
///
/// Plain values only, with a copy of the vocabulary's word table: the checker reads these for
/// every key of every row, where a reference would be retained and a static of the vocabulary
/// costs a call at each read.
struct AttributeKeys: Sendable {
    let place: Place
    private let mask: UInt32
    /// Each lexer word's index in `Vocabulary.attributes`, four bits at four times the word's raw
    /// value, 0xF for none: one integer, where an `InlineArray` was copied out whole at each read.
    private let indexByWord: UInt64

    init(_ place: Place) {
        precondition(Vocabulary.attributes.count <= FoundAttributes.capacity, "more attributes than FoundAttributes holds")
        precondition(Word.allCases.count <= 16, "more words than a token holds")
        self.place = place
        mask = Vocabulary.attributes.indices.reduce(0) { mask, index in
            Vocabulary.attributes[index].use(in: place) == nil ? mask : mask | 1 << UInt32(index)
        }
        indexByWord = Word.allCases.reduce(UInt64.max) { table, word in
            guard let index = Vocabulary.attributeIndex(of: word) else { return table }
            precondition(index < 0xF, "the attribute of a word past the first fifteen")
            let shift = UInt64(word.rawValue) * 4
            return table & ~(0xF << shift) | UInt64(index) << shift
        }
    }

    /// The keys allowed, spelt, in the order messages list them: only for a message.
    var spellings: [String] { Vocabulary.attributes(in: place).map(\.attribute.spelling) }

    @inline(__always)
    func contains(_ attribute: Int) -> Bool {
        mask & 1 << UInt32(attribute) != 0
    }

    /// The index in `Vocabulary.attributes` of the key `key` of `source`, if it is an attribute's:
    /// by its word when the lexer gave it one, else by its bytes (see `Vocabulary`, "Growth").
    @inline(__always)
    func attributeIndex(of key: Token, in source: UnsafeBufferPointer<UInt8>) -> Int? {
        guard key.word != .none else { return Vocabulary.attributeIndex(of: key, in: source) }
        return index(of: key.word)
    }

    /// The index in `Vocabulary.attributes` of the attribute with lexer word `word`, if any.
    @inline(__always)
    func index(of word: Word) -> Int? {
        let index = Int(truncatingIfNeeded: indexByWord >> (UInt64(word.rawValue) * 4) & 0xF)
        return index == 0xF ? nil : index
    }
}

/// The attributes of one declaration by key: the index in `SyntaxTree.attributes` of the first
/// of each, by the key's index in `Vocabulary.attributes`. Indices in a fixed array, not the
/// attributes themselves: five optional attributes made a struct that checking every row spent
/// more instructions filling and copying than judging what it held.
struct FoundAttributes {
    /// At least as many as the vocabulary has attributes (checked by `AttributeKeys`): small, as it is passed about for every declaration.
    static let capacity = 32
    private var indices = InlineArray<32, Int32>(repeating: -1)
    /// Bit `k` set when attribute `k` was found: whether any of several was written is one test.
    private(set) var mask: UInt32 = 0
    /// The keys collected, for finding an attribute by its word.
    let keys: AttributeKeys
    /// Whether a row writes a theme key for itself, which `collect` leaves to the row's check.
    var writesThemeKeys = false
    /// The attribute that starts a row's `sample` clause, which `collect` leaves to the row's check.
    var sample: Int32?
    /// Whether the subtitle's place holds a badge (`badge:`), which `collect` finds as the subtitle.
    var subtitleIsBadge = false

    init(keys: AttributeKeys) {
        self.keys = keys
    }

    @inline(__always)
    subscript(attribute: Int) -> Int32? {
        // The mask first: most attributes asked for were not written, and it needs no load from the array.
        get { mask & 1 << UInt32(attribute) == 0 ? nil : indices[attribute] }
        set {
            indices[attribute] = newValue ?? -1
            mask = newValue == nil ? mask & ~(1 << UInt32(attribute)) : mask | 1 << UInt32(attribute)
        }
    }

    /// The attribute with lexer word `word`, which is an attribute's.
    @inline(__always)
    subscript(word: Word) -> Int32? {
        get { keys.index(of: word).flatMap { self[$0] } }
    }

    /// Whether any of the attributes in `mask` (bit `k` for attribute `k`) was found.
    @inline(__always)
    func containsAny(_ mask: UInt32) -> Bool { self.mask & mask != 0 }
}

extension SyntaxTree {
    /// The attribute `collect` found with key `word`, if any. Here, not on the checker, whose
    /// state a non-mutating method would copy at every call.
    func attribute(_ word: Word, in found: borrowing FoundAttributes) -> Attribute? {
        found[word].map { attributes[Int($0)] }
    }
}
