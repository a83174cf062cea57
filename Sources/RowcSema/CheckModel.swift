// CheckModel.swift checks `model` declarations: name, key, slots, switch or checkmark, and what a value shows.

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
        let nameIsValid = checkModelName(name, at: nameSpan)

        let mark = diagnostics.count
        let found = collect(declaration, allowed: Self.modelAttributes, what: "a model")
        var bindings = ModelBindings()
        let key = modelKey(tree.attribute(.key, in: found), &bindings)
        let slots = modelSlots(found, &bindings)
        let arrowAttribute = tree.attribute(.arrow, in: found)
        let arrow = flag(arrowAttribute, key: Word.arrow.spelling)
        let extras = rowExtras(found, image: tree.attribute(.image, in: found), arrow: arrowAttribute,
                               what: "model `\(name)`", inModel: true)
        let toggle = modelToggle(extras, found, &bindings)
        let actions = offeredActions(found)
        let keyIsValid = checkModelKeyIsRequired(key, bindings.fields)
        let showsIsValid = checkModelShows(declaration, since: mark, found, slots, extras, bindings.fields, name: name,
                                           at: nameSpan)
        guard nameIsValid, toggle.isValid, keyIsValid, showsIsValid, slots.areComplete(found, extras) else { return }
        var model = CheckedModel(name: name, fields: bindings.fields, image: slots.image, title: slots.title,
                                 subtitle: slots.subtitle, label: slots.label, hasArrow: arrow, key: key,
                                 span: tree.span(of: declaration), nameSpan: nameSpan,
                                 documentation: tree.leadingComments(of: declaration))
        model.symbol = slots.symbol
        model.accessorySymbol = slots.accessorySymbol
        model.isBadge = found.subtitleIsBadge
        model.accessory = arrow ? .arrow : extras.accessory
        model.toggle = toggle.value
        model.isButton = extras.isButton
        model.isDestructive = extras.isDestructive
        model.isTappable = extras.isTappable
        model.verbatim = bindings.verbatim
        model.table = extras.table
        model.actions = actions
        model.sample = sample(declaration, of: "model `\(name)`", in: .model, fields: model.fields).mapValues(\.value)
        if let written = tree.attribute(.image, in: found) ?? extras.symbol { checkModelIsSpoken(model, image: written) }
        spec.models.append(model)
    }

    /// The field `key:` names, reporting any other kind of value.
    mutating func modelKey(_ attribute: Attribute?, _ bindings: inout ModelBindings) -> Int? {
        guard let attribute, let valueIndex = value(attribute, key: "key", example: "key:$id") else { return nil }
        guard tree.token(valueIndex).kind == .field else {
            wrongKind(attribute, key: "key", expected: "a field such as `$id`", token: tree.token(valueIndex), quote: false)
            return nil
        }
        return keyField(valueIndex, fields: &bindings.fields)
    }

    /// The model's slots, each checked in the order fields are bound: image, symbol, title, subtitle, label.
    mutating func modelSlots(_ found: FoundAttributes, _ bindings: inout ModelBindings) -> ModelSlots {
        ModelSlots(image: modelSlot(Vocabulary.attributeIndex(of: .image)!, found, &bindings),
                   symbol: modelSlot(Vocabulary.symbolIndex, found, &bindings),
                   title: modelSlot(Vocabulary.attributeIndex(of: .title)!, found, &bindings),
                   subtitle: modelSlot(Vocabulary.attributeIndex(of: .subtitle)!, found, &bindings),
                   label: modelSlot(Vocabulary.labelIndex, found, &bindings),
                   accessorySymbol: modelSlot(Vocabulary.accessoryIndex, found, &bindings))
    }

    /// The slot of the attribute at `index` in `Vocabulary.attributes`, if written and valid.
    mutating func modelSlot(_ index: Int, _ found: FoundAttributes, _ bindings: inout ModelBindings) -> SlotValue? {
        guard let found = found[index] else { return nil }
        let attribute = tree.attributes[Int(found)]
        let key = Vocabulary.attributes[index].spelling
        guard let valueIndex = value(attribute, key: key, example: "\(key):$\(key)") else { return nil }
        if tree.token(valueIndex).kind == .field {
            return bindField(valueIndex, slot: key, fields: &bindings.fields, boundTo: &bindings.boundTo).map { .field($0) }
        }
        if Vocabulary.attributes[index].word == .image {
            return imageName(attribute).map(tree.imageValue).map { .constant($0) }
        }
        if index == Vocabulary.symbolIndex || index == Vocabulary.accessoryIndex {
            // `rowExtras` read the name, and warned of its form.
            guard let value = attribute.value, tree.token(value).kind == .identifier || tree.token(value).kind == .string,
                  !tree.isVerbatim(value), !SyntaxTree.stringBody(tree.token(value), in: source).isEmpty else { return nil }
            return .constant(tree.imageValue(value))
        }
        guard let text = text(attribute, key: key) else { return nil }
        if tree.isVerbatim(text) {
            bindings.verbatim.insert(index == Vocabulary.labelIndex ? .label
                                     : Vocabulary.attributes[index].word == .title ? .title : .subtitle)
        }
        return .constant(tree.stringValue(text))
    }

    /// The state of the model's switch or checkmark: a `Bool` field, or a constant. An optional
    /// field is reported (a switch is always on or off) and makes the model invalid.
    mutating func modelToggle(_ extras: RowExtras, _ found: FoundAttributes,
                              _ bindings: inout ModelBindings) -> (value: ToggleValue?, isValid: Bool) {
        guard let accessory = extras.accessory, accessory == .switch || accessory == .check else { return (nil, true) }
        let index = accessory == .switch ? Vocabulary.switchIndex : Vocabulary.checkIndex
        let attribute = tree.attributes[Int(found[index]!)]
        guard let value = attribute.value, tree.token(value).kind == .field else { return (.constant(extras.isOn), true) }
        guard let f = bindField(value, slot: accessory.rawValue, fields: &bindings.fields, boundTo: &bindings.boundTo) else {
            return (nil, true)
        }
        bindings.fields[f].isBool = true
        let field = bindings.fields[f]
        guard field.isOptional else { return (.field(f), true) }
        report(.wrongValueKind, SemaMessage.stateFieldOptional(field.name, accessory.rawValue), at: field.span,
               fixIts: [FixIt(SemaMessage.makeStateFieldRequired(field.name, of: accessory.rawValue), replacing: field.span,
                              with: "$\(field.name)")])
        return (.field(f), false)
    }

    /// E210 when the key is an optional field: an identity is always there. False then.
    mutating func checkModelKeyIsRequired(_ key: Int?, _ fields: [ModelField]) -> Bool {
        guard let key, fields[key].isOptional else { return true }
        report(.optionalKey, SemaMessage.optionalKey(fields[key].name), at: fields[key].span)
        return false
    }

    /// Whether every value of the model shows something its title can stand beside: reports a
    /// subtitle without a title (E206), a model that shows nothing (E107) and a subtitle that
    /// outlives its title (E212), unless a mistake already reported explains them. False then.
    mutating func checkModelShows(_ declaration: Declaration, since mark: Int, _ found: FoundAttributes, _ slots: ModelSlots,
                                  _ extras: RowExtras, _ fields: [ModelField], name: String, at nameSpan: Span) -> Bool {
        let title = tree.attribute(.title, in: found), subtitle = tree.attribute(.subtitle, in: found)
        if hasReportedError(declaration, since: mark) {
            // Already reported; what the model shows follows from that mistake.
            return false
        } else if let written = subtitle, title == nil {
            report(.subtitleWithoutTitle, SemaMessage.modelSubtitleWithoutTitle, at: tree.span(of: written))
            return false
        } else if tree.attribute(.image, in: found) == nil && title == nil && extras.symbol == nil {
            report(.nothingToShow, SemaMessage.modelShowsNothing(name), at: nameSpan)
            return false
        } else if let subtitle {
            return checkSubtitleOutlivesTitle(slots.title, slots.subtitle, subtitle, fields)
        }
        return true
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
        if name.contains(",") {
            report(.invalidName, SemaMessage.nameIsList(name, of: "model"), at: span)
            return false
        }
        if !SwiftNames.isUsableTypeName(name) {
            report(.invalidName, SemaMessage.modelNameUnusable(name, reserved: SwiftNames.reservedTypeNames.contains(name)), at: span)
            return false
        }
        // Beside the spec's enum, its preview: both take the build's type prefix, as the model does.
        if let spec = TypeNames.typeName(forSpecAt: file.path), name == SwiftNames.previewTypeName(of: spec) {
            report(.invalidName, SemaMessage.modelNameIsPreview(name), at: span)
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
}

/// The slots a model fills, each a constant or a field, or nil if not written or not valid.
struct ModelSlots {
    var image, symbol, title, subtitle, label, accessorySymbol: SlotValue?

    /// Whether every slot the model writes, `found`, was valid.
    func areComplete(_ found: FoundAttributes, _ extras: RowExtras) -> Bool {
        (found[.image] == nil || image != nil) && (found[.title] == nil || title != nil)
            && (found[.subtitle] == nil || subtitle != nil) && (found[Vocabulary.labelIndex] == nil || label != nil)
            && (extras.symbol == nil || symbol != nil) && (extras.trailingSymbol == nil || accessorySymbol != nil)
    }
}
