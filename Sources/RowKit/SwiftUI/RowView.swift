// RowView.swift is the SwiftUI view of one RowModel: its parts at RowKit's frames, the platform's controls, and one VoiceOver element.

#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS) && !os(tvOS)
public import SwiftUI
internal import UIKit

/// One row, laid out by `RowLayout` through `RowFramesLayout` so it shows the frames `rowc report`
/// prints, drawn as `RowCell` draws it: the theme's fonts and colours, an icon on its tile, each
/// label as the lines RowKit broke it into, SwiftUI's `Toggle` for a switch, an info button, and
/// the chevron, checkmark or trailing symbol at its frame. It follows the environment's Dynamic
/// Type size, colour scheme and layout direction, and is one accessibility element. Images and
/// colour sets come from `RowCell.imageBundle`, and an image the bundle lacks from `RowCell.imageProvider`.
///
/// `RowList` shows rows in a list; a row on its own is laid out at the width it is offered, its
/// text broken into lines at `cell.width`, which should be that width.
@available(iOS 16.0, *)
@MainActor public struct RowView: View {
    public let row: RowModel
    /// The cell the row is shown in: its width and layout margin (`RowCellGeometry(deviceWidth:style:)`).
    public let cell: RowCellGeometry
    private let onToggle: ((Bool) -> Void)?
    private let onInfo: (() -> Void)?
    private let onAction: ((RowAction) -> Void)?
    private let onChoose: ((RowAction) -> Void)?

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.layoutDirection) private var layoutDirection
    /// The user's flip of the switch, kept while the app's state is what it was when flipped: the
    /// app applying a new `isOn` has the last word, as with `RowDataSource`.
    @State private var flip: Flip?
    /// The image `RowCell.imageProvider` gave for the name the row's image or symbol has, when the
    /// bundle holds none of that name.
    @State private var provided: (name: String, image: UIImage)?

    private struct Flip: Equatable {
        var app: Bool
        var user: Bool
    }

    /// `row` in `cell`; `onToggle` hears the switch's new state, `onInfo` the info button, and
    /// `onAction` each action chosen among VoiceOver's actions of the row, and `onChoose` the
    /// option picked in a menu row, from its menu or among VoiceOver's actions.
    public init(_ row: RowModel, cell: RowCellGeometry, onToggle: ((Bool) -> Void)? = nil, onInfo: (() -> Void)? = nil,
                onAction: ((RowAction) -> Void)? = nil, onChoose: ((RowAction) -> Void)? = nil) {
        (self.row, self.cell, self.onToggle, self.onInfo, self.onAction) = (row, cell, onToggle, onInfo, onAction)
        self.onChoose = onChoose
    }

    /// The state the switch or checkmark shows.
    private var isOn: Bool {
        guard let flip, flip.app == row.isOn else { return row.isOn }
        return flip.user
    }

    public var body: some View {
        let size = RowContentSize(dynamicTypeSize)
        let layout = RowFramesLayout(row: row, cell: cell, size: size)
        let host = layout.layout(width: CGFloat(cell.width))
        let speech = RowAccessibility(row, isOn: isOn)
        layout {
            ForEach(host.placements, id: \.part) { placement in
                part(placement, host, RowLayout(theme: row.theme, size: size)).layoutValue(key: RowPartKey.self, value: placement.part)
            }
        }
        .background(color(row.theme.backgroundColor))
        // Cancelled when the row shows another image: what the provider returns late is dropped.
        .task(id: row.image ?? row.symbol) { await loadIcon() }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: speech.label ?? ""))
        .accessibilityValue(Text(verbatim: speech.value ?? ""))
        .accessibilityAddTraits(traits(speech))
        .accessibilityActions {
            if speech.offersInfo {
                Button(action: { onInfo?() }, label: { Text(verbatim: RowCell.infoActionName) })
            }
            ForEach(speech.options) { option in
                Button(action: { onChoose?(option) }, label: { Text(verbatim: option.title) })
            }
            ForEach(speech.actions) { action in
                Button(action: { onAction?(action) }, label: { Text(verbatim: action.title) })
            }
        }
    }

    private func traits(_ speech: RowAccessibility) -> AccessibilityTraits {
        var traits: AccessibilityTraits = []
        if speech.isButton { traits.formUnion(.isButton) }
        if speech.isSelected { traits.formUnion(.isSelected) }
        return traits
    }

    private func color(_ color: RowColor) -> Color {
        color.color(in: colorScheme)
    }

    @ViewBuilder private func part(_ placement: RowPlacement, _ host: RowHostLayout, _ engine: RowLayout) -> some View {
        let theme = row.theme
        switch placement.part {
        case .tile:
            RoundedRectangle(cornerRadius: CGFloat(RowIconTile.cornerRadius(of: placement.frame)), style: .continuous)
                .foregroundStyle(color(theme.symbolBackground ?? theme.backgroundColor))
        case .icon:
            icon.resizable().scaledToFit().foregroundStyle(color(theme.symbolColor))
        case .title(let line):
            Text(verbatim: host.titleLines[line]).font(engine.titleFont)
                .foregroundColor(color(theme.titleColor(destructive: row.isDestructive, button: row.isButton)))
                .lineLimit(1).truncationMode(.tail)
                .frame(maxWidth: .infinity, alignment: row.isButton ? .center : .leading)
        case .subtitle(let line) where row.isBadge:
            // A badge: white text centred on its red capsule, which is its frame.
            Text(verbatim: host.subtitleLines[line]).font(engine.subtitleFont).foregroundColor(color(RowBadge.textColor))
                .lineLimit(1).truncationMode(.tail)
                .frame(maxWidth: .infinity)
                .background { Capsule().foregroundStyle(color(RowBadge.color)) }
        case .subtitle(let line):
            // Beside the title it hugs the accessory's side; stacked under it, it reads from the leading edge.
            Text(verbatim: host.subtitleLines[line]).font(engine.subtitleFont).foregroundColor(color(theme.subtitleColor))
                .lineLimit(1).truncationMode(.tail)
                .frame(maxWidth: .infinity, alignment: host.layout.stacksLabels ? .leading : .trailing)
        case .accessory:
            accessory
        }
    }

    /// The image, or a system symbol or a custom one from the bundle's symbol sets, or what the
    /// app's provider gave for a name the bundle lacks.
    private var icon: Image {
        if let provided, provided.name == row.image ?? row.symbol { return Image(uiImage: provided.image) }
        if let symbol = row.symbol { return .rowSymbol(symbol, in: RowCell.imageBundle) }
        return Image(row.image ?? "", bundle: RowCell.imageBundle)
    }

    /// Asks `RowCell.imageProvider` for an image the bundle does not hold, as `RowCell` does.
    private func loadIcon() async {
        guard let name = row.image ?? row.symbol, let provider = RowCell.imageProvider,
              (row.symbol.flatMap { UIImage(systemName: $0) } ?? UIImage(named: name, in: RowCell.imageBundle, compatibleWith: nil)) == nil
        else { return }
        let image = await provider(name)
        guard !Task.isCancelled, let image else { return }
        provided = (name, image)
    }

    @ViewBuilder private var accessory: some View {
        let theme = row.theme
        switch row.style.accessory {
        case .arrow?:
            // Drawn, as the seed's cell draws it: a list row in SwiftUI has no accessory of its own.
            Image(systemName: layoutDirection == .rightToLeft ? "chevron.left" : "chevron.right").resizable().scaledToFit()
                .foregroundStyle(color(theme.arrowColor))
        case .check?:
            if isOn {
                Image(systemName: "checkmark").resizable().scaledToFit().foregroundStyle(color(theme.checkColor))
            }
        case .switch?:
            Toggle(isOn: Binding(get: { isOn }, set: { newValue in
                flip = Flip(app: row.isOn, user: newValue)
                onToggle?(newValue)
            }), label: { Text(verbatim: row.title ?? "") })
                .labelsHidden().tint(color(theme.switchColor))
        case .info?:
            // Borderless, so that in a list the button takes its own taps, not the row's.
            Button(action: { onInfo?() }, label: { Image(systemName: "info.circle").resizable().scaledToFit() })
                .buttonStyle(.borderless).tint(color(theme.checkColor))
        case .trailingSymbol?:
            if let symbol = row.accessorySymbol {
                Image.rowSymbol(symbol, in: RowCell.imageBundle).resizable().scaledToFit().foregroundStyle(color(theme.arrowColor))
            }
        case nil:
            EmptyView()
        }
    }
}
#endif
