#!/usr/bin/env python3
"""kiwi_bench.py lays out rowc's benchmark rows with kiwisolver, the Cassowary solver
behind Auto Layout-style engines, for comparison with rowc's closed-form LayoutEngine.

Usage: python3 kiwi_bench.py ROWS.json [--json]

ROWS.json is written by rowc-bench (`swift run -c release rowc-bench`, section kiwi): the
theme's numbers, the content widths, each row's style and natural text widths, and the
title and subtitle widths rowc's engine gives, so both solve exactly the same rows.

Each row gets the seed cell's constraints: the leading inset, the image's fixed size, the
gaps, the arrow pinned to the trailing inset, the labels between; label minimums are
required; the title's hugging and compression resistance are medium (it keeps its natural
width when it can), the subtitle's weak (it takes what is left).

Two ways of solving are timed: a fresh solver per row (build, add constraints, solve), and
one solver per style reused for every row through edit variables for the width and the
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


def constraints(k, t, has_image, has_subtitle, has_arrow, width, title_natural, subtitle_natural):
    """The row's variables (title x and width, subtitle x and width) and its constraints.
    `width`, `title_natural` and `subtitle_natural` may be numbers or edit variables."""
    image_x, image_w = k.Variable("image.x"), k.Variable("image.width")
    title_x, title_w = k.Variable("title.x"), k.Variable("title.width")
    sub_x, sub_w = k.Variable("subtitle.x"), k.Variable("subtitle.width")
    arrow_x, arrow_w = k.Variable("arrow.x"), k.Variable("arrow.width")
    cs = []
    if has_image:
        cs += [image_x == t["leadingInset"], image_w == t["imageWidth"],
               title_x == image_x + image_w + t["imageGap"]]
    else:
        cs.append(title_x == t["leadingInset"])
    if has_arrow:
        cs += [arrow_w == t["arrowWidth"], arrow_x + arrow_w == width - t["trailingInset"]]
        labels_end = arrow_x - t["arrowGap"]
    else:
        labels_end = width - t["trailingInset"]
    if has_subtitle:
        cs += [sub_x == title_x + title_w + t["labelGap"], sub_x + sub_w == labels_end,
               title_w >= t["labelMinWidth"], sub_w >= t["labelMinWidth"],
               (title_w <= title_natural) | "medium", (title_w >= title_natural) | "medium",
               (sub_w <= subtitle_natural) | "weak", (sub_w >= subtitle_natural) | "weak"]
    else:
        cs += [title_x + title_w == labels_end, title_w >= 0]
    return (title_x, title_w, sub_x, sub_w), cs


def fresh(k, t, rows, widths):
    """A new solver for every row; the frames found, in widths-then-rows order."""
    out = []
    for width in widths:
        for has_image, has_subtitle, has_arrow, tn, sn in rows:
            variables, cs = constraints(k, t, has_image, has_subtitle, has_arrow, width, tn, sn)
            solver = k.Solver()
            for c in cs:
                solver.addConstraint(c)
            solver.updateVariables()
            out.append(tuple(v.value() for v in variables))
    return out


def reused(k, t, rows, widths):
    """One solver per style, its inputs set through edit variables for each row."""
    solvers = {}
    for has_image, has_subtitle, has_arrow, _, _ in rows:
        style = (has_image, has_subtitle, has_arrow)
        if style in solvers:
            continue
        width, tn, sn = k.Variable("width"), k.Variable("titleNatural"), k.Variable("subtitleNatural")
        variables, cs = constraints(k, t, *style, width, tn, sn)
        solver = k.Solver()
        for c in cs:
            solver.addConstraint(c)
        for edit in (width, tn, sn):
            solver.addEditVariable(edit, "strong")
        solvers[style] = (solver, width, tn, sn, variables)
    out = []
    for w in widths:
        for has_image, has_subtitle, has_arrow, tn_value, sn_value in rows:
            solver, width, tn, sn, variables = solvers[(has_image, has_subtitle, has_arrow)]
            solver.suggestValue(width, w)
            solver.suggestValue(tn, tn_value)
            solver.suggestValue(sn, sn_value)
            solver.updateVariables()
            out.append(tuple(v.value() for v in variables))
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
