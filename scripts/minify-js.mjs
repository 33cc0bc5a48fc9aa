// Trunk post_build hook (Trunk.toml): minifies the JavaScript glue wasm-bindgen wrote into
// the staging dist (terser: names mangled, whitespace and comments dropped; the exports
// the page imports keep their names), and writes its new SRI hash into index.html, which
// Trunk had computed for the file as it was. About a third off the glue's gzip size.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { minify } from 'terser';

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) {
  console.error('minify-js: TRUNK_STAGING_DIR is not set (run by trunk as a post_build hook)');
  process.exit(2);
}
if (process.env.TRUNK_PROFILE !== 'release') {
  console.log('minify-js: not a release build, left as it is');
  process.exit(0);
}
const sri = (text) => 'sha384-' + crypto.createHash('sha384').update(text).digest('base64');
const indexFile = path.join(staging, 'index.html');
let index = fs.readFileSync(indexFile, 'utf8');
for (const name of fs.readdirSync(staging).filter((f) => f.endsWith('.js'))) {
  const file = path.join(staging, name);
  const text = fs.readFileSync(file, 'utf8');
  const out = await minify(text, { module: true, compress: { passes: 2 }, mangle: true, format: { comments: false } });
  if (!out.code) {
    console.error(`minify-js: terser gave nothing for ${name}`);
    process.exit(1);
  }
  fs.writeFileSync(file, out.code);
  const before = sri(text);
  if (index.includes(before)) {
    index = index.split(before).join(sri(out.code));
  } else if (index.includes(name)) {
    console.error(`minify-js: index.html names ${name} but not its hash ${before}: left unminified would break the page`);
    process.exit(1);
  }
  console.log(`minify-js: ${name} ${Buffer.byteLength(text)} B -> ${Buffer.byteLength(out.code)} B`);
}
fs.writeFileSync(indexFile, index);
