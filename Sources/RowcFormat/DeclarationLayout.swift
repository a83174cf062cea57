// DeclarationLayout.swift lays out one declaration: its items in canonical order, with their comments attached.

import RowcSource
import RowcSyntax

/// A piece of a declaration that moves as a whole: the head (`row wifi`, `section "General"`)
/// or one attribute (`title:"Wi-Fi"`), with the comments that belong to it.
struct LayoutItem {
    /// The tokens as written, joined without spaces (`key:value`) or, in the head, with one.
    var text: String
    /// Token indices of the item's first and last token.
    var first: Int
    var last: Int
    var rank: Int
    /// Own-line comments written before the item, printed on lines of their own above it.
    var before: [String] = []
    /// Comments after the item on its line, or between its own tokens; the first is printed
    /// at the end of the item's line, any others on lines of their own before the next item.
    var after: [String] = []
}

/// The lines of one formatted declaration, and the comments that had to leave it.
struct DeclarationLayout {
    /// Continuation lines are indented so the parser reads them as part of the declaration.
    static let continuationIndent = "    "

    var lines: [String] = []
    /// Comments after the last item that cannot stay inside the declaration; they follow it
    /// at the top level, separated from the next declaration by a blank line so they do not
    /// become that declaration's documentation.
    var dangling: [String] = []

    /// Lays out `declaration`; `end` is the index past its last token, including a trailing comment.
    init(_ declaration: Declaration, in tree: SyntaxTree, end: Int) {
        var items = Self.items(of: declaration, in: tree)
        Self.attachComments(to: &items, in: tree, from: Int(declaration.firstToken), to: end)
        let head = items.removeFirst()
        // Stable: equal ranks keep their written order.
        var attributes = items.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }
            .map(\.element)
        // In a row without a name, a flag such as `image` moved to the front would be read back as
        // the row's name (`row image title:"A"`). The written order cannot start that way (the parser
        // would have read it as the name), so keep it.
        if declaration.kind == .row, declaration.name == nil, let first = attributes.first, first.first == first.last,
           tree.tokens[first.first].kind == .identifier {
            attributes = items
        }
        render(head: head, attributes: attributes)
    }

    /// The head item and one item per attribute, in source order.
    static func items(of declaration: Declaration, in tree: SyntaxTree) -> [LayoutItem] {
        let keyword = Int(declaration.keyword)
        var headText = tree.text(declaration.keyword)
        var headLast = keyword
        if let name = declaration.sectionName {
            headText += " " + tree.text(name)
            headLast = Int(name)
        }
        if let name = declaration.name {
            headText += " " + tree.text(name)
            headLast = Int(name)
        }
        var items = [LayoutItem(text: headText, first: keyword, last: headLast, rank: -1)]
        // A `sample` clause ends a model, its items in the order written: their keys are fields.
        // The checker reads any declaration but a theme only up to the word (and reports it outside
        // a model), so it stays where it is there too, and formatting keeps what is checked.
        var inSample = false
        var keysGoingLast: Set<String> = []
        for attribute in tree.attributes(of: declaration) {
            let key = tree.text(attribute.key)
            inSample = inSample || declaration.kind != .theme && attribute.isFlag && key == Vocabulary.sample.spelling
            var text = key
            var last = Int(attribute.key)
            if let colon = attribute.colon { text += ":"; last = Int(colon) }
            if let value = attribute.value { text += tree.text(value); last = Int(value) }
            // A key with a colon and no value (`arrow:`, which the checker reports) goes last: a bare
            // word after it on the line would be read as its value. Any later attribute of the same
            // key goes last after it, so the first of them stays the first the checker keeps.
            let colonOnly = attribute.colon != nil && attribute.value == nil
            if colonOnly { keysGoingLast.insert(key) }
            let rank = keysGoingLast.contains(key) ? Int.max
                : inSample ? Int.max - 1 : AttributeOrder.rank(of: key, in: declaration.kind)
            items.append(LayoutItem(text: text, first: Int(attribute.key), last: last, rank: rank))
        }
        return items
    }

    /// Gives each comment token in `start..<end` to the item it belongs to: inside an item or
    /// after it on the same line, to that item's `after`; on a line of its own, to the next item's `before`.
    static func attachComments(to items: inout [LayoutItem], in tree: SyntaxTree, from start: Int, to end: Int) {
        var owner = 0
        var sawNewline = false
        for index in start..<end {
            let token = tree.tokens[index]
            if owner + 1 < items.count && index == items[owner + 1].first {
                owner += 1
                sawNewline = false
            }
            switch token.kind {
            case .newline:
                if index > items[owner].last { sawNewline = true }
            case .comment:
                let text = FileLayout.commentText(token, in: tree)
                if sawNewline && owner + 1 < items.count {
                    items[owner + 1].before.append(text)
                } else {
                    items[owner].after.append(text)
                }
            default:
                break
            }
        }
    }

    mutating func render(head: LayoutItem, attributes: [LayoutItem]) {
        let indent = Self.continuationIndent
        var line = head.text
        // Pending own-line comments carried from the previous item's extra `after` comments.
        var carried = Array(head.after.dropFirst())
        var closed = !head.after.isEmpty
        if let trailing = head.after.first { line += " " + trailing }
        for item in attributes {
            let ownLine = carried + item.before
            if !ownLine.isEmpty || closed {
                lines.append(line)
                lines += ownLine.map { indent + $0 }
                line = indent + item.text
            } else {
                line += " " + item.text
            }
            carried = Array(item.after.dropFirst())
            closed = !item.after.isEmpty
            if let trailing = item.after.first { line += " " + trailing }
        }
        lines.append(line)
        dangling = carried
    }
}
