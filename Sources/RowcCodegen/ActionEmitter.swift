// ActionEmitter.swift writes a spec's actions: the `Action` enum, and the swipe actions and menus its rows and models offer.

import RowcSema

/// Writes what the generated code knows of a spec's `action`s; RowKit shows them (`RowActions`).
enum ActionEmitter {
    /// `Action`, a case per action, each with the `RowAction` RowKit shows: a handler switches
    /// over the spec's actions exhaustively, and adding one breaks the switch until it is handled.
    static func write(_ spec: CheckedSpec, fileName: String, tables: StringTables?, _ w: inout SwiftWriter) {
        guard !spec.actions.isEmpty else { return }
        w.line()
        w.doc(["The actions of `\(fileName)`, as cases: what a swipe action, a menu item or a VoiceOver action",
               "reports (see `RowActionHandlers`). A case's raw value is the action's name."])
        w.block(w.pub + "enum Action: String, CaseIterable, Hashable, Sendable, RowActionCase") { w in
            for action in spec.actions {
                w.doc(action.documentation)
                w.line("case " + SwiftLiteral.identifier(action.name))
            }
            w.line()
            w.doc(["The action as RowKit shows it: its title, SF Symbol and style."
                   + (tables == nil ? "" : " Each read looks the title up again.")])
            w.block(w.pub + "var rowAction: RowAction") { w in
                w.switchBlock("self") { w in
                    for action in spec.actions {
                        w.line("case ." + SwiftLiteral.identifier(action.name) + ":")
                        w.indented { w in SpecEmitter.writeCall("return ", "RowAction", arguments(action, tables), &w) }
                    }
                }
            }
        }
    }

    private static func arguments(_ action: CheckedAction, _ tables: StringTables?) -> [CallArgument] {
        var arguments: [CallArgument] = [
            .code("id: " + SwiftLiteral.string(action.name)),
            .text("title: ", action.title, verbatim: action.titleIsVerbatim, table: action.table,
                  documentation: action.documentation, tables: tables),
        ]
        if let symbol = action.symbol { arguments.append(.code("symbol: " + SwiftLiteral.string(symbol))) }
        if action.isDestructive { arguments.append(.code("isDestructive: true")) }
        return arguments
    }

    /// `RowActions(...)`'s arguments for `offered`, each action `prefix.name.rowAction`.
    static func arguments(_ offered: OfferedActions, _ spec: CheckedSpec, prefix: String) -> [CallArgument] {
        [("leading", offered.leading), ("trailing", offered.trailing), ("menu", offered.menu), ("choices", offered.choices)]
            .compactMap { label, list in
            guard !list.isEmpty else { return nil }
            let items = list.map { prefix + "." + SwiftLiteral.identifier(spec.actions[$0].name) + ".rowAction" }
            return .code(label + ": [" + items.joined(separator: ", ") + "]")
        }
    }

    /// Each menu row's enum of options (`row browser ... menu:inApp,safari` makes `Browser`): a
    /// case per option, named and raw-valued as its action, so that `onChoose` hears one row's
    /// options as that row's own type and a switch over them is exhaustive.
    static func writeChoices(_ spec: CheckedSpec, _ typeName: String, _ w: inout SwiftWriter) {
        for row in spec.menuRows {
            let options = row.actions.choices.map { SwiftLiteral.identifier(spec.actions[$0].name) }
            w.line()
            w.doc(["The options of `\(row.name)`'s menu, as cases: what `RowDataSource.onChoose` reports and",
                   "`Values.\(row.name)` holds. A case's raw value is its action's name."])
            w.block(w.pub + "enum \(row.choiceTypeName): String, CaseIterable, Hashable, Sendable, RowChoiceCase") { w in
                w.line("case " + options.joined(separator: ", "))
                w.line()
                w.doc(["The id of the row whose menu offers these options."])
                w.line(w.pub + "static let rowID = " + SwiftLiteral.string(typeName + "." + row.name))
                w.line()
                w.doc(["The option's action, whose title and SF Symbol the menu shows."])
                w.block(w.pub + "var action: Action") { w in
                    w.switchBlock("self") { w in
                        for option in options { w.line("case .\(option): .\(option)") }
                    }
                }
            }
        }
    }

    /// `rowActions`: each different set of actions the spec's rows offer, which a row's table line
    /// names by index, as `rowThemes` its theme. Computed in a localized spec, so that titles are
    /// looked up at each read.
    static func writeRowActions(_ sets: RowActionSets, _ spec: CheckedSpec, computed: Bool, _ w: inout SwiftWriter) {
        guard !sets.sets.isEmpty else { return }
        w.line()
        w.doc(["The swipe actions and menus of rows that offer them. A row's line in the table names its",
               "actions by index (see `RowTable`)."])
        w.line(w.pub + (computed ? "static var rowActions: [RowActions] { [" : "static let rowActions: [RowActions] = ["))
        w.indented { w in
            for set in sets.sets {
                SpecEmitter.writeCall("", "RowActions", arguments(set, spec, prefix: "Action"), suffix: ",", &w)
            }
        }
        w.line(computed ? "] }" : "]")
    }
}

/// The different sets of actions a spec's rows offer, in the order first offered, and each row's index among them.
struct RowActionSets {
    let sets: [OfferedActions]
    private let indices: [OfferedActions: Int]

    init(_ spec: CheckedSpec) {
        var sets: [OfferedActions] = [], indices: [OfferedActions: Int] = [:]
        for row in spec.rows where !row.actions.isEmpty && indices[row.actions] == nil {
            indices[row.actions] = sets.count
            sets.append(row.actions)
        }
        (self.sets, self.indices) = (sets, indices)
    }

    /// The index of `row`'s actions in `sets`; nil for a row that offers none.
    func index(of row: CheckedRow) -> Int? { row.actions.isEmpty ? nil : indices[row.actions] }
}
