// A plain static file server for dist/, as any web host would be: no server
// code of the app's own. Serves the same files at "/" and under a sub-path.
// Like most hosts it compresses: a `.br` or `.gz` file written beside a file
// (scripts/precompress.mjs) is sent when the browser accepts it; otherwise text
// and wasm are gzipped on the fly (level 9, kept in memory).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.wasm': 'application/wasm', '.css': 'text/css', '.svg': 'image/svg+xml',
  '.json': 'application/json', '.png': 'image/png', '.toml': 'text/plain',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.wasm', '.css', '.svg', '.json', '.toml']);

/** Starts a server on 127.0.0.1 (`port`, or a free one); resolves to {url, close}.
 * `compress: false` sends every file as it is on disk. */
export function serve(root, { subPath = '', port = 0, compress = true } = {}) {
  const gzipped = new Map();
  const server = http.createServer((req, res) => {
    let url = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (subPath) {
      if (url === subPath) { res.writeHead(301, { Location: subPath + '/' }); return res.end(); }
      if (!url.startsWith(subPath + '/')) { res.writeHead(404); return res.end('not found'); }
      url = url.slice(subPath.length);
    }
    if (url.endsWith('/')) url += 'index.html';
    const file = path.join(root, path.normalize(url));
    if (!file.startsWith(path.resolve(root))) { res.writeHead(403); return res.end(); }
    const ext = path.extname(file);
    const headers = { 'Content-Type': TYPES[ext] || 'application/octet-stream' };
    const accepts = String(req.headers['accept-encoding'] || '');
    if (compress && COMPRESSIBLE.has(ext)) {
      headers.Vary = 'Accept-Encoding';
      for (const [enc, suffix] of [['br', '.br'], ['gzip', '.gz']]) {
        if (accepts.includes(enc) && fs.existsSync(file + suffix)) {
          res.writeHead(200, { ...headers, 'Content-Encoding': enc });
          return fs.createReadStream(file + suffix).pipe(res);
        }
      }
    }
    fs.readFile(file, (err, data) => {
      if (err) { res.writeHead(404); return res.end('not found'); }
      if (compress && COMPRESSIBLE.has(ext) && accepts.includes('gzip')) {
        if (!gzipped.has(file)) gzipped.set(file, zlib.gzipSync(data, { level: 9 }));
        res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip' });
        return res.end(gzipped.get(file));
      }
      res.writeHead(200, headers);
      res.end(data);
    });
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}${subPath}/`, close: () => new Promise((r) => server.close(r)) });
    });
  });
}

// `node tests/e2e/static-server.mjs DIR [PORT]` serves DIR for people.
if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const dir = process.argv[2] || 'dist';
  const port = process.argv[3] === undefined ? 0 : Number(process.argv[3]);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`static-server: the port must be a number from 0 to 65535, found ${JSON.stringify(process.argv[3])}`);
    process.exit(2);
  }
  serve(path.resolve(dir), { port }).then(({ url }) => console.log(`serving ${dir} at ${url} (gzip)`));
}
