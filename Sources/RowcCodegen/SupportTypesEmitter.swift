// SupportTypesEmitter.swift writes the value types of RowSupport.swift: styles, rows, sections, themes, rectangles.

import RowKit
import RowcNames
import RowcSema

extension SupportEmitter {
    /// `RowAccessory` and `RowStyle`, with a case per style of rowc's `RowStyle` and its reuse identifiers.
    static func writeStyle(_ w: inout SwiftWriter) {
        w.doc(["What a row shows at its trailing edge: a disclosure arrow, a switch or a checkmark."])
        w.block(w.pub + "enum RowAccessory: Hashable, Sendable") { w in
            w.line("case " + RowAccessory.allCases.map { SwiftLiteral.identifier($0.rawValue) }.joined(separator: ", "))
        }
        w.line()
        w.doc(["The elements a row shows. Each style has its own cell reuse identifier, so a reused",
               "cell always shows the same kinds of element. An SF Symbol shows in the image's place."])
        w.block(w.pub + "enum RowStyle: String, CaseIterable, Hashable, Sendable") { w in
            for style in RowStyle.allCases {
                w.line("case \(style.name)")
            }
            w.line()
            w.doc(["The style that shows these elements. A subtitle shows only beside a title, and a row",
                   "with neither an image nor a title shows an empty title."])
            w.block(w.pub + "init(image: Bool, title: Bool, subtitle: Bool, accessory: RowAccessory?)") { w in
                w.switchBlock("(image, title, subtitle && title, accessory)") { w in
                    for style in RowStyle.allCases {
                        let accessory = style.accessory.map { "." + $0.rawValue + "?" } ?? "nil"
                        let pattern = style.hasImage
                            ? "(true, \(style.hasTitle), \(style.hasTitle ? String(style.hasSubtitle) : "_"), \(accessory))"
                            : "(false, _, \(style.hasSubtitle), \(accessory))"
                        w.line("case \(pattern): self = .\(style.name)")
                    }
                }
            }
            w.line()
            w.doc(["The identifier of this style's cell reuse pool, as `registerRowCells()` registers it."])
            w.block(w.pub + "var reuseIdentifier: String") { w in
                w.switchBlock("self") { w in
                    for style in RowStyle.allCases {
                        w.line("case .\(style.name): \(SwiftLiteral.string(style.reuseIdentifier))")
                    }
                }
            }
            writeShows("image", \.hasImage, &w)
            writeShows("title", \.hasTitle, &w)
            writeShows("subtitle", \.hasSubtitle, &w)
            writeShows("arrow", \.hasArrow, &w)
            w.line()
            w.line("/// The accessory rows of this style show at their trailing edge.")
            w.block(w.pub + "var accessory: RowAccessory?") { w in
                w.switchBlock("self") { w in
                    for accessory in [RowAccessory?.none] + RowAccessory.allCases.map(Optional.some) {
                        let styles = RowStyle.allCases.filter { $0.accessory == accessory }.map { "." + $0.name }
                        w.caseLine(styles, accessory.map { "." + $0.rawValue } ?? "nil")
                    }
                }
            }
        }
    }

    private static func writeShows(_ element: String, _ shows: (RowStyle) -> Bool, _ w: inout SwiftWriter) {
        let yes = RowStyle.allCases.filter(shows).map { "." + $0.name }
        let no = RowStyle.allCases.filter { !shows($0) }.map { "." + $0.name }
        let article = element.hasPrefix("a") || element.hasPrefix("i") ? "an" : "a"
        w.line()
        w.line("/// Whether rows of this style show \(article) \(element).")
        w.block(w.pub + "var shows\(SwiftNames.upperCamelCase(element)!): Bool") { w in
            w.switchBlock("self") { w in
                w.caseLine(yes, "true")
                w.caseLine(no, "false")
            }
        }
    }

    /// A property of a type whose values live in a shared box: its name, its type and its documentation.
    typealias BoxedProperty = (name: String, type: String, doc: [String])

    /// The stored values of the generated `RowModel`, in the order of its initialiser.
    private static let rowModelFields: [BoxedProperty] = [
        ("id", "String", ["Stable across launches and unique in a table: `Spec.row` for a spec's rows,",
                          "`Model.key` for a model's values, `Model.` and the fields for a model without a key."]),
        ("image", "String?", ["The name of an image asset, which `RowCell` loads from `RowCell.imageBundle`."]),
        ("symbol", "String?", ["The name of an SF Symbol, shown in the image's place and tinted with the theme's `symbolColor`."]),
        ("title", "String?", []),
        ("subtitle", "String?", ["Shown only with a title."]),
        ("accessibilityLabel", "String?", ["What VoiceOver reads for the row instead of its title (the spec's `label:`): the one",
                                           "thing it has to read for a row that shows only an image."]),
        ("accessory", "RowAccessory?", ["What the row shows at its trailing edge."]),
        ("isOn", "Bool", ["Whether the switch is on or the checkmark shown; the app owns it and applies rows",
                          "again when it changes."]),
        ("isDestructive", "Bool", ["An action that destroys (sign out, delete): its title is in the theme's `destructiveColor`."]),
        ("isTappable", "Bool", ["Whether a tap selects the row. A plain row of information and a switch row do not."]),
        ("value", "RowValue?", ["The model value the row shows, for a model's rows; nil for a spec's rows."]),
        ("theme", "RowTheme", ["The metrics, fonts and colours of the spec the row comes from."]),
    ]

    /// `RowModel`, whose values live in a shared box as a theme's do.
    static func writeRowModel(_ w: inout SwiftWriter) {
        let access = w.access
        w.doc(["One row of a table: the text and image it shows, its identity and its theme.",
               "",
               "A row is a value, but its values live in one shared, unchanging box, so that handing a",
               "row to the layout, a cell or a snapshot retains one reference rather than each of its",
               "texts. Setting a property gives this row a box of its own."])
        w.block(w.pub + "struct RowModel: Hashable, Identifiable, Sendable") { w in
            writeBoxedProperties(rowModelFields, &w)
            w.line()
            w.lines(#"""
            /// A row. `isTappable` defaults to the spec's rule: a row with an arrow or a checkmark,
            /// or a destructive one, can be tapped.
            \#(access.pub)init(id: String, image: String? = nil, symbol: String? = nil, title: String? = nil,
                        subtitle: String? = nil, accessibilityLabel: String? = nil, accessory: RowAccessory? = nil,
                        isOn: Bool = false, isDestructive: Bool = false, isTappable: Bool? = nil, value: RowValue? = nil,
                        theme: RowTheme = .default) {
                storage = Storage(Values(
                    id: id, image: image, symbol: symbol, title: title, subtitle: subtitle,
                    accessibilityLabel: accessibilityLabel, accessory: accessory, isOn: isOn, isDestructive: isDestructive,
                    isTappable: isTappable ?? Self.isTappable(accessory: accessory, isDestructive: isDestructive),
                    value: value, theme: theme))
            }

            /// The spec's rule for which rows a tap selects.
            \#(access.pub)static func isTappable(accessory: RowAccessory?, isDestructive: Bool) -> Bool {
                switch accessory {
                case .arrow?, .check?: true
                case .switch?, nil: isDestructive
                }
            }

            /// Whether the row shows a disclosure arrow.
            \#(access.pub)var hasArrow: Bool {
                if case .arrow? = accessory { true } else { false }
            }

            /// The elements the row shows, from the values present.
            \#(access.pub)var style: RowStyle {
                RowStyle(image: image != nil || symbol != nil, title: title != nil, subtitle: subtitle != nil, accessory: accessory)
            }

            /// The reuse identifier of the cell that shows this row.
            \#(access.pub)var reuseIdentifier: String { style.reuseIdentifier }

            /// The id of a value of a model without a key: the model's name, a dot and the value's
            /// fields separated by `/`. A field's `\` and `/` are escaped with a backslash, a missing
            /// field is `nil` and a field holding "nil" is `\nil`, so different values never share an id.
            static func id(model: String, fields: [String?]) -> String {
                var id = model + "."
                for (index, field) in fields.enumerated() {
                    if index > 0 { id += "/" }
                    guard let field else {
                        id += "nil"
                        continue
                    }
                    if field == "nil" { id += "\\" }
                    for scalar in field.unicodeScalars {
                        if scalar == "\\" || scalar == "/" { id.unicodeScalars.append("\\") }
                        id.unicodeScalars.append(scalar)
                    }
                }
                return id
            }

            """#)
            writeBox("RowModel", rowModelFields, &w)
        }
    }

    /// Properties that read `storage.values` and give a changed value a box of its own.
    static func writeBoxedProperties(_ properties: [BoxedProperty], _ w: inout SwiftWriter) {
        for (i, property) in properties.enumerated() {
            if i > 0 { w.line() }
            w.doc(property.doc)
            w.block(w.pub + "var \(property.name): \(property.type)") { w in
                w.line("get { storage.values.\(property.name) }")
                w.line("set { update { $0.\(property.name) = newValue } }")
            }
        }
    }

    /// The box a value type's stored values share, compared and hashed by what it holds: the
    /// storage of `RowTheme` and `RowModel`.
    static func writeBox(_ type: String, _ properties: [BoxedProperty], _ w: inout SwiftWriter) {
        let access = w.access
        w.lines(#"""
        \#(access.pub)static func == (lhs: \#(type), rhs: \#(type)) -> Bool {
            lhs.storage === rhs.storage || lhs.storage.values == rhs.storage.values
        }

        \#(access.pub)func hash(into hasher: inout Hasher) {
            hasher.combine(storage.values)
        }

        private var storage: Storage

        private mutating func update(_ change: (inout Values) -> Void) {
            var values = storage.values
            change(&values)
            storage = Storage(values)
        }

        private final class Storage: Sendable {
            let values: Values

            init(_ values: Values) {
                self.values = values
            }
        }

        """#)
        w.block("private struct Values: Hashable, Sendable") { w in
            for property in properties { w.line("var \(property.name): \(property.type)") }
        }
    }

    static func rowSection(_ access: AccessLevel) -> String { #"""
    /// Rows under an optional header, with optional explanatory text under them.
    \#(access.pub)struct RowSection: Hashable, Identifiable, Sendable {
        /// Unique in a table: `Spec.sections[i]` for a spec's sections.
        \#(access.pub)var id: String
        \#(access.pub)var title: String?
        \#(access.pub)var footer: String?
        \#(access.pub)var rows: [RowModel]

        \#(access.pub)init(id: String, title: String? = nil, footer: String? = nil, rows: [RowModel]) {
            self.id = id
            self.title = title
            self.footer = footer
            self.rows = rows
        }
    }

    /// The model value a row shows, compared and hashed as the value itself.
    \#(access.pub)struct RowValue: Hashable, Sendable {
        \#(access.pub)let base: any Hashable & Sendable

        \#(access.pub)init(_ base: any Hashable & Sendable) {
            self.base = base
        }

        \#(access.pub)static func == (lhs: RowValue, rhs: RowValue) -> Bool {
            AnyHashable(lhs.base) == AnyHashable(rhs.base)
        }

        \#(access.pub)func hash(into hasher: inout Hasher) {
            hasher.combine(AnyHashable(base))
        }
    }

    /// What a tap or a toggle is reported as: a spec's `Row` case, or a model's value. Each
    /// spec's `Row` enum and each model struct conforms, so a handler switches over exactly the
    /// rows a spec declares, and the build breaks when one is added or removed.
    \#(access.pub)protocol RowCase {
        /// The case of `row`, or nil for a row of another spec or model.
        init?(_ row: RowModel)
    }
    """# }

    static func geometry(_ access: AccessLevel) -> String { #"""
    /// A rectangle in points, its origin at the top-left corner of the cell's content view.
    \#(access.pub)struct RowRect: Hashable, Sendable {
        \#(access.pub)var x: Double
        \#(access.pub)var y: Double
        \#(access.pub)var width: Double
        \#(access.pub)var height: Double

        \#(access.pub)init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// Where each element of a row goes; nil for the elements the row does not show.
    \#(access.pub)struct RowFrames: Hashable, Sendable {
        \#(access.pub)var image: RowRect?
        \#(access.pub)var symbol: RowRect?
        \#(access.pub)var title: RowRect?
        \#(access.pub)var subtitle: RowRect?
        \#(access.pub)var arrow: RowRect?
        \#(access.pub)var `switch`: RowRect?
        \#(access.pub)var check: RowRect?

        \#(access.pub)init(image: RowRect? = nil, symbol: RowRect? = nil, title: RowRect? = nil, subtitle: RowRect? = nil,
                    arrow: RowRect? = nil, switch: RowRect? = nil, check: RowRect? = nil) {
            self.image = image
            self.symbol = symbol
            self.title = title
            self.subtitle = subtitle
            self.arrow = arrow
            self.switch = `switch`
            self.check = check
        }

        /// Every frame reflected about the vertical centre line of a row `width` points wide,
        /// as right-to-left languages show a row.
        \#(access.pub)func mirrored(width: Double) -> RowFrames {
            func flip(_ rect: RowRect?) -> RowRect? {
                rect.map { RowRect(x: width - $0.x - $0.width, y: $0.y, width: $0.width, height: $0.height) }
            }
            return RowFrames(image: flip(image), symbol: flip(symbol), title: flip(title), subtitle: flip(subtitle),
                             arrow: flip(arrow), switch: flip(self.switch), check: flip(check))
        }
    }

    /// What a row shows at its leading edge: an image, fixed in size, or an SF Symbol, which
    /// grows with the title's text size.
    \#(access.pub)enum RowIcon: Hashable, Sendable {
        case image, symbol
    }

    /// Which way a row reads.
    \#(access.pub)enum RowLayoutDirection: Hashable, Sendable {
        case leftToRight
        /// The row mirrored: image at the right, arrow at the left pointing left.
        case rightToLeft
    }
    """# }

    /// `RowContentSize` and `RowTextStyle`: Dynamic Type's sizes and the table of the text
    /// styles' point sizes, written from rowc's own so the cell scales as the report does.
    static func writeTypeScale(_ w: inout SwiftWriter) {
        w.doc(["The user's preferred text size, named as SwiftUI's `DynamicTypeSize` names it. The last",
               "five are the larger accessibility sizes, at which a title and a subtitle stack."])
        w.block(w.pub + "enum RowContentSize: String, CaseIterable, Hashable, Sendable") { w in
            w.line("case " + RowContentSize.allCases.filter { !$0.isAccessibilitySize }.map(\.rawValue).joined(separator: ", "))
            w.line("case " + RowContentSize.allCases.filter(\.isAccessibilitySize).map(\.rawValue).joined(separator: ", "))
            w.line()
            w.line("/// Whether this is one of the accessibility sizes.")
            w.block(w.pub + "var isAccessibilitySize: Bool") { w in
                w.switchBlock("self") { w in
                    w.caseLine(RowContentSize.allCases.filter(\.isAccessibilitySize).map { "." + $0.rawValue }, "true")
                    w.caseLine(RowContentSize.allCases.filter { !$0.isAccessibilitySize }.map { "." + $0.rawValue }, "false")
                }
            }
        }
        w.line()
        w.doc(["A text style a label's font scales with, as `UIFont.TextStyle` names it."])
        w.block(w.pub + "enum RowTextStyle: String, CaseIterable, Hashable, Sendable") { w in
            w.line("case " + RowTextStyle.allCases.map(\.rawValue).joined(separator: ", "))
            w.line()
            w.doc(["The style's point size at `size`: Apple's Human Interface Guidelines, Typography,",
                   "Specifications (iOS). Headline is body's sizes in semibold."])
            w.block(w.pub + "func pointSize(at size: RowContentSize) -> Double") { w in
                // A switch of literals rather than a static table: reading a global would make
                // every caller keep its row alive across the global's initialisation check.
                let names = RowTextStyle.columns.map { $0.map(\.rawValue).joined(separator: " and ") }
                w.line("// One size's row of the table: " + names.joined(separator: ", ") + ".")
                w.line("let row: (Double, Double, Double, Double, Double, Double)")
                w.switchBlock("size") { w in
                    for size in RowContentSize.allCases {
                        let row = RowTextStyle.columns.map { SwiftLiteral.number($0[0].pointSize(at: size)) }
                        w.line("case .\(size.rawValue): row = (" + row.joined(separator: ", ") + ")")
                    }
                }
                w.switchBlock("self") { w in
                    for (i, styles) in RowTextStyle.columns.enumerated() {
                        w.caseLine(styles.map { "." + $0.rawValue }, "return row.\(i)")
                    }
                }
            }
            w.line()
            w.doc(["How much a label of `style` grows at `size`: its point size there over its size at",
                   "`large`, exactly 1 at `large`; 1 at every size for a fixed size (nil)."])
            w.block(w.pub + "static func scale(of style: RowTextStyle?, at size: RowContentSize) -> Double") { w in
                w.line("guard let style else { return 1 }")
                // `case`, not `==`: for an enum with raw values `==` may compare the raw strings.
                w.line("// At large the quotient is exactly 1: skipping it gives the same double.")
                w.line("if case .large = size { return 1 }")
                w.line("return style.pointSize(at: size) / style.pointSize(at: .large)")
            }
        }
        w.line()
        w.block("extension RowTheme") { w in
            w.line("/// The title's font size at `size`.")
            w.block(w.pub + "func titleFontSize(at size: RowContentSize) -> Double") { w in
                w.line("titleFontSize * RowTextStyle.scale(of: titleStyle, at: size)")
            }
            w.line()
            w.line("/// The subtitle's font size at `size`.")
            w.block(w.pub + "func subtitleFontSize(at size: RowContentSize) -> Double") { w in
                w.line("subtitleFontSize * RowTextStyle.scale(of: subtitleStyle, at: size)")
            }
        }
    }

    /// `RowColor` and `RowTheme`, whose defaults are rowc's default theme.
    static func writeTheme(_ w: inout SwiftWriter) {
        writeColor(&w)
        w.line()
        w.doc(["The numbers, fonts and colours rows are laid out and drawn with. The defaults are the",
               "seed cell's; a spec's `theme` declaration changes some of them (see each spec's `theme`).",
               "",
               "A theme is a value, but its values live in one shared, unchanging box: every row carries",
               "its spec's theme, and a table's rows then share one theme rather than each holding a",
               "copy. Setting a property gives this theme a box of its own."])
        let properties: [BoxedProperty] = ThemeMember.all.map { member in
            (member.property, member.type,
             member.key.map { [$0.summary.prefix(1).uppercased() + $0.summary.dropFirst() + "."] } ?? [])
        }
        w.block(w.pub + "struct RowTheme: Hashable, Sendable") { w in
            writeBoxedProperties(properties, &w)
            w.line()
            w.doc(["A theme with the given values and the defaults for the rest."])
            let parameters = ThemeMember.all.map { "\($0.property): \($0.type) = \($0.literal(in: .default))" }
            w.line(w.pub + "init(")
            for (i, parameter) in parameters.enumerated() {
                w.line("    " + parameter + (i == parameters.count - 1 ? "" : ","))
            }
            w.block(")") { w in
                let arguments = ThemeMember.all.map { "\($0.property): \($0.property)" }
                w.line("storage = Storage(Values(")
                for (i, argument) in arguments.enumerated() {
                    w.line("    " + argument + (i == arguments.count - 1 ? "))" : ","))
                }
            }
            w.line()
            w.doc(["The default theme: the seed cell's metrics, fonts and colours."])
            w.line(w.pub + "static let `default` = RowTheme()")
            w.line()
            writeBox("RowTheme", properties, &w)
        }
    }
}

/// One property of the generated `RowTheme`: its name, the spec key that sets it, and where
/// rowc's `RowTheme` keeps its value.
struct ThemeMember: Sendable {
    let property: String
    let keyName: String
    nonisolated(unsafe) let number: KeyPath<RowTheme, Double>?
    nonisolated(unsafe) let color: KeyPath<RowTheme, RowColor>?
    nonisolated(unsafe) let textStyle: KeyPath<RowTheme, RowTextStyle?>?

    init(_ property: String, _ keyName: String, _ number: KeyPath<RowTheme, Double>) {
        (self.property, self.keyName) = (property, keyName)
        (self.number, self.color, self.textStyle) = (number, nil, nil)
    }

    init(_ property: String, _ keyName: String, color: KeyPath<RowTheme, RowColor>) {
        (self.property, self.keyName) = (property, keyName)
        (self.number, self.color, self.textStyle) = (nil, color, nil)
    }

    init(_ property: String, _ keyName: String, textStyle: KeyPath<RowTheme, RowTextStyle?>) {
        (self.property, self.keyName) = (property, keyName)
        (self.number, self.color, self.textStyle) = (nil, nil, textStyle)
    }

    var type: String { number != nil ? "Double" : textStyle != nil ? "RowTextStyle?" : "RowColor" }
    var key: ThemeKey? { ThemeKey.named(keyName) }

    /// The member's value in `theme` as a Swift expression.
    func literal(in theme: RowTheme) -> String {
        if let number { return SwiftLiteral.number(theme[keyPath: number]) }
        if let textStyle { return theme[keyPath: textStyle].map { "." + $0.rawValue } ?? "nil" }
        return SupportEmitter.literal(theme[keyPath: color!])
    }

    /// In the order grammar.md lists the theme keys (`ThemeKey.all`).
    static let all: [ThemeMember] = [
        ThemeMember("rowHeight", "row.height", \.rowHeight),
        ThemeMember("backgroundColor", "background.color", color: \.backgroundColor),
        ThemeMember("leadingInset", "inset.leading", \.leadingInset),
        ThemeMember("trailingInset", "inset.trailing", \.trailingInset),
        ThemeMember("imageWidth", "image.width", \.imageWidth),
        ThemeMember("imageHeight", "image.height", \.imageHeight),
        ThemeMember("imageGap", "image.gap", \.imageGap),
        ThemeMember("symbolColor", "symbol.color", color: \.symbolColor),
        ThemeMember("arrowWidth", "arrow.width", \.arrowWidth),
        ThemeMember("arrowHeight", "arrow.height", \.arrowHeight),
        ThemeMember("arrowGap", "arrow.gap", \.arrowGap),
        ThemeMember("arrowColor", "arrow.color", color: \.arrowColor),
        ThemeMember("checkWidth", "check.width", \.checkWidth),
        ThemeMember("checkHeight", "check.height", \.checkHeight),
        ThemeMember("checkColor", "check.color", color: \.checkColor),
        ThemeMember("labelHeight", "label.height", \.labelHeight),
        ThemeMember("labelGap", "label.gap", \.labelGap),
        ThemeMember("labelMinWidth", "label.minWidth", \.labelMinWidth),
        ThemeMember("titleFontSize", "title.font", \.titleFontSize),
        ThemeMember("titleStyle", "title.style", textStyle: \.titleStyle),
        ThemeMember("titleColor", "title.color", color: \.titleColor),
        ThemeMember("destructiveColor", "destructive.color", color: \.destructiveColor),
        ThemeMember("subtitleFontSize", "subtitle.font", \.subtitleFontSize),
        ThemeMember("subtitleStyle", "subtitle.style", textStyle: \.subtitleStyle),
        ThemeMember("subtitleColor", "subtitle.color", color: \.subtitleColor),
    ]
}
