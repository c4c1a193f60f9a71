/**
 * Reference tables of the docs against the facts extracted from the 1.2.3 source (src/data/platform/,
 * written by `npm run platform:extract`). Each table is read from the page's Markdown with
 * lib/markdown.mjs (mdast, GFM), and every row's facts are compared with the data:
 * - docs/roles_and_permissions.mdx: the scoping table, the permission reference (web and API forms of
 *   every permission of routes/*.php), the API-only names with their smallest covering wildcard;
 * - every docs table headed `Variable` with a `Default` column (installation/bare-metal, ai-integration):
 *   each variable's default when unset (config/*.php) and, where the table has the column, its
 *   `.env.example` value; every "`VAR` (default `x`)" in a docs table cell; the SSO provider table;
 * - docs/installation/bare-metal.mdx: the Horizon supervisors and the schedule; docs/clusters/create.mdx:
 *   the worker of the `cluster` queue.
 *
 * Run alone: node --import tsx --test tests/unit/src/data/platform-pages.test.ts
 */
import assert from 'node:assert/strict';
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {fileURLToPath} from 'node:url';

import {markdownTables, type TableCell} from '../../../../lib/markdown.mjs';
import type {EnvironmentData, HorizonData, RoutesData} from '../../../../scripts/extract-platform.mjs';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const platform = <T>(name: string): T => JSON.parse(readFileSync(join(root, 'src/data/platform', name), 'utf8')) as T;
const routesData = platform<RoutesData>('routes.json');
const environment = platform<EnvironmentData>('environment.json').variables;
const horizon = platform<HorizonData>('horizon.json');

type Table = ReturnType<typeof markdownTables>[number];
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** The table of a page whose header cells start with `header`. */
function tableOf(file: string, header: string[]): Table {
  const found = markdownTables(read(file)).filter((table) =>
    header.every((text, index) => table.header[index]?.text === text),
  );
  assert.equal(found.length, 1, `${file}: expected one table headed ${header.join(' | ')}, found ${found.length}`);
  return found[0];
}

/**
 * A cell as its comma-separated values, each with its text and inline code spans: "`laravel`, `root`,
 * empty" is three values; "`smtp` on `127.0.0.1` port 25" is one, whose first code is the value.
 */
function values(cell: TableCell): {text: string; codes: string[]}[] {
  return cell.source
    .split(/,\s+(?=(?:[^`]*`[^`]*`)*[^`]*$)/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => ({text: part.replace(/`/g, ''), codes: [...part.matchAll(/`([^`]*)`/g)].map((match) => match[1])}));
}

function docsFiles(dir = 'docs'): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    return statSync(join(root, path)).isDirectory() ? docsFiles(path) : /\.mdx?$/.test(name) ? [path] : [];
  });
}

// ------------------------------------------------------------------------------------- permissions

describe('docs/roles_and_permissions.mdx against routes.json', () => {
  const page = 'docs/roles_and_permissions.mdx';
  /** The page's notation for route parameters in scoped names (its reference table's legend). */
  const notation: Record<string, string> = {
    project_id: '{p}',
    cluster_id: '{c}',
    deployment_id: '{d}',
    network_policy_id: '{n}',
    commit_id: '{commit}',
    template_id: '{t}',
    folder_id: '{f}',
    file_id: '{file}',
    field_id: '{x}',
    option_id: '{o}',
    port_id: '{port}',
  };
  const written = (scoped: string) => scoped.replace(/\{(\w+)\}/g, (_, name: string) => notation[name] ?? `{${name}}`);
  const guarded = routesData.routes.filter((route) => route.permission);
  const formsOf = (name: string, file: string) =>
    new Set(
      guarded
        .filter((route) => route.file === file && route.permission!.name === name)
        .map((route) => written(route.permission!.scoped)),
    );
  const names = [...new Set(guarded.map((route) => route.permission!.name))].sort();

  test('the scoping table is PermissionSet::from(): each parameter inserted after its segment', () => {
    const table = tableOf(page, ['Route parameter', 'Inserted after', 'Example of a checked name']);
    const rows = table.rows.map((row) => [row.cells[0].code[0], row.cells[1].code[0]]);
    assert.deepEqual(
      rows,
      routesData.permissionScoping.map((rule) => [rule.parameter, rule.segment]),
      'rows must list the rules of PermissionSet::from() in its order',
    );
    // The examples use <P>, <T>, … for IDs: each must be a name some route checks.
    const letters: Record<string, string> = {
      P: 'project_id',
      T: 'template_id',
      F: 'folder_id',
      FILE: 'file_id',
      X: 'field_id',
      O: 'option_id',
      PORT: 'port_id',
      C: 'cluster_id',
      D: 'deployment_id',
      COMMIT: 'commit_id',
      N: 'network_policy_id',
    };
    const checked = new Set(guarded.map((route) => route.permission!.scoped));
    for (const row of table.rows) {
      const example = row.cells[2].code[0].replace(/<([A-Z]+)>/g, (_, letter: string) => `{${letters[letter]}}`);
      assert.ok(checked.has(example), `${page}:${row.line}: no route checks ${row.cells[2].code[0]}`);
    }
  });

  test('the permission reference lists every permission with the scoped forms web and API routes check', () => {
    const table = tableOf(page, ['Permission', 'Web UI checks', 'API checks', 'Allows']);
    const problems: string[] = [];
    const listed = table.rows.map((row) => row.cells[0].code[0]);
    assert.deepEqual(
      listed.filter((name) => name !== '*').sort(),
      names,
      'the table must list exactly the permissions of routes/*.php (and *)',
    );
    const cellForms = (cell: TableCell, other: Set<string>): Set<string> => {
      if (cell.text === '—') return new Set();
      if (cell.text === 'same') return other;
      return new Set(cell.code);
    };
    for (const row of table.rows) {
      const name = row.cells[0].code[0];
      if (name === '*') {
        if (row.cells[1].text !== 'covers everything' || row.cells[2].text !== 'covers everything')
          problems.push(`${page}:${row.line}: * covers everything`);
        continue;
      }
      const web = formsOf(name, 'routes/web.php');
      const api = formsOf(name, 'routes/api.php');
      const shownWeb = cellForms(row.cells[1], api);
      const shownApi = cellForms(row.cells[2], shownWeb);
      const show = (set: Set<string>) => JSON.stringify([...set].sort());
      if (show(shownWeb) !== show(web))
        problems.push(
          `${page}:${row.line} ${name}, Web UI checks: page ${show(shownWeb)}, routes/web.php ${show(web)}`,
        );
      if (show(shownApi) !== show(api))
        problems.push(`${page}:${row.line} ${name}, API checks: page ${show(shownApi)}, routes/api.php ${show(api)}`);
    }
    assert.deepEqual(problems, []);
  });

  test('the API-only names are those no web route checks, each with the smallest wildcard the sync creates', () => {
    const table = tableOf(page, ['API-only name', 'Smallest covering wildcard']);
    const webForms = new Set(
      guarded.filter((route) => route.file === 'routes/web.php').map((route) => written(route.permission!.scoped)),
    );
    const apiOnly = new Set(
      guarded
        .filter((route) => route.file === 'routes/api.php')
        .map((route) => written(route.permission!.scoped))
        .filter((form) => !webForms.has(form)),
    );
    // The sync (PermissionSet::all()) creates every prefix wildcard of every web name.
    const wildcards = new Set(
      [...webForms].flatMap((form) => {
        const segments = form.split('.');
        return segments.slice(0, -1).map((_, index) => `${segments.slice(0, index + 1).join('.')}.*`);
      }),
    );
    /** The longest wildcard of the sync that covers every name of a row (a row may group names). */
    const smallest = (forms: string[]) => {
      const covers = (candidate: string) => forms.every((form) => form.startsWith(candidate.slice(0, -1)));
      const segments = forms[0].split('.');
      for (let length = segments.length - 1; length > 0; length--) {
        const candidate = `${segments.slice(0, length).join('.')}.*`;
        if (wildcards.has(candidate) && covers(candidate)) return candidate;
      }
      return '*';
    };
    const shown = table.rows.flatMap((row) => row.cells[0].code);
    assert.deepEqual([...shown].sort(), [...apiOnly].sort(), 'the API-only names of routes/api.php');
    for (const row of table.rows)
      assert.equal(
        row.cells[1].code[0],
        smallest(row.cells[0].code),
        `${page}:${row.line}: smallest wildcard covering ${row.cells[0].code.join(', ')}`,
      );
  });
});

// ------------------------------------------------------------------------------------ environment

/**
 * Variables read by several config keys with different defaults: the key the page's row describes
 * (the connection, channel or store Kublade's configuration uses).
 */
const configKeyFor: Record<string, string> = {
  APP_NAME: 'app.name',
  APP_URL: 'app.url',
  DB_CONNECTION: 'database.default',
  DB_HOST: 'database.connections.mysql.host',
  DB_PORT: 'database.connections.mysql.port',
  DB_DATABASE: 'database.connections.mysql.database',
  DB_USERNAME: 'database.connections.mysql.username',
  DB_PASSWORD: 'database.connections.mysql.password',
  LOG_LEVEL: 'logging.channels.single.level',
  AWS_DEFAULT_REGION: 'filesystems.disks.s3.region',
};

/**
 * Defaults computed from other variables, with what they give when those have their `.env.example`
 * values (the expression is compared too, so a change in config/*.php fails here), and the parts of
 * the expression a page may name beside that value ("`APP_NAME` as a slug followed by `_horizon:`").
 */
const derivedDefaults: Record<string, {expression: string; value: string; parts: string[]}> = {
  HORIZON_PREFIX: {
    expression: "Str::slug(env('APP_NAME', 'laravel'), '_') . '_horizon:'",
    value: 'kublade_horizon:',
    parts: ['APP_NAME', '_horizon:'],
  },
  // A constant of the tymon/jwt-auth package (vendor/, not in the repository): 'HS256'.
  JWT_ALGO: {expression: 'Tymon\\JWTAuth\\Providers\\JWT\\Provider::ALGO_HS256', value: 'HS256', parts: []},
};

/** Variables a page documents that config/*.php does not read, and where they are read instead. */
const readOutsideConfig: Record<string, string> = {
  MCP_API_KEY: 'mcp/example.blade.yaml',
};

/** The default of a variable when unset, as the page writes it: a value, `none` or `empty`. */
function defaultOf(variable: string): {ok: true; shown: string[]} | {ok: false; why: string} {
  const reads = environment[variable]?.config ?? [];
  if (!reads.length) return {ok: false, why: 'no env() call in config/*.php reads it'};
  const direct = reads.filter((read) => !read.nested);
  const candidates = configKeyFor[variable]
    ? reads.filter((read) => read.key === configKeyFor[variable])
    : direct.length
      ? direct
      : reads;
  if (!candidates.length) return {ok: false, why: `no read at ${configKeyFor[variable]}`};
  const shownOf = (fallback: (typeof reads)[number]['default']): string[] => {
    if (fallback === null) return ['none'];
    if ('expression' in fallback) {
      const derived = derivedDefaults[variable];
      return derived?.expression === fallback.expression ? [derived.value] : [`<expression ${fallback.expression}>`];
    }
    if (fallback.value === null) return ['none'];
    if (fallback.value === '') return ['empty'];
    return [String(fallback.value)];
  };
  const shown = [...new Set(candidates.flatMap((read) => shownOf(read.default)))];
  if (shown.length > 1) return {ok: false, why: `config reads disagree (${shown.join(', ')}): map it in configKeyFor`};
  return {ok: true, shown};
}

const exampleOf = (variable: string): string => {
  const example = environment[variable]?.example;
  return example ? (example.value === '' ? 'empty' : example.value) : 'not set';
};

/** Checks a `Variable | Default … | (.env.example) | …` table; returns its problems. */
function variableTableProblems(file: string, table: Table): string[] {
  const problems: string[] = [];
  const defaultColumn = table.header.findIndex((cell) => /^Default/.test(cell.text));
  const exampleColumn = table.header.findIndex((cell) => cell.code[0] === '.env.example');
  for (const row of table.rows) {
    const where = `${file}:${row.line}`;
    const variables = row.cells[0].code;
    const plain = variables.filter((name) => !name.endsWith('*'));
    const groups = variables.filter((name) => name.endsWith('*')).map((name) => name.slice(0, -1));
    const members = groups.flatMap((prefix) => Object.keys(environment).filter((name) => name.startsWith(prefix)));
    for (const prefix of groups)
      if (!members.some((name) => name.startsWith(prefix)))
        problems.push(`${where}: no variable starts with ${prefix}`);
    /** "providers off", "assistant off": every `*_ENABLED` of the row's groups is false. */
    const off = (word: string, get: (name: string) => string[]) => {
      const enabled = members.filter((name) => name.endsWith('_ENABLED'));
      if (!/ off$/.test(word) || !enabled.length) return false;
      return enabled.every((name) => get(name).join() === 'false');
    };
    const compare = (column: number, label: string, get: (name: string) => string[]) => {
      const shown = values(row.cells[column]);
      const check = (name: string, value: {text: string; codes: string[]}) => {
        // A derived default explained by its parts: every code is the value or a part of its expression.
        const derived = derivedDefaults[name];
        if (
          label === 'default' &&
          derived &&
          get(name).includes(derived.value) &&
          value.codes.includes(derived.value) &&
          value.codes.every((code) => code === derived.value || derived.parts.includes(code))
        )
          return;
        // A value with code spans and words ("`smtp` on `127.0.0.1` port 25"): its first code is the
        // variable's; the others must be values of the row's other variables (`MAIL_*`).
        const [first, ...more] = value.codes.length > 1 ? value.codes : [value.text];
        if (!get(name).includes(first))
          problems.push(`${where} ${name}, ${label}: page "${first}", source "${get(name).join(' | ')}"`);
        for (const code of more)
          if (!members.some((member) => get(member).includes(code)))
            problems.push(
              `${where} ${variables.join(', ')}, ${label}: "${code}" is the value of no ${groups.join('/')} variable`,
            );
      };
      if (plain.length && shown.length === plain.length) {
        plain.forEach((name, index) => check(name, shown[index]));
        return;
      }
      // One word for all variables of the row ("not set"), or "… off" for a group of providers.
      if (shown.length === 1 && !shown[0].codes.length) {
        if (groups.length && !plain.length) {
          if (!off(shown[0].text, get))
            problems.push(
              `${where} ${variables.join(', ')}, ${label}: "${shown[0].text}" does not hold for every *_ENABLED`,
            );
          return;
        }
        plain.forEach((name) => check(name, shown[0]));
        return;
      }
      problems.push(
        `${where} ${variables.join(', ')}, ${label}: cannot match "${row.cells[column].source}" to the variables`,
      );
    };
    const unread = plain.filter((name) => name in readOutsideConfig);
    for (const name of unread) {
      if (environment[name]?.config.length) problems.push(`${where} ${name} is read in config/*.php now`);
    }
    if (defaultColumn >= 0) {
      compare(defaultColumn, 'default', (name) => {
        if (name in readOutsideConfig) return ['none'];
        const found = defaultOf(name);
        return found.ok ? found.shown : [`<${found.why}>`];
      });
    }
    if (exampleColumn >= 0) compare(exampleColumn, '.env.example', (name) => [exampleOf(name)]);
  }
  return problems;
}

describe('docs environment-variable tables against environment.json', () => {
  const tables = docsFiles().flatMap((file) =>
    markdownTables(read(file))
      .filter(
        (table) => table.header[0]?.text === 'Variable' && table.header.some((cell) => /^Default/.test(cell.text)),
      )
      .map((table) => ({file, table})),
  );

  test('the variable tables are found (bare metal, AI integration)', () => {
    assert.deepEqual([...new Set(tables.map((item) => item.file))].sort(), [
      'docs/ai-integration.mdx',
      'docs/installation/bare-metal.mdx',
    ]);
  });

  test('every row states the default when unset and the .env.example value of config/*.php and .env.example', () => {
    const problems = tables.flatMap(({file, table}) => variableTableProblems(file, table));
    assert.deepEqual(problems, []);
  });

  test('every "`VAR` (default `x`)" in a docs table cell is the variable\'s default', () => {
    const problems: string[] = [];
    let found = 0;
    for (const file of docsFiles()) {
      for (const table of markdownTables(read(file))) {
        for (const row of table.rows) {
          for (const cell of row.cells) {
            for (const match of cell.source.matchAll(/default(?:s to)? `([^`]*)`/g)) {
              const before = [...cell.source.slice(0, match.index).matchAll(/`([A-Z][A-Z0-9_]{2,})`/g)].at(-1)?.[1];
              if (!before || !environment[before]?.config.length) continue;
              found++;
              const expected = defaultOf(before);
              if (!expected.ok || !expected.shown.includes(match[1]))
                problems.push(`${file}:${row.line} ${before}: page "${match[1]}", source ${JSON.stringify(expected)}`);
            }
          }
        }
      }
    }
    assert.ok(
      found >= 4,
      `expected the inline defaults of bare-metal, clusters/create and prerequisites, found ${found}`,
    );
    assert.deepEqual(problems, []);
  });

  test('every "`.env.example` sets `VAR=x`" (or "sets `x`" after `VAR`) in a docs table cell is its value', () => {
    const problems: string[] = [];
    let found = 0;
    for (const file of docsFiles()) {
      for (const table of markdownTables(read(file))) {
        for (const row of table.rows) {
          for (const cell of row.cells) {
            for (const match of cell.source.matchAll(/`\.env\.example` sets `(?:([A-Z][A-Z0-9_]*)=)?([^`]*)`/g)) {
              const variable =
                match[1] ?? [...cell.source.slice(0, match.index).matchAll(/`([A-Z][A-Z0-9_]{2,})`/g)].at(-1)?.[1];
              if (!variable) continue;
              found++;
              if (exampleOf(variable) !== match[2])
                problems.push(
                  `${file}:${row.line} ${variable}: page "${match[2]}", .env.example "${exampleOf(variable)}"`,
                );
            }
          }
        }
      }
    }
    assert.ok(found >= 3, `expected the .env.example values of prerequisites and bare-metal, found ${found}`);
    assert.deepEqual(problems, []);
  });

  test('the SSO table names every variable config/services.php reads for each provider, under its URL key', () => {
    const file = 'docs/authentication/sso.mdx';
    const table = tableOf(file, ['Provider', 'Key in URLs', 'Environment variables']);
    for (const row of table.rows) {
      const key = row.cells[1].code[0];
      const listed = row.cells[2].code;
      // The provider's own settings are services.<key>.<setting>; deeper keys are other features
      // (services.slack.notifications.* is Laravel's Slack notification channel).
      const setting = new RegExp(`^services\\.${key}\\.[^.]+$`);
      const read = Object.entries(environment)
        .filter(([, entry]) => entry.config.some((item) => setting.test(item.key)))
        .map(([name]) => name);
      assert.deepEqual([...listed].sort(), read.sort(), `${file}:${row.line}: the variables of services.${key}`);
    }
  });
});

// ---------------------------------------------------------------------------------------- horizon

describe('Horizon and schedule tables against horizon.json', () => {
  const page = 'docs/installation/bare-metal.mdx';

  test('the supervisor table: queues, maximum processes per environment and timeout of every supervisor', () => {
    const table = tableOf(page, ['Supervisor', 'Queues', 'Max. processes (local / production)', 'Timeout']);
    const {local, production} = horizon.environments;
    assert.deepEqual(
      Object.keys(horizon.environments).sort(),
      ['local', 'production'],
      'environments of config/horizon.php',
    );
    assert.deepEqual(
      table.rows.map((row) => row.cells[0].code[0]),
      Object.keys(production),
      'one row per supervisor, in the order of config/horizon.php',
    );
    const problems: string[] = [];
    for (const row of table.rows) {
      const name = row.cells[0].code[0];
      const where = `${page}:${row.line} ${name}`;
      const queues = row.cells[1].code;
      if (
        JSON.stringify(queues) !== JSON.stringify(production[name].queues) ||
        JSON.stringify(queues) !== JSON.stringify(local[name].queues)
      )
        problems.push(
          `${where} queues: page ${JSON.stringify(queues)}, source ${JSON.stringify(production[name].queues)}`,
        );
      const processes = `${local[name].processes.max} / ${production[name].processes.max}`;
      if (row.cells[2].text !== processes)
        problems.push(`${where} processes: page "${row.cells[2].text}", source "${processes}"`);
      const timeouts = new Set([local[name].timeout, production[name].timeout]);
      if (timeouts.size !== 1 || row.cells[3].text !== `${local[name].timeout} s`)
        problems.push(`${where} timeout: page "${row.cells[3].text}", source ${[...timeouts].join(' / ')} s`);
    }
    assert.deepEqual(problems, []);
  });

  test('the schedule table: every entry of routes/console.php with its frequency and queue', () => {
    const table = tableOf(page, ['Schedule', 'Job or command', 'Queue']);
    /** The page's name for each scheduled job (the Job or command column), by class. */
    const jobs: Record<string, string[]> = {
      'Cluster creation, deletion and update dispatchers': [
        'App\\Jobs\\Cluster\\Dispatchers\\ClusterCreation',
        'App\\Jobs\\Cluster\\Dispatchers\\ClusterDeletion',
        'App\\Jobs\\Cluster\\Dispatchers\\ClusterUpdate',
      ],
      'Cluster limit monitoring dispatcher': ['App\\Jobs\\Cluster\\Dispatchers\\LimitMonitoring'],
      'Cluster status monitoring dispatcher': ['App\\Jobs\\Cluster\\Dispatchers\\StatusMonitoring'],
      'Flux deployment creation, deletion and update dispatchers': [
        'App\\Jobs\\Flux\\Dispatchers\\DeploymentCreation',
        'App\\Jobs\\Flux\\Dispatchers\\DeploymentDeletion',
        'App\\Jobs\\Flux\\Dispatchers\\DeploymentUpdate',
      ],
      'Deployment metrics ("Flux status monitoring")': ['App\\Jobs\\Flux\\Actions\\StatusMonitoring'],
      'Template Git import dispatcher': ['App\\Jobs\\Template\\Dispatchers\\GitImport'],
    };
    const frequencies: Record<string, string> = {
      everyMinute: 'Every minute',
      everyFiveMinutes: 'Every 5 minutes',
      everyTenMinutes: 'Every 10 minutes',
      hourly: 'Hourly',
    };
    const covered = new Set<number>();
    const problems: string[] = [];
    for (const row of table.rows) {
      const label = row.cells[1].text.replace(/\s*\((?:since [\d.]+|metrics for the Horizon dashboard)\)$/, '');
      const command = row.cells[1].code[0];
      const entries = horizon.schedule.filter((entry) =>
        entry.command ? entry.command === command : jobs[label]?.includes(entry.job!),
      );
      const where = `${page}:${row.line} ${row.cells[1].text}`;
      if (!entries.length || (!command && entries.length !== jobs[label].length)) {
        problems.push(`${where}: not in routes/console.php`);
        continue;
      }
      for (const entry of entries) {
        covered.add(entry.line);
        const frequency = entry.frequency.map((item) => frequencies[item] ?? item).join(', ');
        if (frequency !== row.cells[0].text)
          problems.push(`${where} schedule: page "${row.cells[0].text}", source "${frequency}"`);
        const queue = entry.queue ?? '—';
        const shown = row.cells[2].code[0] ?? row.cells[2].text;
        if (queue !== shown) problems.push(`${where} queue: page "${shown}", source "${queue}"`);
      }
    }
    for (const entry of horizon.schedule)
      if (!covered.has(entry.line))
        problems.push(`routes/console.php:${entry.line} ${entry.job ?? entry.command} has no row`);
    assert.deepEqual(problems, []);
  });

  test('docs/clusters/create.mdx: the worker of the cluster queue, its tries and timeout', () => {
    const file = 'docs/clusters/create.mdx';
    const row = markdownTables(read(file))
      .flatMap((table) => table.rows)
      .find((candidate) => candidate.cells[0].text === 'Worker');
    assert.ok(row, `${file}: no row "Worker"`);
    const queue = row.cells[1].code[0];
    const supervisors = Object.values(horizon.environments.production).filter((item) => item.queues.includes(queue));
    assert.equal(supervisors.length, 1, `${file}:${row.line}: one supervisor serves ${queue}`);
    assert.match(
      row.cells[1].text,
      supervisors[0].tries === 1 ? /one try per job/ : /$^/,
      `${file}:${row.line}: tries`,
    );
    assert.equal(
      Number(/job timeout (\d+) seconds/.exec(row.cells[1].text)?.[1]),
      supervisors[0].timeout,
      `${file}:${row.line}: timeout`,
    );
  });
});
