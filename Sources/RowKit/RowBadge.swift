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

    /// `leftToRight`, a row laid out left to right in a cell `width` points wide, with its
    /// subtitle's frame the badge's capsule: its natural `badgeWidth`, or the room's if less, at
    /// the end a subtitle's text reads from, the trailing end beside the title and the leading end
    /// when stacked under it; then mirrored for `direction`, as the engine mirrors every frame, so
    /// that a right-to-left row is exactly the left-to-right one reflected.
    public func badgeLayout(_ leftToRight: RowTextLayout, badgeWidth: Double, width: Double,
                            direction: RowLayoutDirection) -> RowTextLayout {
        var laidOut = leftToRight
        if let room = laidOut.frames.subtitle {
            let shown = min(badgeWidth, room.width)
            laidOut.frames[.subtitle] = RowRect(x: laidOut.stacksLabels ? room.x : room.x + room.width - shown, y: room.y,
                                                width: shown, height: subtitleHeight)
        }
        if direction == .rightToLeft { laidOut.frames = Self.mirrored(laidOut.frames, width: width) }
        return laidOut
    }
}
