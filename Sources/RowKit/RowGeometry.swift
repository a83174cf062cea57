// RowGeometry.swift defines rectangles, the elements of a row, and their frames.

/// A rectangle in points, origin at the top-left of the row's content view.
public struct RowRect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    /// The rectangle at the origin with no size: an absent element's in `RowFrames`.
    @inlinable
    static var zero: RowRect { RowRect(x: 0, y: 0, width: 0, height: 0) }

    /// This rectangle where `mask` is all ones, `.zero` where it is 0, by bit operations: see
    /// `RowLayout.select`.
    @inlinable
    func masked(_ mask: UInt64) -> RowRect {
        func and(_ value: Double) -> Double { Double(bitPattern: value.bitPattern & mask) }
        return RowRect(x: and(x), y: and(y), width: and(width), height: and(height))
    }
}

/// The things a row can show, in leading-to-trailing order: an image or an SF Symbol, the
/// labels, and an arrow, a switch or a checkmark.
public enum RowElement: String, CaseIterable, Hashable, Sendable {
    case image, symbol, title, subtitle, arrow, `switch`, check
}

/// Which way a row reads. Right-to-left mirrors every frame, as UIKit does for
/// right-to-left languages with semantic content attributes.
public enum RowLayoutDirection: String, CaseIterable, Hashable, Sendable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}

/// The frame of each element a row shows; nil for the elements it does not.
///
/// Stored as a rectangle for every element, zero for an absent one, and a mask of those
/// present, not as optionals: the layout computes every rectangle and zeroes the absent ones
/// with masks looked up by the row's parts, so it need not branch on which are present (an
/// optional is a choice per coordinate). `frameOrZero` reads a frame the same way.
public struct RowFrames: Hashable, Sendable {
    @usableFromInline var imageRect, symbolRect, titleRect, subtitleRect, arrowRect, switchRect, checkRect: RowRect
    /// `bit(element)` set for each element present.
    @usableFromInline var present: UInt8

    /// What the layout builds: every element's rectangle, zero where `present` has no bit.
    @inlinable
    init(image: RowRect, symbol: RowRect, title: RowRect, subtitle: RowRect, arrow: RowRect, switch: RowRect,
         check: RowRect, present: UInt8) {
        (imageRect, symbolRect, titleRect, subtitleRect) = (image, symbol, title, subtitle)
        (arrowRect, switchRect, checkRect) = (arrow, `switch`, check)
        self.present = present
    }

    public init(image: RowRect? = nil, symbol: RowRect? = nil, title: RowRect? = nil, subtitle: RowRect? = nil, arrow: RowRect? = nil,
                switch: RowRect? = nil, check: RowRect? = nil) {
        let zero = RowRect.zero
        self.init(image: zero, symbol: zero, title: zero, subtitle: zero, arrow: zero, switch: zero, check: zero, present: 0)
        self.image = image
        self.symbol = symbol
        self.title = title
        self.subtitle = subtitle
        self.arrow = arrow
        self.switch = `switch`
        self.check = check
    }

    /// The mask bit of `element` in `present`.
    @inlinable
    static func bit(_ element: RowElement) -> UInt8 {
        switch element {
        case .image: 1 << 0
        case .symbol: 1 << 1
        case .title: 1 << 2
        case .subtitle: 1 << 3
        case .arrow: 1 << 4
        case .switch: 1 << 5
        case .check: 1 << 6
        }
    }

    @inlinable public var image: RowRect? {
        get { self[.image] }
        set { self[.image] = newValue }
    }

    @inlinable public var symbol: RowRect? {
        get { self[.symbol] }
        set { self[.symbol] = newValue }
    }

    @inlinable public var title: RowRect? {
        get { self[.title] }
        set { self[.title] = newValue }
    }

    @inlinable public var subtitle: RowRect? {
        get { self[.subtitle] }
        set { self[.subtitle] = newValue }
    }

    @inlinable public var arrow: RowRect? {
        get { self[.arrow] }
        set { self[.arrow] = newValue }
    }

    @inlinable public var `switch`: RowRect? {
        get { self[.switch] }
        set { self[.switch] = newValue }
    }

    @inlinable public var check: RowRect? {
        get { self[.check] }
        set { self[.check] = newValue }
    }

    /// The frame of `element`, or nil when the row does not show it.
    @inlinable
    public subscript(element: RowElement) -> RowRect? {
        get { present & Self.bit(element) != 0 ? frameOrZero(element) : nil }
        set {
            self[rectOf: element] = newValue ?? .zero
            present = newValue == nil ? present & ~Self.bit(element) : present | Self.bit(element)
        }
    }

    /// The frame of `element`, or a zero rectangle when the row does not show it. It asks
    /// nothing of `present`, so a caller that reads every frame (a checksum; a view that draws
    /// nothing at zero size) need not branch on which elements a row shows.
    @inlinable
    public func frameOrZero(_ element: RowElement) -> RowRect { self[rectOf: element] }

    /// The stored rectangle of `element`.
    @inlinable
    subscript(rectOf element: RowElement) -> RowRect {
        get {
            switch element {
            case .image: imageRect
            case .symbol: symbolRect
            case .title: titleRect
            case .subtitle: subtitleRect
            case .arrow: arrowRect
            case .switch: switchRect
            case .check: checkRect
            }
        }
        set {
            switch element {
            case .image: imageRect = newValue
            case .symbol: symbolRect = newValue
            case .title: titleRect = newValue
            case .subtitle: subtitleRect = newValue
            case .arrow: arrowRect = newValue
            case .switch: switchRect = newValue
            case .check: checkRect = newValue
            }
        }
    }

    /// The frames present, in element order.
    public var all: [(RowElement, RowRect)] {
        RowElement.allCases.compactMap { e in self[e].map { (e, $0) } }
    }
}

extension RowFrames {
    /// Every frame reflected about the vertical centre line of a row `width` points wide: the
    /// frames of a right-to-left row from a left-to-right one, and back.
    @inlinable
    public func mirrored(width: Double) -> RowFrames { RowLayout.mirrored(self, width: width) }
}
