// SemaDiagnostics.swift is the catalogue of the checker's diagnostics (E103, E107, E2xx, E301, E401-E403, W0xx, W303, W304, W502-W504).

import RowcDiagnostics

extension DiagnosticCode {
    public static let wrongValueKind = DiagnosticCode(
        "E103", .error, "an attribute's value is of the wrong kind",
        help: "`title`, `subtitle` and `label` take a string, `image` an asset name or a string, `key` a field, `arrow` no value; fields such as `$name` only in models; a section title is a string; theme keys take numbers or colours; a sample gives a text field a string and a Bool field `on` or `off`.")
    public static let nothingToShow = DiagnosticCode(
        "E107", .error, "a row or model shows neither an image nor a title",
        help: "Give the row a `title:\"...\"` or an `image:NAME`; bind a model's `title:` or `image:`.")
    public static let unknownAttribute = DiagnosticCode(
        "E201", .error, "an attribute the declaration does not accept",
        help: "Rows take `image` or `symbol`, `title`, `subtitle`, `label`, one of `arrow`, `switch` and `check`, `button`, `destructive` and `tappable`, and any theme key but `list.style`; models also `key`; sections a title string and `footer`.")
    public static let duplicateAttribute = DiagnosticCode(
        "E202", .error, "the same attribute, theme key or sample field given twice",
        help: "Keep one of them; the note points at the first.")
    public static let duplicateRow = DiagnosticCode(
        "E203", .error, "two rows with the same name in one spec",
        help: "Rename one of them: names written with `row NAME`, and names given by position, must differ from every other row's.")
    public static let duplicateModel = DiagnosticCode(
        "E204", .error, "two models with the same name",
        help: "Rename one of the models.")
    public static let emptyString = DiagnosticCode(
        "E205", .error, "an empty string where text is needed",
        help: "Write the text, or remove the attribute to leave the element out.")
    public static let subtitleWithoutTitle = DiagnosticCode(
        "E206", .error, "a subtitle without a title",
        help: "Add a `title:\"...\"`, or make the text the title.")
    public static let unknownThemeKey = DiagnosticCode(
        "E207", .error, "a theme key that does not exist",
        help: "grammar.md lists every theme key with its default and range.")
    public static let fieldBoundTwice = DiagnosticCode(
        "E208", .error, "a field bound to two slots of a model or row, or written both optional and required",
        help: "Bind each field to one of `image`, `title`, `subtitle` and `label` (a model's `key` may share a field), and mark it `?` everywhere or nowhere. Two rows may show one field.")
    public static let duplicateSection = DiagnosticCode(
        "E225", .error, "two sections with the same name in one spec",
        help: "Rename one of them: each name written with `section NAME` is a case of the spec's `Section` and must differ from every other section's.")
    public static let unknownModel = DiagnosticCode(
        "E226", .error, "a section's `rows:` that names no model of its spec",
        help: "Write the name of a model the spec declares, `section people \"People\" rows:Person` beside `model Person ...`; the fix-it gives the closest.")
    public static let menuBesideSubtitle = DiagnosticCode(
        "E227", .error, "a menu row with a subtitle",
        help: "A menu row shows its chosen option where a subtitle would be, as iOS shows a pop-up button's value beside its title: remove the subtitle, or the menu.")
    public static let menuOfOne = DiagnosticCode(
        "E228", .error, "a menu with fewer than two options",
        help: "A menu picks one of several options: name two or more of the spec's actions (`menu:inApp,safari`), or show the one value as a subtitle.")
    public static let badgeBesideSubtitle = DiagnosticCode(
        "E229", .error, "a row or model with both a badge and a subtitle",
        help: "A badge shows beside the title, where a subtitle would be: keep one of them. A subtitle placed below the title may not share the row with a badge either.")
    public static let invalidName = DiagnosticCode(
        "E209", .error, "a name that cannot be used in the generated Swift",
        help: "Choose another name: Swift cannot use it even in backticks, generated code already uses it, or it contains a `.`.")
    public static let optionalKey = DiagnosticCode(
        "E210", .error, "a model's key field is optional",
        help: "A key identifies each value and must always be present: drop the `?`.")
    public static let themeValueOutOfRange = DiagnosticCode(
        "E211", .error, "a theme value outside its allowed range",
        help: "Lengths are points of at least 0 (sizes at least 1); font sizes are more than 0; nothing is more than 10000.")
    public static let subtitleOutlivesTitle = DiagnosticCode(
        "E212", .error, "a model whose subtitle is always there beside an optional title, so it could vanish",
        help: "A subtitle shows only beside its title: make the title's field required, or the subtitle's field optional so that the model says it may be absent.")
    public static let unknownColorName = DiagnosticCode(
        "E213", .error, "a colour name that is not one of the UIKit semantic colours rowc knows",
        help: "Use a name from grammar.md's table of semantic colours (`label`, `secondaryLabel`, `systemBackground`...), or write `#RRGGBB`, or a light/dark pair `#RRGGBB/#RRGGBB`.")

    // The theme, checked alone: what no width can lay out, and text too faint to read.
    public static let elementTallerThanRow = DiagnosticCode(
        "E301", .error, "the theme makes an element taller than the row, so no width can lay it out",
        help: "Make `row.height` at least the image, arrow and label heights, or make the element smaller.")

    public static let textTallerThanLabel = DiagnosticCode(
        "W303", .warning, "the theme's font is taller than `label.height`, so the text is clipped at every width",
        help: "Raise `label.height` (and `row.height` with it) or lower the font size.")
    public static let lowContrast = DiagnosticCode(
        "W304", .warning, "a title or subtitle colour has too little contrast with the background in light or dark appearance",
        help: "Darken the text colour for light appearance or lighten it for dark, or change `background.color`; a pair such as `#292E31/#E3E6E8` gives each appearance its own colour. Text under 18 points needs 4.5:1, larger text 3:1.")

    // Names the generated Swift takes from the specs checked together.
    public static let invalidTypeName = DiagnosticCode(
        "E401", .error, "a spec file whose name cannot name a generated Swift type",
        help: "The generated enum is named after the file: start the name with an ASCII letter, use letters, digits, `-`, `_` or spaces, and avoid names rowc, Swift or UIKit already use.")
    public static let typeNameCollision = DiagnosticCode(
        "E402", .error, "two generated types, or two output files, with the same name",
        help: "Spec enums and model structs share one module: rename a file or a model. Output files must also differ in more than letter case.")
    public static let hiddenName = DiagnosticCode(
        "E403", .error, "a row or field name that would hide a name the generated code uses",
        help: "Rename it: a row or field cannot be named after a type of the generated code, and a model field named `id` must be its key.")

    public static let emptySection = DiagnosticCode(
        "W001", .warning, "a section with no rows",
        help: "Add rows after the section, or remove it.")
    public static let keywordName = DiagnosticCode(
        "W002", .warning, "a name that is a Swift keyword",
        help: "It works, escaped in backticks in the generated code; a plain name reads better.")
    public static let noRows = DiagnosticCode(
        "W003", .warning, "a spec with no rows, no models and no other problem",
        help: "Add a row, or delete the file.")
    public static let unstableName = DiagnosticCode(
        "W004", .warning, "a row whose name could not be derived from its title or image",
        help: "Name the row (`row NAME ...`): a name given by position changes when rows move.")
    public static let numberedName = DiagnosticCode(
        "W005", .warning, "rows whose titles or images give the same name, numbered by position",
        help: "Name the rows (`row NAME ...`): `title2` becomes another row's name when rows move.")
    public static let unspokenRow = DiagnosticCode(
        "W006", .warning, "a row or model that can show only an image, with no spoken label for VoiceOver",
        help: "VoiceOver reads a row's title, and an asset name is not what an image shows: give an image-only row `label:\"...\"` saying what it shows; a model binds `label:` or makes its title required.")

    // Names looked up in the asset catalogs, when some are known.
    public static let missingImage = DiagnosticCode(
        "W502", .warning, "an image names no image set of the asset catalogs",
        help: "Use the name the catalog gives the image set: its folder name without `.imageset`, after the namespaces of the folders that provide one (`Icons/wifi`, in quotes). The fix-its give the closest names.")
    public static let missingColorSet = DiagnosticCode(
        "W503", .warning, "a theme colour `asset\"NAME\"` names no colour set of the asset catalogs",
        help: "Use the name the catalog gives the colour set: its folder name without `.colorset`, after the namespaces of the folders that provide one. Until it is found, the cell shows the key's default colour, and its contrast is not checked.")
    public static let systemDefaultColorSet = DiagnosticCode(
        "W504", .warning, "a theme colour `asset\"NAME\"` names a colour set that gives no colour of its own",
        help: "The set's entries have no `color`, as Xcode's template leaves `AccentColor`: the app shows the system's default, which rowc cannot know, so the key's default colour stands in and contrast is not checked. Pick the colour in Xcode's colour inspector.")

    public static let missingStringKey = DiagnosticCode(
        "W601", .warning, "a localizable text of a spec is not a key of its String Catalog",
        help: "Run `rowc strings` on the specs to add every text to its catalog (with the doc comment as the translators' comment), or add the key in Xcode. Until then every language shows the spec's text.")
    public static let missingTranslation = DiagnosticCode(
        "W602", .warning, "a key of a String Catalog that some of its languages do not translate, or whose translation is not marked translated",
        help: "Translate the key in each language named (Xcode's String Catalog editor, or an exported XLIFF), and mark it translated; a language without one shows the source text. Mark a text that should never be translated `verbatim\"...\"` in the spec.")
    public static let extraFormatSpecifier = DiagnosticCode(
        "W603", .warning, "a translation holding a format specifier (`%@`, `%d`...) that the source text does not",
        help: "A row's text is shown as it is, with no arguments: a `%@` or `%d` in a translation would print garbage or crash `String(format:)`. Remove the specifier from the translation (write `%%` for a percent sign).")
    public static let unknownTable = DiagnosticCode(
        "W604", .warning, "`table:` names a table no String Catalog of the inputs has",
        help: "Name a catalog's file name without `.xcstrings` (`table:Common` for Common.xcstrings), and pass the catalog: beside the specs, among the paths, or with `--strings FILE`.")

    /// Every checker code, in code order.
    public static let imageAndSymbol = DiagnosticCode(
        "E214", .error, "a row or model with both an image and an SF Symbol",
        help: "A row shows one icon at its leading edge: keep `image:` for an asset, or `symbol:` for an SF Symbol.")
    public static let twoAccessories = DiagnosticCode(
        "E215", .error, "a row or model with more than one of `arrow`, `switch` and `check`",
        help: "A row has one accessory at its trailing edge, as a UITableViewCell has: keep one.")
    public static let destructiveAccessory = DiagnosticCode(
        "E216", .error, "a destructive row or model with a switch or checkmark",
        help: "A destructive row (sign out, delete) is an action, not a setting: remove the `switch` or `check`. An `arrow` may lead on to the action.")
    public static let verbatimName = DiagnosticCode(
        "E217", .error, "`verbatim` before a string that is a name, not shown text",
        help: "`verbatim\"...\"` marks a title, subtitle, spoken label, header or footer that is shown as written in every language. Names (an image's, an SF Symbol's, a table's) are never localized: write them as plain strings.")
    public static let sampleOutsideModel = DiagnosticCode(
        "E218", .error, "a `sample` clause where no field is bound",
        help: "`sample` gives example values to the fields of a model or a row (`subtitle:$network`), for the report to lay out; a section, or a row that binds no field, shows its own text. Remove the clause, or move it to the model or row it describes.")
    public static let unknownSampleField = DiagnosticCode(
        "E219", .error, "a `sample` item that names no field of its model or row",
        help: "Write `field:value` after `sample` for fields the model or row binds (`name:\"Kim Ji-woo\"` for `$name`); the fix-it gives the closest field. Attributes, such as `arrow`, come before `sample`.")
    public static let emptySample = DiagnosticCode(
        "W008", .warning, "a `sample` clause with no values",
        help: "Give the fields example values after `sample` (`sample name:\"Kim Ji-woo\"`), or remove the word: without values the report shows each field's name.")
    public static let buttonBeside = DiagnosticCode(
        "E220", .error, "a button row or model with an image, a symbol, a subtitle or an accessory",
        help: "A button row (Sign Out, Add Account) shows its title alone, centred in the row, as iOS draws an action: an image would lead nothing, a subtitle would have no side to take, and an accessory promises another screen, a setting or a choice. Remove it, or drop `button` for a row that shows them.")
    public static let unknownAction = DiagnosticCode(
        "E221", .error, "a swipe action or menu item that names no action of the spec",
        help: "`swipe:`, `leadingSwipe:` and `contextMenu:` name actions the spec declares, `action delete title:\"Delete\"`, joined by commas with no space; the fix-it gives the closest name. Declare the action, or correct its name.")
    public static let duplicateAction = DiagnosticCode(
        "E222", .error, "two actions with the same name",
        help: "Each action is a case of the spec's `Action` enum: rename one of them; the note points at the first.")
    public static let actionOfferedTwice = DiagnosticCode(
        "E223", .error, "an action offered twice by one row: twice in its menu, or twice among its swipe actions",
        help: "A swipe shows an action once, on one edge, and a menu lists it once: remove the second. An action may be both a swipe action and a menu item.")
    public static let actionWithoutTitle = DiagnosticCode(
        "E224", .error, "an action without a title",
        help: "A menu item and VoiceOver need the action's name, and a swipe action shows it beside its symbol: write `title:\"...\"`. The fix-it titles it after its name.")
    public static let unusedAction = DiagnosticCode(
        "W009", .warning, "an action no row or model offers",
        help: "Offer it with `swipe:`, `leadingSwipe:` or `contextMenu:` on a row or model, or remove it: it is a case of `Action` that no swipe or menu can report.")
    public static let symbolNameForm = DiagnosticCode(
        "W007", .warning, "an SF Symbol name that is not lowercase words joined by dots",
        help: "SF Symbol names are lowercase letters and digits in words joined by dots, such as `wifi` or `person.crop.circle`. rowc does not know which symbols exist: it checks only the form.")

    public static let semaCatalogue: [DiagnosticCode] = [
        .wrongValueKind, .nothingToShow, .unknownAttribute, .duplicateAttribute, .duplicateRow,
        .duplicateModel, .emptyString, .subtitleWithoutTitle, .unknownThemeKey, .fieldBoundTwice,
        .invalidName, .optionalKey, .themeValueOutOfRange, .subtitleOutlivesTitle, .unknownColorName, .imageAndSymbol,
        .twoAccessories, .destructiveAccessory, .verbatimName, .sampleOutsideModel, .unknownSampleField, .buttonBeside,
        .unknownAction, .duplicateAction, .actionOfferedTwice, .actionWithoutTitle, .duplicateSection, .unknownModel,
        .menuBesideSubtitle, .menuOfOne, .badgeBesideSubtitle,
        .elementTallerThanRow, .invalidTypeName, .typeNameCollision,
        .hiddenName,
        .emptySection, .keywordName, .noRows, .unstableName, .numberedName, .unspokenRow, .symbolNameForm, .emptySample, .unusedAction,
        .textTallerThanLabel, .lowContrast, .missingImage, .missingColorSet, .systemDefaultColorSet,
        .missingStringKey, .missingTranslation, .extraFormatSpecifier, .unknownTable,
    ]
}
