// Vocabulary.swift is the one definition of the language's words: each keyword and attribute, where it may appear, what it takes, its documentation and its order.

/// Where a word may appear: in which declaration.
public enum Place: String, Sendable, CaseIterable {
    case row, section, model, theme, action
}

/// What an attribute takes after its colon.
public enum ValueKind: UInt8, Sendable {
    /// No colon and no value: `arrow`.
    case flag = 1
    /// A non-empty string: `title:"Wi-Fi"`.
    case string
    /// An asset name: an identifier or a non-empty string, `image:per_printer`, `image:"ic wifi"`.
    case asset
    /// A model's field: `key:$id`.
    case field
    /// A field or a constant string.
    case fieldOrString
    /// A field or a constant asset name.
    case fieldOrAsset
    /// Nothing, or `on` or `off`: `switch`, `switch:on`.
    case state
    /// A field, or nothing, or `on` or `off`: `switch:$isOn`.
    case fieldOrState
    /// A name or a non-empty string, not an asset's: `table:Settings`.
    case name
    /// One name, or several joined by commas with no space: `swipe:archive,delete`.
    case names
    /// A model's name: `rows:Person`.
    case model

    /// What the kind takes, as grammar.md's attribute table says it.
    public var summary: String {
        switch self {
        case .flag: "nothing: a flag"
        case .string: "a string"
        case .asset: "an asset name or a string"
        case .field: "a field"
        case .fieldOrString: "a field or a string"
        case .fieldOrAsset: "a field, an asset name or a string"
        case .state: "nothing, or `on` or `off`"
        case .fieldOrState: "a field, or nothing, or `on` or `off`"
        case .name: "a name or a string"
        case .names: "names joined by commas"
        case .model: "a model's name"
        }
    }
}

/// A word that starts a declaration or is reserved.
public struct KeywordDefinition: Sendable {
    public let spelling: String
    public let word: Word
    /// Whether a line starts with it (`row`, `section`, `model`, `theme`); otherwise it is a
    /// reserved attribute (`arrow`), documented with the attributes.
    public let startsDeclaration: Bool
    public let documentation: String
}

/// A clause: a word that starts the rest of a declaration, whose items are `name:value` pairs
/// the vocabulary does not define (`sample`).
public struct ClauseDefinition: Sendable {
    public let spelling: String
    public let places: [Place]
    public let documentation: String

    /// Whether the name `key` of `source` spells this clause's word.
    public func isSpelt(by key: Token, in source: UnsafeBufferPointer<UInt8>) -> Bool {
        key.kind == .identifier && spelling.utf8.elementsEqual(UnsafeBufferPointer(rebasing: source[Int(key.start)..<Int(key.end)]))
    }
}

/// An attribute: a key with a value, or a flag.
public struct AttributeDefinition: Sendable {
    /// One place the attribute may appear, with what it takes there and what it means.
    public struct Use: Sendable {
        public let place: Place
        public let value: ValueKind
        public let documentation: String
    }

    public let spelling: String
    /// The lexer's word for the spelling, or `.none` for an attribute the lexer does not classify
    /// (see `Vocabulary`, "Growth").
    public let word: Word
    /// Whether it is reserved: never a name, and a value only right after a colon.
    public let isReserved: Bool
    /// The places it may appear, each once.
    public let uses: [Use]

    public func use(in place: Place) -> Use? { uses.first { $0.place == place } }
}

/// The language's keywords and attributes. The parser, the checker, the formatter, the language
/// server, the editor grammars and grammar.md's attribute table read this table or are tested
/// against it; theme keys, whose meaning is a field of sema's `RowTheme`, are `ThemeKey.all` beside it.
///
/// **Order.** Attributes are listed in the order the formatter writes them and messages list them.
///
/// **The lexer.** It classifies a name as a `Word` by `KeywordTable`, which it builds once from
/// the words' spellings here: a new word is an entry here and a case of `Word`, nothing more. A
/// test holds `Word`'s `isReserved` and `startsDeclaration` to this table. A word's spelling is
/// at most eight bytes, so that it packs into one 64-bit word.
///
/// **Growth.** `Token` keeps a `Word` in four bits: sixteen words, of which eleven are taken. Words
/// are the declaration keywords, the reserved words and the attributes of the common row. Any
/// other attribute is an entry with `word: .none`: the checker finds it by its spelling
/// (`attributeIndex(of:)`). Adding an attribute is one entry here plus the code that gives it meaning.
public enum Vocabulary {
    /// The keywords, declarations first, in the order messages list them.
    public static let keywords: [KeywordDefinition] = [
        KeywordDefinition(spelling: "row", word: .row, startsDeclaration: true, documentation:
            "`row [NAME] attributes...` declares a static row. Its style follows from what it shows: image, title, subtitle, arrow."),
        KeywordDefinition(spelling: "section", word: .section, startsDeclaration: true, documentation:
            "`section [name] [\"Title\"]` starts a group of rows, with an optional header; a name (`section connectivity \"Connectivity\"`) gives it a case of the generated `Section`. Rows before the first section form an untitled one."),
        KeywordDefinition(spelling: "model", word: .model, startsDeclaration: true, documentation:
            "`model NAME key:$id image:... title:... subtitle:... arrow` declares a data-driven row type; `$field` binds a property, `$field?` an optional one."),
        KeywordDefinition(spelling: "theme", word: .theme, startsDeclaration: true, documentation:
            "`theme key:value...` overrides layout metrics, fonts and colours for every row of the spec."),
        KeywordDefinition(spelling: "action", word: .action, startsDeclaration: true, documentation:
            "`action NAME title:\"...\" symbol:NAME destructive` declares an action once, which rows and models offer by name as swipe actions (`swipe:`, `leadingSwipe:`) and in a context menu (`contextMenu:`)."),
    ]

    /// Every attribute, in the formatter's order.
    public static let attributes: [AttributeDefinition] = [
        AttributeDefinition(spelling: "key", word: .key, isReserved: false, uses: [
            .init(place: .model, value: .field, documentation:
                "The field that identifies each value (`key:$id`), for `Identifiable`; must not be optional."),
        ]),
        AttributeDefinition(spelling: "image", word: .image, isReserved: false, uses: [
            .init(place: .row, value: .fieldOrAsset, documentation:
                "The image at the leading edge: an asset name (`image:ic_wifi`), a string (`image:\"ic wifi\"`), or a name the app supplies (`image:$avatarURL`), which `RowCell.imageProvider` loads when the bundle has no such image."),
            .init(place: .model, value: .fieldOrAsset, documentation:
                "The image: a field (`image:$avatar?`) or a constant asset name. An optional field leaves the image out when it is nil."),
        ]),
        AttributeDefinition(spelling: "symbol", word: .none, isReserved: false, uses: [
            .init(place: .row, value: .fieldOrAsset, documentation:
                "An SF Symbol at the leading edge instead of an image: `symbol:wifi`, `symbol:\"person.crop.circle\"`, or a name the app supplies (`symbol:$syncSymbol`). Tinted with `symbol.color`; grows with the title's text size."),
            .init(place: .model, value: .fieldOrAsset, documentation:
                "The SF Symbol: a field (`symbol:$icon?`) or a constant name. An optional field leaves it out when it is nil."),
            .init(place: .action, value: .asset, documentation:
                "The SF Symbol the action shows beside its title, in a swipe action and a menu: `symbol:trash`."),
        ]),
        AttributeDefinition(spelling: "title", word: .title, isReserved: false, uses: [
            .init(place: .row, value: .fieldOrString, documentation:
                "The main text, a string: `title:\"Wi-Fi\"`, or a text the app supplies (`title:$accountName`, see [Texts from the app](#texts-from-the-app)). A row without an image needs a title."),
            .init(place: .model, value: .fieldOrString, documentation:
                "The title: a field (`title:$name`) or a constant string."),
            .init(place: .action, value: .string, documentation:
                "The action's title, a string, localized as a row's: what the swipe action and the menu show and VoiceOver reads. Every action has one."),
        ]),
        AttributeDefinition(spelling: "subtitle", word: .subtitle, isReserved: false, uses: [
            .init(place: .row, value: .fieldOrString, documentation:
                "Secondary text after the title, a string: `subtitle:\"On\"`, or a text the app supplies (`subtitle:$network`). Needs a title."),
            .init(place: .model, value: .fieldOrString, documentation:
                "The subtitle: a field (`subtitle:$role?`) or a constant string. Needs a title."),
        ]),
        AttributeDefinition(spelling: "label", word: .none, isReserved: false, uses: [
            .init(place: .row, value: .fieldOrString, documentation:
                "What VoiceOver reads for the row instead of its title, a string: `label:\"Printer\"`, or a text the app supplies. An image-only row needs one (W006)."),
            .init(place: .model, value: .fieldOrString, documentation:
                "The spoken label: a field (`label:$spoken?`) or a constant string. A nil label reads the title."),
        ]),
        AttributeDefinition(spelling: "badge", word: .none, isReserved: false, uses: [
            .init(place: .row, value: .fieldOrString, documentation:
                "A badge beside the title, in the subtitle's place: a count or a short word on a red capsule, as the Settings app marks an update, `badge:\"3\"`, or one the app supplies (`badge:$unread`), which shows none when empty. Digits are shown as written in every language."),
            .init(place: .model, value: .fieldOrString, documentation:
                "The badge: a field (`badge:$unread?`) or a constant string. An optional field leaves it out when it is nil."),
        ]),
        AttributeDefinition(spelling: "arrow", word: .arrow, isReserved: true, uses: [
            .init(place: .row, value: .flag, documentation:
                "A flag: shows a disclosure arrow at the trailing edge. Takes no value."),
            .init(place: .model, value: .flag, documentation:
                "A flag: every row of this model shows a disclosure arrow."),
        ]),
        AttributeDefinition(spelling: "switch", word: .none, isReserved: false, uses: [
            .init(place: .row, value: .state, documentation:
                "A switch at the trailing edge (a UISwitch, 51 x 31), off unless written `switch:on`. The app owns its state at run time."),
            .init(place: .model, value: .fieldOrState, documentation:
                "A switch: a Bool field (`switch:$isOn`), or a constant `on` or `off`."),
        ]),
        AttributeDefinition(spelling: "check", word: .none, isReserved: false, uses: [
            .init(place: .row, value: .state, documentation:
                "A checkmark at the trailing edge, for choosing options: unchecked unless written `check:on`. The row can be tapped."),
            .init(place: .model, value: .fieldOrState, documentation:
                "A checkmark: a Bool field (`check:$isSelected`), or a constant `on` or `off`."),
        ]),
        AttributeDefinition(spelling: "info", word: .none, isReserved: false, uses: [
            .init(place: .row, value: .flag, documentation:
                "A flag: UIKit's info button (`.detailButton`, 22 x 22) at the trailing edge, whose tap the app hears apart from the row's (`onInfo`)."),
            .init(place: .model, value: .flag, documentation:
                "A flag: every row of this model shows an info button."),
        ]),
        AttributeDefinition(spelling: "accessory", word: .none, isReserved: false, uses: [
            .init(place: .row, value: .asset, documentation:
                "An SF Symbol at the trailing edge, in the accessory's place: `accessory:\"arrow.up.right.square\"` for a link out. It grows with the title's text; the row can be tapped."),
            .init(place: .model, value: .fieldOrAsset, documentation:
                "The trailing SF Symbol: a field (`accessory:$badgeIcon?`) or a constant name. An optional field leaves it out when it is nil."),
        ]),
        AttributeDefinition(spelling: "menu", word: .none, isReserved: false, uses: [
            .init(place: .row, value: .names, documentation:
                "A menu that picks one of the options it names, the spec's `action`s, in order: `menu:inApp,safari`. The row shows the chosen option, which the app supplies (`Values`' property named for the row), and the system's up-and-down chevrons; a tap opens a `UIMenu` of the options, and the choice reaches `onChoose` as a case of the row's own enum."),
        ]),
        AttributeDefinition(spelling: "button", word: .none, isReserved: false, uses: [
            .init(place: .row, value: .flag, documentation:
                "A flag: the row is an action drawn as a button, its title alone, centred, in `button.color` (with `destructive`, in `destructive.color`). It shows no image, subtitle or accessory and can be tapped."),
            .init(place: .model, value: .flag, documentation:
                "A flag: every row of this model is a button, its title alone and centred."),
        ]),
        AttributeDefinition(spelling: "destructive", word: .none, isReserved: false, uses: [
            .init(place: .row, value: .flag, documentation:
                "A flag: the row is an action that destroys (sign out, delete). Its title is in `destructive.color`; it has no accessory and can be tapped."),
            .init(place: .model, value: .flag, documentation:
                "A flag: every row of this model is a destructive action."),
            .init(place: .action, value: .flag, documentation:
                "A flag: the action destroys (delete): a red swipe action, a red menu item (UIKit's destructive style)."),
        ]),
        AttributeDefinition(spelling: "tappable", word: .none, isReserved: false, uses: [
            .init(place: .row, value: .flag, documentation:
                "A flag: the row can be tapped though it has no arrow, checkmark or destructive flag (which make a row tappable by themselves)."),
            .init(place: .model, value: .flag, documentation:
                "A flag: every row of this model can be tapped."),
        ]),
        AttributeDefinition(spelling: "footer", word: .none, isReserved: false, uses: [
            .init(place: .section, value: .string, documentation:
                "Explanatory text under the section's rows, a string: `section \"Wi-Fi\" footer:\"Shown to nearby devices.\"`."),
        ]),
        AttributeDefinition(spelling: "rows", word: .none, isReserved: false, uses: [
            .init(place: .section, value: .model, documentation:
                "The section also shows a row per value of a model, after its fixed rows: `section people \"People\" rows:Person`. The app supplies the values, `[Person]`, as the `Values` property named after the section."),
        ]),
        AttributeDefinition(spelling: "table", word: .none, isReserved: false, uses: [
            .init(place: .row, value: .name, documentation:
                "The String Catalog the row's text is looked up in, by table name (`table:Common` reads `Common.xcstrings`), instead of the spec's own or `Localizable`."),
            .init(place: .section, value: .name, documentation:
                "The String Catalog the section's header and footer are looked up in, by table name, instead of the spec's own or `Localizable`."),
            .init(place: .model, value: .name, documentation:
                "The String Catalog the model's constant text is looked up in, by table name, instead of the spec's own or `Localizable`."),
            .init(place: .action, value: .name, documentation:
                "The String Catalog the action's title is looked up in, by table name, instead of the spec's own or `Localizable`."),
        ]),
        AttributeDefinition(spelling: "swipe", word: .none, isReserved: false, uses: [
            .init(place: .row, value: .names, documentation:
                "The actions a swipe from the trailing edge reveals, by the names of the spec's `action`s, first outermost: `swipe:delete,archive`. A full swipe performs the first."),
            .init(place: .model, value: .names, documentation:
                "The actions a swipe from the trailing edge reveals on every row of this model: `swipe:delete,archive`."),
        ]),
        AttributeDefinition(spelling: "leadingSwipe", word: .none, isReserved: false, uses: [
            .init(place: .row, value: .names, documentation:
                "The actions a swipe from the leading edge reveals, by name, first outermost: `leadingSwipe:pin`."),
            .init(place: .model, value: .names, documentation:
                "The actions a swipe from the leading edge reveals on every row of this model: `leadingSwipe:markRead`."),
        ]),
        AttributeDefinition(spelling: "contextMenu", word: .none, isReserved: false, uses: [
            .init(place: .row, value: .names, documentation:
                "The actions of the menu a touch and hold shows, by name, in order: `contextMenu:rename,share,delete`."),
            .init(place: .model, value: .names, documentation:
                "The actions of the menu a touch and hold shows on every row of this model: `contextMenu:rename,share`."),
        ]),
    ]

    /// The clause that ends a model, or a row that binds fields, with example values for its
    /// fields, `sample name:"Kim Ji-woo" isOn:on`: not an attribute, as what follows it are field
    /// names, not keys of the vocabulary. Found by its spelling, as an attribute with no lexer word
    /// is; a row or a field may still be named `sample`.
    public static let sample = ClauseDefinition(spelling: "sample", places: [.model, .row], documentation:
        "`sample field:value...` ends a model, or a row that binds fields, with example values for its fields, which `rowc report` and hover lay out: a string for a text field, `on` or `off` for a Bool one.")

    /// The indices in `attributes` of the attributes with no lexer word (see "Growth"), by which
    /// the checker, the language server and the rest name them rather than by spelling them.
    public static let labelIndex = index(of: "label")
    public static let badgeIndex = index(of: "badge")
    public static let symbolIndex = index(of: "symbol")
    public static let switchIndex = index(of: "switch")
    public static let checkIndex = index(of: "check")
    public static let infoIndex = index(of: "info")
    public static let accessoryIndex = index(of: "accessory")
    public static let menuIndex = index(of: "menu")
    public static let buttonIndex = index(of: "button")
    public static let destructiveIndex = index(of: "destructive")
    public static let tappableIndex = index(of: "tappable")
    public static let footerIndex = index(of: "footer")
    public static let rowsIndex = index(of: "rows")
    public static let tableIndex = index(of: "table")
    public static let swipeIndex = index(of: "swipe")
    public static let leadingSwipeIndex = index(of: "leadingSwipe")
    public static let contextMenuIndex = index(of: "contextMenu")

    private static func index(of spelling: String) -> Int { attributes.firstIndex { $0.spelling == spelling }! }

    /// The attributes `place` takes, in order, each with its use there.
    public static func attributes(in place: Place) -> [(attribute: AttributeDefinition, use: AttributeDefinition.Use)] {
        attributes.compactMap { attribute in attribute.use(in: place).map { (attribute, $0) } }
    }

    /// The attribute spelt `spelling`.
    public static func attribute(_ spelling: String) -> AttributeDefinition? {
        attributes.first { $0.spelling == spelling }
    }

    /// The index in `attributes` of the attribute spelt as the name `key` of `source`, if any: by
    /// its word when the lexer gave it one, else by its bytes.
    public static func attributeIndex(of key: Token, in source: UnsafeBufferPointer<UInt8>) -> Int? {
        if key.word != .none { return attributeIndexByWord[Int(key.word.rawValue)] }
        let spelling = UnsafeBufferPointer(rebasing: source[Int(key.start)..<Int(key.end)])
        return unclassifiedAttributes.first { attributes[$0].spelling.utf8.elementsEqual(spelling) }
    }

    /// The index in `attributes` of the attribute with lexer word `word`.
    public static func attributeIndex(of word: Word) -> Int? { attributeIndexByWord[Int(word.rawValue)] }

    /// By a word's raw value.
    static let attributeIndexByWord: [Int?] = Word.allCases.map { word in
        word == .none ? nil : attributes.firstIndex { $0.word == word }
    }

    /// The attributes the lexer has no word for.
    static let unclassifiedAttributes: [Int] = attributes.indices.filter { attributes[$0].word == .none }

    /// Each word's spelling, by its raw value: the words of the keywords and attributes above,
    /// and `none`.
    static let spellings: [String] = Word.allCases.map { word in
        word == .none ? "none" : keywords.first { $0.word == word }?.spelling ?? attributes.first { $0.word == word }!.spelling
    }
}
