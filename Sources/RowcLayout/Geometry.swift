// Geometry.swift defines rectangles, the elements of a row, and their frames.

/// A rectangle in points, origin at the top-left of the row's content view.
public struct Rect: Hashable, Sendable {
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
public enum Element: String, CaseIterable, Hashable, Sendable {
    case image, symbol, title, subtitle, arrow, `switch`, check
}

/// Which way a row reads. Right-to-left mirrors every frame, as UIKit does for
/// right-to-left languages with semantic content attributes.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}

/// The frame of each element a row shows; nil for the elements it does not.
public struct Frames: Hashable, Sendable {
    public var image: Rect?
    public var symbol: Rect?
    public var title: Rect?
    public var subtitle: Rect?
    public var arrow: Rect?
    public var `switch`: Rect?
    public var check: Rect?

    public init(image: Rect? = nil, symbol: Rect? = nil, title: Rect? = nil, subtitle: Rect? = nil, arrow: Rect? = nil,
                switch: Rect? = nil, check: Rect? = nil) {
        self.image = image
        self.symbol = symbol
        self.title = title
        self.subtitle = subtitle
        self.arrow = arrow
        self.switch = `switch`
        self.check = check
    }

    public subscript(element: Element) -> Rect? {
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
    public var all: [(Element, Rect)] {
        Element.allCases.compactMap { e in self[e].map { (e, $0) } }
    }
}

/// What UIKit fixes and a theme cannot change: a UISwitch's intrinsic size (UIKit,
/// `UISwitch`: "the size components of this rectangle are ignored", 51 x 31 points).
public enum UIKitSizes {
    public static let switchWidth = 51.0
    public static let switchHeight = 31.0
}
