#!/usr/bin/env python3
"""make-seeds.py writes fuzz-layout's seeds, Fuzz/Seeds/layout, in the byte format Fuzz/Layout/main.swift reads.

Run it from anywhere after changing that format: python3 Fuzz/Layout/make-seeds.py
"""
import os

# flags
IMAGE, TITLE, SUBTITLE, TRACKED, SEED_BASE, SYMBOL = 1, 2, 4, 8, 16, 32
ARROW, SWITCH, CHECK = 1 << 6, 2 << 6, 3 << 6
# row flags
ON, DESTRUCTIVE, TAPPABLE, LABEL = 1, 2, 4, 8
# list styles, in RowListStyle.allCases order (plain is 0)
GROUPED, INSET_GROUPED = 1 << 4, 2 << 4
# text styles, in RowTextStyle.allCases order; FIXED keeps the theme's size
BODY, CALLOUT, SUBHEADLINE, FOOTNOTE, CAPTION1, CAPTION2, HEADLINE, FIXED = range(8)
THEME_KEYS = 16  # rowHeight ... checkHeight, in main.swift's order


def u16(v):
    return bytes([(v >> 8) & 0xFF, v & 0xFF])


def points(p):
    """A width from -250 to 7,942 points, in eighths."""
    return bytes([0]) + u16(int(p * 8) + 2000)


def below_minimum(by):
    """The row's least width at each text size, less `by` points (in 64ths)."""
    return bytes([1]) + u16(int(by * 64))


ZERO = bytes([2, 0, 0])


def huge(i):
    """1e6, 1e9, 1e15, 1e300 or the greatest finite Double."""
    return bytes([3]) + u16(i)


def theme(values=None):
    """16 theme numbers: None keeps the default, a number sets it (in quarter points)."""
    values = (values or []) + [None] * (THEME_KEYS - len(values or []))
    out = b""
    for v in values:
        out += bytes([0]) if v is None else bytes([1]) + u16(int(v * 4))
    return out


def seed(flags, row, width, numbers=None, title_style=BODY, subtitle_style=SUBHEADLINE, title=None, subtitle=None):
    out = bytes([flags, row]) + width + theme(numbers) + bytes([title_style, subtitle_style])
    if flags & TITLE:
        out += title.encode() + b"\xff"
    if flags & SUBTITLE:
        out += subtitle.encode() + b"\xff"
    return out


SEEDS = {
    "all-elements": seed(IMAGE | TITLE | SUBTITLE | ARROW, TAPPABLE, points(320), title="Notifications", subtitle="On"),
    "image-only": seed(IMAGE | CHECK, ON | LABEL, ZERO),
    "narrow": seed(TITLE | SUBTITLE | SWITCH, ON, below_minimum(40), title="Wi-Fi", subtitle="HomeNetwork-5G"),
    "rtl-cjk": seed(IMAGE | SYMBOL | TITLE | SUBTITLE | CHECK | TRACKED, 0, points(375),
                    title="通知とサウンド", subtitle="إشعارات"),
    "theme": seed(IMAGE | TITLE | SUBTITLE | ARROW, 0, points(600),
                  [60, 16, 20, 32, 32, 12, 10, 16, 8, 24, 6, 40, 17, 13, 18, 18], FOOTNOTE, FIXED,
                  title="Storage", subtitle="64 GB"),
    "title-arrow": seed(TITLE | ARROW, DESTRUCTIVE, huge(4), title="Sign Out"),
    "no-title": seed(SUBTITLE | SWITCH, 0, points(-10), subtitle="a subtitle alone"),
    "seed-grouped": seed(SEED_BASE | IMAGE | TITLE | SUBTITLE | ARROW, GROUPED, points(320), title="Title", subtitle="Subheading"),
    "inset-grouped-wide": seed(IMAGE | TITLE | SUBTITLE | ARROW, INSET_GROUPED | TAPPABLE, points(440),
                               [None, 12], title="Account", subtitle="mastodon.social"),
}

folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Seeds", "layout")
for name in os.listdir(folder):
    os.remove(os.path.join(folder, name))
for name, data in SEEDS.items():
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data)
