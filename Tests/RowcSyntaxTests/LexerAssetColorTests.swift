// LexerAssetColorTests.swift checks `asset"NAME"`: one colour token when the name touches the string, nothing new otherwise.

import RowcSyntax
import Testing

@Suite("lexer: colour sets")
struct LexerAssetColorTests {
    @Test("`asset` directly before a string is one colour token, wherever the line puts it", arguments: [
        #"asset"BrandText""#, #"asset"Brand Text""#, #"asset"Icons/Brand""#, #"asset"Say \"hi\"""#, #"asset"""#,
    ])
    func oneToken(text: String) {
        for (source, at) in [(text, 0), ("theme title.color:" + text, 3), ("theme title.color:" + text + "\n", 3)] {
            let result = lex(source)
            #expect(result.tokens[at].kind == .color, "\(source)")
            #expect(result.file.text(result.tokens[at].span) == text)
            #expect(result.diagnostics.isEmpty)
        }
    }

    @Test("other names, or a space, leave a name and a string as before")
    func otherwise() {
        #expect(kindsAndTexts(#"asset "x""#) == [Pair(.identifier, "asset"), Pair(.string, #""x""#)])
        #expect(kindsAndTexts(#"assets"x""#) == [Pair(.identifier, "assets"), Pair(.string, #""x""#)])
        #expect(kindsAndTexts(#"Asset"x""#) == [Pair(.identifier, "Asset"), Pair(.string, #""x""#)])
        #expect(kindsAndTexts(#"my_asset"x""#) == [Pair(.identifier, "my_asset"), Pair(.string, #""x""#)])
        #expect(kindsAndTexts("image:asset") == [Pair(.identifier, "image"), Pair(.colon, ":"), Pair(.identifier, "asset")])
    }

    @Test("a colour set's string with a mistake is one invalid token with the string's one error")
    func mistakes() {
        for (text, code) in [(#"asset"Brand"#, "E004"), (#"asset"a\qb""#, "E005")] {
            let result = lex(text)
            #expect(result.tokens.map(\.kind) == [.invalid], "\(text)")
            #expect(result.diagnostics.map(\.code.id) == [code])
        }
    }

    @Test("the name is the string's value, escapes decoded")
    func name() {
        let tree = parse(#"theme title.color:asset"Say \"hi\"" subtitle.color:#FFF"#)
        let colors = tree.tokens.indices.filter { tree.tokens[$0].kind == .color }.map { TokenIndex($0) }
        #expect(colors.map(tree.isAssetColor) == [true, false])
        #expect(tree.assetColorName(colors[0]) == #"Say "hi""#)
    }
}
