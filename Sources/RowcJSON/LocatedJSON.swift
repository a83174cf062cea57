// LocatedJSON.swift pairs a parsed JSON value with the byte range of each of its values, for diagnostics at a line and column.

/// A JSON value with where it lies in its file, and its members and items likewise.
public struct LocatedJSON: Sendable {
    public let value: JSON
    public let range: Range<Int>
    public private(set) var members: [(key: String, value: LocatedJSON)] = []
    public private(set) var items: [LocatedJSON] = []

    /// Pairs `value` with `ranges`, which `JSON.parse(_:ranges:)` gave in the order values start.
    public init(_ value: JSON, ranges: [Range<Int>]) {
        var next = 0
        self.init(value, ranges: ranges, next: &next)
    }

    private init(_ value: JSON, ranges: [Range<Int>], next: inout Int) {
        self.value = value
        range = next < ranges.count ? ranges[next] : 0..<0
        next += 1
        switch value {
        case .object(let pairs): members = pairs.map { ($0.0, LocatedJSON($0.1, ranges: ranges, next: &next)) }
        case .array(let values): items = values.map { LocatedJSON($0, ranges: ranges, next: &next) }
        default: break
        }
    }

    /// The member `key` of an object (the first, should it be given twice, as the parser keeps both).
    public subscript(key: String) -> LocatedJSON? { members.first { $0.key == key }?.value }

    public var isObject: Bool { if case .object = value { true } else { false } }

    /// Where a diagnostic about the value points: the whole of a number, string, literal or empty
    /// array, the first character of an object or of an array with items (which may run over many lines).
    public var pointRange: Range<Int> {
        members.isEmpty && items.isEmpty && !isObject ? range : range.lowerBound..<min(range.lowerBound + 1, range.upperBound)
    }

    /// What the value is, in a message's words.
    public var kind: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .int, .double: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
