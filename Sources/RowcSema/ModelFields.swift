// ModelFields.swift binds a model's fields: `$name` and `$name?` in its slots and key, each field once.

import RowcDiagnostics
import RowcNames
import RowcSource
import RowcSyntax

/// What a model's check gathers as it reads the slots: the fields, where each was bound, and
/// which constant texts are verbatim.
struct ModelBindings {
    var fields: [ModelField] = []
    var boundTo: [String: Span] = [:]
    var verbatim: VerbatimText = []
}

extension CheckerState {
    /// Parses `$name` or `$name?` into the field's name and optionality.
    func fieldParts(_ index: TokenIndex) -> (name: String, optional: Bool) {
        var text = Substring(tree.text(index).dropFirst())
        let optional = text.hasSuffix("?")
        if optional { text = text.dropLast() }
        return (String(text), optional)
    }

    mutating func bindField(_ index: TokenIndex, slot: String, fields: inout [ModelField],
                            boundTo: inout [String: Span]) -> Int? {
        let (name, optional) = fieldParts(index)
        let span = tree.token(index).span
        if let other = boundTo[name] {
            // Slots are checked image, title, subtitle, label; the error goes where the reader meets the repeat.
            let (first, second) = other.start < span.start ? (other, span) : (span, other)
            report(.fieldBoundTwice, SemaMessage.fieldBoundTwice(name), at: second,
                   notes: [Note(SemaMessage.firstBoundHere, at: first)])
            return nil
        }
        boundTo[name] = span
        return addField(name, optional: optional, at: span, fields: &fields)
    }

    mutating func keyField(_ index: TokenIndex, fields: inout [ModelField]) -> Int? {
        let (name, optional) = fieldParts(index)
        return addField(name, optional: optional, at: tree.token(index).span, fields: &fields)
    }

    /// The index of field `name`, added on first use; a second use must agree on optionality.
    mutating func addField(_ name: String, optional: Bool, at span: Span, fields: inout [ModelField]) -> Int? {
        if let existing = fields.firstIndex(where: { $0.name == name }) {
            if fields[existing].isOptional != optional {
                let other = fields[existing].span
                let (first, second) = other.start < span.start ? (other, span) : (span, other)
                report(.fieldBoundTwice, SemaMessage.fieldOptionalityDiffers(name), at: second,
                       notes: [Note(SemaMessage.firstWrittenHere, at: first)])
                return nil
            }
            return existing
        }
        if SwiftNames.unescapable.contains(name) || SwiftNames.reservedFieldNames.contains(name) {
            report(.invalidName, SemaMessage.fieldNameUnusable(name, byStruct: SwiftNames.reservedFieldNames.contains(name)),
                   at: span)
            return nil
        }
        if SwiftNames.keywords.contains(name) {
            report(.keywordName, SemaMessage.fieldNameIsKeyword(name), at: span)
        }
        fields.append(ModelField(name: name, isOptional: optional, span: span))
        return fields.count - 1
    }
}
