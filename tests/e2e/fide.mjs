// The `fide` binary (the same rules core as the app, natively): what every e2e verdict is
// checked against.
import path from 'node:path';
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';

const ROOT = path.resolve(new URL('../../', import.meta.url).pathname);

/** The `fide` binary cargo test built (debug), or a release one. */
export function fideBin() {
  const bin = ['target/debug/fide', 'target/release/fide'].map((p) => path.join(ROOT, p)).find((b) => fs.existsSync(b));
  if (!bin) throw new Error('no fide binary: run cargo build first');
  return bin;
}

/** `fide ARGS…`, its JSON answer. */
export function fide(args) {
  return JSON.parse(execFileSync(fideBin(), args, { encoding: 'utf8' }));
}

/** Requests to `fide` over its JSON-lines protocol; one answer per request. */
export function fideLines(requests) {
  const input = requests.map((r) => JSON.stringify(r)).join('\n') + '\n';
  return execFileSync(fideBin(), [], { input, encoding: 'utf8' }).trim().split('\n').map((l) => JSON.parse(l));
}
