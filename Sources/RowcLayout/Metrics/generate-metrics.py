#!/usr/bin/env python3
"""generate-metrics.py: writes rowc's built-in advance-width table from Inter Regular.

rowc estimates text widths (to warn about labels that truncate at device widths)
from a table of per-scalar advance widths in the "rowc metrics v1" format. The
built-in table comes from Inter Regular, a freely licensed (SIL OFL 1.1) font
close to the iOS system font. Only this script and its output are committed,
never the font.

Needs:
  - python3 with fontTools:  apt-get install -y python3-fonttools
    (Debian's package installs into /usr/bin/python3; use that interpreter if
    another python3 comes first on PATH), or: pip install fonttools
  - Inter Regular:            apt-get install -y fonts-inter
    (Debian installs /usr/share/fonts/opentype/inter/Inter-Regular.otf)

Run, from anywhere:
  /usr/bin/python3 Sources/RowcLayout/Metrics/generate-metrics.py
      rewrites Sources/RowcLayout/InterMetrics.swift (the table as a Swift
      string literal that TextMetrics.inter parses).
  ... generate-metrics.py --check
      exits 1 if InterMetrics.swift differs from what the script would write.
  ... generate-metrics.py --table FILE      (FILE "-" is standard output)
      writes the bare table, e.g. as a starting point for a hand-made one.
  ... generate-metrics.py --font OTHER.otf --table FILE
      builds a table for another font (any OpenType/TrueType file) with the
      same rules, for use with `rowc --metrics FILE`.

What goes into the table, in order of precedence:
  1. Zero-advance scalars, whatever the font says: controls, combining marks,
     zero-width and bidi format characters, variation selectors, emoji skin
     tone modifiers and tags, conjoining Hangul vowels and finals. They draw
     nothing of their own or fuse with the previous scalar.
  2. Every scalar the font's cmap maps, with the glyph's hmtx advance, except
     the Private Use Areas (a font's private glyphs mean nothing elsewhere).
  3. For scalars the font lacks, fixed widths standing in for the iOS fallback
     fonts: CJK ideographs, kana, Hangul, Yi, CJK symbols and punctuation and
     full-width forms 1 em (PingFang and Apple SD Gothic Neo set them on a
     square body); half-width forms and regional indicators 1/2 em (a flag is
     a pair of them, one em wide); emoji 1 em.
  4. Everything else gets the table's default, 0.6 em.
Consecutive scalars with the same advance and the same origin collapse into
one range line. The output depends only on the font file and this script.
"""

import argparse
import hashlib
import os
import sys

DEFAULT_FONT = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
SCRIPT_DIR = os.path.dirname(os.path.abspath(__file__))
DEFAULT_SWIFT = os.path.normpath(os.path.join(SCRIPT_DIR, "..", "InterMetrics.swift"))

# The default covers scripts and symbols nobody listed (Arabic, Hebrew, Thai,
# Devanagari, rare symbols). Their letters typically advance 0.5-0.7 em in the
# iOS fallback fonts; 0.6 em sits in the middle.
DEFAULT_EM = 0.6

# (first, last, label): always advance 0, even where the font has a glyph.
ZERO = [
    (0x0000, 0x001F, "C0 controls"),
    (0x007F, 0x009F, "delete and C1 controls"),
    (0x00AD, 0x00AD, "soft hyphen: invisible unless a line breaks there"),
    (0x0300, 0x036F, "combining diacritical marks"),
    (0x0483, 0x0489, "combining Cyrillic marks"),
    (0x1160, 0x11FF, "conjoining Hangul vowels and finals fuse into one syllable"),
    (0x1AB0, 0x1AFF, "combining diacritical marks extended"),
    (0x1DC0, 0x1DFF, "combining diacritical marks supplement"),
    (0x200B, 0x200F, "zero-width space, joiners, direction marks"),
    (0x2028, 0x2029, "line and paragraph separators"),
    (0x202A, 0x202E, "bidi embeddings and overrides"),
    (0x2060, 0x206F, "word joiner, invisible operators, bidi isolates"),
    (0x20D0, 0x20FF, "combining marks for symbols (e.g. the keycap U+20E3)"),
    (0x302A, 0x302F, "ideographic tone marks"),
    (0x3099, 0x309A, "combining kana voicing marks"),
    (0xD7B0, 0xD7FF, "conjoining Hangul vowels and finals, extended"),
    (0xFE00, 0xFE0F, "variation selectors"),
    (0xFE20, 0xFE2F, "combining half marks"),
    (0xFEFF, 0xFEFF, "zero-width no-break space"),
    (0x1F3FB, 0x1F3FF, "emoji skin tone modifiers fuse with the emoji before them"),
    (0xE0000, 0xE007F, "tags (subdivision flags)"),
    (0xE0100, 0xE01EF, "variation selectors supplement"),
]

# Private Use Areas: skipped when reading the font's cmap.
PRIVATE_USE = [(0xE000, 0xF8FF), (0xF0000, 0xFFFFD), (0x100000, 0x10FFFD)]

EM, HALF = "em", "half"
# (first, last, width, label): only for scalars the font lacks.
FALLBACK = [
    (0x1100, 0x115F, EM, "Hangul leading consonants"),
    (0x231A, 0x231B, EM, "emoji"),
    (0x23E9, 0x23FA, EM, "emoji"),
    (0x25FD, 0x25FE, EM, "emoji"),
    (0x2600, 0x27BF, EM, "emoji (misc symbols, dingbats)"),
    (0x2B05, 0x2B07, EM, "emoji"),
    (0x2B1B, 0x2B1C, EM, "emoji"),
    (0x2B50, 0x2B50, EM, "emoji"),
    (0x2B55, 0x2B55, EM, "emoji"),
    (0x2E80, 0x2FFF, EM, "CJK radicals and ideographic description"),
    (0x3000, 0x9FFF, EM, "CJK symbols, kana, bopomofo, jamo, CJK ideographs"),
    (0xA000, 0xA4CF, EM, "Yi"),
    (0xA960, 0xA97F, EM, "Hangul leading consonants, extended"),
    (0xAC00, 0xD7A3, EM, "Hangul syllables"),
    (0xF900, 0xFAFF, EM, "CJK compatibility ideographs"),
    (0xFE10, 0xFE19, EM, "vertical forms"),
    (0xFE30, 0xFE6F, EM, "CJK compatibility and small forms"),
    (0xFF01, 0xFF60, EM, "full-width forms"),
    (0xFF61, 0xFFDC, HALF, "half-width forms"),
    (0xFFE0, 0xFFE6, EM, "full-width signs"),
    (0xFFE8, 0xFFEE, HALF, "half-width symbols"),
    (0x1B000, 0x1B16F, EM, "kana supplement"),
    (0x1F000, 0x1F1E5, EM, "emoji (game symbols, enclosed alphanumerics)"),
    (0x1F1E6, 0x1F1FF, HALF, "regional indicators: two make one flag"),
    (0x1F200, 0x1FAFF, EM, "emoji"),
    (0x20000, 0x3FFFD, EM, "CJK ideographs, extensions B and later"),
]

# Block names for the section comments of the table, by first scalar.
BLOCKS = [
    (0x0000, "Basic Latin"), (0x0080, "Latin-1 Supplement"),
    (0x0100, "Latin Extended-A"), (0x0180, "Latin Extended-B"),
    (0x0250, "IPA Extensions"), (0x02B0, "Spacing Modifier Letters"),
    (0x0300, "Combining Diacritical Marks"), (0x0370, "Greek and Coptic"),
    (0x0400, "Cyrillic"), (0x0500, "Cyrillic Supplement"),
    (0x0530, "Armenian"), (0x0590, "Hebrew"), (0x0600, "Arabic"),
    (0x0E00, "Thai"), (0x0E80, "Lao"), (0x10A0, "Georgian"),
    (0x1100, "Hangul Jamo"), (0x1200, "Ethiopic"),
    (0x1AB0, "Combining Diacritical Marks Extended"),
    (0x1D00, "Phonetic Extensions"), (0x1D80, "Phonetic Extensions Supplement"),
    (0x1DC0, "Combining Diacritical Marks Supplement"),
    (0x1E00, "Latin Extended Additional"), (0x1F00, "Greek Extended"),
    (0x2000, "General Punctuation"), (0x2070, "Superscripts and Subscripts"),
    (0x20A0, "Currency Symbols"), (0x20D0, "Combining Marks for Symbols"),
    (0x2100, "Letterlike Symbols"), (0x2150, "Number Forms"),
    (0x2190, "Arrows"), (0x2200, "Mathematical Operators"),
    (0x2300, "Miscellaneous Technical"), (0x2400, "Control Pictures"),
    (0x2440, "Optical Character Recognition"),
    (0x2460, "Enclosed Alphanumerics"), (0x2500, "Box Drawing"),
    (0x2580, "Block Elements"), (0x25A0, "Geometric Shapes"),
    (0x2600, "Miscellaneous Symbols"), (0x2700, "Dingbats"),
    (0x27C0, "Miscellaneous Mathematical Symbols-A"),
    (0x27F0, "Supplemental Arrows-A"), (0x2800, "Braille Patterns"),
    (0x2900, "Supplemental Arrows-B"),
    (0x2980, "Miscellaneous Mathematical Symbols-B"),
    (0x2A00, "Supplemental Mathematical Operators"),
    (0x2B00, "Miscellaneous Symbols and Arrows"), (0x2C00, "Glagolitic"),
    (0x2C60, "Latin Extended-C"), (0x2C80, "Coptic"),
    (0x2D00, "Georgian Supplement"), (0x2D30, "Tifinagh"),
    (0x2D80, "Ethiopic Extended"), (0x2DE0, "Cyrillic Extended-A"),
    (0x2E00, "Supplemental Punctuation"), (0x2E80, "CJK Radicals Supplement"),
    (0x2F00, "Kangxi Radicals"), (0x2FF0, "Ideographic Description Characters"),
    (0x3000, "CJK Symbols and Punctuation"), (0x3040, "Hiragana"),
    (0x30A0, "Katakana"), (0x3100, "Bopomofo"),
    (0x3130, "Hangul Compatibility Jamo"), (0x3400, "CJK Unified Ideographs Extension A"),
    (0x4DC0, "Yijing Hexagram Symbols"), (0x4E00, "CJK Unified Ideographs"),
    (0xA000, "Yi Syllables"), (0xA4D0, "Lisu"), (0xA640, "Cyrillic Extended-B"),
    (0xA6A0, "Bamum"), (0xA700, "Modifier Tone Letters"),
    (0xA720, "Latin Extended-D"), (0xA830, "Common Indic Number Forms"),
    (0xA900, "Kayah Li"), (0xA930, "Rejang"),
    (0xA960, "Hangul Jamo Extended-A"), (0xA980, "Javanese"),
    (0xAB30, "Latin Extended-E"), (0xAC00, "Hangul Syllables"),
    (0xD7B0, "Hangul Jamo Extended-B"), (0xF900, "CJK Compatibility Ideographs"),
    (0xFB00, "Alphabetic Presentation Forms"), (0xFE00, "Variation Selectors"),
    (0xFE10, "Vertical Forms"), (0xFE20, "Combining Half Marks"),
    (0xFE30, "CJK Compatibility Forms"), (0xFE50, "Small Form Variants"),
    (0xFE70, "Arabic Presentation Forms-B"),
    (0xFF00, "Halfwidth and Fullwidth Forms"), (0xFFF0, "Specials"),
    (0x1B000, "Kana Supplement"), (0x1F000, "Mahjong Tiles"),
    (0x1F030, "Domino Tiles"), (0x1F0A0, "Playing Cards"),
    (0x1F100, "Enclosed Alphanumeric Supplement"),
    (0x1F200, "Enclosed Ideographic Supplement"),
    (0x1F300, "Miscellaneous Symbols and Pictographs"),
    (0x1F600, "Emoticons"), (0x1F650, "Ornamental Dingbats"),
    (0x1F680, "Transport and Map Symbols"), (0x1F700, "Alchemical Symbols"),
    (0x1F780, "Geometric Shapes Extended"), (0x1F800, "Supplemental Arrows-C"),
    (0x1F900, "Supplemental Symbols and Pictographs"),
    (0x1FA00, "Chess Symbols"), (0x1FA70, "Symbols and Pictographs Extended-A"),
    (0x20000, "CJK Unified Ideographs Extension B and later"),
    (0xE0000, "Tags"), (0xE0100, "Variation Selectors Supplement"),
]


def block_name(cp):
    name = None
    for first, label in BLOCKS:
        if first <= cp:
            name = label
        else:
            break
    return name or "Unnamed block"


def in_ranges(cp, ranges):
    return any(r[0] <= cp <= r[1] for r in ranges)


def build_entries(font):
    """Returns (units_per_em, default, [(first, last, advance, label)])."""
    upem = font["head"].unitsPerEm
    hmtx = font["hmtx"]
    cmap = font.getBestCmap()
    if cmap is None:
        sys.exit("generate-metrics: the font has no Unicode cmap")
    widths = {"em": upem, "half": upem // 2}

    advance = {}  # scalar -> (units, label)
    for cp, glyph in cmap.items():
        if 0xD800 <= cp <= 0xDFFF or in_ranges(cp, PRIVATE_USE):
            continue
        advance[cp] = (hmtx[glyph][0], None)
    for first, last, width, label in FALLBACK:
        for cp in range(first, last + 1):
            if cp not in advance:
                advance[cp] = (widths[width], label)
    for first, last, label in ZERO:
        for cp in range(first, last + 1):
            advance[cp] = (0, label)

    entries = []
    for cp in sorted(advance):
        units, label = advance[cp]
        if entries:
            first, last, prev_units, prev_label = entries[-1]
            if last + 1 == cp and prev_units == units and prev_label == label:
                entries[-1] = (first, cp, units, label)
                continue
        entries.append((cp, cp, units, label))
    default = int(DEFAULT_EM * upem + 0.5)
    return upem, default, entries


def scalar(cp):
    return "U+%04X" % cp


def render_table(font, font_path):
    upem, default, entries = build_entries(font)
    with open(font_path, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()
    name = font["name"]
    full_name = name.getDebugName(4) or "?"
    version = name.getDebugName(5) or "?"
    out = [
        "rowc-metrics 1",
        "// Advance widths for rowc's text-width estimates, in font units; see",
        "// TextMetrics.swift for the format. Generated by",
        "// Sources/RowcLayout/Metrics/generate-metrics.py: edit the script, not this.",
        "// Font: %s, %s" % (full_name, version),
        "// Font file SHA-256: %s" % digest,
        "// No kerning, no ligatures: a string's width is the sum of its scalars' advances.",
        "units-per-em %d" % upem,
        "default %d  // %g em: any scalar not listed below" % (default, DEFAULT_EM),
    ]
    current_block = None
    for first, last, units, label in entries:
        block = block_name(first)
        if block != current_block:
            out.append("")
            out.append("// %s" % block)
            current_block = block
        key = scalar(first) if first == last else "%s..%s" % (scalar(first), scalar(last))
        line = "%s %d" % (key, units)
        if label is not None:
            line = "%-22s// %s" % (line + " ", label)
        out.append(line)
    return "\n".join(out) + "\n"


def render_swift(table):
    if '"""#' in table:
        sys.exit("generate-metrics: the table would end the Swift raw string early")
    return (
        "// The built-in text metrics table (from Inter Regular), as \"rowc metrics v1\" text.\n"
        "// Generated by Metrics/generate-metrics.py: rerun it instead of editing this file.\n"
        "\n"
        "/// interMetricsTable is kept as text, not as an array literal, because a literal with\n"
        "/// thousands of elements is slow to type-check; TextMetrics.inter parses it once.\n"
        "let interMetricsTable = #\"\"\"\n"
        + table
        + "\"\"\"#\n"
    )


def main():
    parser = argparse.ArgumentParser(
        description="Write rowc's advance-width table (rowc metrics v1) from a font.")
    parser.add_argument("--font", default=DEFAULT_FONT,
                        help="font file to read (default: %(default)s)")
    parser.add_argument("--swift", metavar="FILE",
                        help="write the Swift source embedding the table "
                             "(default when no other output is chosen: %s)" % DEFAULT_SWIFT)
    parser.add_argument("--table", metavar="FILE",
                        help="write the bare table; '-' for standard output")
    parser.add_argument("--check", action="store_true",
                        help="compare with the Swift file instead of writing it; exit 1 if stale")
    args = parser.parse_args()

    try:
        from fontTools.ttLib import TTFont
    except ImportError:
        sys.exit("generate-metrics: needs fontTools "
                 "(apt-get install python3-fonttools, or pip install fonttools)")
    if not os.path.exists(args.font):
        sys.exit("generate-metrics: no font at %s (apt-get install fonts-inter)" % args.font)

    table = render_table(TTFont(args.font, lazy=True), args.font)
    swift_path = args.swift or (DEFAULT_SWIFT if args.table is None or args.check else None)

    if args.check:
        try:
            with open(swift_path, encoding="utf-8") as f:
                current = f.read()
        except OSError:
            current = None
        if current != render_swift(table):
            print("generate-metrics: %s is stale; rerun the script" % swift_path, file=sys.stderr)
            sys.exit(1)
        return
    if args.table == "-":
        sys.stdout.write(table)
    elif args.table is not None:
        with open(args.table, "w", encoding="utf-8", newline="\n") as f:
            f.write(table)
    if swift_path is not None:
        with open(swift_path, "w", encoding="utf-8", newline="\n") as f:
            f.write(render_swift(table))


if __name__ == "__main__":
    main()
