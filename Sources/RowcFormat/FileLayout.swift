// FileLayout.swift lays out a whole file: declarations and comments, with the blank lines between them.

import RowcSource
import RowcSyntax

/// One thing at the top level of a formatted file.
struct TopLevelEntry {
    enum Kind { case comment, declaration, section }
    var kind: Kind
    var lines: [String]
    /// Whether a blank line separates this entry from the one before it.
    var blankBefore: Bool
}

/// Walks a syntax tree that has no syntax errors and prints it in canonical form.
struct FileLayout {
    let tree: SyntaxTree
    var entries: [TopLevelEntry] = []

    init(tree: SyntaxTree) {
        self.tree = tree
    }

    /// The comment as written, without trailing blanks (which would be trailing whitespace).
    static func commentText(_ token: Token, in tree: SyntaxTree) -> String {
        var text = Substring(tree.file.text(token.span))
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }

    mutating func render() -> String {
        collectEntries()
        separateSections()
        var out: [String] = []
        for entry in entries {
            if entry.blankBefore && !out.isEmpty { out.append("") }
            out += entry.lines
        }
        return out.isEmpty ? "" : out.joined(separator: "\n") + "\n"
    }

    /// Splits the token stream into top-level comments and declarations, noting blank lines.
    mutating func collectEntries() {
        let tokens = tree.tokens
        var newlines = 0
        var forceBlank = false
        var index = 0
        var declarations = tree.declarations.makeIterator()
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .endOfFile:
                return
            case .newline:
                newlines += 1
                index += 1
            case .comment:
                entries.append(TopLevelEntry(kind: .comment, lines: [Self.commentText(token, in: tree)],
                                             blankBefore: newlines >= 2 || forceBlank))
                newlines = 0
                forceBlank = false
                index += 1
            default:
                // With no syntax errors, every other token belongs to the next declaration.
                guard let declaration = declarations.next() else { return }
                var end = Int(declaration.lastToken) + 1
                if tokens[end].kind == .comment { end += 1 }  // a trailing comment on the same line
                let layout = DeclarationLayout(declaration, in: tree, end: end)
                entries.append(TopLevelEntry(kind: declaration.kind == .section ? .section : .declaration,
                                             lines: layout.lines, blankBefore: newlines >= 2 || forceBlank))
                for comment in layout.dangling {
                    entries.append(TopLevelEntry(kind: .comment, lines: [comment], blankBefore: false))
                }
                forceBlank = !layout.dangling.isEmpty
                newlines = 0
                index = end
            }
        }
    }

    /// Puts a blank line before each section, above the comments directly over it, so they stay its documentation.
    mutating func separateSections() {
        for index in entries.indices where entries[index].kind == .section {
            var first = index
            while first > 0, !entries[first].blankBefore, entries[first - 1].kind == .comment { first -= 1 }
            entries[first].blankBefore = true
        }
    }
}
