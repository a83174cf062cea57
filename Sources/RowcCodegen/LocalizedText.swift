// LocalizedText.swift spells a localized spec's texts as lookups in its String Catalogs at run time.

import RowcSema

/// One text looked up at run time: `NSLocalizedString(key, tableName:, bundle:, comment:)`.
/// Foundation's function, from iOS 2, rather than `String(localized:table:bundle:comment:)`,
/// which needs iOS 15 where the generated code's floor is iOS 13. Xcode extracts both alike.
struct LocalizedText {
    /// The spec's text, which is both the key and the source language's value.
    var key: String
    var table: String
    /// The declaration's doc comment lines joined with spaces, for translators; empty without one.
    var comment: String

    /// The lookup of `text`, or nil when it is shown as written: written `verbatim`, without a
    /// table, or in a spec that is not localized (`tables` nil).
    init?(_ text: String, verbatim: Bool, table declared: String?, documentation: [String], tables: StringTables?) {
        guard !verbatim, let table = tables?.table(declared: declared) else { return nil }
        (key, self.table, comment) = (text, table, LocalizableString.comment(documentation) ?? "")
    }

    /// The call's arguments, as Swift.
    var arguments: [String] {
        [SwiftLiteral.string(key), "tableName: " + SwiftLiteral.string(table), "bundle: RowStrings.bundle",
         "comment: " + SwiftLiteral.string(comment)]
    }

    /// The call on one line.
    var call: String { "NSLocalizedString(" + arguments.joined(separator: ", ") + ")" }
}

/// An argument of a generated call.
enum CallArgument {
    /// Swift that stays on one line: `accessory: .arrow`.
    case code(String)
    /// A label (`title: `) and a text's lookup, whose own arguments go one per line when the
    /// argument's line would pass the limit.
    case lookup(String, LocalizedText)

    /// `label` and `text`: its lookup when it has one (see `LocalizedText.init`), else the literal.
    static func text(_ label: String, _ text: String, verbatim: Bool, table: String?, documentation: [String],
                     tables: StringTables?) -> CallArgument {
        guard let lookup = LocalizedText(text, verbatim: verbatim, table: table, documentation: documentation,
                                         tables: tables) else { return .code(label + SwiftLiteral.string(text)) }
        return .lookup(label, lookup)
    }

    /// The argument on one line.
    var code: String {
        switch self {
        case .code(let code): code
        case .lookup(let label, let text): label + text.call
        }
    }
}

extension SwiftWriter {
    /// The lookup on the open line. When the line, with a comma after it, would pass the limit,
    /// its arguments go one per line instead and the open line is left at the closing
    /// parenthesis, for what follows the argument.
    mutating func writeLookup(_ text: LocalizedText) {
        let start = bytes.count
        write(text.call)
        guard column + 1 > SpecEmitter.lineLimit else { return }
        truncate(to: start)
        write("NSLocalizedString(")
        close()
        indented { w in
            w.stringLine("", text.key, suffix: ",")
            w.line("tableName: " + SwiftLiteral.string(text.table) + ",")
            w.line("bundle: RowStrings.bundle,")
            w.stringLine("comment: ", text.comment, suffix: "")
        }
        open()
        write(")")
    }

    /// `label` and `text` as a literal on a line of their own; when that passes the limit, a
    /// multi-line literal broken between words, each line but the last ending in `\`, which
    /// joins it to the next: the string is the same, and Xcode still extracts a literal. A text
    /// ending in a blank stays on one line, as the writer drops trailing blanks.
    mutating func stringLine(_ label: String, _ text: String, suffix: String) {
        let literal = SwiftLiteral.string(text)
        let width = SpecEmitter.lineLimit - (depth + 1) * 4 - 2  // the content's indentation and ` \`
        guard depth * 4 + SwiftWriter.length(label + literal + suffix) > SpecEmitter.lineLimit,
              let last = text.unicodeScalars.last, last != " ", last != "\t" else {
            line(label + literal + suffix)
            return
        }
        line(label + "\"\"\"")
        indented { w in
            // The escaped text without its quotes; escapes hold no spaces, so a break never splits one.
            var current: String?
            for word in literal.dropFirst().dropLast().split(separator: " ", omittingEmptySubsequences: false) {
                if let line = current, SwiftWriter.length(line) + 1 + word.count > width {
                    w.line(line + " \\")
                    current = String(word)
                } else {
                    current = current.map { $0 + " " + word } ?? String(word)
                }
            }
            w.line(current ?? "")
            w.line("\"\"\"" + suffix)
        }
    }

    /// `argument` then `suffix` on a line of their own, a lookup broken as `writeLookup` breaks it.
    mutating func line(_ argument: CallArgument, suffix: String) {
        open()
        switch argument {
        case .code(let code): write(code)
        case .lookup(let label, let text):
            write(label)
            writeLookup(text)
        }
        write(suffix)
        close()
    }
}
