// Checker.swift walks the syntax tree once, building the checked tree and reporting every semantic error.

import RowKit
import RowcAssets
import RowcDiagnostics
import RowcSource
import RowcSyntax

/// Checks spec files (see CheckedFile.swift for the entry point). Declarations that fail a
/// check are left out of the checked tree (or, for rows, kept when a usable style remains) so
/// later phases see only valid data.
public enum Checker {
    /// The checks of one file's tree: its syntax's diagnostics, the checker's and the theme's.
    static func check(_ tree: SyntaxTree, assets: AssetCatalogs = .none) -> (spec: CheckedSpec, diagnostics: [Diagnostic]) {
        var checker = TreeBuffers.with(tree) { buffers in
            var checker = CheckerState(tree: tree, buffers: buffers, assets: assets)
            checker.run()
            checker.inferListStyle()
            return checker
        }
        if let summary = checker.limit.summary(.tooManyDiagnostics) { checker.diagnostics.append(summary) }
        // A theme that fails at every width is an error of the spec, whatever command reads it.
        checker.spec.themeDiagnostics = ThemeAnalysis.diagnostics(for: checker.spec, rowsShow: checker.rowsShow)
        var bag = DiagnosticBag()
        bag.append(contentsOf: tree.diagnostics)
        bag.append(contentsOf: checker.diagnostics)
        bag.append(contentsOf: checker.spec.themeDiagnostics)
        guard assets.isKnown else { return (checker.spec, bag.sorted()) }
        let sorted = bag.sorted()
        bag.append(contentsOf: AssetCheck.images(of: checker.spec, in: assets, diagnostics: sorted))
        return (checker.spec, bag.sorted())
    }
}

/// The arrays of a tree and its file that checking reads most, as buffers: valid only inside
/// `with(_:_:)`. Reading the arrays themselves would retain and release them and check bounds on
/// every read of a token.
struct TreeBuffers {
    let source: UnsafeBufferPointer<UInt8>
    let tokens: UnsafeBufferPointer<Token>
    let declarations: UnsafeBufferPointer<Declaration>
    let attributes: UnsafeBufferPointer<Attribute>

    static func with<T>(_ tree: SyntaxTree, _ body: (TreeBuffers) -> T) -> T {
        tree.file.bytes.withUnsafeBufferPointer { source in
            tree.tokens.withUnsafeBufferPointer { tokens in
                tree.declarations.withUnsafeBufferPointer { declarations in
                    tree.attributes.withUnsafeBufferPointer { attributes in
                        body(TreeBuffers(source: source, tokens: tokens, declarations: declarations, attributes: attributes))
                    }
                }
            }
        }
    }
}

struct CheckerState {
    let tree: SyntaxTree
    /// The tree's arrays, valid only inside `Checker.check`, which keeps the tree alive.
    let buffers: TreeBuffers
    /// The catalogs colour sets are looked up in (`asset"NAME"`).
    let assets: AssetCatalogs
    var spec: CheckedSpec
    var diagnostics: [Diagnostic] = []
    var limit = DiagnosticLimit()
    /// Where each row name was first given, for duplicate notes.
    var rowNames = RowNameTable()
    var modelNames: [String: Span] = [:]
    /// Where each section name was first given, for duplicate notes.
    var sectionNames: [String: Span] = [:]
    var themeKeys: [String: Span] = [:]
    /// Each valid action's index in `spec.actions`, by name; where each action name was first given.
    var actionIndices: [String: Int] = [:]
    var actionSpans: [String: Span] = [:]
    /// The actions some row or model offers, for W009.
    var actionUsed = Set<Int>()
    /// The open section's declaration, to warn when it gets no rows.
    var openSection: (span: Span, firstRow: Int, declaresRows: Bool)?
    /// Rows whose names are derived, with the title or image text they derive from, resolved after explicit names are known.
    var derived: [(row: Int, text: String, keyword: Span, hasReportedError: Bool)] = []
    /// The elements the rows checked so far show, gathered as each is added, where the row is
    /// at hand: a pass over a large spec's rows afterwards reads megabytes again.
    var rowsShow: ShownElements = []

    init(tree: SyntaxTree, buffers: TreeBuffers, assets: AssetCatalogs = .none) {
        self.tree = tree
        self.buffers = buffers
        self.assets = assets
        spec = CheckedSpec(syntax: tree, theme: RowTheme(), sections: [], rows: [], models: [])
    }

    var file: SourceFile { tree.file }

    /// The file's bytes.
    var source: UnsafeBufferPointer<UInt8> { buffers.source }

    /// The bytes of `span` in the source.
    func bytes(in span: Span) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: source[Int(span.start)..<Int(span.end)])
    }

    mutating func report(_ code: DiagnosticCode, _ message: String, at span: Span,
                         notes: [Note] = [], fixIts: [FixIt] = []) {
        limit.append(Diagnostic(code, message, at: span, notes: notes, fixIts: fixIts), to: &diagnostics)
    }

    mutating func run() {
        spec.rows.reserveCapacity(tree.declarations.count)
        rowNames.reserveCapacity(tree.declarations.count)
        checkActions()
        for declaration in tree.declarations {
            switch declaration.kind {
            case .row:
                // A row with a mistake is not checked, but its section is not empty.
                openSection?.declaresRows = true
                checkRow(declaration)
            case .section: startSection(declaration)
            case .model: checkModel(declaration)
            case .theme: checkTheme(declaration)
            case .action, .unknown: break
            }
        }
        closeSection(end: rowCount)
        resolveDerivedNames()
        shareFieldSamples()
        reportUnusedActions()
        resolveModelRows()
        if spec.rows.isEmpty && spec.models.isEmpty && tree.diagnostics.isEmpty && diagnostics.isEmpty {
            report(.noRows, SemaMessage.noRows, at: .empty(at: 0))
        }
    }

    /// The rows checked so far.
    var rowCount: Int { spec.rows.count }

    // MARK: Sections

    static let sectionAttributes = AttributeKeys(.section)

    /// Starts the section `declaration`.
    mutating func startSection(_ declaration: Declaration) {
        closeSection(end: rowCount)
        var title = declaration.name.map(tree.stringValue)
        let isVerbatim = declaration.name.map(tree.isVerbatim) ?? false
        let span = tree.span(of: declaration)
        if let name = declaration.name {
            if title!.isEmpty {
                report(.emptyString, SemaMessage.emptySectionTitle, at: tree.token(name).span,
                       fixIts: [FixIt(SemaMessage.removeEmptyTitle, replacing: removalSpan(tree.token(name).span), with: "")])
                title = nil
            }
        }
        let attributes = tree.attributes(of: declaration)
        var footer: String?, table: String?, modelRows: TokenIndex?
        var verbatim: VerbatimText = isVerbatim ? .title : []
        // `section General Settings` and `section General`: a title without its quotes, its first
        // word read as a name. A name alone starts with a small letter (`section about`), and one
        // followed by words has a title or attributes after it.
        var sectionName = declaration.sectionName
        if declaration.name == nil, let name = sectionName, attributes.allSatisfy(\.isFlag),
           !attributes.isEmpty || bytes(in: tree.token(name).span).first.map({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) == true {
            unquotedSectionTitle(start: name, attributes)
            sectionName = nil
        } else if declaration.name == nil, !attributes.isEmpty, attributes.allSatisfy(\.isFlag) {
            unquotedSectionTitle(start: nil, attributes)
        } else if !attributes.isEmpty {
            let found = collect(declaration, allowed: Self.sectionAttributes, what: "a section")
            if let token = found[Vocabulary.footerIndex].flatMap({ text(tree.attributes[Int($0)], key: "footer") }) {
                footer = tree.stringValue(token)
                if tree.isVerbatim(token) { verbatim.insert(.footer) }
            }
            table = found[Vocabulary.tableIndex].flatMap { tableName(tree.attributes[Int($0)]) }
            modelRows = found[Vocabulary.rowsIndex].flatMap { modelName(tree.attributes[Int($0)]) }
        }
        var section = CheckedSection(title: title, footer: footer, span: span, rows: rowCount..<rowCount,
                                     documentation: tree.leadingComments(of: declaration))
        section.verbatim = verbatim
        section.table = table
        if let name = sectionName.map({ tree.token($0).span }), claimSectionName(file.text(name), at: name) {
            section.name = file.text(name)
            section.nameSpan = name
        }
        if let modelRows {
            if sectionName == nil {
                report(.expectedName, SemaMessage.modelRowsWithoutName(tree.text(modelRows)), at: tree.token(declaration.keyword).span)
            } else if section.name != nil {
                // Resolved once every model is known (`resolveModelRows`): a model may follow the section.
                section.modelRows = tree.text(modelRows)
                section.modelRowsSpan = tree.token(modelRows).span
            }
        }
        spec.sections.append(section)
        openSection = (span, rowCount, modelRows != nil)
    }

    /// `section General Settings`: a title written without its quotes gets one error, not one per
    /// word. `start` is its first word when the parser took that for the section's name.
    mutating func unquotedSectionTitle(start: TokenIndex?, _ attributes: ArraySlice<Attribute>) {
        let keys = (start.map { [$0] } ?? []) + attributes.map(\.key)
        let span = tree.token(keys.first!).span.union(tree.token(keys.last!).span)
        // The words one space apart: the span may run over continuation lines and comments, which
        // a string cannot hold (and which fmt lays out anew). Quoting it in place is then no fix.
        let text = keys.map { tree.text($0) }.joined(separator: " ")
        let crossesLines = (Int(keys.first!)...Int(keys.last!)).contains {
            tree.tokens[$0].kind == .newline || tree.tokens[$0].kind == .comment
        }
        let quoted = crossesLines ? [] : [FixIt(SemaMessage.quoteIt(file.text(span)), replacing: span, with: "\"\(file.text(span))\"")]
        report(.wrongValueKind, SemaMessage.unquotedSectionTitle(text), at: span, fixIts: quoted)
    }

    /// Reports a section name that Swift cannot take or must escape, or that another section took
    /// first; else records it. Its rules are a row name's (`Section`'s own member `section` is a
    /// keyword of the language, so no section can be named so). Whether the section may keep it: a keyword may, escaped.
    mutating func claimSectionName(_ name: String, at span: Span) -> Bool {
        let special = Self.specialNames[name] ?? []
        if special.contains(.unescapable) || special.contains(.reservedMember) {
            report(.invalidName, SemaMessage.sectionNameUnusable(name, member: !special.contains(.unescapable)), at: span)
            return false
        }
        if special.contains(.keyword) { report(.keywordName, SemaMessage.nameIsKeyword("section", name), at: span) }
        if let first = sectionNames.updateValue(span, forKey: name) {
            sectionNames[name] = first
            report(.duplicateSection, SemaMessage.sectionNameTaken(name), at: span,
                   notes: [Note(SemaMessage.firstNamedHere(name), at: first)])
            return false
        }
        return true
    }

    /// The model `rows:` names, an identifier; nil after reporting why it is not one.
    mutating func modelName(_ attribute: Attribute) -> TokenIndex? {
        guard let valueIndex = value(attribute, key: "rows", example: "rows:Person") else { return nil }
        let token = tree.token(valueIndex)
        guard token.kind == .identifier else {
            wrongKind(attribute, key: "rows", expected: "a model's name", token: token, quote: false)
            return nil
        }
        return valueIndex
    }

    /// Checks each section's `rows:` against the spec's models, and its name against the texts of
    /// `Values`, whose property it becomes: E226 for no such model, E208 for a name a field has.
    mutating func resolveModelRows() {
        let fields = Set(spec.valueFields.map(\.name))
        for index in spec.sections.indices {
            guard let name = spec.sections[index].modelRows, let span = spec.sections[index].modelRowsSpan else { continue }
            guard spec.models.contains(where: { $0.name == name }) else {
                let best = closestNames(to: name, among: spec.models.map(\.name)).first
                report(.unknownModel, SemaMessage.unknownModel(name, suggestion: best), at: span,
                       fixIts: best.map { [FixIt(SemaMessage.replace(name, with: $0), replacing: span, with: $0)] } ?? [])
                spec.sections[index].modelRows = nil
                continue
            }
            if let section = spec.sections[index].name, let nameSpan = spec.sections[index].nameSpan, fields.contains(section) {
                report(.fieldBoundTwice, SemaMessage.modelRowsNameIsField(section), at: nameSpan)
            }
        }
        // A menu row's choice is the property of `Values` named for the row.
        // Its options are an enum named for it beside the spec's own `Row`, `Values`, `Section` and `Action`.
        var choiceTypes: Set<String> = ["Row", "Values", "Section", "Action"]
        for row in spec.menuRows {
            if fields.contains(row.name) {
                report(.fieldBoundTwice, SemaMessage.menuRowNameIsField(row.name), at: row.headSpan)
            } else if !choiceTypes.insert(row.choiceTypeName).inserted {
                report(.invalidName, SemaMessage.menuTypeTaken(row.name, row.choiceTypeName), at: row.headSpan)
            }
        }
    }

    /// Ends the current section at row `end`; creates the implicit first section when rows precede any `section`.
    mutating func closeSection(end: Int) {
        if let open = openSection {
            spec.sections[spec.sections.count - 1].rows = open.firstRow..<end
            if open.firstRow == end && !open.declaresRows {
                report(.emptySection, SemaMessage.emptySection, at: open.span)
            }
            openSection = nil
        } else if end > 0 && spec.sections.isEmpty {
            spec.sections.append(CheckedSection(title: nil, span: nil, rows: 0..<end))
        }
    }

    // MARK: Shared attribute handling

    /// The span to delete to remove `span` cleanly: it and the blanks before it.
    func removalSpan(_ span: Span) -> Span {
        var start = Int(span.start)
        while start > 0, file.bytes[start - 1] == UInt8(ascii: " ") || file.bytes[start - 1] == UInt8(ascii: "\t") {
            start -= 1
        }
        return Span(start: Int32(start), end: span.end)
    }

    /// The attributes of `declaration` by key, reporting unknown keys (with suggestions) and repeats.
    /// Keys are told apart by the word the lexer recognised, which is exactly their spelling, or
    /// by their bytes (see `Vocabulary`, "Growth"), so no key becomes a String unless it is reported.
    mutating func collect(_ declaration: Declaration, allowed: AttributeKeys, what: String) -> FoundAttributes {
        var found = FoundAttributes(keys: allowed)
        // Through the buffers, not the tree's arrays, which would be retained.
        for index in declaration.attributes {
            let attribute = buffers.attributes[Int(index)]
            guard let key = allowed.attributeIndex(of: buffers.tokens[Int(attribute.key)], in: source), allowed.contains(key) else {
                // A `sample` clause is the rest of the declaration: a model's or row's check reads it.
                if startsSample(attribute) {
                    if allowed.place == .row {
                        found.sample = index
                    } else if allowed.place != .model {
                        sampleOutsideModel(declaration, from: index, what: what)
                    }
                    break
                }
                let key = file.text(tree.token(attribute.key).span)
                // A row may write a theme key for itself; `rowThemeKeys` checks them.
                if allowed.place == .row, let themeKey = ThemeKey.named(key) {
                    if themeKey.appliesToRows {
                        found.writesThemeKeys = true
                    } else {
                        report(.unknownAttribute, SemaMessage.themeKeyNotForRows(key), at: tree.token(attribute.key).span)
                    }
                    continue
                }
                unknownAttribute(attribute, key: key, allowed: allowed.spellings, what: what,
                                 themeKeys: allowed.place == .row)
                continue
            }
            if let first = found[key] {
                let key = Vocabulary.attributes[key].spelling
                let firstSpan = tree.span(of: tree.attributes[Int(first)])
                report(.duplicateAttribute, SemaMessage.attributeGivenTwice(key), at: tree.span(of: attribute),
                       notes: [Note(SemaMessage.firstGivenHere, at: firstSpan)],
                       fixIts: [FixIt(SemaMessage.removeSecond(key), replacing: removalSpan(tree.span(of: attribute)), with: "")])
                continue
            }
            found[key] = index
        }
        // A badge takes the subtitle's place, and every rule of that place: checked as the subtitle.
        if let badge = found[Vocabulary.badgeIndex] {
            let subtitleIndex = Vocabulary.attributeIndex(of: .subtitle)!
            if let subtitle = found[subtitleIndex] {
                report(.badgeBesideSubtitle, SemaMessage.badgeBesideSubtitle, at: tree.span(of: tree.attributes[Int(badge)]),
                       notes: [Note(SemaMessage.firstGivenHere, at: tree.span(of: tree.attributes[Int(subtitle)]))])
            } else {
                found[subtitleIndex] = badge
                found.subtitleIsBadge = true
            }
        }
        return found
    }

    /// E-unknown at `attribute`, with the closest key as a fix-it; `themeKeys` when the
    /// declaration may also write a theme key for itself, as a row may.
    mutating func unknownAttribute(_ attribute: Attribute, key: String, allowed: [String], what: String,
                                   themeKeys: Bool = false) {
        let keySpan = tree.token(attribute.key).span
        let best = closestNames(to: key, among: themeKeys ? allowed + ThemeKey.rowKeys.map(\.name) : allowed).first
        report(.unknownAttribute, SemaMessage.unknownAttribute(key, for: what, suggestion: best, allowed: allowed,
                                                               themeKeys: themeKeys), at: keySpan,
               fixIts: best.map { [FixIt(SemaMessage.replace(key, with: $0), replacing: keySpan, with: $0)] } ?? [])
    }

    /// The string token of a `title:` or `subtitle:` with text, or nil after reporting why there is none.
    /// The key is spelt only for a message (here and below): most values need none.
    mutating func text(_ attribute: Attribute, key: @autoclosure () -> String) -> TokenIndex? {
        guard let valueIndex = value(attribute, key: key(), example: key() + ":\"Text\"") else { return nil }
        let token = buffers.tokens[Int(valueIndex)]
        guard token.kind == .string else {
            wrongKind(attribute, key: key(), expected: "a string", token: token,
                      quote: token.kind == .identifier || token.kind == .keyword || token.kind == .number)
            return nil
        }
        return nonEmpty(valueIndex, attribute, key: key())
    }

    /// Whether the lexer or parser reported an error within `declaration`. Checks whose failure
    /// would only restate that mistake (`row "Wi-Fi"` showing nothing) are skipped then.
    func hasSyntaxError(_ declaration: Declaration) -> Bool {
        let span = tree.span(of: declaration)
        // The diagnostics are sorted by start: find the first in the declaration by bisection,
        // so a file with an error on every line is not scanned once per declaration.
        let diagnostics = tree.diagnostics
        var low = 0, high = diagnostics.count
        while low < high {
            let mid = (low + high) / 2
            if diagnostics[mid].span.start < span.start { low = mid + 1 } else { high = mid }
        }
        return diagnostics[low...].prefix { $0.span.start <= span.end }.contains { $0.severity == .error }
    }

    /// Whether a mistake in `declaration` was reported already: by the lexer or parser, or, since
    /// diagnostic number `mark`, as an unknown attribute (a misspelt `titel:` leaves a row showing
    /// nothing, but that is the same mistake) or a `sample` clause, which hides what follows it.
    /// Mutating only to take the checker's state in place: as a non-mutating method called from
    /// `checkRow`, it had the whole state copied first, for every row.
    mutating func hasReportedError(_ declaration: Declaration, since mark: Int) -> Bool {
        // Nothing reported anywhere, as in almost every row of a large file: no search needed.
        if tree.diagnostics.isEmpty && diagnostics.count == mark { return false }
        return hasSyntaxError(declaration) || diagnostics[mark...].contains { $0.code == .unknownAttribute || $0.code == .sampleOutsideModel }
    }

    /// The value token of `key:value`, or nil after reporting a flag used where a value is needed.
    /// (A `key:` with nothing after it was reported by the parser.)
    mutating func value(_ attribute: Attribute, key: @autoclosure () -> String, example: @autoclosure () -> String) -> TokenIndex? {
        if attribute.isFlag {
            report(.missingValue, SemaMessage.needsValue(key(), example: example()), at: tree.token(attribute.key).span)
        }
        // An invalid token was reported by the lexer; judging its kind again would only repeat that.
        guard let value = attribute.value, buffers.tokens[Int(value)].kind != .invalid else { return nil }
        if buffers.tokens[Int(value)].isList {
            report(.wrongValueKind, SemaMessage.listWhereOneValue(key()), at: buffers.tokens[Int(value)].span)
            return nil
        }
        return value
    }

    /// The string token `string`, or nil after reporting that its value is empty.
    mutating func nonEmpty(_ string: TokenIndex, _ attribute: Attribute, key: @autoclosure () -> String) -> TokenIndex? {
        let token = buffers.tokens[Int(string)]
        guard SyntaxTree.stringBody(token, in: source).isEmpty else { return string }
        report(.emptyString, SemaMessage.emptyValue(key()), at: tree.span(of: attribute),
               fixIts: [FixIt(SemaMessage.remove(file.text(tree.span(of: attribute))),
                              replacing: removalSpan(tree.span(of: attribute)), with: "")])
        return nil
    }

    mutating func wrongKind(_ attribute: Attribute, key: String, expected: String, token: Token, quote: Bool) {
        // Models, and rows' texts, take fields before asking for a constant.
        if token.kind == .field {
            report(.wrongValueKind, SemaMessage.fieldOutsideModel(file.text(token.span)), at: token.span)
            return
        }
        var fixIts: [FixIt] = []
        if quote {
            let text = file.text(token.span)
            fixIts.append(FixIt(SemaMessage.quoteIt(text), replacing: token.span, with: "\"\(text)\""))
        }
        report(.wrongValueKind, SemaMessage.wrongKind(key, expected: expected, found: SemaMessage.describe(token, in: file)),
               at: token.span, fixIts: fixIts)
    }

    /// The token of an asset name: a name or a non-empty string (see `SyntaxTree.imageValue`).
    mutating func imageName(_ attribute: Attribute) -> TokenIndex? {
        var key: String { Word.image.spelling }
        guard let valueIndex = value(attribute, key: key, example: "\(key):per_printer") else { return nil }
        let token = buffers.tokens[Int(valueIndex)]
        if token.kind == .identifier { return valueIndex }
        guard token.kind == .string else {
            wrongKind(attribute, key: key, expected: "an asset name or a string", token: token,
                      quote: token.kind == .keyword || token.kind == .number)
            return nil
        }
        guard notVerbatim(valueIndex, key: key) else { return nil }
        return nonEmpty(valueIndex, attribute, key: key)
    }

    /// Whether the string `valueIndex`, where a name goes, is plain: else E217, with a fix-it.
    mutating func notVerbatim(_ valueIndex: TokenIndex, key: @autoclosure () -> String) -> Bool {
        guard tree.isVerbatim(valueIndex) else { return true }
        let start = tree.token(valueIndex).start
        let prefix = Span(start: start, end: start + Int32(Lexer.verbatimPrefix.count))
        report(.verbatimName, SemaMessage.verbatimName(key()), at: prefix,
               fixIts: [FixIt(SemaMessage.removeVerbatim, replacing: prefix, with: "")])
        return false
    }

    /// The table `table:` names: a name or a non-empty string, the catalog's file name without
    /// its extension or folders; nil after reporting why it is not one.
    mutating func tableName(_ attribute: Attribute) -> String? {
        guard let valueIndex = value(attribute, key: "table", example: "table:Localizable") else { return nil }
        let token = tree.token(valueIndex)
        guard token.kind == .string || token.kind == .identifier else {
            wrongKind(attribute, key: "table", expected: "a table name or a string", token: token, quote: token.kind == .number)
            return nil
        }
        if token.kind == .identifier { return tree.text(valueIndex) }
        guard notVerbatim(valueIndex, key: "table"), nonEmpty(valueIndex, attribute, key: "table") != nil else { return nil }
        let name = tree.stringValue(valueIndex)
        if name.hasSuffix(".xcstrings"), !name.contains("/") {
            let bare = String(name.dropLast(".xcstrings".count))
            report(.wrongValueKind, SemaMessage.tableWithExtension(bare), at: token.span,
                   fixIts: [FixIt(SemaMessage.replace(name, with: bare), replacing: token.span, with: AssetCheck.assetValue(bare))])
            return nil
        }
        guard !name.contains("/") else {
            report(.wrongValueKind, SemaMessage.tableWithSlash(name), at: token.span)
            return nil
        }
        return name
    }

    /// Whether `arrow` is present, reporting a value given to it.
    mutating func flag(_ attribute: Attribute?, key: @autoclosure () -> String) -> Bool {
        guard let attribute else { return false }
        if let colon = attribute.colon {
            let end = attribute.value.map { tree.token($0).end } ?? tree.token(colon).end
            let extra = Span(start: tree.token(colon).start, end: end)
            report(.wrongValueKind, SemaMessage.flagTakesNoValue(key()), at: extra,
                   fixIts: [FixIt(SemaMessage.remove(file.text(extra)), replacing: extra, with: "")])
        }
        return true
    }
}
