// TrackingTable.swift reads 'trak' (Apple's tracking table): the spacing its normal track adds at each point size.

/// TrackingTable is the horizontal normal track (track value 0) of a 'trak' table: for each
/// point size the table lists, the font units added to every glyph's advance.
public struct TrackingTable: Sendable {
    public let points: [(size: Double, value: Int)]

    public init(_ trak: FontBytes) throws(FontError) {
        guard try trak.u32(0) == 0x0001_0000 else { throw trak.error("version \(try trak.u32(0)) is not 1.0", at: 0) }
        let horizontal = Int(try trak.u16(6))
        guard horizontal != 0 else {
            points = []
            return
        }
        let tracks = Int(try trak.u16(horizontal)), sizes = Int(try trak.u16(horizontal + 2))
        let sizeTable = Int(try trak.u32(horizontal + 4))
        try trak.require(at: horizontal + 8, count: tracks, stride: 8)
        try trak.require(at: sizeTable, count: sizes, stride: 4)
        var points: [(size: Double, value: Int)] = []
        for track in 0..<tracks {
            let entry = horizontal + 8 + track * 8
            guard try trak.fixed(entry) == 0 else { continue }
            let values = Int(try trak.u16(entry + 6))
            try trak.require(at: values, count: sizes, stride: 2)
            for index in 0..<sizes {
                let size = try trak.fixed(sizeTable + index * 4)
                guard size > (points.last?.size ?? 0) else {
                    throw trak.error("point sizes must be positive and ascend; \(size) follows \(points.last?.size ?? 0)", at: sizeTable + index * 4)
                }
                points.append((size, Int(try trak.i16(values + index * 2))))
            }
            break
        }
        self.points = points
    }
}
