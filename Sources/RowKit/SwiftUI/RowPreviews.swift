// RowPreviews.swift shows [RowSection] in each of RowKit's hosts at once, for a spec's Xcode preview: RowList, a table view and a collection view's list.

#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS) && !os(tvOS)
public import SwiftUI
internal import UIKit

/// The sections in each of RowKit's hosts, each a preview of its own in Xcode's canvas, named for
/// its host: SwiftUI's `RowList`, a table view of `RowDataSource` and a collection view's list of
/// `RowListDataSource`, each in the list style of the first row's theme. A spec's generated file
/// offers its sections in them as its preview; an app's own sections preview the same way:
///
///     #Preview { RowPreviews(Settings.sections) }
@available(iOS 16.0, *)
@MainActor public struct RowPreviews: View {
    public var sections: [RowSection]

    public init(_ sections: [RowSection]) {
        self.sections = sections
    }

    public var body: some View {
        Group {
            RowList(sections).previewDisplayName("RowList")
            RowHostPreview<RowTablePreview>(sections: sections).previewDisplayName("UITableView")
            RowHostPreview<RowCollectionListPreview>(sections: sections).previewDisplayName("UICollectionView list")
        }
    }
}

/// A view controller of one of RowKit's UIKit hosts, showing sections through its data source.
@MainActor private protocol RowHostController: UIViewController {
    init(sections: [RowSection])
    func show(_ sections: [RowSection])
}

/// A host's view controller in SwiftUI, showing the sections it is given.
@available(iOS 16.0, *)
private struct RowHostPreview<Controller: RowHostController>: UIViewControllerRepresentable {
    let sections: [RowSection]

    func makeUIViewController(context: Context) -> Controller {
        Controller(sections: sections)
    }

    func updateUIViewController(_ controller: Controller, context: Context) {
        controller.show(sections)
    }
}

/// A table view controller of `RowDataSource`, which it keeps (a table view holds its data source
/// weakly), selecting rows as an app's does.
private final class RowTablePreview: UITableViewController, RowHostController {
    private var dataSource: RowDataSource!

    init(sections: [RowSection]) {
        // Only iOS, where each list style is a table style of the same name, compiles this file.
        let style: UITableView.Style = switch RowList.listStyle(of: sections) {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        }
        super.init(style: style)
        dataSource = RowDataSource(tableView: tableView)
        show(sections)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    func show(_ sections: [RowSection]) {
        dataSource.apply(sections, animatingDifferences: false)
    }

    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        dataSource.willSelectRow(at: indexPath)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        dataSource.didSelectRow(at: indexPath, in: tableView)
    }
}

/// A collection view controller of `RowListDataSource` in its list layout, which it keeps,
/// selecting rows as an app's does.
private final class RowCollectionListPreview: UICollectionViewController, RowHostController {
    private var dataSource: RowListDataSource!

    init(sections: [RowSection]) {
        let appearance = UICollectionLayoutListConfiguration.Appearance(RowList.listStyle(of: sections))
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: appearance)))
        dataSource = RowListDataSource(collectionView: collectionView)
        show(sections)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    /// The layout follows the sections applied: their headers, footers and swipe actions.
    func show(_ sections: [RowSection]) {
        dataSource.apply(sections, animatingDifferences: false)
        collectionView.collectionViewLayout = dataSource.listLayout(RowList.listStyle(of: sections))
    }

    override func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        dataSource.shouldSelectItem(at: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        dataSource.shouldSelectItem(at: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        dataSource.didSelectItem(at: indexPath, in: collectionView)
    }
}
#endif
