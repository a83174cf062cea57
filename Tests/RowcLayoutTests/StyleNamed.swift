// StyleNamed.swift lets the layout tests name a style as reports print it: `.named("imageTitleArrow")`.

import RowKit

extension RowStyle {
    /// The style named `name`. RowKit keeps no member per style, a style being its parts; the
    /// tests name the ones they lay out.
    static func named(_ name: String) -> RowStyle {
        guard let style = RowStyle(name: name) else { preconditionFailure("no style is named \(name)") }
        return style
    }
}
