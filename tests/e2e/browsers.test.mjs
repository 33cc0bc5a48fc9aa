// The smoke set in two more engines, from Debian's packages like Chromium (no test downloads a
// browser): Firefox ESR (`firefox-esr`) driven by puppeteer-core over WebDriver BiDi, and
// WebKitGTK, Safari's engine family (`webkit2gtk-driver`: WebKitWebDriver and its MiniBrowser),
// driven by selenium-webdriver in an Xvfb display the test starts and stops. For each: a game
// by clicks to checkmate, a ruling's demo and its contrast stepped to the end, the embed
// driven by postMessage from a host page of another origin, a dead-position analysis in the
// worker, and reload persistence. Verdicts are checked against the `fide` binary. A browser
// that cannot start fails its tests with the reason; none is skipped.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import { spawn } from 'node:child_process';
import { serve } from './static-server.mjs';
import { SHOTS } from './browser.mjs';
import { fide, fideLines } from './fide.mjs';

const ROOT = path.resolve(new URL('../../', import.meta.url).pathname);
const DIST = path.join(ROOT, 'dist');
const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
const VIEWPORT = { width: 1200, height: 900 };
const SETUP = 'scripts/setup.sh --browser installs it';

/** WebKitGTK's MiniBrowser, which WebKitWebDriver runs in automation mode (webkit2gtk-driver). */
function miniBrowser() {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  for (const lib of fs.readdirSync('/usr/lib').filter((d) => d.endsWith('-linux-gnu'))) {
    for (const api of ['webkit2gtk-4.1', 'webkit2gtk-4.0', 'webkitgtk-6.0']) {
      const bin = path.join('/usr/lib', lib, api, 'MiniBrowser');
      if (fs.existsSync(bin)) return bin;
    }
  }
  return null;
}


/** How the app words the engine's result and reason (src/app/words.rs); the codes used here. */
const HOW = { 'checkmate': 'checkmate', 'dead-position': 'dead position', 'repetition-claim': 'repetition (claimed)' };
function inWords(result, reason) {
  if (result === '*') return 'Game in progress';
  assert.ok(HOW[reason], `no words for the reason ${JSON.stringify(reason)}`);
  return { '1-0': `White wins by ${HOW[reason]}`, '0-1': `Black wins by ${HOW[reason]}`, '1/2-1/2': `Draw by ${HOW[reason]}` }[result];
}
const demoResult = (v) => (v.result === '*' ? 'The game goes on' : inWords(v.result, v.reason));

const freePort = () => new Promise((resolve, reject) => {
  const s = net.createServer();
  s.on('error', reject);
  s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
});
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Firefox ESR through puppeteer-core over WebDriver BiDi, headless. */
class Firefox {
  name = 'firefox';
  errors = [];
  async start() {
    if (!fs.existsSync(FIREFOX)) throw new Error(`Firefox ESR is not at ${FIREFOX} (Debian package firefox-esr; ${SETUP})`);
    const { default: puppeteer } = await import('puppeteer-core');
    this.browser = await puppeteer.launch({
      browser: 'firefox', executablePath: FIREFOX, protocol: 'webDriverBiDi', headless: true,
      defaultViewport: VIEWPORT, timeout: 60000,
    });
    this.version = await this.browser.version();
    this.page = await this.browser.newPage();
    this.page.setDefaultTimeout(30000);
    this.page.on('pageerror', (e) => this.errors.push(String(e)));
    this.page.on('console', (m) => { if (m.type() === 'error') this.errors.push(m.text()); });
  }
  goto(url) { return this.page.goto(url); }
  reload() { return this.page.reload(); }
  click(sel) { return this.page.click(sel); }
  eval(fn, ...args) { return this.page.evaluate(fn, ...args); }
  fill(sel, text) { return this.page.locator(sel).fill(text); }
  select(sel, value) { return this.page.select(sel, value); }
  screenshot(file) { return this.page.screenshot({ path: file }); }
  async stop() { await this.browser?.close(); }
}

/** WebKitGTK: selenium-webdriver against WebKitWebDriver, its MiniBrowser in an Xvfb display. */
class WebKit {
  name = 'webkit';
  errors = []; // WebKitWebDriver reports no console: the page's own state is checked instead
  procs = [];
  async start() {
    if (!fs.existsSync(WEBKIT_DRIVER)) throw new Error(`WebKitWebDriver is not at ${WEBKIT_DRIVER} (Debian package webkit2gtk-driver; ${SETUP})`);
    const binary = miniBrowser();
    if (!binary) throw new Error(`no WebKitGTK MiniBrowser under /usr/lib/*/webkit2gtk-4.1/ (Debian package webkit2gtk-driver; ${SETUP})`);
    // MiniBrowser (GTK 3) has no headless mode: it gets a virtual display of its own
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1400x1100x24', '-nolisten', 'tcp'],
      { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
    this.procs.push(xvfb);
    let xerr = '';
    xvfb.stderr.on('data', (d) => { xerr += d; });
    const display = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Xvfb gave no display in 20 s: ${xerr}`)), 20000);
      xvfb.on('error', (e) => { clearTimeout(timer); reject(new Error(`Xvfb cannot start (Debian package xvfb; ${SETUP}): ${e.message}`)); });
      xvfb.on('exit', (code) => { clearTimeout(timer); reject(new Error(`Xvfb exited (${code}): ${xerr}`)); });
      xvfb.stdio[3].once('data', (d) => { clearTimeout(timer); resolve(':' + String(d).trim()); });
    });
    const port = await freePort();
    let derr = '';
    const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], { env: { ...process.env, DISPLAY: display }, stdio: ['ignore', 'pipe', 'pipe'] });
    this.procs.push(driver);
    driver.stdout.on('data', (d) => { derr += d; });
    driver.stderr.on('data', (d) => { derr += d; });
    const server = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      try { if ((await fetch(`${server}/status`)).ok) break; } catch { /* not listening yet */ }
      if (driver.exitCode !== null || i === 100) throw new Error(`WebKitWebDriver did not start: ${derr}`);
      await sleep(100);
    }
    const { Builder, By } = await import('selenium-webdriver');
    this.By = By;
    // a browser that never connects leaves the driver waiting: give it a minute
    let timer;
    try {
      this.driver = await Promise.race([
        new Builder().usingServer(server).withCapabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary, args: ['--automation'] },
        }).build(),
        new Promise((_, reject) => { timer = setTimeout(() => reject(new Error('no session in 60 s')), 60000); }),
      ]);
    } catch (e) {
      throw new Error(`WebKitWebDriver made no session with ${binary} --automation: ${e.message}\n${derr}`);
    } finally {
      clearTimeout(timer);
    }
    this.version = `WebKitGTK ${(await this.driver.getCapabilities()).get('browserVersion')}`;
    await this.driver.manage().setTimeouts({ script: 60000, pageLoad: 60000 });
    await this.driver.manage().window().setRect(VIEWPORT);
  }
  goto(url) { return this.driver.get(url); }
  reload() { return this.driver.navigate().refresh(); }
  async click(sel) { await (await this.driver.findElement(this.By.css(sel))).click(); }
  eval(fn, ...args) { return this.driver.executeScript(fn, ...args); }
  async fill(sel, text) {
    const el = await this.driver.findElement(this.By.css(sel));
    await el.clear();
    await el.sendKeys(text);
  }
  select(sel, value) { return this.click(`${sel} option[value="${value}"]`); }
  async screenshot(file) { fs.writeFileSync(file, Buffer.from(await this.driver.takeScreenshot(), 'base64')); }
  async stop() {
    try { await this.driver?.quit(); } finally {
      for (const p of this.procs.reverse()) if (p.exitCode === null) p.kill();
    }
  }
}

/** Polls `fn(...args)` in the page until it is truthy; returns its value. `fn` returns plain data
 * (a boolean, not an element: drivers pass elements back differently). */
async function until(b, what, fn, args = [], timeout = 30000) {
  const end = Date.now() + timeout;
  let last;
  for (;;) {
    last = await b.eval(fn, ...args);
    if (last) return last;
    if (Date.now() > end) throw new Error(`${b.name}: waited ${timeout / 1000} s for ${what}`);
    await sleep(100);
  }
}
const text = (b, sel) => b.eval((s) => document.querySelector(s)?.textContent ?? null, sel);
const attr = (b, sel, name) => b.eval((s, n) => document.querySelector(s)?.getAttribute(n) ?? null, sel, name);
const count = (b, sel) => b.eval((s) => document.querySelectorAll(s).length, sel);
const moves = (b) => b.eval(() => [...document.querySelectorAll('[data-testid=moves] [data-ply]')].map((x) => x.textContent));
const boardReady = (b) => until(b, 'the board', () => document.querySelectorAll('[data-testid=board] .square').length === 64);
const noPanic = async (b) => assert.equal(await count(b, '[data-testid=panic]'), 0, `${b.name}: the app panicked: ${await text(b, '[data-testid=panic]')}`);

/** The app at `hash` with nothing saved. */
async function fresh(b, url, hash) {
  await b.goto(url + '#/nowhere-yet');
  await until(b, 'the not-found view', () => !!document.querySelector('[data-testid=not-found]'));
  await b.eval(() => localStorage.clear());
  await b.goto(url + hash);
  await b.reload();
}

async function clickMove(b, from, to) {
  const before = (await moves(b)).length;
  await b.click(`[data-square=${from}]`);
  await until(b, `${from} selected`, (s) => !!document.querySelector(`[data-square=${s}]`)?.classList.contains('selected'), [from]);
  await b.click(`[data-square=${to}]`);
  return before;
}

function smokeSet(b) {
  let srv, host, hostDir, startError;
  before(async () => {
    srv = await serve(DIST);
    // the embedding page lives on another origin, as a real host's would
    hostDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fide-host-'));
    host = await serve(hostDir);
    fs.writeFileSync(path.join(hostDir, 'index.html'), `<!doctype html><meta charset="utf-8"><title>host</title>
      <iframe id="play" src="${srv.url}#/embed/play?edition=1977&amp;control=40/9000" style="width:560px;height:700px;border:0"></iframe>
      <iframe id="ruling" src="${srv.url}#/embed/ruling/12.3-1964" style="width:560px;height:700px;border:0"></iframe>
      <script>
        window.got = [];
        addEventListener('message', (e) => { if (e.data && e.data.source === 'fide-laws') window.got.push(e.data); });
      </script>`);
    fs.mkdirSync(SHOTS, { recursive: true });
    // a browser that cannot start fails each of its tests with the reason (a failed hook
    // would only cancel them)
    try { await b.start(); } catch (e) { startError = e; }
  }, { timeout: 150000 });
  after(async () => {
    await b.stop();
    await srv?.close();
    await host?.close();
    if (hostDir) fs.rmSync(hostDir, { recursive: true, force: true });
  });
  const shot = async (name) => {
    // two frames first: WebKit's screenshot may otherwise show the frame before the last scroll
    await b.eval(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true)))));
    await b.screenshot(path.join(SHOTS, `${b.name}-${name}.png`));
  };
  const checkErrors = () => { assert.deepEqual(b.errors.splice(0), [], `${b.name}: errors on the page`); };
  const test = (name, options, fn) => it(name, options, async (t) => {
    if (startError) throw new Error(`${b.name} did not start: ${startError.message}`);
    await fn(t);
  });

  test('a game by clicks to checkmate, the result in words', { timeout: 120000 }, async (t) => {
    t.diagnostic(`${b.name}: ${b.version}`);
    await fresh(b, srv.url, '#/play');
    await boardReady(b);
    assert.equal(await attr(b, '[data-square=e1]', 'aria-label'), 'e1, white king');
    await until(b, 'the 32 piece images loaded', () => {
      const imgs = [...document.querySelectorAll('[data-testid=board] img')];
      return imgs.length === 32 && imgs.every((i) => i.complete && i.naturalWidth > 0);
    });
    const line = [['f2', 'f3'], ['e7', 'e5'], ['g2', 'g4'], ['d8', 'h4']];
    for (const [a, z] of line) {
      const n = await clickMove(b, a, z);
      await until(b, `move ${n + 1}`, (k) => document.querySelectorAll('[data-testid=moves] [data-ply]').length === k, [n + 1]);
    }
    const engine = fideLines([{ cmd: 'game', edition: '2018', fen: 'startpos', events: ['f3', 'e5', 'g4', 'Qh4'].map((move) => ({ move })) }])[0];
    assert.deepEqual(await moves(b), engine.san);
    assert.deepEqual([engine.result, engine.reason], ['0-1', 'checkmate']);
    assert.equal(await text(b, '[data-testid=status]'), `${inWords(engine.result, engine.reason)} under the 2018 Laws, Art. ${engine.article}`);
    assert.equal(await text(b, '[data-testid=result]'), 'Black wins by checkmate');
    assert.match(await attr(b, '[data-square=e1]', 'class'), /check/);
    await shot('play');
    await noPanic(b);
    checkErrors();
  });

  test("a ruling's demo and its contrast stepped to the end, the decisive ruling as `fide ruling` has it", { timeout: 120000 }, async () => {
    const id = '12.3-1964';
    const engine = fide(['ruling', id]);
    await b.goto(`${srv.url}#/ruling/${id}`);
    await until(b, 'the demo and its contrast', () => document.querySelectorAll('[data-testid=demo]').length === 2);
    assert.match(await text(b, '[data-case=contrast] .caption'), /^What if/);
    for (const which of ['demo', 'contrast']) {
      const c = engine[which];
      const root = `[data-testid=demo][data-case=${which}]`;
      const n = c.scenario.events.length;
      assert.equal(await text(b, `${root} [data-testid=demo-step]`), `event 0 of ${n}`);
      for (let i = 1; i <= n; i++) {
        await b.click(`${root} [data-testid=demo-next]`);
        await until(b, `${which} event ${i}`, (s, w) => document.querySelector(s)?.textContent === w, [`${root} [data-testid=demo-step]`, `event ${i} of ${n}`]);
      }
      assert.ok(await b.eval((s) => document.querySelector(s).disabled, `${root} [data-testid=demo-end]`), `${which}: at its end`);
      const verdict = await text(b, `${root} [data-testid=demo-verdict]`);
      assert.ok(verdict.startsWith(demoResult(c.verdict)), `${which}: the page says ${verdict}, the engine ${demoResult(c.verdict)}`);
      assert.equal(await count(b, `${root} [data-testid=rulings] li`), c.verdict.rulings.length, `${which}: rulings shown`);
      const marked = await b.eval((s) => [...document.querySelectorAll(s)].map((x) => [x.dataset.article, x.textContent]), `${root} [data-testid=rulings] li[data-decisive=true]`);
      const decisive = c.verdict.rulings.filter((x) => x.decisive);
      assert.ok(decisive.length > 0, `${which}: the engine has a decisive ruling`);
      assert.equal(marked.length, decisive.length, `${which}: decisive rulings marked`);
      decisive.forEach((x, i) => {
        assert.equal(marked[i][0], x.article, `${which}: decisive citation`);
        assert.ok(marked[i][1].includes(x.decision), `${which}: the page says ${marked[i][1]}, the engine ${x.decision}`);
      });
    }
    // the demo's decision: the claim fails on dynamic identity
    assert.match(engine.demo.verdict.rulings.find((x) => x.decisive).decision, /claim by White incorrect/);
    await b.eval(() => document.querySelector('[data-case=demo]').scrollIntoView());
    await shot('ruling');
    // the arbiter's rulings of both cases, the decisive ones marked
    await b.eval(() => document.querySelector('[data-case=demo] [data-testid=demo-verdict]').scrollIntoView());
    await shot('ruling-rulings');
    await noPanic(b);
    checkErrors();
  });

  test('the embed driven by postMessage from a host page of another origin', { timeout: 120000 }, async () => {
    await b.goto(host.url);
    const got = (type) => b.eval((t) => window.got.filter((m) => m.type === t), type);
    const post = (frame, msg) => b.eval((f, m) => document.getElementById(f).contentWindow.postMessage(m, '*'), frame, msg);
    const wait = (what, fn, args) => until(b, what, fn, args, 30000);
    await wait('two frames ready', () => window.got.filter((m) => m.type === 'ready').length === 2);
    await post('play', { type: 'move', move: 'e4' });
    await wait('the move e4', () => window.got.some((m) => m.type === 'move' && m.san === 'e4'));
    const events = ['f3', 'e5', 'g4', 'Qh4'].map((move) => ({ move }));
    await post('play', { type: 'load', scenario: { edition: '2018', fen: 'startpos', events } });
    await wait('game over', () => window.got.some((m) => m.type === 'game-over'));
    const engine = fideLines([{ cmd: 'game', edition: '2018', fen: 'startpos', events }])[0];
    const [over] = await got('game-over');
    assert.deepEqual([over.result, over.reason, over.article, over.edition], [engine.result, engine.reason, engine.article, '2018']);
    const told = (await got('ruling')).map((m) => m.ruling.decision);
    assert.ok(engine.rulings.every((r) => told.includes(r.decision)), `rulings posted: ${told.join(' | ')}`);
    await post('play', { type: 'get-verdict' });
    await wait('the verdict', () => window.got.some((m) => m.type === 'verdict'));
    assert.deepEqual((await got('verdict'))[0].verdict.san, engine.san);
    await post('play', { type: 'load', scenario: { edition: '1850' } });
    await wait('an error', () => window.got.some((m) => m.type === 'error'));
    assert.match((await got('error'))[0].error, /unknown edition "1850"/);
    // the ruling frame: its demo and its contrast stepped by the host
    const ruling = fide(['ruling', '12.3-1964']);
    for (const which of ['demo', 'contrast']) {
      const n = ruling[which].scenario.events.length;
      await post('ruling', { type: 'step', case: which, to: n });
      await wait(`${which} stepped to ${n}`, (w, k) => window.got.some((m) => m.type === 'step' && (m.case ?? 'demo') === w && m.step === k), [which, n]);
      const step = (await got('step')).filter((m) => (m.case ?? 'demo') === which && m.step === n).at(-1);
      const want = ruling[which].verdict;
      assert.equal(step.verdict.result, want.result, `${which}: result`);
      assert.deepEqual(step.verdict.rulings.filter((x) => x.decisive).map((x) => [x.article, x.decision]),
        want.rulings.filter((x) => x.decisive).map((x) => [x.article, x.decision]), `${which}: decisive rulings`);
    }
    await shot('embed');
    checkErrors();
  });

  test('a long dead-position analysis runs in the worker, the page responsive, the verdict the engine\'s', { timeout: 300000 }, async (t) => {
    await fresh(b, srv.url, '#/play');
    await boardReady(b);
    await b.select('[data-testid=edition]', '2018');
    await until(b, 'edition 2018', () => document.querySelector('[data-testid=edition]')?.value === '2018');
    // count the workers the app makes (at its first analysis) and their answers
    await b.eval(() => {
      const Base = window.Worker;
      window.__workers = [];
      window.Worker = class extends Base {
        constructor(url, options) {
          super(url, options);
          const seen = { answers: 0, errors: 0 };
          window.__workers.push(seen);
          this.addEventListener('message', () => { seen.answers++; });
          this.addEventListener('error', () => { seen.errors++; });
        }
      };
    });
    const start = '8/2b5/kp1p1p2/2pP1Pp1/KPP3P1/3B4/8/8 w - - 0 1';
    await b.eval(() => document.querySelectorAll('details.fold').forEach((d) => { d.open = true; }));
    await b.fill('[data-testid=import-text]', start);
    await b.click('[data-testid=import-fen]');
    await until(b, 'the FEN imported', () => document.querySelector('[data-square=b4]')?.getAttribute('aria-label') === 'b4, white pawn');
    // with the panels left open, WebKit's driver found the click on b4 taken by another
    // element (ElementClickInterceptedError); closed again, the page is as a user has it
    await b.eval(() => document.querySelectorAll('details.fold').forEach((d) => { d.open = false; }));
    const began = Date.now();
    await clickMove(b, 'b4', 'b5');
    await until(b, 'the analysing notice', () => !!document.querySelector('[data-testid=analysing]'));
    assert.deepEqual(await moves(b), [], 'the move waits for the analysis');
    // the page's thread stays free while the worker searches: frames keep coming
    const gaps = await b.eval(async () => {
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
    await until(b, 'the analysis to end', () => !document.querySelector('[data-testid=analysing]'), [], 240000);
    t.diagnostic(`${b.name}: the analysis took ${((Date.now() - began) / 1000).toFixed(1)} s`);
    const workers = await b.eval(() => window.__workers);
    assert.equal(workers.length, 1, 'one analysis worker');
    assert.ok(workers[0].answers >= 1 && workers[0].errors === 0, `the worker answered: ${JSON.stringify(workers[0])}`);
    const engine = fideLines([{ cmd: 'game', edition: '2018', fen: start, events: [{ move: 'b5' }] }])[0];
    assert.deepEqual([engine.result, engine.reason], ['1/2-1/2', 'dead-position']);
    assert.deepEqual(await moves(b), engine.san);
    const status = `${inWords(engine.result, engine.reason)} under the 2018 Laws, Art. ${engine.article}`;
    assert.equal(await text(b, '[data-testid=status]'), status);
    await noPanic(b);
    checkErrors();
  });

  test('reload persistence: the moves played are there after a reload', { timeout: 120000 }, async () => {
    await fresh(b, srv.url, '#/play');
    await boardReady(b);
    for (const [a, z] of [['d2', 'd4'], ['d7', 'd5'], ['g1', 'f3']]) {
      const n = await clickMove(b, a, z);
      await until(b, `move ${n + 1}`, (k) => document.querySelectorAll('[data-testid=moves] [data-ply]').length === k, [n + 1]);
    }
    await b.reload();
    await boardReady(b);
    await until(b, 'the moves restored', () => document.querySelectorAll('[data-testid=moves] [data-ply]').length > 0);
    assert.deepEqual(await moves(b), ['d4', 'd5', 'Nf3']);
    assert.equal(await attr(b, '[data-square=d5]', 'aria-label'), 'd5, black pawn');
    assert.equal(await attr(b, '[data-square=f3]', 'aria-label'), 'f3, white knight');
    assert.equal(await text(b, '[data-testid=status]'), 'Black to move');
    await noPanic(b);
    checkErrors();
  });
}

describe('Firefox ESR (puppeteer-core, WebDriver BiDi)', () => smokeSet(new Firefox()));
describe('WebKitGTK (selenium-webdriver, WebKitWebDriver under Xvfb)', () => smokeSet(new WebKit()));
