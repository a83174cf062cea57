// CheckSample.swift checks a `sample` clause: each item names a field of its model or row and gives it a value of its kind.

import RowcDiagnostics
import RowcSource
import RowcSyntax

extension CheckerState {
    /// Whether `attribute` is the word that starts a `sample` clause: `sample`, with no colon.
    func startsSample(_ attribute: Attribute) -> Bool {
        attribute.isFlag && Vocabulary.sample.isSpelt(by: buffers.tokens[Int(attribute.key)], in: source)
    }

    /// The span from the clause's word at attribute `start` to the end of `declaration`'s attributes.
    func sampleSpan(_ declaration: Declaration, from start: Int32) -> Span {
        let first = tree.span(of: tree.attributes[Int(start)])
        return first.union(tree.span(of: tree.attributes[Int(declaration.attributes.upperBound) - 1]))
    }

    /// E218 for the `sample` clause at attribute `start` of a declaration that is not a model, `what`.
    @inline(never)
    mutating func sampleOutsideModel(_ declaration: Declaration, from start: Int32, what: String) {
        let span = sampleSpan(declaration, from: start)
        report(.sampleOutsideModel, SemaMessage.sampleOutsideModel(what), at: span,
               fixIts: [FixIt(SemaMessage.removeSample, replacing: removalSpan(span), with: "")])
    }

    /// The values of `declaration`'s `sample` clause, by index into `fields`: the clause is the
    /// rest of the declaration after the word. Reports an empty clause (W008), an item that names
    /// no field (E219), a field given twice (E202) and a value of the wrong kind (E103). `subject`
    /// names the declaration in messages (``model `Person` ``), a `place`'s.
    mutating func sample(_ declaration: Declaration, of subject: @autoclosure () -> String, in place: Place,
                         fields: [ModelField]) -> [Int: (value: SampleValue, span: Span)] {
        guard let start = declaration.attributes.first(where: { startsSample(tree.attributes[Int($0)]) }) else { return [:] }
        let items = (start + 1)..<declaration.attributes.upperBound
        guard !items.isEmpty else {
            let span = tree.span(of: tree.attributes[Int(start)])
            report(.emptySample, SemaMessage.sampleIsEmpty, at: span,
                   fixIts: [FixIt(SemaMessage.removeSample, replacing: removalSpan(span), with: "")])
            return [:]
        }
        var values: [Int: (value: SampleValue, span: Span)] = [:], given: [Int: Span] = [:]
        for index in items {
            let attribute = tree.attributes[Int(index)]
            let name = tree.text(attribute.key)
            guard let f = sampleField(attribute, name: name, of: subject(), in: place, fields: fields) else { continue }
            let span = tree.span(of: attribute)
            if let first = given[f] {
                report(.duplicateAttribute, SemaMessage.sampleFieldGivenTwice(name), at: span,
                       notes: [Note(SemaMessage.firstGivenHere, at: first)],
                       fixIts: [FixIt(SemaMessage.removeSecond(name), replacing: removalSpan(span), with: "")])
                continue
            }
            given[f] = span
            if let value = sampleValue(attribute, field: fields[f]) { values[f] = (value, span) }
        }
        return values
    }

    /// The index of the field the sample item `attribute` names, or nil after reporting that it
    /// names none (E219): a field's name as a key, with a colon. A missing value was the parser's.
    private mutating func sampleField(_ attribute: Attribute, name: String, of subject: String, in place: Place,
                                      fields: [ModelField]) -> Int? {
        let key = tree.token(attribute.key)
        guard key.kind == .identifier || key.kind == .keyword else { return nil }  // reported by the parser
        if !attribute.isFlag, let f = fields.firstIndex(where: { $0.name == name }) { return f }
        let isAttribute = Vocabulary.attribute(name)?.use(in: place) != nil
        let best = isAttribute ? nil : closestNames(to: name, among: fields.map(\.name)).first
        report(.unknownSampleField, SemaMessage.sampleNamesNoField(name, of: subject, suggestion: best, isAttribute: isAttribute),
               at: key.span, fixIts: best.map { [FixIt(SemaMessage.replace(name, with: $0), replacing: key.span, with: $0)] } ?? [])
        return nil
    }

    /// The value of a sample item for `field`: a non-empty string for text, `on` or `off` for a
    /// `Bool`; nil after reporting any other.
    private mutating func sampleValue(_ attribute: Attribute, field: ModelField) -> SampleValue? {
        guard field.isBool else { return text(attribute, key: field.name).map { .text(tree.stringValue($0)) } }
        guard let valueIndex = attribute.value else { return nil }
        let token = tree.token(valueIndex)
        let text = file.text(token.span)
        guard token.kind == .identifier, text == "on" || text == "off" else {
            if token.kind != .invalid {
                wrongKind(attribute, key: field.name, expected: SemaMessage.sampleStateExpected(field.name), token: token, quote: false)
            }
            return nil
        }
        return .state(text == "on")
    }
}
