// VocabularyTests.swift holds the lexer's words, and the table it recognises them by, to the vocabulary table.

import RowcSource
import RowcSyntax
import Testing

@Suite("the vocabulary")
struct VocabularyTests {
    /// Every spelling the table gives a word, with that word and whether it is reserved.
    static let words: [(spelling: String, word: Word, reserved: Bool, startsDeclaration: Bool)] =
        Vocabulary.keywords.map { ($0.spelling, $0.word, true, $0.startsDeclaration) }
        + Vocabulary.attributes.filter { $0.word != .none }.map { ($0.spelling, $0.word, $0.isReserved, false) }

    static func firstToken(_ text: String) -> Token {
        Lexer.tokenize(SourceFile(path: "words.rows", text: text)).tokens[0]
    }

    @Test("the lexer reads each spelling as its word, a keyword exactly when it is reserved")
    func spellings() {
        for entry in Self.words {
            for text in [entry.spelling, entry.spelling + ":", entry.spelling + " x", entry.spelling + "\n"] {
                let token = Self.firstToken(text)
                #expect(token.word == entry.word, "`\(text)`")
                #expect(token.kind == (entry.reserved ? .keyword : .identifier), "`\(text)`")
            }
        }
    }

    /// The lexer's table holds exactly the spellings: a byte changed anywhere, or one more or one
    /// fewer, and the name is no word.
    @Test("a name that differs from a spelling by a byte is no word")
    func nearMisses() {
        for entry in Self.words {
            let bytes = Array(entry.spelling.utf8)
            for k in bytes.indices {
                var changed = bytes
                changed[k] = changed[k] == UInt8(ascii: "z") ? UInt8(ascii: "y") : UInt8(ascii: "z")
                #expect(Self.firstToken(String(decoding: changed, as: UTF8.self)).word == .none)
            }
            #expect(Self.firstToken(entry.spelling + "s").word == .none)
            #expect(Self.firstToken(String(entry.spelling.dropLast())).word == .none)
        }
    }

    @Test("every word is in the table once, with the lexer's flags and spelling")
    func everyWord() {
        for word in Word.allCases where word != .none {
            let entries = Self.words.filter { $0.word == word }
            #expect(entries.count == 1, "\(word.spelling)")
            guard let entry = entries.first else { continue }
            #expect(word.spelling == entry.spelling)
            #expect(word.isReserved == entry.reserved, "\(entry.spelling)")
            #expect(word.startsDeclaration == entry.startsDeclaration, "\(entry.spelling)")
        }
        #expect(Word.none.spelling == "none" && !Word.none.isReserved && !Word.none.startsDeclaration)
        // `Token` keeps a word in four bits.
        #expect(Word.allCases.count <= 16)
    }

    @Test("spellings are unique, and an attribute appears in each place at most once")
    func unique() {
        let spellings = Vocabulary.keywords.map(\.spelling) + Vocabulary.attributes.map(\.spelling)
        #expect(Set(spellings).count == spellings.count)
        for attribute in Vocabulary.attributes {
            #expect(Set(attribute.uses.map(\.place)).count == attribute.uses.count, "\(attribute.spelling)")
            #expect(!attribute.uses.isEmpty)
        }
        #expect(Vocabulary.attribute("subtitle")?.use(in: .row)?.value == .fieldOrString)
        #expect(Vocabulary.attribute("image")?.use(in: .row)?.value == .fieldOrAsset)
        #expect(Vocabulary.attributes(in: .section).map(\.attribute.spelling) == ["footer", "rows", "table"])
    }
}
