// RowIconTile.swift holds the rounded square a row's symbol or image sits on, as the Settings app draws its icons.

/// The coloured rounded square under a row's symbol or image when the theme gives it a colour
/// (`symbol.background`), the look of the Settings app's icons: the tile takes the leading
/// element's frame, and the glyph is drawn smaller, centred on it. grammar.md ("Icon tiles")
/// gives the sources.
public enum RowIconTile {
    /// The corner radius as a share of the tile's side: an app icon's, whose mask rounds about
    /// 22.5% of its side (Human Interface Guidelines, App icons: the system applies the mask;
    /// Apple publishes the shape, not the radius, so the share is measured from it).
    public static let cornerRatio = 0.225

    /// The glyph's side as a share of the tile's: a symbol in a 29-point Settings icon is about
    /// 18 points, so it keeps a margin of about a fifth of the tile on each side.
    public static let glyphRatio = 0.62

    /// The corner radius of a tile `tile` is drawn in.
    public static func cornerRadius(of tile: RowRect) -> Double { min(tile.width, tile.height) * cornerRatio }

    /// Where the glyph is drawn on `tile`: a square `glyphRatio` of its side, centred.
    public static func glyph(in tile: RowRect) -> RowRect {
        let side = min(tile.width, tile.height) * glyphRatio
        return RowRect(x: tile.x + (tile.width - side) / 2, y: tile.y + (tile.height - side) / 2, width: side, height: side)
    }
}
