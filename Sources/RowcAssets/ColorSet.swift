// ColorSet.swift holds a colour set's colours in light and dark appearance, converted to sRGB.

/// A named colour of a catalog (`NAME.colorset`), as `UIColor(named:in:compatibleWith:)` gives it.
public struct ColorSet: Hashable, Sendable {
    /// A colour as a set gives it for one appearance.
    public enum Value: Hashable, Sendable {
        /// Components, converted to sRGB from the set's colour space.
        case srgb(UnitColor)
        /// A UIKit colour by the name a set refers to it with (`systemBlueColor`).
        case system(String)
        /// No colour of the set's own: an entry without `color`, as Xcode's app template leaves
        /// `AccentColor` until someone picks one, so the system's default stands.
        case systemDefault
    }

    public let name: String
    /// The colour in light appearance (the set's "Any" colour, or its "Light" one); nil when the
    /// set gives none rowc can read.
    public var light: Value?
    /// The colour in dark appearance: its "Dark" colour, or else the light one.
    public var dark: Value?

    public init(name: String, light: Value?, dark: Value?) {
        self.name = name
        self.light = light
        self.dark = dark
    }
}

/// An sRGB colour with channels from 0 to 1 (alpha too), unrounded.
public struct UnitColor: Hashable, Sendable {
    public var red: Double, green: Double, blue: Double, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }
}
