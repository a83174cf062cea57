// UIKitEmitter.swift writes the UIKit part of RowSupport.swift: the cell, table-view registration and a diffable data source.

import RowKit

extension SupportEmitter {
    /// Public at public access, as the public declarations after it show UIKit's types: a target
    /// that makes imports internal by default (the InternalImportsByDefault feature) would reject
    /// them. Internal declarations show UIKit's types to no importer, and the plain import serves.
    /// `@preconcurrency`, because SDKs before iOS 18 (iOS 17.4's among them) declare constants
    /// such as `UIAccessibilityTraits.button` as mutable C globals, which Swift 6 code may not
    /// read from a module imported as concurrency-checked; newer SDKs declare them constant.
    static func uiKitImport(_ access: AccessLevel) -> String {
        guard access == .public else { return "@preconcurrency import UIKit" }
        return """
            // Public: the declarations below show UIKit's types to the target's importers.
            #if compiler(>=6.0)
            @preconcurrency public import UIKit
            #else
            @preconcurrency import UIKit
            #endif
            """
    }

    /// Written against UIKit's API as documented; this machine has no UIKit, so tests parse it
    /// (`swiftc -parse`) and type-check it against a stub module with the same declarations.
    static func uiKit(_ access: AccessLevel) -> String { #"""
    // watchOS has UIKit but no table views.
    #if canImport(UIKit) && !os(watchOS)
    \#(uiKitImport(access))

    extension RowRect {
        /// The rectangle in UIKit's types.
        \#(access.pub)var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
    }

    \#(uiKitColors(access))

    @available(iOS 13.0, tvOS 13.0, *)
    extension RowContentSize {
        /// The size of UIKit's content size category; `large` for `.unspecified`, as UIKit's own
        /// text styles read it.
        \#(access.pub)init(_ category: UIContentSizeCategory) {
            switch category {
            case .extraSmall: self = .xSmall
            case .small: self = .small
            case .medium: self = .medium
            case .extraLarge: self = .xLarge
            case .extraExtraLarge: self = .xxLarge
            case .extraExtraExtraLarge: self = .xxxLarge
            case .accessibilityMedium: self = .accessibility1
            case .accessibilityLarge: self = .accessibility2
            case .accessibilityExtraLarge: self = .accessibility3
            case .accessibilityExtraExtraLarge: self = .accessibility4
            case .accessibilityExtraExtraExtraLarge: self = .accessibility5
            default: self = .large
            }
        }
    }

    extension RowTextStyle {
        /// Headline is semibold; every other style is regular.
        var weight: UIFont.Weight { self == .headline ? .semibold : .regular }
    }

    /// A cell that shows any `RowModel`, laid out by `RowLayout` so it matches `rowc report`.
    ///
    /// One class serves every style: `registerRowCells()` registers it under each style's reuse
    /// identifier, so each style still has its own reuse pool and a reused cell only changes text
    /// and images, never which views it shows.
    ///
    /// It follows the user's text size (Dynamic Type) itself: fonts and heights come from the same
    /// table `rowc report` lays out with, not from `UIFontMetrics`, so the device shows the frames
    /// the report prints at every size.
    @available(iOS 13.0, tvOS 13.0, *)
    \#(access.open)class RowCell: UITableViewCell {
        /// The bundle rows' images and the theme's colour sets are loaded from: the app's main
        /// bundle unless set. A Swift package whose target holds the assets, as a target using
        /// rowc's plugin does, sets it to `.module` before its first cell shows.
        \#(access.pub)static var imageBundle: Bundle = .main

        \#(access.pub)let rowImageView = UIImageView()
        \#(access.pub)let titleLabel = UILabel()
        \#(access.pub)let subtitleLabel = UILabel()
        \#(access.pub)let arrowView = UIImageView()
        \#(access.pub)let checkView = UIImageView()
        #if !os(tvOS)
        /// The row's switch. tvOS has none, and shows a switch row without it.
        \#(access.pub)let switchControl = UISwitch()
        #endif

        /// Called with the switch's new state when the user flips it; `RowDataSource` sets it.
        \#(access.pub)var onToggle: ((Bool) -> Void)?

        /// The row shown. Setting it updates the views' content and lays them out again.
        \#(access.pub)var row: RowModel? {
            didSet {
                guard row != oldValue else { return }
                update()
            }
        }

        \#(access.pub)override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            rowImageView.contentMode = .scaleAspectFit
            arrowView.contentMode = .scaleAspectFit
            checkView.contentMode = .scaleAspectFit
            checkView.image = UIImage(systemName: "checkmark")
            for view in [rowImageView, titleLabel, subtitleLabel, arrowView, checkView] {
                view.isHidden = true
                contentView.addSubview(view)
            }
            #if !os(tvOS)
            switchControl.isHidden = true
            contentView.addSubview(switchControl)
            if #available(iOS 14.0, *) {
                switchControl.addAction(UIAction { [weak self] _ in
                    guard let self else { return }
                    self.onToggle?(self.switchControl.isOn)
                    self.updateAccessibility()
                }, for: .valueChanged)
            }
            #endif
            // One VoiceOver element for the whole row: an element's subviews are not read apart,
            // so neither is the drawn chevron.
            isAccessibilityElement = true
        }

        @available(*, unavailable)
        \#(access.pub)required init?(coder: NSCoder) {
            fatalError("RowCell is created by registerRowCells(), not from a storyboard")
        }

        \#(access.open)override func prepareForReuse() {
            super.prepareForReuse()
            row = nil
            onToggle = nil
        }

        private var direction: RowLayoutDirection {
            effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }

        /// The user's text size. Read in `layoutSubviews`, where iOS 17 and later track the trait
        /// and lay the cell out again when it changes.
        private var contentSize: RowContentSize { RowContentSize(traitCollection.preferredContentSizeCategory) }

        /// The text size the labels' fonts were last set for.
        private var fontSize: RowContentSize?

        private func update() {
            let theme = row?.theme ?? .default
            if let symbol = row?.symbol {
                // A system symbol, or a custom one from a symbol set in the bundle's asset catalog.
                rowImageView.image = UIImage(systemName: symbol)
                    ?? UIImage(named: symbol, in: RowCell.imageBundle, compatibleWith: nil)
                rowImageView.tintColor = theme.symbolColor.uiColor(in: RowCell.imageBundle)
            } else {
                rowImageView.image = row?.image.flatMap { UIImage(named: $0, in: RowCell.imageBundle, compatibleWith: nil) }
            }
            titleLabel.text = row?.title
            titleLabel.textColor = (row?.isDestructive == true ? theme.destructiveColor : theme.titleColor)
                .uiColor(in: RowCell.imageBundle)
            subtitleLabel.text = row?.subtitle
            subtitleLabel.textColor = theme.subtitleColor.uiColor(in: RowCell.imageBundle)
            arrowView.tintColor = theme.arrowColor.uiColor(in: RowCell.imageBundle)
            checkView.tintColor = theme.checkColor.uiColor(in: RowCell.imageBundle)
            #if !os(tvOS)
            switchControl.isOn = row?.isOn ?? false
            #endif
            // Rows a tap does nothing for show no highlight.
            selectionStyle = row?.isTappable == true ? .default : .none
            fontSize = nil
            updateAccessibility()
            // The cell's own background, not the content view's: the selection's highlight is drawn
            // between the two and stays visible.
            backgroundColor = theme.backgroundColor.uiColor(in: RowCell.imageBundle)
            setNeedsLayout()
        }

        /// Read as UIKit reads its own cells: the text, then the detail as the value. A row that
        /// opens something, chooses or acts reads as a button, a chosen one as selected too; a
        /// switch row reads its state.
        private func updateAccessibility() {
            accessibilityLabel = row?.accessibilityLabel ?? row?.title
            var value = row?.style.showsSubtitle == true ? row?.subtitle : nil
            var traits: UIAccessibilityTraits = row?.isTappable == true ? .button : .none
            switch row?.accessory {
            case .check?:
                if row?.isOn == true { traits.insert(.selected) }
            case .switch?:
                #if !os(tvOS)
                let state = switchControl.isOn ? "on" : "off"
                value = value.map { $0 + ", " + state } ?? state
                #endif
            case .arrow?, nil:
                break
            }
            accessibilityValue = value
            accessibilityTraits = traits
        }

        private func updateFonts(_ theme: RowTheme, size: RowContentSize) {
            guard fontSize != size else { return }
            fontSize = size
            titleLabel.font = .systemFont(ofSize: CGFloat(theme.titleFontSize(at: size)),
                                          weight: theme.titleStyle?.weight ?? .regular)
            subtitleLabel.font = .systemFont(ofSize: CGFloat(theme.subtitleFontSize(at: size)),
                                             weight: theme.subtitleStyle?.weight ?? .regular)
        }

        /// Before iOS 17 a cell learns of a new text size only here; from iOS 17 UIKit lays the
        /// cell out again itself when the trait read in `layoutSubviews` changes. Deprecated as
        /// UIKit's method is, so an app built for iOS 17 gets no warning for the call to `super`.
        @available(iOS, deprecated: 17.0)
        @available(tvOS, deprecated: 17.0)
        \#(access.open)override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
                setNeedsLayout()
            }
        }

        \#(access.open)override func layoutSubviews() {
            super.layoutSubviews()
            guard let row else { return }
            let direction = self.direction
            let size = contentSize
            updateFonts(row.theme, size: size)
            let frames = RowLayout.frames(for: row, width: Double(contentView.bounds.width), size: size, direction: direction)
            // The frames are for a row of the height `RowLayout` gives; in a taller or shorter one
            // they are centred, as the seed cell's constraints centre its views.
            let dy = (contentView.bounds.height - CGFloat(RowLayout.height(for: row, size: size))) / 2
            place(rowImageView, at: frames.image ?? frames.symbol, offsetBy: dy)
            place(titleLabel, at: frames.title, offsetBy: dy)
            place(subtitleLabel, at: frames.subtitle, offsetBy: dy)
            place(arrowView, at: frames.arrow, offsetBy: dy)
            place(checkView, at: frames.check, offsetBy: dy)
            if frames.check != nil { checkView.isHidden = !row.isOn }
            #if !os(tvOS)
            place(switchControl, at: frames.switch, offsetBy: dy)
            #endif
            // The title reads from the leading edge; the subtitle hugs the arrow's side, or reads
            // from the leading edge too when it is stacked under the title.
            let leading: NSTextAlignment = direction == .rightToLeft ? .right : .left
            titleLabel.textAlignment = leading
            subtitleLabel.textAlignment = size.isAccessibilitySize ? leading : direction == .rightToLeft ? .left : .right
            arrowView.image = UIImage(systemName: direction == .rightToLeft ? "chevron.left" : "chevron.right")
        }

        private func place(_ view: UIView, at frame: RowRect?, offsetBy dy: CGFloat) {
            view.isHidden = frame == nil
            if let frame { view.frame = frame.cgRect.offsetBy(dx: 0, dy: dy) }
        }

        /// The row's height at the user's text size, so table views with automatic row heights
        /// size rows as the report does.
        \#(access.open)override func systemLayoutSizeFitting(
            _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
            verticalFittingPriority: UILayoutPriority
        ) -> CGSize {
            let height = row.map { RowLayout.height(for: $0, size: contentSize) } ?? RowTheme.default.rowHeight
            return CGSize(width: targetSize.width, height: CGFloat(height))
        }
    }

    @available(iOS 13.0, tvOS 13.0, *)
    extension UITableView {
        /// Registers `RowCell` under every style's reuse identifier: one reuse pool per style.
        \#(access.pub)func registerRowCells() {
            for style in RowStyle.allCases {
                register(RowCell.self, forCellReuseIdentifier: style.reuseIdentifier)
            }
        }

        /// A cell from the reuse pool of `row`'s style, showing `row`.
        \#(access.pub)func dequeueRowCell(for row: RowModel, at indexPath: IndexPath) -> RowCell {
            guard let cell = dequeueReusableCell(withIdentifier: row.reuseIdentifier, for: indexPath) as? RowCell else {
                fatalError("no RowCell for \(row.reuseIdentifier): call registerRowCells() on the table view first")
            }
            cell.row = row
            return cell
        }
    }

    /// A diffable data source that shows `[RowSection]` in a table view, with section headers.
    ///
    /// Items are row ids, so a row whose content changes keeps its cell: `apply(_:)` reconfigures
    /// it in place, or reloads it when its style (and so its reuse pool) changes. Row and section
    /// ids must be unique in the table, as they are for a spec's rows and a model's keyed values.
    /// Show rows with `apply(_:animatingDifferences:completion:)` given `[RowSection]`: a snapshot
    /// of ids applied through the inherited method brings no rows to show for them.
    @available(iOS 15.0, tvOS 15.0, *)
    \#(access.open)class RowDataSource: UITableViewDiffableDataSource<RowSection.ID, RowModel.ID> {
        /// What the data source shows, by id, and who hears of taps and toggles; shared with the
        /// cell provider, which cannot capture `self`.
        private final class Content {
            var rows: [RowModel.ID: RowModel] = [:]
            var titles: [RowSection.ID: String] = [:]
            var footers: [RowSection.ID: String] = [:]
            /// Switches the user flipped since their rows were last applied: a reused cell shows
            /// the flipped state, not the row's older one.
            var flipped: [RowModel.ID: Bool] = [:]
            var selectHandlers: [(RowModel) -> Void] = []
            var toggleHandlers: [(RowModel, Bool) -> Void] = []
        }

        private let content: Content

        /// Registers the row cells with `tableView` and becomes its data source.
        \#(access.pub)init(tableView: UITableView) {
            let content = Content()
            self.content = content
            tableView.registerRowCells()
            super.init(tableView: tableView) { tableView, indexPath, id in
                guard var row = content.rows[id] else {
                    preconditionFailure("no row with id \(id): show rows with apply(_:) given [RowSection], not a snapshot of ids")
                }
                if let isOn = content.flipped[id] { row.isOn = isOn }
                let cell = tableView.dequeueRowCell(for: row, at: indexPath)
                cell.onToggle = { [row] isOn in
                    content.flipped[row.id] = isOn
                    for handler in content.toggleHandlers { handler(row, isOn) }
                }
                return cell
            }
        }

        /// The row shown at `indexPath`, if any.
        \#(access.pub)func row(at indexPath: IndexPath) -> RowModel? {
            itemIdentifier(for: indexPath).flatMap { content.rows[$0] }
        }

        /// Calls `handler` with the case of each tapped row of `Case`, a spec's `Row` or a model:
        /// `onSelect(Settings.Row.self) { row in switch row { ... } }`.
        \#(access.pub)func onSelect<Case: RowCase>(_ type: Case.Type, _ handler: @escaping (Case) -> Void) {
            content.selectHandlers.append { row in Case(row).map(handler) }
        }

        /// Calls `handler` with the case and the new state of each switch of `Case` the user flips.
        \#(access.pub)func onToggle<Case: RowCase>(_ type: Case.Type, _ handler: @escaping (Case, Bool) -> Void) {
            content.toggleHandlers.append { row, isOn in Case(row).map { handler($0, isOn) } }
        }

        /// For the table view delegate's `tableView(_:willSelectRowAt:)`: `indexPath`, or nil for a
        /// row a tap does nothing for.
        \#(access.pub)func willSelectRow(at indexPath: IndexPath) -> IndexPath? {
            row(at: indexPath)?.isTappable == true ? indexPath : nil
        }

        /// For the table view delegate's `tableView(_:didSelectRowAt:)`: deselects the row, as
        /// UIKit's own lists do once a tap has been handled, and tells the `onSelect` handlers.
        \#(access.pub)func didSelectRow(at indexPath: IndexPath, in tableView: UITableView) {
            tableView.deselectRow(at: indexPath, animated: true)
            guard let row = row(at: indexPath), row.isTappable else { return }
            for handler in content.selectHandlers { handler(row) }
        }

        /// Shows `sections`, animating the differences from what is shown now.
        \#(access.pub)func apply(_ sections: [RowSection], animatingDifferences: Bool = true,
                          completion: (() -> Void)? = nil) {
            var snapshot = NSDiffableDataSourceSnapshot<RowSection.ID, RowModel.ID>()
            var rows: [RowModel.ID: RowModel] = [:]
            var titles: [RowSection.ID: String] = [:]
            var footers: [RowSection.ID: String] = [:]
            for section in sections {
                snapshot.appendSections([section.id])
                snapshot.appendItems(section.rows.map(\.id), toSection: section.id)
                titles[section.id] = section.title
                footers[section.id] = section.footer
                for row in section.rows { rows[row.id] = row }
            }
            var reconfigured: [RowModel.ID] = []
            var reloaded: [RowModel.ID] = []
            for (id, row) in rows {
                guard let old = content.rows[id], old != row else { continue }
                // The app has said what the switch shows: its word replaces the user's flip.
                if old.isOn != row.isOn { content.flipped[id] = nil }
                if old.style == row.style {
                    reconfigured.append(id)
                } else {
                    reloaded.append(id)
                }
            }
            snapshot.reconfigureItems(reconfigured)
            snapshot.reloadItems(reloaded)
            content.rows = rows
            content.titles = titles
            content.footers = footers
            content.flipped = content.flipped.filter { rows[$0.key] != nil }
            apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
        }

        \#(access.open)override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section).flatMap { content.titles[$0] }
        }

        \#(access.open)override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            sectionIdentifier(for: section).flatMap { content.footers[$0] }
        }
    }
    #endif
    """# }
}
