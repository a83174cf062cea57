// AttributeKeys.swift holds the attribute keys a declaration takes, from the vocabulary, and the attributes found by key.

import RowcSyntax

/// The attributes a declaration takes, as indices in `Vocabulary.attributes` in the order messages
/// list them, and as a bit mask, so telling whether a key is allowed is one test rather than a search.
struct AttributeKeys: Sendable {
    let spellings: [String]
    private let mask: UInt32

    init(_ place: Place) {
        spellings = Vocabulary.attributes(in: place).map(\.attribute.spelling)
        mask = Vocabulary.attributes.indices.reduce(0) { mask, index in
            Vocabulary.attributes[index].use(in: place) == nil ? mask : mask | 1 << UInt32(index)
        }
    }

    func contains(_ attribute: Int) -> Bool {
        mask & 1 << UInt32(attribute) != 0
    }
}

/// The attributes of one declaration by key: the index in `SyntaxTree.attributes` of the first
/// of each, by the key's index in `Vocabulary.attributes`. Indices in a fixed array, not the
/// attributes themselves: five optional attributes made a struct that checking every row spent
/// more instructions filling and copying than judging what it held.
struct FoundAttributes {
    /// At least as many as the vocabulary has attributes (checked at init): small, as it is passed about for every declaration.
    static let capacity = 16
    private var indices = InlineArray<16, Int32>(repeating: -1)

    init() {
        precondition(Vocabulary.attributes.count <= Self.capacity, "more attributes than FoundAttributes holds")
    }

    subscript(attribute: Int) -> Int32? {
        get { indices[attribute] < 0 ? nil : indices[attribute] }
        set { indices[attribute] = newValue ?? -1 }
    }

    /// The attribute with lexer word `word`, which is an attribute's.
    subscript(word: Word) -> Int32? {
        get { Vocabulary.attributeIndex(of: word).flatMap { self[$0] } }
    }
}

extension SyntaxTree {
    /// The attribute `collect` found with key `word`, if any. Here, not on the checker, whose
    /// state a non-mutating method would copy at every call.
    func attribute(_ word: Word, in found: borrowing FoundAttributes) -> Attribute? {
        found[word].map { attributes[Int($0)] }
    }
}
