// PlainRowDraft.swift is the checker's shortcut for rows in the common shape, held to the full check by tests and the fuzzer.

import RowcSource
import RowcSyntax

extension CheckerState {
    /// `draftRow` for a row in the shape nearly every row has, which no check can fault: each
    /// attribute a different row key with a value its kind takes plainly (`ValueKind.takesPlainly`,
    /// the full check's own rule), a title or an image, no subtitle without a title, and no
    /// syntax error in the file. Nil for any other row, which `draftAnyRow` checks in full and
    /// reports on; for these it makes the same record (`Checker.plainRowsTaken` is the test).
    /// Reports nothing but what `judgeRowName` says of the row's name, as `draftAnyRow` would.
    @inline(__always)
    mutating func draftPlainRow(_ declaration: Declaration, at index: Int) -> RowRecord? {
        guard tree.diagnostics.isEmpty else { return nil }
        var image: TokenIndex = -1, title: TokenIndex = -1, subtitle: TokenIndex = -1, arrow = false
        var seen: UInt32 = 0
        let tokens = buffers.tokens
        for a in declaration.attributes {
            let attribute = buffers.attributes[Int(a)]
            let word = tokens[Int(attribute.key)].word
            guard seen & 1 << word.rawValue == 0 else { return nil }
            seen |= 1 << word.rawValue
            // What a row's attribute takes is the vocabulary's; where it goes is the switch's.
            guard let kind = ValueKind(rawValue: rowValueKinds[Int(word.rawValue)]),
                  kind.takesPlainly(attribute, tokens: tokens, source: buffers.source) else { return nil }
            switch word {
            case .image: image = attribute.value!
            case .title: title = attribute.value!
            case .subtitle: subtitle = attribute.value!
            case .arrow: arrow = true
            default: return nil
            }
        }
        guard title >= 0 || subtitle < 0,
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

    /// The raw `ValueKind` a row's attribute takes, by the raw value of its lexer word; 0 for a word
    /// that is no row attribute's.
    static let rowValueKindsByWord: InlineArray<16, UInt8> = {
        var kinds = InlineArray<16, UInt8>(repeating: 0)
        for (attribute, use) in Vocabulary.attributes(in: .row) where attribute.word != .none {
            kinds[Int(attribute.word.rawValue)] = use.value.rawValue
        }
        return kinds
    }()
}
