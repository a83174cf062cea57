// RowTableRegistration.swift registers RowCell with a table view, one reuse pool per style, and dequeues it for a row.

// watchOS has UIKit but no table views.
#if canImport(UIKit) && !os(watchOS)
@preconcurrency public import UIKit

@available(iOS 13.0, tvOS 13.0, *)
extension UITableView {
    /// Registers `RowCell` under every style's reuse identifier: one reuse pool per style.
    public func registerRowCells() {
        for style in RowStyle.allCases {
            register(RowCell.self, forCellReuseIdentifier: style.reuseIdentifier)
        }
    }

    /// A cell from the reuse pool of `row`'s style, showing `row`.
    public func dequeueRowCell(for row: RowModel, at indexPath: IndexPath) -> RowCell {
        guard let cell = dequeueReusableCell(withIdentifier: row.reuseIdentifier, for: indexPath) as? RowCell else {
            fatalError("no RowCell for \(row.reuseIdentifier): call registerRowCells() on the table view first")
        }
        cell.row = row
        return cell
    }
}
#endif
