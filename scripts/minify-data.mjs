// Trunk post_build hook (Trunk.toml): rewrites the corpus copied into the
// staging dist (data/*.json) without the indentation kept in www/data for
// review, so a server that does not compress sends 12 % fewer bytes.
// A file that is not valid JSON stops the build, named.
// notes.json in dist/ also loses what only the tests read (a demo's `expect`, a model's
// `expect_values`) and gains each ruling's name (`ruling`: id, label, article, year,
// letter), so that an embedded ruling's lesson can be shown from notes.json and
// models.json alone, without the rulings' texts, the Laws or the comparison table.
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
  if (name === 'notes.json') value = forTheApp(value);
  const out = JSON.stringify(value);
  fs.writeFileSync(file, out);
  before += Buffer.byteLength(text);
  after += Buffer.byteLength(out);
}
console.log(`minify-data: data/*.json ${before} B -> ${after} B`);

/** The notes as the app reads them: no test expectations; each ruling's name. */
function forTheApp(notes) {
  const rulings = JSON.parse(fs.readFileSync(path.join(dir, 'rulings.json'), 'utf8')).rulings;
  const byId = new Map(rulings.map((r) => [r.id, r]));
  const out = {};
  for (const [id, note] of Object.entries(notes)) {
    const r = byId.get(id);
    if (!r) {
      console.error(`minify-data: notes.json has a note on ${id}, which rulings.json does not hold`);
      process.exit(1);
    }
    const strip = (d) => {
      if (!d) return d;
      const { expect, expect_values: _, ...rest } = d;
      return rest;
    };
    // the lesson says first what the Laws alone decide: the app shows it with the demo's
    // caption, and reads no field for it (docs/app.md)
    const { laws_alone: alone, ...kept } = note;
    const demo = strip(note.demo);
    if (demo && alone) demo.caption = `${demo.caption} ${alone}`;
    out[id] = {
      ...kept,
      demo,
      contrast: strip(note.contrast),
      ruling: { id: r.id, label: r.label, article: r.article, year: r.year, letter: r.letter },
    };
    if (out[id].contrast === undefined) delete out[id].contrast;
  }
  return out;
}
