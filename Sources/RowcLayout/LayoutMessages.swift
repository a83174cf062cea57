// LayoutMessages.swift words the layout phase's messages and notes: one place to read and edit them.

import RowKit
import RowcSema

/// The text of each layout diagnostic, named for the mistake and sorted by name; the codes are
/// in LayoutDiagnostics.swift. Each is built only when a row is reported.
enum LayoutMessage {
    // MARK: Messages

    /// A message about a model's shape, `subject`, says which first; a row's is at the row.
    static func about(_ subject: String?, _ message: String) -> String {
        subject.map { "\($0): \(message)" } ?? message
    }

    /// `sum` is the chain of lengths that adds up to `minimumWidth`, as `16 + 44 + ...`; `row` names
    /// the row (`row `wifi``) or the model's shape.
    static func rowDoesNotFit(_ row: String, width: String, size: String, sum: String, minimumWidth: Double) -> String {
        "\(row) does not fit at width \(width), text size \(size): \(sum) = \(PointFormat.string(minimumWidth)); "
            + "it works from cell width \(PointFormat.string(minimumWidth))"
    }

    /// A device width and the cell a row has there: `375 (plain list, cell 375)`.
    static func width(_ width: Double, list: RowListStyle, cell: Double) -> String {
        "\(PointFormat.string(width)) (\(list.rawValue) list, cell \(PointFormat.string(cell)))"
    }

    /// A text the app supplies, as a truncation names it: ``subtitle `$network`, its sample "Home",``.
    static func fieldText(_ element: String, field: String, sample: String?) -> String {
        "\(element) `$\(field)`, " + (sample.map { "its sample \(RowColor.quoted($0))," } ?? "laid out as its name,")
    }

    static func textTruncated(_ element: String, width: String, size: String, locale: String?, natural: Double,
                              available: Double, fullTextWidth: Double) -> String {
        "\(element) truncated at width \(width), text size \(size)\(locale.map { ", locale \($0)" } ?? ""): its text needs \(PointFormat.string(natural)) points, "
            + "the label has \(PointFormat.string(available)); it shows in full from cell width \(PointFormat.string(fullTextWidth))"
    }

    /// A label that wraps, limited to `shown` lines, whose text needs `needed`.
    static func linesCut(_ element: String, width: String, size: String, locale: String?, needed: Int, shown: Int) -> String {
        "\(element) truncated at width \(width), text size \(size)\(locale.map { ", locale \($0)" } ?? ""): "
            + "needs \(needed) lines, shows \(shown)"
    }

    // MARK: Notes

    static func themeKeySetHere(_ key: String, points: Double) -> String {
        "`\(key)` is set to \(PointFormat.string(points)) here"
    }
}
