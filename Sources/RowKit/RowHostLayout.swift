// RowHostLayout.swift places a row's parts for a view that draws each at a frame of its own (RowKit's SwiftUI row): the icon tile, the glyph on it and each line of a label.

/// A part of a row that a host view draws at a frame of its own.
public enum RowPart: Hashable, Sendable {
    /// The coloured rounded square under the image or symbol, when the theme gives one (`RowIconTile`).
    case tile
    /// The image or the symbol: at its frame, or on a tile at the glyph's square.
    case icon
    /// A line of the title or the subtitle, first line 0: each one line high at its label's width,
    /// showing the text RowKit broke there.
    case title(line: Int)
    case subtitle(line: Int)
    /// The accessory, whichever the row shows: arrow, switch, checkmark, info button or trailing symbol.
    case accessory
}

/// A row laid out for a host view that places each part at its own frame: `RowLayout`'s frames,
/// in left-to-right order (a host that mirrors its children for right-to-left languages, as
/// SwiftUI does, shows `RowLayout`'s right-to-left frames), with each label cut into the lines
/// the layout broke it into, so the view shows what `rowc report` prints.
public struct RowHostLayout: Hashable, Sendable {
    /// The row laid out: frames, height and each label's lines.
    public let layout: RowTextLayout
    /// Each part shown, in drawing order (the tile under the icon), with its frame.
    public let placements: [RowPlacement]
    /// The text of each line of the title and of the subtitle shown; the last line holds the rest
    /// of a text cut short, which the line's view ends with an ellipsis.
    public let titleLines: [String]
    public let subtitleLines: [String]

    /// `row` in a cell `width` points wide with layout margin `margin`, at text size `size`.
    public init(row: RowModel, width: Double, margin: Double, size: RowContentSize) {
        let layout = RowLayout.layout(for: row, width: width, margin: margin, size: size)
        self.layout = layout
        let frames = layout.frames
        let engine = RowLayout(theme: row.theme, size: size), metrics = row.theme.measuringMetrics
        // As the layout measured them: a row without a title shows an empty one (`RowStyle.showing`).
        let titleLines = frames.title.map {
            layout.title.texts(row.title ?? "", fontSize: engine.titleFontSize, width: $0.width, metrics: metrics)
        } ?? []
        let subtitleLines = frames.subtitle.map {
            layout.subtitle.texts(row.subtitle ?? "", fontSize: engine.subtitleFontSize, width: $0.width, metrics: metrics)
        } ?? []
        (self.titleLines, self.subtitleLines) = (titleLines, subtitleLines)
        var placements: [RowPlacement] = []
        if let icon = frames.image ?? frames.symbol {
            // On a tile, the glyph is drawn smaller, centred on it.
            if row.theme.symbolBackground != nil {
                placements += [RowPlacement(.tile, icon), RowPlacement(.icon, RowIconTile.glyph(in: icon))]
            } else {
                placements.append(RowPlacement(.icon, icon))
            }
        }
        if let title = frames.title {
            placements += titleLines.indices.map { RowPlacement(.title(line: $0), layout.title.frame(ofLine: $0, in: title)) }
        }
        if let subtitle = frames.subtitle {
            placements += subtitleLines.indices.map {
                RowPlacement(.subtitle(line: $0), layout.subtitle.frame(ofLine: $0, in: subtitle))
            }
        }
        if let accessory = frames.all.first(where: { $0.0.isAccessory }) {
            placements.append(RowPlacement(.accessory, accessory.1))
        }
        self.placements = placements
    }

    /// The frame of `part`, or nil when the row does not show it.
    public func frame(of part: RowPart) -> RowRect? {
        placements.first { $0.part == part }?.frame
    }
}

/// A part of a row and the frame it is drawn at.
public struct RowPlacement: Hashable, Sendable {
    public var part: RowPart
    public var frame: RowRect

    public init(_ part: RowPart, _ frame: RowRect) {
        (self.part, self.frame) = (part, frame)
    }
}
