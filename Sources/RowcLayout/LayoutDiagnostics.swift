// LayoutDiagnostics.swift is the catalogue of the layout phase's diagnostics (E301, W301–W303).

import RowcDiagnostics

extension DiagnosticCode {
    public static let elementTallerThanRow = DiagnosticCode(
        "E301", .error, "the theme makes an element taller than the row, so no width can lay it out",
        help: "Make `row.height` at least the image, arrow and label heights, or make the element smaller.")

    public static let truncatedText = DiagnosticCode(
        "W301", .warning, "a title or subtitle is wider than its label at a width and is cut short with an ellipsis",
        help: "Shorten the text, or check that the truncated text still reads well; the message gives the width from which it shows in full.")
    public static let layoutConflict = DiagnosticCode(
        "W302", .warning, "a row's horizontal constraints cannot all hold at a width",
        help: "The row needs the width the message gives; below it, the subtitle and then the title shrink under their minimum. Use a shorter theme (insets, gaps, `label.minWidth`) or a simpler style.")
    public static let textTallerThanLabel = DiagnosticCode(
        "W303", .warning, "the theme's font is taller than `label.height`, so the text is clipped at every width",
        help: "Raise `label.height` (and `row.height` with it) or lower the font size.")

    /// Every layout code, in code order.
    public static let layoutCatalogue: [DiagnosticCode] = [
        .elementTallerThanRow, .truncatedText, .layoutConflict, .textTallerThanLabel,
    ]
}
