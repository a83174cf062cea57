// AdvanceVariations.swift reads 'HVAR': how much each glyph's advance changes at an instance of a variable font.

/// AdvanceVariations gives each glyph's advance delta at one instance.
struct AdvanceVariations: Sendable {
    let store: VariationStore
    let map: DeltaSetIndexMap?

    init(_ hvar: FontBytes, coordinates: [Int]) throws(FontError) {
        store = try VariationStore(try hvar.window(at: Int(try hvar.u32(4))), coordinates: coordinates)
        let mapOffset = Int(try hvar.u32(8))
        map = mapOffset == 0 ? nil : try DeltaSetIndexMap(try hvar.window(at: mapOffset))
    }

    /// delta(of:) is glyph `glyph`'s advance delta in font units; without a map, a glyph's
    /// index is its item in the store's first subtable.
    func delta(of glyph: Int) throws(FontError) -> Double {
        let (outer, inner) = try map?.index(of: glyph) ?? (0, glyph)
        return try store.delta(outer: outer, inner: inner)
    }
}
