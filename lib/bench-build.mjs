// Build-side helpers of the benchmark: timed builds, the baseline scaffold, build artefact sizes.
import {spawn, spawnSync} from 'node:child_process';
import {createWriteStream, existsSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {gzipSync} from 'node:zlib';

import {ensureDebianPackages} from './setup.mjs';

const TIME_BIN = '/usr/bin/time';

/** Debian's `time` gives the peak memory; without it (no root, no sudo) /proc sampling stands in. */
export function ensureTimeCommand() {
  ensureDebianPackages([{name: 'time', path: TIME_BIN, optional: true}]);
  return existsSync(TIME_BIN);
}

/** Sum of the resident memory of a process and all its descendants, read from /proc (bytes). */
function treeRss(rootPid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may contain spaces and parentheses: fields start after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // The process ended while we were reading.
    }
  }
  let total = 0;
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.pop();
    try {
      total += Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * 4096;
    } catch {
      // Ended meanwhile.
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * Runs `npx docusaurus build` in siteDir and measures it. Peak memory comes from `time -v`
 * (largest single process, which is the Rspack/SSG node process) when available; the /proc
 * sampling of the whole process tree is recorded as well because it also covers a missing `time`.
 */
export function measureBuild(siteDir, {logFile, timeoutMs, label}) {
  const hasTime = existsSync(TIME_BIN);
  const timeReport = `${logFile}.time`;
  const [command, args] = hasTime
    ? [TIME_BIN, ['-v', '-o', timeReport, 'npx', 'docusaurus', 'build']]
    : ['npx', ['docusaurus', 'build']];
  const log = createWriteStream(logFile);
  const started = process.hrtime.bigint();
  // A cold build is what the 90 s budget is about, and the Rspack persistent cache lives in
  // node_modules/.cache, which a scratch copy may share (symlink) with a checkout others build in.
  const child = spawn(command, args, {
    cwd: siteDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true', NO_UPDATE_NOTIFIER: '1'},
  });
  child.stdout.pipe(log, {end: false});
  child.stderr.pipe(log, {end: false});
  let peakTree = 0;
  const sampler = setInterval(() => {
    peakTree = Math.max(peakTree, treeRss(child.pid));
  }, 250);
  let timedOut = false;
  const killer = setTimeout(() => {
    timedOut = true;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }, timeoutMs);
  return {
    pid: child.pid,
    done: new Promise((resolve) => {
      child.on('close', (code) => {
        clearInterval(sampler);
        clearTimeout(killer);
        log.end();
        const wallS = Number(process.hrtime.bigint() - started) / 1e9;
        let peakRssBytes = peakTree;
        let peakSource = '/proc sampling (process tree)';
        if (hasTime && existsSync(timeReport)) {
          const report = readFileSync(timeReport, 'utf8');
          const maxRss = /Maximum resident set size \(kbytes\): (\d+)/.exec(report);
          if (maxRss) {
            peakRssBytes = Number(maxRss[1]) * 1024;
            peakSource = '/usr/bin/time -v (largest process)';
          }
        }
        const ok = code === 0 && !timedOut;
        if (!ok) {
          const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n') : '';
          console.error(
            `[bench] ${label} build ${timedOut ? 'timed out' : `failed (exit ${code})`}; log ${logFile}:\n${tail}`,
          );
        }
        resolve({ok, exitCode: code, timedOut, wallS, peakRssBytes, peakSource, peakTreeRssBytes: peakTree, logFile});
      });
    }),
  };
}

function run(command, args, options) {
  // Progress to stderr: stdout carries only the report.
  const result = spawnSync(command, args, {stdio: ['ignore', 2, 2], ...options});
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`})`);
  }
}

/**
 * Scaffolds the default classic TypeScript template into parentDir/name and installs it.
 * `faster` mirrors whether our config opts into future.faster, so the comparison is bundler-fair.
 */
export function prepareBaseline(parentDir, name, {version, faster}) {
  const dir = join(parentDir, name);
  const env = {...process.env, NO_UPDATE_NOTIFIER: '1'};
  run('npx', ['--yes', `create-docusaurus@${version}`, name, 'classic', parentDir, '--typescript', '--skip-install'], {
    cwd: parentDir,
    env,
    timeout: 600_000,
  });
  const pkgFile = join(dir, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
  // The registry here lacks @docsearch/core@4.7.1, which @docsearch/react 4.7.1+ pulls in.
  // The template's ranges take the newest Algolia client the day the bench runs; the registry here
  // has lacked one of a new release's packages (algoliasearch 5.65.0, 2026-11-27). The version our
  // lockfile holds is one the registry has.
  const ourLock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
  const algoliasearch = ourLock.packages?.['node_modules/algoliasearch']?.version;
  pkg.overrides = {
    ...pkg.overrides,
    '@docsearch/react': '4.7.0',
    ...(algoliasearch ? {algoliasearch} : {}),
  };
  if (faster) pkg.dependencies['@docusaurus/faster'] ??= version;
  writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);

  const configFile = join(dir, 'docusaurus.config.ts');
  const config = readFileSync(configFile, 'utf8');
  if (!/future:\s*\{/.test(config)) throw new Error(`Unexpected template: no future block in ${configFile}`);
  // The template's `v4: true` already implies faster; spelling it out keeps the intent explicit.
  const patched = config.replace(/future:\s*\{/, `future: {\n    faster: ${faster},`);
  writeFileSync(configFile, patched);

  // npm install, not npm ci: the registry lacks optional platform packages that npm ci insists on.
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {cwd: dir, env, timeout: 900_000});
  return dir;
}

function walk(dir) {
  const files = [];
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...walk(full));
    else if (entry.isFile()) files.push(full);
  }
  return files;
}

const gzipCache = new Map();

/** gzip -9 size of a file, the level pre-compressed deliveries use. */
export function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), {level: 9}).length);
  return gzipCache.get(file);
}

/** The site-search plugin's JSON index files (any JSON under build/ with "search" in its path). */
export function searchIndex(buildDir) {
  const files = walk(buildDir).filter((f) => /search/i.test(relative(buildDir, f)) && /\.json$/i.test(f));
  const bytes = files.reduce((sum, f) => sum + statSync(f).size, 0);
  const gzipBytes = files.reduce((sum, f) => sum + gzipSize(f), 0);
  return {present: files.length > 0, files: files.map((f) => relative(buildDir, f)), bytes, gzipBytes};
}

/** Total size of the build output, ignoring pre-compressed copies so both sites compare alike. */
export function buildSize(buildDir) {
  const files = walk(buildDir).filter((f) => !/\.(gz|br)$/.test(f));
  return {files: files.length, bytes: files.reduce((sum, f) => sum + statSync(f).size, 0)};
}
