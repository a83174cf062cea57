// LayoutDiagnostics.swift is the catalogue of the layout phase's diagnostics (W301, W302).

import RowcDiagnostics

extension DiagnosticCode {
    public static let truncatedText = DiagnosticCode(
        "W301", .warning,
        "a title or subtitle is wider than its label at a width, or needs more lines than its `title.lines` or `subtitle.lines` lets it show, and is cut short with an ellipsis",
        help: "Shorten the text, or check that the truncated text still reads well; the message gives the width from which a one-line label shows in full, or the lines a wrapping one needs and shows.")
    public static let layoutConflict = DiagnosticCode(
        "W302", .warning, "a row's horizontal constraints cannot all hold at a width",
        help: "The row needs the width the message gives; below it, the subtitle and then the title shrink under their minimum. Use a shorter theme (insets, gaps, `label.minWidth`) or a simpler style.")
    /// Every layout code, in code order.
    public static let layoutCatalogue: [DiagnosticCode] = [
        .truncatedText, .layoutConflict,
    ]
}
