#!/usr/bin/env python3
"""cassowary-frames.py lays rows out with kiwisolver, a Cassowary solver as Auto Layout is one,
under the constraints a UIKit cell of each row's style would have (Benchmarks/kiwi/kiwi_bench.py's
`solve`, the one statement of them), for CassowaryTests to compare with rowc's closed-form engine.

Usage: python3 cassowary-frames.py THEMES.json CASES.txt

THEMES.json holds each base theme's numbers by RowTheme's property names ("ios", "seed"), with
UIKit's switch size and the layout margins (`compactMargin`, `wideMargin` from `wideMarginWidth`
points of device width on) that RowCellGeometry holds; `marginInsets` names the insets that are
the cell's margin. CASES.txt is one case a line, its columns separated by tabs; lines starting
with `#` are comments. The first nine columns are the case, and any after them are ignored, so
the recorded output can be solved again as it stands:

  theme     the base theme, `ios` or `seed`
  list      the list style, `plain`, `grouped` or `insetGrouped` (its cell is narrower by the margin on each side)
  device    the device's width in points
  style     the row's style by name (`imageTitleSubtitleArrow`, `titleSwitch`, `titleInfo`, `button`, ...)
  icon      what leads the row: `image`, `symbol` (the image's size at the default text size) or `-`
  position  the row's subtitle.position, `beside` or `below`
  minWidth  the row's label.minWidth, points or `none`
  title     the title's natural width, `0` without one
  subtitle  the subtitle's natural width, `0` without one

The output repeats the header and each case's nine columns and adds seven:

  shape      how the title and subtitle lie (`beside`: both fit at their natural widths;
             `crowded`: they do not, label.minWidth required for each; `stacked`), `-` without a subtitle
  cell       the cell's width, which the row is laid out in
  height     the row's height
  leading    the image or symbol's frame, `x y width height`, or `-`
  title      the title's frame, or `-` (a button's title too)
  subtitle   the subtitle's frame, or `-`
  accessory  the arrow, switch or checkmark's frame, or `-`

Numbers are written with at most nine decimals.
"""

import importlib.util
import json
import os
import sys

COLUMNS = "theme list device style icon position minWidth title subtitle".split()
OUTPUT = "shape cell height leading title subtitle accessory".split()
ELEMENTS = ("leading", "title", "subtitle", "accessory")


def kiwi_bench():
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "..", "..", "Benchmarks", "kiwi", "kiwi_bench.py")
    spec = importlib.util.spec_from_file_location("kiwi_bench", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def number(value):
    """`value` with at most nine decimals and no trailing zeros; 0, never -0."""
    text = ("%.9f" % (value + 0.0)).rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def style_parts(name):
    """A style's name as (leading, texts, accessory), the parts kiwi_bench's constraints take."""
    rest, leading = name, None
    if rest.startswith("image"):
        leading, rest = "image", rest[len("image"):]
    rest = rest[:1].lower() + rest[1:]
    accessory = None
    for candidate in ("Arrow", "Switch", "Check", "Info", "TrailingSymbol"):
        if rest.endswith(candidate) or rest == candidate[:1].lower() + candidate[1:]:
            accessory, rest = candidate[:1].lower() + candidate[1:], rest[:-len(candidate)]
    texts = {"": None, "title": "title", "titleSubtitle": "titleAndSubtitle", "button": "button"}[rest]
    return leading, texts, accessory


def row_theme(themes, theme, list_style, device, min_width):
    """The row's theme numbers in its cell, and the cell's width."""
    t = dict(themes[theme])
    margin = t["wideMargin"] if device >= t["wideMarginWidth"] else t["compactMargin"]
    for edge in t["marginInsets"]:
        t[edge + "Inset"] = margin
    t["labelMinWidth"] = None if min_width == "none" else float(min_width)
    return t, device - 2 * margin if list_style == "insetGrouped" else device


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    bench = kiwi_bench()
    k = bench.kiwi()
    with open(sys.argv[1]) as f:
        themes = json.load(f)
    with open(sys.argv[2]) as f:
        lines = [line.rstrip("\n") for line in f if line.strip() and not line.startswith("#")]
    print("# " + "\t".join(COLUMNS + OUTPUT))
    for line in lines:
        case = line.split("\t")[:len(COLUMNS)]
        theme, list_style, device, style, icon, position, min_width, title, subtitle = case
        t, cell = row_theme(themes, theme, list_style, float(device), min_width)
        leading, texts, accessory = style_parts(style)
        parts = (icon if leading else None, texts, accessory)
        shape, height, frames = bench.solve(k, t, parts, cell, float(title), float(subtitle), position == "below")
        out = [shape or "-", number(cell), number(height)]
        out += [" ".join(map(number, frames[e])) if e in frames else "-" for e in ELEMENTS]
        print("\t".join(case + out))


if __name__ == "__main__":
    main()
