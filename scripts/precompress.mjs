// Writes a `.gz` (gzip -9) and a `.br` (brotli, quality 11) beside each text or wasm file of
// dist/, for hosts that send pre-compressed files (nginx `gzip_static`/`brotli_static`,
// Caddy `precompressed`, tests/e2e/static-server.mjs). Only node's own zlib is used.
//   node scripts/precompress.mjs [DIR]     (default: dist)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const EXT = new Set(['.html', '.js', '.wasm', '.css', '.svg', '.json']);
const dir = process.argv[2] || 'dist';
if (!fs.existsSync(dir)) {
  console.error(`precompress: no directory ${dir}; build it first (trunk build --release)`);
  process.exit(2);
}
let raw = 0, gz = 0, br = 0, n = 0;
const walk = (d) => fs.readdirSync(d, { withFileTypes: true }).forEach((e) => {
  const p = path.join(d, e.name);
  if (e.isDirectory()) return walk(p);
  if (!EXT.has(path.extname(p))) return;
  const b = fs.readFileSync(p);
  const g = zlib.gzipSync(b, { level: 9 });
  const r = zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: b.length } });
  fs.writeFileSync(p + '.gz', g);
  fs.writeFileSync(p + '.br', r);
  raw += b.length; gz += g.length; br += r.length; n++;
});
walk(dir);
console.log(`precompress: ${n} files in ${dir}: ${raw} B raw, ${gz} B gzip -9, ${br} B brotli 11`);
