// FormatterTests.swift covers formatting decisions one at a time: line endings, BOM, comments, blank lines, refusal.

import RowcFormat
import RowcSema
import RowcSource
import RowcSyntax
import Testing

@Suite struct FormatterTests {
    func format(_ text: String) -> String? {
        try? Formatter.format(SourceFile(path: "t.rows", text: text)).get()
    }

    @Test func crlfBecomesLFAndBOMIsDropped() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("row  title : \"A\"\r\n\r\n\r\nrow title:\"B\" arrow\r\n".utf8)
        let text = try Formatter.format(SourceFile(path: "t.rows", bytes: bytes)).get()
        #expect(text == "row title:\"A\"\n\nrow title:\"B\" arrow\n")
        FormatInvariants.check(bytes, name: "crlf")
    }

    @Test func emptyAndCommentOnlyFiles() {
        #expect(format("") == "")
        #expect(format("\n\n  \n") == "")
        #expect(format("  // only a comment   \n\n\n// another") == "// only a comment\n\n// another\n")
    }

    @Test func continuationLinesAreJoined() {
        #expect(format("row wifi\n  title:\"Wi-Fi\"\n\tarrow\n  image:\n    ic_wifi\n")
                == "row wifi image:ic_wifi title:\"Wi-Fi\" arrow\n")
    }

    @Test func attributesTakeTheCanonicalOrder() {
        #expect(format("row arrow subtitle:\"On\" title:\"Wi-Fi\" image:ic wifi:1\n")
                == "row image:ic title:\"Wi-Fi\" subtitle:\"On\" arrow wifi:1\n")
        #expect(format("model P arrow title:$name subtitle:$d? image:$a? key:$id\n")
                == "model P key:$id image:$a? title:$name subtitle:$d? arrow\n")
        let keys = ThemeKey.all.map(\.name)
        let shuffled = keys.reversed().map { "\($0):1" }.joined(separator: " ")
        #expect(format("theme \(shuffled)\n") == "theme " + keys.map { "\($0):1" }.joined(separator: " ") + "\n")
    }

    @Test func duplicatesKeepTheirOrderSoTheFirstStillWins() {
        #expect(format("row title:\"B\" image:x title:\"A\"\n") == "row image:x title:\"B\" title:\"A\"\n")
        // A key with a colon and no value goes last, and a later one of the same key after it
        // (fuzz-format found the two swapped, and the colon's error lost).
        let text = "row wifi arrow: title:\"Wi-Fi\" extraabout arrow z\n"
        #expect(format(text) == "row wifi title:\"Wi-Fi\" extraabout z arrow: arrow\n")
        FormatInvariants.check(Array(text.utf8), name: "colon-only duplicate")
    }

    @Test func sectionsGetABlankLineAboveTheirComments() {
        #expect(format("row title:\"A\"\n// General settings\nsection \"General\"\nrow title:\"B\"\n")
                == "row title:\"A\"\n\n// General settings\nsection \"General\"\nrow title:\"B\"\n")
        #expect(format("section \"First\"\nrow title:\"A\"\n") == "section \"First\"\nrow title:\"A\"\n")
    }

    @Test func blankLinesCollapseToOne() {
        #expect(format("row title:\"A\"\n\n\n\n\nrow title:\"B\"\n") == "row title:\"A\"\n\nrow title:\"B\"\n")
    }

    @Test func commentsStayWithWhatTheyDescribe() {
        let input = """
        row title:"A" // after A
          // before arrow
          arrow subtitle:"S" // after S
        model // between keyword and name
          P title:$name
        """
        let expected = """
        row title:"A" // after A
            subtitle:"S" // after S
            // before arrow
            arrow
        model P // between keyword and name
            title:$name

        """
        #expect(format(input) == expected)
        FormatInvariants.check(Array(input.utf8), name: "comments")
    }

    @Test func commentsInsideTheLastAttributeLeaveTheDeclarationWithABlankLine() {
        let input = "row title: // one\n  // two\n  \"A\" // three\nrow title:\"B\"\n"
        let output = format(input)
        #expect(output == "row title:\"A\" // one\n// two\n// three\n\nrow title:\"B\"\n")
        FormatInvariants.check(Array(input.utf8), name: "inner comments")
    }

    @Test func indentedCommentAfterADeclarationDocumentsTheNext() {
        let input = "row title:\"A\"\n  // about B\nrow title:\"B\"\n"
        #expect(format(input) == "row title:\"A\"\n// about B\nrow title:\"B\"\n")
        FormatInvariants.check(Array(input.utf8), name: "indented comment")
    }

    /// Found by Fuzz/run.sh format: sorting put the flag `image` first, where it reads as the row's name.
    @Test func aFlagIsNotMovedWhereItWouldNameTheRow() {
        let input = "row   wifi      \nrow title:\"About\"\t image ic: _about   ow title\n"
        #expect(format(input) == "row wifi\nrow title:\"About\" image ic:_about ow title\n")
        FormatInvariants.check(Array(input.utf8), name: "flag first")
        #expect(format("row title:\"A\" subtitle arrow\n") == "row title:\"A\" subtitle arrow\n")
        #expect(format("row a title:\"A\" image\n") == "row a image title:\"A\"\n", "a named row is sorted as before")
    }

    /// Found by Fuzz/run.sh format: E103 quoted the section's unquoted title as written, comments
    /// and line breaks included, so its message changed when fmt re-indented the continuation line.
    @Test func anUnquotedSectionTitleOverLinesKeepsItsMessage() {
        let input = "section one //c\n  two\nrow title:\"A\"\n"
        #expect(format(input) == "section one //c\n    two\nrow title:\"A\"\n")
        FormatInvariants.check(Array(input.utf8), name: "section title over lines")
        let (_, diagnostics) = Checker.check(SourceFile(path: "t.rows", text: input))
        #expect(diagnostics.first?.message == "a section title is a string; write `section \"one two\"`")
        #expect(diagnostics.first?.fixIts.isEmpty == true, "quoting a comment and a line break is no fix")
    }

    @Test func checkerErrorsDoNotBlockFormatting() {
        #expect(format("row   subtile:\"x\" title:\"A\"\n") == "row title:\"A\" subtile:\"x\"\n")
    }

    @Test func syntaxErrorsBlockFormatting() throws {
        let file = SourceFile(path: "t.rows", text: "row title:\"A\"\n  title:\nrow @\n")
        guard case .failure(let refusal) = Formatter.format(file) else {
            Issue.record("formatted a file with syntax errors")
            return
        }
        #expect(refusal.diagnostics.map(\.code.id) == ["E102", "E003"])
        #expect(Formatter.isFormatted(file) == nil)
    }

    @Test func unicodeTextIsKeptByteForByte() {
        #expect(format("row   title:\"快速设置 🍏𝄞\"  // 注释 🎉\n") == "row title:\"快速设置 🍏𝄞\" // 注释 🎉\n")
    }

    @Test func colourSetsArePrintedAsWritten() {
        let spec = "theme title.color:asset\"Brand \\\"Text\\\"\" subtitle.color:asset\"Icons/Grey\"\nrow title:\"A\"\n"
        #expect(format(spec) == spec)
        #expect(format("theme   title.color:  asset\"X\"\nrow title:\"A\"\n") == "theme title.color:asset\"X\"\nrow title:\"A\"\n")
    }

    /// A byte-order mark is not part of the first line's text: a comment after it still documents
    /// the row below, as it does once the formatter has dropped the mark.
    @Test func byteOrderMarkBeforeDocumentation() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("// doc\nrow title:\"A\"\n".utf8)
        let before = Checker.check(SourceFile(path: "t.rows", bytes: bytes)).spec.rows.first?.documentation
        let after = Checker.check(SourceFile(path: "t.rows", text: "// doc\nrow title:\"A\"\n")).spec.rows.first?.documentation
        #expect(before == ["doc"])
        #expect(before == after)
    }
}
