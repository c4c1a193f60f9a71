// A static server for the production build that behaves like the site's nginx configuration in
// what the tests depend on: clean URLs, `.html` and `/index.html` redirected to the bare path,
// the site's 404 page with status 404. Listens on 127.0.0.1 only.
import {createReadStream, existsSync, statSync} from 'node:fs';
import {createServer} from 'node:http';
import {extname, join, normalize} from 'node:path';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.yaml': 'application/yaml',
  '.md': 'text/markdown; charset=utf-8',
  '.pdf': 'application/pdf',
};

/** Maps a request path to a file of the build, the way the nginx configuration does. */
export function resolveFile(dir, pathname) {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const candidates = safe.endsWith('/') ? [join(safe, 'index.html')] : [safe, `${safe}.html`, join(safe, 'index.html')];
  for (const candidate of candidates) {
    const file = join(dir, candidate);
    if (file.startsWith(dir) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/**
 * @param {string} dir build directory
 * @param {{prefix?: string, port?: number}} options prefix: serve the build below this path only
 *   (used to simulate a deployment whose baseUrl is wrong)
 */
export function startStaticServer(dir, {prefix = '/', port = 0} = {}) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(prefix)) return notFound(res, dir);
    const pathname = '/' + url.pathname.slice(prefix.length);
    const bare = pathname.replace(/(?:\/index)?\.html$/, '');
    if (bare !== pathname && pathname !== '/404.html') {
      res.writeHead(301, {location: prefix + (bare.replace(/^\//, '') || '') + url.search});
      return res.end();
    }
    const file = resolveFile(dir, pathname);
    if (!file) return notFound(res, dir);
    res.writeHead(200, {'content-type': types[extname(file)] ?? 'application/octet-stream'});
    createReadStream(file).pipe(res);
  });
  // A client may send its next request on a kept-alive connection just as the server closes it for
  // idleness; a busy client's own expiry timer runs late, and Node's 5 s default lost that race in a
  // clean-clone test run beside a CPU hog ("other side closed"). nginx keeps idle connections 75 s.
  server.keepAliveTimeout = 75_000;
  server.headersTimeout = 80_000;
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        url: `http://127.0.0.1:${address.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

function notFound(res, dir) {
  res.writeHead(404, {'content-type': types['.html']});
  createReadStream(join(dir, '404.html')).pipe(res);
}
