// StaffCollectionViewController.swift shows the staff directory in a collection view's list: RowContentView rows from RowListDataSource.

#if canImport(UIKit) && !os(watchOS)
import RowKit
import UIKit

/// The staff directory in a collection view's list, in the inset grouped style. `RowListDataSource`
/// shows each row in a `UICollectionViewListCell` at the frames `rowc report` prints, and hands
/// taps and swipe actions to the directory, typed by Staff.rows.
@available(iOS 15.0, tvOS 15.0, *)
public final class StaffCollectionViewController: UICollectionViewController {
    public private(set) var directory: StaffDirectory
    /// Where a tap leads, for the app to show.
    private let onOpen: (StaffDirectory.Destination) -> Void
    private var dataSource: RowListDataSource!

    public init(directory: StaffDirectory, onOpen: @escaping (StaffDirectory.Destination) -> Void) {
        self.directory = directory
        self.onOpen = onOpen
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("made in code") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Staff"
        dataSource = RowListDataSource(collectionView: collectionView)
        dataSource.onSelect(Staff.Row.self) { [unowned self] row in onOpen(directory.destination(of: row)) }
        dataSource.onSelect(Person.self) { [unowned self] person in onOpen(.person(person.id)) }
        dataSource.onAction(Staff.Action.self, Person.self) { [unowned self] action, person in
            directory.perform(action, on: person)
            dataSource.apply(directory.sections, animatingDifferences: true)
        }
        dataSource.apply(directory.sections, animatingDifferences: false)
        // Its headers and swipe actions come from the rows applied.
        collectionView.collectionViewLayout = dataSource.listLayout(.insetGrouped)
    }

    public override func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        dataSource.shouldSelectItem(at: indexPath)
    }

    public override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        dataSource.shouldSelectItem(at: indexPath)
    }

    public override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        dataSource.didSelectItem(at: indexPath, in: collectionView)
    }
}
#endif
