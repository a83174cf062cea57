// ListStyle.swift names the table styles the screen report draws a spec in, and the colours each shows around the rows.

import RowKit
import RowcSema

/// The `UITableView.Style` a spec's rows are shown in. The spec does not say (the app creates
/// the table), so the report infers it from the rows' background, `background.color`: rows on
/// `secondarySystemGroupedBackground` or `tertiarySystemGroupedBackground` belong to a grouped
/// table, whose background is `systemGroupedBackground`; any other row background, the default
/// `systemBackground` among them, to a plain table, which is `systemBackground` itself (the
/// default of `UITableViewController`). `rowc report --list` overrides the inference.
public enum ListStyle: String, CaseIterable, Sendable {
    case plain, grouped

    /// The style rows with `theme`'s background belong to.
    public static func implied(by theme: RowTheme) -> ListStyle {
        switch theme.backgroundColor {
        case .system(.secondarySystemGroupedBackground), .system(.tertiarySystemGroupedBackground): .grouped
        default: .plain
        }
    }

    /// The table's own background, behind and between the sections.
    public var background: RowColor.System {
        self == .grouped ? .systemGroupedBackground : .systemBackground
    }

    /// Whether headers are shown in capitals, as grouped tables show them.
    public var capitalizesHeaders: Bool { self == .grouped }
}
