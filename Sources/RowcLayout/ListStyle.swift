// ListStyle.swift holds what the screen report draws around the rows of each list style: the table's background and its headers.

import RowKit

extension RowListStyle {
    /// Whether sections are set apart on the grouped background, with a gap between them.
    var isGrouped: Bool { self != .plain }

    /// The table's own background, behind and between the sections.
    var background: RowColor.System {
        isGrouped ? .systemGroupedBackground : .systemBackground
    }

    /// Whether headers are shown in capitals, as grouped tables show them.
    var capitalizesHeaders: Bool { isGrouped }
}
