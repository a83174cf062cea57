// CompletionRequest.swift answers `textDocument/completion`: keywords, attribute names, theme keys, model fields.

import RowKit
import RowcJSON
import RowcSema
import RowcSource
import RowcSyntax

/// LSP `CompletionItemKind` values used here.
enum CompletionKind {
    static let field = 5
    static let property = 10
    static let value = 12
    static let keyword = 14
}

extension Workspace {
    func completion(_ params: JSON) throws(ResponseError) -> JSON {
        guard let (document, offset) = try position(params) else { return .null }
        let context = CompletionContext(document: document, offset: offset)
        return .object([("isIncomplete", false), ("items", .array(context.items()))])
    }
}

/// What is being typed at the cursor: the word so far, and the declaration it belongs to.
struct CompletionContext {
    let document: Document
    let offset: Int32
    /// Where the word being typed starts (at its `$` for a field).
    let wordStart: Int32
    let isField: Bool
    /// The key before `key:` when the cursor is right after the colon.
    let keyBeforeColon: String?
    let atLineStart: Bool
    /// The declaration the line belongs to (continuation lines included), when there is one.
    let declaration: Declaration?

    init(document: Document, offset: Int32) {
        self.document = document
        self.offset = offset
        let bytes = document.file.bytes
        let file = document.file
        let line = file.lineIndex(of: offset)
        let lineStart = file.lines[line]
        var start = offset
        while start > lineStart, Self.isWordByte(bytes[Int(start) - 1]) { start -= 1 }
        isField = start > lineStart && bytes[Int(start) - 1] == UInt8(ascii: "$")
        if isField { start -= 1 }
        wordStart = start
        var key: String?
        if !isField, start > lineStart, bytes[Int(start) - 1] == UInt8(ascii: ":") {
            var keyStart = start - 1
            while keyStart > lineStart, Self.isWordByte(bytes[Int(keyStart) - 1]) { keyStart -= 1 }
            key = file.text(Span(start: keyStart, end: start - 1))
        }
        keyBeforeColon = key
        let indented = bytes.indices.contains(Int(lineStart)) && Self.isBlank(bytes[Int(lineStart)])
        atLineStart = !indented && start == lineStart
        declaration = Self.declaration(in: document, line: line)
    }

    static func isWordByte(_ b: UInt8) -> Bool {
        (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b)
            || b == UInt8(ascii: "_") || b == UInt8(ascii: ".")
    }

    static func isBlank(_ b: UInt8) -> Bool { b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") }

    /// The declaration on `line`, or on the first line above it that is not a continuation line.
    static func declaration(in document: Document, line: Int) -> Declaration? {
        let file = document.file
        var first = line
        while first > 0 {
            let text = file.lineText(first)
            guard let c = text.unicodeScalars.first, c == " " || c == "\t",
                  text.contains(where: { $0 != " " && $0 != "\t" }) || first == line else { break }
            first -= 1
        }
        return document.tree.declarations.first { declaration in
            file.lineIndex(of: document.tree.token(declaration.keyword).start) == first
        }
    }

    var range: JSON { document.file.lspRange(Span(start: wordStart, end: offset)) }

    func item(_ label: String, kind: Int, detail: String, doc: String?, insert: String, sort: String? = nil) -> JSON {
        var members: [(String, JSON)] = [("label", .string(label)), ("kind", .int(kind)), ("detail", .string(detail))]
        if let doc { members.append(("documentation", .object([("kind", "markdown"), ("value", .string(doc))]))) }
        if let sort { members.append(("sortText", .string(sort))) }
        members.append(("filterText", .string(label)))
        members.append(("textEdit", .object([("range", range), ("newText", .string(insert))])))
        return .object(members)
    }

    func items() -> [JSON] {
        if isField { return fieldItems() }
        if let key = keyBeforeColon { return valueItems(key) }
        if atLineStart {
            return LanguageDocs.keywords.map { item($0.name, kind: CompletionKind.keyword, detail: "declaration", doc: $0.doc, insert: $0.name + " ") }
        }
        guard let declaration else { return [] }
        let tree = document.tree
        let present = Set(tree.attributes(of: declaration).filter { Int32(wordStart) > tree.token($0.key).end || Int32(offset) < tree.token($0.key).start }
            .map { tree.text($0.key) })
        switch declaration.kind {
        case .row:
            let fields = document.spec.rows.first { $0.span == tree.span(of: declaration) }?.fields.map { ($0.name, false) } ?? []
            if let items = sampleItems(declaration, present: present, fields: fields) { return items }
            // The row's own attributes first, then the theme keys it may write for itself, then `sample` where it binds a field.
            let attributes = attributeItems(LanguageDocs.rowAttributes, kind: Place.row.rawValue, present: present)
            let themeKeys = themeKeyItems(ThemeKey.rowKeys, present: present, after: LanguageDocs.rowAttributes.count)
            return attributes + themeKeys
                + (fields.isEmpty ? [] : sampleClauseItem(present, "row clause", sort: attributes.count + themeKeys.count))
        case .model: return modelItems(declaration, present: present)
        case .theme: return themeKeyItems(ThemeKey.all, present: present, after: 0)
        case .action: return attributeItems(LanguageDocs.actionAttributes, kind: Place.action.rawValue, present: present)
        case .section: return attributeItems(LanguageDocs.sectionAttributes, kind: Place.section.rawValue, present: present)
        case .unknown: return []
        }
    }

    /// The theme keys not yet written, sorted after the first `after` items.
    func themeKeyItems(_ keys: [ThemeKey], present: Set<String>, after: Int) -> [JSON] {
        keys.enumerated().filter { !present.contains($0.element.name) }.map { index, key in
            item(key.name, kind: CompletionKind.property, detail: "theme key, default \(key.value(in: .default))",
                 doc: LanguageDocs.themeKey(key), insert: key.name + ":", sort: format3(after + index))
        }
    }

    func attributeItems(_ attributes: [(name: String, doc: String, isFlag: Bool)], kind: String, present: Set<String>) -> [JSON] {
        attributes.enumerated().filter { !present.contains($0.element.name) }.map { index, attribute in
            item(attribute.name, kind: CompletionKind.property, detail: "\(kind) attribute", doc: attribute.doc,
                 insert: attribute.isFlag ? attribute.name : attribute.name + ":", sort: format3(index))
        }
    }

    /// A model's attributes and `sample` before its `sample` clause; in the clause, its fields.
    func modelItems(_ declaration: Declaration, present: Set<String>) -> [JSON] {
        let model = document.spec.models.first { $0.span == document.tree.span(of: declaration) }
        if let items = sampleItems(declaration, present: present, fields: model?.fields.map { ($0.name, $0.isBool) } ?? []) {
            return items
        }
        return attributeItems(LanguageDocs.modelAttributes, kind: Place.model.rawValue, present: present)
            + sampleClauseItem(present, "model clause", sort: LanguageDocs.modelAttributes.count)
    }

    /// In a `sample` clause, the declaration's `fields` not yet given a value, each as `name:`;
    /// nil before the clause.
    func sampleItems(_ declaration: Declaration, present: Set<String>, fields: [(name: String, isBool: Bool)]) -> [JSON]? {
        let tree = document.tree
        let clause = tree.attributes(of: declaration).first { $0.isFlag && tree.text($0.key) == Vocabulary.sample.spelling }
        guard let clause, tree.token(clause.key).end < wordStart else { return nil }
        return fields.filter { !present.contains($0.name) }.enumerated().map { index, field in
            item(field.name, kind: CompletionKind.field, detail: field.isBool ? "sample: on or off" : "sample: a string",
                 doc: nil, insert: field.name + ":", sort: format3(index))
        }
    }

    /// `sample`, unless written.
    func sampleClauseItem(_ present: Set<String>, _ detail: String, sort: Int) -> [JSON] {
        let sample = Vocabulary.sample
        guard !present.contains(sample.spelling) else { return [] }
        return [item(sample.spelling, kind: CompletionKind.keyword, detail: detail, doc: sample.documentation,
                     insert: sample.spelling + " ", sort: format3(sort))]
    }

    /// After `key:` in a theme or after a row's own theme key, the key's default value, and for a colour key the semantic
    /// colours by name, each once; other values are the author's to write. An inset's default,
    /// the layout margin, and an unset length (`none`) are no values a spec can write, so they are not offered.
    func valueItems(_ key: String) -> [JSON] {
        // After `swipe:`, `leadingSwipe:`, `contextMenu:` or `menu:`, the spec's actions.
        if [Vocabulary.swipeIndex, Vocabulary.leadingSwipeIndex, Vocabulary.contextMenuIndex, Vocabulary.menuIndex]
            .contains(where: { Vocabulary.attributes[$0].spelling == key }) {
            return document.spec.actions.enumerated().map { index, action in
                item(action.name, kind: CompletionKind.value, detail: "action", doc: "`\(action.title)`"
                     + (action.isDestructive ? ", destructive" : ""), insert: action.name, sort: format3(index))
            }
        }
        // After a section's `rows:`, the spec's models, whose rows the section lists.
        if key == Vocabulary.attributes[Vocabulary.rowsIndex].spelling && declaration?.kind == .section {
            return document.spec.models.enumerated().map { index, model in
                let doc = model.documentation.isEmpty ? nil : model.documentation.joined(separator: "\n")
                return item(model.name, kind: CompletionKind.value, detail: Place.model.rawValue, doc: doc, insert: model.name,
                            sort: format3(index))
            }
        }
        guard declaration?.kind == .theme || declaration?.kind == .row, let themeKey = ThemeKey.named(key) else { return [] }
        let value = themeKey.value(in: .default)
        let defaultItems = !ThemeKey.isWritable(value) ? []
            : [item(value, kind: CompletionKind.value, detail: "default for \(key)", doc: nil, insert: value)]
        guard case .color = themeKey.kind else { return defaultItems }
        return defaultItems + RowColor.System.allCases.filter { $0.rawValue != value }.enumerated().map { index, system in
            item(system.rawValue, kind: CompletionKind.value, detail: "UIKit semantic colour",
                 doc: "`UIColor.\(system.rawValue)`: `\(system.light)` in light appearance, `\(system.dark)` in dark.",
                 insert: system.rawValue, sort: format3(index + 1))
        }
    }

    /// The fields written in this model or row first, then those of the other models and rows, each once.
    func fieldItems() -> [JSON] {
        let tree = document.tree
        var names: [String] = []
        let ordered = tree.declarations.filter { $0.kind == .model || $0.kind == .row }
            .sorted { ($0 == declaration ? 0 : 1) < ($1 == declaration ? 0 : 1) }
        for model in ordered {
            for attribute in tree.attributes(of: model) {
                guard let value = attribute.value, tree.token(value).kind == .field else { continue }
                // The field being typed is not a suggestion.
                if tree.token(value).start == wordStart { continue }
                let name = String(tree.text(value).dropFirst().filter { $0 != "?" })
                if !names.contains(name) { names.append(name) }
            }
        }
        return names.enumerated().map { index, name in
            item("$" + name, kind: CompletionKind.field, detail: "field", doc: nil, insert: "$" + name, sort: format3(index))
        }
    }

    func format3(_ n: Int) -> String {
        let digits = String(n)
        return String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    }
}
