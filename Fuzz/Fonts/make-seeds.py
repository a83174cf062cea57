#!/usr/bin/env python3
"""make-seeds.py FOLDER: small fonts for fuzz-fonts to start from, cut from the fonts Debian installs.

Each seed is a subset of a few glyphs of a system font, kept small so libFuzzer's mutations
reach every table quickly: DejaVu Sans (GPOS class kerning and a 'kern' table), Inter
Regular (CFF, GPOS pairs), Inter's variable font (fvar, HVAR, GDEF deltas), DejaVu with a
'trak' table, and a collection of two of them. Nothing here is committed: the seeds are made
in Fuzz/run.sh's scratch folder. The first byte of each seed is the fuzz target's selector.
"""
import io, os, sys
from fontTools.ttLib import TTFont, newTable
from fontTools.ttLib.ttCollection import TTCollection
from fontTools.subset import Subsetter, Options

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
text = "AVTWToy.,-"

def subset(path, keep_kern=True):
    options = Options()
    options.layout_features = ["kern"]
    options.notdef_outline = False
    options.drop_tables += ["GSUB", "MATH", "FFTM", "post"]
    font = TTFont(path)
    s = Subsetter(options=options)
    s.populate(text=text)
    s.subset(font)
    return font

def save(font, name, selector):
    data = io.BytesIO()
    font.save(data)
    with open(os.path.join(out, name), "wb") as f:
        f.write(bytes([selector]) + data.getvalue())

dejavu = subset("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
save(dejavu, "dejavu.ttf", 0)
save(subset("/usr/share/fonts/opentype/inter/Inter-Regular.otf"), "inter.otf", 0)
variable = subset("/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf")
save(variable, "inter-var.ttf", 0x94)   # wght 640
save(variable, "inter-bold.ttf", 0x08)  # the named instance Bold

from fontTools.ttLib.tables._t_r_a_k import TrackData, TrackTableEntry
tracked = subset("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
trak = newTable("trak")
trak.version, trak.format = 1.0, 0
trak.horizData, trak.vertData = TrackData(), TrackData()
trak.horizData[0.0] = TrackTableEntry({12.0: 0, 17.0: -52}, nameIndex=256)
tracked["trak"] = trak
save(tracked, "tracked.ttf", 0)

collection = TTCollection()
collection.fonts = [subset("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"), subset("/usr/share/fonts/opentype/inter/Inter-Regular.otf")]
data = io.BytesIO()
collection.save(data)
with open(os.path.join(out, "collection.ttc"), "wb") as f:
    f.write(bytes([2]) + data.getvalue())
