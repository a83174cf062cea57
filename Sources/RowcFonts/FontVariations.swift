// FontVariations.swift reads 'fvar' and 'avar': a variable font's axes and named instances, and an instance's normalised coordinates.

/// FontVariations lists a variable font's axes and named instances, and turns a choice of
/// instance into the normalised coordinates variation stores are evaluated at.
public struct FontVariations: Sendable {
    public struct Axis: Sendable, Hashable {
        public let tag: String
        public let minimum: Double, defaultValue: Double, maximum: Double
    }

    public struct NamedInstance: Sendable {
        public let name: String
        public let coordinates: [Double]
    }

    public let axes: [Axis]
    public let instances: [NamedInstance]
    // avar's segment maps per axis, as (from, to) pairs in 2.14 units; empty when absent.
    let segmentMaps: [[(from: Int, to: Int)]]

    public init(_ font: TableDirectory, names: NameTable) throws(FontError) {
        let fvar = try font.required("fvar", for: "a variable font's axes")
        let axesOffset = Int(try fvar.u16(4)), axisCount = Int(try fvar.u16(8)), axisSize = Int(try fvar.u16(10))
        let instanceCount = Int(try fvar.u16(12)), instanceSize = Int(try fvar.u16(14))
        guard axisSize >= 20 else { throw fvar.error("axisSize \(axisSize) is under the 20 bytes of an axis record", at: 10) }
        guard instanceSize >= 4 + axisCount * 4 else {
            throw fvar.error("instanceSize \(instanceSize) cannot hold \(axisCount) coordinates", at: 14)
        }
        try fvar.require(at: axesOffset, count: axisCount, stride: axisSize)
        var axes: [Axis] = []
        for index in 0..<axisCount {
            let record = axesOffset + index * axisSize
            let axis = Axis(tag: try fvar.tag(record), minimum: try fvar.fixed(record + 4),
                            defaultValue: try fvar.fixed(record + 8), maximum: try fvar.fixed(record + 12))
            guard axis.minimum <= axis.defaultValue, axis.defaultValue <= axis.maximum else {
                throw fvar.error("axis '\(axis.tag)' has its default outside its range", at: record)
            }
            axes.append(axis)
        }
        let instancesOffset = axesOffset + axisCount * axisSize
        try fvar.require(at: instancesOffset, count: instanceCount, stride: instanceSize)
        var instances: [NamedInstance] = []
        for index in 0..<instanceCount {
            let record = instancesOffset + index * instanceSize
            let nameID = Int(try fvar.u16(record))
            var coordinates: [Double] = []
            for axis in 0..<axisCount { coordinates.append(try fvar.fixed(record + 4 + axis * 4)) }
            instances.append(NamedInstance(name: names.name(nameID) ?? "instance \(index)", coordinates: coordinates))
        }
        self.axes = axes
        self.instances = instances
        segmentMaps = try font.table("avar").map { avar throws(FontError) in try Self.segmentMaps(avar, axisCount: axisCount) } ?? []
    }

    private static func segmentMaps(_ avar: FontBytes, axisCount: Int) throws(FontError) -> [[(from: Int, to: Int)]] {
        guard Int(try avar.u16(6)) == axisCount else {
            throw avar.error("lists \(try avar.u16(6)) axes, fvar \(axisCount)", at: 6)
        }
        var maps: [[(from: Int, to: Int)]] = []
        var at = 8
        for _ in 0..<axisCount {
            let count = Int(try avar.u16(at))
            try avar.require(at: at + 2, count: count, stride: 4)
            var map: [(from: Int, to: Int)] = []
            for pair in 0..<count {
                map.append((try avar.f2dot14(at + 2 + pair * 4), try avar.f2dot14(at + 4 + pair * 4)))
            }
            maps.append(map)
            at += 2 + count * 4
        }
        return maps
    }

    /// normalized(_:) turns user coordinates, one per axis, into 2.14 normalised coordinates:
    /// -1 at the minimum, 0 at the default, 1 at the maximum, then through avar's maps.
    public func normalized(_ user: [Double]) -> [Int] {
        axes.indices.map { index in
            let axis = axes[index]
            let value = min(max(user[index], axis.minimum), axis.maximum)
            var normal = 0.0
            if value < axis.defaultValue { normal = (value - axis.defaultValue) / (axis.defaultValue - axis.minimum) }
            if value > axis.defaultValue { normal = (value - axis.defaultValue) / (axis.maximum - axis.defaultValue) }
            var coordinate = Int((normal * 16384).rounded())
            if index < segmentMaps.count { coordinate = Self.map(coordinate, through: segmentMaps[index]) }
            return coordinate
        }
    }

    // avar's piecewise-linear map; a map that is not a valid one leaves the value alone.
    static func map(_ value: Int, through map: [(from: Int, to: Int)]) -> Int {
        guard map.count >= 2 else { return value }
        for index in map.indices.dropFirst() where value <= map[index].from {
            let low = map[index - 1], high = map[index]
            guard high.from > low.from else { return high.to }
            if value <= low.from { return low.to }
            let numerator = Double((high.to - low.to) * (value - low.from))
            return low.to + Int((numerator / Double(high.from - low.from)).rounded())
        }
        return map[map.count - 1].to + (value - map[map.count - 1].from)
    }
}
