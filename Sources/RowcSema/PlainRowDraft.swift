// PlainRowDraft.swift is the checker's shortcut for rows in the common shape, held to the full check by tests and the fuzzer.

import RowKit
import RowcSource
import RowcSyntax

extension CheckerState {
    /// `draftRow` for a row in the shape nearly every row has, which no check can fault: each
    /// attribute a different row key with a value its kind takes plainly (`ValueKind.takesPlainly`,
    /// the full check's own rule), a title, and no syntax error in the file. A row without a
    /// title is warned about unless it has a spoken label (W006), and `label:` has no lexer word:
    /// both go to the full check. Nil for any other row, which `draftAnyRow` checks in full and
    /// reports on; for these it makes the same record (`Checker.plainRowsTaken` is the test).
    /// Reports nothing but what `judgeRowName` says of the row's name, as `draftAnyRow` would.
    @inline(__always)
    mutating func draftPlainRow(_ declaration: Declaration, at index: Int) -> RowRecord? {
        guard tree.diagnostics.isEmpty else { return nil }
        var image: TokenIndex = -1, title: TokenIndex = -1, subtitle: TokenIndex = -1, arrow = false
        var seen: UInt32 = 0
        let tokens = buffers.tokens, source = buffers.source
        for a in declaration.attributes {
            let attribute = buffers.attributes[Int(a)]
            let word = tokens[Int(attribute.key)].word
            guard seen & 1 << word.rawValue == 0 else { return nil }
            seen |= 1 << word.rawValue
            // Each kind as `draftAnyRow` checks it (`imageName`, `text`, `flag`), and as the
            // vocabulary says the attribute takes (VocabularyTests holds the checker to it). Literal
            // kinds, not the table's: read per attribute, the table cost 6 M instructions on the
            // benchmark's 100,000 rows.
            switch word {
            case .image:
                guard ValueKind.asset.takesPlainly(attribute, tokens: tokens, source: source) else { return nil }
                image = attribute.value!
            case .title, .subtitle:
                guard ValueKind.string.takesPlainly(attribute, tokens: tokens, source: source) else { return nil }
                if word == .title { title = attribute.value! } else { subtitle = attribute.value! }
            case .arrow:
                guard ValueKind.flag.takesPlainly(attribute, tokens: tokens, source: source) else { return nil }
                arrow = true
            default:
                return nil
            }
        }
        guard title >= 0,
              let style = RowStyle(image: image >= 0, title: title >= 0, subtitle: subtitle >= 0, arrow: arrow) else {
            return nil
        }
        var flags: RowRecord.Flags = []
        if title >= 0 { flags.insert(.titleIsValid) }
        if subtitle >= 0 { flags.insert(.subtitleIsValid) }
        if declaration.name != nil { flags.insert(.explicitName) }
        let name = tokens[Int(declaration.name ?? declaration.keyword)].span
        return RowRecord(declaration: Int32(index), image: image, title: title, subtitle: subtitle, name: name,
                         nameHash: declaration.name == nil ? 0 : judgeRowName(at: name), style: style, flags: flags)
    }
}
