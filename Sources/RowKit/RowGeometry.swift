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
public struct RowFrames: Hashable, Sendable {
    public var image: RowRect?
    public var symbol: RowRect?
    public var title: RowRect?
    public var subtitle: RowRect?
    public var arrow: RowRect?
    public var `switch`: RowRect?
    public var check: RowRect?

    public init(image: RowRect? = nil, symbol: RowRect? = nil, title: RowRect? = nil, subtitle: RowRect? = nil, arrow: RowRect? = nil,
                switch: RowRect? = nil, check: RowRect? = nil) {
        self.image = image
        self.symbol = symbol
        self.title = title
        self.subtitle = subtitle
        self.arrow = arrow
        self.switch = `switch`
        self.check = check
    }

    public subscript(element: RowElement) -> RowRect? {
        get {
            switch element {
            case .image: image
            case .symbol: symbol
            case .title: title
            case .subtitle: subtitle
            case .arrow: arrow
            case .switch: self.switch
            case .check: check
            }
        }
        set {
            switch element {
            case .image: image = newValue
            case .symbol: symbol = newValue
            case .title: title = newValue
            case .subtitle: subtitle = newValue
            case .arrow: arrow = newValue
            case .switch: self.switch = newValue
            case .check: check = newValue
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
