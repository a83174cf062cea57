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
/// labels, and one accessory: an arrow, a switch, a checkmark, an info button or an SF Symbol.
public enum RowElement: String, CaseIterable, Hashable, Sendable {
    case image, symbol, title, subtitle, arrow, `switch`, check, info, trailingSymbol

    /// Whether the element sits at the leading edge, where a row shows at most one.
    @inlinable var isLeading: Bool { self == .image || self == .symbol }

    /// Whether the element is the row's accessory, of which it shows at most one.
    @inlinable var isAccessory: Bool { RowFrames.bit(self) & RowFrames.accessoryBits != 0 }
}

/// Which way a row reads. Right-to-left mirrors every frame, as UIKit does for
/// right-to-left languages with semantic content attributes.
public enum RowLayoutDirection: String, CaseIterable, Hashable, Sendable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}

/// The frame of each element a row shows; nil for the elements it does not.
///
/// Stored as four rectangles, zero for an absent element, and a mask of the elements present,
/// not as optionals: the layout computes every rectangle and zeroes the absent ones with masks
/// looked up by the row's parts, so it need not branch on which are present (an optional is a
/// choice per coordinate). A row shows at most one leading element and one accessory, so the
/// image and the symbol share a rectangle, and so do the accessories; `present` says which.
public struct RowFrames: Hashable, Sendable {
    @usableFromInline var leadingRect, titleRect, subtitleRect, accessoryRect: RowRect
    /// `bit(element)` set for each element present.
    @usableFromInline var present: UInt16

    /// What the layout builds: each rectangle, zero where `present` has no bit for it.
    @inlinable
    init(leading: RowRect, title: RowRect, subtitle: RowRect, accessory: RowRect, present: UInt16) {
        (leadingRect, titleRect, subtitleRect, accessoryRect) = (leading, title, subtitle, accessory)
        self.present = present
    }

    /// Frames of the elements given. A row shows one leading element and one accessory: given
    /// two, the later in `RowElement`'s order is kept.
    public init(image: RowRect? = nil, symbol: RowRect? = nil, title: RowRect? = nil, subtitle: RowRect? = nil,
                arrow: RowRect? = nil, switch: RowRect? = nil, check: RowRect? = nil, info: RowRect? = nil,
                trailingSymbol: RowRect? = nil) {
        self.init(leading: .zero, title: .zero, subtitle: .zero, accessory: .zero, present: 0)
        let given: [(RowElement, RowRect?)] = [(.image, image), (.symbol, symbol), (.title, title), (.subtitle, subtitle),
                                               (.arrow, arrow), (.switch, `switch`), (.check, check), (.info, info),
                                               (.trailingSymbol, trailingSymbol)]
        for case let (element, rect?) in given { self[element] = rect }
    }

    /// The mask bit of `element` in `present`.
    @inlinable
    static func bit(_ element: RowElement) -> UInt16 {
        switch element {
        case .image: 1 << 0
        case .symbol: 1 << 1
        case .title: 1 << 2
        case .subtitle: 1 << 3
        case .arrow: 1 << 4
        case .switch: 1 << 5
        case .check: 1 << 6
        case .info: 1 << 7
        case .trailingSymbol: 1 << 8
        }
    }

    /// The bits of the elements that share the leading rectangle, and of those that share the accessory's.
    @usableFromInline static let leadingBits: UInt16 = 0b11
    @usableFromInline static let accessoryBits: UInt16 = 0b1_1111_0000

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

    /// UIKit's info (detail) button.
    @inlinable public var info: RowRect? {
        get { self[.info] }
        set { self[.info] = newValue }
    }

    /// An SF Symbol at the trailing edge, in the accessory's place (`accessory:`).
    @inlinable public var trailingSymbol: RowRect? {
        get { self[.trailingSymbol] }
        set { self[.trailingSymbol] = newValue }
    }

    /// The frame of `element`, or nil when the row does not show it. Setting a leading element
    /// or an accessory replaces the one the row showed; setting nil removes only `element`.
    @inlinable
    public subscript(element: RowElement) -> RowRect? {
        get { present & Self.bit(element) != 0 ? self[rectOf: element] : nil }
        set {
            let bit = Self.bit(element)
            if let newValue {
                let shared = element.isLeading ? Self.leadingBits : element.isAccessory ? Self.accessoryBits : bit
                self[rectOf: element] = newValue
                present = present & ~shared | bit
            } else if present & bit != 0 {
                self[rectOf: element] = .zero
                present &= ~bit
            }
        }
    }

    /// The frame of `element`, or a zero rectangle when the row does not show it: for a caller
    /// that reads every frame (a checksum; a view that draws nothing at zero size). A mask, not
    /// a branch, says which element a shared rectangle belongs to.
    @inlinable
    public func frameOrZero(_ element: RowElement) -> RowRect {
        self[rectOf: element].masked(present & Self.bit(element) != 0 ? ~0 : 0)
    }

    /// The leading element's frame, the image's or the symbol's, and the accessory's, whichever
    /// the row shows, or a zero rectangle: a load each, for a caller that reads every frame.
    @inlinable public var leadingOrZero: RowRect { leadingRect }
    @inlinable public var accessoryOrZero: RowRect { accessoryRect }

    /// The stored rectangle of `element`, which it shares with the other leading elements or accessories.
    @inlinable
    subscript(rectOf element: RowElement) -> RowRect {
        get {
            switch element {
            case .image, .symbol: leadingRect
            case .title: titleRect
            case .subtitle: subtitleRect
            case .arrow, .switch, .check, .info, .trailingSymbol: accessoryRect
            }
        }
        set {
            switch element {
            case .image, .symbol: leadingRect = newValue
            case .title: titleRect = newValue
            case .subtitle: subtitleRect = newValue
            case .arrow, .switch, .check, .info, .trailingSymbol: accessoryRect = newValue
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
