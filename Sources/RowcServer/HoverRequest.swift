// HoverRequest.swift answers `textDocument/hover`: a row's style and frames, or what a keyword or attribute means.

import RowKit
import RowcJSON
import RowcLayout
import RowcSema
import RowcSource
import RowcSyntax
import RowcSystem

extension Workspace {
    func hover(_ params: JSON) throws(ResponseError) -> JSON {
        guard let (document, offset) = try position(params), let index = document.tokenIndex(at: offset),
              let declaration = document.declaration(containing: index) else { return .null }
        let tree = document.tree
        let token = tree.tokens[index]
        guard let text = hoverText(document, declaration, tokenIndex: index) else { return .null }
        return .object([
            ("contents", .object([("kind", "markdown"), ("value", .string(text))])),
            ("range", document.file.lspRange(token.span)),
        ])
    }

    func hoverText(_ document: Document, _ declaration: Declaration, tokenIndex index: Int) -> String? {
        let tree = document.tree
        let kind = tree.text(declaration.keyword)
        if let attribute = tree.attributes(of: declaration).first(where: { Int($0.key) == index }) {
            let key = tree.text(attribute.key)
            if let doc = LanguageDocs.attribute(key, in: kind) ?? (key == Vocabulary.sample.spelling ? Vocabulary.sample.documentation : nil) {
                return "**\(key)** — \(doc)"
            }
            // A field named in a model's `sample` clause: the model's shapes, which the sample fills.
            guard declaration.kind == .model else { return nil }
        }
        let token = tree.tokens[index]
        switch declaration.kind {
        case .row:
            if let row = document.spec.rows.first(where: { $0.span == tree.span(of: declaration) }) {
                return RowHover.text(row, spec: document.spec, metrics: Self.metrics(forSpecAt: document.file.path),
                                     strings: document.strings)
            }
            return LanguageDocs.keyword(Word.row.spelling).map { $0 + "\n\nThis row has errors; see the diagnostics." }
        case .model:
            if token.kind == .field, let model = document.spec.models.first(where: { $0.span == tree.span(of: declaration) }) {
                return RowHover.field(tree.text(Int32(index)), of: model)
            }
            if let model = document.spec.models.first(where: { $0.span == tree.span(of: declaration) }) {
                return RowHover.model(model, spec: document.spec, metrics: Self.metrics(forSpecAt: document.file.path))
            }
            return LanguageDocs.keyword(Word.model.spelling)
        case .section:
            if Int32(index) == declaration.sectionName,
               let section = document.spec.sections.first(where: { $0.span == tree.span(of: declaration) }), let name = section.name {
                return RowHover.sectionName(name, specAt: document.file.path)
            }
            if Int32(index) != declaration.keyword,
               let section = document.spec.sections.first(where: { $0.span == tree.span(of: declaration) }) {
                return RowHover.section(section, spec: document.spec, strings: document.strings)
            }
            return Int32(index) == declaration.keyword ? LanguageDocs.keyword(kind) : nil
        case .theme:
            return Int32(index) == declaration.keyword ? LanguageDocs.keyword(kind) : nil
        case .action:
            if Int32(index) != declaration.keyword,
               let action = document.spec.actions.first(where: { $0.span == tree.span(of: declaration) }) {
                return RowHover.action(action, spec: document.spec)
            }
            return Int32(index) == declaration.keyword ? LanguageDocs.keyword(kind) : nil
        case .unknown:
            return nil
        }
    }

    /// The table `rowc report` would measure the spec at `path` with: the nearest `rowc-metrics`
    /// file (MetricsLookup), read afresh so an edited table shows at the next hover, or the
    /// built-in one when there is none or it does not parse (the report says why).
    static func metrics(forSpecAt path: String) -> RowTextMetrics {
        for candidate in MetricsLookup.candidates(forSpecAt: path) {
            guard let bytes = FileDescriptor.readFile(candidate, limit: 64 << 20) else { continue }
            return (try? RowTextMetrics(parsing: String(decoding: bytes, as: UTF8.self))) ?? .inter
        }
        return .inter
    }
}
