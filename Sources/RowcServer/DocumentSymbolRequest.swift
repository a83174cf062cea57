// DocumentSymbolRequest.swift answers `textDocument/documentSymbol`: sections holding their rows, models, the theme.

import RowcJSON
import RowcSema
import RowcSource
import RowcSyntax

/// LSP `SymbolKind` values used here.
enum SymbolKind {
    static let namespace = 3
    static let property = 7
    static let field = 8
    static let object = 19
    static let enumMember = 22
    static let structure = 23
}

extension Workspace {
    /// A hierarchy from the syntax tree, so the outline stays useful while a spec has errors;
    /// rows take their checked (possibly derived) names when the checker accepted them.
    func documentSymbols(_ params: JSON) throws(ResponseError) -> JSON {
        guard let document = try document(params) else { return .null }
        let tree = document.tree
        var top: [JSON] = []
        // The open section, with the place in `top` it takes once its rows are known.
        var section: (declaration: Declaration, rows: [JSON], end: Span, index: Int)?
        func closeSection() {
            guard let open = section else { return }
            let title = open.declaration.name.map { tree.stringValue($0) } ?? ""
            let keyword = tree.token(open.declaration.keyword).span
            let selection = keyword.union(open.declaration.name.map { tree.token($0).span } ?? keyword)
            // A named section's detail is its name, the case app code knows it by.
            let name = open.declaration.sectionName.map { "section " + tree.text($0) } ?? "section"
            top.insert(symbol(document, name: title.isEmpty ? name : title, detail: name, kind: SymbolKind.namespace,
                              range: tree.span(of: open.declaration).union(open.end), selection: selection, children: open.rows),
                       at: open.index)
            section = nil
        }
        for declaration in tree.declarations {
            let span = tree.span(of: declaration)
            switch declaration.kind {
            case .section:
                closeSection()
                section = (declaration, [], span, top.count)
            case .row:
                let row = rowSymbol(document, declaration)
                if section != nil {
                    section!.rows.append(row)
                    section!.end = span
                } else {
                    top.append(row)
                }
            case .model: top.append(modelSymbol(document, declaration))
            case .theme: top.append(themeSymbol(document, declaration))
            case .action:
                let selection = declaration.name.map { tree.token($0).span } ?? tree.token(declaration.keyword).span
                top.append(symbol(document, name: declaration.name.map { tree.text($0) } ?? "action", detail: "action",
                                  kind: SymbolKind.enumMember, range: span, selection: selection))
            case .unknown: break
            }
        }
        closeSection()
        return .array(top)
    }

    func symbol(_ document: Document, name: String, detail: String, kind: Int, range: Span, selection: Span,
                children: [JSON] = []) -> JSON {
        var members: [(String, JSON)] = [
            ("name", .string(name)), ("detail", .string(detail)), ("kind", .int(kind)),
            ("range", document.file.lspRange(range)), ("selectionRange", document.file.lspRange(selection)),
        ]
        if !children.isEmpty { members.append(("children", .array(children))) }
        return .object(members)
    }

    func rowSymbol(_ document: Document, _ declaration: Declaration) -> JSON {
        let tree = document.tree
        let span = tree.span(of: declaration)
        let checked = document.spec.rows.first { $0.span == span }
        let selection = declaration.name.map { tree.token($0).span } ?? tree.token(declaration.keyword).span
        let keyword = Word.row.spelling
        let name = checked?.name ?? declaration.name.map { tree.text($0) } ?? keyword
        return symbol(document, name: name.isEmpty ? keyword : name, detail: checked?.style.displayName ?? keyword,
                      kind: SymbolKind.enumMember, range: span, selection: selection)
    }

    func modelSymbol(_ document: Document, _ declaration: Declaration) -> JSON {
        let tree = document.tree
        var fields: [JSON] = []
        var seen = Set<String>()
        for attribute in tree.attributes(of: declaration) {
            guard let value = attribute.value, tree.token(value).kind == .field else { continue }
            let text = tree.text(value)
            guard seen.insert(String(text.filter { $0 != "?" })).inserted else { continue }
            let span = tree.token(value).span
            fields.append(symbol(document, name: text, detail: tree.text(attribute.key), kind: SymbolKind.field,
                                 range: span, selection: span))
        }
        let selection = declaration.name.map { tree.token($0).span } ?? tree.token(declaration.keyword).span
        return symbol(document, name: declaration.name.map { tree.text($0) } ?? Word.model.spelling, detail: Word.model.spelling,
                      kind: SymbolKind.structure, range: tree.span(of: declaration), selection: selection, children: fields)
    }

    func themeSymbol(_ document: Document, _ declaration: Declaration) -> JSON {
        let tree = document.tree
        let keys = tree.attributes(of: declaration).map { attribute in
            symbol(document, name: tree.text(attribute.key), detail: attribute.value.map { tree.text($0) } ?? "",
                   kind: SymbolKind.property, range: tree.span(of: attribute), selection: tree.token(attribute.key).span)
        }
        let keyword = tree.token(declaration.keyword).span
        return symbol(document, name: Word.theme.spelling, detail: Word.theme.spelling, kind: SymbolKind.object, range: tree.span(of: declaration),
                      selection: keyword, children: keys)
    }
}
