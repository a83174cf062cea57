// RowContentView.swift is the one view of a row: its image, labels and accessory, laid out by RowLayout so it matches `rowc report`.

// watchOS has UIKit but no table views.
#if canImport(UIKit) && !os(watchOS)
@preconcurrency public import UIKit

/// The view that shows any `RowModel`, laid out by `RowLayout` so it matches `rowc report`: the
/// content of `RowCell` in a table, and of a `UICollectionViewListCell` given a
/// `RowContentConfiguration` in a collection view's list.
///
/// It lays its row out across the whole cell it is in, at the cell's layout margin, as the report
/// does: UIKit's accessories (the disclosure indicator and the checkmark of `ios`) narrow or move
/// the content view, so the frames are moved into its coordinates. Outside a cell it lays the row
/// out across itself, at its own margin.
///
/// It follows the user's text size (Dynamic Type) itself: fonts and heights come from the same
/// table `rowc report` lays out with, not from `UIFontMetrics`, so the device shows the frames
/// the report prints at every size.
@available(iOS 13.0, tvOS 13.0, *)
public final class RowContentView: UIView {
    /// The bundle rows' images and the theme's colour sets are loaded from: the app's main
    /// bundle unless set. A Swift package whose target holds the assets, as a target using
    /// rowc's plugin does, sets it to `.module` before its first row shows.
    public static var imageBundle: Bundle = .main

    /// Loads a row's image that `imageBundle` does not hold: a name the app gives at run time,
    /// such as a downloaded avatar's URL. The view shows no image until it returns, and drops
    /// what it returns if it has been given another row meanwhile. The app chooses how to load
    /// (its own networking and cache); RowKit never blocks the main thread waiting.
    public static var imageProvider: (@MainActor @Sendable (String) async -> UIImage?)?

    /// The name VoiceOver gives an info row's action, as UIKit's detail button is read: set it
    /// in the app's language, as the app's other texts are.
    public static var infoActionName = "More Info"

    /// The coloured rounded square under the image or symbol, when the theme gives one
    /// (`symbol.background`, `RowIconTile`).
    public let tileView = UIView()
    public let rowImageView = UIImageView()
    public let titleLabel = UILabel()
    public let subtitleLabel = UILabel()
    public let arrowView = UIImageView()
    public let checkView = UIImageView()
    /// UIKit's info button, placed at RowKit's frame for `info` rows in every theme, so the row
    /// shows what the report prints; its tap calls `onInfo`.
    public let infoButton = UIButton(type: .detailDisclosure)
    /// The SF Symbol of a `trailingSymbol` accessory.
    public let trailingSymbolView = UIImageView()
    /// Over the whole row of a menu row, so that a tap anywhere on it opens the menu of its
    /// options (`showsMenuAsPrimaryAction`); hidden in other rows.
    public let menuButton = UIButton(type: .custom)
    #if !os(tvOS)
    /// The row's switch. tvOS has none, and shows a switch row without it.
    public let switchControl = UISwitch()
    #endif

    /// The row shown and who hears of its switch, info button and actions. Setting it updates the
    /// views' content and lays them out again when the row or its highlight changes.
    public var rowConfiguration: RowContentConfiguration {
        didSet {
            if rowConfiguration.row != oldValue.row {
                update()
            } else if rowConfiguration.showsThemeBackground != oldValue.showsThemeBackground {
                updateBackground()
            }
        }
    }

    /// The load of an image from `imageProvider` for the row shown, if one is under way.
    private var imageLoad: Task<Void, Never>?

    public init(configuration: RowContentConfiguration) {
        rowConfiguration = configuration
        super.init(frame: .zero)
        rowImageView.contentMode = .scaleAspectFit
        arrowView.contentMode = .scaleAspectFit
        checkView.contentMode = .scaleAspectFit
        checkView.image = UIImage(systemName: "checkmark")
        trailingSymbolView.contentMode = .scaleAspectFit
        // The tile's corners follow the continuous curve of the system's icon shapes.
        tileView.layer.cornerCurve = .continuous
        for view in [tileView, rowImageView, titleLabel, subtitleLabel, arrowView, checkView, infoButton, trailingSymbolView] {
            view.isHidden = true
            addSubview(view)
        }
        if #available(iOS 14.0, *) {
            infoButton.addAction(UIAction { [weak self] _ in self?.rowConfiguration.onInfo?() }, for: .primaryActionTriggered)
        }
        menuButton.isHidden = true
        if #available(iOS 14.0, tvOS 17.0, *) { menuButton.showsMenuAsPrimaryAction = true }
        #if !os(tvOS)
        switchControl.isHidden = true
        addSubview(switchControl)
        if #available(iOS 14.0, *) {
            switchControl.addAction(UIAction { [weak self] _ in
                guard let self else { return }
                self.rowConfiguration.onToggle?(self.switchControl.isOn)
                self.updateAccessibility()
            }, for: .valueChanged)
        }
        #endif
        // Last, over the row's other views.
        addSubview(menuButton)
        // One VoiceOver element for the whole row: an element's subviews are not read apart,
        // so neither is the drawn chevron.
        isAccessibilityElement = true
        update()
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("RowContentView is made by RowContentConfiguration or RowCell, not from a storyboard")
    }

    /// The cell the row is laid out across: the nearest table or collection view cell this view
    /// is in, or this view outside one.
    private var cell: UIView {
        var view = superview
        while let candidate = view {
            if candidate is UITableViewCell || candidate is UICollectionViewCell { return candidate }
            view = candidate.superview
        }
        return self
    }

    private var direction: RowLayoutDirection {
        effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The user's text size. Read in `layoutSubviews`, where iOS 17 and later track the trait
    /// and lay the view out again when it changes.
    private var contentSize: RowContentSize { RowContentSize(traitCollection.preferredContentSizeCategory) }

    /// The text size the labels' fonts were last set for.
    private var fontSize: RowContentSize?

    private func update() {
        let row = rowConfiguration.row
        let bundle = RowContentView.imageBundle
        let theme = row?.theme ?? .default
        if let symbol = row?.symbol {
            // A system symbol, or a custom one from a symbol set in the bundle's asset catalog.
            rowImageView.image = UIImage(systemName: symbol) ?? UIImage(named: symbol, in: bundle, compatibleWith: nil)
            rowImageView.tintColor = theme.symbolColor.uiColor(in: bundle)
        } else {
            rowImageView.image = row?.image.flatMap { UIImage(named: $0, in: bundle, compatibleWith: nil) }
        }
        loadImage()
        tileView.backgroundColor = theme.symbolBackground?.uiColor(in: bundle)
        titleLabel.text = row?.title
        titleLabel.textColor = theme.titleColor(destructive: row?.isDestructive == true, button: row?.isButton == true)
            .uiColor(in: bundle)
        subtitleLabel.text = row?.subtitle
        // A badge's text is white on its red capsule, which the label's own background draws.
        let isBadge = row?.isBadge == true
        subtitleLabel.textColor = (isBadge ? RowBadge.textColor : theme.subtitleColor).uiColor(in: bundle)
        subtitleLabel.backgroundColor = isBadge ? RowBadge.color.uiColor(in: bundle) : nil
        subtitleLabel.clipsToBounds = isBadge
        arrowView.tintColor = theme.arrowColor.uiColor(in: bundle)
        checkView.tintColor = theme.checkColor.uiColor(in: bundle)
        infoButton.tintColor = theme.checkColor.uiColor(in: bundle)
        // A system symbol, or a custom one from a symbol set in the bundle's asset catalog, as the leading one.
        trailingSymbolView.image = row?.accessorySymbol.flatMap {
            UIImage(systemName: $0) ?? UIImage(named: $0, in: bundle, compatibleWith: nil)
        }
        trailingSymbolView.tintColor = theme.arrowColor.uiColor(in: bundle)
        if #available(iOS 14.0, tvOS 17.0, *) {
            menuButton.menu = row?.actions.choiceMenu(chosen: row?.choice) { [weak self] option in self?.rowConfiguration.onChoose?(option) }
        }
        #if !os(tvOS)
        switchControl.isOn = row?.isOn ?? false
        switchControl.onTintColor = theme.switchColor.uiColor(in: bundle)
        #endif
        fontSize = nil
        updateAccessibility()
        updateBackground()
        setNeedsLayout()
    }

    /// The theme's background, left clear while the cell is highlighted or selected so that the
    /// cell's selection shows, or always clear for a host that paints its own (`RowCell`).
    private func updateBackground() {
        backgroundColor = rowConfiguration.showsThemeBackground
            ? rowConfiguration.row.map { $0.theme.backgroundColor.uiColor(in: RowContentView.imageBundle) } : nil
    }

    /// Asks `imageProvider` for an image the bundle does not hold, and shows it if the view
    /// still shows the row it was asked for.
    private func loadImage() {
        imageLoad?.cancel()
        imageLoad = nil
        guard rowImageView.image == nil, let row = rowConfiguration.row, let name = row.image ?? row.symbol,
              let provider = RowContentView.imageProvider else {
            return
        }
        imageLoad = Task { [weak self] in
            let image = await provider(name)
            guard let self, !Task.isCancelled, let shown = self.rowConfiguration.row, shown.id == row.id,
                  (shown.image ?? shown.symbol) == name else { return }
            self.rowImageView.image = image
        }
    }

    /// Read as UIKit reads its own cells: the text, then the detail as the value. A row that
    /// opens something, chooses or acts (a button row always does) reads as a button, a chosen one as selected too; a
    /// switch row reads its state.
    private func updateAccessibility() {
        let row = rowConfiguration.row
        accessibilityLabel = row?.accessibilityLabel ?? row?.title
        var value = row?.style.hasSubtitle == true ? row?.subtitle : nil
        var traits: UIAccessibilityTraits = row?.isTappable == true ? .button : .none
        switch row?.style.accessory {
        case .check?:
            if row?.isOn == true { traits.insert(.selected) }
        case .switch?:
            #if !os(tvOS)
            let state = switchControl.isOn ? "on" : "off"
            value = value.map { $0 + ", " + state } ?? state
            #endif
        case .arrow?, .info?, .trailingSymbol?, nil:
            break
        }
        accessibilityValue = value
        accessibilityTraits = traits
        // What a swipe or a touch and hold offers, VoiceOver offers as the row's actions, and the
        // row is one element, so its info button is offered as an action of the row too.
        let actions = row?.actions.distinct ?? []
        let info = row?.style.accessory != .info ? [] : [
            UIAccessibilityCustomAction(name: RowContentView.infoActionName) { [weak self] _ in
                self?.rowConfiguration.onInfo?()
                return true
            },
        ]
        // A menu row's value is its chosen option; picking another is an action of the row, as
        // VoiceOver cannot open the menu the button shows.
        let options = (row?.actions.choices ?? []).filter { $0.id != row?.choice }
        let offered = info
            + options.map { option in option.accessibilityAction { [weak self] in self?.rowConfiguration.onChoose?(option) } }
            + actions.map { action in action.accessibilityAction { [weak self] in self?.rowConfiguration.onAction?(action) } }
        accessibilityCustomActions = offered.isEmpty ? nil : offered
    }

    private func updateFonts(_ theme: RowTheme, size: RowContentSize) {
        guard fontSize != size else { return }
        fontSize = size
        let layout = RowLayout(theme: theme, size: size)
        titleLabel.font = .systemFont(ofSize: CGFloat(layout.titleFontSize), weight: theme.titleStyle.fontWeight)
        subtitleLabel.font = .systemFont(ofSize: CGFloat(layout.subtitleFontSize), weight: theme.subtitleStyle.fontWeight)
    }

    /// Before iOS 17 a view learns of a new text size only here; from iOS 17 UIKit lays the
    /// view out again itself when the trait read in `layoutSubviews` changes. Deprecated as
    /// UIKit's method is, so an app built for iOS 17 gets no warning for the call to `super`.
    @available(iOS, deprecated: 17.0)
    @available(tvOS, deprecated: 17.0)
    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            setNeedsLayout()
        }
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        guard let row = rowConfiguration.row else { return }
        let direction = self.direction
        let size = contentSize
        updateFonts(row.theme, size: size)
        // Laid out across the whole cell at its layout margin, as the report lays it out; UIKit's
        // accessories narrow the content view, so frames are moved into this view's coordinates.
        let cell = self.cell
        let layout = RowLayout.layout(for: row, width: Double(cell.bounds.width), margin: Double(cell.directionalLayoutMargins.leading),
                                      size: size, direction: direction)
        let frames = layout.frames
        let dx = cell === self ? 0 : -convert(bounds.origin, to: cell).x
        // The frames are for a row of the height `RowLayout` gives; in a taller or shorter one
        // they are centred, as the seed cell's constraints centre its views.
        let dy = (bounds.height - CGFloat(layout.height)) / 2
        let systemAccessories = row.theme.usesSystemAccessories
        // On a tile, the image or symbol is drawn smaller, centred on it.
        let icon = frames.image ?? frames.symbol, tile = row.theme.symbolBackground == nil ? nil : icon
        place(tileView, at: tile, dx: dx, dy: dy)
        if let tile { tileView.layer.cornerRadius = CGFloat(RowIconTile.cornerRadius(of: tile)) }
        place(rowImageView, at: tile.map(RowIconTile.glyph(in:)) ?? icon, dx: dx, dy: dy)
        place(titleLabel, at: frames.title, dx: dx, dy: dy)
        place(subtitleLabel, at: frames.subtitle, dx: dx, dy: dy)
        place(arrowView, at: systemAccessories ? nil : frames.arrow, dx: dx, dy: dy)
        place(checkView, at: systemAccessories ? nil : frames.check, dx: dx, dy: dy)
        if frames.check != nil && !systemAccessories { checkView.isHidden = !row.isOn }
        #if !os(tvOS)
        place(switchControl, at: frames.switch, dx: dx, dy: dy)
        #endif
        place(infoButton, at: frames.info, dx: dx, dy: dy)
        place(trailingSymbolView, at: frames.trailingSymbol, dx: dx, dy: dy)
        menuButton.isHidden = row.actions.choices.isEmpty
        menuButton.frame = bounds
        // The title reads from the leading edge, a button's is centred in its frame; the subtitle
        // hugs the arrow's side, or reads from the leading edge too when it is stacked under the title.
        let leading: NSTextAlignment = direction == .rightToLeft ? .right : .left
        titleLabel.textAlignment = row.isButton ? .center : leading
        let engine = RowLayout(theme: row.theme, size: size), metrics = row.theme.measuringMetrics
        subtitleLabel.textAlignment = row.isBadge ? .center : layout.stacksLabels ? leading : direction == .rightToLeft ? .left : .right
        subtitleLabel.layer.cornerRadius = row.isBadge ? CGFloat((frames.subtitle?.height ?? 0) / 2) : 0
        if let title = row.title, let frame = frames.title {
            show(layout.title.texts(title, fontSize: engine.titleFontSize, width: frame.width, metrics: metrics), in: titleLabel)
        }
        if let subtitle = row.subtitle, let frame = frames.subtitle {
            show(layout.subtitle.texts(subtitle, fontSize: engine.subtitleFontSize, width: frame.width, metrics: metrics),
                 in: subtitleLabel)
        }
        arrowView.image = UIImage(systemName: direction == .rightToLeft ? "chevron.left" : "chevron.right")
    }

    /// The lines RowKit broke a label's text into, so the label shows the report's lines. One
    /// line is the label's text, which UIKit cuts with an ellipsis when it draws it wider than
    /// its frame. Several are each a paragraph of their own whose style truncates its tail
    /// (NSParagraphStyle.h, `NSLineBreakByTruncatingTail`: "Truncate at tail of line"), with
    /// as many lines as there are paragraphs: UIKit breaks a line only where RowKit did, and a
    /// line its font draws wider than RowKit measured loses its end, not a word to the next line.
    private func show(_ lines: [String], in label: UILabel) {
        label.numberOfLines = lines.count
        guard lines.count > 1 else {
            // Setting the text replaces any attributed text, with the label's font and colour.
            label.text = lines.first
            return
        }
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = .byTruncatingTail
        style.alignment = label.textAlignment
        label.attributedText = NSAttributedString(string: lines.joined(separator: "\n"), attributes: [
            .font: label.font as Any, .foregroundColor: label.textColor as Any, .paragraphStyle: style,
        ])
    }

    private func place(_ view: UIView, at frame: RowRect?, dx: CGFloat, dy: CGFloat) {
        view.isHidden = frame == nil
        if let frame { view.frame = frame.cgRect.offsetBy(dx: dx, dy: dy) }
    }

    /// The row's height in a cell `width` points wide, at the cell's layout margin and the user's
    /// text size, so lists with self-sizing rows size them as the report does.
    func height(inCellOfWidth width: CGFloat) -> CGFloat {
        let height = rowConfiguration.row.map {
            RowLayout.height(for: $0, width: Double(width), margin: Double(cell.directionalLayoutMargins.leading), size: contentSize)
        }
        return CGFloat(height ?? RowTheme.default.rowHeight)
    }

    /// The row's height across the cell it is in (or `targetSize`'s width before it has one), as a
    /// self-sizing list cell asks its content view.
    public override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        let cellWidth = cell === self ? 0 : cell.bounds.width
        return CGSize(width: targetSize.width, height: height(inCellOfWidth: cellWidth > 0 ? cellWidth : targetSize.width))
    }
}

/// UIKit's own accessory a row shows in `ios` (grammar.md, "Theme"), which the layout reserves
/// room for: a cell hosting `RowContentView` shows it, in its table or list cell's own terms.
enum RowSystemAccessory {
    case disclosureIndicator, checkmark

    /// `row`'s, or nil for a row that shows none or draws its own (the seed's chevron and
    /// checkmark; the info button, symbol and switch `RowContentView` places at RowKit's frames).
    init?(_ row: RowModel?) {
        guard let row, row.theme.usesSystemAccessories else { return nil }
        switch row.style.accessory {
        case .arrow?: self = .disclosureIndicator
        case .check? where row.isOn: self = .checkmark
        case .check?, .switch?, .info?, .trailingSymbol?, nil: return nil
        }
    }
}
#endif
