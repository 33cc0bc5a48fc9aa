"""Split the FIDE interpretations out of seeds 000, 001 and 002 (run by extract.py)."""
import re
import seeds
from ocr import fix

HEAD = re.compile(
    r'(?:FIDE\s+)?INTERPRETATIONS?\s*(?:ART\.?\s*)?'
    r'(\d{1,2}(?:[.,]\s?\d+)?[a-c]?)\.?\s*(?::\s*|\()\s*'
    r'(\d{4})([ABC]?)((?:,\s*\d{4})*)\)?\.?', re.I)
LAW = re.compile(r'^(ARTICLE\b|Part\s|Supplements to|SUPPLEMENT\b|\d+\.\d+\.?\s|\d+\s?\.\s|FIDE INTERPRETATIONS \d{4}$)')
# paragraphs that return to the Laws' text after a ruling (the seeds do not number them)
RESUME = ('(b) whose turn it is to reply', '(b) No analysis is permitted', '(c) It is forbidden to distract',
          'A move is completed', 'The game is drawn', 'A game is lost by a player',
          'If a player executes a move without having claimed', 'If both players refuse to comply',
          'The right to claim the draw')


def headings(par):
    """Ruling headings in a paragraph: at its start, or after a full stop and followed by a
    capital, never a reference inside a sentence ('referred to in FIDE Interpretation …')."""
    out = []
    for m in HEAD.finditer(par):
        before = par[:m.start()].rstrip()
        after = par[m.end():].lstrip()
        if before and not before.endswith('.'):
            continue
        if after and not (after[0].isupper() or after[0] in '.:('):
            continue
        if not m.group(0).upper().lstrip().startswith(('FIDE', 'INTERPRETATION')):
            continue
        out.append(m)
    return out


# source-specific repairs before splitting ("\n" starts a new paragraph)
PATCHES = {
    '002': [('had been lost 12.4 when a player', 'had been lost.\n4. when a player'),
            ('(bl.', '(b).'), ('(1976).  informal competitions', '(1976).  In formal competitions'),
            ('(1976). informal competitions', '(1976). In formal competitions')],
    '001': [('[bookmark: _GoBack]', '')],
}


def split(prefix, vocabulary=frozenset()):
    """[(article, year, letter, group_years, title, [paragraphs])] in the order of the seed."""
    out, cur, group = [], None, None
    pars = []
    for raw in seeds.paragraphs(prefix):
        for old, new in PATCHES.get(prefix, []):
            raw = raw.replace(old, new)
        pars.extend(raw.split('\n'))
    law = LAW if prefix != '001' else re.compile(r'^FIDE INTERPRETATIONS \d{4}$')
    for raw in pars:
        par = fix(raw, vocabulary)
        hs = headings(par)
        if not hs:
            if cur is not None and (law.match(par) or (prefix != '001' and par.startswith(RESUME))):
                cur = None
            if cur is not None:
                cur[-1].append(par)
            continue
        if cur is not None and hs[0].start() > 0:
            cur[-1].append(par[:hs[0].start()].strip())
        for i, m in enumerate(hs):
            end = hs[i + 1].start() if i + 1 < len(hs) else len(par)
            body = par[m.end():end].strip()
            art = m.group(1).replace(',', '.').replace(' ', '')
            year, letter, more = m.group(2), m.group(3).upper(), m.group(4)
            title = None
            t = re.match(r'([A-Z][A-Z \-\'’,]+[A-Z])\.\s*', body) or re.match(r'(General Observations)\.\s*', body)
            if t and len(t.group(1)) > 4 and t.group(1) not in ('FIDE',):
                title = t.group(1)
                body = body[t.end():]
            if more:  # a group heading: "ART. 18.1 (1959, 1960, 1963, 1964). THE QUESTION OF …"
                group = (art, [year] + re.findall(r'\d{4}', more), title or body.rstrip('.'))
                cur = None
                continue
            g = group[2] if group and group[0] == art and year in group[1] else None
            cur = [art, year, letter, g, title, [body] if body else []]
            out.append(cur)
    return [tuple(r) for r in out]


if __name__ == '__main__':
    import sys
    for p in sys.argv[1:]:
        for r in split(p):
            print(p, r[0], r[1] + r[2], '|', r[3], '|', r[4], '|', len(r[5]), '|', (r[5][-1] if r[5] else '')[-90:])
