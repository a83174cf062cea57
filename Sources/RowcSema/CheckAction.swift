// CheckAction.swift checks `action` declarations and the swipe actions and context menus rows and models offer by their names.

import RowcDiagnostics
import RowcNames
import RowcSource
import RowcSyntax

/// An action rows and models offer by name: `action delete title:"Delete" symbol:trash destructive`.
public struct CheckedAction: Hashable, Sendable {
    public var name: String
    /// What the swipe action and the menu item show and VoiceOver reads.
    public var title: String
    /// Written `verbatim"..."`: shown as written in every language.
    public var titleIsVerbatim = false
    /// An SF Symbol's name, shown beside the title.
    public var symbol: String?
    /// UIKit's destructive style: a red swipe action or menu item.
    public var isDestructive = false
    /// The String Catalog named by `table:`, if any.
    public var table: String?
    public var span: Span
    /// The name after `action`.
    public var nameSpan: Span
    /// The title's string, where diagnostics about its text point.
    public var titleSpan: Span?
    public var documentation: [String]
}

/// The actions a row or model offers, each an index into `CheckedSpec.actions`, in the order written.
public struct OfferedActions: Hashable, Sendable {
    /// A swipe from the leading edge (`leadingSwipe:`), first outermost.
    public var leading: [Int] = []
    /// A swipe from the trailing edge (`swipe:`), first outermost.
    public var trailing: [Int] = []
    /// The context menu (`contextMenu:`).
    public var menu: [Int] = []
    /// The options of a row's menu that picks one (`menu:`), in order.
    public var choices: [Int] = []

    public init(leading: [Int] = [], trailing: [Int] = [], menu: [Int] = [], choices: [Int] = []) {
        (self.leading, self.trailing, self.menu, self.choices) = (leading, trailing, menu, choices)
    }

    public var isEmpty: Bool { leading.isEmpty && trailing.isEmpty && menu.isEmpty && choices.isEmpty }
}

extension CheckerState {
    static let actionAttributes = AttributeKeys(.action)
    /// The attributes that offer actions, in the order `OfferedActions` holds them.
    static let offeringAttributes = [Vocabulary.leadingSwipeIndex, Vocabulary.swipeIndex, Vocabulary.contextMenuIndex]
    static let offeringMask = offeringAttributes.reduce(UInt32(0)) { $0 | 1 << UInt32($1) }

    /// Checks every `action` declaration before the rows, which may offer an action declared below them.
    mutating func checkActions() {
        for declaration in tree.declarations where declaration.kind == .action { checkAction(declaration) }
    }

    mutating func checkAction(_ declaration: Declaration) {
        guard let nameIndex = declaration.name else { return }  // reported by the parser
        let name = tree.text(nameIndex)
        let nameSpan = tree.token(nameIndex).span
        let found = collect(declaration, allowed: Self.actionAttributes, what: "an action")
        let nameIsValid = checkActionName(name, at: nameSpan, list: tree.token(nameIndex).isList)
        var title: TokenIndex?
        if let written = tree.attribute(.title, in: found) {
            title = text(written, key: Word.title.spelling)
        } else {
            let suggested = name.prefix(1).uppercased() + name.dropFirst()
            report(.actionWithoutTitle, SemaMessage.actionWithoutTitle(name), at: nameSpan,
                   fixIts: [FixIt(SemaMessage.insert("title:\"\(suggested)\""), replacing: .empty(at: nameSpan.end),
                                  with: " title:\"\(suggested)\"")])
        }
        let symbol = found[Vocabulary.symbolIndex].flatMap { symbolName(tree.attributes[Int($0)], Vocabulary.symbolIndex) }
        let destructive = flag(found[Vocabulary.destructiveIndex].map { tree.attributes[Int($0)] },
                               key: Vocabulary.attributes[Vocabulary.destructiveIndex].spelling)
        let table = found[Vocabulary.tableIndex].flatMap { tableName(tree.attributes[Int($0)]) }
        guard nameIsValid, let title else { return }
        var action = CheckedAction(name: name, title: tree.stringValue(title), span: tree.span(of: declaration),
                                   nameSpan: nameSpan, documentation: tree.leadingComments(of: declaration))
        action.titleIsVerbatim = tree.isVerbatim(title)
        action.titleSpan = tree.token(title).span
        action.symbol = symbol.map { tree.imageValue($0) }
        action.isDestructive = destructive
        action.table = table
        actionIndices[name] = spec.actions.count
        spec.actions.append(action)
    }

    /// Whether `name` can be a case of the spec's `Action` enum and is the first action so named.
    mutating func checkActionName(_ name: String, at span: Span, list: Bool) -> Bool {
        if list || name.contains(".") {
            report(.invalidName, SemaMessage.actionNameNotOne(name), at: span)
            return false
        }
        let special = Self.specialNames[name] ?? []
        if special.contains(.unescapable) || SwiftNames.reservedActionMembers.contains(name) {
            report(.invalidName, SemaMessage.actionNameUnusable(name), at: span)
            return false
        }
        if special.contains(.keyword) { report(.keywordName, SemaMessage.actionNameIsKeyword(name), at: span) }
        if let first = actionSpans[name] {
            report(.duplicateAction, SemaMessage.actionNameTaken(name), at: span,
                   notes: [Note(SemaMessage.firstDeclaredHere(name), at: first)])
            return false
        }
        actionSpans[name] = span
        return true
    }

    /// The actions a row or model offers (`swipe:`, `leadingSwipe:`, `contextMenu:`), each name
    /// resolved to one of the spec's actions. An unknown name is E221, with the closest as a
    /// fix-it; an action named twice in the menu, or twice among the swipe actions of both
    /// edges, E223. Most declarations offer none: told without a call.
    @inline(__always)
    mutating func offeredActions(_ found: FoundAttributes) -> OfferedActions {
        guard found.containsAny(Self.offeringMask) else { return OfferedActions() }
        return writtenActions(found)
    }

    mutating func writtenActions(_ found: FoundAttributes) -> OfferedActions {
        var lists: [[Int]] = []
        // The swipe actions of both edges are one set: a swipe shows an action on one edge.
        var swiped: [Int: Span] = [:]
        for attributeIndex in Self.offeringAttributes {
            var list: [Int] = []
            var menu: [Int: Span] = [:]
            if let index = found[attributeIndex] {
                let attribute = tree.attributes[Int(index)]
                for (name, span) in actionNames(attribute, key: Vocabulary.attributes[attributeIndex].spelling) {
                    guard let action = actionIndices[name] else {
                        // An action declared with a mistake was reported there.
                        if actionSpans[name] == nil { unknownAction(name, at: span) }
                        continue
                    }
                    actionUsed.insert(action)
                    let isMenu = attributeIndex == Vocabulary.contextMenuIndex
                    if let first = isMenu ? menu[action] : swiped[action] {
                        report(.actionOfferedTwice, SemaMessage.actionOfferedTwice(name, menu: isMenu), at: span,
                               notes: [Note(SemaMessage.firstGivenHere, at: first)])
                        continue
                    }
                    if isMenu { menu[action] = span } else { swiped[action] = span }
                    list.append(action)
                }
            }
            lists.append(list)
        }
        return OfferedActions(leading: lists[0], trailing: lists[1], menu: lists[2])
    }

    /// The names `attribute` lists, each with its span, or none after reporting a value that is not a list of names.
    mutating func actionNames(_ attribute: Attribute, key: String) -> [(String, Span)] {
        if attribute.isFlag {
            report(.missingValue, SemaMessage.needsValue(key, example: key + ":delete,archive"), at: tree.token(attribute.key).span)
        }
        guard let valueIndex = attribute.value else { return [] }
        let token = tree.token(valueIndex)
        guard token.kind == .identifier, !tree.text(valueIndex).contains(".") else {
            if token.kind != .invalid {
                wrongKind(attribute, key: key, expected: SemaMessage.actionNamesExpected, token: token, quote: false)
            }
            return []
        }
        var names: [(String, Span)] = []
        var start = token.start
        for part in tree.text(valueIndex).split(separator: ",", omittingEmptySubsequences: false) {
            let end = start + Int32(part.utf8.count)
            names.append((String(part), Span(start: start, end: end)))
            start = end + 1
        }
        return names
    }

    /// The options a row's `menu:` names, each resolved to one of the spec's actions, in the
    /// order written: an unknown name is E221, a name given twice E223, and fewer than two
    /// options E228. Empty for a row without a menu.
    mutating func menuOptions(_ found: FoundAttributes) -> [Int] {
        guard let index = found[Vocabulary.menuIndex] else { return [] }
        let attribute = tree.attributes[Int(index)]
        var options: [Int] = []
        var given: [Int: Span] = [:]
        let names = actionNames(attribute, key: Vocabulary.attributes[Vocabulary.menuIndex].spelling)
        for (name, span) in names {
            guard let action = actionIndices[name] else {
                if actionSpans[name] == nil { unknownAction(name, at: span) }
                continue
            }
            actionUsed.insert(action)
            if let first = given[action] {
                report(.actionOfferedTwice, SemaMessage.actionOfferedTwice(name, menu: true), at: span,
                       notes: [Note(SemaMessage.firstGivenHere, at: first)])
                continue
            }
            given[action] = span
            options.append(action)
        }
        if names.count < 2, attribute.value != nil {
            report(.menuOfOne, SemaMessage.menuOfOne(names.count), at: tree.span(of: attribute))
        }
        return options
    }

    mutating func unknownAction(_ name: String, at span: Span) {
        let best = closestNames(to: name, among: spec.actions.map(\.name)).first
        report(.unknownAction, SemaMessage.unknownAction(name, suggestion: best, known: spec.actions.map(\.name)), at: span,
               fixIts: best.map { [FixIt(SemaMessage.replace(name, with: $0), replacing: span, with: $0)] } ?? [])
    }

    /// W009 at each action no row or model offers; none when a name was not found (E221), as the
    /// misspelt name may be meant for one.
    mutating func reportUnusedActions() {
        guard !diagnostics.contains(where: { $0.code == .unknownAction }) else { return }
        for (index, action) in spec.actions.enumerated() where !actionUsed.contains(index) {
            report(.unusedAction, SemaMessage.unusedAction(action.name), at: action.nameSpan)
        }
    }
}

extension CheckedSpec {
    /// The actions `offered` names, as the spec writes them, for the report and hover:
    /// `leadingSwipe:pin swipe:delete,archive contextMenu:rename`; empty for none.
    public func actionsText(_ offered: OfferedActions) -> String {
        let lists = [(Vocabulary.leadingSwipeIndex, offered.leading), (Vocabulary.swipeIndex, offered.trailing),
                     (Vocabulary.contextMenuIndex, offered.menu), (Vocabulary.menuIndex, offered.choices)]
        return lists.filter { !$0.1.isEmpty }.map { index, list in
            Vocabulary.attributes[index].spelling + ":" + list.map { actions[$0].name }.joined(separator: ",")
        }.joined(separator: " ")
    }
}
