// SemaMessages.swift words the checker's messages, notes and fix-it labels: one place to read and edit them.

import RowKit
import RowcSource
import RowcSyntax

/// The text of each semantic diagnostic, named for the mistake and sorted by name; the codes
/// are in SemaDiagnostics.swift. Each is built only when a diagnostic is reported, so the
/// checker makes no String for a row that is right.
enum SemaMessage {
    // MARK: Messages

    static func attributeGivenTwice(_ key: String) -> String { "`\(key)` is given twice" }

    static func elementTallerThanRow(_ key: String, height: Double, rowHeight: Double, what: String) -> String {
        // A key that is `row.height` itself sets no element's height: the element's is UIKit's.
        let element = key == "row.height" ? "\(what), \(PointFormat.string(height)) points high in UIKit," : "`\(key)` \(PointFormat.string(height))"
        return "\(element) is more than `row.height` \(PointFormat.string(rowHeight)): "
            + "\(what) cannot fit in the row at any width"
    }

    static var emptySection: String { "this section has no rows" }

    static var emptySectionTitle: String { "empty section title; write `section` alone for a section without one" }

    static func emptyValue(_ key: String) -> String { "empty \(key); leave the attribute out instead" }

    static func enumNameTaken(_ path: String, name: String, owner: String) -> String {
        "`\(path)` would generate the enum `\(name)`, but \(owner) has that name; rename one of them"
    }

    static func fieldBoundTwice(_ name: String) -> String { "field `\(name)` is already bound to another slot" }

    static func fieldNameHidesType(_ name: String) -> String {
        "field name `\(name)` would hide the type `\(name)` from the generated code"
    }

    static func fieldNameIsKeyword(_ name: String) -> String { nameIsKeyword("field", name) }

    /// `byStruct`: the generated struct has a property of that name; otherwise Swift takes no property of it.
    static func fieldNameUnusable(_ name: String, byStruct: Bool) -> String {
        let why = byStruct ? "the generated struct already has a property `\(name)`"
                           : "`\(name)` cannot be a property name in Swift"
        return "field name `\(name)` cannot be used: \(why)"
    }

    static func fieldOptionalityDiffers(_ name: String) -> String { "field `\(name)` is written both with and without `?`" }

    static func fieldOutsideModel(_ field: String) -> String {
        "a field such as `\(field)` binds data only in a model, or in a row's image, symbol, title, subtitle or label; write a constant here"
    }

    static func flagTakesNoValue(_ key: String) -> String { "`\(key)` is a flag and takes no value; write just `\(key)`" }

    static func lineLimitOutOfRange(_ key: String, value: String) -> String {
        "`\(key)` must be a whole number of lines from 0 (no limit) to \(ThemeKey.maximumLines), not \(value)"
    }

    static func fontSizeNotPositive(_ key: String, value: String) -> String {
        "`\(key)` must be more than 0 points, not \(value)"
    }

    /// W304. `text` and `background` name the colours as shown in `appearance`.
    static func lowContrast(_ label: String, text: String, background: String, ratio: String, appearance: RowAppearance,
                            needs: String, minimum: Double) -> String {
        "\(label) colour \(text) on background \(background) has a contrast of \(ratio):1 in \(appearance.rawValue) appearance; "
            + "\(needs) needs at least \(PointFormat.string(minimum)):1"
    }

    /// What needs the contrast, in W304: text of its size.
    static func textNeeds(fontSize: Double) -> String { "text of \(PointFormat.string(fontSize)) points" }

    /// What needs the contrast, in W304: a symbol on its tile.
    static let glyphNeeds = "a symbol on its tile, drawn bold,"

    static func idFieldNotKey(of model: String) -> String {
        "field `id` must be the key of `\(model)`: the generated `id` is its identity; add `key:$id` or rename the field"
    }

    /// W503.
    static func missingColorSet(_ name: String, catalogs: String, suggestion: String?) -> String {
        "no colour set `\(oneLine(name))` in \(catalogs), so the key's default colour stands in for it"
            + (suggestion.map { "; did you mean `\($0)`?" } ?? "")
    }

    /// W504.
    static func systemDefaultColorSet(_ name: String) -> String {
        "colour set `\(oneLine(name))` gives no colour of its own (the system's default), so the key's default colour stands in for it"
    }

    /// W502. `namespaced`: `suggestion` is `name` inside a namespace, rather than a near spelling.
    static func missingImage(_ name: String, catalogs: String, suggestion: String?, namespaced: Bool) -> String {
        let head = "no image set `\(oneLine(name))` in \(catalogs)"
        guard let suggestion else { return head }
        if namespaced { return head + "; it is inside a namespace, as `\(suggestion)`" }
        return head + "; did you mean `\(suggestion)`?"
    }

    static func modelNameDotted(_ name: String) -> String {
        "model name `\(name)` cannot be used: a Swift name cannot contain `.`"
    }

    /// E402: with the type prefix, `name` becomes `generated`, a type Swift or RowKit already has.
    static func prefixedNameTaken(_ prefix: String, _ name: String, generated: String, of owner: String) -> String {
        "with the type prefix `\(prefix)`, \(owner) would be generated as `\(generated)`, a name Swift or RowKit already uses; choose another prefix"
    }

    static func modelNameOfType(_ name: String, owner: String) -> String {
        "model `\(name)` has the name of \(owner); rename one of them"
    }

    static func modelNameTaken(_ name: String) -> String { "a model named `\(name)` already exists" }

    /// `reserved`: the generated code or Swift declares the name; otherwise it is a keyword.
    static func modelNameUnusable(_ name: String, reserved: Bool) -> String {
        let why = reserved ? "rowc's generated code or Swift already uses `\(name)`" : "`\(name)` is a Swift keyword"
        return "model name `\(name)` cannot be used: \(why)"
    }

    static func modelNameIsPreview(_ name: String) -> String {
        "model name `\(name)` cannot be used: the spec's Xcode preview is `\(name)`"
    }

    static func modelShowsNothing(_ name: String) -> String { "model `\(name)` shows nothing; bind `title:` or `image:`" }

    static var modelSubtitleWithoutTitle: String { "a subtitle needs a title; bind `title:` too" }

    /// W006 at a model; `title` is its optional title field, or nil when it binds no title.
    static func modelUnspoken(_ name: String, without title: String?) -> String {
        let when = title.map { "shows only its image for a value without `\($0)`" } ?? "shows only its image"
        let remedy = title == nil ? "bind a spoken label with `label:`" : "bind a spoken label with `label:`, or make the title required"
        return "model `\(name)` \(when), and VoiceOver has nothing to read for that row; \(remedy)"
    }

    static func needsValue(_ key: String, example: String) -> String { "`\(key)` needs a value, as in `\(example)`" }

    static var noRows: String { "this spec declares no rows and no models" }

    /// W005: `why` is one of `numberedAfter` and `numberedBefore`.
    static func numberedName(_ name: String, why: String) -> String {
        "this row is called `\(name)` by position: \(why); name it with `row NAME`"
    }

    static func optionalKey(_ field: String) -> String {
        "key field `\(field)` must be required; remove the `?` where it is bound"
    }

    static func outputFileTaken(_ path: String, file: String, otherSpec: String?) -> String {
        "`\(path)` would generate `\(file)`, as another spec\(otherSpec.map { " (`\($0)`)" } ?? "") does; rename one of them"
    }

    static func positionNameTaken(_ name: String) -> String {
        "this row's name `\(name)`, given by its position, is already taken; name it with `row NAME`"
    }

    static func rowNameDotted(_ name: String) -> String { "row name `\(name)` cannot be used: a Swift name cannot contain `.`" }

    static func rowNameHidesGeneratedEnum(_ name: String) -> String {
        "row name `\(name)` would hide the generated enum itself; rename the row"
    }

    static func rowNameHidesType(_ name: String) -> String {
        "row name `\(name)` would hide the type `\(name)` from the generated code"
    }

    static func rowNameIsKeyword(_ name: String) -> String { nameIsKeyword("row", name) }

    static func rowNameTaken(_ name: String) -> String { "a row named `\(name)` already exists" }

    static func modelRowsWithoutName(_ model: String) -> String {
        "a section with `rows:\(model)` needs a name, the property of `Values` that holds its values: `section NAME \"Title\" rows:\(model)`"
    }

    static func unknownModel(_ name: String, suggestion: String?) -> String {
        "`rows:\(name)` names no model of this spec" + (suggestion.map { "; did you mean `\($0)`?" } ?? "; declare `model \(name) ...`")
    }

    static func modelRowsNameIsField(_ name: String) -> String {
        "section `\(name)` and the field `$\(name)` would both be `Values.\(name)`; rename one of them"
    }

    static func sectionNameTaken(_ name: String) -> String { "a section named `\(name)` already exists" }

    /// W002 for a `kind` (row, field, section) named `name`, a Swift keyword.
    static func nameIsKeyword(_ kind: String, _ name: String) -> String {
        "\(kind) name `\(name)` is a Swift keyword; the generated code escapes it as `` `\(name)` ``"
    }

    /// `member`: the generated enums have a member of that name, which section names avoid as row names
    /// do; otherwise Swift takes no member of it.
    static func sectionNameUnusable(_ name: String, member: Bool) -> String {
        let why = member ? "the generated enums already have a member `\(name)`"
                         : "`\(name)` cannot be a member name in Swift, even in backticks"
        return "section name `\(name)` cannot be used: \(why)"
    }

    /// `member`: the generated enum has a member of that name; otherwise Swift takes no member of it.
    static func rowNameUnusable(_ name: String, member: Bool) -> String {
        let why = member ? "the generated enum already has a member `\(name)`"
                         : "`\(name)` cannot be a member name in Swift, even in backticks"
        return "row name `\(name)` cannot be used: \(why)"
    }

    static var rowShowsNothing: String { "this row shows nothing; give it a `title:\"...\"` or an `image:NAME`" }

    static var rowSubtitleWithoutTitle: String { "a subtitle needs a title; add `title:\"...\"` or make this the title" }

    static var rowUnspoken: String {
        "this row shows only an image, and VoiceOver has nothing to read for it; say what it shows with `label:\"...\"`"
    }

    static var sectionTakesOnlyTitle: String { "a section takes only a title string, as in `section \"General\"`" }

    static func specNameUnusable(_ path: String, spelled: String?) -> String {
        if let spelled {
            return "the file name of `\(path)` would name its enum `\(spelled)`, which Swift or the generated code already uses; rename the file"
        }
        return "the file name of `\(path)` gives no usable Swift type name for its enum; rename the file, as in `Settings.rows`"
    }

    /// E212 at the subtitle, or at its field `subtitleField` when it is a required field.
    static func subtitleOutlivesTitle(title: String, subtitleField: String?) -> String {
        let what = subtitleField.map { "`$\($0)`" } ?? "the subtitle"
        let remedy = subtitleField == nil ? "make the title required" : "make the title required, or the subtitle optional"
        return "\(what) would not show for a value without `\(title)`: a subtitle shows only beside its title; \(remedy)"
    }

    static func textTallerThanLabel(_ key: String, size: Double, line: Double, labelHeight: Double, what: String) -> String {
        "`\(key)` \(PointFormat.string(size)) needs a line about \(PointFormat.string(line)) points high, more than "
            + "`label.height` \(PointFormat.string(labelHeight)): the \(what) is clipped at every width"
    }

    static func themeKeyGivenTwice(_ name: String) -> String { "theme key `\(name)` is given twice" }

    static var themeBaseGivenTwice: String { "the theme a spec starts from is named twice" }

    static func unknownThemeBase(_ name: String, bases: [String], suggestion: String?) -> String {
        "unknown theme `\(name)`; a theme starts from " + bases.map { "`\($0)`" }.joined(separator: " or ")
            + (suggestion.map { "; did you mean `\($0)`?" } ?? "")
    }

    static func themeValueBelowMinimum(_ key: String, minimum: Double, value: String) -> String {
        "`\(key)` must be at least \(ThemeKey.format(minimum)) \(minimum == 1 ? "point" : "points"), not \(value)"
    }

    static func themeValueTooLarge(_ key: String, value: String) -> String { "`\(key)` must be at most 10000 points, not \(value)" }

    /// `suggestion` is the closest allowed key, when one is close; otherwise the message lists them all.
    static func unknownAttribute(_ key: String, for what: String, suggestion: String?, allowed: [String],
                                 themeKeys: Bool = false) -> String {
        if let suggestion { return "unknown attribute `\(key)` for \(what); did you mean `\(suggestion)`?" }
        return "unknown attribute `\(key)` for \(what); it takes " + allowed.map { "`\($0)`" }.joined(separator: ", ")
            + (themeKeys ? ", or a theme key for this row alone, such as `title.lines:0`" : "")
    }

    static func themeKeyNotForRows(_ name: String) -> String {
        "`\(name)` is the list's, not a row's: write it in the spec's `theme`"
    }

    static func unknownThemeKey(_ name: String, suggestion: String?) -> String {
        "unknown theme key `\(name)`" + (suggestion.map { "; did you mean `\($0)`?" } ?? "")
    }

    static func unknownColorName(_ name: String, key: String, suggestion: String?) -> String {
        "`\(name)` is not a colour for `\(key)`; "
            + (suggestion.map { "did you mean the semantic colour `\($0)`?" } ?? "write `#RRGGBB`, a pair `#RRGGBB/#RRGGBB` or a semantic colour such as `label`")
    }

    static func unquotedSectionTitle(_ text: String) -> String { "a section title is a string; write `section \"\(text)\"`" }

    static func unstableName(_ name: String, from: String) -> String {
        "this row's \(from) gives no name, so it is called `\(name)` by position; name it with `row NAME`"
    }

    static func wrongKind(_ key: String, expected: String, found: String) -> String { "`\(key)` takes \(expected), not \(found)" }

    static func missingStringKey(_ key: String, slot: String, catalog: String) -> String {
        "this \(slot), `\(oneLine(key))`, is not a key of \(catalog); `rowc strings` adds it"
    }
    static func missingTranslation(_ key: String, languages: [String], catalog: String) -> String {
        "`\(oneLine(key))` has no finished translation in \(languages.joined(separator: ", ")) (\(catalog))"
    }
    static func extraFormatSpecifier(_ key: String, language: String, specifier: String, catalog: String, line: Int) -> String {
        "the \(language) translation of `\(oneLine(key))` holds `\(specifier)`, which the text does not (\(catalog), line \(line))"
    }

    /// A string's value (a key, a name) as a message quotes it: on one line, with its line breaks
    /// and tabs written as the spec's escapes, so the diagnostic stays one `path:line:column:`
    /// line for Xcode and editors.
    static func oneLine(_ key: String) -> String {
        var out = ""
        for scalar in key.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\u{D}"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
    static func unknownTable(_ table: String) -> String {
        "no String Catalog `\(table).xcstrings` is known; its texts are not checked"
    }

    static func verbatimName(_ key: String) -> String {
        "`\(key):` takes a name, which is never localized; `verbatim` marks shown text only"
    }
    static let removeVerbatim = "remove `verbatim`"
    static func tableWithExtension(_ name: String) -> String {
        "`table:` takes the table's name, the catalog's file name without `.xcstrings`: `\(name)`"
    }
    static func tableWithSlash(_ name: String) -> String {
        "`table:\(name)` is not a table name: a String Catalog's table is its file name, without folders"
    }

    static func imageAndSymbol(_ what: String) -> String { "\(what) shows an image or an SF Symbol, not both" }

    static func twoAccessories(_ what: String, _ first: String, _ second: String) -> String {
        "\(what) has one accessory; `\(first)` and `\(second)` both go at the trailing edge"
    }

    static func destructiveAccessory(_ what: String, _ accessory: String) -> String {
        "\(what) is destructive, an action, and takes no `\(accessory)`: a switch or checkmark sets something"
    }

    static func buttonBeside(_ what: String, _ part: String) -> String {
        "\(what) is a button, its title alone and centred, and takes no `\(part)`"
    }

    static var buttonGivenHere: String { "made a button here" }

    static func nameIsList(_ name: String, of what: String) -> String {
        "\(what) name `\(oneLine(name))` cannot be used: it is a list of names, and a Swift name cannot contain `,`"
    }

    static func listWhereOneValue(_ key: String) -> String {
        "`\(key)` takes one value, not a list of names joined by commas"
    }

    static func actionNameNotOne(_ name: String) -> String {
        "action name `\(oneLine(name))` cannot be used: it names a case of the spec's `Action` enum, which cannot contain `.` or `,`"
    }

    static func actionNameUnusable(_ name: String) -> String {
        "action name `\(name)` cannot be used: the spec's `Action` enum already has a member `\(name)`, or Swift cannot use it even in backticks"
    }

    static func actionNameIsKeyword(_ name: String) -> String { nameIsKeyword(Word.action.spelling, name) }

    static func actionNameTaken(_ name: String) -> String { "an action named `\(name)` is already declared" }

    static func actionWithoutTitle(_ name: String) -> String {
        "action `\(name)` has no title, which its menu item shows and VoiceOver reads"
    }

    static func insert(_ text: String) -> String { "insert `\(text)`" }

    static var actionNamesExpected: String { "action names joined by commas, such as `delete,archive`" }

    static func unknownAction(_ name: String, suggestion: String?, known: [String]) -> String {
        if let suggestion { return "no action named `\(name)`; did you mean `\(suggestion)`?" }
        if known.isEmpty { return "no action named `\(name)`: the spec declares none; declare it with `action \(name) title:\"...\"`" }
        return "no action named `\(name)`; the spec declares " + known.prefix(8).map { "`\($0)`" }.joined(separator: ", ")
    }

    static func menuRowNameIsField(_ name: String) -> String {
        "the menu row `\(name)` takes its choice from `Values.\(name)`, which a field of that name already is: rename the row or the field"
    }

    static func menuTypeTaken(_ name: String, _ type: String) -> String {
        "the menu row `\(name)`'s options would be the enum `\(type)`, a name the generated code already has: rename the row"
    }

    static let badgeBesideSubtitle = "a badge shows where the subtitle would be: write one of them"

    static let menuBesideSubtitle =
        "a menu row shows its chosen option where the subtitle would be: it takes no `subtitle`"

    static func menuOfOne(_ count: Int) -> String {
        count == 0 ? "a menu needs options to pick from: name two or more actions"
            : "a menu of one option has nothing to pick: name two or more actions"
    }

    static func actionOfferedTwice(_ name: String, menu: Bool) -> String {
        menu ? "`\(name)` is already in this menu" : "`\(name)` is already a swipe action of this row"
    }

    static func unusedAction(_ name: String) -> String {
        "action `\(name)` is offered by no row or model: no swipe or menu shows it"
    }

    static func symbolNameForm(_ name: String) -> String {
        "`\(oneLine(name))` is not the form of an SF Symbol name: lowercase words joined by dots, such as `wifi` or `person.crop.circle`"
    }

    static func stateFieldOptional(_ field: String, _ accessory: String) -> String {
        "`$\(field)?` is optional, but a \(accessory) is always on or off: bind a `Bool` field, `$\(field)`"
    }

    static var stateExpected: String { "`on` or `off`, or no value" }

    /// What a choice key takes: `names`, in words.
    static func oneOf(_ names: [String]) -> String {
        "one of " + names.map { "`\($0)`" }.joined(separator: ", ")
    }

    static var textStyleExpected: String {
        "a text style (" + ThemeKey.textStyleNames.map { "`\($0)`" }.joined(separator: ", ") + ")"
    }

    // MARK: Reasons for W005

    /// Why a row after the first to give `base` is numbered; `owner` says who has `base`.
    static func numberedAfter(from: String, base: String, owner: String) -> String {
        "its \(from) gives `\(base)`, \(owner)"
    }

    /// Why the first row to derive `base` is warned: its name now depends on the rows after it.
    static func numberedBefore(base: String) -> String { "later rows give `\(base)` too and are numbered after it" }

    static func ownerDerivedEarlier(from: String) -> String { "as an earlier row's \(from) does" }

    static var ownerExplicit: String { "the name of another row" }

    // MARK: Notes

    static func derivedHereFirst(_ name: String) -> String { "`\(name)` is derived here first" }

    static func derivedHereToo(_ name: String) -> String { "`\(name)` is derived here too" }

    static var firstBoundHere: String { "first bound here" }

    static func firstDeclaredHere(_ name: String) -> String { "`\(name)` first declared here" }

    static var firstGivenHere: String { "first given here" }

    static func firstNamedHere(_ name: String) -> String { "`\(name)` first named here" }

    static var firstWrittenHere: String { "first written here" }

    static var imageIsNotRead: String { "the image is all it shows, and an asset name is not what an image shows" }

    static func nameOfThisRow(_ name: String) -> String { "`\(name)` is the name of this row" }

    static func sampleFieldGivenTwice(_ field: String) -> String { "the sample gives `\(field)` twice" }

    static func fieldSampleGivenTwice(_ field: String) -> String {
        "another row gives `$\(field)` another sample; a field holds one value, so give its sample once"
    }

    static func sampleOutsideModel(_ what: String) -> String {
        "`sample` gives example values to fields, but this is \(what), which shows its own text"
    }

    static func fieldOptionalInRow(_ name: String) -> String {
        "a row's field is always there, so `$\(name)?` cannot be optional; a text that may be missing belongs to a `model`"
    }

    static func makeFieldRequired(_ name: String) -> String { "make it required: `$\(name)`" }

    static var sampleIsEmpty: String { "`sample` gives no values; write `field:value` after it, or remove it" }

    /// `subject` names the model or row; `suggestion` is its closest field, `isAttribute` whether
    /// `name` is one of its attributes, written after `sample` rather than before it.
    static func sampleNamesNoField(_ name: String, of subject: String, suggestion: String?, isAttribute: Bool) -> String {
        if isAttribute { return "`\(name)` is an attribute, but it follows `sample`, whose items are fields: write it before `sample`" }
        return "\(subject) has no field `\(name)`" + (suggestion.map { "; did you mean `\($0)`?" } ?? "")
    }

    static func sampleStateExpected(_ field: String) -> String { "`on` or `off`, as `$\(field)` is a `Bool`" }

    static func setHere(_ key: String) -> String { "`\(key)` is set here" }

    // MARK: Fix-it labels

    static var makeItTheTitle: String { "make it the title" }

    static func makeStateFieldRequired(_ field: String, of attribute: String) -> String {
        "make the field of `\(attribute):` required: `$\(field)`"
    }

    static func makeSubtitleOptional(_ field: String) -> String { "make the subtitle optional: `$\(field)?`" }

    static func makeTitleRequired(_ field: String) -> String { "make the title required: `$\(field)`" }

    static func nameIt(_ name: String) -> String { "name it `\(name)`" }

    static func quoteIt(_ text: String) -> String { "quote it: `\"\(text)\"`" }

    static func remove(_ text: String) -> String { "remove `\(text)`" }

    static var removeEmptyTitle: String { "remove the empty title" }

    static var removeIt: String { "remove it" }

    static func removeSecond(_ key: String) -> String { "remove the second `\(key)`" }

    static var removeSample: String { "remove the sample" }

    static func replace(_ key: String, with best: String) -> String { "replace `\(key)` with `\(best)`" }

    // MARK: Wording

    /// A value token as a message names what was found: `a number`, `the name `Wi``.
    static func describe(_ token: Token, in file: SourceFile) -> String {
        switch token.kind {
        case .string: "a string"
        case .number: "a number"
        case .color: "a colour"
        case .field: "a field (`\(file.text(token.span))`)"
        case .keyword: "the reserved word `\(file.text(token.span))`"
        default: "the name `\(file.text(token.span))`"
        }
    }

    /// The owner of a type name, for E402: a spec's enum.
    static func enumOwner(_ path: String) -> String { "the enum of `\(path)`" }

    /// The owner of a type name, for E402: a model.
    static func modelOwner(_ name: String, in path: String) -> String { "model `\(name)` in `\(path)`" }
}
