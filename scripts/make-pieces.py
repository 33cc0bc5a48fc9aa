#!/usr/bin/env python3
"""Writes the piece images in www/pieces/ (our own simple Staunton-like
silhouettes, MIT OR Apache-2.0 like the project). Run once; the SVGs are committed."""
import pathlib
import re

BASE = "M 11,39 L 34,39 L 34,35 L 11,35 Z"
SHAPES = {
    "P": BASE + " M 22.5,9 A 5,5 0 1 0 22.51,9 Z M 17,34 C 17,26 19,22 20.5,19 L 24.5,19 C 26,22 28,26 28,34 Z",
    "R": BASE + " M 12,11 L 12,16 L 15,18 L 15,31 L 13,34 L 32,34 L 30,31 L 30,18 L 33,16 L 33,11 L 29,11 L 29,13 L 25,13 L 25,11 L 20,11 L 20,13 L 16,13 L 16,11 Z",
    "N": BASE + " M 13,34 C 13,27 17,24 21,21 C 18,22 15,24 12,23 C 10,21 11,18 14,15 C 16,12 18,10 19,8 L 21,10 L 23,8 L 24,11 C 31,12 34,19 33,34 Z",
    "B": BASE + " M 22.5,6 A 2.5,2.5 0 1 0 22.51,6 Z M 15,34 L 17,29 C 13,25 14,18 22.5,10 C 31,18 32,25 28,29 L 30,34 Z",
    "Q": BASE + " M 12,34 L 10,14 L 16,25 L 17,11 L 22.5,24 L 28,11 L 29,25 L 35,14 L 33,34 Z",
    "K": BASE + " M 21,4 L 24,4 L 24,7 L 27,7 L 27,10 L 24,10 L 24,14 L 21,14 L 21,10 L 18,10 L 18,7 L 21,7 Z M 12,34 C 8,26 10,18 16,18 C 19,18 21,20 22.5,23 C 24,20 26,18 29,18 C 35,18 37,26 33,34 Z",
}
out = pathlib.Path(__file__).resolve().parent.parent / "www" / "pieces"
out.mkdir(parents=True, exist_ok=True)
# written compactly (no space around a path command, short colours, no default attribute):
# each file is its own download on the first load
for color, fill, stroke in (("w", "#fff", "#000"), ("b", "#1b1b1b", "#000")):
    for role, d in SHAPES.items():
        d = re.sub(r" ?([A-Za-z]) ?", r"\1", d)
        svg = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 45 45" width="45" height="45">'
               f'<path d="{d}" fill="{fill}" stroke="{stroke}" stroke-width="1.5" stroke-linejoin="round"/></svg>\n')
        (out / f"{color}{role}.svg").write_text(svg)
