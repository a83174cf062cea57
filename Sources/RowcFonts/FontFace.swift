// FontFace.swift: one face of a font file at one instance, with everything a metrics table takes from it.

/// InstanceChoice is which instance of a variable font to measure.
public enum InstanceChoice: Sendable, Hashable {
    /// The default instance: every axis at its default.
    case defaultInstance
    /// A named instance, by its subfamily name ("SemiBold").
    case named(String)
    /// Axis values by tag; axes not given keep their defaults.
    case coordinates([String: Double])
}

/// FontFace reads one face of a font file, at one instance: its name, em square, which glyph
/// draws each scalar, each glyph's advance, its tracking by point size, and its kerning.
public struct FontFace: Sendable {
    public let unitsPerEm: Int
    public let fullName: String?
    public let version: String?
    /// instance gives each axis's value, in fvar's order; empty for a font that does not vary.
    public let instance: [(tag: String, value: Double)]
    /// mappings are the scalars the font maps to glyphs, ascending.
    public let mappings: [(scalar: UInt32, glyph: Int)]
    /// tracking is the normal track of the 'trak' table, empty when there is none.
    public let tracking: [(size: Double, value: Int)]

    let metrics: HorizontalMetrics
    let advanceDeltas: AdvanceVariations?
    let gpos: GPOSPairs?
    let kern: KernTable?

    public init(bytes: [UInt8], face selector: String? = nil, instance choice: InstanceChoice = .defaultInstance) throws(FontError) {
        let face = try FontCollection(bytes: bytes).face(selector)
        let names = try NameTable(try face.required("name", for: "the font's name and version"))
        fullName = names.fullName
        version = names.version
        metrics = try HorizontalMetrics(face)
        unitsPerEm = metrics.unitsPerEm
        mappings = try CMapTable(try face.required("cmap", for: "which glyph draws each character"), glyphCount: metrics.glyphCount).mappings
        tracking = try face.table("trak").map { trak throws(FontError) in try TrackingTable(trak).points } ?? []

        var coordinates: [Int] = []
        if face.has("fvar") || choice != .defaultInstance {
            let variations = try FontVariations(face, names: names)
            let user = try Self.userCoordinates(choice, variations)
            instance = zip(variations.axes, user).map { ($0.tag, $1) }
            coordinates = variations.normalized(user)
        } else {
            instance = []
        }
        let varies = coordinates.contains { $0 != 0 }
        if varies, let hvar = face.table("HVAR") {
            advanceDeltas = try AdvanceVariations(hvar, coordinates: coordinates)
        } else if varies {
            throw FontError(table: "HVAR", "missing; rowc reads a variable font's advance widths at an instance other than the default from it")
        } else {
            advanceDeltas = nil
        }
        var deltas: VariationStore?
        if varies, let gdef = face.table("GDEF"), try gdef.u16(0) == 1, try gdef.u16(2) >= 3 {
            let store = Int(try gdef.u32(14))
            if store != 0 { deltas = try VariationStore(try gdef.window(at: store), coordinates: coordinates) }
        }
        gpos = try face.table("GPOS").map { table throws(FontError) in try GPOSPairs(table, deltas: deltas) }
        kern = try face.table("kern").map { table throws(FontError) in try KernTable(table) }
    }

    private static func userCoordinates(_ choice: InstanceChoice, _ variations: FontVariations) throws(FontError) -> [Double] {
        let axes = variations.axes
        let tags = axes.map { "'\($0.tag)'" }.joined(separator: ", ")
        switch choice {
        case .defaultInstance:
            return axes.map(\.defaultValue)
        case .named(let name):
            guard let named = variations.instances.first(where: { $0.name == name }) else {
                let known = variations.instances.map { "`\($0.name)`" }.joined(separator: ", ")
                throw FontError(table: "fvar", "no named instance `\(name)`; the font has \(known.isEmpty ? "none" : known)")
            }
            return named.coordinates
        case .coordinates(let values):
            for tag in values.keys.sorted() where !axes.contains(where: { $0.tag == tag }) {
                throw FontError(table: "fvar", "no axis '\(tag)'; the font's axes are \(tags)")
            }
            return try axes.map { axis throws(FontError) in
                guard let value = values[axis.tag] else { return axis.defaultValue }
                guard value >= axis.minimum, value <= axis.maximum else {
                    throw FontError(table: "fvar", "\(axis.tag)=\(format(value)) is outside the axis's range, \(format(axis.minimum)) to \(format(axis.maximum))")
                }
                return value
            }
        }
    }

    /// advance(of:) is glyph `glyph`'s advance at the instance, in whole font units: variation
    /// deltas are rounded to the nearest unit, as shapers round them.
    public func advance(of glyph: Int) throws(FontError) -> Int {
        let base = metrics.advance(of: glyph)
        guard let advanceDeltas else { return base }
        return max(0, base + Int(try advanceDeltas.delta(of: glyph).rounded()))
    }
}

/// format(_:) spells an axis value without a needless ".0".
public func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
