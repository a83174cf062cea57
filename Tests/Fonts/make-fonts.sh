#!/usr/bin/env bash
# Remakes the fonts in this folder from Debian's packages (fonts-dejavu-core, fonts-inter,
# fonts-inter-variable, fonts-droid-fallback, fonts-noto-color-emoji, python3-fonttools 4.38):
# each cut to the characters the tests measure, so the folder stays small. Run once, by hand.
set -euo pipefail
cd "$(dirname "$0")"

# The characters of HarfBuzzTests' corpus, and of its tracking test ("Hello").
corpus=U+0020,U+0025,U+0026,U+002C-002E,U+0030,U+0031,U+0041,U+0043,U+0046,U+0048,U+004C,U+0050-0057,U+0059
corpus+=,U+0061,U+0063-0067,U+0069,U+006C-0070,U+0072-0077,U+0079,U+00E9,U+00EF,U+0393,U+03A4,U+03A5,U+03A9
corpus+=,U+03AC,U+03AD,U+03B1,U+03B3,U+03BC,U+03BF,U+03C1,U+0410,U+0413,U+0414,U+041F,U+0422,U+0423,U+0432
corpus+=,U+0435,U+0438,U+043C,U+0440,U+0442,U+2014,U+201C,U+201D,U+2600,U+2605,U+263A,U+2665,U+2705,U+3002
corpus+=,U+306E,U+30AD,U+30B9,U+30C6,U+30C8,U+4E2D,U+4EAC,U+4F53,U+5B57,U+5B9A,U+6587,U+65E5,U+672C,U+6771
corpus+=,U+77E5,U+8A2D,U+8A9E,U+901A,U+AD6D,U+C5B4,U+D55C,U+FF08,U+FF09,U+1F389,U+1F44D,U+1F600,U+1F680
# DejaVu Sans keeps whole alphabets: FontReaderTests reads its Latin, Greek and Cyrillic kerning.
alphabets=U+0020-007E,U+00A0-00FF,U+0370-03FF,U+0400-045F,U+2010-2027
# Every layout feature, name and 'kern' table kept, so widths and names are the full font's.
keep=(--layout-features='*' --name-IDs='*' --name-languages='*' --legacy-kern --no-hinting --notdef-outline)
subset() { python3 -m fontTools.subset "$1" --unicodes="$2" "${keep[@]}" --output-file="$3"; }

fonts=/usr/share/fonts
subset $fonts/truetype/dejavu/DejaVuSans.ttf "$alphabets,$corpus" DejaVuSans.ttf
subset $fonts/truetype/inter-vf/Inter-roman.var.ttf "U+0020-007E,$corpus" Inter-roman.var.ttf
subset $fonts/truetype/droid/DroidSansFallbackFull.ttf "$corpus" DroidSansFallbackFull.ttf
subset $fonts/truetype/noto/NotoColorEmoji.ttf "$corpus" NotoColorEmoji.ttf
# Inter Regular whole, for the built-in table, which covers every character: only its outlines left out.
python3 strip-outlines.py $fonts/opentype/inter/Inter-Regular.otf Inter-Regular.otf
python3 add-trak.py DejaVuSans.ttf DejaVuSans-Tracked.ttf
