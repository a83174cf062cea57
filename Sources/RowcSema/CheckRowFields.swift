// CheckRowFields.swift checks the texts a row takes from the app (`subtitle:$network`) and its `sample` clause.

import RowcDiagnostics
import RowcSource
import RowcSyntax

extension TreeBuffers {
    /// The value token of `attribute` when it is a field (`$network`), which a row's text may be.
    /// Asked of the buffers, not the checker: a method of the checker called from one of its
    /// mutating methods is passed a copy of the whole checker, a kilobyte, at every call.
    func fieldValue(_ attribute: Attribute?) -> TokenIndex? {
        guard let value = attribute?.value, tokens[Int(value)].kind == .field else { return nil }
        return value
    }
}

extension CheckerState {

    /// The fields a row binds to its image, symbol and texts, `written` in that order, with
    /// the samples its own clause gives (see `shareFieldSamples`). A field is a `String` the app always supplies: an optional one is E103, with
    /// the fix-it that makes it required, as a row has one shape (a text that may be missing makes
    /// a model's shapes). A field bound to two of the row's texts is E208, as in a model; two rows
    /// may share one. A `sample` clause on a row that binds none is E218.
    mutating func rowFields(_ declaration: Declaration, _ found: FoundAttributes, name: String?,
                            _ written: [(RowField.Slot, TokenIndex?)]) -> [RowField] {
        var fields: [ModelField] = [], slots: [RowField.Slot] = [], boundTo: [String: Span] = [:]
        for case let (slot, token?) in written {
            let (field, optional) = fieldParts(token)
            let span = tree.token(token).span
            if optional {
                report(.wrongValueKind, SemaMessage.fieldOptionalInRow(field), at: span,
                       fixIts: [FixIt(SemaMessage.makeFieldRequired(field), replacing: span, with: "$\(field)")])
                continue
            }
            guard let index = bindField(token, slot: slot.rawValue, fields: &fields, boundTo: &boundTo) else { continue }
            if index == slots.count { slots.append(slot) }
        }
        if let start = found.sample, fields.isEmpty {
            sampleOutsideModel(declaration, from: start, what: "a row that binds no field")
            return []
        }
        let samples = found.sample == nil ? [:]
            : sample(declaration, of: name.map { "row `\($0)`" } ?? "this row", in: .row, fields: fields)
        return fields.indices.map { f in
            var field = RowField(slot: slots[f], name: fields[f].name, span: fields[f].span)
            if let (value, span) = samples[f], case .text(let text) = value { (field.sample, field.sampleSpan) = (text, span) }
            return field
        }
    }

    /// Gives each field one sample wherever it is shown, as it holds one value: the first a row
    /// gives it. Another row that gives it another sample is E202, at that sample.
    mutating func shareFieldSamples() {
        var first: [String: RowField] = [:]
        for row in spec.rows {
            for field in row.fields where field.sample != nil {
                guard let earlier = first[field.name] else {
                    first[field.name] = field
                    continue
                }
                if earlier.sample != field.sample, let span = field.sampleSpan, let earlierSpan = earlier.sampleSpan {
                    report(.duplicateAttribute, SemaMessage.fieldSampleGivenTwice(field.name), at: span,
                           notes: [Note(SemaMessage.firstGivenHere, at: earlierSpan)])
                }
            }
        }
        guard !first.isEmpty else { return }
        for r in spec.rows.indices where !spec.rows[r].fields.isEmpty {
            for f in spec.rows[r].fields.indices {
                guard let shared = first[spec.rows[r].fields[f].name] else { continue }
                spec.rows[r].fields[f].sample = shared.sample
                let text = shared.text
                switch spec.rows[r].fields[f].slot {
                case .image: spec.rows[r].image = text
                case .symbol: spec.rows[r].symbol = text
                case .title: spec.rows[r].title = text
                case .subtitle: spec.rows[r].subtitle = text
                case .label: spec.rows[r].label = text
                }
            }
        }
    }
}
