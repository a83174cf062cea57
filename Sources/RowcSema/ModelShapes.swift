// ModelShapes.swift gives each shape a model's values can take, with the row it shows: what the report and hover lay out.

import RowKit
import RowcSource

/// One way a value of a model can look: which of the optional fields bound to its image,
/// symbol, title and subtitle are present, and the row it then shows, filled with the model's
/// sample values (or each field's name where the sample gives none).
public struct ModelShape: Hashable, Sendable {
    public var model: String
    /// The names of the optional displayed fields present, and of those absent, in the order bound.
    public var present: [String]
    public var absent: [String]
    public var row: CheckedRow

    /// `model `Person` with avatar, name, without role`, or `model `Person``: how messages name it.
    public var subject: String { "model `\(model)`" + fieldsDescription }

    /// ` with avatar, name, without role`: the fields as the headers name them; empty for a model
    /// with no optional displayed field, whose one shape is the model itself.
    public var fieldsDescription: String {
        var parts: [String] = []
        if !present.isEmpty { parts.append("with " + present.joined(separator: ", ")) }
        if !absent.isEmpty { parts.append("without " + absent.joined(separator: ", ")) }
        return parts.isEmpty ? "" : " " + parts.joined(separator: ", ")
    }
}

extension CheckedModel {
    /// Every shape a value can take that shows something: each combination of the optional
    /// fields of `styleFields` present or absent, all present first, all absent last. A model
    /// binds at most three such fields (image or symbol, title, subtitle), so at most eight.
    public var shapes: [ModelShape] {
        let optional = styleFields
        return (0..<(1 << optional.count)).reversed().compactMap { mask in
            let present = optional.indices.filter { mask & (1 << (optional.count - 1 - $0)) != 0 }.map { optional[$0] }
            guard let row = sampleRow(present: Set(present)) else { return nil }
            return ModelShape(model: name, present: present.map { fields[$0].name },
                              absent: optional.filter { !present.contains($0) }.map { fields[$0].name }, row: row)
        }
    }

    /// The row a value shows with the optional fields in `present`, or nil when it shows nothing.
    /// A field's text is its sample value, or else the field's name: the report then shows where
    /// each field goes without claiming a length no one wrote. Field texts are data, never looked
    /// up in a String Catalog; constant texts are, as a row's.
    func sampleRow(present: Set<Int>) -> CheckedRow? {
        guard let style = style(present: present) else { return nil }
        var verbatim = self.verbatim
        func text(_ slot: SlotValue?, _ part: VerbatimText) -> String? {
            guard shows(slot, present: present), let slot else { return nil }
            switch slot {
            case .constant(let text): return text
            case .field(let f):
                verbatim.insert(part)
                if case .text(let text)? = sample[f] { return text }
                return fields[f].name
            }
        }
        func fieldSpan(_ slot: SlotValue?) -> Span? {
            if case .field(let f)? = slot { return fields[f].span }
            return nil
        }
        let isOn: Bool = switch toggle {
        case .constant(let on)?: on
        case .field(let f)?: sample[f] == .state(true)
        case nil: false
        }
        return CheckedRow(
            name: name, nameSpan: nameSpan, image: style.hasImage && symbol == nil ? text(image, []) : nil,
            title: text(title, .title), subtitle: style.hasSubtitle ? text(subtitle, .subtitle) : nil, label: text(label, .label),
            symbol: style.hasImage ? text(symbol, []) : nil,
            accessorySymbol: style.accessory == .trailingSymbol ? text(accessorySymbol, []) : nil,
            isBadge: isBadge && style.hasSubtitle, hasArrow: style.hasArrow, isOn: isOn, isDestructive: isDestructive,
            isTappable: RowRules.isTappable(style, destructive: isDestructive, tappable: isTappable),
            verbatim: verbatim, table: table, style: style, span: self.span, headSpan: nameSpan,
            titleSpan: fieldSpan(title), subtitleSpan: fieldSpan(subtitle), documentation: documentation, actions: actions)
    }
}
