// GrammarTests.swift checks that the TextMate grammar gives the key tokens of spec lines the right scopes.

import Foundation
import RowKit
import RowcJSON
import RowcSema
import RowcSource
import RowcSyntax
import RowcTestSupport
import Testing

enum EditorPaths {
    static let root = URL(fileURLWithPath: Repository.root)
    static let grammar = root.appendingPathComponent("Editors/textmate/rows.tmLanguage.json")

    static func json(_ url: URL) throws -> JSON {
        try JSON.parse([UInt8](try Data(contentsOf: url)))
    }
}

@Suite struct GrammarTests {
    let tokenizer: TextMateTokenizer

    init() throws {
        tokenizer = try TextMateTokenizer(json: try EditorPaths.json(EditorPaths.grammar))
    }

    /// The innermost scope at the first unit of the `occurrence`-th `word` in `line`.
    func scope(_ line: String, _ word: String, occurrence: Int = 0) -> String? {
        var stack: [TextMateTokenizer.Rule] = []
        let scopes = tokenizer.tokenize(line, stack: &stack)
        var search = NSRange(location: 0, length: (line as NSString).length)
        var found = NSRange(location: NSNotFound, length: 0)
        for _ in 0...occurrence {
            found = (line as NSString).range(of: word, options: [], range: search)
            guard found.location != NSNotFound else { return nil }
            search = NSRange(location: found.location + 1, length: (line as NSString).length - found.location - 1)
        }
        return scopes[found.location].last
    }

    @Test func rows() {
        let line = #"row wifi image:ic_wifi title:"Wi-Fi" subtitle:"On" arrow // the radio"#
        #expect(scope(line, "row") == "keyword.declaration.row.rows")
        #expect(scope(line, "wifi") == "entity.name.type.row.rows")
        #expect(scope(line, "image") == "entity.other.attribute-name.rows")
        #expect(scope(line, ":") == "punctuation.separator.key-value.rows")
        #expect(scope(line, "ic_wifi") == "variable.other.constant.asset.rows")
        #expect(scope(line, "Wi-Fi") == "string.quoted.double.rows")
        #expect(scope(line, "\"") == "punctuation.definition.string.begin.rows")
        #expect(scope(line, "subtitle") == "entity.other.attribute-name.rows")
        #expect(scope(line, "arrow") == "constant.language.flag.arrow.rows")
        #expect(scope(line, "// the radio") == "punctuation.definition.comment.rows")
        #expect(scope(line, "the radio") == "comment.line.double-slash.rows")
        #expect(scope(#"row title:"About""#, "title") == "entity.other.attribute-name.rows")
        #expect(scope(#"  row arrow title:"A""#, "arrow") == "constant.language.flag.arrow.rows")
    }

    @Test func modelsAndFields() {
        let line = "model Person key:$id image:$avatar? title:$name"
        #expect(scope(line, "model") == "keyword.declaration.model.rows")
        #expect(scope(line, "Person") == "entity.name.type.model.rows")
        #expect(scope(line, "key") == "entity.other.attribute-name.rows")
        #expect(scope(line, "$id") == "punctuation.definition.variable.rows")
        #expect(scope(line, "id", occurrence: 0) == "variable.parameter.field.rows")
        #expect(scope(line, "?") == "keyword.operator.optional.rows")
        #expect(scope("model P title:$", "$") == "invalid.illegal.field.rows")
    }

    /// A model's `sample` clause: its keys are the model's fields, to the end of the declaration,
    /// continuation lines included; elsewhere `sample` is a name.
    @Test func sampleClauses() {
        let line = #"model Person title:$name switch:$isOn sample name:"Kim Ji-woo" isOn:on // a person"#
        #expect(scope(line, "sample") == "keyword.other.sample.rows")
        #expect(scope(line, "name", occurrence: 1) == "variable.parameter.field.rows")
        #expect(scope(line, "Kim") == "string.quoted.double.rows")
        #expect(scope(line, "isOn", occurrence: 1) == "variable.parameter.field.rows")
        #expect(scope(line, "on", occurrence: 1) == "constant.language.state.rows")
        #expect(scope(line, "a person") == "comment.line.double-slash.rows")
        #expect(scope(#"model P title:$t sample t:"x" arrow"#, "arrow") == "invalid.illegal.character.rows")
        #expect(scope(#"row sample title:"A""#, "sample") == "entity.name.type.row.rows")
        var stack: [TextMateTokenizer.Rule] = []
        _ = tokenizer.tokenize(#"model P title:$t sample"#, stack: &stack)
        let continued = tokenizer.tokenize(#"    t:"x""#, stack: &stack)
        #expect(continued[4].last == "variable.parameter.field.rows")
        let next = tokenizer.tokenize(#"row title:"A""#, stack: &stack)
        #expect(next[0].last == "keyword.declaration.row.rows")
    }

    @Test func themesNumbersAndColours() {
        let line = "theme row.height:44 title.color:#292E31 label.minWidth:80.5 arrow.color:#fff inset.leading:-3"
        #expect(scope(line, "theme") == "keyword.declaration.theme.rows")
        #expect(scope(line, "row.height") == "support.type.property-name.theme.rows")
        #expect(scope(line, "44") == "constant.numeric.rows")
        #expect(scope(line, "#292E31") == "constant.other.color.rgb-value.rows")
        #expect(scope(line, "80.5") == "constant.numeric.rows")
        #expect(scope(line, "#fff") == "constant.other.color.rgb-value.rows")
        #expect(scope(line, "-3") == "constant.numeric.rows")
        #expect(scope("theme row.hieght:4", "row.hieght") == "invalid.illegal.unknown-attribute.rows")
    }

    @Test func colourPairsAndSemanticColours() {
        let line = "theme title.color:#292E31/#E3E6E8 subtitle.color:secondaryLabel background.color: systemBackground"
        #expect(scope(line, "#292E31/#E3E6E8") == "constant.other.color.rgb-value.rows")
        #expect(scope(line, "secondaryLabel") == "support.constant.color.system.rows")
        #expect(scope(line, "systemBackground") == "support.constant.color.system.rows")
        #expect(scope("theme title.color:#FFF//comment", "comment") == "comment.line.double-slash.rows")
        #expect(scope("theme title.color:#FFF//comment", "#FFF") == "constant.other.color.rgb-value.rows")
        #expect(scope("theme title.color:#FFF/000", "#FFF/000") == "invalid.illegal.color.rows")
        // Only after a colour key: an image named `label` is an asset name.
        #expect(scope("row image:label", "label") == "variable.other.constant.asset.rows")
    }

    @Test func colourSets() {
        let line = #"theme title.color:asset"BrandText" subtitle.color:asset"Brand \"2\"" arrow.color:#FFF"#
        #expect(scope(line, "asset") == "support.function.color.asset.rows")
        #expect(scope(line, "BrandText") == "constant.other.color.asset.rows")
        #expect(scope(line, #"\""#) == "constant.character.escape.rows")
        #expect(scope(line, "#FFF") == "constant.other.color.rgb-value.rows")
        // Only directly before a string: an image named `asset` is an asset name, a space makes two tokens.
        #expect(scope("row image:asset", "asset") == "variable.other.constant.asset.rows")
        #expect(scope(#"row image:asset "x""#, "x") == "string.quoted.double.rows")
        #expect(scope(#"row image:my_asset"x""#, "x") == "string.quoted.double.rows")
    }

    /// `verbatim` directly before a string marks it, as the lexer reads it; anywhere else it is a name.
    @Test func verbatimStrings() {
        let line = #"row brand title:verbatim"Rowc \"Cloud\"" subtitle:"v2""#
        #expect(scope(line, "verbatim") == "storage.modifier.verbatim.rows")
        #expect(scope(line, "Rowc") == "string.quoted.double.rows")
        #expect(scope(line, "v2") == "string.quoted.double.rows")
        #expect(scope("row image:verbatim", "verbatim") == "variable.other.constant.asset.rows")
        #expect(scope(#"row a title:my_verbatim"x""#, "x") == "string.quoted.double.rows")
    }

    /// The editor grammar's colour-set prefix is the lexer's.
    @Test func colourSetPrefixIsTheLexers() throws {
        let grammar = try EditorPaths.json(EditorPaths.grammar)
        let patterns = grammar["repository"]?["color"]?["patterns"]?.arrayValue ?? []
        let begins = patterns.compactMap { $0["begin"]?.stringValue }
        let begin = try #require(begins.first)
        #expect(begin == "(?<![\\w.$#])(" + String(decoding: Lexer.assetPrefix, as: UTF8.self) + ")(\")")
    }

    @Test func semanticColoursAreExactlyTheCheckersColours() throws {
        let grammar = try EditorPaths.json(EditorPaths.grammar)
        let patterns = grammar["repository"]?["color"]?["patterns"]?.arrayValue ?? []
        let pattern = try #require(patterns.compactMap { $0["match"]?.stringValue }.first { $0.contains("secondaryLabel") })
        let group = try #require(pattern.range(of: "(label|"))
        let close = try #require(pattern[group.lowerBound...].firstIndex(of: ")"))
        let names = pattern[pattern.index(after: group.lowerBound)..<close].split(separator: "|").map(String.init)
        #expect(names == RowColor.System.allCases.map(\.rawValue))
    }

    @Test func stringsAndEscapes() {
        let line = #"row title:"a \"b\" \\ \n \t \u{1F600} \q \u{XYZ} // not a comment""#
        #expect(scope(line, #"\""#) == "constant.character.escape.rows")
        #expect(scope(line, #"\\"#) == "constant.character.escape.rows")
        #expect(scope(line, #"\u{1F600}"#) == "constant.character.escape.rows")
        #expect(scope(line, #"\q"#) == "invalid.illegal.escape.rows")
        #expect(scope(line, #"\u{XYZ}"#) == "invalid.illegal.escape.rows")
        #expect(scope(line, "// not") == "string.quoted.double.rows")
        #expect(scope(#"row title:"快速 🍏 设置""#, "设置") == "string.quoted.double.rows")
    }

    @Test func anUnterminatedStringEndsAtTheLineEnd() {
        var stack: [TextMateTokenizer.Rule] = []
        let first = tokenizer.tokenize(#"row title:"abc"#, stack: &stack)
        #expect(first.last?.last == "string.quoted.double.rows")
        #expect(stack.isEmpty)
        let second = tokenizer.tokenize("row arrow", stack: &stack)
        #expect(second.first?.last == "keyword.declaration.row.rows")
    }

    @Test func mistakesAreMarkedInvalid() {
        #expect(scope("row subtile:\"x\" title:\"A\"", "subtile") == "invalid.illegal.unknown-attribute.rows")
        #expect(scope("theme title.color:#12", "#12") == "invalid.illegal.color.rows")
        #expect(scope("theme row.height:10px", "10px") == "invalid.illegal.number.rows")
        #expect(scope("row title:\"A\" @", "@") == "invalid.illegal.character.rows")
        #expect(scope("row title:\"A\" row title:\"B\"", "row", occurrence: 1) == "invalid.illegal.declaration-mid-line.rows")
        #expect(scope("section \"General\"", "section") == "keyword.declaration.section.rows")
    }

    @Test func themeKeysAreExactlyTheCheckersKeys() throws {
        let grammar = try EditorPaths.json(EditorPaths.grammar)
        let patterns = grammar["repository"]?["attribute-key"]?["patterns"]?.arrayValue ?? []
        let themePattern = try #require(patterns.compactMap { $0["match"]?.stringValue }.first { $0.contains("row\\.height") })
        let inner = themePattern.split(separator: "(", maxSplits: 2).dropFirst(1).first.map(String.init) ?? ""
        let alternatives = inner.split(separator: ")").first?.split(separator: "|").map { $0.replacingOccurrences(of: "\\.", with: ".") }
        #expect(alternatives == ThemeKey.all.map(\.name))
    }

    /// The alternatives of the first group of the pattern in `patterns` that contains `marker`.
    func alternatives(_ patterns: [JSON], containing marker: String) throws -> [String] {
        let pattern = try #require(patterns.compactMap { $0["match"]?.stringValue }.first { $0.contains(marker) })
        let open = try #require(pattern.firstIndex(of: "("))
        let close = try #require(pattern[open...].firstIndex(of: ")"))
        return pattern[pattern.index(after: open)..<close].split(separator: "|").map(String.init)
    }

    @Test func keywordsAttributesAndFlagsAreExactlyTheVocabularys() throws {
        let grammar = try EditorPaths.json(EditorPaths.grammar)
        let repository = grammar["repository"]
        let keys = try alternatives(repository?["attribute-key"]?["patterns"]?.arrayValue ?? [], containing: "\\s*(:)")
        let valued = Vocabulary.attributes.filter { attribute in attribute.uses.contains { $0.value != .flag } }
        #expect(Set(keys) == Set(valued.map(\.spelling)))
        let flags = Vocabulary.attributes.filter { attribute in attribute.uses.allSatisfy { $0.value == .flag } }
        let flagPattern = try #require(repository?["flag"]?["match"]?.stringValue)
        #expect(flagPattern == "\\b(" + flags.map(\.spelling).joined(separator: "|") + ")\\b"
                || flags.count == 1 && flagPattern == "\\b\(flags[0].spelling)\\b")
        let declarations = Vocabulary.keywords.filter(\.startsDeclaration).map(\.spelling)
        let text = String(decoding: try Data(contentsOf: EditorPaths.grammar), as: UTF8.self)
        #expect(text.contains("(" + declarations.joined(separator: "|") + ")\\\\b(?!\\\\s*:|\\\\.)"))
        // A row's or model's name is not a reserved attribute.
        for reserved in Vocabulary.attributes.filter(\.isReserved) {
            #expect(text.contains("(?!\(reserved.spelling)\\\\b)"))
        }
    }

    /// Every formatted example spec without diagnostics tokenizes with no invalid scope anywhere.
    @Test func exampleSpecsHaveNoInvalidTokens() throws {
        var files: [URL] = []
        for folder in ["Specs", "Tests/Cases/fmt"] {
            let url = EditorPaths.root.appendingPathComponent(folder)
            let names = (try? FileManager.default.subpathsOfDirectory(atPath: url.path)) ?? []
            files += names.filter { $0.hasSuffix(".rows") || $0.hasSuffix(".golden") }.sorted().map { url.appendingPathComponent($0) }
        }
        var checked = 0
        for url in files {
            let text = try String(contentsOf: url, encoding: .utf8)
            guard Checker.check(SourceFile(path: url.path, text: text)).diagnostics.isEmpty else { continue }
            checked += 1
            var stack: [TextMateTokenizer.Rule] = []
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let scopes = tokenizer.tokenize(String(line), stack: &stack)
                let invalid = scopes.contains { $0.contains { $0.hasPrefix("invalid") } }
                #expect(!invalid, "\(url.lastPathComponent):\(number + 1): invalid scope in `\(line)`")
            }
        }
        #expect(checked >= 4)
    }

    @Test func vscodeManifestContributesTheLanguageAndGrammar() throws {
        let folder = EditorPaths.root.appendingPathComponent("Editors/vscode")
        let manifest = try EditorPaths.json(folder.appendingPathComponent("package.json"))
        let language = manifest["contributes"]?["languages"]?.arrayValue?.first
        #expect(language?["id"] == "rows")
        #expect(language?["extensions"] == [".rows"])
        let grammar = try #require(manifest["contributes"]?["grammars"]?.arrayValue?.first)
        #expect(grammar["scopeName"] == "source.rows" && grammar["language"] == "rows")
        let path = try #require(grammar["path"]?.stringValue)
        let linked = try Data(contentsOf: folder.appendingPathComponent(path))
        #expect(linked == (try Data(contentsOf: EditorPaths.grammar)))
        let configuration = try #require(language?["configuration"]?.stringValue)
        let comments = try EditorPaths.json(folder.appendingPathComponent(configuration))["comments"]
        #expect(comments?["lineComment"] == "//")
    }
}
