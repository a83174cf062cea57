// RowFramesLayout.swift is the SwiftUI Layout that places a row's parts at RowKit's frames, so the row shows what `rowc report` prints.

#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS) && !os(tvOS)
public import SwiftUI

/// Places each part of a row, a subview tagged with its `RowPart` (`RowPartKey`), at the frame
/// `RowHostLayout` gives it: `RowLayout`'s frames, at the width SwiftUI proposes. It lays
/// out left to right; SwiftUI mirrors the positions for a right-to-left language, which gives
/// `RowLayout`'s right-to-left frames (`LayoutSubviews.layoutDirection`).
@available(iOS 16.0, *)
public struct RowFramesLayout: Layout {
    public var row: RowModel
    /// The cell's width where SwiftUI proposes none, and its layout margin.
    public var cell: RowCellGeometry
    public var size: RowContentSize

    public init(row: RowModel, cell: RowCellGeometry, size: RowContentSize) {
        (self.row, self.cell, self.size) = (row, cell, size)
    }

    /// The row laid out at the width proposed, or the cell's: what both of `Layout`'s methods
    /// read, and what a test holds to `RowLayout.frames(for:...)`.
    public func layout(width: CGFloat?) -> RowHostLayout {
        RowHostLayout(row: row, width: width.map(Double.init) ?? cell.width, margin: cell.margin, size: size)
    }

    /// The width proposed, and the row's height there, as a self-sizing cell asks `RowLayout`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let layout = layout(width: proposal.width)
        return CGSize(width: proposal.width ?? CGFloat(cell.width), height: CGFloat(layout.layout.height))
    }

    /// Each part at its frame; in a row taller or shorter than RowKit's height, the frames are
    /// centred, as `RowCell` centres them. A part the row does not show is given no room.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let layout = layout(width: bounds.width)
        let dy = (Double(bounds.height) - layout.layout.height) / 2
        for subview in subviews {
            let frame = subview[RowPartKey.self].flatMap(layout.frame(of:)) ?? RowRect(x: 0, y: 0, width: 0, height: 0)
            subview.place(at: CGPoint(x: Double(bounds.minX) + frame.x, y: Double(bounds.minY) + frame.y + dy), anchor: .topLeading,
                          proposal: ProposedViewSize(width: CGFloat(frame.width), height: CGFloat(frame.height)))
        }
    }
}

/// The part of a row a subview of `RowFramesLayout` draws: `.layoutValue(key: RowPartKey.self, value: part)`.
@available(iOS 16.0, *)
public struct RowPartKey: LayoutValueKey {
    /// A subview not tagged with a part is given no room.
    public static let defaultValue: RowPart? = nil
}
#endif
