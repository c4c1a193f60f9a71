// Runs Debian's nginx with the production configuration in deploy/nginx/ on a build directory,
// for the tests. The configuration files are copied unchanged apart from what a test machine
// must differ in: the web root, the port (127.0.0.1 only), /tmp (pid file and temp paths) and
// the log destinations. nginx runs in the foreground as a child process of Node.
// The benchmark also runs it as a "plain gzip" host (`compression: 'plain-gzip'`): the same
// configuration without the build's precompressed files, compressing on the fly (plainGzipConfig).
import {spawn} from 'node:child_process';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {chmod, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {connect} from 'node:net';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

import {freePort} from './ports.mjs';

export const nginxPath = process.env.NGINX_PATH || '/usr/sbin/nginx';
export const brotliModulePath = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const configDir = fileURLToPath(new URL('../deploy/nginx/', import.meta.url));

/** Values in deploy/nginx that the tests replace; everything else is used as written. */
const production = {root: '/usr/share/nginx/html', listen: /^(\s*)listen\s+8080\s*;/gm, tmp: /(?<=\s)\/tmp\//g};

export function brotliAvailable() {
  return existsSync(brotliModulePath);
}

/** nginx reads unquoted paths up to whitespace or ";", so refuse anything that could be misread. */
function checkPath(path) {
  if (!/^[\w./@+-]+$/.test(path)) throw new Error(`startNginx: unsupported characters in path ${path}`);
  return path;
}

/** Rewrites the production values of one configuration file for a test instance. */
export function adaptConfig(text, {root, port, tmp}) {
  // /tmp first: the web root given may itself lie below /tmp.
  return text
    .replace(production.tmp, `${checkPath(tmp)}/`)
    .replaceAll(production.root, checkPath(root))
    .replace(production.listen, `$1listen 127.0.0.1:${port};`)
    .replaceAll('/dev/stderr', join(tmp, 'error.log'))
    .replaceAll('/dev/stdout', join(tmp, 'access.log'));
}

/**
 * What a typical static host does, which is where the site is published without its .gz and .br
 * files (GitHub Pages compresses with gzip, on the fly): gzip at zlib's default level 6 (nginx's
 * own default, 1, is rarer on hosts than 6), for the text types such hosts compress, and no brotli.
 */
export const plainGzip = {
  level: 6,
  types: [
    'text/css',
    'text/javascript',
    'application/javascript',
    'text/plain',
    'text/markdown',
    'text/xml',
    'application/json',
    'application/xml',
    'application/yaml',
    'image/svg+xml',
    'application/manifest+json',
  ],
};

/**
 * deploy/nginx/http.conf as a plain gzip host serves the build: gzip_static off (the .gz files are
 * never sent) and on-the-fly gzip at `plainGzip.level` for `plainGzip.types` (text/html is always
 * compressed); every other line as written. Throws when a line it replaces is no longer there.
 */
export function plainGzipConfig(text) {
  const replacements = [
    [/^gzip_static on;$/m, 'gzip_static off;'],
    [/^gzip_comp_level \d+;$/m, `gzip_comp_level ${plainGzip.level};`],
    [/^gzip_min_length \d+;$/m, 'gzip_min_length 20;'],
    [/^gzip_types [^;]+;$/m, `gzip_types ${plainGzip.types.join(' ')};`],
  ];
  return replacements.reduce((config, [pattern, line]) => {
    if (!pattern.test(config)) throw new Error(`plainGzipConfig: deploy/nginx/http.conf has no line ${pattern}`);
    return config.replace(pattern, line);
  }, text);
}

/** How the server compresses: the build's own .gz/.br files, or gzip on the fly without them. */
const compressions = ['precompressed', 'plain-gzip'];

function canConnect(port) {
  return new Promise((done) => {
    const socket = connect({host: '127.0.0.1', port});
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

async function launch(buildDir, port, brotli, compression, timeoutMs) {
  const tmp = await mkdtemp(join(tmpdir(), 'kublade-nginx-'));
  // Workers run as another user when the tests run as root; they must reach the temp paths.
  await chmod(tmp, 0o755);
  for (const name of readdirSync(configDir)) {
    if (!/\.(conf|types)$/.test(name)) continue;
    const text = await readFile(join(configDir, name), 'utf8');
    let adapted = adaptConfig(text, {root: buildDir, port, tmp});
    if (name === 'http.conf' && compression === 'plain-gzip') adapted = plainGzipConfig(adapted);
    if (name === 'site.conf' && !adapted.includes(`listen 127.0.0.1:${port};`)) {
      throw new Error('startNginx: deploy/nginx/site.conf no longer has "listen 8080;"; update lib/nginx.mjs');
    }
    await writeFile(join(tmp, name), adapted);
  }
  // As root, nginx would run its workers as "nobody", who may not be allowed to read a build
  // below a private home directory; a test server on 127.0.0.1 may as well keep the user.
  const globals = `daemon off;${process.getuid?.() === 0 ? ' user root;' : ''}`;
  const child = spawn(
    nginxPath,
    [
      '-p',
      `${tmp}/`,
      '-c',
      join(tmp, brotli ? 'nginx-brotli.conf' : 'nginx.conf'),
      '-e',
      join(tmp, 'error.log'),
      '-g',
      globals,
    ],
    {stdio: ['ignore', 'pipe', 'pipe']},
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let exited = null;
  const exit = new Promise((done) => {
    child.once('exit', (code, signal) => {
      exited = {code, signal};
      done();
    });
    child.once('error', (error) => {
      exited = {code: null, signal: null, error};
      done();
    });
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const cleanUp = async () => {
    process.removeListener('exit', killOnExit);
    await rm(tmp, {recursive: true, force: true});
  };
  const errorLog = () => {
    const file = join(tmp, 'error.log');
    return (output + (existsSync(file) ? readFileSync(file, 'utf8') : '')).trim();
  };

  const started = Date.now();
  // The pid file appears once nginx has bound its port, so a connection is then surely to it.
  const pidFile = join(tmp, 'nginx.pid');
  while (!exited) {
    if (existsSync(pidFile) && (await canConnect(port))) break;
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      await exit;
      const log = errorLog();
      await cleanUp();
      throw new Error(`nginx did not listen on 127.0.0.1:${port} within ${timeoutMs} ms\n${log}`);
    }
    await sleep(25);
  }
  if (exited) {
    const log = errorLog();
    await cleanUp();
    const reason = exited.error ? exited.error.message : `exit code ${exited.code}`;
    return {
      failed: true,
      addressInUse: /Address already in use/.test(log),
      message: `nginx failed to start (${reason})\n${log}`,
    };
  }

  const close = async () => {
    if (!exited) {
      // SIGTERM is nginx's fast shutdown: it does not wait for idle keep-alive connections.
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exit;
      clearTimeout(timer);
    }
    await cleanUp();
  };
  return {failed: false, url: `http://127.0.0.1:${port}`, close};
}

/**
 * Starts nginx with deploy/nginx/ on `buildDir` (which must contain the files of
 * scripts/deliver.mjs) and resolves once it accepts connections on 127.0.0.1.
 * @param {string} buildDir
 * @param {{port?: number, brotli?: boolean, compression?: 'precompressed' | 'plain-gzip', timeoutMs?: number}} options
 *   port: default a free one; brotli: default when Debian's brotli_static module is installed (never
 *   with plain gzip); compression: default the production's precompressed files.
 */
export async function startNginx(
  buildDir,
  {
    port,
    compression = 'precompressed',
    brotli = compression === 'precompressed' && brotliAvailable(),
    timeoutMs = 10_000,
  } = {},
) {
  if (!compressions.includes(compression)) throw new Error(`startNginx: unknown compression ${compression}`);
  if (brotli && compression === 'plain-gzip') throw new Error('startNginx: a plain gzip host has no brotli');
  const root = resolve(buildDir);
  if (!existsSync(nginxPath))
    throw new Error(`nginx is missing at ${nginxPath}: install Debian's nginx package (lib/setup.mjs ensureNginx)`);
  if (brotli && !brotliAvailable()) throw new Error(`the brotli_static module is missing at ${brotliModulePath}`);
  if (!existsSync(join(root, 'index.html'))) throw new Error(`${root} holds no build (index.html is missing)`);
  if (!existsSync(join(root, '.nginx/csp.conf'))) {
    throw new Error(
      `${root}/.nginx/csp.conf is missing: run node scripts/deliver.mjs on the build (npm run build does)`,
    );
  }
  // A free port can be taken by someone else before nginx binds it: then try another one.
  for (let attempt = 1; ; attempt++) {
    const result = await launch(root, port ?? (await freePort()), brotli, compression, timeoutMs);
    if (!result.failed) {
      const {url, close} = result;
      return {url, close, brotli, compression};
    }
    if (port !== undefined || !result.addressInUse || attempt === 5) throw new Error(result.message);
  }
}
