// The sizes of dist/, gzip -9 and brotli 11, against the decided ceilings (issue #35,
// "Decided: size": released Yew and Trunk cannot split the wasm, so the earlier 300 KB and
// 420 KB budgets are withdrawn): the play view's first load (index.html, the .js, the .wasm,
// the .css and the 12 pieces it shows; the corpus in data/ is fetched later) at most
// 495 KB gzip and 395 KB brotli, and all of dist/ at most 600 KB gzip.
// Sizes are deterministic, so they are checked in the test command; a change that adds code
// says its cost (docs/size-and-speed.md keeps the history).
//   node scripts/size.mjs [DIR]     (default: dist)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const KB = 1000;
const CEILING = { first: { gz: 495 * KB, br: 395 * KB }, total: { gz: 600 * KB } };

const dir = process.argv[2] || 'dist';
if (!fs.existsSync(path.join(dir, 'index.html'))) {
  console.error(`size: no ${dir}/index.html; build it first (trunk build --release)`);
  process.exit(2);
}
const gz = (b) => zlib.gzipSync(b, { level: 9 }).length;
const br = (b) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: b.length } }).length;
const all = [];
const walk = (d) => fs.readdirSync(d, { withFileTypes: true }).forEach((e) => {
  const p = path.join(d, e.name);
  if (e.isDirectory()) return walk(p);
  // pre-compressed copies (scripts/precompress.mjs) are not more of the app
  if (p.endsWith('.gz') || p.endsWith('.br')) return;
  all.push(p);
});
walk(dir);
const rel = (p) => path.relative(dir, p).split(path.sep).join('/');
const first = all.filter((p) => /^(index\.html|[^/]+\.(js|wasm|css)|pieces\/[wb][KQRBNP]\.svg)$/.test(rel(p)));
const sum = (files) => files.reduce((a, p) => {
  const b = fs.readFileSync(p);
  return { raw: a.raw + b.length, gz: a.gz + gz(b), br: a.br + br(b) };
}, { raw: 0, gz: 0, br: 0 });
const f = sum(first);
const t = sum(all);
const line = (name, s, ceiling) => {
  const over = [];
  if (s.gz > ceiling.gz) over.push(`gzip over its ceiling of ${ceiling.gz} B by ${s.gz - ceiling.gz} B`);
  if (ceiling.br && s.br > ceiling.br) over.push(`brotli over its ceiling of ${ceiling.br} B by ${s.br - ceiling.br} B`);
  const limits = `ceiling ${ceiling.gz} B gzip${ceiling.br ? `, ${ceiling.br} B brotli` : ''}`;
  console.log(`${name}: ${s.raw} B raw, ${s.gz} B gzip -9, ${s.br} B brotli 11; ${limits}: ${over.length ? over.join('; ') : 'within'}`);
  return over.length === 0;
};
console.log(`the play view's first load: ${first.length} files (${first.map(rel).join(', ')})`);
let ok = first.length === 16;
if (!ok) console.log(`size: expected 16 first-load files (index.html, .js, .wasm, .css, 12 pieces), found ${first.length}`);
ok = line('first load', f, CEILING.first) && ok;
ok = line('all of dist/', t, CEILING.total) && ok;
if (!ok) {
  console.log('size: a figure is past its ceiling (see above)');
  process.exit(1);
}
