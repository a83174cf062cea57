#!/usr/bin/env python3
"""cassowary-frames.py lays rows out with kiwisolver, a Cassowary solver as Auto Layout is one,
under the seed cell's constraints (Benchmarks/kiwi/kiwi_bench.py's `constraints`, the one
statement of them), for CassowaryTests to compare with rowc's closed-form engine.

Usage: python3 cassowary-frames.py THEME.json CASES.txt

THEME.json holds the theme's numbers by RowTheme's property names. Each line of CASES.txt is
`width TAB image TAB subtitle TAB arrow TAB titleNatural TAB subtitleNatural` (flags 0 or 1);
the output repeats each case and adds the title's x and width and the subtitle's, six decimals.
"""

import importlib.util
import json
import os
import sys


def kiwi_bench():
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "..", "..", "Benchmarks", "kiwi", "kiwi_bench.py")
    spec = importlib.util.spec_from_file_location("kiwi_bench", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    bench = kiwi_bench()
    k = bench.kiwi()
    with open(sys.argv[1]) as f:
        theme = json.load(f)
    with open(sys.argv[2]) as f:
        cases = [line.rstrip("\n") for line in f if line.strip()]
    for case in cases:
        width, image, subtitle, arrow, title_natural, subtitle_natural = case.split("\t")
        variables, constraints = bench.constraints(k, theme, image == "1", subtitle == "1", arrow == "1",
                                                   float(width), float(title_natural), float(subtitle_natural))
        solver = k.Solver()
        for c in constraints:
            solver.addConstraint(c)
        solver.updateVariables()
        print(case + "".join("\t%.6f" % (v.value() + 0.0) for v in variables))


if __name__ == "__main__":
    main()
