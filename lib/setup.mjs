// Installs what a fresh machine of this project lacks: npm packages and Debian's Chromium, nginx,
// Java (for the Nu HTML Checker) and PHP with Blade (for the Blade examples of the docs).
import {spawnSync} from 'node:child_process';
import {existsSync, statSync} from 'node:fs';
import {join} from 'node:path';

import {brotliModulePath, nginxPath} from './nginx.mjs';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The Java runtime that runs vnu.jar (scripts/check-html.mjs). */
export const javaPath = process.env.JAVA_PATH || '/usr/bin/java';

/** The PHP that renders the Blade examples of the docs (tests/support/blade/render.php). */
export const phpPath = process.env.PHP_PATH || '/usr/bin/php';

/** Debian's PHP packages that tests/support/blade/render.php loads from /usr/share/php, each with a file it installs. */
export const phpPackages = [
  {name: 'php8.2-cli', path: phpPath},
  {name: 'php-illuminate-view', path: '/usr/share/php/Illuminate/View/autoload.php'},
  {name: 'php-symfony-yaml', path: '/usr/share/php/Symfony/Component/Yaml/autoload.php'},
];

/**
 * Flags for every headless Chromium of the tests and the bench. The network flags matter: this
 * machine has no network, and Chromium's own background connections would fail by the dozen.
 */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, {stdio: 'inherit', ...options});
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
}

/** `npm install` (not `npm ci`: the registry here lacks optional @swc platform packages that npm ci insists on). */
export function ensureDependencies(root) {
  const marker = join(root, 'node_modules/.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing npm packages (npm install)…');
  run('npm', ['install', '--no-audit', '--no-fund'], {cwd: root});
}

/**
 * Installs the Debian packages whose file is missing (root: apt-get; otherwise sudo apt-get).
 * An optional package that cannot be installed (not in this distribution's archive) only warns.
 * @param {{name: string, path: string, optional?: boolean}[]} packages
 */
export function ensureDebianPackages(packages) {
  const missing = packages.filter((p) => !existsSync(p.path));
  if (missing.length === 0) return;
  console.log(`Installing Debian packages: ${missing.map((p) => p.name).join(', ')}…`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
  const install = (names) => apt(['install', '-y', '--no-install-recommends', ...names]);
  apt(['update']);
  const required = missing.filter((p) => !p.optional).map((p) => p.name);
  if (required.length) install(required);
  for (const p of missing.filter((p) => p.optional)) {
    try {
      install([p.name]);
    } catch (error) {
      console.warn(`Optional package ${p.name} is not installable here (${error.message}); continuing without it.`);
    }
  }
}

/** Playwright's own browser download cannot work here; Debian's chromium package does. */
export function ensureChromium() {
  ensureDebianPackages([{name: 'chromium', path: chromiumPath}]);
}

/** Debian's nginx for the tests of deploy/nginx, with the brotli_static module where available. */
export function ensureNginx() {
  ensureDebianPackages([
    {name: 'nginx', path: nginxPath},
    {name: 'libnginx-mod-http-brotli-static', path: brotliModulePath, optional: true},
  ]);
}

/** Debian's headless Java runtime for the Nu HTML Checker (vnu.jar), when `java` is missing. */
export function ensureJava() {
  ensureDebianPackages([{name: 'default-jre-headless', path: javaPath}]);
}

/**
 * Debian's PHP 8.2 with Laravel's Blade (Laravel 8, php-illuminate-view) and Symfony YAML, for
 * tests/unit/docs/blade-examples.test.ts, when any of them is missing.
 */
export function ensurePhp() {
  ensureDebianPackages(phpPackages);
}
