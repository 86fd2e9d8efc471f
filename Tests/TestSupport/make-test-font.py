#!/usr/bin/env python3
"""Builds the tests' own TrueType font, so that its widths are known by construction.

    make-test-font.py OUT.ttf FAMILY STYLE WEIGHT ADVANCE_OF_a

Glyphs (units per em 1000): space 250, A 600, V 600, a (given), b 520, c 480, hyphen 300,
ellipsis 900, one 550; a kerning pair A V of -80 (a `kern` table); a `trak` table tracking
-20 units at 17 points, 0 at 12 and +10 at 24; hhea ascender 800, descender -200, line gap 100.
"""
import sys

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import newTable
from fontTools.ttLib.tables._k_e_r_n import KernTable_format_0
from fontTools.ttLib.tables._t_r_a_k import TrackData, TrackTableEntry

out, family, style, weight, advance_a = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
advances = {".notdef": 500, "space": 250, "A": 600, "V": 600, "a": advance_a, "b": 520, "c": 480, "hyphen": 300, "ellipsis": 900, "one": 550}
cmap = {0x20: "space", ord("A"): "A", ord("V"): "V", ord("a"): "a", ord("b"): "b", ord("c"): "c", ord("-"): "hyphen", 0x2026: "ellipsis", ord("1"): "one"}
order = list(advances)

fb = FontBuilder(1000, isTTF=True)
fb.setupGlyphOrder(order)
fb.setupCharacterMap(cmap)
glyphs = {}
for name in order:
    pen = TTGlyphPen(None)
    if name != "space":
        pen.moveTo((50, 0)); pen.lineTo((50, 700)); pen.lineTo((advances[name] - 50, 700)); pen.lineTo((advances[name] - 50, 0)); pen.closePath()
    glyphs[name] = pen.glyph()
fb.setupGlyf(glyphs)
fb.setupHorizontalMetrics({name: (advances[name], 50) for name in order})
fb.setupHorizontalHeader(ascent=800, descent=-200, lineGap=100)
postscript = (family + "-" + style).replace(" ", "")
fb.setupNameTable({"familyName": family, "styleName": style, "psName": postscript, "fullName": family + " " + style})
fb.setupOS2(usWeightClass=weight, sTypoAscender=800, sTypoDescender=-200, sTypoLineGap=100, usWinAscent=800, usWinDescent=200, fsSelection=0x40)
fb.setupPost()

kern = newTable("kern")
kern.version = 0
table = KernTable_format_0()
table.version, table.format, table.coverage, table.tupleIndex = 0, 0, 1, 0
table.kernTable = {("A", "V"): -80}
kern.kernTables = [table]
fb.font["kern"] = kern

trak = newTable("trak")
trak.version, trak.format = 1.0, 0
horizontal = TrackData()
horizontal[0.0] = TrackTableEntry({12.0: 0, 17.0: -20, 24.0: 10}, nameIndex=256)
trak.horizData, trak.vertData = horizontal, TrackData()
fb.font["trak"] = trak

fb.save(out)
