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
