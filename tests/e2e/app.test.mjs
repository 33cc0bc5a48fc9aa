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
  assert.equal(await page.textContent('[data-testid=moves] li'), 'Nf3');
  await page.screenshot({ path: path.join(SHOTS, 'play.png') });
  await page.close();
});

test('the app loads under a sub-path', async () => {
  assert.match(sub.url, /\/fide\/$/);
  const { page, errors } = await openApp(sub.url);
  assert.equal(await page.locator('[data-testid=board] img').count(), 32);
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
