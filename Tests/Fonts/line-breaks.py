#!/usr/bin/env python3
"""Breaks texts into lines as grammar.md's "Text that wraps" says, measuring with HarfBuzz.

The independent line breaker LineBreakTests holds RowKit's to. It reads cases from the file
CASES, one a line: `font size TAB width TAB text`, and prints each with its lines after it,
tab-separated. Widths are HarfBuzz's (`hb-shape`, kerning on, ligatures and contextual
alternates off, as HarfBuzzTests shapes) of each candidate line shaped alone, scaled by the
font's units per em as fontTools reads them. A CJK character the font lacks, which HarfBuzz
draws as .notdef, counts one em instead, as grammar.md's "Text metrics" says tables count it. The rule is written here from grammar.md, not
from RowKit's code: a greedy breaker over the places a line may break.

usage: line-breaks.py FONT CASES
"""
import json
import subprocess
import sys
import tempfile
import unicodedata

from fontTools.ttLib import TTFont

TOLERANCE = 1e-6
HYPHENS = "-\u2010"
# Closing punctuation, small kana and iteration marks no line starts with; opening punctuation no line ends with.
NO_START = set(")]},.!?:;\u2019\u201d"
               "\u3001\u3002\u3005\u3009\u300b\u300d\u300f\u3011\u3015\u3017\u3019\u301f"
               "\u3041\u3043\u3045\u3047\u3049\u3063\u3083\u3085\u3087\u308e\u3095\u3096\u309d\u309e"
               "\u30a1\u30a3\u30a5\u30a7\u30a9\u30c3\u30e3\u30e5\u30e7\u30ee\u30f5\u30f6\u30fb\u30fc\u30fd\u30fe"
               "\uff01\uff09\uff0c\uff0e\uff1a\uff1b\uff1f\uff3d\uff5d")
NO_END = set("([{\u2018\u201c\u3008\u300a\u300c\u300e\u3010\u3014\u3016\u3018\u301d\uff08\uff3b\uff5b")
CJK_RANGES = [(0x2E80, 0x2FDF), (0x3000, 0x312F), (0x31F0, 0x31FF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF),
              (0xF900, 0xFAFF), (0xFF00, 0xFFEF), (0x20000, 0x3FFFF)]


def is_cjk(c):
    return any(lo <= ord(c) <= hi for lo, hi in CJK_RANGES)


def continues(c):
    """Whether c belongs to the character before it."""
    v = ord(c)
    return (unicodedata.category(c) in ("Mn", "Mc", "Me") or v == 0x200D or 0xFE00 <= v <= 0xFE0F
            or 0x1F3FB <= v <= 0x1F3FF or 0xE0020 <= v <= 0xE007F)


def character_starts(text):
    """Offsets where a character (a scalar and the marks, joiners and selectors after it) starts."""
    return [k for k in range(len(text)) if k == 0 or not (continues(text[k]) or text[k - 1] == "\u200d")]


def may_break_before(text, k):
    """Whether a line may start at text[k], after text[k - 1]."""
    a, b = text[k - 1], text[k]
    if b == " ":
        return False
    if a == " ":
        return True
    if b in NO_START or a in NO_END:
        return False
    if a in HYPHENS and k >= 2 and text[k - 2] != " " and b not in "0123456789":
        return True
    return is_cjk(a) or is_cjk(b)


# grammar.md, "Text metrics": the CJK and full-width characters that count one em where the font has no glyph.
ONE_EM_RANGES = [(0x4E00, 0x9FFF), (0x3400, 0x4DBF), (0x20000, 0x3FFFD), (0xF900, 0xFAFF), (0x2E80, 0x2FFF),
                 (0x3000, 0x303F), (0x3040, 0x30FF), (0xFF01, 0xFF60), (0xFFE0, 0xFFE6)]


def missing_advance(c, upem):
    """The advance of a character the font has no glyph for."""
    if any(lo <= ord(c) <= hi for lo, hi in ONE_EM_RANGES):
        return upem
    raise SystemExit("no advance for U+%04X, which the font lacks" % ord(c))


def shaped_units(font, texts, upem):
    """HarfBuzz's total advance of each text, in font units."""
    with tempfile.NamedTemporaryFile("w", encoding="utf-8", suffix=".txt") as f:
        f.write("\n".join(texts) + "\n")
        f.flush()
        out = subprocess.run(["hb-shape", font, "--text-file=" + f.name, "--features=kern,-liga,-clig,-calt",
                              "--output-format=json", "--no-glyph-names"],
                             check=True, capture_output=True, text=True).stdout
    results = [json.loads(line) for line in out.splitlines() if line.strip()]
    assert len(results) == len(texts), "hb-shape gave %d lines for %d texts" % (len(results), len(texts))
    return {text: sum(missing_advance(text[g["cl"]], upem) if g["g"] == 0 else g["ax"] for g in glyphs)
            for text, glyphs in zip(texts, results)}


def break_lines(text, size, width, units, upem):
    """Greedy: each line takes the most pieces between break places that fit; a piece wider than
    a whole line is cut between characters. Spaces a line ends with hang: not measured, not shown."""
    def fits(line):
        return units[line.rstrip(" ")] * size / upem <= width + TOLERANCE

    starts = character_starts(text)
    places = [k for k in starts[1:] if may_break_before(text, k)] + [len(text)]
    lines, start, previous = [], 0, 0
    for place in places:
        if fits(text[start:place]):
            previous = place
            continue
        if previous > start:
            lines.append(text[start:previous].rstrip(" "))
            start = previous
        if fits(text[start:place]):
            previous = place
            continue
        # The piece alone is too wide: as many whole characters as fit on each line.
        inside = [k for k in starts if start < k < place] + [place]
        for k, after in zip(inside, inside[1:]):
            if not fits(text[start:after]) and k > start:
                lines.append(text[start:k])
                start = k
        previous = place
    if start < len(text):
        lines.append(text[start:].rstrip(" "))
    return lines


def main():
    font = sys.argv[1]
    upem = TTFont(font)["head"].unitsPerEm
    with open(sys.argv[2], encoding="utf-8") as f:
        cases = [line.rstrip("\n").split("\t", 2) for line in f if line.strip()]
    candidates = set()
    for _, _, text in cases:
        starts = character_starts(text) + [len(text)]
        for i in starts:
            for j in starts:
                if j > i and text[i:j].rstrip(" "):
                    candidates.add(text[i:j].rstrip(" "))
    units = shaped_units(font, sorted(candidates), upem)
    units[""] = 0
    for size, width, text in cases:
        lines = break_lines(text, float(size), float(width), units, upem)
        print("\t".join([size, width, text] + lines))


if __name__ == "__main__":
    main()
