// RowBadge.swift lays out a badge: a count or short word on a capsule in the subtitle's place.

/// A badge (`badge:`): the subtitle's place holds a capsule with the text on it, white on red, as
/// the Settings app marks a row with an update. RowKit's own geometry, as UIKit's lists have no
/// badge: the capsule is as tall as the subtitle's label at the text size, its text inset by
/// `padding` of that height on each side, and never narrower than tall, so one digit sits on a circle.
public enum RowBadge {
    /// The text's inset from either end, as a share of the capsule's height.
    public static let padding = 0.25
    /// UIKit's `systemRed` under white text (`RowColor`), the colours of an update's badge.
    public static let color = RowColor.system(.systemRed)
    public static let textColor = RowColor.fixed(RowColor.RGBA(red: 255, green: 255, blue: 255))
}

extension RowLayout {
    /// The capsule's natural width for `text`, measured with `metrics` at the subtitle's size:
    /// what a badge asks of the line, as a subtitle asks its text's width.
    public func badgeWidth(_ text: String, metrics: RowTextMetrics) -> Double {
        max(subtitleHeight, metrics.width(of: text, fontSize: subtitleFontSize) + 2 * RowBadge.padding * subtitleHeight)
    }

    /// The capsule's frame in `room`, the subtitle's frame: its natural `width` or the room's if
    /// less, at the end a subtitle's text reads from, the trailing end beside the title and the
    /// leading end when `stacked` under it, mirrored right to left.
    public func badgeFrame(in room: RowRect, width: Double, stacked: Bool, direction: RowLayoutDirection) -> RowRect {
        let shown = min(width, room.width)
        let atRight = stacked == (direction == .rightToLeft)
        return RowRect(x: atRight ? room.x + room.width - shown : room.x, y: room.y, width: shown, height: subtitleHeight)
    }
}
