// StaffTableViewController.swift shows the staff directory in a table view: RowCell rows from RowDataSource.

#if canImport(UIKit) && !os(watchOS)
import RowKit
import UIKit

/// The staff directory in a table view. `RowDataSource` registers `RowCell`, shows the sections
/// and hands taps and swipe actions to the directory, typed by Staff.rows.
@available(iOS 15.0, tvOS 15.0, *)
public final class StaffTableViewController: UITableViewController {
    public private(set) var directory: StaffDirectory
    /// Where a tap leads, for the app to show.
    private let onOpen: (StaffDirectory.Destination) -> Void
    private var dataSource: RowDataSource!

    public init(directory: StaffDirectory, onOpen: @escaping (StaffDirectory.Destination) -> Void) {
        self.directory = directory
        self.onOpen = onOpen
        super.init(style: .insetGrouped)
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("made in code") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Staff"
        dataSource = RowDataSource(tableView: tableView)
        dataSource.onSelect(Staff.Row.self) { [unowned self] row in onOpen(directory.destination(of: row)) }
        dataSource.onSelect(Person.self) { [unowned self] person in onOpen(.person(person.id)) }
        dataSource.onAction(Staff.Action.self, Person.self) { [unowned self] action, person in
            directory.perform(action, on: person)
            show(animated: true)
        }
        show(animated: false)
    }

    private func show(animated: Bool) {
        dataSource.apply(directory.sections, animatingDifferences: animated)
    }

    public override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        dataSource.willSelectRow(at: indexPath)
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        dataSource.didSelectRow(at: indexPath, in: tableView)
    }

    #if !os(tvOS)
    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration? {
        dataSource.leadingSwipeActions(at: indexPath)
    }

    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration? {
        dataSource.trailingSwipeActions(at: indexPath)
    }
    #endif
}
#endif
