// The `fide` binary (the same rules core as the app, natively): what every e2e verdict is
// checked against.
import path from 'node:path';
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';

const ROOT = path.resolve(new URL('../../', import.meta.url).pathname);

/**
 * The `fide` binary: the newer of the debug one (which the test command's `cargo test`
 * builds) and a release one, so that a run of the e2e suite alone after `cargo build
 * --release` does not check the app against an older debug build.
 */
export function fideBin() {
  const bin = ['target/debug/fide', 'target/release/fide']
    .map((p) => path.join(ROOT, p))
    .filter((b) => fs.existsSync(b))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
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
