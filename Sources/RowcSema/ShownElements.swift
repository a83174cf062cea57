// ShownElements.swift tells which of a row's elements a spec's rows and models can show.

import RowKit

/// A set of the elements a row can show.
public struct ShownElements: OptionSet, Hashable, Sendable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    public static let image = ShownElements(rawValue: 1)
    public static let title = ShownElements(rawValue: 2)
    public static let subtitle = ShownElements(rawValue: 4)
    public static let arrow = ShownElements(rawValue: 8)
    public static let `switch` = ShownElements(rawValue: 16)
    public static let check = ShownElements(rawValue: 32)
    /// An SF Symbol in the image's place, which `image` includes.
    public static let symbol = ShownElements(rawValue: 64)
    /// A title in `button.color`: a button's that is not destructive.
    public static let button = ShownElements(rawValue: 128)
    public static let info = ShownElements(rawValue: 256)
    public static let trailingSymbol = ShownElements(rawValue: 512)
    public static let all: ShownElements = [.image, .title, .subtitle, .arrow, .switch, .check, .symbol, .button, .info,
                                            .trailingSymbol]

    /// The accessory's element.
    init(_ accessory: RowAccessory?) {
        switch accessory {
        case .arrow?: self = .arrow
        case .switch?: self = .switch
        case .check?: self = .check
        case .info?: self = .info
        case .trailingSymbol?: self = .trailingSymbol
        case nil: self = []
        }
    }

    /// The elements a row of `style` shows.
    public init(_ style: RowStyle) {
        self = []
        if style.hasImage { insert(.image) }
        if style.hasTitle { insert(.title) }
        if style.hasSubtitle { insert(.subtitle) }
        if style.isButton { insert(.button) }
        formUnion(ShownElements(style.accessory))
    }
}

extension ShownElements {
    /// The elements `row` shows.
    public init(_ row: borrowing CheckedRow) {
        self.init(row.style, symbol: row.symbol != nil, destructive: row.isDestructive)
    }

    /// The elements a row of `style` shows, with or without a `symbol`, `destructive` or not.
    init(_ style: RowStyle, symbol: Bool, destructive: Bool) {
        self.init(style)
        if symbol { insert(.symbol) }
        // A destructive button's title is in `destructive.color`, not `button.color`.
        if destructive { remove(.button) }
    }
}

extension CheckedSpec {
    /// The elements some row or model of the spec can show: those its theme must make room for.
    public var shownElements: ShownElements {
        var rowsShow: ShownElements = []
        // By index: `for row in rows` copies each row out, retaining its strings. A large spec
        // shows every element within its first rows.
        for index in rows.indices where rowsShow != .all { rowsShow.formUnion(ShownElements(rows[index])) }
        return shownElements(rowsShow: rowsShow)
    }

    /// `shownElements`, given the elements the rows show, as the checker gathers them.
    func shownElements(rowsShow: ShownElements) -> ShownElements {
        var shown = rowsShow
        for model in models {
            if model.image != nil || model.symbol != nil { shown.insert(.image) }
            if model.symbol != nil { shown.insert(.symbol) }
            if model.title != nil { shown.insert(.title) }
            if model.subtitle != nil { shown.insert(.subtitle) }
            if model.isButton && !model.isDestructive { shown.insert(.button) }
            shown.formUnion(ShownElements(model.accessory))
        }
        return shown
    }
}
