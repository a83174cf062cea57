// CheckRow.swift checks `row` declarations: attributes, style and name.

import RowKit
import RowcDiagnostics
import RowcNames
import RowcSource
import RowcSyntax

extension CheckerState {
    static let rowAttributes = AttributeKeys(.row)

    /// Checks a `row` declaration, adding it to the spec's rows when a usable style remains.
    mutating func checkRow(_ declaration: Declaration) {
        let mark = diagnostics.count
        let found = collect(declaration, allowed: Self.rowAttributes, what: "a row")
        // Through the buffers, not the tree's array, which would be retained at every read.
        let attributes = buffers.attributes
        func written(_ word: Word) -> Attribute? { found[word].map { attributes[Int($0)] } }
        let written = (image: written(.image), title: written(.title), subtitle: written(.subtitle), arrow: written(.arrow))
        let writtenLabel = found[Vocabulary.labelIndex].map { attributes[Int($0)] }
        // A text the app supplies is a field (`subtitle:$network`); the others are the spec's.
        let buffers = self.buffers
        let bound = (title: buffers.fieldValue(written.title), subtitle: buffers.fieldValue(written.subtitle),
                     label: buffers.fieldValue(writtenLabel))
        let boundImage = buffers.fieldValue(written.image)
        let boundSymbol = buffers.fieldValue(found[Vocabulary.symbolIndex].map { attributes[Int($0)] })
        let image = boundImage != nil ? nil : written.image.flatMap { imageName($0) }
        let title = bound.title != nil ? nil : written.title.flatMap { text($0, key: Word.title.spelling) }
        let subtitleKey = found.subtitleIsBadge ? Vocabulary.attributes[Vocabulary.badgeIndex].spelling : Word.subtitle.spelling
        let subtitle = bound.subtitle != nil ? nil : written.subtitle.flatMap { text($0, key: subtitleKey) }
        let arrow = flag(written.arrow, key: Word.arrow.spelling)
        let label = bound.label != nil ? nil
            : writtenLabel.flatMap { text($0, key: Vocabulary.attributes[Vocabulary.labelIndex].spelling) }
        let extras = rowExtras(found, image: written.image, arrow: written.arrow, what: "this row", inModel: false)
        let themeKeys = found.writesThemeKeys ? rowThemeKeys(declaration) : []
        var actions = offeredActions(found)
        if extras.hasMenu { actions.choices = menuOptions(found) }
        let fields = bound == (nil, nil, nil) && boundImage == nil && boundSymbol == nil && found.sample == nil ? []
            : rowFields(declaration, found, name: declaration.name.map { tree.text($0) },
                        [(.image, boundImage), (.symbol, boundSymbol), (.title, bound.title), (.subtitle, bound.subtitle),
                         (.label, bound.label)])
        // Whether a field is bound to `slot`, and what it shows there. Most rows bind none and
        // answer without a search or a field's copy.
        func binds(_ slot: RowField.Slot) -> Bool { !fields.isEmpty && fields.contains { $0.slot == slot } }
        func fieldText(_ slot: RowField.Slot) -> String? { fields.isEmpty ? nil : fields.first { $0.slot == slot }?.text }

        // An attribute that was present but invalid was reported already; judge the style
        // by what was written so one mistake gives one message.
        let writesImage = written.image != nil || extras.symbol != nil, writesTitle = written.title != nil
        let reportedError = hasReportedError(declaration, since: mark)
        if reportedError {
            // Already reported; what the row shows follows from that mistake.
        } else if let subtitle = written.subtitle, !writesTitle {
            let at = tree.span(of: subtitle)
            report(.subtitleWithoutTitle, SemaMessage.rowSubtitleWithoutTitle, at: at,
                   fixIts: [FixIt(SemaMessage.makeItTheTitle, replacing: tree.token(subtitle.key).span, with: Word.title.spelling)])
        } else if extras.hasMenu, let subtitle = written.subtitle {
            report(.menuBesideSubtitle, SemaMessage.menuBesideSubtitle, at: tree.span(of: subtitle),
                   fixIts: [FixIt(SemaMessage.remove(file.text(tree.span(of: subtitle))),
                                  replacing: removalSpan(tree.span(of: subtitle)), with: "")])
        } else if !writesImage && !writesTitle {
            report(.nothingToShow, SemaMessage.rowShowsNothing, at: tree.token(declaration.keyword).span)
        } else if extras.isButton {
            // A button's image or symbol was reported (E220): the row does not show it.
        } else if !writesTitle && writtenLabel == nil && (image != nil || boundImage != nil), let image = written.image {
            reportUnspokenRow(declaration, image: image)
        } else if !writesTitle && writtenLabel == nil && extras.symbolIsValid, let symbol = extras.symbol {
            reportUnspokenRow(declaration, image: symbol)
        }
        let accessory: RowAccessory? = arrow ? .arrow : extras.accessory
        // A button's other parts were reported (E220): it is its title.
        // A menu row shows its chosen option's title in the subtitle's place: the first, in the report.
        let choice = actions.choices.first.map { spec.actions[$0].title }
        let showsTitle = title != nil || binds(.title)
        let showsSubtitle = subtitle != nil || binds(.subtitle) || choice != nil
        guard let style = extras.isButton ? (showsTitle ? .button : nil)
            : RowStyle(image: image != nil || binds(.image) || extras.symbolIsValid, title: showsTitle, subtitle: showsSubtitle,
                       accessory: accessory) else {
            return
        }
        let tokens = buffers.tokens
        let symbol = fieldText(.symbol) ?? (extras.symbolIsValid ? extras.symbol?.value.map { tree.imageValue($0) } : nil)
        let keywordSpan = tokens[Int(declaration.keyword)].span
        let nameSpan = declaration.name.map { tokens[Int($0)].span }
        var verbatim: VerbatimText = []
        if let title, tree.isVerbatim(title) { verbatim.insert(.title) }
        if let subtitle, tree.isVerbatim(subtitle) { verbatim.insert(.subtitle) }
        // A count reads the same in every language: no translation key.
        if found.subtitleIsBadge, let subtitle, tree.stringValue(subtitle).utf8.allSatisfy({ (48...57).contains($0) }) {
            verbatim.insert(.subtitle)
        }
        if let label, tree.isVerbatim(label) { verbatim.insert(.label) }
        // A text from the app is data, shown as written in every language, as a model's field is.
        for field in fields {
            switch field.slot {
            case .title: verbatim.insert(.title)
            case .subtitle: verbatim.insert(.subtitle)
            case .label: verbatim.insert(.label)
            case .image, .symbol: break
            }
        }
        // The option's title is the action's text, translated as the action's.
        if choice != nil { verbatim.insert(.subtitle) }
        // Closures, not `map(tree.stringValue)`: a method taken as a value captures a copy of the tree,
        // retaining each of its arrays, at every use.
        let titleText = title.map { tree.stringValue($0) } ?? fieldText(.title)
        let imageText = image.map { tree.imageValue($0) } ?? fieldText(.image)
        let name: String
        if let nameSpan {
            name = String(decoding: UnsafeBufferPointer(rebasing: source[Int(nameSpan.start)..<Int(nameSpan.end)]), as: UTF8.self)
            claimRowName(name, at: nameSpan)
        } else {
            name = ""
            // A title from the app names the row by its field, which no value changes.
            derived.append((rowCount, fields.first { $0.slot == .title }?.name ?? titleText ?? imageText ?? "", keywordSpan, reportedError))
        }
        // Built where it is stored: a row made first and appended after was copied, its strings
        // retained, and the first one destroyed.
        spec.rows.append(CheckedRow(
            name: name, nameSpan: nameSpan, image: imageText, title: titleText,
            subtitle: subtitle.map { tree.stringValue($0) } ?? fieldText(.subtitle) ?? choice,
            label: label.map { tree.stringValue($0) } ?? fieldText(.label),
            symbol: symbol,
            accessorySymbol: extras.trailingSymbolIsValid ? extras.trailingSymbol?.value.map { tree.imageValue($0) }
                : extras.hasMenu ? RowAccessory.menuSymbol : nil,
            hasArrow: style.hasArrow, isOn: extras.isOn, isDestructive: extras.isDestructive,
            isTappable: RowRules.isTappable(style, destructive: extras.isDestructive, tappable: extras.isTappable),
            verbatim: verbatim, table: extras.table, style: style, span: tree.span(of: declaration),
            headSpan: nameSpan.map { keywordSpan.union($0) } ?? keywordSpan,
            titleSpan: written.title?.value.map { tokens[Int($0)].span },
            subtitleSpan: written.subtitle?.value.map { tokens[Int($0)].span },
            documentation: tree.leadingComments(of: declaration), themeKeys: themeKeys, fields: fields, actions: actions))
        spec.rows[spec.rows.count - 1].isBadge = found.subtitleIsBadge
        // From what the row was made of: reading the stored row back copied it, all its strings retained.
        rowsShow.formUnion(ShownElements(style, symbol: symbol != nil, destructive: extras.isDestructive))
    }

    /// The theme keys `declaration`, a row, writes for itself, each checked as a theme's are.
    /// A key written twice is E-duplicate, and a refused value leaves the spec's.
    mutating func rowThemeKeys(_ declaration: Declaration) -> [RowThemeKey] {
        var keys: [RowThemeKey] = []
        var written: [Int: Span] = [:]
        for attribute in tree.attributes(of: declaration) {
            let keySpan = tree.token(attribute.key).span
            let name = file.text(keySpan)
            guard let index = ThemeKey.all.firstIndex(where: { $0.name == name }), ThemeKey.all[index].appliesToRows else { continue }
            let key = ThemeKey.all[index]
            if let first = written[index] {
                report(.duplicateAttribute, SemaMessage.attributeGivenTwice(name), at: tree.span(of: attribute),
                       notes: [Note(SemaMessage.firstGivenHere, at: first)],
                       fixIts: [FixIt(SemaMessage.removeSecond(name), replacing: removalSpan(tree.span(of: attribute)), with: "")])
                continue
            }
            written[index] = tree.span(of: attribute)
            guard let valueIndex = value(attribute, key: name, example: "\(name):\(key.value(in: .default))"),
                  let value = themeValue(key, valueIndex, attribute) else { continue }
            keys.append(RowThemeKey(index: index, value: value, span: keySpan))
        }
        return keys
    }

    /// What a row or model writes besides image, title, subtitle, label and arrow: a symbol, a
    /// switch or checkmark and its state, the button, destructive and tappable flags. Reports a
    /// symbol's form (W007), an image beside a symbol (E214), two accessories (E215), an accessory
    /// on a destructive row (E216) and anything beside a button's title (E220). `arrow` is the
    /// arrow attribute, already judged.
    /// A model binds fields (`inModel`), which the model's check takes; a row's field is an error.
    @inline(__always)
    mutating func rowExtras(_ found: FoundAttributes, image: Attribute?, arrow: Attribute?, what: String,
                            inModel: Bool) -> RowExtras {
        // Most rows write none of these: told where it is called, without a call.
        guard found.containsAny(Self.extraAttributes) else { return RowExtras() }
        return writtenExtras(found, image: image, arrow: arrow, what: what, inModel: inModel)
    }

    /// `rowExtras` of a declaration that writes at least one of them.
    mutating func writtenExtras(_ found: FoundAttributes, image: Attribute?, arrow: Attribute?, what: String,
                                inModel: Bool) -> RowExtras {
        var extras = RowExtras()
        let tree = self.tree
        func written(_ index: Int) -> Attribute? { found[index].map { tree.attributes[Int($0)] } }
        func isField(_ attribute: Attribute) -> Bool { inModel && attribute.value.map { tree.token($0).kind == .field } ?? false }
        extras.symbol = written(Vocabulary.symbolIndex)
        extras.trailingSymbol = written(Vocabulary.accessoryIndex)
        let switchAttribute = written(Vocabulary.switchIndex), checkAttribute = written(Vocabulary.checkIndex)
        let info = written(Vocabulary.infoIndex)
        let destructive = written(Vocabulary.destructiveIndex), tappable = written(Vocabulary.tappableIndex)
        let button = written(Vocabulary.buttonIndex), menu = written(Vocabulary.menuIndex)
        extras.hasMenu = menu != nil
        let table = written(Vocabulary.tableIndex)
        if let table { extras.table = tableName(table) }
        // A row's symbol may be a field too, which `rowFields` checks.
        extras.symbolIsValid = extras.symbol.map {
            $0.value.map { tree.token($0).kind == .field } ?? false || symbolName($0, Vocabulary.symbolIndex) != nil
        } ?? false
        extras.trailingSymbolIsValid = extras.trailingSymbol.map { isField($0) || symbolName($0, Vocabulary.accessoryIndex) != nil }
            ?? false
        if let symbol = extras.symbol, let image {
            report(.imageAndSymbol, SemaMessage.imageAndSymbol(what), at: tree.span(of: symbol),
                   notes: [Note(SemaMessage.firstGivenHere, at: tree.span(of: image))])
        }
        if let switchAttribute, !isField(switchAttribute) { extras.isOn = state(switchAttribute, key: RowAccessory.switch.rawValue) ?? false }
        if let checkAttribute, !isField(checkAttribute) { extras.isOn = state(checkAttribute, key: RowAccessory.check.rawValue) ?? false }
        let accessories = [(RowAccessory.arrow.rawValue, arrow), (RowAccessory.switch.rawValue, switchAttribute),
                           (RowAccessory.check.rawValue, checkAttribute), (Vocabulary.attributes[Vocabulary.infoIndex].spelling, info),
                           (Vocabulary.attributes[Vocabulary.accessoryIndex].spelling, extras.trailingSymbol),
                           (Vocabulary.attributes[Vocabulary.menuIndex].spelling, menu)]
            .compactMap { name, attribute in attribute.map { (name, $0) } }
        if accessories.count > 1 {
            // In the vocabulary's order, which fmt writes them in, so formatting changes no message.
            report(.twoAccessories, SemaMessage.twoAccessories(what, accessories[0].0, accessories[1].0),
                   at: tree.span(of: accessories[1].1), notes: [Note(SemaMessage.firstGivenHere, at: tree.span(of: accessories[0].1))])
        }
        extras.accessory = switchAttribute != nil ? .switch : checkAttribute != nil ? .check : info != nil ? .info
            : extras.trailingSymbolIsValid || menu != nil ? .trailingSymbol : nil
        if let info { _ = flag(info, key: Vocabulary.attributes[Vocabulary.infoIndex].spelling) }
        if let destructive {
            extras.isDestructive = flag(destructive, key: "destructive")
            // An arrow may lead on to what the action destroys ("Log Out @kim", in red, with a
            // chevron to confirm), as shipping apps' rows do, and an info button or a trailing
            // symbol may say more of it; a switch or checkmark sets something.
            if let (name, attribute) = accessories.first(where: {
                $0.0 == RowAccessory.switch.rawValue || $0.0 == RowAccessory.check.rawValue
            }) {
                report(.destructiveAccessory, SemaMessage.destructiveAccessory(what, name), at: tree.span(of: attribute),
                       fixIts: [FixIt(SemaMessage.remove(file.text(tree.span(of: attribute))),
                                      replacing: removalSpan(tree.span(of: attribute)), with: "")])
            }
        }
        if let button {
            extras.isButton = buttonFlag(button, found, image: image, symbol: extras.symbol,
                                         // E216 took a destructive row's switch or checkmark, not its others.
                                         accessories: destructive == nil ? accessories
                                             : accessories.filter {
                                                 $0.0 != RowAccessory.switch.rawValue && $0.0 != RowAccessory.check.rawValue
                                             }, what: what)
        }
        if let tappable { extras.isTappable = flag(tappable, key: "tappable") }
        return extras
    }

    /// The attributes `rowExtras` reads, as a mask of `FoundAttributes`.
    static let extraAttributes = [Vocabulary.symbolIndex, Vocabulary.switchIndex, Vocabulary.checkIndex,
                                  Vocabulary.infoIndex, Vocabulary.accessoryIndex, Vocabulary.menuIndex,
                                  Vocabulary.buttonIndex, Vocabulary.destructiveIndex, Vocabulary.tappableIndex,
                                  Vocabulary.tableIndex]
        .reduce(UInt32(0)) { $0 | 1 << UInt32($1) }

    /// The token of a symbol's name written with the attribute at `index` (`symbol:` or
    /// `accessory:`): a name or a non-empty string, as an image's. Warns (W007) of a name that
    /// cannot be an SF Symbol's.
    mutating func symbolName(_ attribute: Attribute, _ index: Int) -> TokenIndex? {
        let key = Vocabulary.attributes[index].spelling
        guard let valueIndex = value(attribute, key: key, example: "\(key):wifi") else { return nil }
        let token = tree.token(valueIndex)
        guard token.kind == .identifier || token.kind == .string else {
            wrongKind(attribute, key: key, expected: "an SF Symbol name or a string", token: token,
                      quote: token.kind == .keyword || token.kind == .number)
            return nil
        }
        guard token.kind == .identifier || notVerbatim(valueIndex, key: key) && nonEmpty(valueIndex, attribute, key: key) != nil else {
            return nil
        }
        let name = token.kind == .string ? tree.stringValue(valueIndex) : tree.text(valueIndex)
        // A custom symbol, a symbol set in an asset catalog, may be named as its author likes.
        if !SymbolName.hasSymbolForm(name) && !assets.hasSymbolSet(named: name) {
            let span = token.span
            let fixIts = assets.closestSymbolSets(to: name).prefix(3).map {
                FixIt(SemaMessage.replace(name, with: $0), replacing: span, with: AssetCheck.assetValue($0))
            }
            report(.symbolNameForm, SemaMessage.symbolNameForm(name), at: span, fixIts: Array(fixIts))
        }
        return valueIndex
    }

    /// A switch's or checkmark's state: true for `on`, false for `off` or no value; nil after
    /// reporting another value.
    mutating func state(_ attribute: Attribute, key: String) -> Bool? {
        guard let valueIndex = attribute.value else { return attribute.colon == nil ? false : nil }
        let token = tree.token(valueIndex)
        let text = file.text(token.span)
        guard token.kind == .identifier, text == "on" || text == "off" else {
            if token.kind != .invalid {
                wrongKind(attribute, key: key, expected: SemaMessage.stateExpected, token: token, quote: false)
            }
            return nil
        }
        return text == "on"
    }

    /// W006 at a row that shows only its image, `image`, and has no spoken label. No text
    /// would be right to insert (an asset's name is not what it shows), so a note says what to
    /// write rather than a fix-it.
    mutating func reportUnspokenRow(_ declaration: Declaration, image: Attribute) {
        report(.unspokenRow, SemaMessage.rowUnspoken, at: tree.token(declaration.keyword).span,
               notes: [Note(SemaMessage.imageIsNotRead, at: tree.span(of: image))])
    }

    /// Reports an explicit row name, written at `span`, that Swift cannot take or must escape, or
    /// that another row took first; else records it.
    mutating func claimRowName(_ name: String, at span: Span) {
        let spelling = bytes(in: span)
        // No Swift keyword or reserved member has a digit, and most row names do.
        let special = spelling.contains { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ? [] : Self.specialNames[name] ?? []
        if spelling.contains(UInt8(ascii: ".")) {
            report(.invalidName, SemaMessage.rowNameDotted(name), at: span)
        } else if spelling.contains(UInt8(ascii: ",")) {
            report(.invalidName, SemaMessage.nameIsList(name, of: Word.row.spelling), at: span)
        } else if special.contains(.unescapable) || special.contains(.reservedMember) {
            report(.invalidName, SemaMessage.rowNameUnusable(name, member: special.contains(.reservedMember)), at: span)
        } else if special.contains(.keyword) {
            report(.keywordName, SemaMessage.rowNameIsKeyword(name), at: span)
        }
        if let first = rowNames.claim(name, spelling: spelling, at: span) { reportRepeatedName(at: span, first: first) }
        if let first = spelling.first, first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") {
            spec.explicitUppercaseRowNames.append((name, span))
        }
    }

    mutating func reportRepeatedName(at span: Span, first: Span) {
        let name = file.text(span)
        report(.duplicateRow, SemaMessage.rowNameTaken(name), at: span, notes: [Note(SemaMessage.firstNamedHere(name), at: first)])
    }

    /// What a name is to Swift and to the generated enum, when it is anything.
    struct SpecialName: OptionSet, Sendable {
        let rawValue: UInt8
        static let keyword = SpecialName(rawValue: 1)
        static let unescapable = SpecialName(rawValue: 2)
        static let reservedMember = SpecialName(rawValue: 4)
    }

    /// Every Swift keyword and reserved member, and what each is.
    static let specialNames: [String: SpecialName] = {
        var kinds: [String: SpecialName] = [:]
        for (names, kind) in [(SwiftNames.keywordList, SpecialName.keyword), (SwiftNames.unescapableList, .unescapable),
                              (SwiftNames.reservedMembers, .reservedMember)] {
            for name in names { kinds[name, default: []].insert(kind) }
        }
        return kinds
    }()

    /// Gives derived names to unnamed rows once every explicit name is known, so a derived
    /// name never takes an explicit one. Rows whose titles or images give a name another row
    /// has are numbered after the first to take it (`title`, `title2`, ...), each with a warning:
    /// their names now depend on their order.
    mutating func resolveDerivedNames() {
        var taken: [(derived: Int, first: Span)] = []
        for (k, (row, text, keyword, hasReportedError)) in derived.enumerated() {
            guard let name = SwiftNames.rowName(from: text) else {
                nameByPosition(row, at: keyword, hasReportedError: hasReportedError)
                continue
            }
            spec.rows[row].name = name
            if let first = claim(name, at: keyword) { taken.append((k, first)) }
        }
        if !taken.isEmpty { numberTakenNames(taken) }
    }

    /// Names row `row` by its position, as `row3`, for a row whose title or image gives no name.
    mutating func nameByPosition(_ row: Int, at keyword: Span, hasReportedError: Bool) {
        let name = "row\(row + 1)"
        spec.rows[row].name = name
        if let first = claim(name, at: keyword) {
            // An explicit name may come later in the file than this row, so "first" would mislead.
            let note = first.start < keyword.start ? SemaMessage.firstNamedHere(name) : SemaMessage.nameOfThisRow(name)
            report(.duplicateRow, SemaMessage.positionNameTaken(name), at: keyword, notes: [Note(note, at: first)])
            return
        }
        // After an error in the row (`row 名前 ...`), the fix usually names it; do not warn as well.
        guard !hasReportedError else { return }
        report(.unstableName, SemaMessage.unstableName(name, from: derivedFrom(row)),
               at: keyword, fixIts: [FixIt(SemaMessage.nameIt(name), replacing: .empty(at: keyword.end), with: " \(name)")])
    }

    /// Numbers the derived names in `taken`, which other rows had taken first, and warns at every
    /// row whose name now depends on its position: each numbered row, and a derived row that
    /// took the name first. Every derived name was claimed by its first row before this, so a
    /// number never gives one row another's name.
    mutating func numberTakenNames(_ taken: [(derived: Int, first: Span)]) {
        let derivedAt = Dictionary(derived.indices.map { (derived[$0].keyword.start, $0) }, uniquingKeysWith: { a, _ in a })
        var warnedFirsts = Set<Int32>()
        // The next number to try for each name, so a thousand rows of one title take linear time.
        var next: [String: Int] = [:]
        for (k, first) in taken {
            let (row, _, keyword, hasReportedError) = derived[k]
            let base = spec.rows[row].name
            var n = next[base] ?? 2
            while firstRowName("\(base)\(n)") != nil { n += 1 }
            next[base] = n + 1
            let name = "\(base)\(n)"
            spec.rows[row].name = name
            _ = claim(name, at: keyword)
            // The row that took the name first, when it derived it too; nil for an explicit name.
            let owner = derivedAt[first.start].flatMap { derived[$0].keyword == first ? derived[$0] : nil }
            if !hasReportedError {
                let by = owner.map { SemaMessage.ownerDerivedEarlier(from: derivedFrom($0.row)) } ?? SemaMessage.ownerExplicit
                numberedName(name, base: base, at: keyword,
                             why: SemaMessage.numberedAfter(from: derivedFrom(row), base: base, owner: by), other: first,
                             note: owner == nil ? SemaMessage.nameOfThisRow(base) : SemaMessage.derivedHereFirst(base))
            }
            if let owner, !owner.hasReportedError, warnedFirsts.insert(first.start).inserted {
                numberedName(base, base: base, at: first,
                             why: SemaMessage.numberedBefore(base: base), other: keyword,
                             note: SemaMessage.derivedHereToo(base))
            }
        }
    }

    /// W005 at the row whose `row` keyword is `keyword`, named `name` by its place among rows that give `base`.
    mutating func numberedName(_ name: String, base: String, at keyword: Span, why: String, other: Span, note: String) {
        report(.numberedName, SemaMessage.numberedName(name, why: why), at: keyword,
               notes: [Note(note, at: other)],
               fixIts: [FixIt(SemaMessage.nameIt(name), replacing: .empty(at: keyword.end), with: " \(name)")])
    }

    /// What the derived name of row `row` comes from.
    func derivedFrom(_ row: Int) -> String {
        spec.rows[row].title != nil ? Word.title.spelling : Word.image.spelling
    }

    /// Where the row name `name` was first given, if a row has it.
    mutating func firstRowName(_ name: String) -> Span? { rowNames.first(name) }

    /// Where another row took the name `name` first, or nil after giving it to the row at `span`.
    mutating func claim(_ name: String, at span: Span) -> Span? {
        rowNames.claim(name, at: span)
    }
}

/// What `rowExtras` found.
struct RowExtras {
    var symbol: Attribute?
    var symbolIsValid = false
    /// `accessory:`, the SF Symbol in the accessory's place.
    var trailingSymbol: Attribute?
    var trailingSymbolIsValid = false
    /// `menu:`, whose options `menuOptions` reads: the row shows the chosen one as its subtitle,
    /// and the menu's chevrons as a trailing symbol.
    var hasMenu = false
    /// A switch's or checkmark's; an arrow is told apart by the row's own attribute.
    var accessory: RowAccessory?
    /// The switch's or checkmark's state as the spec gives it.
    var isOn = false
    var isButton = false
    var isDestructive = false
    var isTappable = false
    /// The String Catalog `table:` names.
    var table: String?
}

/// The form of an SF Symbol's name. rowc ships no list of Apple's symbols, so it never says
/// whether one exists; it says only when a name cannot be one.
enum SymbolName {
    /// Lowercase letters and digits, in words joined by single dots: `wifi`, `person.crop.circle`, `0.circle`.
    static func hasSymbolForm(_ name: String) -> Bool {
        let words = name.split(separator: ".", omittingEmptySubsequences: false)
        return words.allSatisfy { word in
            !word.isEmpty && word.utf8.allSatisfy { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        }
    }
}
