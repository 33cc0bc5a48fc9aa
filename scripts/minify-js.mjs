// Trunk post_build hook (Trunk.toml): minifies the JavaScript glue wasm-bindgen wrote into
// the staging dist (terser: names mangled, whitespace and comments dropped; the exports
// the page imports keep their names), and writes its new SRI hash into index.html, which
// Trunk had computed for the file as it was. About a third off the glue's gzip size.
//
// First it gives the wasm's imports short names, in the .wasm's import section and in the
// glue alike. wasm-bindgen names each import with a 16-digit hash
// (`__wbg_Error_30c8987f7c2ed4e2`); the 210 of them are random digits no compressor can shrink,
// written twice, once in each file: about 5 KB brotli of the first load (2,756 B in the
// wasm, 2,203 B in the glue, measured 2026-12-07). The .wasm's SRI hash is rewritten too.
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
const fail = (why) => {
  console.error(`minify-js: ${why}`);
  process.exit(1);
};
const swapHash = (before, after, name) => {
  const old = sri(before);
  if (index.includes(old)) {
    index = index.split(old).join(sri(after));
  } else if (index.includes(name)) {
    fail(`index.html names ${name} but not its hash ${old}: changed, it would break the page`);
  }
};

// The wasm's import section, read and written back with new field names. A wasm module is
// a header and sections (id, LEB128 size, body); the import section (id 2) is a vector of
// (module, field, kind, type) entries.
const leb = (b, i) => {
  let r = 0;
  let shift = 0;
  for (;;) {
    if (i >= b.length) fail('the .wasm ends inside a number');
    const x = b[i++];
    r += (x & 0x7f) * 2 ** shift;
    shift += 7;
    if (x < 0x80) return [r, i];
  }
};
const uleb = (n) => {
  const out = [];
  do {
    let x = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) x |= 0x80;
    out.push(x);
  } while (n > 0);
  return Buffer.from(out);
};
const str = (b, i) => {
  const [len, j] = leb(b, i);
  return [b.toString('utf8', j, j + len), j + len];
};
const enc = (s) => Buffer.concat([uleb(Buffer.byteLength(s)), Buffer.from(s)]);
// where an import's description ends, from just after its kind byte
const descEnd = (b, kind, i) => {
  if (kind === 0) return leb(b, i)[1]; // function: type index
  if (kind === 1) {
    const [flags, j] = leb(b, i + 1); // table: reftype, limits
    const [, k] = leb(b, j);
    return flags & 1 ? leb(b, k)[1] : k;
  }
  if (kind === 2) {
    const [flags, j] = leb(b, i); // memory: limits
    const [, k] = leb(b, j);
    return flags & 1 ? leb(b, k)[1] : k;
  }
  if (kind === 3) return i + 2; // global: valtype, mutability
  if (kind === 4) return leb(b, i + 1)[1]; // tag: attribute, type index
  fail(`an import of unknown kind ${kind}`);
};
const renameImports = (wasm, rename) => {
  if (wasm.readUInt32LE(0) !== 0x6d736100) fail('the .wasm does not start with the wasm magic number');
  const parts = [wasm.subarray(0, 8)];
  let i = 8;
  const names = new Map();
  while (i < wasm.length) {
    const id = wasm[i];
    const [size, body] = leb(wasm, i + 1);
    const end = body + size;
    if (id !== 2) {
      parts.push(wasm.subarray(i, end));
      i = end;
      continue;
    }
    let [count, j] = leb(wasm, body);
    const entries = [uleb(count)];
    for (; count > 0; count--) {
      let module;
      let field;
      [module, j] = str(wasm, j);
      [field, j] = str(wasm, j);
      const kind = wasm[j];
      const k = descEnd(wasm, kind, j + 1);
      // a field imported twice (from two modules) keeps one short name, as the glue has one key
      const short = names.get(field) ?? rename(module, field);
      if (short !== field) names.set(field, short);
      entries.push(enc(module), enc(short), wasm.subarray(j, k));
      j = k;
    }
    if (j !== end) fail('the import section did not end where its size said');
    const section = Buffer.concat(entries);
    parts.push(Buffer.from([2]), uleb(section.length), section);
    i = end;
  }
  return [Buffer.concat(parts), names];
};

const wasmNames = fs.readdirSync(staging).filter((f) => f.endsWith('.wasm'));
const jsNames = fs.readdirSync(staging).filter((f) => f.endsWith('.js'));
if (wasmNames.length !== 1 || jsNames.length !== 1) {
  fail(`expected one .wasm and one .js in the staging dist, found ${wasmNames.length} and ${jsNames.length}`);
}
let jsBefore;
{
  const wasmFile = path.join(staging, wasmNames[0]);
  const jsFile = path.join(staging, jsNames[0]);
  const wasm = fs.readFileSync(wasmFile);
  let js = fs.readFileSync(jsFile, 'utf8');
  jsBefore = js;
  // wasm-bindgen's own imports, the ones with a hash: a short name each ("a0", "a1", …)
  let n = 0;
  const [out, names] = renameImports(wasm, (module, field) =>
    /_[0-9a-f]{16}$/.test(field) && module.endsWith('_bg.js') ? `a${(n++).toString(36)}` : field,
  );
  if (names.size === 0) fail("no import of the glue's module (…_bg.js) has a hashed name: has wasm-bindgen changed how it names them?");
  for (const [long, short] of names) {
    const escaped = long.replace(/[$]/g, '\\$&');
    const word = new RegExp(`\\b${escaped}\\b`, 'g');
    const found = js.match(word)?.length ?? 0;
    if (found === 0) fail(`the glue does not name the wasm's import ${long}`);
    js = js.replace(word, short);
  }
  fs.writeFileSync(wasmFile, out);
  fs.writeFileSync(jsFile, js);
  swapHash(wasm, out, wasmNames[0]);
  console.log(`minify-js: ${names.size} imports named short; ${wasmNames[0]} ${wasm.length} B -> ${out.length} B`);
}

for (const name of jsNames) {
  const file = path.join(staging, name);
  const text = fs.readFileSync(file, 'utf8');
  const out = await minify(text, { module: true, compress: { passes: 2 }, mangle: true, format: { comments: false } });
  if (!out.code) {
    console.error(`minify-js: terser gave nothing for ${name}`);
    process.exit(1);
  }
  fs.writeFileSync(file, out.code);
  swapHash(jsBefore, out.code, name);
  console.log(`minify-js: ${name} ${Buffer.byteLength(text)} B -> ${Buffer.byteLength(out.code)} B`);
}
fs.writeFileSync(indexFile, index);
