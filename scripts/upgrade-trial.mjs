#!/usr/bin/env node
// Usage: npm run upgrade:trial -- <version|canary> [--keep]
// Tries the site on another Docusaurus without touching this checkout: copies the site (the files Git tracks
// or would track) to a temporary folder, a Git repository of its own, moves every @docusaurus/* package to
// <version> ("canary": the newest canary of which every @docusaurus package the site names is published),
// with the Node and TypeScript that version asks for (from the registry), and runs there the install, the
// type check, the build, the unit tests and the loading browser tests. Prints each breakage with the ties of
// UPGRADING.md it hits, then one line "upgrade trial <version>: N steps passed, M breakages".
// --keep leaves the folder for a closer look. Exits 0 when nothing broke, 1 otherwise, 2 on a usage error.
import {execFileSync, spawn} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {basename, dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const usage = 'Usage: npm run upgrade:trial -- <version|canary> [--keep]';

/**
 * The newest canary (`x.y.z-canary-<n>`, highest n) for which `isPublished(name, version)` holds for
 * every package, or null.
 * @param {string[]} versions
 * @param {string[]} packages
 * @param {(name: string, version: string) => boolean} isPublished
 * @returns {string | null}
 */
export function newestCompleteCanary(versions, packages, isPublished) {
  const canaries = versions
    .map((version) => ({version, number: Number(/-canary-(\d+)$/.exec(version)?.[1] ?? NaN)}))
    .filter(({number}) => Number.isInteger(number))
    .sort((a, b) => b.number - a.number);
  return canaries.find(({version}) => packages.every((name) => isPublished(name, version)))?.version ?? null;
}

/**
 * A version range narrowed to its lowest major (`>=24.14` → `>=24.14 <25`): the newest release of
 * the major a package asks for, not a later major it has never been tried on.
 * @param {string} range
 * @returns {string}
 */
export function lowestMajor(range) {
  const major = /(\d+)/.exec(range)?.[1];
  return major === undefined ? range : `${range} <${Number(major) + 1}`;
}

/**
 * UPGRADING.md's ties: each row of the tables under "The ties" and "Ties outside the table", by its
 * first cell, with what names it in a failure: its backticked paths, dotted names and phrases
 * (`…/theme/` spelled out), and its quoted test names.
 * @param {string} upgrading
 * @returns {{tie: string, names: string[], tests: string[]}[]}
 */
export function tiesOf(upgrading) {
  return upgrading
    .split(/^## /m)
    .filter((section) => /^(?:The ties|Ties outside the table)\n/.test(section))
    .flatMap((section) =>
      section.split('\n').filter((line, at, lines) => line.startsWith('| ') && !lines[at + 1]?.startsWith('|---')),
    )
    .map((line) => {
      const tie = line.split(' | ')[0].replace(/^\| /, '').trim();
      // A lone word or class name is too common to name a tie.
      const names = [...line.matchAll(/`([^`]*)`/g)]
        .map(([, name]) => name.replace(/^…\/theme\//, '@docusaurus/theme-classic/lib/theme/'))
        .filter((name) => name.length >= 4 && /[/ ]|\w\.\w/.test(name));
      const tests = [...line.matchAll(/"([^"]{8,})"/g)].map(([, name]) => name);
      return {tie, names: [...new Set(names)], tests};
    });
}

/**
 * The ties a breakage hits: a row whose quoted test name is in the breakage's title, or one of
 * whose backticked names is in its text (a file, a module, an error it names).
 * @param {{title: string, text: string}} breakage
 * @param {ReturnType<typeof tiesOf>} ties
 * @returns {string[]}
 */
export function tiesHit(breakage, ties) {
  return ties
    .filter(
      ({names, tests}) =>
        tests.some((name) => breakage.title.includes(name)) || names.some((name) => breakage.text.includes(name)),
    )
    .map(({tie}) => tie);
}

/**
 * The failed tests in the output of scripts/test.mjs (node's spec reporter, one `── <file>` section
 * per file): each failed test's name and the lines under it, by file.
 * @param {string} output
 * @returns {{title: string, text: string}[]}
 */
export function failedTests(output) {
  const found = [];
  for (const section of output.split(/^── /m).slice(1)) {
    const file = section.slice(0, section.indexOf('\n')).trim();
    // The reporter's summary after "✖ failing tests:" repeats each failure, `test at <place>`
    // then `✖ <name> (<time>)` and its error.
    const [before, summary = ''] = section.split(/^✖ failing tests:$/m);
    for (const block of summary.split(/^test at /m).slice(1)) {
      const title = /^✖ (.*?)(?: \([\d.]+m?s\))?$/m.exec(block)?.[1] ?? block.slice(0, block.indexOf('\n'));
      // A file that failed to load is its own failed test; its error is printed before the summary.
      const loadError = title === file ? (before ?? '').slice(-4000) : '';
      found.push({title: `${basename(file)}: ${title}`, text: `${file}\n${block}${loadError}`});
    }
  }
  return found;
}

/** Runs a command in the trial's folder; resolves with its exit code and output (both streams). */
function run(command, args, {cwd, env}) {
  return new Promise((done) => {
    const child = spawn(command, args, {cwd, env, stdio: ['ignore', 'pipe', 'pipe']});
    const output = [];
    const keep = (chunk) => output.push(chunk);
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) => done({code: code ?? 1, output: Buffer.concat(output).toString()}));
  });
}

const npmView = (spec, field) => {
  try {
    const text = execFileSync('npm', ['view', spec, field, '--json'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return text.trim() ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};
/** The newest published version matching a range. */
const newest = (name, range) => [npmView(`${name}@${range}`, 'version')].flat().filter(Boolean).at(-1);

/** The site's files: those Git tracks, and new files it does not ignore. */
function copySite(to) {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {cwd: root})
    .toString()
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(to, file)), {recursive: true});
    try {
      cpSync(join(root, file), join(to, file));
    } catch (error) {
      // A tracked file deleted in the working tree is not part of the site as it stands.
      if (error.code !== 'ENOENT') throw error;
    }
  }
  return files.length;
}

async function main(argv) {
  const {values, positionals} = parseArgs({args: argv, options: {keep: {type: 'boolean'}}, allowPositionals: true});
  if (positionals.length !== 1) {
    console.error(usage);
    return 2;
  }
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const ours = ['dependencies', 'devDependencies'].flatMap((field) =>
    Object.keys(manifest[field] ?? {})
      .filter((name) => name.startsWith('@docusaurus/'))
      .map((name) => ({field, name})),
  );
  const names = ours.map(({name}) => name);
  const version =
    positionals[0] === 'canary'
      ? newestCompleteCanary(npmView('@docusaurus/core', 'versions') ?? [], names, (name, candidate) =>
          Boolean(npmView(`${name}@${candidate}`, 'version')),
        )
      : positionals[0];
  if (!version || !npmView(`@docusaurus/core@${version}`, 'version')) {
    console.error(`No complete Docusaurus ${positionals[0]} in the registry.\n${usage}`);
    return 2;
  }
  const nodeRange = npmView(`@docusaurus/core@${version}`, 'engines.node') ?? '>=20';
  const typescriptRange = npmView(`@docusaurus/tsconfig@${version}`, 'peerDependencies.typescript');
  const node = newest('node', lowestMajor(nodeRange));
  const typescript = typescriptRange ? newest('typescript', lowestMajor(typescriptRange)) : undefined;
  if (!node) {
    console.error(`No Node release for ${nodeRange} in the registry.`);
    return 1;
  }

  const dir = mkdtempSync(join(tmpdir(), 'upgrade-trial-'));
  const files = copySite(dir);
  const trial = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  for (const {field, name} of ours) trial[field][name] = version;
  if (typescript) trial.devDependencies.typescript = typescript;
  // The Node the version asks for, as a package (its binary in node_modules/node/bin), as the bench
  // brings Starlight's.
  trial.devDependencies.node = node;
  trial.engines = {...trial.engines, node: nodeRange};
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(trial, null, 2)}\n`);
  // The lockfile stays: npm moves what the new versions need and keeps every other package where it
  // is, so a breakage comes from the upgrade, not from an unrelated package's newer release.
  // Docusaurus 4 reads each page's last change from Git, so the copy is a repository of its own.
  execFileSync('git', ['init', '-q'], {cwd: dir});
  execFileSync('git', ['add', '-A'], {cwd: dir});
  execFileSync('git', ['-c', 'user.name=upgrade trial', '-c', 'user.email=trial@localhost', 'commit', '-qm', 'trial'], {
    cwd: dir,
  });
  console.log(
    `upgrade trial: Docusaurus ${version} (Node ${node} for ${nodeRange}` +
      `${typescript ? `, TypeScript ${typescript} for ${typescriptRange}` : ''}), ${files} files in ${dir}`,
  );

  const env = {...process.env, PATH: `${join(dir, 'node_modules/node/bin')}:${process.env.PATH}`};
  const unitAreas = readdirSync(join(dir, 'tests/unit')).map((entry) => entry.replace(/\.test\.ts$/, ''));
  const steps = [
    ['install', 'npm', ['install', '--no-audit', '--no-fund']],
    ['type check', 'npx', ['tsc', '-p', '.']],
    ['build', 'npm', ['run', 'build']],
    ['unit and loading tests', 'node', ['scripts/test.mjs', '--only', [...unitAreas, 'loading'].join(',')]],
  ];
  const ties = tiesOf(readFileSync(join(root, 'UPGRADING.md'), 'utf8'));
  const breakages = [];
  let passed = 0;
  for (const [name, command, args] of steps) {
    const started = Date.now();
    const {code, output} = await run(command, args, {cwd: dir, env});
    writeFileSync(join(dir, `upgrade-trial-${name.replace(/\W+/g, '-')}.log`), output);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    console.log(`${code === 0 ? '✔' : '✖'} ${name} (${seconds} s)`);
    if (code === 0) {
      passed++;
      continue;
    }
    const failures =
      name === 'unit and loading tests' ? failedTests(output) : [{title: name, text: output.slice(-20_000)}];
    breakages.push(...(failures.length ? failures : [{title: name, text: output.slice(-20_000)}]));
    // Nothing after a failed install or build can run.
    if (name === 'install' || name === 'build') break;
  }
  for (const breakage of breakages) {
    const hit = tiesHit(breakage, ties);
    const firstError =
      breakage.text
        .split('\n')
        .find((line) => /error|Error|not ok|✖/.test(line))
        ?.trim() ?? '';
    console.log(`\n✖ ${breakage.title}${firstError ? `\n  ${firstError.slice(0, 300)}` : ''}`);
    console.log(
      hit.length ? hit.map((tie) => `  tie: ${tie}`).join('\n') : '  tie: none in UPGRADING.md names it (add one)',
    );
  }
  console.log(`\nupgrade trial ${version}: ${passed} steps passed, ${breakages.length} breakages`);
  console.log(values.keep ? `kept: ${dir} (each step's log is upgrade-trial-<step>.log)` : `removing ${dir}`);
  if (!values.keep) rmSync(dir, {recursive: true, force: true});
  return breakages.length === 0 ? 0 : 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main(process.argv.slice(2)).then((code) => process.exit(code));
