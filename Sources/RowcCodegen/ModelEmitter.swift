// ModelEmitter.swift writes a `model` as a struct: a property per field, identity, its row and style.

import RowKit
import RowcSema

/// Writes the struct of one model.
enum ModelEmitter {
    /// With `tables`, the model's constant texts that have a table are looked up in it; `actions`
    /// are the arguments of the `RowActions` its rows offer, if any. `typeName` is the struct's: the
    /// model's name after the build's type prefix.
    static func write(_ model: CheckedModel, typeName: String, theme: String?, actions: [CallArgument]?, tables: StringTables?,
                      _ w: inout SwiftWriter) {
        w.doc(model.documentation)
        w.block(w.pub + "struct \(typeName): Hashable, Identifiable, Sendable, RowCase") { w in
            for (index, field) in model.fields.enumerated() {
                w.doc([fieldSummary(model, index)])
                w.line(w.pub + "var \(SwiftLiteral.identifier(field.name)): \(type(field))")
            }
            writeIdentity(model, &w)
            w.line()
            writeInit(model, &w)
            w.line()
            w.doc(["The row that shows this value."])
            w.block(w.pub + "var row: RowModel") { w in
                var arguments = rowArguments(model, typeName, theme, tables)
                // Before `value:`, as `RowModel.init` takes them.
                if actions != nil { arguments.insert(.code("actions: Self.rowActions"), at: arguments.count - (theme == nil ? 1 : 2)) }
                SpecEmitter.writeCall("", "RowModel", arguments, &w)
            }
            if let actions {
                w.line()
                w.doc(["The swipe actions and menu every row of the model offers."])
                w.block(w.pub + "static var rowActions: RowActions") { w in SpecEmitter.writeCall("", "RowActions", actions, &w) }
            }
            writeStyle(model, &w)
            w.line()
            w.doc(["The value `row` shows, or nil for a row of a spec or another model."])
            w.block(w.pub + "init?(_ row: RowModel)") { w in
                w.line("guard let value = row.value?.base as? \(typeName) else { return nil }")
                w.line("self = value")
            }
        }
    }

    private static func type(_ field: ModelField) -> String {
        field.isBool ? "Bool" : field.isOptional ? "String?" : "String"
    }

    /// What the field is for: identifying the value, and the element it fills.
    private static func fieldSummary(_ model: CheckedModel, _ index: Int) -> String {
        var sentences: [String] = []
        if model.key == index {
            sentences.append("Identifies the value: unique among values, and the same when its other fields change.")
        }
        let none = model.fields[index].isOptional ? "; nil shows none" : ""
        if model.image == .field(index) {
            sentences.append("The name of the image shown, an asset of `RowCell.imageBundle`\(none).")
        }
        if model.symbol == .field(index) { sentences.append("The name of the SF Symbol shown\(none).") }
        if model.title == .field(index) { sentences.append("Shown as the title\(none).") }
        if model.toggle == .field(index) {
            sentences.append(model.accessory == .switch ? "Whether the switch is on." : "Whether the checkmark shows.")
        }
        if model.subtitle == .field(index) { sentences.append("Shown as the \(model.isBadge ? "badge" : "subtitle")\(none).") }
        if model.label == .field(index) {
            sentences.append("Read by VoiceOver instead of the title" + (model.fields[index].isOptional ? "; nil reads the title." : "."))
        }
        return sentences.joined(separator: " ")
    }

    /// `id`: the key field itself when it is named `id`, a property returning it otherwise,
    /// and without a key the value itself, as SwiftUI's `id: \.self` would identify it.
    private static func writeIdentity(_ model: CheckedModel, _ w: inout SwiftWriter) {
        if let key = model.key {
            let name = model.fields[key].name
            guard name != "id" else { return }
            w.line()
            w.doc(["The key, `\(name)`: stable and unique among values."])
            w.line(w.pub + "var id: String { \(SwiftLiteral.identifier(name)) }")
        } else {
            w.line()
            w.doc(["Without a key, a value is its own identity: equal values are one item, and a",
                   "changed value is a different one. Declare `key:$field` for a stable identity."])
            w.line(w.pub + "var id: Self { self }")
        }
    }

    private static func writeInit(_ model: CheckedModel, _ w: inout SwiftWriter) {
        writeMemberwiseInit(model.fields.map { ($0.name, type($0), $0.isOptional) }, &w)
    }

    /// The memberwise initialiser of `fields`, each a name, a type and whether it defaults to nil,
    /// on one line when it fits.
    static func writeMemberwiseInit(_ fields: [(name: String, type: String, optional: Bool)], _ w: inout SwiftWriter) {
        let parameters = fields.map { "\(SwiftLiteral.identifier($0.name)): \($0.type)" + ($0.optional ? " = nil" : "") }
        func assignments(_ w: inout SwiftWriter) {
            for field in fields { w.line("self.\(field.name) = \(SwiftLiteral.identifier(field.name))") }
        }
        let oneLine = "init(" + parameters.joined(separator: ", ") + ")"
        if AccessLevel.publicColumns + oneLine.count + 12 <= SpecEmitter.lineLimit {
            w.block(w.pub + oneLine, assignments)
        } else {
            w.line(w.pub + "init(")
            w.indented { w in
                for (i, p) in parameters.enumerated() { w.line(p + (i < parameters.count - 1 ? "," : "")) }
            }
            w.block(")", assignments)
        }
    }

    /// A slot's argument: the field, or the constant as a literal.
    private static func argument(_ label: String, _ slot: SlotValue, _ model: CheckedModel) -> CallArgument {
        switch slot {
        case .constant(let text): .code(label + SwiftLiteral.string(text))
        case .field(let f): .code(label + SwiftLiteral.identifier(model.fields[f].name))
        }
    }

    /// A text slot's argument: as `argument`, but a constant with a table is looked up in it.
    private static func text(_ label: String, _ slot: SlotValue, _ verbatim: VerbatimText, _ model: CheckedModel,
                             _ tables: StringTables?) -> CallArgument {
        guard case .constant(let text) = slot else { return argument(label, slot, model) }
        return .text(label, text, verbatim: model.verbatim.contains(verbatim), table: model.table,
                     documentation: model.documentation, tables: tables)
    }

    private static func rowArguments(_ model: CheckedModel, _ typeName: String, _ theme: String?,
                                     _ tables: StringTables?) -> [CallArgument] {
        var arguments: [CallArgument] = [.code("id: " + rowID(model, typeName))]
        if let image = model.image { arguments.append(argument("image: ", image, model)) }
        if let symbol = model.symbol { arguments.append(argument("symbol: ", symbol, model)) }
        if let title = model.title { arguments.append(text("title: ", title, .title, model, tables)) }
        if let subtitle = model.subtitle { arguments.append(text("subtitle: ", subtitle, .subtitle, model, tables)) }
        if model.isBadge { arguments.append(.code("isBadge: true")) }
        if let label = model.label { arguments.append(text("accessibilityLabel: ", label, .label, model, tables)) }
        if let accessory = model.accessory { arguments.append(.code("accessory: ." + accessory.rawValue)) }
        if let symbol = model.accessorySymbol { arguments.append(argument("accessorySymbol: ", symbol, model)) }
        switch model.toggle {
        case .constant(true)?: arguments.append(.code("isOn: true"))
        case .field(let f)?: arguments.append(.code("isOn: " + SwiftLiteral.identifier(model.fields[f].name)))
        case .constant(false)?, nil: break
        }
        if model.isButton { arguments.append(.code("isButton: true")) }
        if model.isDestructive { arguments.append(.code("isDestructive: true")) }
        // Written only where the spec's `tappable` departs from the rule `RowModel` applies.
        if model.isTappable, !RowRules.isTappable(accessory: model.accessory, destructive: model.isDestructive,
                                                  button: model.isButton, tappable: false) {
            arguments.append(.code("isTappable: true"))
        }
        arguments.append(.code("value: RowValue(self)"))
        if let theme { arguments.append(.code("theme: " + theme)) }
        return arguments
    }

    /// `"Person." + key`; without a key, the fields joined by `RowModel.id(model:fields:)`.
    private static func rowID(_ model: CheckedModel, _ typeName: String) -> String {
        if let key = model.key {
            return SwiftLiteral.string(typeName + ".") + " + " + SwiftLiteral.identifier(model.fields[key].name)
        }
        let fields = model.fields.map { SwiftLiteral.identifier($0.name) }.joined(separator: ", ")
        return "RowModel.id(model: \(SwiftLiteral.string(typeName)), fields: [\(fields)])"
    }

    // MARK: Style

    /// The styles a value can take, with the support file's normalisation: a subtitle only
    /// with a title, an empty title when neither image nor title is present.
    static func styles(_ model: CheckedModel) -> [RowStyle] {
        let optional = model.styleFields
        var found = Set<RowStyle>()
        for mask in 0..<(1 << optional.count) {
            let present = Set(optional.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element))
            found.insert(style(model, present: present))
        }
        return RowStyle.allCases.filter(found.contains)
    }

    private static func style(_ model: CheckedModel, present: Set<Int>) -> RowStyle {
        func shows(_ slot: SlotValue?) -> Bool {
            switch slot {
            case nil: false
            case .constant: true
            case .field(let f): !model.fields[f].isOptional || present.contains(f)
            }
        }
        // A button is its title, an empty one when absent, as `RowModel.style` makes it.
        if model.isButton { return .button }
        let image = shows(model.image) || shows(model.symbol), title = shows(model.title)
        // Never nil: `title || !image` gives an image or a title, and a subtitle comes only with a title.
        // A trailing symbol's absent field leaves no accessory, as `RowModel.style` makes it.
        let accessory = model.accessory == .trailingSymbol && !shows(model.accessorySymbol) ? nil : model.accessory
        return RowStyle(image: image, title: title || !image, subtitle: title && shows(model.subtitle), accessory: accessory)!
    }

    /// A slot's presence as a Swift condition.
    private static func presence(_ slot: SlotValue?, _ model: CheckedModel) -> String {
        switch slot {
        case nil: "false"
        case .constant: "true"
        case .field(let f): model.fields[f].isOptional ? "\(SwiftLiteral.identifier(model.fields[f].name)) != nil" : "true"
        }
    }

    private static func writeStyle(_ model: CheckedModel, _ w: inout SwiftWriter) {
        let styles = styles(model)
        let list = styles.map { "`\($0.name)`" }
        let cells = styles.map { "`\($0.reuseIdentifier)`" }
        w.line()
        w.doc([styles.count == 1 ? "Always \(list[0])." : "\(joined(list, "or")), from the optional fields present."])
        w.block(w.pub + "var style: RowStyle") { w in
            if model.isButton {
                w.line(".button")
                return
            }
            var image = presence(model.image, model)
            if model.symbol != nil { image = presence(model.symbol, model) }  // a model has at most one (E214)
            let title = presence(model.title, model)
            let subtitle = presence(model.subtitle, model)
            var accessory = model.accessory.map { "." + $0.rawValue } ?? "nil"  // after a dot, `switch` needs no backticks
            if model.accessory == .trailingSymbol, presence(model.accessorySymbol, model) != "true" {
                accessory = presence(model.accessorySymbol, model) + " ? .trailingSymbol : nil"
            }
            w.line(".showing(image: \(image), title: \(title), subtitle: \(subtitle), accessory: \(accessory))")
        }
        w.line()
        w.doc(["The reuse identifier of the cell that shows this value: \(joined(cells, "or"))."])
        w.line(w.pub + "var reuseIdentifier: String { style.reuseIdentifier }")
    }

    /// "a", "a or b", "a, b or c".
    private static func joined(_ items: [String], _ conjunction: String) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items.last!
    }
}
