// HorizontalMetrics.swift reads 'head', 'maxp', 'hhea' and 'hmtx': the em square, the glyph count and each glyph's advance.

/// HorizontalMetrics gives every glyph's advance width in font units, at the default instance.
public struct HorizontalMetrics: Sendable {
    /// unitsPerEm is the em square the advances are measured in ('head').
    public let unitsPerEm: Int
    /// glyphCount is the number of glyphs ('maxp').
    public let glyphCount: Int
    // The advances 'hmtx' lists; glyphs after the last repeat it.
    let advances: [UInt16]

    public init(_ font: TableDirectory) throws(FontError) {
        let head = try font.required("head", for: "the units per em")
        let unitsPerEm = Int(try head.u16(18))
        // The OpenType 'head' table allows 16 to 16384; older Apple fonts go lower, never to 0.
        guard unitsPerEm >= 1 else { throw head.error("unitsPerEm is 0", at: 18) }
        self.unitsPerEm = unitsPerEm
        glyphCount = Int(try font.required("maxp", for: "the number of glyphs").u16(4))
        let hhea = try font.required("hhea", for: "the number of advance widths")
        let metricCount = Int(try hhea.u16(34))
        guard metricCount >= 1 else { throw hhea.error("numberOfHMetrics is 0; every font lists at least one advance", at: 34) }
        let hmtx = try font.required("hmtx", for: "the advance widths")
        try hmtx.require(at: 0, count: metricCount, stride: 4)
        var advances: [UInt16] = []
        advances.reserveCapacity(min(metricCount, glyphCount))
        for glyph in 0..<min(metricCount, max(glyphCount, 1)) {
            advances.append(try hmtx.u16(glyph * 4))
        }
        self.advances = advances
    }

    /// advance(of:) is glyph `glyph`'s advance width in font units.
    public func advance(of glyph: Int) -> Int {
        Int(glyph < advances.count ? advances[glyph] : advances[advances.count - 1])
    }
}
