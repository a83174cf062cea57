# Gives a copy of a font a 'trak' table whose normal track is 0, -20 and -52 units at 12, 14 and 17 pt.
import sys
from fontTools.ttLib import TTFont, newTable
from fontTools.ttLib.tables._t_r_a_k import TrackData, TrackTableEntry
font = TTFont(sys.argv[1], recalcTimestamp=False)
trak = newTable("trak")
trak.version, trak.format = 1.0, 0
trak.horizData, trak.vertData = TrackData(), TrackData()
trak.horizData[0.0] = TrackTableEntry({12.0: 0, 14.0: -20, 17.0: -52}, nameIndex=256)
trak.horizData[1.0] = TrackTableEntry({12.0: 40, 14.0: 40, 17.0: 40}, nameIndex=257)
font["trak"] = trak
font.save(sys.argv[2])
