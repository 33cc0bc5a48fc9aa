"""Build the corpus data in www/data/ from the seed texts in ../shared/seeds.

Run once by a maintainer (`python3 scripts/corpus/extract.py`); the output is committed and
is what the product reads. A clean clone never needs ../shared. Hand-written data (summaries,
topics, demos) lives in www/data/notes.json and is not touched by this script."""
import difflib, json, os, re
import seeds, rulings, articles
from ocr import fix

OUT = os.path.join(os.path.dirname(__file__), '..', '..', 'www', 'data')
PREFERENCE = ['000', '002', '001']  # best source first: typed 1977/78 copy, the 1980 book, the 1975-79 typescript
FORCE = {'15.1-1978': '002'}       # the 1980 book's version is the edited one


def vocabulary():
    words = set()
    for p in ['000', '001', '002', '003', '004']:
        words.update(w.lower() for w in re.findall(r'[A-Za-z]+', open(seeds.path(p), encoding='utf-8').read()))
    return frozenset(words)


def ruling_id(art, year, letter, suffix=None):
    base = f'{art}-{year}{letter}'.lower()
    return f'{base}-{suffix}' if suffix else base


def words(text):
    return re.findall(r"[A-Za-z0-9½%]+", text.lower())


def differences(best, other):
    a, b = words(best), words(other)
    out = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if op == 'equal':
            continue
        x, y = ' '.join(a[i1:i2]), ' '.join(b[j1:j2])
        out.append(f'"{x}" → "{y}"' if x and y else (f'adds "{y}"' if y else f'omits "{x}"'))
    return out


def question_answer(pars):
    text = '\n'.join(pars)
    m = re.match(r'\s*Question[:;]?\s*(.*?)\n?\s*Answers?:\s*(.*)$', text, re.S)
    if not m:
        return None, None
    return m.group(1).strip(), m.group(2).strip()


REF = re.compile(r'(?:Interpretation|INTERP\.)\s*(?:ART\.|Art\.)?\s*(\d+(?:\.\d+)?[a-c]?)\s*(?:\(|\[|:\s*)(\d{4})\s?([A-C]?)', re.I)


def heading(t):
    if not t or not t.isupper():
        return t
    t = t.capitalize()
    for w in ['FIDE', 'Sonnenborn-Berger', 'Sonnenborn-berger']:
        t = re.sub(re.escape(w), 'FIDE' if w == 'FIDE' else 'Sonnenborn-Berger', t, flags=re.I)
    return t


def main():
    vocab = vocabulary()
    records = {}
    order = []
    for src in ['000', '001', '002']:
        seen = {}
        for art, year, letter, group, title, pars in rulings.split(src, vocab):
            key = (art, year, letter)
            seen[key] = seen.get(key, 0) + 1
            suffix = None
            if src == '001' and key == ('14.4', '1979', ''):
                letter = 'AB'[seen[key] - 1]
            if art == '21' and year == '1957':
                suffix = 'equipment' if group else 'prizes'
            if src == '001' and key == ('21', '1975', '') and seen[key] == 1:
                continue  # a cross-reference entry ("See Interpretation 3.2: 1957."), not a ruling
            rid = ruling_id(art, year, letter, suffix)
            if rid not in records:
                records[rid] = {'id': rid, 'article': art, 'year': int(year), 'letter': letter or None,
                                'suffix': suffix, 'versions': {}}
                order.append(rid)
            r = records[rid]
            r['versions'][src] = {'title': title, 'group': group, 'paragraphs': [p for p in pars if p]}
    out = []
    for rid in order:
        r = records[rid]
        srcs = [s for s in PREFERENCE if s in r['versions']]
        best = FORCE.get(rid, srcs[0])
        v = r['versions'][best]
        title = v['title'] or next((r['versions'][s]['title'] for s in srcs if r['versions'][s]['title']), None)
        group = next((r['versions'][s]['group'] for s in srcs if r['versions'][s]['group']), None)
        pars = list(v['paragraphs'])
        if best == '000' and pars and pars[0].startswith('General Observations. '):
            pars[0] = pars[0][len('General Observations. '):]
        if rid == '21-1967':  # the scan prints the table with ditto marks: written out in full
            pars = [re.sub(r'(?:" ){4}(\S+) " \(([^)]+)\) (?:" ){4}(\d+)\.',
                           r'If the team scored \1 points (\2), its S-B total is \3.', p) for p in pars]
        v = dict(v, paragraphs=pars)
        text = '\n\n'.join(pars)
        q, a = question_answer(v['paragraphs'])
        cites = set()
        for s in srcs:
            for m in REF.finditer('\n'.join(r['versions'][s]['paragraphs'])):
                cites.add(ruling_id(m.group(1), m.group(2), m.group(3).upper()))
        if rid == '17.3-1976':
            cites.add('17.3-1958')  # the 1975-79 typescript writes "Interpretation 1958"
        cites.discard(rid)
        rec_missing = sorted(c for c in cites if c not in records)
        cites = {c for c in cites if c in records}
        label = f"Art. {r['article']} ({r['year']}{r['letter'] or ''})"
        rec = {
            'id': rid, 'label': label, 'article': r['article'], 'year': r['year'], 'letter': r['letter'],
            'title': heading(title), 'group': heading(group),
            'text': text, 'question': q, 'answer': a,
            'sources': [{'title': seeds.TITLES[s], 'best': s == best,
                         **({'differences': differences(text, '\n'.join(r['versions'][s]['paragraphs']))} if s != best else {})}
                        for s in srcs],
            'cites': sorted(cites),
            **({'mentions_missing': rec_missing} if rec_missing else {}),
        }
        out.append(rec)
    def key(r):
        nums = re.findall(r'\d+|[a-z]', r['article'])
        return ([int(n) if n.isdigit() else n for n in nums], r['year'], r['letter'] or '', r['id'])
    out.sort(key=key)
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, 'rulings.json'), 'w', encoding='utf-8') as f:
        json.dump({'source': 'FIDE Interpretations of the Laws of Chess, as printed in the sources named per ruling; OCR errors corrected',
                   'rulings': out}, f, ensure_ascii=False, indent=1)
    print(len(out), 'rulings')
    for ed, arts in articles.all_editions(vocab).items():
        with open(os.path.join(OUT, f'laws-{ed}.json'), 'w', encoding='utf-8') as f:
            json.dump(arts, f, ensure_ascii=False, indent=1)
        print(ed, len(arts['articles']), 'articles')


if __name__ == '__main__':
    main()
