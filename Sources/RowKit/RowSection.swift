// RowSection.swift holds a list's sections, the model values rows show, and what a tap reports.

/// Rows under an optional header, with optional explanatory text under them.
public struct RowSection: Hashable, Identifiable, Sendable {
    /// Unique in a table: for a spec's sections, `Spec.name` for a named section (the same when
    /// sections move) and `Spec.sections[i]` for an unnamed one.
    public var id: String
    public var title: String?
    public var footer: String?
    public var rows: [RowModel]

    public init(id: String, title: String? = nil, footer: String? = nil, rows: [RowModel]) {
        self.id = id
        self.title = title
        self.footer = footer
        self.rows = rows
    }
}

/// The model value a row shows, compared and hashed as the value itself.
public struct RowValue: Hashable, Sendable {
    public let base: any Hashable & Sendable

    public init(_ base: any Hashable & Sendable) {
        self.base = base
    }

    public static func == (lhs: RowValue, rhs: RowValue) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }
}

/// What a tap or a toggle is reported as: a spec's `Row` case, or a model's value. Each
/// spec's `Row` enum and each model struct conforms, so a handler switches over exactly the
/// rows a spec declares, and the build breaks when one is added or removed.
public protocol RowCase {
    /// The case of `row`, or nil for a row of another spec or model.
    init?(_ row: RowModel)
}
