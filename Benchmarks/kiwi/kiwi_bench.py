#!/usr/bin/env python3
"""kiwi_bench.py lays out rowc's benchmark rows with kiwisolver, the Cassowary solver
behind Auto Layout-style engines, for comparison with rowc's closed-form LayoutEngine.

Usage: python3 kiwi_bench.py ROWS.json [--json]

ROWS.json is written by rowc-bench (`swift run -c release rowc-bench`, section kiwi): the
theme's numbers, the content widths, each row's style and natural text widths, and the
title and subtitle widths rowc's engine gives, so both solve exactly the same rows.

Each row gets the constraints a UIKit cell of its style would have, the one statement of them
(`constraints`, `vertical`, `solve`; Tests/Cassowary/cassowary-frames.py solves every row shape
with them): the leading inset, the image's fixed size, the gaps, the accessory pinned to the
trailing inset, the labels between. A title and a subtitle are first laid out side by side with
both natural widths required; where that has no solution they do not fit, and the theme's
label.minWidth is required for each instead (or, without one, they stack). The title's hugging
and compression resistance come before the subtitle's.

Two ways of solving are timed: a fresh solver per row (build, add constraints, solve), and
one solver per style (and shape of its labels) reused for every row through edit variables for the width and the
natural text widths, as an engine that caches constraints would. Both figures include
Python's own cost per row; the script measures that loop without the solver and reports it,
so the solver's share can be told apart.
"""

import importlib
import json
import subprocess
import sys
import time


def kiwi():
    """The kiwisolver module, installed with pip first when it is missing."""
    try:
        return importlib.import_module("kiwisolver")
    except ImportError:
        subprocess.check_call([sys.executable, "-m", "pip", "install", "--quiet", "kiwisolver"])
        return importlib.import_module("kiwisolver")


# The labels' priorities, as a UIKit cell would set them: a title laid out beside a subtitle it
# fits with keeps at least label.minWidth before it hugs its text; the title's hugging and
# compression resistance come before the subtitle's (grammar.md, "The tie-break"). Every trade
# between them moves points one for one, so distinct strengths order them whatever the widths.
RESERVE, TITLE, SUBTITLE = "strong", "medium", "weak"

# The shapes a title and a subtitle take: side by side at no less than their natural widths
# (they fit, UIKit's "sufficient space"); side by side with label.minWidth required for each
# (they do not fit, and the theme reserves it); stacked, each across all the room.
BESIDE, CROWDED, STACKED = "beside", "crowded", "stacked"


def constraints(k, t, style, shape, width, title_natural, subtitle_natural):
    """The row's horizontal variables, {element: (x, width)} for the elements `style` shows, and
    its constraints. `style` is (leading, texts, accessory): leading None, "image" or "symbol"
    (an SF Symbol, the image's size at the default text size); texts None, "title",
    "titleAndSubtitle" or "button"; accessory None, "arrow", "switch", "check", "info" or
    "trailingSymbol", whose size is the theme's `arrowWidth`, `switchWidth`, `checkWidth`,
    `infoWidth` or `trailingSymbolWidth` and the like. `shape` is
    BESIDE, CROWDED or STACKED for a title and a subtitle, ignored otherwise. `width`,
    `title_natural` and `subtitle_natural` may be numbers or edit variables. In BESIDE the two
    natural widths are required, so a row whose labels do not fit has no solution there."""
    leading, texts, accessory = style
    frames, cs = {}, []

    def element(name):
        frames[name] = (k.Variable(name + ".x"), k.Variable(name + ".width"))
        return frames[name]

    start = t["leadingInset"]
    if leading:
        x, w = element("leading")
        cs += [x == t["leadingInset"], w == t["imageWidth"]]
        start = x + w + t["imageGap"]
    end = width - t["trailingInset"]
    if accessory:
        x, w = element("accessory")
        cs += [w == t[accessory + "Width"], x + w == end]
        end = x - t["arrowGap"]
    if texts == "title":
        x, w = element("title")
        cs += [x == start, x + w == end]
    elif texts == "button":
        # Centred between the insets: the two slacks equal; the title hugs and resists at its natural width.
        x, w = element("title")
        cs += [x >= start, x + w <= end, x - start == end - (x + w), w >= 0,
               (w <= title_natural) | TITLE, (w >= title_natural) | TITLE]
    elif texts == "titleAndSubtitle":
        tx, tw = element("title")
        sx, sw = element("subtitle")
        cs.append(tx == start)
        if shape == STACKED:
            cs += [tx + tw == end, sx == start, sx + sw == end]
        else:
            cs += [sx == tx + tw + t["labelGap"], sx + sw == end]
        if shape == BESIDE:
            cs += [tw >= title_natural, sw >= subtitle_natural, (tw <= title_natural) | TITLE]
            if t["labelMinWidth"] is not None:
                cs.append((tw >= t["labelMinWidth"]) | RESERVE)
        elif shape == CROWDED:
            cs += [tw >= t["labelMinWidth"], sw >= t["labelMinWidth"],
                   (tw <= title_natural) | TITLE, (tw >= title_natural) | TITLE,
                   (sw <= subtitle_natural) | SUBTITLE, (sw >= subtitle_natural) | SUBTITLE]
    return frames, cs


def shapes(t, style, below):
    """The shapes a row of `style` may take, in the order tried: a subtitle below its title
    stacks; one beside it stays beside when both fit, else crowds (with label.minWidth) or stacks."""
    if style[1] != "titleAndSubtitle":
        return [None]
    if below:
        return [STACKED]
    return [BESIDE, STACKED if t["labelMinWidth"] is None else CROWDED]


def vertical(k, t, style, shape, frames):
    """The row's height and its elements' y and height, {element: (y, height)}, and the
    constraints: every element centred (its two slacks equal), stacked labels centred as one
    block; the row at least row.height and tall enough to keep, around each element, the space
    the tallest at the default size leaves; else no taller. One-line labels, the default text size."""
    leading, texts, accessory = style
    heights = {"title": t["labelHeight"], "subtitle": t["labelHeight"]}
    if leading:
        heights["leading"] = t["imageHeight"]
    if accessory:
        heights["accessory"] = t[accessory + "Height"]
    tallest = max([heights[e] for e in frames if e not in ("title", "subtitle")]
                  + ([t["labelHeight"]] if texts else []))
    space = t["rowHeight"] - tallest
    height = k.Variable("row.height")
    cs = [height >= t["rowHeight"], (height <= t["rowHeight"]) | "weak"]
    out = {}
    for name in frames:
        y, h = k.Variable(name + ".y"), k.Variable(name + ".height")
        out[name] = (y, h)
        cs.append(h == heights[name])
    blocks = [[name] for name in out if name != "subtitle"]
    if "subtitle" in out:
        if shape == STACKED:
            blocks[[b[0] for b in blocks].index("title")].append("subtitle")
            cs.append(out["subtitle"][0] == out["title"][0] + out["title"][1])
        else:
            blocks.append(["subtitle"])
    for block in blocks:
        top, (last_y, last_h) = out[block[0]][0], out[block[-1]]
        bottom = last_y + last_h
        cs += [top == height - bottom, bottom - top + space <= height]
    return height, out, cs


def solve(k, t, style, width, title_natural, subtitle_natural, below=False, heights=True):
    """The row laid out by a fresh solver: its shape, height and frames, {element: (x, y, width,
    height)}; without `heights`, only the horizontal constraints are solved, and the height and
    each y and height are None. The first of `shapes` whose constraints can all hold is the one taken."""
    for shape in shapes(t, style, below):
        frames, cs = constraints(k, t, style, shape, width, title_natural, subtitle_natural)
        height, ys, vcs = vertical(k, t, style, shape, frames) if heights else (None, {}, [])
        solver = k.Solver()
        try:
            for c in cs + vcs:
                solver.addConstraint(c)
        except k.UnsatisfiableConstraint:
            continue
        solver.updateVariables()
        if not heights:
            return shape, None, {e: (x.value(), None, w.value(), None) for e, (x, w) in frames.items()}
        return shape, height.value(), {e: (x.value(), ys[e][0].value(), w.value(), ys[e][1].value())
                                       for e, (x, w) in frames.items()}
    raise ValueError("no shape of %s holds at width %s" % (style, width))


def bench_style(has_image, has_subtitle, has_arrow):
    """A benchmark row's flags as a style."""
    return ("image" if has_image else None, "titleAndSubtitle" if has_subtitle else "title",
            "arrow" if has_arrow else None)


def fresh(k, t, rows, widths):
    """A new solver for every row; the title's x and width and the subtitle's (0, 0 without one)
    found, in widths-then-rows order."""
    out = []
    for width in widths:
        for has_image, has_subtitle, has_arrow, tn, sn in rows:
            _, _, frames = solve(k, t, bench_style(has_image, has_subtitle, has_arrow), width, tn, sn, heights=False)
            title, subtitle = frames["title"], frames.get("subtitle", (0, 0, 0, 0))
            out.append((title[0], title[2], subtitle[0], subtitle[2]))
    return out


# Edit variables' strength: above every row's priority, so a suggestion moves only where a
# required constraint cannot hold with it (kiwisolver refuses required edit variables).
EDIT = 999e6


def reused(k, t, rows, widths):
    """One solver per style and shape, its inputs set through edit variables for each row. A row
    takes the first shape whose solver keeps the suggested inputs: one whose required
    constraints cannot hold with them moves an input instead."""
    solvers = {}
    for row in rows:
        style = bench_style(*row[:3])
        if style in solvers:
            continue
        solvers[style] = []
        for shape in shapes(t, style, False):
            width, tn, sn = k.Variable("width"), k.Variable("titleNatural"), k.Variable("subtitleNatural")
            frames, cs = constraints(k, t, style, shape, width, tn, sn)
            solver = k.Solver()
            for c in cs:
                solver.addConstraint(c)
            for edit in (width, tn, sn):
                solver.addEditVariable(edit, EDIT)
            solvers[style].append((solver, width, tn, sn, frames))
    out = []
    for w in widths:
        for has_image, has_subtitle, has_arrow, tn_value, sn_value in rows:
            for solver, width, tn, sn, frames in solvers[bench_style(has_image, has_subtitle, has_arrow)]:
                solver.suggestValue(width, w)
                solver.suggestValue(tn, tn_value)
                solver.suggestValue(sn, sn_value)
                solver.updateVariables()
                if abs(width.value() - w) + abs(tn.value() - tn_value) + abs(sn.value() - sn_value) < 1e-9:
                    break
            values = {e: (x.value(), wv.value()) for e, (x, wv) in frames.items()}
            out.append(values["title"] + values.get("subtitle", (0, 0)))
    return out


def python_only(rows, widths):
    """The same loop with no solver: what Python itself costs per row."""
    out = []
    for w in widths:
        for has_image, has_subtitle, has_arrow, tn, sn in rows:
            out.append((w, tn, sn, has_image))
    return out


def timed(body):
    start = time.perf_counter()
    result = body()
    return result, time.perf_counter() - start


def agreement(found, expected, rows, widths):
    """How many rows kiwi lays out as rowc does: title and subtitle x and width within 1e-6 points."""
    agree = 0
    for (fx, fw, sx, sw), (ex, ew, esx, esw), i in zip(found, expected, range(len(found))):
        has_subtitle = rows[i % len(rows)][1]
        same = abs(fx - ex) < 1e-6 and abs(fw - ew) < 1e-6
        if has_subtitle:
            same = same and abs(sx - esx) < 1e-6 and abs(sw - esw) < 1e-6
        agree += same
    return agree


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if len(args) != 1:
        sys.exit(__doc__)
    with open(args[0]) as f:
        data = json.load(f)
    k = kiwi()
    t, widths, rows, expected = data["theme"], data["widths"], data["rows"], data["expected"]
    count = len(rows) * len(widths)

    fresh_frames, fresh_seconds = timed(lambda: fresh(k, t, rows, widths))
    reused_frames, reused_seconds = timed(lambda: reused(k, t, rows, widths))
    _, python_seconds = timed(lambda: python_only(rows, widths))
    result = {
        "kiwisolver": getattr(k, "__version__", "?"),
        "python": sys.version.split()[0],
        "layouts": count,
        "fresh_rows_per_second": count / fresh_seconds,
        "reused_rows_per_second": count / reused_seconds,
        "python_loop_rows_per_second": count / python_seconds,
        "fresh_agree": agreement(fresh_frames, expected, rows, widths),
        "reused_agree": agreement(reused_frames, expected, rows, widths),
    }
    if "--json" in sys.argv:
        print(json.dumps(result))
        return
    print(f"kiwisolver {result['kiwisolver']} on Python {result['python']}, {count:,} layouts "
          f"({len(rows):,} rows x {len(widths)} widths)")
    print(f"fresh solver per row: {result['fresh_rows_per_second']:,.0f} rows/s "
          f"({result['fresh_agree']:,} of {count:,} frames equal to rowc's)")
    print(f"one solver per style, edit variables: {result['reused_rows_per_second']:,.0f} rows/s "
          f"({result['reused_agree']:,} of {count:,} equal)")
    print(f"the Python loop alone: {result['python_loop_rows_per_second']:,.0f} rows/s; "
          f"per row it costs {1e9 / result['python_loop_rows_per_second']:,.0f} ns of the "
          f"{1e9 / result['reused_rows_per_second']:,.0f} ns reused")


if __name__ == "__main__":
    main()
