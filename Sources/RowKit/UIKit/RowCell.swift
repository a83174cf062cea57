// RowCell.swift is the UITableViewCell that shows any RowModel, laid out by RowLayout so it matches `rowc report`.

// watchOS has UIKit but no table views.
#if canImport(UIKit) && !os(watchOS)
@preconcurrency public import UIKit

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
open class RowCell: UITableViewCell {
    /// The bundle rows' images and the theme's colour sets are loaded from: the app's main
    /// bundle unless set. A Swift package whose target holds the assets, as a target using
    /// rowc's plugin does, sets it to `.module` before its first cell shows.
    public static var imageBundle: Bundle = .main

    /// Loads a row's image that `imageBundle` does not hold: a name the app gives at run time,
    /// such as a downloaded avatar's URL. The cell shows no image until it returns, and drops
    /// what it returns if the cell has been given another row meanwhile. The app chooses how
    /// to load (its own networking and cache); RowKit never blocks the main thread waiting.
    public static var imageProvider: (@MainActor @Sendable (String) async -> UIImage?)?

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

    /// Called with the switch's new state when the user flips it; `RowDataSource` sets it.
    public var onToggle: ((Bool) -> Void)?

    /// Called when the user taps the info button, or asks VoiceOver for it; `RowDataSource` sets it.
    public var onInfo: (() -> Void)?

    /// Called with the option the user picks in a menu row, from its menu or among VoiceOver's
    /// actions; `RowDataSource` sets it.
    public var onChoose: ((RowAction) -> Void)?

    /// The name VoiceOver gives an info row's action, as UIKit's detail button is read: set it
    /// in the app's language, as the app's other texts are.
    public static var infoActionName = "More Info"

    /// The load of an image from `imageProvider` for the row shown, if one is under way.
    private var imageLoad: Task<Void, Never>?

    /// Called with the action the user chose among VoiceOver's actions of the row (its swipe
    /// actions and menu items, `accessibilityCustomActions`); `RowDataSource` sets it.
    public var onAction: ((RowAction) -> Void)?

    /// The row shown. Setting it updates the views' content and lays them out again.
    public var row: RowModel? {
        didSet {
            guard row != oldValue else { return }
            update()
        }
    }

    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        rowImageView.contentMode = .scaleAspectFit
        arrowView.contentMode = .scaleAspectFit
        checkView.contentMode = .scaleAspectFit
        checkView.image = UIImage(systemName: "checkmark")
        trailingSymbolView.contentMode = .scaleAspectFit
        // The tile's corners follow the continuous curve of the system's icon shapes.
        tileView.layer.cornerCurve = .continuous
        for view in [tileView, rowImageView, titleLabel, subtitleLabel, arrowView, checkView, infoButton, trailingSymbolView] {
            view.isHidden = true
            contentView.addSubview(view)
        }
        if #available(iOS 14.0, *) {
            infoButton.addAction(UIAction { [weak self] _ in self?.onInfo?() }, for: .primaryActionTriggered)
        }
        menuButton.isHidden = true
        if #available(iOS 14.0, tvOS 17.0, *) { menuButton.showsMenuAsPrimaryAction = true }
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
        // Last, over the row's other views.
        contentView.addSubview(menuButton)
        // One VoiceOver element for the whole row: an element's subviews are not read apart,
        // so neither is the drawn chevron.
        isAccessibilityElement = true
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("RowCell is created by registerRowCells(), not from a storyboard")
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        row = nil
        onToggle = nil
        onInfo = nil
        onChoose = nil
        imageLoad?.cancel()
        imageLoad = nil
        onAction = nil
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
        loadImage()
        tileView.backgroundColor = theme.symbolBackground?.uiColor(in: RowCell.imageBundle)
        titleLabel.text = row?.title
        titleLabel.textColor = theme.titleColor(destructive: row?.isDestructive == true, button: row?.isButton == true)
            .uiColor(in: RowCell.imageBundle)
        subtitleLabel.text = row?.subtitle
        // A badge's text is white on its red capsule, which the label's own background draws.
        let isBadge = row?.isBadge == true
        subtitleLabel.textColor = (isBadge ? RowBadge.textColor : theme.subtitleColor).uiColor(in: RowCell.imageBundle)
        subtitleLabel.backgroundColor = isBadge ? RowBadge.color.uiColor(in: RowCell.imageBundle) : nil
        subtitleLabel.clipsToBounds = isBadge
        // UIKit's own disclosure indicator and checkmark in `ios`, where the layout reserves their
        // room (grammar.md, "Theme"); the seed's drawn chevron and checkmark otherwise. The
        // style's accessory: a button shows none.
        accessoryType = .none
        if theme.usesSystemAccessories {
            switch row?.style.accessory {
            case .arrow?: accessoryType = .disclosureIndicator
            case .check?: accessoryType = row?.isOn == true ? .checkmark : .none
            // RowCell places its own info button and symbol at RowKit's frames.
            case .switch?, .info?, .trailingSymbol?, nil: break
            }
        }
        arrowView.tintColor = theme.arrowColor.uiColor(in: RowCell.imageBundle)
        checkView.tintColor = theme.checkColor.uiColor(in: RowCell.imageBundle)
        infoButton.tintColor = theme.checkColor.uiColor(in: RowCell.imageBundle)
        // A system symbol, or a custom one from a symbol set in the bundle's asset catalog, as the leading one.
        trailingSymbolView.image = row?.accessorySymbol.flatMap {
            UIImage(systemName: $0) ?? UIImage(named: $0, in: RowCell.imageBundle, compatibleWith: nil)
        }
        trailingSymbolView.tintColor = theme.arrowColor.uiColor(in: RowCell.imageBundle)
        #if !os(tvOS)
        switchControl.isOn = row?.isOn ?? false
        switchControl.onTintColor = theme.switchColor.uiColor(in: RowCell.imageBundle)
        #endif
        if #available(iOS 14.0, tvOS 17.0, *) {
            menuButton.menu = row?.actions.choiceMenu(chosen: row?.choice) { [weak self] option in self?.onChoose?(option) }
        }
        // Rows a tap does nothing for show no highlight.
        selectionStyle = row?.isTappable == true ? .default : .none
        fontSize = nil
        updateAccessibility()
        // The cell's own background, not the content view's: the selection's highlight is drawn
        // between the two and stays visible.
        backgroundColor = theme.backgroundColor.uiColor(in: RowCell.imageBundle)
        setNeedsLayout()
    }

    /// Asks `imageProvider` for an image the bundle does not hold, and shows it if the cell
    /// still shows the row it was asked for.
    private func loadImage() {
        imageLoad?.cancel()
        imageLoad = nil
        guard rowImageView.image == nil, let row, let name = row.image ?? row.symbol, let provider = RowCell.imageProvider else {
            return
        }
        imageLoad = Task { [weak self] in
            let image = await provider(name)
            guard let self, !Task.isCancelled, self.row?.id == row.id, (self.row?.image ?? self.row?.symbol) == name else { return }
            self.rowImageView.image = image
        }
    }

    /// Read as UIKit reads its own cells: the text, then the detail as the value. A row that
    /// opens something, chooses or acts (a button row always does) reads as a button, a chosen one as selected too; a
    /// switch row reads its state.
    private func updateAccessibility() {
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
            UIAccessibilityCustomAction(name: RowCell.infoActionName) { [weak self] _ in
                self?.onInfo?()
                return true
            },
        ]
        // A menu row's value is its chosen option; picking another is an action of the row, as
        // VoiceOver cannot open the menu the button shows.
        let options = (row?.actions.choices ?? []).filter { $0.id != row?.choice }
        let offered = info + options.map { option in option.accessibilityAction { [weak self] in self?.onChoose?(option) } }
            + actions.map { action in action.accessibilityAction { [weak self] in self?.onAction?(action) } }
        accessibilityCustomActions = offered.isEmpty ? nil : offered
    }

    private func updateFonts(_ theme: RowTheme, size: RowContentSize) {
        guard fontSize != size else { return }
        fontSize = size
        let layout = RowLayout(theme: theme, size: size)
        titleLabel.font = .systemFont(ofSize: CGFloat(layout.titleFontSize), weight: theme.titleStyle.fontWeight)
        subtitleLabel.font = .systemFont(ofSize: CGFloat(layout.subtitleFontSize), weight: theme.subtitleStyle.fontWeight)
    }

    /// Before iOS 17 a cell learns of a new text size only here; from iOS 17 UIKit lays the
    /// cell out again itself when the trait read in `layoutSubviews` changes. Deprecated as
    /// UIKit's method is, so an app built for iOS 17 gets no warning for the call to `super`.
    @available(iOS, deprecated: 17.0)
    @available(tvOS, deprecated: 17.0)
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            setNeedsLayout()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let row else { return }
        let direction = self.direction
        let size = contentSize
        updateFonts(row.theme, size: size)
        // Laid out across the whole cell at its layout margin, as the report lays it out; UIKit's
        // accessories narrow the content view, so frames are moved into its coordinates.
        let layout = RowLayout.layout(for: row, width: Double(bounds.width), margin: Double(directionalLayoutMargins.leading),
                                      size: size, direction: direction)
        let frames = layout.frames
        let dx = -contentView.frame.minX
        // The frames are for a row of the height `RowLayout` gives; in a taller or shorter one
        // they are centred, as the seed cell's constraints centre its views.
        let dy = (contentView.bounds.height - CGFloat(layout.height)) / 2
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
        menuButton.frame = contentView.bounds
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

    /// The row's height at the user's text size, so table views with automatic row heights
    /// size rows as the report does.
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        let height = row.map {
            RowLayout.height(for: $0, width: Double(targetSize.width), margin: Double(directionalLayoutMargins.leading), size: contentSize)
        }
            ?? RowTheme.default.rowHeight
        return CGSize(width: targetSize.width, height: CGFloat(height))
    }
}
#endif
