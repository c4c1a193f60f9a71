// Installs what a fresh machine of this project lacks: npm packages and Debian's Chromium.
import {spawnSync} from 'node:child_process';
import {existsSync, statSync} from 'node:fs';
import {join} from 'node:path';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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

/** Playwright's own browser download cannot work here; Debian's chromium package does. */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  console.log(`Chromium is missing at ${chromiumPath}: installing Debian's chromium package…`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', 'chromium']);
}
