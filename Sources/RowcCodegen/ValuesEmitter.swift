// ValuesEmitter.swift writes a spec's `Values`: the texts its rows take from the app, one typed property per field.

import RowcSema

/// Writes the `Values` struct of a spec whose rows bind fields (`subtitle:$network`), and the
/// dictionary that hands them to `RowTable`.
enum ValuesEmitter {
    /// `Values`: a `String` per field, documented with the rows that show it, each menu row's
    /// chosen option, then an array of a
    /// model's values per section that shows them (`section people "People" rows:Person`), named
    /// as the section and typed with the build's `typePrefix`.
    static func write(_ spec: CheckedSpec, typePrefix: String, _ w: inout SwiftWriter) {
        let fields = spec.valueFields, menus = spec.menuRows
        let models = spec.sections.compactMap { section in section.modelRows.map { (section.name!, typePrefix + $0) } }
        w.doc(models.isEmpty ? ["The texts and images these rows show from the app, which it supplies with each read of the sections.",
                                "A row keeps its identity whatever they hold."]
                             : ["What these sections show from the app, which it supplies with each read of the sections.",
                                "A fixed row keeps its identity whatever they hold."])
        w.block(w.pub + "struct Values: Hashable, Sendable") { w in
            for field in fields {
                w.doc([summary(field.name, spec)])
                w.line(w.pub + "var \(SwiftLiteral.identifier(field.name)): String")
            }
            for row in menus {
                w.doc(["The option `\(row.name)`'s menu shows as chosen."])
                w.line(w.pub + "var \(SwiftLiteral.identifier(row.name)): \(row.choiceTypeName)")
            }
            for (section, model) in models {
                w.doc(["The values the section `\(section)` shows, a row each after its fixed rows."])
                w.line(w.pub + "var \(SwiftLiteral.identifier(section)): [\(model)]")
            }
            w.line()
            ModelEmitter.writeMemberwiseInit(fields.map { ($0.name, "String", false) } + menus.map { ($0.name, $0.choiceTypeName, false) }
                                             + models.map { ($0.0, "[\($0.1)]", false) }, &w)
        }
    }

    /// "The subtitle of `wifi` and the title of `account`."
    private static func summary(_ name: String, _ spec: CheckedSpec) -> String {
        let uses = spec.rows.flatMap { row in
            row.fields.filter { $0.name == name }.map { field in
                "the \(what(field.slot)) of `\(row.name)`"
            }
        }
        let list = uses.count == 1 ? uses[0] : uses.dropLast().joined(separator: ", ") + " and " + uses.last!
        return "T" + list.dropFirst() + "."
    }

    /// What a field of `slot` holds, as its doc comment says it.
    private static func what(_ slot: RowField.Slot) -> String {
        switch slot {
        case .image: "image name"
        case .symbol: "SF Symbol name"
        case .title, .subtitle: slot.rawValue
        case .label: "spoken label"
        }
    }

    /// `prefix` + `["network": values.network]` + `suffix`: each field by its name, as the table's
    /// `$network` names it. On one line when it fits, else an entry per line.
    static func writeDictionary(_ spec: CheckedSpec, prefix: String, suffix: String, _ w: inout SwiftWriter) {
        // A menu's choice by its option's name, which `RowTable` finds among the row's options.
        let entries = spec.valueFields.map { "\(SwiftLiteral.string($0.name)): values.\(SwiftLiteral.identifier($0.name))" }
            + spec.menuRows.map { "\(SwiftLiteral.string($0.name)): values.\(SwiftLiteral.identifier($0.name)).rawValue" }
        let oneLine = prefix + "[" + entries.joined(separator: ", ") + "]" + suffix
        guard w.depth * 4 + oneLine.count > SpecEmitter.lineLimit else { return w.line(oneLine) }
        w.line(prefix + "[")
        w.indented { w in
            for entry in entries { w.line(entry + ",") }
        }
        w.line("]" + suffix)
    }
}
