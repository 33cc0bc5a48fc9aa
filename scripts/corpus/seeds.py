"""Read the five seed texts in ../shared/seeds into paragraphs (shared by the extractors)."""
import re, os

SEEDS = os.path.join(os.path.dirname(__file__), '..', '..', '..', 'shared', 'seeds')
TITLES = {
    '000': 'FIDE Laws of Chess 1977/1978',
    '001': 'FIDE Interpretations 1975–1979',
    '002': 'Laws of Chess 1980',
    '003': 'FIDE Laws of Chess 2018',
    '004': 'FIDE Laws of Chess 1993',
}
BREAK = re.compile(r'^\s*((?i:F[Il]DE\s+[lI]NTERPRET)|ARTICLE\s|SUPPLEMENT\s|Part\s|Supplements to)')


def path(prefix):
    for f in sorted(os.listdir(SEEDS)):
        if f.startswith(prefix):
            return os.path.join(SEEDS, f)
    raise FileNotFoundError(prefix)


def paragraphs(prefix):
    """Paragraphs of a seed. 002 is a PDF dump: every line is followed by a blank line and a
    paragraph ends with two trailing spaces; the others have one paragraph per line."""
    raw = open(path(prefix), encoding='utf-8').read().split('\n')
    if prefix != '002':
        return [l.strip() for l in raw if l.strip()]
    out, cur = [], []
    for line in raw:
        if not line.strip():
            continue
        s = line.strip()
        if cur and (BREAK.match(s)):
            out.append(' '.join(cur)); cur = []
        if s in ('rd', 'th', 'st', 'nd') and cur:  # "33" / "rd" / "move": superscripts
            cur[-1] += s
            continue
        cur.append(s)
        if re.search(r'\s{2,}$', line) or not line.endswith(' '):
            out.append(' '.join(cur)); cur = []
    if cur:
        out.append(' '.join(cur))
    # re-join superscript splits: "... illegal 33" + "rd" handled above only inside a paragraph
    joined = []
    for p in out:
        if joined and re.fullmatch(r'(rd|th|st|nd)\b.*', p) and re.search(r'\d$', joined[-1]):
            joined[-1] += p
        elif joined and re.search(r'\d(rd|th|st|nd)$', joined[-1]) and p[:1].islower():
            joined[-1] += ' ' + p
        else:
            joined.append(p)
    # the scan breaks some paragraphs mid-sentence: join a paragraph that does not end a
    # sentence with the next one, unless either is a heading or a numbered law
    merged = []
    for p in joined:
        prev = merged[-1] if merged else ''
        if (prev and not re.search(r'[.?!:;"\'”’)—–]$', prev) and not (BREAK.match(prev) and len(prev) < 120) and not BREAK.match(p)
                and not re.match(r'^(\d+\.|\(\w\)|[A-Z][a-z]+ [A-Z]|ARTICLE|Chess|Essential|Sample|Examples|Algebraic|Descriptive|Other)', p)
                and not re.match(r'^[A-Z][A-Za-z ,]+$', prev)):
            merged[-1] = prev + ' ' + p
        else:
            merged.append(p)
    joined = merged
    return joined
