// End-to-end tests of the release build in Debian's Chromium.
// Run by scripts/test.sh after `trunk build --release`; the app is served
// from dist/ by a plain static server, at the root and under a sub-path.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { serve } from './static-server.mjs';
import { launch, SHOTS } from './browser.mjs';

const DIST = path.resolve(new URL('../../dist/', import.meta.url).pathname);
let browser, root, sub;

before(async () => {
  browser = await launch();
  root = await serve(DIST);
  sub = await serve(DIST, { subPath: '/fide' });
});
after(async () => {
  await browser?.close();
  await root?.close();
  await sub?.close();
});

async function openApp(url, viewport = { width: 1200, height: 900 }) {
  const page = await browser.newPage({ viewport });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('response', (r) => { if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`); });
  await page.goto(url);
  await page.locator('[data-testid=board] .square').nth(63).waitFor();
  return { page, errors };
}

/** The app with nothing saved: a new game. */
async function openFreshApp(url) {
  const opened = await openApp(url);
  await opened.page.evaluate(() => localStorage.clear());
  await opened.page.reload();
  await opened.page.locator('[data-testid=board] .square').nth(63).waitFor();
  return opened;
}

test('the board renders the initial position', async () => {
  const { page, errors } = await openApp(root.url);
  assert.equal(await page.locator('[data-testid=board] .square').count(), 64);
  assert.equal(await page.getAttribute('[data-square=e1]', 'aria-label'), 'e1, white king');
  assert.equal(await page.getAttribute('[data-square=d8]', 'aria-label'), 'd8, black queen');
  assert.equal(await page.locator('[data-testid=board] img').count(), 32);
  // every piece image loaded (relative URLs resolved)
  const broken = await page.$$eval('[data-testid=board] img', (imgs) => imgs.filter((i) => !i.complete || i.naturalWidth === 0).length);
  assert.equal(broken, 0);
  assert.match(await page.textContent('[data-testid=version]'), /^fide-laws \d+\.\d+\.\d+/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('clicking a piece shows its legal moves and a second click moves it', async () => {
  const { page } = await openApp(root.url);
  await page.click('[data-square=g1]');
  assert.match(await page.getAttribute('[data-square=g1]', 'class'), /selected/);
  const dests = await page.$$eval('.square.dest', (els) => els.map((e) => e.dataset.square).sort());
  assert.deepEqual(dests, ['f3', 'h3']);
  await page.click('[data-square=f3]');
  assert.equal(await page.getAttribute('[data-square=f3]', 'aria-label'), 'f3, white knight');
  assert.equal(await page.textContent('[data-testid=status]'), 'Black to move');
  assert.equal(await page.textContent('[data-testid=moves] [data-ply]'), 'Nf3');
  await page.screenshot({ path: path.join(SHOTS, 'play.png') });
  await page.close();
});

test('moves typed in any notation; bad input shows an error in place', async () => {
  const { page } = await openFreshApp(root.url);
  for (const move of ['e4', '5755', 'N-KB3']) {
    await page.fill('[data-testid=move-input]', move);
    await page.press('[data-testid=move-input]', 'Enter');
  }
  assert.deepEqual(await page.$$eval('[data-testid=moves] [data-ply]', (li) => li.map((x) => x.textContent)), ['e4', 'e5', 'Nf3']);
  // the scoresheet numbers moves, not plies: both colours on one row, as on paper
  assert.deepEqual(await page.$$eval('[data-testid=moves] tbody tr', (tr) => tr.map((r) => [...r.children].map((c) => c.textContent))), [['1.', 'e4', 'e5'], ['2.', 'Nf3', '']]);
  await page.fill('[data-testid=move-input]', 'zz9');
  await page.press('[data-testid=move-input]', 'Enter');
  assert.match(await page.textContent('[data-testid=error]'), /zz9/);
  assert.equal(await page.locator('[data-testid=moves] [data-ply]').count(), 3, 'state untouched');
  // squares from the opponent's piece are a move the Laws rule on: an illegal-move ruling, not an error
  await page.fill('[data-testid=move-input]', 'f3g5');
  await page.press('[data-testid=move-input]', 'Enter');
  assert.equal(await page.locator('[data-testid=error]').count(), 0, 'no error');
  const log = await page.$$eval('[data-testid=rulings] li', (li) => li.map((x) => x.textContent));
  // in words: the piece, whose it is, its squares, the article
  assert.match(log.join('\n'), /^2018 Art\. 7\.5\.1: illegal move by Black, White's knight from f3 to g5: the piece belongs to the opponent/m);
  assert.doesNotMatch(log.join('\n'), /f3g5/);
  assert.equal(await page.locator('[data-testid=moves] [data-ply]').count(), 3, 'the position is reinstated');
  // Black took hold of White's knight to move it: it is marked as a touched piece
  assert.equal(await page.getAttribute('[data-square=f3]', 'aria-label'), 'f3, white knight, touched');
  assert.equal(await page.textContent('[data-testid=status]'), 'Black to move');
  await page.close();
});

test('the landing page says what the app is and offers three things to try; the skeleton gives way to the app', async () => {
  const { page, errors } = await openApp(root.url);
  assert.equal(await page.locator('#skeleton').count(), 0, 'the static skeleton is removed once the app runs');
  assert.match(await page.textContent('[data-testid=intro]'), /FIDE Laws of Chess of 1977, 1980, 1993 and 2018/);
  const links = await page.$$eval('[data-testid=intro] a', (a) => a.map((x) => x.getAttribute('href').replace(/^.*#/, '#')));
  assert.deepEqual(links, ['#/ruling/12.3-1964', '#/compare', '#/ruling/6.1-1975']);
  await page.click('[data-testid=intro] a >> nth=0');
  await page.locator('[data-testid=demo]').first().waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test('the intended move belongs to one claim: cleared after the claim, by New game and by a change of edition', async () => {
  const { page } = await openFreshApp(root.url);
  await page.fill('[data-testid=intended]', 'Nf3');
  await page.click('[data-testid=claim-fifty]');
  assert.equal(await page.inputValue('[data-testid=intended]'), '', 'cleared after the claim');
  await page.fill('[data-testid=intended]', 'Nf3');
  // the claim made, a new game is asked about first
  await page.click('[data-testid=new-game]');
  await page.click('[data-testid=new-game-confirm]');
  assert.equal(await page.inputValue('[data-testid=intended]'), '', 'cleared by New game');
  await page.fill('[data-testid=intended]', 'Nf3');
  await page.selectOption('[data-testid=edition]', '1993');
  assert.equal(await page.inputValue('[data-testid=intended]'), '', 'cleared by a change of edition');
  // a later claim with nothing typed declares no move
  await page.click('[data-testid=claim-fifty]');
  const log = await page.$$eval('[data-testid=rulings] li', (li) => li.map((x) => x.textContent).join('\n'));
  assert.doesNotMatch(log, /Nf3/);
  await page.close();
});

test('the game survives a reload and can be reset', async () => {
  const { page } = await openFreshApp(root.url);
  await page.click('[data-square=d2]');
  await page.click('[data-square=d4]');
  await page.click('[data-square=d7]');
  await page.click('[data-square=d5]');
  await page.reload();
  await page.locator('[data-testid=board] .square').nth(63).waitFor();
  assert.deepEqual(await page.$$eval('[data-testid=moves] [data-ply]', (li) => li.map((x) => x.textContent)), ['d4', 'd5']);
  assert.equal(await page.getAttribute('[data-square=d5]', 'aria-label'), 'd5, black pawn');
  // a damaged save starts a new game with a message, never a blank page
  await page.evaluate(() => localStorage.setItem('fide-laws/play/v2', '{not json'));
  await page.reload();
  await page.locator('[data-testid=board] .square').nth(63).waitFor();
  assert.match(await page.textContent('[data-testid=error]'), /could not be read/);
  await page.click('text=New game');
  assert.equal(await page.locator('[data-testid=moves] [data-ply]').count(), 0);
  await page.close();
});

test('the app loads under a sub-path, its corpus too', async () => {
  assert.match(sub.url, /\/fide\/$/);
  const { page, errors } = await openApp(sub.url);
  assert.equal(await page.locator('[data-testid=board] img').count(), 32);
  // the rulings view fetches data/*.json relative to the page: /fide/data/…
  const data = [];
  page.on('request', (q) => { if (q.url().includes('/data/')) data.push(new URL(q.url()).pathname); });
  await page.goto(sub.url + '#/ruling/12.3-1964');
  await page.locator('[data-testid=ruling-text]').waitFor();
  // the corpus's eight files, the model cases' outputs and the quiz's questions
  assert.ok(data.length === 10 && data.every((p) => p.startsWith('/fide/data/')), `${data}`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('mobile viewport renders the board within the screen', async () => {
  const { page } = await openApp(root.url, { width: 390, height: 844 });
  const box = await page.locator('[data-testid=board]').boundingBox();
  assert.ok(box.width <= 390 && box.width > 300, `board width ${box.width}`);
  await page.screenshot({ path: path.join(SHOTS, 'play-mobile.png') });
  await page.close();
});
