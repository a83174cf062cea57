// VocabularySpellingTests.swift holds each word of the language to few spellings in Sources/: the table, and the code that writes it out.

import RowcSyntax
import RowcTestSupport
import Testing

@Suite("the vocabulary's spellings in Sources/")
struct VocabularySpellingTests {
    /// The most files of Sources/ that may spell one word as a string literal: the vocabulary
    /// table, and code that needs the spelling for output (generated Swift, the report, the
    /// language server). Code that reads the language names a word through the table instead.
    static let mostFiles = 4

    @Test("no word of the vocabulary is a string literal in more than four files of Sources/")
    func fewSpellings() throws {
        let files = try Repository.files(under: "Sources", withExtension: "swift")
        let texts = try files.map { try Repository.readText($0) }
        for spelling in Vocabulary.keywords.map(\.spelling) + Vocabulary.attributes.map(\.spelling) {
            let spelledIn = files.indices.filter { texts[$0].contains("\"\(spelling)\"") }.map { files[$0] }
            // The table itself spells every word: a search that finds nothing is searching wrong.
            #expect(spelledIn.contains("Sources/RowcSyntax/Vocabulary.swift"), "\(spelling)")
            #expect(spelledIn.count <= Self.mostFiles, "`\(spelling)` is spelt in \(spelledIn.count) files: \(spelledIn)")
        }
    }
}
