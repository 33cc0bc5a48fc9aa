// End-to-end tests of the game-analysis view (#/analyse): the claims report the page makes
// in its worker is checked against the `fide claims` binary (the same core, natively), never
// against numbers typed by hand: the text export, the timeline's rows and cells, the board
// as it steps through the game, the editions chosen, the report kept over a reload, a PGN
// the reader refuses, the play view's game, accessibility (axe-core) and the screenshots.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { execFileSync } from 'node:child_process';
import { serve } from './static-server.mjs';
import { launch, ready, SHOTS } from './browser.mjs';
import { fide, fideBin, fideLines } from './fide.mjs';

const ROOT = path.resolve(new URL('../../', import.meta.url).pathname);
const DIST = path.join(ROOT, 'dist');
const AXE = fs.readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
const CLAIMS = path.join(ROOT, 'tests/data/claims.pgn');
const CLAIMS_PGN = fs.readFileSync(CLAIMS, 'utf8');
const EDITIONS = ['1977', '1980', '1993', '2018'];
// the analysis runs in a worker and can take a few seconds on a slow machine
const WAIT = 60_000;
let browser, srv;

before(async () => {
  browser = await launch();
  srv = await serve(DIST);
});
after(async () => {
  await browser?.close();
  await srv?.close();
});


/** The report of the first game of a PGN file, as JSON, over the JSON-lines protocol
 * (`{"cmd":"claims","editions":[…]}`, all four editions when none are given): what `fide
 * claims --text` prints for each game is this report's text. */
function claims(file, editions = []) {
  const req = { cmd: 'claims', pgn: fs.readFileSync(file, 'utf8') };
  if (editions.length) req.editions = editions;
  const [answer] = fideLines([req]);
  if (answer.error) throw new Error(`fide: ${answer.error}`);
  return answer;
}

/** The report as text: `fide claims --text FILE` prints it for each game, after a line
 * naming the game; here the one game's, checked to be the command's. */
function claimsText(file, editions = []) {
  const args = ['claims', ...editions.flatMap((e) => ['--edition', e]), '--text', '--quiet', file];
  const printed = execFileSync(fideBin(), args, { encoding: 'utf8' });
  const { text } = claims(file, editions);
  assert.ok(printed.includes(text), 'fide claims --text prints the report of the game');
  return text;
}

/** A PGN in a temporary file, for `fide`. */
function tempPgn(text) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fide-analyse-'));
  const file = path.join(dir, 'game.pgn');
  fs.writeFileSync(file, text);
  return file;
}


/** A new page on `hash`, with localStorage cleared first (unless `fresh` is false); the
 * page errors and console errors it meets are collected in `errors`. */
async function open(hash, { viewport = { width: 1280, height: 900 }, fresh = true, touch = false } = {}) {
  const page = await browser.newPage({ viewport, ...(touch && { hasTouch: true, isMobile: true }) });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(srv.url + (fresh ? '#/nowhere-yet' : hash));
  if (fresh) {
    await page.evaluate(() => localStorage.clear());
    await page.goto(srv.url + hash);
    await page.reload();
  }
  await ready(page);
  return { page, errors };
}

/** Opens the play view's folded groups (import and export), as a user who needs them would. */
async function unfold(page) {
  await page.$$eval('details.fold', (all) => all.forEach((d) => { d.open = true; }));
}

/** Waits until the analysis is over: its timeline, its "nothing found" line or its error. */
async function settled(page) {
  await page.waitForFunction(() => !document.querySelector('[data-testid=analyse-working]')
    && document.querySelector('[data-testid=analyse-timeline], [data-testid=analyse-quiet], [data-testid=analyse-error]'),
  null, { timeout: WAIT });
}

/** Clicks `selector`, which starts an analysis, and waits for its outcome: a report already
 * shown must not pass for the new one, so the wait is for the "Analysing…" line to have
 * come and gone (a MutationObserver set before the click sees it come). */
async function runBy(page, selector) {
  await page.evaluate(() => {
    window.__sawWorking = false;
    window.__working?.disconnect();
    window.__working = new MutationObserver(() => {
      if (document.querySelector('[data-testid=analyse-working]')) window.__sawWorking = true;
    });
    window.__working.observe(document.body, { childList: true, subtree: true });
  });
  await page.click(selector);
  await page.waitForFunction(() => window.__sawWorking, null, { timeout: WAIT });
  await settled(page);
}

/** Pastes `pgn`, ticks exactly `editions`, presses Analyse and waits for the outcome. */
async function analyse(page, pgn, editions = EDITIONS) {
  await page.fill('[data-testid=analyse-pgn]', pgn);
  for (const e of EDITIONS) await page.setChecked(`[data-testid=analyse-edition-${e}]`, editions.includes(e));
  await runBy(page, '[data-testid=analyse-run]');
}

const reportText = (page) => page.inputValue('[data-testid=analyse-text]');
const position = (page) => page.textContent('[data-testid=analyse-position]');

/** What the view says of the position at `ply` of the report (analyse.rs, the board's line). */
function positionLine(report, ply) {
  const p = report.plies[ply];
  assert.equal(p.ply, ply, 'the report lists its plies in order');
  const where = p.after ? `after ${p.after}` : 'the start';
  return `Half-move ${ply} of ${report.plies.length - 1} (${where}), ${p.to_move} to move.`;
}

/** The timeline as shown: per row, its ply and, per edition column, its findings. */
const timeline = (page) => page.$$eval('[data-testid=analyse-timeline] tbody tr[data-ply]', (rows) => rows.map((tr) => ({
  ply: Number(tr.dataset.ply),
  last: Number(tr.dataset.last),
  cells: Object.fromEntries([...tr.querySelectorAll('td[data-edition]')].map((td) => [td.dataset.edition,
    [...td.querySelectorAll('div[data-kind]')].map((d) => ({ kind: d.dataset.kind, text: d.textContent, title: d.title }))])),
})));

/** The timeline the JSON report calls for, in the view's words (analyse.rs, the timeline). */
function expectedTimeline(report) {
  // positions in a row whose findings are the same (edition, kind, label, article) are one row
  const sig = (p) => JSON.stringify(p.findings.map((f) => [f.edition, f.kind, f.label, f.cited]));
  const rows = [];
  for (const p of report.plies.filter((x) => x.findings.length > 0)) {
    const prev = rows[rows.length - 1];
    if (prev && prev.last + 1 === p.ply && sig(report.plies[prev.ply]) === sig(p)) prev.last = p.ply;
    else rows.push({ ply: p.ply, last: p.ply });
  }
  return rows.map(({ ply, last }) => ({
    ply,
    last,
    cells: Object.fromEntries(report.editions.map((y) => [y, report.plies[ply].findings.filter((f) => f.edition === y).map((f) => ({
      kind: f.kind,
      text: `${f.kind === 'ending' ? 'Ends: ' : 'Claim: '}${f.label} (${f.cited})`,
      title: f.words,
    }))])),
  }));
}

/** The timeline's column heads, the editions shown. */
const columns = (page) => page.$$eval('[data-testid=analyse-timeline] thead th', (th) => th.map((x) => x.textContent));

/** The findings under the board, for the current position: one item per wording, with the
 *  editions that find it so. */
const here = (page) => page.$$eval('[data-testid=analyse-here] li[data-editions][data-kind]', (li) => li.map((x) => ({
  editions: x.dataset.editions, kind: x.dataset.kind, text: x.textContent,
})));

/** The report's findings at a position, grouped as the view groups them (the same words:
 *  one item, the editions and their citations listed). */
function groupedFindings(findings) {
  const groups = [];
  for (const f of findings) {
    const g = groups.find((x) => x[0].words === f.words);
    if (g) g.push(f); else groups.push([f]);
  }
  return groups.map((g) => ({
    editions: g.map((f) => f.edition).join(' '),
    kind: g[0].kind,
    text: `${g[0].words} (${g.map((f) => `${f.edition} ${f.cited}`).join('; ')})`,
  }));
}

/** The square labels a board showing `fen` has (board.rs: "e4", or "g1, white knight"). */
function labelsOf(fen) {
  const names = { p: 'pawn', n: 'knight', b: 'bishop', r: 'rook', q: 'queen', k: 'king' };
  const labels = {};
  fen.split(' ')[0].split('/').forEach((row, i) => {
    const rank = 8 - i;
    let file = 0;
    for (const c of row) {
      if (/\d/.test(c)) {
        for (let k = 0; k < Number(c); k++) { const sq = 'abcdefgh'[file++] + rank; labels[sq] = sq; }
      } else {
        const sq = 'abcdefgh'[file++] + rank;
        labels[sq] = `${sq}, ${c === c.toUpperCase() ? 'white' : 'black'} ${names[c.toLowerCase()]}`;
      }
    }
  });
  return labels;
}

/** The board as shown: each square's label, and the piece image it holds. */
const board = (page) => page.$$eval('[data-testid=analyse-board] [data-square]', (sq) => Object.fromEntries(sq.map((b) => [b.dataset.square,
  { label: b.getAttribute('aria-label'), img: b.querySelector('img')?.getAttribute('src') ?? null }])));

/** Checks that the board shows the pieces of `fen`, every square: labels and images. */
async function assertBoard(page, fen, what) {
  const shown = await board(page);
  const want = labelsOf(fen);
  assert.equal(Object.keys(shown).length, 64, `${what}: 64 squares`);
  for (const [sq, label] of Object.entries(want)) {
    assert.equal(shown[sq]?.label, label, `${what}: ${sq}`);
    const piece = label.split(', ')[1];
    if (piece) {
      const [colour, role] = piece.split(' ');
      const letter = { pawn: 'P', knight: 'N', bishop: 'B', rook: 'R', queen: 'Q', king: 'K' }[role];
      assert.equal(shown[sq].img, `pieces/${colour === 'white' ? 'w' : 'b'}${letter}.svg`, `${what}: the image on ${sq}`);
    } else {
      assert.equal(shown[sq].img, null, `${what}: ${sq} is empty`);
    }
  }
}

/** The report on the page, checked against `fide claims`: text, download, summary, timeline. */
async function assertReport(page, file, editions) {
  const report = claims(file, editions.length === EDITIONS.length ? [] : editions);
  const text = claimsText(file, editions.length === EDITIONS.length ? [] : editions);
  assert.equal(report.text, text, 'fide: the JSON report carries the text report');
  assert.equal(await reportText(page), text, 'the exported text is fide claims --text');
  const href = await page.getAttribute('[data-testid=analyse-download]', 'href');
  assert.equal(decodeURIComponent(href.replace(/^data:text\/plain;charset=utf-8,/, '')), text, 'the download is the same text');
  assert.deepEqual(report.editions, editions);
  assert.deepEqual(await page.$$eval('[data-testid=analyse-summary] li[data-edition]', (li) => li.map((x) => x.dataset.edition)), editions);
  // the summary lines are the text report's
  assert.deepEqual(await page.$$eval('[data-testid=analyse-summary] li', (li) => li.map((x) => x.textContent)),
    text.split('\n').slice(3, 3 + editions.length));
  assert.deepEqual(await columns(page), ['Position', ...editions.map((y) => `FIDE Laws ${y}`)]);
  assert.deepEqual(await timeline(page), expectedTimeline(report));
  return report;
}

const noErrors = (errors) => assert.deepEqual(errors, [], 'no page error and no console error');

test('claims.pgn under the four editions: the text, the timeline and the findings are fide claims\'s', async () => {
  const { page, errors } = await open('#/analyse');
  // all four editions start checked
  for (const e of EDITIONS) assert.equal(await page.isChecked(`[data-testid=analyse-edition-${e}]`), true, e);
  await analyse(page, CLAIMS_PGN);
  assert.equal(await page.$('[data-testid=analyse-error]'), null, 'no error');
  const report = await assertReport(page, CLAIMS, EDITIONS);
  // the fifty-move claims, the same position after position, are one row
  const merged = (await timeline(page)).filter((r) => r.last > r.ply);
  assert.ok(merged.length > 0 && merged.every((r) => Object.values(r.cells).flat().every((c) => c.kind === 'fifty')), 'the repeated fifty-move rows merged');

  // the report holds what the game was made for (from fide's JSON)
  const all = report.plies.flatMap((p) => p.findings.map((f) => ({ ...f, ply: p.ply, next: p.next })));
  assert.ok(all.some((f) => f.kind === 'repetition' && f.next), 'a repetition claim open and not claimed (the game went on)');
  for (const e of EDITIONS) assert.ok(all.some((f) => f.kind === 'fifty' && f.edition === e), `a fifty-move claim under ${e}`);
  const endings = (e) => all.filter((f) => f.kind === 'ending' && f.edition === e);
  assert.deepEqual(endings('2018').map((f) => f.cited), ['Art. 5.2.2'], '2018: a dead position');
  assert.deepEqual(endings('1993').map((f) => f.cited), ['Art. 10.4'], '1993: the drawn-ending list');
  assert.deepEqual(endings('1977'), [], '1977: no automatic end');
  assert.deepEqual(endings('1980'), [], '1980: no automatic end');
  // under 2018, the fifty-move claim opens one ply earlier, with a declared move
  const first = (e) => all.find((f) => f.kind === 'fifty' && f.edition === e);
  assert.equal(first('2018').ply + 1, first('1977').ply);
  assert.ok(first('2018').moves.length > 0 && first('2018').cited === 'Art. 9.3');

  // the timeline's cells as shown: the ending rows for 2018 and 1993, none for 1977 and 1980
  const ending = report.plies.find((p) => p.findings.some((f) => f.kind === 'ending'));
  const row = `[data-testid=analyse-timeline] tr[data-ply="${ending.ply}"]`;
  assert.match(await page.textContent(`${row} td[data-edition="2018"] [data-kind=ending]`), /^Ends: .*\(Art\. 5\.2\.2\)$/);
  assert.match(await page.textContent(`${row} td[data-edition="1993"] [data-kind=ending]`), /^Ends: .*\(Art\. 10\.4\)$/);
  assert.equal(await page.$$eval(`${row} td[data-edition="1977"] [data-kind], ${row} td[data-edition="1980"] [data-kind]`, (d) => d.length), 0);

  // the summary: one line per edition, saying whether the game ends by itself
  for (const [i, e] of EDITIONS.entries()) {
    const line = await page.textContent(`[data-testid=analyse-summary] li[data-edition="${e}"]`);
    if (report.ended[i] === null) assert.match(line, /does not end by itself/, e);
    else assert.ok(line.includes(`ends by itself after ${report.plies[report.ended[i]].after}`), `${e}: ${line}`);
  }

  // a citation leads to its text: 2018's Art. 9.2.1 to the article that holds it
  await page.click(`[data-testid=analyse-timeline] td[data-edition="2018"] a:text-is("Art. 9.2.1")`);
  await page.waitForSelector('section.article[data-article]');
  assert.match(page.url(), /#\/laws\/2018\/9\.2\.1$/);
  assert.equal(await page.$('[data-testid=not-found]'), null);
  const shown = await page.$$eval('section.article[data-article]', (s) => s.map((x) => x.dataset.article));
  assert.ok(shown.length > 0 && shown.every((n) => '9.2.1'.startsWith(n) || n.startsWith('9.2.1')), `the article shown: ${shown}`);
  noErrors(errors);
  await page.close();
});

test('stepping: the view opens on the first finding; the buttons, the timeline and the arrow keys step the board', async () => {
  const { page, errors } = await open('#/analyse');
  await analyse(page, CLAIMS_PGN);
  const report = claims(CLAIMS);
  const marked = report.plies.filter((p) => p.findings.length > 0).map((p) => p.ply);
  const n = report.plies.length - 1;

  /** The position shown is `ply`: the line under the board, the pieces, the findings. */
  async function at(ply, what) {
    assert.equal(await position(page), positionLine(report, ply), what);
    await assertBoard(page, report.plies[ply].fen, `${what} (ply ${ply})`);
    assert.deepEqual(await here(page), groupedFindings(report.plies[ply].findings), `${what}: the findings here, grouped by their words`);
    // the current row of the timeline is marked
    const row = expectedTimeline(report).find((r) => r.ply <= ply && ply <= r.last);
    assert.deepEqual(await page.$$eval('[data-testid=analyse-timeline] tr.current', (tr) => tr.map((x) => Number(x.dataset.ply))),
      row ? [row.ply] : [], `${what}: the current row`);
  }
  const disabled = (id) => page.$eval(`[data-testid=${id}]`, (b) => b.disabled);

  // the view opens on the first position where something happens
  await at(marked[0], 'on opening');
  // Not claimed: the game went on with …
  assert.equal(await page.textContent('[data-testid=analyse-here] .missed'), `Not claimed: the game went on with ${report.plies[marked[0]].next}.`);

  await page.click('[data-testid=analyse-start]');
  await at(0, 'Start');
  assert.equal(await disabled('analyse-start'), true);
  assert.equal(await disabled('analyse-prev'), true);
  assert.equal(await disabled('analyse-prev-mark'), true, 'no finding before the start');
  assert.equal(await page.textContent('[data-testid=analyse-here]'), 'Nothing to claim here, and the game goes on.');

  await page.click('[data-testid=analyse-next-mark]');
  await at(marked[0], 'Next finding from the start');

  // the arrow keys, with the focus outside any field
  await page.click('h1');
  await page.keyboard.press('ArrowRight');
  await at(marked[0] + 1, 'ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await at(marked[0], 'ArrowLeft');
  // ... but not while typing in the PGN field
  await page.focus('[data-testid=analyse-pgn]');
  await page.keyboard.press('ArrowRight');
  await at(marked[0], 'ArrowRight in the PGN field');

  await page.click('[data-testid=analyse-next]');
  await at(marked[0] + 1, 'Forward');
  await page.click('[data-testid=analyse-next-mark]');
  await at(marked[2], 'Next finding');
  await page.click('[data-testid=analyse-prev-mark]');
  await at(marked[1], 'Previous finding');
  await page.click('[data-testid=analyse-prev]');
  await at(marked[1] - 1, 'Back');

  // a row of the timeline: the ending
  const ending = report.plies.find((p) => p.findings.some((f) => f.kind === 'ending')).ply;
  await page.click(`[data-testid=analyse-timeline] tr[data-ply="${ending}"] th button`);
  await at(ending, 'the timeline\'s ending row');

  await page.click('[data-testid=analyse-end]');
  await at(n, 'End');
  // after the exchange the 1993 and 2018 games are over; the other two go on
  const over = report.editions.filter((e, i) => report.ended[i] !== null && report.ended[i] < n);
  const on = report.editions.filter((e) => !over.includes(e));
  assert.deepEqual(over, ['1993', '2018']);
  assert.equal(await page.textContent('[data-testid=analyse-here]'),
    `Nothing to claim here under ${on.join(' and ')}; under ${over.join(' and ')} the game had ended by itself before this position.`);
  // the board marks the move that led here
  const [from, to] = report.plies[n].last;
  assert.deepEqual(await page.$$eval('[data-testid=analyse-board] .last-move', (els) => els.map((e) => e.dataset.square).sort()), [from, to].sort());
  assert.equal(await disabled('analyse-next'), true);
  assert.equal(await disabled('analyse-end'), true);
  assert.equal(await disabled('analyse-next-mark'), true, 'no finding after the end');
  await page.click('h1');
  await page.keyboard.press('ArrowRight');
  await at(n, 'ArrowRight at the end stays');
  noErrors(errors);
  await page.close();
});

test('only 2018 and 1980 checked: those two columns, and the text of fide claims --edition 1980 --edition 2018', async () => {
  const { page, errors } = await open('#/analyse');
  await analyse(page, CLAIMS_PGN, ['1980', '2018']);
  const text = claimsText(CLAIMS, ['1980', '2018']);
  assert.equal(text, claimsText(CLAIMS, ['2018', '1980']), 'fide: the order of --edition does not matter');
  await assertReport(page, CLAIMS, ['1980', '2018']);
  // no edition checked: nothing to analyse
  await page.setChecked('[data-testid=analyse-edition-1980]', false);
  await page.setChecked('[data-testid=analyse-edition-2018]', false);
  assert.equal(await page.isDisabled('[data-testid=analyse-run]'), true, 'Analyse is disabled with no edition');
  noErrors(errors);
  await page.close();
});

test('a reload analyses the kept game again, with the editions chosen', async () => {
  const { page, errors } = await open('#/analyse');
  await analyse(page, CLAIMS_PGN);
  const before = await reportText(page);
  await page.reload();
  await ready(page);
  await settled(page);
  assert.equal(await page.inputValue('[data-testid=analyse-pgn]'), CLAIMS_PGN, 'the PGN is kept');
  assert.equal(await reportText(page), before);
  await assertReport(page, CLAIMS, EDITIONS);

  // the editions are kept too
  await analyse(page, CLAIMS_PGN, ['1993']);
  await assertReport(page, CLAIMS, ['1993']);
  await page.reload();
  await ready(page);
  await settled(page);
  for (const e of EDITIONS) assert.equal(await page.isChecked(`[data-testid=analyse-edition-${e}]`), e === '1993', `${e} after the reload`);
  await assertReport(page, CLAIMS, ['1993']);
  noErrors(errors);
  await page.close();
});

test('a PGN with an illegal move: an alert names the problem and where it is', async () => {
  const { page, errors } = await open('#/analyse');
  const pgn = '1. e4 e5 2. Ke3 *';
  await analyse(page, pgn);
  const alert = page.locator('[data-testid=analyse-error]');
  assert.equal(await alert.getAttribute('role'), 'alert');
  const said = await alert.textContent();
  assert.match(said, /line/, said);
  assert.match(said, /Ke3/, said);
  // fide refuses it too, with the same words (the protocol's error); `fide claims` reports the
  // game it cannot read, with its line, and goes on
  const [answer] = fideLines([{ cmd: 'claims', pgn }]);
  const refused = answer.error;
  assert.ok(refused, 'fide refuses the PGN');
  assert.ok(said.includes(refused), `the page says what fide says: ${JSON.stringify(said)} vs ${JSON.stringify(refused)}`);
  const lines = execFileSync(fideBin(), ['claims', '--quiet', tempPgn(pgn + '\n')], { encoding: 'utf8' }).trim().split('\n').map((l) => JSON.parse(l));
  assert.match(lines[0].error, /^game 1 \(.*, line 1\) cannot be read: .*Ke3/);
  assert.equal(lines[1].summary.unreadable.length, 1);
  assert.equal(await page.$('[data-testid=analyse-timeline]'), null, 'no timeline');
  assert.equal(await page.$('[data-testid=analyse-text]'), null, 'no text report');
  noErrors(errors);
  await page.close();
});

test('#/analyse?game=play analyses the play view\'s game; "Take the game from the play view" too', async () => {
  const { page, errors } = await open('#/play');
  await unfold(page);
  const pgn = '1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *';
  await page.fill('[data-testid=import-text]', pgn);
  await page.click('[data-testid=import-pgn]');
  await page.waitForFunction(() => /Ng8/.test(document.querySelector('[data-testid=export-pgn]')?.value ?? ''));
  const exported = await page.inputValue('[data-testid=export-pgn]');
  const file = tempPgn(exported);
  // the exported game is the game imported: the same findings, ply by ply
  const strip = (r) => r.plies.map((p) => [p.ply, p.after, p.findings]);
  assert.deepEqual(strip(claims(file)), strip(claims(tempPgn(pgn + '\n'))));

  // the play view's link
  await page.click('[data-testid=analyse-link]');
  await page.locator('[data-testid=analyse]').waitFor();
  assert.match(page.url(), /#\/analyse\?game=play$/);
  await settled(page);
  assert.equal(await page.inputValue('[data-testid=analyse-pgn]'), exported, 'the PGN field holds the play view\'s game');
  await assertReport(page, file, EDITIONS);

  // the address itself, opened anew
  await page.goto(srv.url + '#/nowhere-yet');
  await page.goto(srv.url + '#/analyse?game=play');
  await page.reload();
  await ready(page);
  await settled(page);
  await assertReport(page, file, EDITIONS);

  // the button, after another game was analysed
  await page.goto(srv.url + '#/analyse');
  await ready(page);
  await settled(page);
  await analyse(page, CLAIMS_PGN, ['2018']);
  await assertReport(page, CLAIMS, ['2018']);
  await runBy(page, '[data-testid=analyse-take-play]');
  assert.equal(await page.inputValue('[data-testid=analyse-pgn]'), exported, 'the PGN field holds the play view\'s game');
  await assertReport(page, file, ['2018']);
  noErrors(errors);
  await page.close();
});

test('"Take the game from the play view" with no game saved says so', async () => {
  const { page, errors } = await open('#/analyse');
  await page.click('[data-testid=analyse-take-play]');
  await settled(page);
  assert.match(await page.textContent('[data-testid=analyse-error]'), /play view has no game/);
  noErrors(errors);
  await page.close();
});

test('accessibility: axe-core finds no violation of any impact on the analysed game, nor on its error', async () => {
  const { page, errors } = await open('#/analyse');
  await analyse(page, CLAIMS_PGN);
  await page.locator('[data-testid=analyse-timeline]').waitFor();
  await page.addScriptTag({ content: AXE });
  const check = async (what) => {
    const res = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations);
    const bad = res.map((v) => `${v.id} (${v.impact}): ${v.nodes.length} node(s), e.g. ${v.nodes[0]?.target}`);
    assert.deepEqual(bad, [], what);
  };
  await check('the analysed claims.pgn');
  await analyse(page, '1. e4 e5 2. Ke3 *');
  await page.locator('[data-testid=analyse-error]').waitFor();
  await check('the error');
  noErrors(errors);
  await page.close();
});

test('a long game (300 half-moves): the page keeps painting while the worker analyses it', async () => {
  const LONG = path.join(ROOT, 'tests/data/long.pgn');
  const { page, errors } = await open('#/analyse');
  // the worker's reports, counted as they reach the page
  await page.evaluate(() => {
    const W = window.Worker;
    window.reports = 0;
    window.Worker = function (...args) {
      const w = new W(...args);
      w.addEventListener('message', (e) => { if (e.data && e.data.report) window.reports += 1; });
      return w;
    };
  });
  await page.fill('[data-testid=analyse-pgn]', fs.readFileSync(LONG, 'utf8'));
  // the gaps between animation frames from the click to the report
  await page.evaluate(() => {
    window.gaps = [];
    let last = performance.now();
    const tick = (t) => { window.gaps.push(t - last); last = t; if (!window.stopped) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  });
  const started = await page.evaluate(() => performance.now());
  await page.click('[data-testid=analyse-run]');
  await page.waitForFunction(() => document.querySelector('[data-testid=analyse-text]')?.value.includes('A long game'), null, { timeout: 120_000 });
  const { gaps, took, reports } = await page.evaluate((t0) => { window.stopped = true; return { gaps: window.gaps, took: performance.now() - t0, reports: window.reports }; }, started);
  assert.equal(reports, 1, 'the report came from the worker');
  assert.equal(await reportText(page), claimsText(LONG), 'the text is fide claims --text');
  const longest = Math.max(...gaps);
  console.log(`long game: analysed in ${Math.round(took)} ms; ${gaps.length} frames, the longest gap ${Math.round(longest)} ms`);
  // the work takes many frames; on the page's thread it would be one gap as long as the work
  assert.ok(longest < took / 2, `the analysis (${Math.round(took)} ms) ran beside the frames (longest gap ${Math.round(longest)} ms)`);
  noErrors(errors);
  await page.close();
});

test('a second Analyse while the first report is being made: the first is stopped, the second shown', async () => {
  const LONG = path.join(ROOT, 'tests/data/long.pgn');
  const { page, errors } = await open('#/analyse');
  await page.fill('[data-testid=analyse-pgn]', fs.readFileSync(LONG, 'utf8'));
  await page.click('[data-testid=analyse-run]');
  await page.waitForSelector('[data-testid=analyse-working]');
  await page.fill('[data-testid=analyse-pgn]', CLAIMS_PGN);
  await page.click('[data-testid=analyse-run]');
  await page.waitForFunction(() => document.querySelector('[data-testid=analyse-text]')?.value.includes('Claims fixture'), null, { timeout: 120_000 });
  // the long game's report, had it come later, would not replace it
  await page.waitForTimeout(1500);
  assert.equal(await reportText(page), claimsText(CLAIMS));
  noErrors(errors);
  await page.close();
});

test('screenshots: the analysed claims.pgn at 1280×900 and on a phone', async () => {
  {
    const { page, errors } = await open('#/analyse', { viewport: { width: 1280, height: 900 } });
    await analyse(page, CLAIMS_PGN);
    await page.locator('[data-testid=analyse-timeline]').waitFor();
    await page.evaluate(() => document.fonts.ready);
    const shot = path.join(SHOTS, 'analyse.png');
    await page.screenshot({ path: shot, fullPage: true });
    fs.mkdirSync(path.join(ROOT, 'docs/screenshots'), { recursive: true });
    fs.copyFileSync(shot, path.join(ROOT, 'docs/screenshots/analyse.png'));
    // nothing wider than the window
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'no sideways scroll at 1280');
    noErrors(errors);
    await page.close();
  }
  {
    const { page, errors } = await open('#/analyse', { viewport: { width: 390, height: 844 }, touch: true });
    await analyse(page, CLAIMS_PGN);
    await page.locator('[data-testid=analyse-timeline]').waitFor();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(SHOTS, 'analyse-phone.png'), fullPage: true });
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'no sideways scroll on a phone (the timeline scrolls in its own box)');
    noErrors(errors);
    await page.close();
  }
});

test('a PGN of three games (#40): a table lists them with what each has, and the second opens', async () => {
  const pgn = '[Event "A"]\n[White "Smith"]\n[Black "Jones"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 1/2-1/2\n\n'
    + '[Event "B"]\n[White "Adams"]\n[Black "Brown"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n'
    + '[Event "C"]\n[White "Clark"]\n[Black "Dunn"]\n\n1. e4 e5 2. Nf3 Nc6 *\n';
  const { page, errors } = await open('#/analyse');
  await analyse(page, pgn);
  const rows = await page.$$eval('[data-testid=analyse-games] tbody tr', (tr) => tr.map((r) => [...r.cells].map((c) => c.textContent)));
  assert.equal(rows.length, 3, JSON.stringify(rows));
  // each row as the core's report lists the game (over the protocol, game by game)
  for (let n = 1; n <= 3; n++) {
    const [r] = fideLines([{ cmd: 'claims', pgn, game: n }]);
    const line = r.games[n - 1];
    assert.equal(rows[n - 1][1], line.title);
    assert.equal(rows[n - 1][4], line.ended ?? '');
  }
  assert.match(rows[0][1], /Smith – Jones/);
  assert.equal(rows[0][3], '2 positions');
  assert.match(rows[1][4], /^checkmate, after 2\.\.\. Qh4# \(1977\)$/);
  assert.equal(rows[2][2], 'Not finished');
  assert.match(await page.textContent('[data-testid=analyse-title]'), /game 1 of the 3/);
  // the second game opens, as the core reports it
  await runBy(page, '[data-testid=analyse-games] tr[data-game="2"] button');
  const [second] = fideLines([{ cmd: 'claims', pgn, game: 2 }]);
  assert.equal(await page.textContent('[data-testid=analyse-title]'), second.title);
  assert.equal(await reportText(page), second.text);
  assert.equal(await page.locator('[data-testid=analyse-games] tbody tr').count(), 3);
  await page.screenshot({ path: path.join(SHOTS, 'analyse-games.png'), fullPage: true });
  // the table's games are those analysed, even when the text area has changed since
  await page.fill('[data-testid=analyse-pgn]', '1. d4 d5 *');
  await runBy(page, '[data-testid=analyse-games] tr[data-game="3"] button');
  const [third] = fideLines([{ cmd: 'claims', pgn, game: 3 }]);
  assert.equal(await page.textContent('[data-testid=analyse-title]'), third.title);
  assert.equal(await reportText(page), third.text);
  assert.deepEqual(errors, []);
  await page.close();
});
