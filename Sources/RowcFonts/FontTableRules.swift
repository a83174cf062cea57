// FontTableRules.swift: what a metrics table gives the scalars a font does not measure well, whatever font it comes from.

/// FontTableRules are the fixed widths `rowc metrics` writes around a font's own advances
/// (grammar.md, "What each scalar counts"). They stand in for what the iOS text system does
/// with scalars the font does not draw: some draw nothing, and others come from a fallback font.
enum FontTableRules {
    /// The default advance, for every scalar no rule or glyph covers, in ems: the middle of
    /// the 0.5 to 0.7 em that letters of scripts a font lacks advance in iOS's fallback fonts.
    static let defaultEm = 0.6

    /// Scalars that advance 0 whatever the font says: they draw nothing of their own or
    /// fuse with the scalar before them.
    static let zero: [ClosedRange<UInt32>] = [
        0x0000...0x001F,   // C0 controls
        0x007F...0x009F,   // delete and C1 controls
        0x00AD...0x00AD,   // soft hyphen: invisible unless a line breaks there
        0x0300...0x036F,   // combining diacritical marks
        0x0483...0x0489,   // combining Cyrillic marks
        0x1160...0x11FF,   // conjoining Hangul vowels and finals fuse into one syllable
        0x1AB0...0x1AFF,   // combining diacritical marks extended
        0x1DC0...0x1DFF,   // combining diacritical marks supplement
        0x200B...0x200F,   // zero-width space, joiners, direction marks
        0x2028...0x2029,   // line and paragraph separators
        0x202A...0x202E,   // bidi embeddings and overrides
        0x2060...0x206F,   // word joiner, invisible operators, bidi isolates
        0x20D0...0x20FF,   // combining marks for symbols (the keycap U+20E3)
        0x302A...0x302F,   // ideographic tone marks
        0x3099...0x309A,   // combining kana voicing marks
        0xD7B0...0xD7FF,   // conjoining Hangul vowels and finals, extended
        0xFE00...0xFE0F,   // variation selectors
        0xFE20...0xFE2F,   // combining half marks
        0xFEFF...0xFEFF,   // zero-width no-break space
        0x1F3FB...0x1F3FF, // emoji skin tone modifiers fuse with the emoji before them
        0xE0000...0xE007F, // tags (subdivision flags)
        0xE0100...0xE01EF, // variation selectors supplement
    ]

    /// Private Use Areas: a font's private glyphs mean nothing in another font, so they are skipped.
    static let privateUse: [ClosedRange<UInt32>] = [0xE000...0xF8FF, 0xF0000...0xFFFFD, 0x100000...0x10FFFD]

    /// Widths, in ems, for scalars the font lacks: iOS draws them from PingFang, Hiragino Sans,
    /// Apple SD Gothic Neo (square CJK bodies) and Apple Color Emoji.
    static let fallback: [(range: ClosedRange<UInt32>, em: Double)] = [
        (0x1100...0x115F, 1),     // Hangul leading consonants
        (0x231A...0x231B, 1), (0x23E9...0x23FA, 1), (0x25FD...0x25FE, 1),  // emoji
        (0x2600...0x27BF, 1),     // emoji (miscellaneous symbols, dingbats)
        (0x2B05...0x2B07, 1), (0x2B1B...0x2B1C, 1), (0x2B50...0x2B50, 1), (0x2B55...0x2B55, 1),  // emoji
        (0x2E80...0x2FFF, 1),     // CJK radicals and ideographic description
        (0x3000...0x9FFF, 1),     // CJK symbols, kana, bopomofo, jamo, CJK ideographs
        (0xA000...0xA4CF, 1),     // Yi
        (0xA960...0xA97F, 1),     // Hangul leading consonants, extended
        (0xAC00...0xD7A3, 1),     // Hangul syllables
        (0xF900...0xFAFF, 1),     // CJK compatibility ideographs
        (0xFE10...0xFE19, 1),     // vertical forms
        (0xFE30...0xFE6F, 1),     // CJK compatibility and small forms
        (0xFF01...0xFF60, 1),     // full-width forms
        (0xFF61...0xFFDC, 0.5),   // half-width forms
        (0xFFE0...0xFFE6, 1),     // full-width signs
        (0xFFE8...0xFFEE, 0.5),   // half-width symbols
        (0x1B000...0x1B16F, 1),   // kana supplement
        (0x1F000...0x1F1E5, 1),   // emoji (game symbols, enclosed alphanumerics)
        (0x1F1E6...0x1F1FF, 0.5), // regional indicators: two make one flag
        (0x1F200...0x1FAFF, 1),   // emoji
        (0x20000...0x3FFFD, 1),   // CJK ideographs, extensions B and later
    ]
}
