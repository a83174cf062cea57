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

/// The four things a row can show, in leading-to-trailing order.
public enum Element: String, CaseIterable, Hashable, Sendable {
    case image, title, subtitle, arrow
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
    public var title: Rect?
    public var subtitle: Rect?
    public var arrow: Rect?

    public init(image: Rect? = nil, title: Rect? = nil, subtitle: Rect? = nil, arrow: Rect? = nil) {
        self.image = image
        self.title = title
        self.subtitle = subtitle
        self.arrow = arrow
    }

    public subscript(element: Element) -> Rect? {
        switch element {
        case .image: image
        case .title: title
        case .subtitle: subtitle
        case .arrow: arrow
        }
    }

    /// The frames present, in element order.
    public var all: [(Element, Rect)] {
        Element.allCases.compactMap { e in self[e].map { (e, $0) } }
    }
}
