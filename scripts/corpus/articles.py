"""Articles of the four editions (run by extract.py)."""
import re
import seeds, rulings
from ocr import fix

HEADINGS_1980 = {}


def record(edition, number, heading, part, text, **extra):
    return {'number': number, 'heading': heading, 'part': part, 'text': text.strip(), **extra}


def strip_rulings(prefix, vocab, patches=()):
    """The Laws' own paragraphs of 000 or 002, the rulings taken out."""
    out, in_ruling = [], False
    pars = []
    for raw in seeds.paragraphs(prefix):
        for old, new in list(rulings.PATCHES.get(prefix, [])) + list(patches):
            raw = raw.replace(old, new)
        pars.extend(raw.split('\n'))
    for raw in pars:
        par = fix(raw, vocab)
        hs = rulings.headings(par)
        if hs:
            if hs[0].start() > 0 and not in_ruling:
                out.append(par[:hs[0].start()].strip())
            in_ruling = True
            continue
        if in_ruling and (rulings.LAW.match(par) or par.startswith(rulings.RESUME)):
            in_ruling = False
        if not in_ruling:
            out.append(par)
    return out


NUM = re.compile(r'^(\d+)\.(\d+)\.?\s+(.*)$')
ITEM = re.compile(r'^(\d+)\s?\.\s+(.*)$')
SUB = re.compile(r'^((?:The )?(?:King|Queen|Rook|Bishop|Knight|Pawn))\.\s+(.*)$')


def old_laws(prefix, vocab, edition):
    """1977 and 1980: Part I General Laws, Part II Supplementary Laws (and, 1980, Supplements)."""
    # 000 prints the unnumbered article openings without their numbers
    intro = {'The game of chess is played': '1', 'A move is completed': '7', 'The game is drawn': '12',
             'A game is lost by a player': '17'}
    arts, cur, art_no, part = [], None, None, 'Basic rules'
    part_title = 'Part I. General Laws'
    supplement = None
    patches = [('White = 90 x 20 = 60 minutes 30 Black = 60 x 20 = 40 minutes 30',
                'White = (90 x 20) / 30 = 60 minutes\nBlack = (60 x 20) / 30 = 40 minutes'),
               ('using I for a queen', 'using 1 for a queen'),
               ('adjounrment', 'adjournment'), ('correcton', 'correction'), ('estab-lish', 'establish'),
               ('unitl', 'until'), ('Ral-d1', 'Ra1-d1'), ('promote dae algebraic', 'promote the algebraic'),
               ('Supplement. tln the case', 'Supplement. In the case'),
               ('8 BdZXC3', '8 Bd2xc3'), ('b7-b61OQd1-b3 Nd5XC311 bZXC3 C7-C5', 'b7-b6 10 Qd1-b3 Nd5xc3 11 b2xc3 c7-c5'),
               ('Bf1~eZ C5><d4 13 Nf3><d4', 'Bf1-e2 c5xd4 13 Nf3xd4'), ('2 C4 e6 3 NC3', '2 c4 e6 3 Nc3'),
               ('13 NXd4', '13 Nxd4'), ('symbol : K\ufffd', 'symbol : K'), (' lwo ', ' two ')]
    pieces = ['A white queen', 'Two white rooks', 'Two white bishops', 'Two white knights', 'Eight white pawns',
              'A black king', 'A black queen', 'Two black rooks', 'Two black bishops', 'Two black knights',
              'Eight black pawns']
    patches += [(' ' + p + ' usually', '\n' + p + ' usually') for p in pieces]
    patches += [('These pieces are as follows: A white king', 'These pieces are as follows:\nA white king'),
                (' : p 3.3 The initial position', ' : p\n3.3. The initial position')]
    pars = []
    for par in strip_rulings(prefix, vocab):
        for old, new in patches:
            par = par.replace(old, new)
        pars.extend(par.split('\n'))
    for par in pars:
        if re.match(r'^(Laws of Chess 1980|FIDE Laws of Chess 1977)', par):
            continue
        if re.match(r'^Part (I|l)\.', par):
            continue
        if re.match(r'^Part (II|ll)\.', par):
            part, part_title = 'Supplementary laws', 'Part II. Supplementary Laws for Competitions'
            continue
        if par.startswith('Supplements to the Laws'):
            part, part_title = 'Supplements', 'Supplements to the Laws'
            continue
        m = re.match(r'^ARTICLE\s*(\d+)\s*[-.]?\s*(.*?)\s*(?:(\d+\.\d+)\.)?$', par)
        if m:
            art_no = m.group(1)
            heading = m.group(2).strip(' -').capitalize()
            HEADINGS_1980.setdefault(art_no, heading) if edition == '1980' else None
            cur = record(edition, art_no, heading, part, '', part_title=part_title)
            arts.append(cur)
            if m.group(3):
                cur = record(edition, m.group(3), heading, part, '', part_title=part_title)
                arts.append(cur)
            continue
        m = re.match(r'^SUPPLEMENT NO\.\s*(\d)\s*(.*)$', par)
        if m:
            supplement = m.group(1)
            cur = record(edition, f'S{supplement}', (m.group(2) or '').capitalize() or None, part, '', part_title=part_title)
            arts.append(cur)
            continue
        if part == 'Supplements':
            if cur is not None and cur['heading'] is None and not cur['text']:
                cur['heading'] = par.capitalize()
                continue
            cur['text'] += ('\n\n' if cur['text'] else '') + par
            continue
        for k, v in intro.items():
            if par.startswith(k) and edition == '1977':
                art_no = v
                cur = record(edition, v, None, part, par, part_title=part_title)
                arts.append(cur)
                break
        else:
            m = NUM.match(par)
            if m and (art_no is None or int(m.group(1)) >= int(art_no.split('.')[0])):
                art_no = m.group(1)
                sub = SUB.match(m.group(3))
                cur = record(edition, f'{m.group(1)}.{m.group(2)}', sub.group(1) if sub else None, part,
                             m.group(3), part_title=part_title)
                arts.append(cur)
                continue
            m = ITEM.match(par)
            if m and art_no and '.' not in art_no.split('.')[0] and cur and not re.match(r'^\d+\.\d+$', cur['number'] or '') or (m and cur and cur['number'].startswith(art_no + '.') and art_no in ('7', '12', '17', '20')):
                cur = record(edition, f'{art_no}.{m.group(1)}', None, part, m.group(2), part_title=part_title)
                arts.append(cur)
                continue
            if cur is None:
                continue
            cur['text'] += ('\n\n' if cur['text'] else '') + par
    # the article numbers as headings of their parts, each number once
    seen, out = set(), []
    for a in arts:
        if a['number'] in seen:
            a['text'] and out[-1].__setitem__('text', out[-1]['text'] + '\n\n' + a['text'])
            continue
        seen.add(a['number'])
        out.append(a)
    return out


POLISH = re.compile(r'[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]|^(ruch \w+|bicie w przelocie|roszada|Figury szachowe.*|pozycja .*)$')
CAPTION = re.compile(r'^((Before|After) (white|black) (kingside|queenside) castling|Staunton Pieces|K Q B N R p)$')


def laws_2018(vocab):
    arts, cur, part, heading, art_no = [], None, None, None, None
    for line in open(seeds.path('003'), encoding='utf-8').read().split('\n'):
        line = line.strip()
        if not line:
            continue
        line = re.sub(r'\s+(biał[ya]|czarn[ya]) \w+$', '', line)
        if POLISH.search(line) or CAPTION.match(line):
            continue
        if line == 'BASIC RULES OF PLAY':
            part = 'Basic rules'; continue
        if line == 'COMPETITION RULES':
            part = 'Competition rules'; continue
        if part is None:
            continue
        m = re.match(r'^Article (\d+): (.*)$', line)
        if m:
            art_no, heading = m.group(1), m.group(2)
            cur = record('2018', art_no, heading, part, '')
            arts.append(cur)
            continue
        m = re.match(r'^(\d+(?:\.\d+)+)\s+(.*)$', line)
        if m and m.group(1).split('.')[0] == art_no:
            cur = record('2018', m.group(1), heading, part, fix_2018(m.group(2)))
            arts.append(cur)
            continue
        cur['text'] += '\n' + fix_2018(line)
    return [a for a in arts if a['text'] or a['number'] == a['number'].split('.')[0]]


def fix_2018(s):
    s = s.replace('toinclude', 'to include').replace('thatplayer', 'that player').replace(' , ', ', ').replace('chessboard,with', 'chessboard, with')
    return s.replace('’', "'").replace('‘', "'").replace('“', '"').replace('”', '"')


def laws_1993(vocab):
    lines = open(seeds.path('004'), encoding='utf-8').read().split('\n')
    arts, cur, heading, art_no = [], None, None, None
    started = False
    for line in lines:
        line = line.rstrip()
        if line.startswith('Formatting to html'):
            break
        m = re.match(r'^Article (\d+): (.*)$', line)
        if m:
            started = True
            art_no, heading = m.group(1), m.group(2)
            cur = record('1993', art_no, heading, 'Basic rules' if int(art_no) <= 10 else 'Competition rules', '')
            arts.append(cur)
            continue
        if not started or not line.strip():
            continue
        m = re.match(r'^(\d+\.\d+)(?![,\d]| and)\s*(.*)$', line)
        if m and m.group(1).split('.')[0] == art_no and m.group(1) not in {a['number'] for a in arts}:
            cur = record('1993', m.group(1), heading, cur['part'], m.group(2))
            arts.append(cur)
            continue
        if re.fullmatch(r'- \(\w+\)', line.strip()):
            cur['text'] += '\n' + line.strip()[2:] + ' '
            continue
        t = line.strip()
        if t.startswith('- '):
            t = t[2:]
        sep = '' if cur['text'].endswith(' ') or not cur['text'] else ' '
        cur['text'] += sep + t
    out = []
    for a in arts:
        annotated = re.sub(r'[ \t]+', ' ', a['text']).strip()
        notes = [re.sub(r'\s+', ' ', n).strip() for n in re.findall(r'\[([^\]]*)\]', annotated, re.S)]
        text = re.sub(r'\s*\[[^\]]*\]\s*\.?', ' ', annotated)
        text = re.sub(r' +([.,;:])', r'\1', re.sub(r'[ \t]+', ' ', text)).strip()
        rec = dict(a, text=text.replace(' \n', '\n'))
        if notes:
            rec['commentary'] = notes
            rec['annotated'] = annotated
        out.append(rec)
    return out


def all_editions(vocab):
    e1980 = old_laws('002', vocab, '1980')
    e1977 = old_laws('000', vocab, '1977')
    for a in e1977:
        if int(a['number'].split('.')[0]) >= 13:
            a['part'], a['part_title'] = 'Supplementary laws', 'Part II. Supplementary Laws for Competitions'
        if a['heading'] is None and '.' not in a['number'] and a['number'] in HEADINGS_1980:
            a['heading'] = HEADINGS_1980[a['number']]
            a['heading_from'] = 'Laws of Chess 1980'
    src = {'1977': seeds.TITLES['000'], '1980': seeds.TITLES['002'], '1993': seeds.TITLES['004'], '2018': seeds.TITLES['003']}
    data = {'1977': e1977, '1980': e1980, '1993': laws_1993(vocab), '2018': laws_2018(vocab)}
    return {ed: {'edition': ed, 'source': src[ed], 'articles': arts} for ed, arts in data.items()}
