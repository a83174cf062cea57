# Copies a font's tables byte for byte, leaving out its outlines ('CFF '): what rowc metrics reads stays as it was.
import sys
from fontTools.ttLib.sfnt import SFNTReader, SFNTWriter
with open(sys.argv[1], "rb") as source, open(sys.argv[2], "wb") as target:
    reader = SFNTReader(source)
    tags = [tag for tag in reader.keys() if tag not in ("CFF ", "CFF2")]
    writer = SFNTWriter(target, len(tags), reader.sfntVersion)
    for tag in sorted(tags):
        writer[tag] = reader[tag]
    writer.close()
