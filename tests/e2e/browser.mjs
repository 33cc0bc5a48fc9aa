// Debian's Chromium driven by playwright-core; no test downloads a browser.
import { chromium } from 'playwright-core';
import fs from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run',
];
export const SHOTS = new URL('../../target/e2e/', import.meta.url).pathname;

export async function launch() {
  fs.mkdirSync(SHOTS, { recursive: true });
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
}

/** Waits for the app's shell and, on the views that need it, the corpus (fetched on first use). */
export async function ready(page) {
  await page.locator('.app, .embed, [data-testid=corpus-loading], [data-testid=corpus-error]').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-testid=corpus-loading]'));
}
