// CheckModel.swift checks `model` declarations: slots, fields, key and name.

import RowcDiagnostics
import RowcNames
import RowcSource
import RowcSyntax

extension CheckerState {
    static let modelAttributes = AttributeKeys(.model)

    mutating func checkModel(_ declaration: Declaration) {
        guard let nameIndex = declaration.name else { return }  // reported by the parser
        let name = tree.text(nameIndex)
        let nameSpan = tree.token(nameIndex).span
        var valid = checkModelName(name, at: nameSpan)

        let mark = diagnostics.count
        let found = collect(declaration, allowed: Self.modelAttributes, what: "a model")
        let attributes = (image: attribute(.image, in: found), title: attribute(.title, in: found),
                          subtitle: attribute(.subtitle, in: found), arrow: attribute(.arrow, in: found),
                          key: attribute(.key, in: found))
        var fields: [ModelField] = []
        var boundTo: [String: Span] = [:]
        var verbatim: VerbatimText = []

        /// The slot of the attribute at `index` in `Vocabulary.attributes`, if written and valid.
        func slot(_ index: Int, _ state: inout CheckerState) -> SlotValue? {
            guard let found = found[index] else { return nil }
            let attribute = state.tree.attributes[Int(found)]
            let key = Vocabulary.attributes[index].spelling
            guard let valueIndex = state.value(attribute, key: key, example: "\(key):$\(key)") else { return nil }
            let token = state.tree.token(valueIndex)
            if token.kind == .field {
                return state.bindField(valueIndex, slot: key, fields: &fields, boundTo: &boundTo).map { .field($0) }
            }
            if Vocabulary.attributes[index].word == .image {
                return state.imageName(attribute).flatMap(state.tree.imageValue).map { .constant($0) }
            }
            if index == Vocabulary.symbolIndex {
                return state.symbolName(attribute).flatMap(state.tree.imageValue).map { .constant($0) }
            }
            guard let text = state.text(attribute, key: key) else { return nil }
            if state.tree.isVerbatim(text) {
                verbatim.insert(index == Vocabulary.labelIndex ? .label : Vocabulary.attributes[index].word == .title ? .title : .subtitle)
            }
            return .constant(state.tree.stringValue(text))
        }

        var key: Int?
        if let attribute = attributes.key, let valueIndex = value(attribute, key: "key", example: "key:$id") {
            if tree.token(valueIndex).kind == .field {
                key = keyField(valueIndex, fields: &fields)
            } else {
                wrongKind(attribute, key: "key", expected: "a field such as `$id`", token: tree.token(valueIndex), quote: false)
            }
        }
        let image = slot(Vocabulary.attributeIndex(of: .image)!, &self)
        let symbol = slot(Vocabulary.symbolIndex, &self)
        let title = slot(Vocabulary.attributeIndex(of: .title)!, &self)
        let subtitle = slot(Vocabulary.attributeIndex(of: .subtitle)!, &self)
        let writtenLabel = found[Vocabulary.labelIndex]
        let label = slot(Vocabulary.labelIndex, &self)
        let arrow = flag(attributes.arrow, key: "arrow")
        let extras = rowExtras(found, image: attributes.image, arrow: attributes.arrow, what: "model `\(name)`", inModel: true)
        var toggle: ToggleValue?
        if let accessory = extras.accessory {
            let index = accessory == .switch ? Vocabulary.switchIndex : Vocabulary.checkIndex
            let attribute = tree.attributes[Int(found[index]!)]
            if let value = attribute.value, tree.token(value).kind == .field {
                let bound = bindField(value, slot: accessory.rawValue, fields: &fields, boundTo: &boundTo)
                if let f = bound {
                    fields[f].isBool = true
                    if fields[f].isOptional {
                        report(.wrongValueKind, SemaMessage.stateFieldOptional(fields[f].name, accessory.rawValue),
                               at: fields[f].span,
                               fixIts: [FixIt(SemaMessage.makeTitleRequired(fields[f].name), replacing: fields[f].span,
                                              with: "$\(fields[f].name)")])
                        valid = false
                    }
                    toggle = .field(f)
                }
            } else {
                toggle = .constant(extras.isOn)
            }
        }
        if let keyIndex = key, fields[keyIndex].isOptional {
            report(.optionalKey, SemaMessage.optionalKey(fields[keyIndex].name), at: fields[keyIndex].span)
            valid = false
        }

        if hasReportedError(declaration, since: mark) {
            // Already reported; what the model shows follows from that mistake.
            valid = false
        } else if let written = attributes.subtitle, attributes.title == nil {
            report(.subtitleWithoutTitle, SemaMessage.modelSubtitleWithoutTitle, at: tree.span(of: written))
            valid = false
        } else if attributes.image == nil && attributes.title == nil && extras.symbol == nil {
            report(.nothingToShow, SemaMessage.modelShowsNothing(name), at: nameSpan)
            valid = false
        } else if let attribute = attributes.subtitle, !checkSubtitleOutlivesTitle(title, subtitle, attribute, fields) {
            valid = false
        }
        let hasAllSlots = (attributes.image == nil || image != nil) && (attributes.title == nil || title != nil)
            && (attributes.subtitle == nil || subtitle != nil) && (writtenLabel == nil || label != nil)
        guard valid, hasAllSlots else { return }
        guard extras.symbol == nil || symbol != nil else { return }
        var model = CheckedModel(name: name, fields: fields, image: image, title: title, subtitle: subtitle, label: label,
                                 hasArrow: arrow, key: key, span: tree.span(of: declaration), nameSpan: nameSpan,
                                 documentation: tree.leadingComments(of: declaration))
        model.symbol = symbol
        model.accessory = arrow ? .arrow : extras.accessory
        model.toggle = toggle
        model.isDestructive = extras.isDestructive
        model.isTappable = extras.isTappable
        model.verbatim = verbatim
        model.table = extras.table
        if let written = attributes.image ?? extras.symbol { checkModelIsSpoken(model, image: written) }
        spec.models.append(model)
    }

    /// W006 when a value of `model` can show its image, `image`, with no title, and the model
    /// binds no spoken label: its title is missing or an optional field. A label in any form
    /// satisfies it, an optional field too: the spec then says which values have one, as an
    /// optional subtitle says so for E212. The fix-it makes an optional title required; without
    /// a title, no text would be right to insert, and the note says what VoiceOver lacks.
    mutating func checkModelIsSpoken(_ model: CheckedModel, image: Attribute) {
        guard model.label == nil else { return }
        var titleField: String?, fixIts: [FixIt] = []
        switch model.title {
        case .constant?: return
        case .field(let f)?:
            let field = model.fields[f]
            guard field.isOptional else { return }
            titleField = field.name
            fixIts.append(FixIt(SemaMessage.makeTitleRequired(field.name), replacing: field.span, with: "$\(field.name)"))
        case nil: break
        }
        report(.unspokenRow, SemaMessage.modelUnspoken(model.name, without: titleField),
               at: model.nameSpan, notes: [Note(SemaMessage.imageIsNotRead, at: tree.span(of: image))], fixIts: fixIts)
    }

    /// A subtitle shows only beside its title, so a subtitle that is always there (a constant or
    /// a required field) beside an optional title would vanish, silently, from every value
    /// without a title. Reported at the subtitle, with the two ways to say what is meant; false then.
    mutating func checkSubtitleOutlivesTitle(_ title: SlotValue?, _ subtitle: SlotValue?, _ attribute: Attribute,
                                             _ fields: [ModelField]) -> Bool {
        guard case .field(let t)? = title, fields[t].isOptional, let subtitle else { return true }
        var at = tree.span(of: attribute), subtitleField: String?
        var fixIts = [FixIt(SemaMessage.makeTitleRequired(fields[t].name), replacing: fields[t].span, with: "$\(fields[t].name)")]
        if case .field(let s) = subtitle {
            if fields[s].isOptional { return true }
            at = fields[s].span
            subtitleField = fields[s].name
            fixIts.append(FixIt(SemaMessage.makeSubtitleOptional(fields[s].name), replacing: at, with: "$\(fields[s].name)?"))
        }
        report(.subtitleOutlivesTitle, SemaMessage.subtitleOutlivesTitle(title: fields[t].name, subtitleField: subtitleField),
               at: at, fixIts: fixIts)
        return false
    }

    mutating func checkModelName(_ name: String, at span: Span) -> Bool {
        if name.contains(".") {
            report(.invalidName, SemaMessage.modelNameDotted(name), at: span)
            return false
        }
        if !SwiftNames.isUsableTypeName(name) {
            report(.invalidName, SemaMessage.modelNameUnusable(name, reserved: SwiftNames.reservedTypeNames.contains(name)), at: span)
            return false
        }
        if let first = modelNames[name] {
            report(.duplicateModel, SemaMessage.modelNameTaken(name), at: span,
                   notes: [Note(SemaMessage.firstDeclaredHere(name), at: first)])
            return false
        }
        modelNames[name] = span
        return true
    }

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
