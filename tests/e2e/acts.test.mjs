// End-to-end tests of issue #35, "the play view as an arbiter's board": the acts of a
// player made with clicks alone (move, offer, press in the order the Laws prescribe, in
// each mode; an offer before the move; a press that never moves the board), a fallen flag
// seen before anyone claims it, a setting that never loses the game, the controls after
// the end, a route that opens at its top, an embedded ruling that loads only what it
// shows, and a lesson's step controls within reach on a phone. The release dist/ from the
// gzip static server, in Debian's Chromium.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { serve } from './static-server.mjs';
import { launch, ready, SHOTS } from './browser.mjs';
import { fideLines } from './fide.mjs';

const DIST = path.resolve(new URL('../../dist/', import.meta.url).pathname);
let browser, srv;

before(async () => {
  browser = await launch();
  srv = await serve(DIST);
});
after(async () => {
  await browser?.close();
  await srv?.close();
});

/** A page on `hash` with nothing saved, the errors it logs collected. */
async function open(hash, { viewport = { width: 1280, height: 800 }, clock = false } = {}) {
  const page = await browser.newPage({ viewport });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  if (clock) await page.clock.install({ time: new Date('2026-01-01T10:00:00Z') });
  await page.goto(srv.url + '#/nowhere-yet');
  await page.evaluate(() => localStorage.clear());
  await page.goto(srv.url + hash);
  await page.reload();
  await ready(page);
  return { page, errors };
}

const log = (page) => page.$$eval('[data-testid=rulings] li', (li) => li.map((x) => x.textContent));
const sheet = (page) => page.$$eval('[data-testid=moves] tbody tr', (tr) => tr.map((r) => [...r.children].map((c) => c.textContent)));
async function clickMove(page, from, to) {
  await page.click(`[data-square=${from}]`);
  await page.click(`[data-square=${to}]`);
}
/** The game the page saved, as a scenario for `fide`. */
async function savedScenario(page) {
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('fide-laws/play/v2')));
  return { cmd: 'game', edition: saved.setup.edition, fen: saved.setup.fen, control: saved.setup.control, events: saved.events };
}

for (const mode of ['quick', 'touch-move', 'board']) {
  test(`move, offer, press by clicks in ${mode} mode: the offer made after the move, before the press, (=) with that move`, async () => {
    const { page, errors } = await open('#/play');
    await page.selectOption('[data-testid=mode]', mode);
    assert.ok((await page.textContent('[data-testid=mode-hint]')).length > 20, 'the mode says what a click does');
    if (mode === 'board') {
      // the hand makes the move, then offers, then presses the clock
      await clickMove(page, 'e2', 'e4');
      assert.equal(await page.textContent('[data-testid=status]'), 'White has moved; press the clock');
      await page.click('[data-testid=offer-white]');
      await page.click('[data-testid=press-white]');
    } else {
      // where a click presses the clock, the player says first that he offers with his move
      await page.click('[data-testid=offer-with-move-white]');
      assert.match(await page.textContent('[data-testid=intent-notice]'), /^White offers a draw with his next move/);
      await clickMove(page, 'e2', 'e4');
    }
    const offer = (await log(page)).find((r) => /offers a draw/.test(r));
    assert.equal(offer, '2018 Art. 9.1.2.1: White offers a draw, made after his move, before pressing the clock, as the article requires');
    assert.deepEqual(await sheet(page), [['1.', 'e4 (=)', '']]);
    assert.equal(await page.textContent('[data-testid=status]'), 'Black to move');
    // the engine, given the events the page saved, rules the same
    const [v] = fideLines([await savedScenario(page)]);
    assert.ok(v.rulings.some((r) => r.article === '9.1.2.1' && /after his move, before pressing the clock/.test(r.decision)), JSON.stringify(v.rulings));
    await page.screenshot({ path: path.join(SHOTS, `acts-offer-${mode}.png`) });
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test("Black's offer before his move is ruled so and written with Black's move", async () => {
  const { page } = await open('#/play');
  await clickMove(page, 'd2', 'd4');
  await page.click('[data-testid=offer-black]');
  const offer = (await log(page)).find((r) => /offers a draw/.test(r));
  assert.match(offer, /Black offers a draw, made at another time/);
  // not written after White's move: where Black's move goes
  assert.deepEqual(await sheet(page), [['1.', 'd4', '(=)']]);
  await clickMove(page, 'd7', 'd5');
  assert.deepEqual(await sheet(page), [['1.', 'd4', 'd5 (=)']]);
  await page.close();
});

test('a press on one square and a release on another, a notice showing: the pressed square is touched and the board does not move', async () => {
  const { page } = await open('#/play');
  await page.selectOption('[data-testid=mode]', 'touch-move');
  // an error notice on the screen; the page scrolled to its foot, the window just short of
  // the page's height, so that a page growing shorter would move everything
  await page.fill('[data-testid=move-input]', 'zz9');
  await page.press('[data-testid=move-input]', 'Enter');
  assert.match(await page.textContent('[data-testid=error]'), /zz9/);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: 1280, height: height - 40 });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  assert.ok(await page.evaluate(() => window.scrollY) > 0);
  const at = async (sq) => {
    const b = await page.locator(`[data-square=${sq}]`).boundingBox();
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  const top = async () => (await page.locator('[data-testid=board]').boundingBox()).y;
  // a press and release on the bishop: the press touches it; the notice goes, and nothing moves
  const f1 = await at('f1');
  const before = await top();
  await page.mouse.move(f1.x, f1.y);
  await page.mouse.down();
  assert.equal(await top(), before, 'the board has not moved under the pointer');
  await page.mouse.up();
  assert.equal(await top(), before);
  assert.equal(await page.locator('[data-testid=error]').count(), 0, 'the notice is gone');
  assert.equal(await page.getAttribute('[data-square=f1]', 'aria-label'), 'f1, white bishop, touched');
  assert.equal(await page.getAttribute('[data-square=f2]', 'aria-label'), 'f2, white pawn');
  assert.ok((await log(page)).every((r) => !/f2/.test(r)), (await log(page)).join('\n'));
  // the bishop put back (it cannot move: touching it binds to nothing), the knight pressed on
  // g1 and released on f3: that move, counted from where the press began
  await page.click('[data-square=f1]');
  const g1 = await at('g1');
  const f3 = await at('f3');
  await page.mouse.move(g1.x, g1.y);
  await page.mouse.down();
  await page.mouse.move(f3.x, f3.y, { steps: 5 });
  await page.mouse.up();
  assert.equal(await top(), before);
  assert.deepEqual(await sheet(page), [['1.', 'Nf3', '']]);
  await page.close();
});

test('a fallen flag shows at once in the status with what the Laws let the players do; the claim says how Black could still mate', async () => {
  const { page } = await open('#/play', { clock: true });
  await page.selectOption('[data-testid=control]', '180+2');
  await clickMove(page, 'e2', 'e4');
  await clickMove(page, 'e7', 'e5');
  await page.clock.fastForward(200_000);
  await page.waitForFunction(() => /flag has fallen/.test(document.querySelector('[data-testid=status]').textContent));
  assert.equal(await page.textContent('[data-testid=status]'), "White's flag has fallen · White to move");
  const notice = await page.textContent('[data-testid=flag-notice]');
  assert.match(notice, /^White's flag has fallen\. 2018 Art\. 6\.8: it counts as fallen once the arbiter sees it or either player claims it\. 2018 Art\. 6\.9: then White loses/);
  assert.equal(await page.getAttribute('[data-testid=flag-white]', 'class'), 'urgent');
  await page.click('[data-testid=flag-white]');
  const last = (await log(page)).at(-1);
  assert.match(last, /^2018 Art\. 6\.9: White's flag has fallen: White loses on time \(Black could still checkmate by a series of legal moves, for example 2\./);
  assert.doesNotMatch(last, /one such series|mate after \d+ moves/);
  assert.equal(await page.textContent('[data-testid=result]'), 'Black wins by time forfeit');
  // the engine's own words for the events the page saved
  const [v] = fideLines([await savedScenario(page)]);
  assert.equal(`2018 Art. ${v.rulings.at(-1).article}: ${v.rulings.at(-1).decision}`, last);
  await page.close();
});

test('under 1993 the opponent\'s claim of a fallen flag takes the focus', async () => {
  const { page } = await open('#/play', { clock: true });
  await page.selectOption('[data-testid=edition]', '1993');
  await page.selectOption('[data-testid=control]', '3600');
  await clickMove(page, 'e2', 'e4');
  await page.clock.fastForward(3_700_000);
  await page.waitForFunction(() => document.activeElement?.dataset?.testid === 'flag-black');
  assert.match(await page.textContent('[data-testid=flag-notice]'), /1993 Art\. 12\.2: it counts as fallen once the arbiter sees it, or, with no arbiter present, once White claims it/);
  await page.close();
});

test('an edition changed mid-game is asked about: judged under 1980 the moves are kept; a cancel changes nothing', async () => {
  const { page } = await open('#/play');
  await clickMove(page, 'e2', 'e4');
  await clickMove(page, 'e7', 'e5');
  // Black, having moved, offers while White's clock runs: written with e5
  await page.click('[data-testid=offer-black]');
  await page.selectOption('[data-testid=edition]', '1980');
  assert.match(await page.textContent('[data-testid=confirm]'), /This game has begun/);
  assert.equal(await page.evaluate(() => document.activeElement?.dataset?.testid), 'judge-kept', 'the question takes the focus');
  await page.click('[data-testid=judge-kept]');
  assert.equal(await page.locator('[data-testid=confirm]').count(), 0);
  assert.deepEqual(await sheet(page), [['1.', 'e4', 'e5 (=)']]);
  assert.match(await page.textContent('[data-testid=in-force]'), /^The FIDE Laws of 1980/);
  assert.ok((await log(page)).every((r) => /^1980 |^Interpretation/.test(r)), (await log(page)).join('\n'));
  // a cancel leaves the game and the select as they were
  await page.selectOption('[data-testid=edition]', '1993');
  await page.click('[data-testid=confirm-cancel]');
  assert.equal(await page.inputValue('[data-testid=edition]'), '1980');
  assert.deepEqual(await sheet(page), [['1.', 'e4', 'e5 (=)']]);
  // New game asks too, and keeps this game to go back to
  await page.click('[data-testid=new-game]');
  await page.click('[data-testid=new-game-confirm]');
  assert.deepEqual(await sheet(page), []);
  await page.click('[data-testid=replaced-restore]');
  assert.deepEqual(await sheet(page), [['1.', 'e4', 'e5 (=)']]);
  await page.close();
});

test('after a resignation every control that can no longer act is disabled and says why', async () => {
  const { page } = await open('#/play');
  await clickMove(page, 'e2', 'e4');
  await page.click('[data-testid=resign-black]');
  assert.match(await page.textContent('[data-testid=ended-note]'), /^The game has ended \(White wins by resignation\)/);
  for (const id of ['offer-white', 'offer-black', 'accept-white', 'decline-black', 'resign-white', 'flag-black', 'claim-repetition', 'claim-fifty', 'write-on-board', 'move-input', 'press-white', 'press-black']) {
    const el = page.locator(`[data-testid=${id}]`);
    assert.ok(await el.isDisabled(), `${id} is disabled`);
  }
  assert.equal(await page.getAttribute('[data-testid=claim-fifty]', 'aria-describedby'), 'ended-note');
  assert.match((await log(page)).at(-1), /Black resigns/);
  // a click on the board does nothing more
  await clickMove(page, 'e7', 'e5');
  assert.deepEqual(await sheet(page), [['1.', 'e4', '']]);
  await page.close();
});

test('a ruling opened from a scrolled list starts at its top, the focus on its title', async () => {
  const { page } = await open('#/rulings');
  const link = page.locator('.ruling-list li a').nth(40);
  await link.scrollIntoViewIfNeeded();
  assert.ok(await page.evaluate(() => window.scrollY) > 500);
  await link.click();
  await page.locator('[data-testid=ruling-text]').waitFor();
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'H1');
  await page.close();
});

test('the skip link takes the keyboard to the board', async () => {
  const { page } = await open('#/play');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.dataset?.testid), 'skip-link');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement?.dataset?.square), 'a1');
  await page.close();
});

test('an embedded ruling loads its lesson only: no book of the Laws, no rulings file, no comparison; its bytes', async () => {
  const page = await browser.newPage({ viewport: { width: 800, height: 720 } });
  const files = [];
  page.on('requestfinished', async (r) => {
    const s = await r.sizes();
    files.push({ name: new URL(r.url()).pathname, bytes: s.responseBodySize + s.responseHeadersSize });
  });
  await page.goto(srv.url + '#/embed/ruling/12.3-1964');
  await page.locator('[data-testid=demo-next]').first().waitFor();
  await page.waitForLoadState('networkidle');
  const names = files.map((f) => f.name);
  assert.ok(!names.some((n) => /laws-|rulings\.json|compare\.json|concordance\.json/.test(n)), names.join('\n'));
  assert.ok(names.some((n) => /notes\.json/.test(n)), names.join('\n'));
  const total = files.reduce((a, f) => a + f.bytes, 0);
  assert.ok(total <= 560_000, `transferred ${total} B`);
  // in a 720 px frame, the lesson at its end shows its decisive ruling without scrolling
  await page.click('[data-testid=demo-end] >> nth=0');
  const decisive = page.locator('[data-case=demo] [data-decisive=true]').first();
  const box = await decisive.boundingBox();
  assert.ok(box && box.y + box.height <= 720, `decisive ruling at ${box?.y}`);
  console.log(`embedded ruling: ${files.length} files, ${total} B transferred`);
  await page.close();
});

test('a lesson on a phone: after each step the Forward button and the newest ruling are both on the screen', async () => {
  const { page } = await open('#/ruling/12.3-1964', { viewport: { width: 390, height: 844 } });
  const demo = page.locator('[data-case=demo]');
  const inView = async (loc) => {
    const b = await loc.boundingBox();
    return b && b.y >= -1 && b.y + b.height <= 845;
  };
  let rulingsSeen = 0;
  for (let i = 0; i < 30 && await demo.locator('[data-testid=demo-next]').isEnabled(); i++) {
    await demo.locator('[data-testid=demo-next]').click();
    assert.ok(await inView(demo.locator('[data-testid=demo-next]')), `Forward in view after step ${i + 1}`);
    const newest = demo.locator('[data-testid=rulings] li').last();
    if (await newest.count()) {
      rulingsSeen++;
      await page.waitForTimeout(50);
      assert.ok(await inView(newest), `the newest ruling in view after step ${i + 1}`);
    }
  }
  assert.ok(rulingsSeen > 0);
  await page.screenshot({ path: path.join(SHOTS, 'acts-lesson-phone.png') });
  await page.close();
});

test('embeds answer as documented: ready before any state, a step to the contrast answered once, a message that is no object answered', async () => {
  const page = await browser.newPage();
  // the frame not framed posts to itself: its messages are caught on the window
  await page.addInitScript(() => {
    window.__msgs = [];
    addEventListener('message', (e) => { if (e.data?.source === 'fide-laws') window.__msgs.push(e.data); });
  });
  await page.goto(srv.url + '#/embed/play');
  await page.waitForFunction(() => window.__msgs.some((m) => m.type === 'state'));
  const types = await page.evaluate(() => window.__msgs.map((m) => m.type));
  assert.equal(types[0], 'ready', types.join(' '));
  await page.evaluate(() => { window.__msgs = []; postMessage('hello', '*'); postMessage({ what: 1 }, '*'); });
  await page.waitForFunction(() => window.__msgs.filter((m) => m.type === 'error').length === 2);
  const errors = await page.evaluate(() => window.__msgs.filter((m) => m.type === 'error').map((m) => m.error));
  assert.deepEqual(errors, ['a message to the frame must be an object with a "type"', 'a message to the frame needs a "type"']);
  await page.goto(srv.url + '#/embed/ruling/12.3-1964');
  await page.reload();
  await page.locator('[data-testid=demo-next]').waitFor();
  await page.evaluate(() => { window.__msgs = []; postMessage({ type: 'step', to: 3, case: 'contrast' }, '*'); });
  await page.waitForFunction(() => window.__msgs.some((m) => m.type === 'step'));
  await page.waitForTimeout(300);
  const steps = await page.evaluate(() => window.__msgs.filter((m) => m.type === 'step').map((m) => [m.case, m.step]));
  assert.deepEqual(steps, [['contrast', 3]]);
  assert.equal(await page.textContent('[data-testid=demo-step]'), 'event 3 of ' + (await page.textContent('[data-testid=demo-step]')).split(' of ')[1]);
  await page.close();
});
