// RowList.swift is a SwiftUI List over [RowSection]: sections with headers and footers, swipe actions, context menus, and typed handlers of taps, switches, info buttons and actions.

#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS) && !os(tvOS)
public import SwiftUI

/// A SwiftUI `List` of `[RowSection]`, each row a `RowView` at the frames `rowc report` prints for
/// the list's width, in the list style of the first row's theme: `RowList(Settings.sections)`.
/// Taps, switches, info buttons and actions reach the app typed, as `RowDataSource`'s do:
///
///     RowList(Settings.sections)
///         .onSelect(Settings.Row.self) { row in switch row { ... } }
///         .onToggle(Settings.Row.self) { row, isOn in ... }
///
/// A row's `leadingSwipe:` and `swipe:` actions are its swipe actions on each edge, its
/// `contextMenu:` actions its context menu, destructive ones in SwiftUI's destructive role.
@available(iOS 16.0, *)
@MainActor public struct RowList: View {
    public var sections: [RowSection]
    /// The handlers the `on...` modifiers add, which the list calls.
    public private(set) var handlers = RowHandlers()

    public init(_ sections: [RowSection]) {
        self.sections = sections
    }

    /// Calls `handler` with the case of each tapped row of `Case`, a spec's `Row` or a model.
    public func onSelect<Case: RowCase>(_ type: Case.Type, _ handler: @escaping (Case) -> Void) -> RowList {
        adding { $0.onSelect(type, handler) }
    }

    /// Calls `handler` with the case and the new state of each switch of `Case` the user flips.
    public func onToggle<Case: RowCase>(_ type: Case.Type, _ handler: @escaping (Case, Bool) -> Void) -> RowList {
        adding { $0.onToggle(type, handler) }
    }

    /// Calls `handler` with the case of each row of `Case` whose info button the user taps.
    public func onInfo<Case: RowCase>(_ type: Case.Type, _ handler: @escaping (Case) -> Void) -> RowList {
        adding { $0.onInfo(type, handler) }
    }

    /// Calls `handler` with the action, a case of a spec's `Action` enum, and the case of each row
    /// of `Case` whose swipe action, menu item or VoiceOver action the user chooses.
    public func onAction<Action: RowActionCase, Case: RowCase>(_ actions: Action.Type, _ rows: Case.Type,
                                                              _ handler: @escaping (Action, Case) -> Void) -> RowList {
        adding { $0.onAction(actions, rows, handler) }
    }

    /// Calls `handler` with the option the user picks in the menu row of `Choice`, a menu row's
    /// generated enum: `onChoose(Settings.Browser.self) { browser in ... }`. The app stores the
    /// choice and shows the sections again with it.
    public func onChoose<Choice: RowChoiceCase>(_ type: Choice.Type, _ handler: @escaping (Choice) -> Void) -> RowList {
        adding { $0.onChoose(type, handler) }
    }

    private func adding(_ handler: (inout RowHandlers) -> Void) -> RowList {
        var list = self
        handler(&list.handlers)
        return list
    }

    /// The style the rows were laid out for: the first row's theme's, as the report shows a spec.
    private var listStyle: RowListStyle { Self.listStyle(of: sections) }

    /// The style `sections` are listed in, in every host: the first row's theme's.
    static func listStyle(of sections: [RowSection]) -> RowListStyle {
        sections.lazy.flatMap(\.rows).first?.theme.listStyle ?? RowTheme.default.listStyle
    }

    public var body: some View {
        // The list's width is the device's, from which each cell's width and margin follow as
        // the report works them out.
        GeometryReader { proxy in
            styled(List {
                ForEach(sections) { section in
                    Section(content: {
                        ForEach(section.rows) { row in
                            rowView(row, cell: RowCellGeometry(deviceWidth: Double(proxy.size.width), style: listStyle))
                        }
                    }, header: {
                        if let title = section.title { Text(verbatim: title) }
                    }, footer: {
                        if let footer = section.footer { Text(verbatim: footer) }
                    })
                }
            })
        }
    }

    @ViewBuilder private func styled(_ list: some View) -> some View {
        switch listStyle {
        case .plain: list.listStyle(.plain)
        case .grouped: list.listStyle(.grouped)
        case .insetGrouped: list.listStyle(.insetGrouped)
        }
    }

    /// A row across the whole of its cell, as the report lays it out: a tap selects it (as a
    /// button, highlighted while pressed) only where a tap does something.
    @ViewBuilder private func rowView(_ row: RowModel, cell: RowCellGeometry) -> some View {
        let handlers = self.handlers
        let view = RowView(row, cell: cell, onToggle: { handlers.toggle(row, isOn: $0) }, onInfo: { handlers.info(row) },
                           onAction: { handlers.perform($0, on: row) }, onChoose: { handlers.choose($0, in: row) })
        Group {
            if !row.actions.choices.isEmpty {
                // A tap anywhere on a menu row opens the menu of its options, the chosen one checked.
                Menu(content: { choices(row) }, label: { view })
            } else if row.isTappable {
                Button(action: { handlers.select(row) }, label: { view })
            } else {
                view
            }
        }
        .listRowInsets(EdgeInsets())
        .swipeActions(edge: .leading) { buttons(row.actions.leading, row) }
        .swipeActions(edge: .trailing) { buttons(row.actions.trailing, row) }
        .contextMenu { buttons(row.actions.menu, row) }
    }

    /// A menu row's options, each a button that picks it, the chosen one with a checkmark.
    private func choices(_ row: RowModel) -> some View {
        let handlers = self.handlers
        return ForEach(row.actions.choices) { option in
            Button(action: { handlers.choose(option, in: row) }, label: {
                if option.id == row.choice {
                    Label(option.title, systemImage: "checkmark")
                } else {
                    Text(verbatim: option.title)
                }
            })
        }
    }

    /// Each action as a button: its title and symbol, destructive in SwiftUI's role for it. An
    /// edge or a menu without actions offers none.
    private func buttons(_ actions: [RowAction], _ row: RowModel) -> some View {
        let handlers = self.handlers
        return ForEach(actions) { action in
            Button(role: action.isDestructive ? .destructive : nil, action: { handlers.perform(action, on: row) }, label: {
                if let symbol = action.symbol {
                    Label(action.title, systemImage: symbol)
                } else {
                    Text(verbatim: action.title)
                }
            })
        }
    }
}
#endif
