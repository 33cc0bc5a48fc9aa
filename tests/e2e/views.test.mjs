// End-to-end tests of the play view on the laws engine, the rulings, laws and compare
// views, the embed views and their postMessage API, accessibility (axe-core) and the
// mobile screenshots. Every verdict the page shows is checked against the `fide` binary
// (the same core, natively) or against the Laws, never against the data's expectations.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { serve } from './static-server.mjs';
import { launch, ready, SHOTS } from './browser.mjs';
import { fide, fideBin, fideLines } from './fide.mjs';

const ROOT = path.resolve(new URL('../../', import.meta.url).pathname);
const DIST = path.join(ROOT, 'dist');
const AXE = fs.readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
let browser, srv;

before(async () => {
  browser = await launch();
  srv = await serve(DIST);
});
after(async () => {
  await browser?.close();
  await srv?.close();
});





async function open(hash, { viewport = { width: 1200, height: 900 }, clock = false, fresh = true, touch = false } = {}) {
  const page = await browser.newPage({ viewport, ...(touch && { hasTouch: true, isMobile: true }) });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  if (clock) await page.clock.install({ time: new Date('2026-01-01T10:00:00Z') });
  await page.goto(srv.url + (fresh ? '#/nowhere-yet' : hash));
  if (fresh) {
    await page.evaluate(() => localStorage.clear());
    await page.goto(srv.url + hash);
    await page.reload();
  }
  await ready(page);
  await unfold(page);
  return { page, errors };
}

/** Opens the play view's folded groups (the arbiter's tools, import and export), as a user
 * who needs them would; the layout test checks that they start folded. */
async function unfold(page) {
  await page.$$eval('details.fold', (all) => all.forEach((d) => { d.open = true; }));
}

/** How the app words a termination code of the protocol (src/app/words.rs, `termination`). */
const HOW = {
  'checkmate': 'checkmate',
  'stalemate': 'stalemate',
  'resignation': 'resignation',
  'agreement': 'agreement',
  'repetition-claim': 'repetition (claimed)',
  'fifty-move-claim': 'the fifty-move rule (claimed)',
  'fivefold': 'fivefold repetition',
  'seventy-five-moves': 'the seventy-five-move rule',
  'dead-position': 'dead position',
  'insufficient-material': 'insufficient material',
  'time-forfeit': 'time forfeit',
  'time-forfeit-draw': 'a fallen flag (the opponent cannot checkmate)',
  'initial-position': 'incorrect initial position',
  'envelope-lost': 'the loss of the sealed-move envelope',
  adjudication: 'adjudication',
  'illegal-moves': 'illegal moves',
  'sealed-move': 'an invalid sealed move',
  'late': 'late arrival',
  'colours-reversed': 'colours reversed',
};

/** The engine's result and reason codes in the app's words (src/app/words.rs, `result`). */
function inWords(result, reason) {
  if (result === '*') return 'Game in progress';
  const how = HOW[reason];
  assert.ok(how, `no words for the reason ${JSON.stringify(reason)}`);
  const words = { '1-0': `White wins by ${how}`, '0-1': `Black wins by ${how}`, '1/2-1/2': `Draw by ${how}`,
    '0-0': `Both players lose by ${how}`, 'annulled': `Game annulled: ${how}` }[result];
  assert.ok(words, `no words for the result ${JSON.stringify(result)}`);
  return words;
}

const moves = (page) => page.$$eval('[data-testid=moves] [data-ply]', (li) => li.map((x) => x.textContent));
// a demo's result line: the outcome in words, or that the game goes on
const demoResult = (v) => (v.result === '*' ? 'The game goes on' : inWords(v.result, v.reason));
// each ruling's text as shown (on a ruling page, the demo's, not the contrast's), without the
// "decisive" mark
const rulings = (page) => page.$$eval('[data-testid=rulings] li', (li) => li.filter((x) => !x.closest('[data-case=contrast]')).map((x) => [...x.childNodes].filter((n) => !n.classList?.contains('badge')).map((n) => n.textContent).join('')));
async function clickMove(page, from, to) {
  await page.click(`[data-square=${from}]`);
  await page.click(`[data-square=${to}]`);
}
async function importFen(page, fen) {
  await unfold(page);
  await page.fill('[data-testid=import-text]', fen);
  await page.click('[data-testid=import-fen]');
}
async function setControl(page, control) {
  await page.fill('[data-testid=control-input]', control);
  await page.press('[data-testid=control-input]', 'Enter');
}

test('a full game to checkmate by clicks', async () => {
  const { page, errors } = await open('#/play');
  for (const [a, b] of [['f2', 'f3'], ['e7', 'e5'], ['g2', 'g4'], ['d8', 'h4']]) await clickMove(page, a, b);
  assert.deepEqual(await moves(page), ['f3', 'e5', 'g4', 'Qh4#']);
  assert.equal(await page.textContent('[data-testid=status]'), 'Black wins by checkmate under the 2018 Laws, Art. 5.1.1');
  assert.match(await page.getAttribute('[data-square=e1]', 'class'), /check/);
  assert.equal(await page.textContent('[data-testid=result]'), 'Black wins by checkmate');
  await page.screenshot({ path: path.join(SHOTS, 'play-checkmate.png') });
  assert.match((await rulings(page)).at(-1), /Art\. 5\.1\.1.*checkmate/);
  // a citation links to the article in the laws view
  await page.click('[data-testid=rulings] a.cite');
  await page.locator('[data-testid=laws]').waitFor();
  assert.match(page.url(), /#\/laws\/2018\/5\.1\.1$/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('drag and drop moves a piece; the arbiter corrects the move counters', async () => {
  const { page } = await open('#/play');
  const box = async (sq) => page.locator(`[data-square=${sq}]`).boundingBox();
  const [a, b] = [await box('g1'), await box('f3')];
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
  await page.mouse.up();
  assert.deepEqual(await moves(page), ['Nf3']);
  assert.equal(await page.textContent('[data-testid=clock-white] .moves'), '1 move');
  assert.equal(await page.textContent('[data-testid=clock-black] .moves'), '0 moves');
  await page.fill('[data-testid=moves-white]', '39');
  await page.click('[data-testid=arbiter-moves]');
  assert.match((await rulings(page)).at(-1), /6\.10\.2|move counter|moves/i);
  assert.match(await page.textContent('[data-testid=clock-white] .moves'), /^39 moves/);
  await page.fill('[data-testid=moves-white]', 'x');
  await page.click('[data-testid=arbiter-moves]');
  assert.equal(await page.textContent('[data-testid=error]'), 'move counter for White: "x" is not a whole number from 0 to 9999');
  assert.match(await page.textContent('[data-testid=clock-white] .moves'), /^39 moves/, 'counters untouched');
  await page.close();
});

test('touch: a finger drags a knight (pointer events from real touch input)', async () => {
  const { page, errors } = await open('#/play', { viewport: { width: 390, height: 844 }, touch: true });
  const seen = [];
  await page.exposeFunction('__seen', (t) => seen.push(t));
  await page.evaluate(() => document.addEventListener('pointerdown', (e) => window.__seen(e.pointerType), true));
  const centre = async (sq) => {
    const b = await page.locator(`[data-square=${sq}]`).boundingBox();
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  const [a, b] = [await centre('g1'), await centre('f3')];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [a] });
  for (let i = 1; i <= 5; i++) {
    const p = { x: a.x + ((b.x - a.x) * i) / 5, y: a.y + ((b.y - a.y) * i) / 5 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [p] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=moves] [data-ply]').length === 1);
  assert.deepEqual(await moves(page), ['Nf3']);
  assert.equal(await page.getAttribute('[data-square=f3]', 'aria-label'), 'f3, white knight');
  assert.ok(seen.includes('touch'), `pointer types seen: ${seen}`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a promotion through the picker', async () => {
  const { page } = await open('#/play');
  await importFen(page, '8/P6k/8/8/8/8/8/K7 w - - 0 1');
  await clickMove(page, 'a7', 'a8');
  await page.locator('[data-testid=promotion]').waitFor();
  await page.click('[data-testid=promotion] [data-role=n]');
  assert.equal(await page.getAttribute('[data-square=a8]', 'aria-label'), 'a8, white knight');
  assert.deepEqual(await moves(page), ['a8=N']);
  await page.close();
});

test('PGN import and export: comments stay text, a bad PGN is refused in place, the scoresheet in other notations', async () => {
  const { Chess } = await import('chess.js');
  const { page, errors } = await open('#/play');
  const text = '[Event "Training"]\n[White "A"]\n[Black "B"]\n[Result "*"]\n\n'
    + '1. e4 {<img src=x onerror="window.__pwned=1">} e5 2. Nf3 Nc6 3. Bb5 a6 {<script>window.__pwned=2</script>} 4. Ba4 Nf6 5. O-O *';
  const control = await page.inputValue('[data-testid=control]');
  assert.notEqual(control, 'none', 'the default control has a clock');
  await page.fill('[data-testid=import-text]', text);
  await page.click('[data-testid=import-pgn]');
  // issue #18: the import keeps the chosen time control and its clock
  assert.equal(await page.inputValue('[data-testid=control]'), control);
  assert.equal(await page.locator('[data-testid=clock]').count(), 1, 'the clock is shown');
  // chess.js reads the same PGN: the same moves, the same final position
  const ref = new Chess();
  ref.loadPgn(text);
  assert.deepEqual(await moves(page), ref.history());
  assert.equal(await page.inputValue('[data-testid=export-fen]'), ref.fen());
  // the comments never became markup
  assert.equal(await page.evaluate(() => window.__pwned), undefined);
  assert.equal(await page.locator('img[src=x], main script').count(), 0);
  // the exported PGN reads back (in chess.js) to the same game
  const back = new Chess();
  back.loadPgn(await page.inputValue('[data-testid=export-pgn]'));
  assert.deepEqual(back.history(), ref.history());
  assert.match(await page.getAttribute('[data-testid=download-pgn]', 'href'), /^data:application\/x-chess-pgn;charset=utf-8,.*Nf3/);
  // the scoresheet in other notations shows what the core's `convert` gives
  const plies = ref.history({ verbose: true });
  for (const to of ['descriptive', 'correspondence', 'lan', 'figurine']) {
    await page.selectOption('[data-testid=notation]', to);
    const want = fideLines(plies.map((m) => ({ cmd: 'convert', fen: m.before, move: m.san, to }))).map((a) => a.move);
    assert.equal(want.length, plies.length);
    assert.deepEqual(await moves(page), want, to);
  }
  await page.selectOption('[data-testid=notation]', 'san');
  // a bad PGN: an error naming line and column, the game untouched
  await page.fill('[data-testid=import-text]', '1. e4 e5 2. Nf3 {never closed');
  await page.click('[data-testid=import-pgn]');
  assert.match(await page.textContent('[data-testid=error]'), /^PGN: .*line 1.*column/i);
  assert.deepEqual(await moves(page), ref.history(), 'state untouched');
  await page.fill('[data-testid=import-text]', '1. e4 e5 2. Ke3 *');
  await page.click('[data-testid=import-pgn]');
  assert.match(await page.textContent('[data-testid=error]'), /Ke3/);
  assert.deepEqual(await moves(page), ref.history(), 'state untouched');
  // New game (asked about, the game having begun) keeps the control too
  await page.click('[data-testid=new-game]');
  await page.click('[data-testid=new-game-confirm]');
  assert.deepEqual(await moves(page), []);
  assert.equal(await page.inputValue('[data-testid=control]'), control);
  assert.equal(await page.locator('[data-testid=clock]').count(), 1);
  assert.deepEqual(errors, []);
  await page.close();
});

test("the arbiter's panel under 1980: offer (=) and decline, a claim with an intended move, clock stopped and time added, seal and resume, a draw agreed; all as the engine rules", async () => {
  const { page, errors } = await open('#/play', { clock: true });
  await page.selectOption('[data-testid=edition]', '1980');
  await page.selectOption('[data-testid=control]', '40/9000');
  const type = async (m) => {
    await page.fill('[data-testid=move-input]', m);
    await page.press('[data-testid=move-input]', 'Enter');
    await page.clock.runFor(30_000);
  };
  const ms = async (side) => Number(await page.getAttribute(`[data-testid=clock-${side}] .time`, 'data-ms'));
  await type('e4');
  await type('e5');
  await type('Nf3');
  assert.equal(await page.isDisabled('[data-testid=accept-black]'), true, 'nothing to accept yet');
  await page.click('[data-testid=offer-white]');
  assert.deepEqual(await moves(page), ['e4', 'e5', 'Nf3 (=)']);
  // made while Black's clock runs: Interpretation 18.1 (1974A) decides it
  assert.match((await rulings(page)).at(-1), /^Interpretation 18\.1 \(1974A\): White offers a draw/);
  await page.click('[data-testid=decline-black]');
  assert.equal(await page.isDisabled('[data-testid=accept-black]'), true, 'the offer is gone');
  // a repetition claim with the intended move: the position would appear once (12.3), five
  // minutes charged (18.2), and the declared move must be played (Interpretation 12.3a (1960))
  const before = await ms('black');
  await page.fill('[data-testid=intended]', 'Nc6');
  await page.click('[data-testid=claim-repetition]');
  const [decision, penalty, declared] = (await rulings(page)).slice(-3);
  assert.match(decision, /^1980 Art\. 12\.3: claim by Black incorrect: the position is about to appear only for the first time; a third is needed$/);
  assert.equal(penalty, '1980 Art. 18.2: for the incorrect claim: 5 minutes charged to Black');
  assert.equal(declared, 'Interpretation 12.3a (1960): the declared move Nc6 must be played');
  assert.ok(before - (await ms('black')) >= 5 * 60_000, 'five minutes off Black\'s clock');
  // the arbiter stops the clock and would give White two minutes: under 1980 the clock's
  // indications are conclusive without an evident defect (Art. 14.5), so it is refused
  await page.click('[data-testid=arbiter-stop]');
  assert.equal(await page.locator('.clock-face.running').count(), 0);
  const white = await ms('white');
  await page.click('[data-testid=arbiter-add-white]');
  assert.equal(await ms('white'), white);
  assert.match((await rulings(page)).at(-1), /^1980 Art\. 14\.5: the arbiter would add 2 minutes to White's clock, but no evident defect/);
  await page.click('[data-testid=arbiter-start]');
  assert.equal(await page.locator('.clock-face.black.running').count(), 1);
  // Black seals his move; the envelope is opened at the resumption
  await page.fill('[data-testid=move-input]', 'Nc6');
  await page.click('[data-testid=seal]');
  assert.match(await page.textContent('[data-testid=status]'), /Adjourned/);
  assert.equal(await page.locator('.clock-face.running').count(), 0);
  await page.click('[data-testid=resume]');
  assert.deepEqual(await moves(page), ['e4', 'e5', 'Nf3 (=)', 'Nc6']);
  await type('Bb5');
  await page.click('[data-testid=offer-white]');
  await page.click('[data-testid=accept-black]');
  assert.match(await page.textContent('[data-testid=status]'), /^Draw by agreement under the 1980 Laws, Art\. 12\.2$/);
  // flip: Black at the bottom
  await page.click('[data-testid=flip]');
  assert.equal(await page.getAttribute('.board .square >> nth=0', 'data-square'), 'h1');
  // the same game, from the events the page saved, through the native engine
  const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('fide-laws/play/v2')));
  const v = fideLines([{ cmd: 'game', ...saved.setup, events: saved.events }])[0];
  assert.deepEqual([v.result, v.reason], ['1/2-1/2', 'agreement']);
  assert.equal(await page.textContent('[data-testid=status]'), `${inWords(v.result, v.reason)} under the 1980 Laws, Art. ${v.article}`);
  const shown = await rulings(page);
  assert.equal(shown.length, v.rulings.length);
  v.rulings.forEach((r, i) => {
    assert.ok(shown[i].includes(r.article) && shown[i].endsWith(r.decision), `${shown[i]} ≠ ${r.article}: ${r.decision}`);
  });
  assert.equal(await ms('white'), v.clock.white_ms);
  assert.equal(await ms('black'), v.clock.black_ms);
  assert.deepEqual(errors, []);
  await page.close();
});

test('touch-move: a touched piece must be moved, a move with another is refused by a ruling and the game goes on', async () => {
  const { page, errors } = await open('#/play');
  await page.selectOption('[data-testid=mode]', 'touch-move');
  await page.click('[data-square=g1]');
  assert.deepEqual(await page.$$eval('.square.dest', (els) => els.map((e) => e.dataset.square).sort()), ['f3', 'h3']);
  const fen = await page.inputValue('[data-testid=export-fen]');
  await page.click('[data-square=e2]');
  // issue #18: the second touch does not hide the first: both pieces are marked touched,
  // and the ruling names the knight as the piece that must be moved
  const touched = () => page.$$eval('.square.touched', (els) => els.map((e) => e.dataset.square).sort());
  assert.deepEqual(await touched(), ['e2', 'g1']);
  assert.equal(await page.getAttribute('[data-square=g1]', 'aria-label'), 'g1, white knight, touched');
  assert.match((await rulings(page)).at(-1), /touched e2: the knight on g1 must be moved: one of Nf3, Nh3$/);
  await page.click('[data-square=e4]');
  // the refusal is a ruling with its article, not an error; nothing on the board moved
  assert.equal(await page.locator('[data-testid=error]').count(), 0, 'no error banner');
  const log = await rulings(page);
  assert.match(log[0], /^2018 Art\. 4\.3\.1: touched g1: the knight on g1 must be moved: one of Nf3, Nh3$/);
  assert.match(log.at(-1), /^2018 Art\. 4\.3\.1: e4 is refused and taken back: the knight on g1 must be moved \(Nf3, Nh3\)$/);
  // the same events through the native engine give the same rulings
  const engine = fideLines([{ cmd: 'game', edition: '2018', fen: 'startpos', events: [{ touch: 'g1' }, { touch: 'e2' }, { move: 'e2e4' }] }])[0];
  assert.deepEqual(log, engine.rulings.map((r) => `2018 Art. ${r.article}: ${r.decision}`));
  assert.equal(engine.rulings.at(-1).effect?.refused, true);
  assert.equal((await moves(page)).length, 0, 'the game is untouched');
  assert.equal(await page.inputValue('[data-testid=export-fen]'), fen, 'the position is unchanged');
  assert.equal(await page.getAttribute('[data-square=e2]', 'aria-label'), 'e2, white pawn, touched');
  assert.equal(await page.getAttribute('[data-square=e4]', 'aria-label'), 'e4');
  assert.equal(await page.textContent('[data-testid=status]'), 'White to move');
  await clickMove(page, 'g1', 'f3');
  assert.deepEqual(await moves(page), ['Nf3']);
  assert.deepEqual(await touched(), [], 'a new move, nothing touched');
  assert.deepEqual(errors, []);
  await page.close();
});

test('physical board under 2018: an illegal move adds two minutes, a second one loses', async () => {
  const { page } = await open('#/play', { clock: true });
  await page.selectOption('[data-testid=mode]', 'board');
  await clickMove(page, 'e2', 'e5');
  assert.equal(await page.getAttribute('[data-square=e5]', 'aria-label'), 'e5, white pawn', 'any move may be made on the board');
  await page.click('[data-testid=press-white]');
  // reinstated; the pawn was touched, and Art. 4.3 applies to the move replacing the illegal one (7.5.1)
  assert.equal(await page.getAttribute('[data-square=e2]', 'aria-label'), 'e2, white pawn, touched', 'the position is reinstated');
  const log = await rulings(page);
  assert.match(log.join('\n'), /7\.5\.1.*illegal move/);
  assert.match(log.join('\n'), /7\.5\.5: first illegal move by White: two minutes are added to Black's time/);
  assert.equal(Number(await page.getAttribute('[data-testid=clock-black] .time', 'data-ms')), 5400000 + 120000);
  await clickMove(page, 'e2', 'e5');
  await page.keyboard.press('Space');
  assert.match(await page.textContent('[data-testid=status]'), /^Black wins by illegal moves under the 2018 Laws, Art\. 7\.5\.5/);
  await page.close();
});

test('a long dead-position analysis runs in a worker: the page stays responsive and the verdict is the engine\'s', async () => {
  const { page, errors } = await open('#/play');
  await page.selectOption('[data-testid=edition]', '2018');
  // before b5+ Black's c5 pawn can still take on b4 and open the game; after it the pawns
  // are locked and each side has one bishop, and proving that neither side can mate takes
  // some 800,000 positions (about 0.6 s natively, 2026-11-26; the caged-king position of
  // earlier tests is now settled without search, by the pawn-structure rules)
  const start = '8/2b5/kp1p1p2/2pP1Pp1/KPP3P1/3B4/8/8 w - - 0 1';
  await importFen(page, start);
  assert.equal(await page.getAttribute('[data-square=b4]', 'aria-label'), 'b4, white pawn');
  await clickMove(page, 'b4', 'b5');
  const notice = page.locator('[data-testid=analysing]');
  await notice.waitFor();
  assert.deepEqual(await moves(page), [], 'the move waits for the analysis');
  // the analysis runs in a worker, and the page's thread stays free: frames keep coming
  assert.equal(page.workers().length, 1, 'one analysis worker');
  // a gesture while the analysis runs is refused with a message. The check and the click
  // are one task of the page, so the worker's answer cannot come between them; the
  // message is caught as it is rendered, before the answer can replace it
  const seen = await page.evaluate(async () => {
    if (!document.querySelector('[data-testid=analysing]')) return null;
    const texts = [];
    const note = () => { const e = document.querySelector('[data-testid=error]'); if (e) texts.push(e.textContent); };
    const watch = new MutationObserver(note);
    watch.observe(document.body, { subtree: true, childList: true, characterData: true });
    document.querySelector('[data-square=a6]').click();
    await new Promise((r) => requestAnimationFrame(r));
    note();
    watch.disconnect();
    return texts;
  });
  assert.ok(seen !== null, 'the analysis was still running');
  assert.ok(seen.some((t) => /still being analysed/.test(t)), `the messages seen: ${JSON.stringify(seen)}`);
  const gaps = await page.evaluate(async () => {
    const out = [];
    let last = performance.now();
    for (let i = 0; i < 60 && document.querySelector('[data-testid=analysing]'); i++) {
      const now = await new Promise((r) => requestAnimationFrame(r));
      out.push(now - last);
      last = now;
    }
    return out;
  });
  // at least a quarter of a second of frames while the worker analyses
  assert.ok(gaps.length >= 15, `${gaps.length} frames while analysing`);
  assert.ok(Math.max(...gaps) < 250, `the longest gap between frames: ${Math.max(...gaps).toFixed(0)} ms`);
  await notice.waitFor({ state: 'detached', timeout: 120000 });
  const engine = fideLines([{ cmd: 'game', edition: '2018', fen: start, events: [{ move: 'b5' }] }])[0];
  assert.deepEqual(await moves(page), engine.san);
  assert.deepEqual([engine.result, engine.reason], ['1/2-1/2', 'dead-position']);
  const status = `${inWords(engine.result, engine.reason)} under the 2018 Laws, Art. ${engine.article}`;
  assert.equal(status, `Draw by dead position under the 2018 Laws, Art. ${engine.article}`);
  assert.equal(await page.textContent('[data-testid=status]'), status);
  assert.deepEqual((await rulings(page)).map((r) => r.replace(/^2018 Art\. 5\.2\.2: /, '')), engine.rulings.map((r) => r.decision));
  // the worker's answers are kept: a reload replays the game without a new analysis
  await page.reload();
  await page.locator('[data-square=d3]').waitFor();
  assert.equal(await page.locator('[data-testid=analysing]').count(), 0);
  assert.equal(await page.textContent('[data-testid=status]'), status);
  assert.deepEqual(errors, []);
  await page.close();
});

test('when the worker cannot load the app, the page runs the analysis itself, with the same verdict', async () => {
  const { page, errors } = await open('#/play');
  const start = '8/2b5/kp1p1p2/2pP1Pp1/KPP3P1/3B4/8/8 w - - 0 1';
  await page.evaluate(() => localStorage.removeItem('fide-laws/analyses/v2'));
  await importFen(page, start);
  // the page has its script; the worker's fetch of it fails
  let refused = 0;
  await page.route('**/*.js', (r) => { refused++; return r.abort(); });
  await clickMove(page, 'b4', 'b5');
  await page.locator('[data-testid=analysing]').waitFor();
  await page.locator('[data-testid=analysing]').waitFor({ state: 'detached', timeout: 120000 });
  assert.ok(refused >= 1, 'the worker asked for the script and was refused');
  const engine = fideLines([{ cmd: 'game', edition: '2018', fen: start, events: [{ move: 'b5' }] }])[0];
  assert.deepEqual(await moves(page), engine.san);
  assert.deepEqual([engine.result, engine.reason], ['1/2-1/2', 'dead-position']);
  assert.equal(await page.textContent('[data-testid=status]'), `Draw by dead position under the 2018 Laws, Art. ${engine.article}`);
  // the failed script fetch is the only error
  assert.ok(errors.every((e) => /Failed to fetch|ERR_FAILED|dynamically imported/i.test(e)), errors.join('\n'));
  await page.close();
});

test('a repetition claim rejected, then one accepted', async () => {
  const { page } = await open('#/play');
  await page.selectOption('[data-testid=edition]', '1980');
  const shuffle = [['g1', 'f3'], ['g8', 'f6'], ['f3', 'g1'], ['f6', 'g8']];
  for (const [a, b] of shuffle) await clickMove(page, a, b);
  await page.click('[data-testid=claim-repetition]');
  const [decision, penalty] = (await rulings(page)).slice(-2);
  assert.match(decision, /^1980 Art\. 12\.3: claim by White incorrect: the position has appeared only for the second time/);
  assert.equal(penalty, '1980 Art. 18.2: for the incorrect claim: 5 minutes charged to White');
  // the game goes on: the sheet shows no result
  assert.equal(await page.locator('[data-testid=result]').count(), 0);
  for (const [a, b] of shuffle) await clickMove(page, a, b);
  await page.click('[data-testid=claim-repetition]');
  assert.match(await page.textContent('[data-testid=status]'), /^Draw by repetition \(claimed\) under the 1980 Laws, Art\. 12\.3/);
  await page.close();
});

test('share (#19): a game with a rejected claim, opened from its link in a fresh context: the same events and verdict, the four editions, played on', async () => {
  const { page } = await open('#/play');
  await page.selectOption('[data-testid=edition]', '1980');
  const shuffle = [['g1', 'f3'], ['g8', 'f6'], ['f3', 'g1'], ['f6', 'g8']];
  for (const [a, b] of shuffle) await clickMove(page, a, b);
  await page.click('[data-testid=claim-repetition]');
  const here = await rulings(page);
  await unfold(page);
  const href = await page.getAttribute('[data-testid=share-link]', 'href');
  assert.match(href, /^#\/scenario\?s=/);
  const scenario = JSON.parse(decodeURIComponent(href.slice('#/scenario?s='.length)));
  assert.equal(scenario.edition, '1980');
  await page.close();
  // a fresh context: no storage, nothing of the first page
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const fresh = await context.newPage();
  await fresh.goto(srv.url + href);
  await fresh.locator('[data-testid=scenario]').waitFor();
  await fresh.screenshot({ path: path.join(SHOTS, 'scenario.png'), fullPage: true });
  const engine = fideLines(['1977', '1980', '1993', '2018'].map((edition) => ({ cmd: 'game', ...scenario, edition })));
  for (const [i, edition] of ['1977', '1980', '1993', '2018'].entries()) {
    const shown = await fresh.$$eval(`[data-testid=verdict-${edition}] .rulings li`, (li) => li.map((x) => x.textContent));
    assert.deepEqual(shown.map((x) => x.replace(/^[^:]*: /, '')), engine[i].rulings.map((r) => r.decision), edition);
  }
  // the 1980 column is the game as played: its rulings are the play view's
  const played = await fresh.$$eval('[data-testid=verdict-1980] .rulings li', (li) => li.map((x) => x.textContent));
  assert.deepEqual(played.map((x) => x.replace(/^[^:]*: /, '')), here.map((x) => x.replace(/^[^:]*: /, '')));
  assert.equal(await fresh.locator('[data-testid=scenario-events] li').count(), scenario.events.length);
  // the embed code, run in a host page: the embedded board loads the game and reports its rulings
  const code = await fresh.inputValue('[data-testid=scenario-embed]');
  const host = await context.newPage();
  await host.setContent(`<!doctype html><title>host</title><script>window.got = []; addEventListener('message', (e) => window.got.push(e.data));</script>${code}`);
  await host.waitForFunction((n) => window.got.filter((m) => m.type === 'ruling').length === n, engine[1].rulings.length, { timeout: 10000 });
  assert.deepEqual(await host.evaluate(() => window.got.filter((m) => m.type === 'ruling').map((m) => m.ruling.decision)), engine[1].rulings.map((r) => r.decision));
  await host.close();
  // played on: the play view holds the same game
  await fresh.click('[data-testid=scenario-play]');
  await fresh.locator('[data-square=e2]').waitFor();
  assert.deepEqual(await rulings(fresh), here);
  // a link whose scenario is broken says why
  await fresh.goto(srv.url + '#/scenario?s=' + encodeURIComponent('{"edition":"1850"}'));
  assert.match(await fresh.textContent('[data-testid=scenario-error]'), /^This link's scenario cannot be read: unknown edition "1850"/);
  await context.close();
});

test('the position editor (#19): a position built from the palette, refused while impossible, played on under 1980 and shared: the same verdict in a fresh context', async () => {
  const { page, errors } = await open('#/editor');
  await page.click('[data-testid=editor-clear]');
  const put = async (brush, square) => { await page.click(`[data-testid=brush-${brush}]`); await page.click(`[data-square=${square}]`); };
  await put('K', 'e1');
  await put('R', 'h1');
  await put('k', 'e8');
  await put('P', 'a8');
  assert.equal(await page.textContent('[data-testid=editor-verdict]'), 'Not a legal position: pawn on a8 (no pawn can stand on the first or last rank).');
  assert.ok(await page.isDisabled('[data-testid=editor-play]'));
  await page.click('[data-testid=brush-eraser]');
  await page.click('[data-square=a8]');
  await page.check('.castling input >> nth=0');
  assert.equal(await page.inputValue('[data-testid=editor-fen]'), '4k3/8/8/8/8/8/8/4K2R w K - 0 1');
  assert.equal(await page.textContent('[data-testid=editor-verdict]'), 'A legal position: White to move.');
  await page.screenshot({ path: path.join(SHOTS, 'editor.png') });
  await page.selectOption('[data-testid=editor-edition]', '1980');
  await page.click('[data-testid=editor-play]');
  await page.locator('[data-square=e1]').waitFor();
  // castle, then Black's king moves, then a fifty-move claim that is not due
  await clickMove(page, 'e1', 'g1');
  await clickMove(page, 'e8', 'd7');
  await page.click('[data-testid=claim-fifty]');
  const here = await rulings(page);
  assert.match(here.at(-1), /^1980 Art\. [0-9.]+: claim by White incorrect: 1 consecutive move without capture or pawn move/);
  await unfold(page);
  const href = await page.getAttribute('[data-testid=share-link]', 'href');
  const scenario = JSON.parse(decodeURIComponent(href.slice('#/scenario?s='.length)));
  assert.deepEqual([scenario.edition, scenario.fen], ['1980', '4k3/8/8/8/8/8/8/4K2R w K - 0 1']);
  assert.deepEqual(errors, []);
  await page.close();
  const context = await browser.newContext();
  const fresh = await context.newPage();
  await fresh.goto(srv.url + href);
  await fresh.locator('[data-testid=verdict-1980]').waitFor();
  const engine = fideLines([{ cmd: 'game', ...scenario }])[0];
  const shown = await fresh.$$eval('[data-testid=verdict-1980] .rulings li', (li) => li.map((x) => x.textContent.replace(/^[^:]*: /, '')));
  assert.deepEqual(shown, engine.rulings.map((r) => r.decision));
  assert.deepEqual(shown, here.map((x) => x.replace(/^[^:]*: /, '')));
  await context.close();
});

test('a "play on" keeps the game it replaces: the play view offers it back, both ways, until it is discarded', async () => {
  const { page, errors } = await open('#/play');
  for (const m of ['e4', 'e5', 'Nf3']) {
    await page.fill('[data-testid=move-input]', m);
    await page.press('[data-testid=move-input]', 'Enter');
  }
  assert.deepEqual(await moves(page), ['e4', 'e5', 'Nf3']);
  assert.equal(await page.$('[data-testid=replaced]'), null, 'nothing replaced yet');
  // the editor's "Play from this position" replaces it
  await page.goto(srv.url + '#/editor');
  await page.click('[data-testid=editor-play]');
  await page.waitForSelector('[data-testid=replaced]');
  assert.deepEqual(await moves(page), []);
  assert.match(await page.textContent('[data-testid=replaced]'), /The game you were playing before this one \(3 half-moves played, the FIDE Laws of 2018\) is kept\./);
  // back to it: the three moves; the editor's game is kept in turn (it has no events: only
  // a game with events is worth offering back, but a swap keeps whatever was shown)
  await page.click('[data-testid=replaced-restore]');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=moves] [data-ply]').length === 3);
  assert.deepEqual(await moves(page), ['e4', 'e5', 'Nf3']);
  // it survives a reload: the restored game is the saved one
  await page.reload();
  await ready(page);
  assert.deepEqual(await moves(page), ['e4', 'e5', 'Nf3']);
  // discarded: gone for good
  await page.click('[data-testid=replaced-discard]');
  assert.equal(await page.$('[data-testid=replaced]'), null);
  await page.reload();
  await ready(page);
  assert.equal(await page.$('[data-testid=replaced]'), null);
  assert.deepEqual(await moves(page), ['e4', 'e5', 'Nf3']);
  // a shared scenario's "Play it on" replaces it too, and offers it back
  await page.goto(srv.url + '#/scenario?s=' + encodeURIComponent('{"edition":"1980","fen":"startpos","events":[{"move":"d4"}]}'));
  await page.click('[data-testid=scenario-play]');
  await page.waitForSelector('[data-testid=replaced]');
  assert.deepEqual(await moves(page), ['d4']);
  await page.click('[data-testid=replaced-restore]');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=moves] [data-ply]').length === 3);
  assert.deepEqual(await moves(page), ['e4', 'e5', 'Nf3']);
  // and now the shared game is the one offered back
  assert.match(await page.textContent('[data-testid=replaced]'), /\(1 half-move played, the FIDE Laws of 1980\)/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a flag falls against a bare king: a draw under 2018, a loss under 1977', async () => {
  const { page } = await open('#/play', { clock: true });
  await importFen(page, '8/8/4k3/8/8/8/8/QK6 w - - 0 60');
  await setControl(page, '60');
  // issue #18: a new game's clock waits for the game to begin
  await page.clock.fastForward(61_000);
  assert.equal(Number(await page.getAttribute('[data-testid=clock-white] .time', 'data-ms')), 60_000, 'no time passes before the start');
  assert.equal(await page.locator('.clock-face.running').count(), 0);
  await page.click('[data-testid=clock-start]');
  assert.equal(await page.locator('[data-testid=clock-waiting]').count(), 0);
  assert.equal(await page.locator('.clock-face.white.running').count(), 1);
  await page.clock.fastForward(61_000);
  await page.click('[data-testid=flag-white]');
  assert.match(await page.textContent('[data-testid=status]'), /^Draw by a fallen flag \(the opponent cannot checkmate\) under the 2018 Laws, Art\. 6\.9/);
  // the game has ended: another edition is asked about; a new game under 1977, from the same position
  await page.selectOption('[data-testid=edition]', '1977');
  await page.click('[data-testid=judge-new]');
  await setControl(page, '60');
  await page.click('[data-testid=clock-start]');
  await page.clock.fastForward(61_000);
  await page.click('[data-testid=flag-white]');
  assert.match(await page.textContent('[data-testid=status]'), /^Black wins by time forfeit under the 1977 Laws, Art\. 17\.1/);
  await page.close();
});

test('the clock display follows the core after ten minutes under a fake clock', async () => {
  const { page, errors } = await open('#/play', { clock: true });
  // the clock waits for the first move: a minute of looking at the board costs White nothing
  assert.match(await page.textContent('[data-testid=clock-waiting]'), /^The game has not begun/);
  await page.clock.runFor(60_000);
  await clickMove(page, 'e2', 'e4');
  // 90 minutes and the 30-second increment of the first move: nothing for the minute before it
  assert.equal(Number(await page.getAttribute('[data-testid=clock-white] .time', 'data-ms')), 5_430_000);
  assert.equal(await page.locator('[data-testid=clock-waiting]').count(), 0);
  await page.clock.pauseAt(new Date(await page.evaluate(() => Date.now()) + 1000));
  await page.clock.runFor(600_000);
  const shown = Number(await page.getAttribute('[data-testid=clock-black] .time', 'data-ms'));
  // the core, asked the same question through a scenario event: let the time pass and look
  await page.click('[data-testid=offer-white]');
  const core = Number(await page.getAttribute('[data-testid=clock-black] .time', 'data-ms'));
  assert.ok(Math.abs(shown - core) <= 50, `display ${shown} ms, core ${core} ms`);
  assert.ok(Math.abs(core - (5400000 - 601000)) <= 1000, `black has ${core} ms`);
  console.log(`# bench: clock display vs core after 10 min (fake clock): ${Math.abs(shown - core)} ms apart`);
  assert.deepEqual(errors, [], 'some 36,000 animation frames, none reaching a freed callback');
  await page.close();
});

test('ruling pages: the demo stepped to its verdict matches the engine, for twelve rulings', async () => {
  const ids = ['12.3-1964', '6.1-1975', '8.2b-1975', '6.6c-1971a', '11.1-1976', '14.4-1979a', '12.4-1978', '9.4-1958',
    '17.3-1975', '18.2-1976', '19.1a-1976b', '15.1-1978'];
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  for (const id of ids) {
    await page.goto(`${srv.url}#/ruling/${id}`);
    await page.locator('[data-testid=demo]').first().waitFor();
    const engine = fide(['ruling', id]).verdict;
    assert.match(await page.textContent('[data-testid=demo-step]'), /^event 0 of \d+/);
    await page.click('[data-testid=demo-next]');
    assert.match(await page.textContent('[data-testid=demo-step]'), /^event 1 of/);
    if (await page.isEnabled('[data-testid=demo-end]')) await page.click('[data-testid=demo-end]');
    const text = await page.textContent('[data-testid=demo-verdict]');
    const want = demoResult(engine);
    assert.ok(text.startsWith(want), `${id}: page says ${text}, engine ${engine.result} (${engine.reason}): ${want}`);
    const shown = await rulings(page);
    assert.equal(shown.length, engine.rulings.length, `${id}: rulings shown`);
    engine.rulings.forEach((r, i) => assert.ok(shown[i].includes(r.decision), `${id}: ruling ${i}`));
    await page.click('[data-testid=demo-prev]');
    assert.ok((await rulings(page)).length <= engine.rulings.length);
  }
  // 12.3 (1964): the claim fails on dynamic identity
  await page.goto(`${srv.url}#/ruling/12.3-1964`);
  await page.click('[data-testid=demo-end]');
  const [decision, penalty] = (await rulings(page)).slice(-2);
  assert.match(decision, /^Interpretation 12\.3 \(1964\): claim by White incorrect: .*Those were other positions: the same position has appeared only for the second time$/);
  assert.match(penalty, /^Interpretation 18\.2 \(1976\): the verification of White's claim of repetition is charged as exactly five minutes/);
  // play on from here hands the position to the play view
  await page.click('[data-testid=play-on]');
  await page.locator('[data-testid=board]').waitFor();
  assert.match(page.url(), /#\/play$/);
  assert.equal(await page.getAttribute('[data-testid=edition]', 'value') ?? await page.$eval('[data-testid=edition]', (s) => s.value), '1977');
  assert.equal((await moves(page)).length, 8);
  await page.close();
});

test('lessons: ten demos and their contrasts stepped to the decisive ruling, as the engine decides them', async () => {
  const taught = fideLines([{ cmd: 'lessons' }])[0].rulings.filter((r) => r.problems.length === 0).map((r) => r.id);
  assert.ok(taught.includes('12.3-1964'), '12.3 (1964) is a lesson');
  const games = fideLines(taught.map((id) => ({ cmd: 'ruling', id }))).filter((r) => r.demo.kind === 'game');
  const ids = ['12.3-1964', ...games.map((r) => r.id).filter((id) => id !== '12.3-1964')].slice(0, 10);
  assert.equal(ids.length, 10, `ten game lessons (${ids.join(', ')})`);
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  for (const id of ids) {
    const r = fide(['ruling', id]);
    await page.goto(`${srv.url}#/ruling/${id}`);
    for (const which of ['demo', 'contrast']) {
      const c = r[which];
      const root = `[data-testid=demo][data-case=${which}]`;
      await page.locator(root).waitFor();
      assert.match(await page.textContent(`${root} h2`), new RegExp(`FIDE Laws ${c.edition}$`), `${id} ${which}: edition`);
      const decisive = c.verdict.rulings.filter((x) => x.decisive);
      assert.ok(decisive.length > 0, `${id} ${which}: a decisive ruling`);
      // step to just after the decisive event: the decisive ruling is there, marked
      const upto = decisive[0].event + 1;
      for (let i = 0; i < upto; i++) await page.click(`${root} [data-testid=demo-next]`);
      assert.equal(await page.textContent(`${root} [data-testid=demo-step]`), `event ${upto} of ${c.scenario.events.length}`);
      const marked = await page.$$eval(`${root} [data-testid=rulings] li[data-decisive=true]`, (li) => li.map((x) => [x.dataset.article, x.textContent]));
      const want = decisive.filter((x) => x.event < upto);
      assert.equal(marked.length, want.length, `${id} ${which}: decisive rulings marked`);
      want.forEach((x, i) => {
        assert.equal(marked[i][0], x.article, `${id} ${which}: decisive citation`);
        assert.ok(marked[i][1].includes(x.decision), `${id} ${which}: decisive words`);
      });
      // every step is told in words: no protocol syntax
      const told = await page.$$eval(`${root} [data-testid=demo-events] li`, (li) => li.map((x) => x.textContent));
      assert.equal(told.length, c.scenario.events.length);
      for (const t of told) assert.doesNotMatch(t, /[{}"]|_ms|\bwait\b/, `${id} ${which}: ${t}`);
      if (await page.isEnabled(`${root} [data-testid=demo-end]`)) await page.click(`${root} [data-testid=demo-end]`);
      assert.ok((await page.textContent(`${root} [data-testid=demo-verdict]`)).startsWith(demoResult(c.verdict)), `${id} ${which}: result`);
    }
    if (id === '12.3-1964') {
      assert.match(await page.textContent('[data-case=contrast] .caption'), /^What if/);
      // the lesson says what the Laws alone decide (notes.json's laws_alone, which the build
      // puts after the demo's caption)
      const laws = r.laws_alone;
      assert.ok(laws.startsWith('The Laws alone: '), laws);
      assert.ok((await page.textContent('[data-case=demo] .caption')).endsWith(laws), `${id}: the Laws alone`);
      await page.locator('[data-case=demo]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, 'ruling.png') });
    }
  }
  // the embed steps the contrast when the host asks for it
  await page.setContent(`<iframe id="r" src="${srv.url}#/embed/ruling/12.3-1964" style="width:700px;height:800px"></iframe>
    <script>window.got = []; addEventListener('message', (e) => window.got.push(e.data));</script>`);
  await page.waitForFunction(() => window.got.some((m) => m.type === 'ready'));
  await page.evaluate(() => document.getElementById('r').contentWindow.postMessage({ type: 'step', case: 'contrast', to: 99 }, '*'));
  await page.waitForFunction(() => window.got.some((m) => m.type === 'step' && m.case === 'contrast' && m.step > 0));
  const last = await page.evaluate(() => window.got.filter((m) => m.type === 'step' && m.case === 'contrast').at(-1));
  const engine = fide(['ruling', '12.3-1964']).contrast.verdict;
  assert.equal(last.verdict.result, engine.result);
  assert.deepEqual(last.verdict.rulings.filter((x) => x.decisive).map((x) => x.article), engine.rulings.filter((x) => x.decisive).map((x) => x.article));
  await page.close();
});

test('every ruling page renders, and each game demo at its end shows the engine\'s result and rulings', async () => {
  const list = fideLines([{ cmd: 'rulings' }])[0].rulings;
  assert.equal(list.length, fide(['corpus']).rulings);
  const engine = new Map(fideLines(list.map((r) => ({ cmd: 'ruling', id: r.id }))).map((r) => [r.id, r]));
  const { page, errors } = await open('#/rulings');
  let games = 0, models = 0;
  for (const { id } of list) {
    await page.goto(`${srv.url}#/ruling/${id}`);
    await page.locator(`[data-testid=ruling][data-id="${id}"] [data-testid=demo-verdict]`).first().waitFor();
    const r = engine.get(id);
    assert.equal(await page.textContent('[data-testid=ruling] h1'), `FIDE Interpretation ${r.label}`);
    if (r.demo.kind === 'game') {
      if (await page.isEnabled('[data-testid=demo-end]')) await page.click('[data-testid=demo-end]');
      const text = await page.textContent('[data-testid=demo-verdict]');
      const want = demoResult(r.verdict);
      assert.ok(text.startsWith(want), `${id}: page says ${text}, engine ${r.verdict.result} (${r.verdict.reason}): ${want}`);
      const shown = await rulings(page);
      assert.equal(shown.length, r.verdict.rulings.length, `${id}: rulings shown`);
      r.verdict.rulings.forEach((x, i) => assert.ok(shown[i].includes(x.decision), `${id}: ruling ${i}`));
      games++;
    } else {
      assert.equal(await page.getAttribute('[data-testid=demo-verdict]', 'data-kind'), r.demo.kind, id);
      // the app reads a model's output from data/models.json: it must be the engine's
      const shown = await rulings(page);
      assert.equal(shown.length, r.verdict.rulings.length, `${id}: model rulings shown`);
      r.verdict.rulings.forEach((x, i) => assert.ok(shown[i].includes(x.decision), `${id}: model ruling ${i}`));
      const marked = await page.$$eval('[data-case=demo] [data-testid=rulings] li', (li) => li.map((x) => x.dataset.decisive === 'true'));
      assert.deepEqual(marked, r.verdict.rulings.map((x) => x.decisive === true), `${id}: decisive marks`);
      models++;
    }
  }
  assert.equal(games + models, list.length);
  assert.deepEqual(errors, []);
  console.log(`# every ruling page: ${games} game demos and ${models} model demos as the engine gives them`);
  await page.close();
});

test('a model demo: the crosstable after a withdrawal, computed by the core', async () => {
  const page = await browser.newPage();
  await page.goto(`${srv.url}#/ruling/21-1970`);
  await page.locator('[data-testid=demo-verdict][data-kind=crosstable]').first().waitFor();
  const engine = fide(['ruling', '21-1970']).verdict;
  const elm = engine.after.find((r) => r.player === 'Elm');
  assert.equal(await page.textContent('tr.struck[data-player=Elm] .points'), elm.points);
  await page.close();
});

test('the quiz (#19, #36): outcomes the engine computed, in the seed\'s order, one answered right and one wrong, every choice\'s reason, the score and order kept across a reload, shared, and posted to a host', async () => {
  const want = fide(['quiz', '--topic', 'repetition', '--edition', '1977', '--seed', '5']);
  assert.ok(want.length >= 3, 'three questions on repetition under 1977');
  const { page, errors } = await open('#/quiz/repetition?edition=1977&seed=5');
  const question = page.locator('[data-testid=quiz-question]');
  await question.waitFor();
  const choices = () => page.$$eval('[data-testid=choice]', (b) => b.map((x) => x.textContent.slice(1)));
  // the first question of the seed's order, its outcomes as the engine offers them
  assert.equal(await question.getAttribute('data-key'), want[0].key);
  assert.deepEqual(await choices(), want[0].choices.map((c) => c.text));
  assert.equal(await page.textContent('[data-testid=quiz-event]'), want[0].event.replace(/\.$/, '') + '.');
  assert.equal(await page.locator('[data-testid=choice-reason]').count(), 0, 'no reason before the answer');
  await page.screenshot({ path: path.join(SHOTS, 'quiz.png') });
  // answered right by a click: every choice's reason, and the engine's rulings on the event
  await page.click(`[data-testid=choice][data-choice="${want[0].answer}"]`);
  assert.match(await page.textContent('[data-testid=quiz-feedback]'), /^Right/);
  assert.deepEqual(await page.$$eval('[data-testid=choice-reason]', (p) => p.map((x) => x.textContent)), want[0].choices.map((c) => c.reason));
  const shownRulings = await page.$$eval('.quiz .rulings-log li .decision', (d) => d.map((x) => x.textContent));
  assert.ok(shownRulings.length > 0);
  for (const r of shownRulings) assert.ok(want[0].choices[want[0].answer].reason.includes(r.slice(1)), r);
  assert.match(await page.textContent('[data-testid=quiz-score]'), /^1 right of 1 answered on repetition, the 1977 Laws/);
  await page.screenshot({ path: path.join(SHOTS, 'quiz-answered.png') });
  // Enter goes on; a number key answers the next one wrong
  await page.keyboard.press('Enter');
  await page.waitForFunction((k) => document.querySelector('[data-testid=quiz-question]')?.dataset.key === k, want[1].key);
  const wrong = want[1].choices.findIndex((_, i) => i !== want[1].answer);
  await page.keyboard.press(String(wrong + 1));
  assert.equal(await page.textContent('[data-testid=quiz-feedback]'), `Not this one: the arbiter decides choice ${want[1].answer + 1}.`);
  assert.equal(await page.getAttribute(`.choices li:nth-child(${want[1].answer + 1})`, 'class'), 'right');
  assert.equal(await page.locator('[data-testid=choice-reason]').count(), want[1].choices.length);
  assert.match(await page.textContent('[data-testid=quiz-score]'), /^1 right of 2 answered/);
  // after a reload: the score, and the next question of the same order not yet answered
  await page.reload();
  await question.waitFor();
  assert.match(await page.textContent('[data-testid=quiz-score]'), /^1 right of 2 answered on repetition, the 1977 Laws/);
  assert.equal(await question.getAttribute('data-key'), want[2].key);
  assert.deepEqual(await choices(), want[2].choices.map((c) => c.text));
  // the score as a link, opened elsewhere
  const share = await page.getAttribute('[data-testid=quiz-share]', 'href');
  assert.equal(share, '#/quiz/repetition?edition=1977&seed=5&result=1-2');
  const other = await browser.newPage();
  await other.goto(srv.url + share);
  assert.equal(await other.textContent('[data-testid=quiz-shared]'), 'A shared result: 1 right of 2 answered on repetition, the 1977 Laws.');
  await other.close();
  // an unknown topic is named
  await page.goto(srv.url + '#/quiz/zugzwang');
  assert.match(await page.textContent('[data-testid=quiz-empty]'), /^No topic “zugzwang”\. The topics: touched piece, castling/);
  assert.deepEqual(errors, []);
  await page.close();
  // embedded: each answer is posted to the host
  const host = await browser.newPage();
  await host.setContent(`<!doctype html><title>host</title>
    <iframe id="quiz" src="${srv.url}#/embed/quiz?topic=repetition&edition=1977&seed=5" style="width:900px;height:900px"></iframe>
    <script>window.got = []; addEventListener('message', (e) => window.got.push(e.data));</script>`);
  await host.waitForFunction(() => window.got.some((m) => m.type === 'ready' && m.view === 'quiz'), null, { timeout: 10000 });
  const frame = host.frame({ url: /embed\/quiz/ });
  await frame.locator('[data-testid=choice]').first().waitFor();
  const key = await frame.getAttribute('[data-testid=quiz-question]', 'data-key');
  const q = want.find((x) => x.key === key);
  await frame.click(`[data-testid=choice][data-choice="${q.answer}"]`);
  await host.waitForFunction(() => window.got.some((m) => m.type === 'quiz-result'), null, { timeout: 10000 });
  const result = await host.evaluate(() => window.got.find((m) => m.type === 'quiz-result'));
  assert.deepEqual([result.source, result.key, result.right, result.chosen, result.answer], ['fide-laws', key, true, q.answer, q.answer]);
  assert.deepEqual(result.score, { right: 1, answered: 1 });
  await host.close();
});

test('the quiz (#36): two fresh trainees get different orders, each kept across a reload, and a link with a seed gives the same order', async () => {
  const trainee = async () => {
    const { page, errors } = await open('#/quiz');
    await page.locator('[data-testid=quiz-question]').waitFor();
    const link = await page.getAttribute('[data-testid=quiz-share]', 'href');
    const seed = new URL(link, srv.url).hash.match(/seed=(\d+)/)[1];
    return { page, errors, link, seed, first: await page.getAttribute('[data-testid=quiz-question]', 'data-key') };
  };
  const a = await trainee();
  const b = await trainee();
  assert.notEqual(a.seed, b.seed, 'a seed each');
  const orderOf = (seed) => fide(['quiz', '--seed', seed]).map((q) => q.key);
  const orderA = orderOf(a.seed);
  const orderB = orderOf(b.seed);
  assert.notDeepEqual(orderA, orderB, 'different orders');
  assert.equal(a.first, orderA[0], 'the app asks in the order fide quiz --seed gives');
  assert.equal(b.first, orderB[0]);
  // a reload keeps the trainee's order
  await a.page.reload();
  await a.page.locator('[data-testid=quiz-question]').waitFor();
  assert.equal(await a.page.getAttribute('[data-testid=quiz-share]', 'href'), a.link);
  assert.equal(await a.page.getAttribute('[data-testid=quiz-question]', 'data-key'), a.first);
  // trainee B opens A's link: A's order, A's choices
  await b.page.goto(srv.url + a.link);
  await b.page.waitForFunction((k) => document.querySelector('[data-testid=quiz-question]')?.dataset.key === k, a.first);
  const texts = (p) => p.$$eval('[data-testid=choice]', (x) => x.map((c) => c.textContent.slice(1)));
  assert.deepEqual(await texts(b.page), await texts(a.page));
  assert.deepEqual([...a.errors, ...b.errors], []);
  await a.page.close();
  await b.page.close();
});

test('the rulings list: filters, search with highlights, sorted by article then year', async () => {
  const { page } = await open('#/rulings');
  const total = fide(['corpus']).rulings;
  assert.equal(await page.locator('[data-testid=ruling-list] li').count(), total);
  const ids = await page.$$eval('[data-testid=ruling-list] li', (li) => li.map((x) => x.dataset.id));
  assert.equal(ids[0], '1-1959');
  // the filters show what is applied: "all" at first, and again after going back to it
  const filters = () => page.$$eval('.filters select', (s) => s.map((x) => x.value));
  assert.deepEqual(await filters(), ['', '', '', '']);
  assert.ok(ids.indexOf('6.1-1971') < ids.indexOf('6.1-1975') && ids.indexOf('6.1-1975') < ids.indexOf('12.3-1964'));
  await page.selectOption('[data-testid=filter-article]', '12.4');
  assert.deepEqual(await page.$$eval('[data-testid=ruling-list] li', (li) => li.map((x) => x.dataset.id)), ['12.4-1958a', '12.4-1958b', '12.4-1978']);
  await page.selectOption('[data-testid=filter-article]', '');
  await page.selectOption('[data-testid=filter-topic]', 'team captains');
  assert.ok((await page.$$eval('[data-testid=ruling-list] li', (li) => li.map((x) => x.dataset.id))).includes('19.1a-1976b'));
  await page.selectOption('[data-testid=filter-topic]', '');
  assert.deepEqual(await filters(), ['', '', '', '']);
  await page.fill('[data-testid=search]', 'Sonnenborn');
  assert.equal(await page.locator('[data-testid=ruling-list] li').count(), 1);
  assert.equal(await page.textContent('[data-testid=ruling-list] mark'), 'Sonnenborn');
  await page.screenshot({ path: path.join(SHOTS, 'rulings.png') });
  await page.close();
});

test('the laws view: articles with anchors and their interpretations; the compare view: four verdicts', async () => {
  const { page } = await open('#/laws/1980/12.3');
  assert.match(await page.textContent('[data-article="12.3"]'), /the same position/);
  assert.ok(await page.locator('[data-article="12.3"] .interpretations a', { hasText: 'Art. 12.3 (1964)' }).count() === 1);
  // issue #18: a search with no hits says so; a search does not follow the reader to an article
  await page.goto(`${srv.url}#/laws/1980`);
  await page.fill('[data-testid=laws-search]', 'zugzwang');
  assert.equal(await page.textContent('[data-testid=no-hits]'), 'No article of the 1980 Laws contains “zugzwang”.');
  await page.fill('[data-testid=laws-search]', 'same position');
  assert.equal(await page.locator('[data-testid=no-hits]').count(), 0);
  await page.click('[data-article="12.3"] h3 a');
  await page.waitForFunction(() => location.hash === '#/laws/1980/12.3');
  assert.equal(await page.inputValue('[data-testid=laws-search]'), '', 'the search is left behind');
  assert.match(await page.textContent('[data-article="12.3"]'), /the same position/);
  await page.goto(`${srv.url}#/laws/1993/10.12`);
  assert.match(await page.textContent('[data-article="10.12"] .commentary'), /not law/);
  await page.goto(`${srv.url}#/compare/flag`);
  const v = {};
  for (const e of ['1977', '1980', '1993', '2018']) v[e] = await page.textContent(`[data-testid=verdict-${e}] .result`);
  assert.equal(v['1977'], 'Black wins by time forfeit, 1977 Art. 17.1');
  assert.equal(v['1980'], 'Black wins by time forfeit, 1980 Art. 17.1');
  assert.equal(v['1993'], 'Draw by a fallen flag (the opponent cannot checkmate), 1993 Art. 10.5');
  assert.equal(v['2018'], 'Draw by a fallen flag (the opponent cannot checkmate), 2018 Art. 6.9');
  // 17.1 of 1977 and 1980 completes the sentence its article opens: quoted with it
  for (const e of ['1977', '1980']) {
    assert.equal(await page.textContent(`.column[data-edition="${e}"] [data-testid=lead-in]`), 'Art. 17: A game is lost by a player –');
  }
  for (const e of ['1993', '2018']) assert.equal(await page.locator(`.column[data-edition="${e}"] [data-testid=lead-in]`).count(), 0);
  await page.screenshot({ path: path.join(SHOTS, 'compare.png') });
  await page.goto(`${srv.url}#/compare/fifty-moves`);
  assert.equal(await page.textContent('[data-testid=verdict-1980] .result'), 'Game in progress');
  assert.equal(await page.textContent('[data-testid=verdict-2018] .result'), 'Draw by the fifty-move rule (claimed), 2018 Art. 9.3');
  await page.close();
});

test('unknown routes and ruling ids show a helpful page', async () => {
  const { page, errors } = await open('#/no/such/page');
  await page.locator('[data-testid=not-found]').waitFor();
  await page.goto(`${srv.url}#/ruling/12.3-1965`);
  assert.match(await page.textContent('[data-testid=not-found]'), /rulings on Art\. 12\.3: 12\.3-1964/);
  await page.goto(`${srv.url}#/laws/1999`);
  assert.match(await page.textContent('[data-testid=not-found]'), /1977, 1980, 1993 and 2018/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('embeds: a host page drives the play and ruling views through postMessage', async () => {
  const page = await browser.newPage();
  await page.setContent(`<!doctype html><title>host</title>
    <iframe id="play" src="${srv.url}#/embed/play?edition=1977&control=40/9000" style="width:700px;height:700px"></iframe>
    <iframe id="ruling" src="${srv.url}#/embed/ruling/12.3-1964" style="width:700px;height:700px"></iframe>
    <script>
      window.got = [];
      addEventListener('message', (e) => window.got.push(e.data));
    </script>`);
  const waitFor = (pred, arg = null) => page.waitForFunction(pred, arg, { timeout: 10000 });
  await waitFor(() => window.got.filter((m) => m.type === 'ready').length === 2);
  await page.evaluate(() => document.getElementById('play').contentWindow.postMessage({ type: 'move', move: 'e4' }, '*'));
  await waitFor(() => window.got.some((m) => m.type === 'move' && m.san === 'e4'));
  await page.evaluate(() => document.getElementById('play').contentWindow.postMessage({ type: 'load', scenario:
    { edition: '2018', fen: 'startpos', events: [{ move: 'f3' }, { move: 'e5' }, { move: 'g4' }, { move: 'Qh4' }] } }, '*'));
  await waitFor(() => window.got.some((m) => m.type === 'game-over'));
  const over = await page.evaluate(() => window.got.find((m) => m.type === 'game-over'));
  assert.deepEqual([over.result, over.reason, over.article, over.edition], ['0-1', 'checkmate', '5.1.1', '2018']);
  await page.evaluate(() => document.getElementById('play').contentWindow.postMessage({ type: 'get-verdict' }, '*'));
  await waitFor(() => window.got.some((m) => m.type === 'verdict'));
  assert.deepEqual((await page.evaluate(() => window.got.find((m) => m.type === 'verdict'))).verdict.san, ['f3', 'e5', 'g4', 'Qh4#']);
  await page.evaluate(() => document.getElementById('play').contentWindow.postMessage({ type: 'load', scenario: { edition: '1850' } }, '*'));
  await waitFor(() => window.got.some((m) => m.type === 'error'));
  assert.match((await page.evaluate(() => window.got.find((m) => m.type === 'error'))).error, /unknown edition "1850"/);
  // issue #18: a second load's rulings all reach the host, though the first game had as many
  const first = await page.evaluate(() => window.got.filter((m) => m.type === 'ruling').length);
  assert.ok(first >= 1, 'the first game had a ruling');
  const mark = await page.evaluate(() => window.got.length);
  const second = { edition: '2018', fen: 'startpos', events: [{ touch: 'g1' }, { move: 'e4' }] };
  await page.evaluate((s) => document.getElementById('play').contentWindow.postMessage({ type: 'load', scenario: s }, '*'), second);
  await waitFor((m) => window.got.slice(m).some((x) => x.type === 'state'), mark);
  const news = await page.evaluate((m) => window.got.slice(m).filter((x) => x.type === 'ruling').map((x) => x.ruling.decision), mark);
  const want = fideLines([{ cmd: 'game', ...second }])[0].rulings.map((r) => r.decision);
  assert.equal(want.length, 2);
  assert.deepEqual(news, want);
  // the same game loaded again (a host restarting its lesson) is reported again in full
  const again = await page.evaluate(() => window.got.length);
  await page.evaluate((s) => document.getElementById('play').contentWindow.postMessage({ type: 'load', scenario: s }, '*'), second);
  await waitFor((m) => window.got.slice(m).some((x) => x.type === 'state'), again);
  assert.deepEqual(await page.evaluate((m) => window.got.slice(m).filter((x) => x.type === 'ruling').map((x) => x.ruling.decision), again), want);
  // the ruling demo, stepped from the host
  await page.evaluate(() => document.getElementById('ruling').contentWindow.postMessage({ type: 'step', to: 9 }, '*'));
  await waitFor(() => window.got.some((m) => m.type === 'step' && m.step === 9));
  const step = await page.evaluate(() => window.got.find((m) => m.type === 'step' && m.step === 9));
  assert.equal(step.verdict.result, fide(['ruling', '12.3-1964']).verdict.result);
  assert.match(step.verdict.rulings.at(-1).decision, /incorrect/);
  // issue #18: every step request is answered: one past the end (the demo has 9 events, and
  // is at its end) with the step reached, one that is no step with an error naming the range
  assert.equal(fide(['ruling', '12.3-1964']).demo.scenario.events.length, 9);
  await page.evaluate(() => document.getElementById('ruling').contentWindow.postMessage({ type: 'step', to: 99 }, '*'));
  await waitFor(() => window.got.filter((m) => m.type === 'step' && m.step === 9).length === 2);
  // and from the middle of the demo: to 3, then past the end
  await page.evaluate(() => document.getElementById('ruling').contentWindow.postMessage({ type: 'step', to: 3 }, '*'));
  await waitFor(() => window.got.at(-1).type === 'step' && window.got.at(-1).step === 3);
  await page.evaluate(() => document.getElementById('ruling').contentWindow.postMessage({ type: 'step', to: 1000 }, '*'));
  await waitFor(() => window.got.filter((m) => m.type === 'step' && m.step === 9).length === 3);
  const errorsBefore = await page.evaluate(() => window.got.filter((m) => m.type === 'error').length);
  await page.evaluate(() => document.getElementById('ruling').contentWindow.postMessage({ type: 'step', to: 'last' }, '*'));
  await waitFor((n) => window.got.filter((m) => m.type === 'error').length > n, errorsBefore);
  assert.equal((await page.evaluate(() => window.got.filter((m) => m.type === 'error').at(-1))).error,
    '"to" must be a step, a whole number from 0 (the demo\'s last is 9), found "last"');
  await page.close();
});

test('the corpus is fetched when a view needs it; a failed fetch names the file and can be retried', async () => {
  const page = await browser.newPage();
  const asked = [];
  page.on('request', (q) => { if (q.url().includes('/data/')) asked.push(q.url()); });
  await page.goto(srv.url + '#/play');
  await page.locator('[data-square=g1]').waitFor();
  await page.waitForLoadState('networkidle');
  assert.deepEqual(asked, [], 'the play view starts without the corpus');
  // notes.json does not come: the rulings view says which file failed and offers a retry
  await page.route('**/data/notes.json*', (r) => r.fulfill({ status: 503, body: 'busy' }));
  await page.goto(srv.url + '#/rulings');
  const error = page.locator('[data-testid=corpus-error]');
  await error.waitFor();
  assert.match(await error.textContent(), /could not be loaded: data\/notes\.json: the server answered HTTP 503/);
  assert.equal(await error.getAttribute('role'), 'alert');
  await page.unroute('**/data/notes.json*');
  await page.click('[data-testid=corpus-error] button');
  await page.locator('[data-testid=ruling-list] li').first().waitFor();
  assert.equal(await error.count(), 0);
  assert.match(await page.textContent('[data-testid=count]'), /^\d+ of \d+ rulings$/);
  // each file is asked for with the corpus's hash, so a cached copy of other data is never used
  const names = new Set(asked.map((u) => new URL(u).pathname.split('/').pop()));
  // the corpus's eight files, the model cases' outputs (models.json) and the quiz (quiz.json)
  assert.equal(names.size, 10, [...names].join(' '));
  assert.equal(new Set(asked.map((u) => new URL(u).searchParams.get('v'))).size, 1);
  assert.match(new URL(asked[0]).searchParams.get('v'), /^[0-9a-f]{16}$/);
  await page.close();
  // dist/ serves each file as www/data holds it, without the indentation (Trunk's hook);
  // notes.json without what only the tests read, each note naming its ruling
  const rulingsKept = JSON.parse(fs.readFileSync(path.join(ROOT, 'www/data/rulings.json'), 'utf8')).rulings;
  for (const name of names) {
    const kept = fs.readFileSync(path.join(ROOT, 'www/data', name), 'utf8');
    const served = fs.readFileSync(path.join(DIST, 'data', name), 'utf8');
    assert.ok(served.length < kept.length, name);
    if (name !== 'notes.json') {
      assert.equal(served, JSON.stringify(JSON.parse(kept)), name);
      continue;
    }
    const notes = JSON.parse(kept);
    const app = JSON.parse(served);
    assert.deepEqual(Object.keys(app), Object.keys(notes));
    assert.ok(!served.includes('"expect'), 'no test expectation in dist/');
    for (const r of rulingsKept) {
      assert.deepEqual(app[r.id].ruling, { id: r.id, label: r.label, article: r.article, year: r.year, letter: r.letter });
      assert.equal(app[r.id].summary, notes[r.id].summary);
      assert.deepEqual(app[r.id].demo?.scenario, notes[r.id].demo?.scenario);
      assert.deepEqual(app[r.id].contrast?.scenario, notes[r.id].contrast?.scenario);
    }
  }
});


test('an embed with a bad URL says what is wrong', async () => {
  const page = await browser.newPage();
  await page.goto(`${srv.url}#/embed/play?fen=not-a-fen`);
  assert.match(await page.textContent('[data-testid=error]'), /not valid.*fen/i);
  await page.close();
});

test('accessibility: axe-core finds no violation of any impact on each view', async () => {
  const page = await browser.newPage();
  const views = ['#/play', '#/rulings', '#/ruling/12.3-1964', '#/ruling/21-1967', '#/laws/2018', '#/compare/flag', '#/embed/play', '#/embed/ruling/6.1-1975', '#/quiz', '#/embed/quiz?topic=flag', '#/editor', '#/analyse', '#/scenario?s=' + encodeURIComponent('{"edition":"1980","fen":"startpos","events":[{"move":"e4"}]}'), '#/nowhere'];
  for (const hash of views) {
    await page.goto(srv.url + hash);
    await ready(page);
    await page.addScriptTag({ content: AXE });
    const res = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations);
    const bad = res.map((v) => `${v.id} (${v.impact}): ${v.nodes.length} node(s), e.g. ${v.nodes[0]?.target}`);
    assert.deepEqual(bad, [], `${hash}`);
  }
  await page.close();
});

test('every square is a labelled control and the keyboard plays a move', async () => {
  const { page } = await open('#/play');
  const labels = await page.$$eval('[data-testid=board] .square', (s) => s.map((b) => b.getAttribute('aria-label')));
  assert.equal(labels.length, 64);
  assert.ok(labels.includes('e4') && labels.includes('g1, white knight'));
  await page.focus('[data-square=a1]');
  for (const k of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowUp']) await page.keyboard.press(k);
  assert.equal(await page.evaluate(() => document.activeElement.dataset.square), 'e2');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  assert.deepEqual(await moves(page), ['e4']);
  assert.match(await page.textContent('[data-testid=announce]'), /./, 'an ARIA live region carries the news');
  await page.close();
});

test('layout: the rare controls folded; the rulings beside the board at 1280×800; board, clocks and the last ruling in a phone\'s first screen', async () => {
  const box = (page, sel) => page.$eval(sel, (e) => { const r = e.getBoundingClientRect(); return { left: r.left, right: r.right, top: r.top + scrollY, bottom: r.bottom + scrollY }; });
  // a laptop: an incorrect claim gives two rulings, read beside the board without scrolling
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(srv.url + '#/play');
  await ready(page);
  for (const d of ['arbiter-tools', 'import-export']) {
    assert.equal(await page.$eval(`[data-testid=${d}]`, (e) => e.open), false, `${d} starts folded`);
  }
  assert.equal(await page.isVisible('[data-testid=arbiter-stop]'), false);
  assert.equal(await page.isVisible('[data-testid=import-text]'), false);
  await page.click('[data-testid=claim-repetition]');
  const board = await box(page, '[data-testid=board]');
  for (const sel of ['[data-testid=status]', '[data-testid=rulings] li:last-child', '[data-testid=claim-repetition]']) {
    const b = await box(page, sel);
    assert.ok(b.left >= board.right, `${sel} beside the board`);
    assert.ok(b.bottom <= 800, `${sel} in the first screen (bottom at ${b.bottom})`);
  }
  await page.screenshot({ path: path.join(SHOTS, 'play-1280x800.png') });
  await page.close();
  // a phone
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await phone.goto(srv.url + '#/play');
  await ready(phone);
  await phone.fill('[data-testid=move-input]', 'e4');
  await phone.press('[data-testid=move-input]', 'Enter');
  await phone.click('[data-testid=claim-repetition]');
  await phone.evaluate(() => scrollTo(0, 0));
  for (const sel of ['[data-testid=board]', '[data-testid=clock-white]', '[data-testid=clock-black]', '[data-testid=status]', '[data-testid=rulings] li:last-child']) {
    const b = await box(phone, sel);
    assert.ok(b.bottom <= 844 && b.right <= 390, `${sel} in the first screen (${JSON.stringify(b)})`);
  }
  // the claim's decision, its penalty, and (2018 Art. 9.1.2.3) the claim standing as an offer
  assert.match(await phone.textContent('[data-testid=rulings] li:last-child'), /considered an offer of a draw/);
  await phone.screenshot({ path: path.join(SHOTS, 'play-phone-ruling.png') });
  await phone.close();
});

test('the board resizes with the window and stays square', async () => {
  const { page } = await open('#/play');
  const size = async () => {
    const b = await page.locator('[data-testid=board]').boundingBox();
    const sq = await page.locator('[data-square=e4]').boundingBox();
    return { w: b.width, h: b.height, sq: sq.width };
  };
  const wide = await size();
  await page.setViewportSize({ width: 500, height: 900 });
  await page.waitForTimeout(50);
  const narrow = await size();
  assert.ok(narrow.w < wide.w - 50 && narrow.w <= 500, `board ${wide.w} px, then ${narrow.w} px in a 500 px window`);
  // a short window (a laptop): the board fits its height
  await page.setViewportSize({ width: 1200, height: 520 });
  await page.waitForTimeout(50);
  const short = await size();
  assert.ok(short.h < 520 - 100, `board ${short.h} px high in a 520 px window`);
  for (const s of [wide, narrow, short]) {
    assert.ok(Math.abs(s.w - s.h) <= 1, `square board: ${s.w}×${s.h}`);
    assert.ok(Math.abs(s.sq * 8 - s.w) <= 8, `a square is an eighth: ${s.sq} of ${s.w}`);
  }
  await page.close();
});

test('mobile viewport (390×844): a screenshot of each view', async () => {
  for (const [name, hash] of [['play', '#/play'], ['rulings', '#/rulings'], ['ruling', '#/ruling/12.3-1964'], ['laws', '#/laws/2018'], ['compare', '#/compare/flag'], ['embed-play', '#/embed/play'], ['quiz', '#/quiz/flag'], ['editor', '#/editor'], ['analyse', '#/analyse'], ['not-found', '#/nowhere']]) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(srv.url + hash);
    await ready(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `${name}: page is ${width} px wide`);
    await page.screenshot({ path: path.join(SHOTS, `mobile-${name}.png`) });
    await page.close();
  }
});

test('benchmark: size of dist/, time to interactive, click to legal dots', async () => {
  const { gzipSync, brotliCompressSync, constants } = await import('node:zlib');
  const brotli = (b) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: b.length } }).length;
  let raw = 0, gz = 0, br = 0;
  const walk = (d) => fs.readdirSync(d, { withFileTypes: true }).forEach((e) => {
    const p = path.join(d, e.name);
    if (e.isDirectory()) return walk(p);
    const b = fs.readFileSync(p);
    raw += b.length; gz += gzipSync(b, { level: 9 }).length; br += brotli(b);
  });
  walk(DIST);
  const page = await browser.newPage();
  // what the play view downloads: the files of dist/ it asks for, sized as gzip -9
  const fetched = new Set();
  page.on('request', (q) => { if (q.url().startsWith(srv.url)) fetched.add(new URL(q.url()).pathname); });
  const t0 = Date.now();
  await page.goto(srv.url + '#/play');
  await page.locator('[data-square=g1]').waitFor();
  const tti = Date.now() - t0;
  await page.waitForLoadState('networkidle');
  const files = [...fetched].map((p) => (p.endsWith('/') ? p + 'index.html' : p));
  assert.ok(files.some((f) => f.endsWith('.wasm')), `the play view loaded ${files}`);
  assert.ok(!files.some((f) => f.includes('/data/')), `the play view fetched no corpus file: ${files}`);
  const firstLoad = files.reduce((n, f) => n + gzipSync(fs.readFileSync(path.join(DIST, decodeURIComponent(f))), { level: 9 }).length, 0);
  const firstLoadBr = files.reduce((n, f) => n + brotli(fs.readFileSync(path.join(DIST, decodeURIComponent(f)))), 0);
  const r = await page.evaluate(async () => {
    // Each of 20 clicks lands at a random phase of the 60 Hz frame (as a user's would).
    // dom: from the pointer event until the dots are in the document (the app's work);
    // paint: until the start of the first frame that has them, which the browser then paints
    // (an animation-frame callback runs just before its frame's style, layout and paint).
    const frameAt = () => new Promise((res) => requestAnimationFrame(() => res(performance.now())));
    const board = document.querySelector('.board');
    const dom = [], paint = [];
    let firstFrame = 0;
    for (let i = 0; i < 20; i++) {
      const name = i % 2 ? 'b1' : 'g1';
      const ready = () => document.querySelectorAll('.square.dest').length > 0
        && document.querySelector('.square.selected')?.dataset.square === name;
      await frameAt();
      await new Promise((res) => setTimeout(res, Math.random() * 16));
      let domAt = null;
      const obs = new MutationObserver(() => { if (domAt === null && ready()) domAt = performance.now(); });
      obs.observe(board, { subtree: true, childList: true, attributes: true });
      const t = performance.now();
      document.querySelector(`[data-square=${name}]`).dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0 }));
      if (domAt === null && ready()) domAt = performance.now();
      let f = await frameAt(), frames = 1;
      while (domAt === null || domAt > f) {
        if (f - t > 1000) throw new Error('no dots');
        f = await frameAt(); frames++;
      }
      obs.disconnect();
      if (frames === 1) firstFrame++;
      dom.push(domAt - t); paint.push(f - t);
    }
    const med = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
    return { dom: med(dom), domMax: Math.max(...dom), paint: med(paint), paintMax: Math.max(...paint), firstFrame };
  });
  assert.equal(r.firstFrame, 20, 'the dots are in the first frame after the click');
  console.log(`# bench: dist ${raw} B raw, ${gz} B gzip -9, ${br} B brotli 11; the play view loads ${files.length} files, ${firstLoad} B gzip -9, ${firstLoadBr} B brotli 11; time to interactive ${tti} ms; click to dots in the DOM median ${r.dom.toFixed(1)} ms (max ${r.domMax.toFixed(1)}), in the first frame after the click ${r.firstFrame} of 20 times, that frame starts after median ${r.paint.toFixed(1)} ms (max ${r.paintMax.toFixed(1)})`);
  await page.close();
});

/** A cold load of `hash` throttled to 150 ms, 1.6 Mbit/s and CPU ×4 from the gzip server: the
 * first contentful paint, when `selector` (a control of the app's, not the skeleton's
 * picture) is in the document, and the bytes over the wire. */
async function coldLoad(hash, selector) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript((sel) => {
    new MutationObserver((_, o) => {
      if (document.querySelector(sel)) { window.__readyAt = performance.now(); o.disconnect(); }
    }).observe(document, { subtree: true, childList: true });
  }, selector);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 0.75e6 / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e) => { bytes += e.encodedDataLength; });
  const encodings = {};
  page.on('response', (r) => { encodings[new URL(r.url()).pathname.split('.').pop()] = r.headers()['content-encoding'] ?? 'none'; });
  await page.goto(srv.url + hash);
  await page.locator(selector).first().waitFor({ timeout: 60000 });
  await page.waitForLoadState('networkidle');
  const t = await page.evaluate(() => ({ fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null, ready: window.__readyAt }));
  assert.equal(encodings.wasm, 'gzip', 'the server sends the wasm gzipped');
  await context.close();
  return { ...t, bytes };
}

test('benchmark: a cold load under throttling (150 ms, 1.6 Mbit/s, CPU ×4) from the gzip static server: the play view and an embedded ruling', async () => {
  const play = [];
  const embed = [];
  for (let i = 0; i < 3; i++) {
    play.push(await coldLoad('#/play', '[data-square=g1]'));
    // an embedded ruling is usable when its step controls are
    embed.push(await coldLoad('#/embed/ruling/12.3-1964', '[data-testid=demo-next]'));
  }
  for (const runs of [play, embed]) assert.ok(runs.every((r) => r.fcp !== null && r.ready > 0), JSON.stringify(runs));
  const med = (runs, k) => runs.map((r) => r[k]).sort((a, b) => a - b)[1];
  const line = (runs) => `first contentful paint ${med(runs, 'fcp').toFixed(0)} ms (the skeleton), usable ${med(runs, 'ready').toFixed(0)} ms, ${med(runs, 'bytes')} B over the wire; runs ${runs.map((r) => `${r.fcp.toFixed(0)}/${r.ready.toFixed(0)} ms`).join(', ')}`;
  console.log(`# bench: cold load throttled (150 ms, 1.6 Mbit/s, CPU x4), gzip server, median of 3: the play view (a clickable board): ${line(play)}`);
  console.log(`# bench: the same for an embedded ruling (its step controls): ${line(embed)}; ${(med(embed, 'ready') - med(play, 'ready')).toFixed(0)} ms after the play view's board`);
});
