// ConstraintChain.swift spells out a style's horizontal constraints, leading to trailing, in words.

import RowKit
import RowcSema

/// One link of the horizontal chain: a fixed length, or a label's least width.
public struct ChainLink: Hashable, Sendable, CustomStringConvertible {
    /// `leading inset`, `image width`, `gap`, `title width`...
    public var name: String
    public var points: Double
    /// True for a label's `>=` minimum; false for a length that always holds exactly.
    public var isMinimum: Bool
    /// The theme key the number comes from, or nil for the title's implicit minimum of 0.
    public var themeKey: String?

    /// `leading inset 10`, `title width >= 80`.
    public var description: String {
        name + (isMinimum ? " >= " : " ") + PointFormat.string(points)
    }
}

extension RowLayout {
    /// The horizontal chain of `style`, leading to trailing. Its links add up to
    /// `minimumWidth(style:)`: they are the constraints that conflict below that width.
    public func constraintChain(style: RowStyle, icon: RowIcon = .image) -> [ChainLink] {
        let t = theme
        var links = [ChainLink(name: "leading inset", points: t.leadingInset, isMinimum: false, themeKey: "inset.leading")]
        if style.hasImage {
            let name = icon == .symbol ? "symbol width" : "image width"
            links.append(ChainLink(name: name, points: iconSize(icon).width, isMinimum: false, themeKey: "image.width"))
        }
        if style.hasImage && style.hasTitle {
            links.append(ChainLink(name: "gap", points: t.imageGap, isMinimum: false, themeKey: "image.gap"))
        }
        if sharesLine(style), let reserve = t.labelMinWidth {
            links += [
                ChainLink(name: "title width", points: reserve, isMinimum: true, themeKey: "label.minWidth"),
                ChainLink(name: "gap", points: t.labelGap, isMinimum: false, themeKey: "label.gap"),
                ChainLink(name: "subtitle width", points: reserve, isMinimum: true, themeKey: "label.minWidth"),
            ]
        } else if style.hasSubtitle {
            links.append(ChainLink(name: "title and subtitle width", points: 0, isMinimum: true, themeKey: nil))
        } else if style.hasTitle {
            links.append(ChainLink(name: "title width", points: 0, isMinimum: true, themeKey: nil))
        }
        if let accessory = style.accessory {
            let (name, key): (String, String?) = switch accessory {
            case .arrow: ("arrow", "arrow.width")
            case .switch: ("switch", nil)
            case .check: ("check", "check.width")
            case .info: ("info button", nil)
            case .trailingSymbol: ("trailing symbol", nil)
            }
            links += [
                ChainLink(name: "gap", points: t.arrowGap, isMinimum: false, themeKey: "arrow.gap"),
                ChainLink(name: "\(name) width", points: accessorySize(accessory).width, isMinimum: false, themeKey: key),
            ]
        }
        links.append(ChainLink(name: "trailing inset", points: t.trailingInset, isMinimum: false, themeKey: "inset.trailing"))
        return links
    }
}
