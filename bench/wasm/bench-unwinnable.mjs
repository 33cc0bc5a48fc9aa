// The dead-position analysis in wasm under Node, over the same positions as the native
// benchmark: the positions of 20 random games (written by the native run), those of 24
// self-play games (bench/data/selfplay-fens.txt) and the CHA dev set when ../shared/oracles
// is present. First each side as the app's page thread asks it, cut off at the probe's node
// limit (FIDE_PROBE_NODES, by default the app's): how many go to the worker, the time of a
// side cut off and of one answered, and the wasm memory after them. Then the time per
// position, both sides, with the default budget. Usage:
//   node bench-unwinnable.mjs PKG.js GAME_FENS SELFPLAY_FENS [DEV_SET_TSV]
import { createRequire } from 'node:module';
import { readFileSync, existsSync } from 'node:fs';

const require = createRequire(import.meta.url);
const ours = require(process.argv[2]);
const BUDGET = Number(process.env.FIDE_BUDGET || ours.default_budget());

function report(name, fens) {
  const ms = [];
  let unknown = 0;
  for (const fen of fens) {
    const s = process.hrtime.bigint();
    const w = ours.winnable(fen, true, BUDGET);
    const b = ours.winnable(fen, false, BUDGET);
    ms.push(Number(process.hrtime.bigint() - s) / 1e6);
    if (w === 'error' || b === 'error') throw new Error(`bad fen ${fen}`);
    if (w === 'unknown' || b === 'unknown') unknown++;
  }
  ms.sort((a, b) => a - b);
  const q = (f) => ms[Math.round((ms.length - 1) * f)];
  console.log(`| ${name} | ${ms.length} | ${q(0.5).toFixed(3)} | ${q(0.9).toFixed(2)} | ${q(0.99).toFixed(1)} | ${ms[ms.length - 1].toFixed(0)} | ${unknown} |`);
}

// The app's page thread first (a wasm memory never shrinks, so this runs before the full
// analyses): each side cut off at the probe's node limit, as the page asks it, over every
// set; the memory it takes is what a page holds after such probes.
const sets = [
  ['positions of 20 random games', readFileSync(process.argv[3], 'utf8').split('\n').filter(Boolean)],
  ['positions of 24 self-play games', readFileSync(process.argv[4], 'utf8').split('\n').filter(Boolean)],
];
const devPath = process.argv[5];
if (devPath && existsSync(devPath)) {
  sets.push(['CHA dev set', readFileSync(devPath, 'utf8').split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => l.split('\t')[0])]);
}
const LIMIT = Number(process.env.FIDE_PROBE_NODES || ours.probe_nodes());
const before = ours.memory_bytes();
console.log(`The page thread's probe: each side cut off at ${LIMIT} nodes; those cut off go to the worker. ms per side:`);
console.log('');
console.log('| set | sides | cut off | cut off: median | p90 | max | answered: p99 | max |');
console.log('|---|---|---|---|---|---|---|---|');
const at = (a, f) => (a.length ? a[Math.round((a.length - 1) * f)].toFixed(1) : '-');
for (const [name, fens] of sets) {
  const cut = [];
  const answered = [];
  for (const fen of fens) {
    for (const white of [true, false]) {
      const s = process.hrtime.bigint();
      const r = ours.probe(fen, white, LIMIT);
      const ms = Number(process.hrtime.bigint() - s) / 1e6;
      if (r === 'error') throw new Error(`bad fen ${fen}`);
      (r === 'probe' ? cut : answered).push(ms);
    }
  }
  cut.sort((a, b) => a - b);
  answered.sort((a, b) => a - b);
  console.log(`| ${name} | ${2 * fens.length} | ${cut.length} | ${at(cut, 0.5)} | ${at(cut, 0.9)} | ${at(cut, 1)} | ${at(answered, 0.99)} | ${at(answered, 1)} |`);
}
console.log('');
console.log(`wasm memory after the probes: ${(ours.memory_bytes() / 1048576).toFixed(1)} MiB (${(before / 1048576).toFixed(1)} MiB before)`);
console.log('');
console.log(`wasm in Node ${process.version}, budget ${BUDGET} nodes per side; ms per position, both sides`);
console.log('');
console.log('| set | positions | median | p90 | p99 | max | positions with a side unknown |');
console.log('|---|---|---|---|---|---|---|');
report('positions of 20 random games', readFileSync(process.argv[3], 'utf8').split('\n').filter(Boolean));
// the figures of 2026-11-22 (README, issue #20), for comparison
console.log('| (2026-11-22: positions of 20 random games) | 3773 | 0.71 | 4.5 | 20 | 87 | 0 |');
report('positions of 24 self-play games', readFileSync(process.argv[4], 'utf8').split('\n').filter(Boolean));
const dev = process.argv[5];
if (dev && existsSync(dev)) {
  const fens = readFileSync(dev, 'utf8').split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => l.split('\t')[0]);
  report('CHA dev set', fens);
  console.log('| (2026-11-22: CHA dev set; 32 sides unknown) | 1806 | 0.96 | 937 | 7000 | 50000 | |');
} else {
  console.log('');
  console.log(`(dev set skipped: ${dev} not found)`);
}
console.log('');
console.log(`wasm memory at the end, its peak (a wasm memory never shrinks): ${(ours.memory_bytes() / 1048576).toFixed(1)} MiB`);
