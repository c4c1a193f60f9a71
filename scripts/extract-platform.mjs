#!/usr/bin/env node
// Usage: npm run platform:extract -- <kublade-git-dir> [tag]      (tag: v1.2.3 when left out)
//        Reads the Kublade platform source at <tag> from a git directory (git show / git ls-tree only, no
//        PHP is run), parses its PHP with php-parser, and writes src/data/platform/:
//          routes.json      HTTP routes of routes/*.php and bootstrap/app.php: methods, full URI, name,
//                           controller@action, middleware, permission and its scoped form
//          environment.json .env.example values and every env() call of config/*.php (key path, default)
//          horizon.json     Horizon supervisors per environment (config/horizon.php, defaults merged as
//                           Horizon merges them) and the schedule of routes/console.php
//          validation.json  validation rules of every API controller action, keyed controller@action
//          columns.json     columns of every table as database/migrations create them
//          models.json      every model of app/Models with its table, $fillable, $guarded, $hidden, casts
//          files.txt        every file path of the tag
//        Tests compare the committed files with what this script produces (tests/unit/scripts/).
import {execFileSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {pathToFileURL} from 'node:url';

import PhpParser from 'php-parser';

export const defaultTag = 'v1.2.3';
export const outputDir = new URL('../src/data/platform/', import.meta.url).pathname;

// ---------------------------------------------------------------------------------------------------
// PHP syntax trees

const parser = new PhpParser({
  parser: {php8: true, extractDoc: false, suppressErrors: false},
  ast: {withPositions: true, withSource: true},
});

/**
 * A parsed PHP file with the names its `use` statements import.
 * @param {string} code
 * @param {string} [file]
 */
export function parsePhp(code, file = 'input.php') {
  const ast = parser.parseCode(code, file);
  const uses = new Map();
  let namespace = '';
  walk(ast, (node) => {
    if (node.kind === 'namespace') namespace = node.name;
    if (node.kind === 'usegroup' && !node.type) {
      for (const item of node.items) {
        const full = node.name ? `${node.name}\\${item.name}` : item.name;
        uses.set(item.alias?.name ?? full.split('\\').at(-1), full);
      }
    }
  });
  return {ast, file, uses, namespace};
}

/** Calls `visit(node, parent)` for every node below `node` (depth first, document order); `false` skips children. */
function walk(node, visit, parent = null) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit, parent);
    return;
  }
  if (typeof node.kind !== 'string') return;
  if (visit(node, parent) === false) return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
    if (value && typeof value === 'object') walk(value, visit, node);
  }
}

/** The source text of a node, with line breaks and the indentation after them folded to one space. */
const sourceOf = (node) => (node?.loc?.source ?? '').replace(/\s*\n\s*/g, ' ');
const lineOf = (node) => node?.loc?.start.line ?? 0;

/** The fully qualified name of a `name` node, resolved through the file's `use` imports. */
function resolveName(node, php) {
  const name = node.name;
  if (node.resolution === 'fqn') return name.replace(/^\\/, '');
  const [first, ...rest] = name.split('\\');
  if (php.uses.has(first)) return [php.uses.get(first), ...rest].join('\\');
  return php.namespace ? `${php.namespace}\\${name}` : name;
}

/** Thrown by `evaluate` for an expression that is not a constant. */
class NotConstant extends Error {}

/**
 * The value of a constant PHP expression: literals, arrays, `X::class`, `.` of constants, unary minus,
 * variables of `scope`, `config('file.key')` (when `scope.config` is given), `??`, `||`, `&&`, `!`, `empty()`.
 * @returns {unknown}
 */
function evaluate(node, php, scope = {}) {
  switch (node?.kind) {
    case 'string':
      return node.value;
    case 'nowdoc':
      return node.value;
    case 'number':
      return Number(node.value);
    case 'boolean':
      return node.value;
    case 'nullkeyword':
      return null;
    case 'unary': {
      const value = evaluate(node.what, php, scope);
      if (node.type === '-') return -value;
      if (node.type === '+') return +value;
      if (node.type === '!') return !truthy(value);
      break;
    }
    case 'cast': {
      const value = evaluate(node.expr, php, scope);
      if (node.type === 'int') return Math.trunc(Number(value));
      if (node.type === 'string') return String(value);
      if (node.type === 'bool') return truthy(value);
      break;
    }
    case 'array': {
      const entries = node.items.map((entry) => entry ?? {});
      if (entries.every((entry) => !entry.key && !entry.unpack)) {
        return entries.map((entry) => evaluate(entry.value ?? entry, php, scope));
      }
      const object = {};
      let index = 0;
      for (const entry of entries) {
        if (entry.unpack) throw new NotConstant(sourceOf(node));
        const key = entry.key ? evaluate(entry.key, php, scope) : index++;
        object[key] = evaluate(entry.value, php, scope);
      }
      return object;
    }
    case 'staticlookup':
      if (node.offset.kind === 'identifier' && node.offset.name === 'class' && node.what.kind === 'name') {
        return resolveName(node.what, php);
      }
      break;
    case 'bin': {
      if (node.type === '??') {
        let left;
        try {
          left = evaluate(node.left, php, scope);
        } catch (error) {
          if (!(error instanceof Missing)) throw error;
        }
        return left ?? evaluate(node.right, php, scope);
      }
      const left = evaluate(node.left, php, scope);
      if (node.type === '||' || node.type === 'or') return truthy(left) || truthy(evaluate(node.right, php, scope));
      if (node.type === '&&' || node.type === 'and') return truthy(left) && truthy(evaluate(node.right, php, scope));
      const right = evaluate(node.right, php, scope);
      if (node.type === '.') return `${phpString(left)}${phpString(right)}`;
      // PHP's loose comparisons.
      if (node.type === '!=') return left != right;
      if (node.type === '==') return left == right;
      if (node.type === '===') return left === right;
      if (node.type === '!==') return left !== right;
      break;
    }
    case 'empty': {
      let value;
      try {
        value = evaluate(node.expression, php, scope);
      } catch (error) {
        if (!(error instanceof Missing)) throw error;
      }
      return !truthy(value);
    }
    case 'variable':
      if (scope.variables && Object.hasOwn(scope.variables, node.name)) return scope.variables[node.name];
      break;
    case 'offsetlookup': {
      const container = evaluate(node.what, php, scope);
      const key = evaluate(node.offset, php, scope);
      if (container && typeof container === 'object' && Object.hasOwn(container, key)) return container[key];
      throw new Missing(sourceOf(node));
    }
    case 'call':
      if (scope.config && node.what.kind === 'name' && node.what.name === 'config' && node.arguments.length === 1) {
        const [file, ...path] = String(evaluate(node.arguments[0], php, scope)).split('.');
        let value = scope.config(file);
        for (const key of path) value = value && typeof value === 'object' ? value[key] : undefined;
        return value ?? null;
      }
      break;
  }
  throw new NotConstant(sourceOf(node));
}

/** An array key or config key that does not exist (`??` and `empty()` treat it as null). */
class Missing extends NotConstant {}

function truthy(value) {
  if (Array.isArray(value)) return value.length > 0;
  if (value && typeof value === 'object') return Object.keys(value).length > 0;
  return Boolean(value) && value !== '0';
}

function phpString(value) {
  if (value === true) return '1';
  if (value === false || value === null) return '';
  return String(value);
}

/** `evaluate`, or undefined when the expression is not constant. */
function constant(node, php, scope) {
  try {
    return {value: evaluate(node, php, scope)};
  } catch (error) {
    if (error instanceof NotConstant) return undefined;
    throw error;
  }
}

/**
 * A call chain such as `Route::get(...)->name(...)->middleware(...)` as its root and its links in call order.
 * @returns {{root: any, links: {method: string, args: any[], node: any}[]}}
 */
function callChain(node) {
  const links = [];
  let current = node;
  while (current?.kind === 'call') {
    const what = current.what;
    if (
      (what.kind === 'propertylookup' || what.kind === 'nullsafepropertylookup') &&
      what.offset.kind === 'identifier'
    ) {
      links.unshift({method: what.offset.name, args: current.arguments, node: current});
      current = what.what;
    } else if (what.kind === 'staticlookup' && what.offset.kind === 'identifier') {
      links.unshift({method: what.offset.name, args: current.arguments, node: current});
      current = what.what;
      break;
    } else {
      links.unshift({method: null, args: current.arguments, node: current, callee: what});
      current = null;
      break;
    }
  }
  return {root: current, links};
}

/** The class a static call is made on (`Route::get` → `Illuminate\Support\Facades\Route`), or null. */
function staticClass(call, php) {
  if (call?.kind !== 'call' || call.what.kind !== 'staticlookup' || call.what.what.kind !== 'name') return null;
  return resolveName(call.what.what, php);
}

const basename = (name) => String(name).split('\\').at(-1);

/** The returned expression of a config file (`return [...]`). */
function returnedArray(php) {
  const statement = php.ast.children.find((child) => child.kind === 'return');
  return statement?.expr ?? null;
}

/** Every method of every class of a file, with its class name. */
function methodsOf(php) {
  const methods = [];
  walk(php.ast, (node) => {
    if (node.kind === 'class') {
      const name = node.name?.name;
      const className = name ? (php.namespace ? `${php.namespace}\\${name}` : name) : null;
      for (const member of node.body) {
        if (member.kind === 'method') methods.push({className, name: member.name.name, node: member});
      }
      return false;
    }
  });
  return methods;
}

// ---------------------------------------------------------------------------------------------------
// Routes

const verbs = {
  get: ['GET', 'HEAD'],
  post: ['POST'],
  put: ['PUT'],
  patch: ['PATCH'],
  delete: ['DELETE'],
  options: ['OPTIONS'],
  any: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
};

/** Joins URI parts the way Laravel does (trimmed slashes, `/` for the root). */
function joinUri(...parts) {
  const joined = parts
    .map((part) => String(part ?? '').replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');
  return `/${joined}`;
}

/**
 * Routing set up by bootstrap/app.php: route files with their middleware group and prefix, the health
 * route and the middleware aliases. Where `withRouting` leaves an argument out, Laravel 12's default
 * applies (`apiPrefix: 'api'`; routes/web.php in group `web`, routes/api.php in group `api`).
 * @param {string} code
 */
export function parseBootstrap(code) {
  const php = parsePhp(code, 'bootstrap/app.php');
  const result = {files: [], health: null, aliases: {}};
  walk(php.ast, (node) => {
    if (node.kind !== 'call' || node.what.kind !== 'propertylookup') return;
    const method = node.what.offset.name;
    if (method === 'withRouting') {
      const args = Object.fromEntries(
        node.arguments.filter((arg) => arg.kind === 'namedargument').map((arg) => [arg.name, arg.value]),
      );
      const file = (value) => {
        if (!value) return null;
        const text = value.kind === 'bin' ? value.right.value : value.value;
        return `routes/${String(text).split('/routes/').at(-1)}`;
      };
      const apiPrefix = args.apiPrefix ? evaluate(args.apiPrefix, php) : 'api';
      if (args.web) result.files.push({file: file(args.web), group: 'web', prefix: '', kind: 'http'});
      if (args.api) result.files.push({file: file(args.api), group: 'api', prefix: apiPrefix, kind: 'http'});
      if (args.commands) result.files.push({file: file(args.commands), group: null, prefix: '', kind: 'console'});
      if (args.health) result.health = {uri: joinUri(evaluate(args.health, php)), line: lineOf(args.health)};
    }
    if (method === 'alias' && node.arguments[0]?.kind === 'array') {
      for (const entry of node.arguments[0].items) {
        result.aliases[evaluate(entry.key, php)] = evaluate(entry.value, php);
      }
    }
  });
  return result;
}

/**
 * The permission-scoping rules of `PermissionSet::from()`: in order, the permission segment after which
 * the value of a route parameter is inserted, and the middleware prefix `PermissionSet::all()` (the
 * sync) reads.
 * @param {string} code app/Helpers/PermissionSet.php
 */
export function parsePermissionSet(code) {
  const php = parsePhp(code, 'app/Helpers/PermissionSet.php');
  const methods = methodsOf(php);
  const scoping = [];
  const from = methods.find((method) => method.name === 'from');
  walk(from?.node.body, (node) => {
    if (node.kind !== 'if') return;
    let segment = null;
    let parameter = null;
    walk(node.test, (part) => {
      if (part.kind !== 'call') return;
      const {links} = callChain(part);
      const last = links.at(-1);
      if (last?.method === 'contains' && staticClass(part, php)?.endsWith('Str')) segment = evaluate(last.args[1], php);
      if (last?.method === 'route' && part.what.what?.kind === 'variable') parameter = evaluate(last.args[0], php);
    });
    if (segment && parameter) scoping.push({segment, parameter});
  });
  let syncedMiddleware = null;
  const all = methods.find((method) => method.name === 'all');
  walk(all?.node.body, (node) => {
    if (node.kind === 'call' && node.what.kind === 'staticlookup' && node.what.offset.name === 'startsWith') {
      syncedMiddleware ??= String(evaluate(node.arguments[1], php)).replace(/:$/, '');
    }
  });
  return {scoping, syncedMiddleware};
}

/** A permission with the route's IDs inserted the way `PermissionSet::from()` does, as `{parameter}`. */
export function scopePermission(permission, uri, scoping) {
  let scoped = permission;
  for (const {segment, parameter} of scoping) {
    if (scoped.includes(segment) && uri.includes(`{${parameter}}`)) {
      scoped = scoped.replace(segment, `${segment}{${parameter}}.`);
    }
  }
  return scoped;
}

/**
 * The names the permission guard tries for a scoped permission, as `PermissionSet::from()` lists them
 * after inserting the ids: every leading run of segments followed by `.*`, then the full name
 * (`projects.{project_id}.view` → `projects.*`, `projects.{project_id}.*`, `projects.{project_id}.view`).
 * The guard lets a request through when the user holds any one of them.
 */
export function permissionChecks(scoped) {
  const segments = scoped.split('.');
  return segments.map((_, index) =>
    index < segments.length - 1 ? `${segments.slice(0, index + 1).join('.')}.*` : segments.join('.'),
  );
}

/**
 * The routes one route file registers.
 * @param {string} code
 * @param {{file: string, group?: string | null, prefix?: string}} options
 */
export function parseRouteFile(code, {file, group = null, prefix = ''}) {
  const php = parsePhp(code, file);
  const routes = [];
  const macros = [];
  const base = {prefix, middleware: group ? [group] : [], name: '', controller: null};

  const middlewareList = (args) =>
    args.flatMap((arg) => {
      const value = arg.kind === 'array' ? arg.items.map((item) => item.value) : [arg];
      return value.map((item) => {
        const known = constant(item, php);
        if (!known) throw new Error(`${file}:${lineOf(item)}: middleware ${sourceOf(item)} is not a constant`);
        return known.value;
      });
    });

  /** Applies group attributes (`Route::group([...])` array form) to a context. */
  const applyAttributes = (context, attributes) => {
    const next = {...context, middleware: [...context.middleware]};
    for (const [key, value] of Object.entries(attributes)) {
      if (key === 'prefix') next.prefix = joinUri(next.prefix, value);
      else if (key === 'middleware') next.middleware.push(...(Array.isArray(value) ? value : [value]));
      else if (key === 'as') next.name += value;
      else if (key === 'controller') next.controller = value;
    }
    return next;
  };

  const action = (node, context) => {
    if (!node) return {controller: context.controller, action: null};
    if (node.kind === 'closure' || node.kind === 'arrowfunc') return {controller: null, action: null, closure: true};
    const value = constant(node, php);
    if (value && Array.isArray(value.value)) return {controller: value.value[0], action: value.value[1] ?? '__invoke'};
    if (value && typeof value.value === 'string') {
      if (value.value.includes('@')) {
        const [controller, method] = value.value.split('@');
        return {controller, action: method};
      }
      return context.controller
        ? {controller: context.controller, action: value.value}
        : {controller: value.value, action: '__invoke'};
    }
    throw new Error(`${file}:${lineOf(node)}: route action ${sourceOf(node)} is not understood`);
  };

  const statements = (list, context) => {
    for (const statement of list) {
      if (statement.kind !== 'expressionstatement') continue;
      const expression = statement.expression;
      if (expression.kind !== 'call') continue;
      const owner = staticClass(callChain(expression).links[0]?.node, php);
      if (owner === 'Illuminate\\Support\\Facades\\Auth' || owner === 'Auth') {
        const {links} = callChain(expression);
        macros.push({
          file,
          line: lineOf(expression),
          call: `Auth::${links[0].method}`,
          options: links[0].args[0] ? evaluate(links[0].args[0], php) : {},
          middleware: context.middleware,
          prefix: context.prefix,
        });
        continue;
      }
      if (owner !== 'Illuminate\\Support\\Facades\\Route' && owner !== 'Route') continue;
      routeStatement(expression, context);
    }
  };

  const routeStatement = (expression, context) => {
    const {links} = callChain(expression);
    let local = {...context, middleware: [...context.middleware]};
    let route = null;
    for (const link of links) {
      const {method, args} = link;
      if (route) {
        if (method === 'name') route.name = `${local.name}${evaluate(args[0], php)}`;
        else if (method === 'middleware') route.middleware.push(...middlewareList(args));
        else if (method === 'withoutMiddleware') {
          const removed = middlewareList(args);
          route.middleware = route.middleware.filter((item) => !removed.includes(item));
        } else if (method === 'where' || method === 'whereUuid' || method === 'whereNumber') continue;
        else throw new Error(`${file}:${lineOf(link.node)}: route modifier ${method}() is not understood`);
        continue;
      }
      if (method in verbs || method === 'match' || method === 'fallback') {
        let methods;
        let uri;
        let actionNode;
        if (method === 'match') {
          methods = evaluate(args[0], php).map((verb) => verb.toUpperCase());
          if (methods.includes('GET') && !methods.includes('HEAD')) methods.push('HEAD');
          uri = evaluate(args[1], php);
          actionNode = args[2];
        } else if (method === 'fallback') {
          methods = ['GET', 'HEAD'];
          uri = '{fallbackPlaceholder}';
          actionNode = args[0];
        } else {
          methods = verbs[method];
          uri = evaluate(args[0], php);
          actionNode = args[1];
        }
        route = {
          file,
          line: lineOf(link.node),
          methods,
          uri: joinUri(local.prefix, uri),
          name: null,
          ...action(actionNode, local),
          middleware: [...local.middleware],
          ...(method === 'fallback' ? {fallback: true} : {}),
        };
        continue;
      }
      if (method === 'prefix') local.prefix = joinUri(local.prefix, evaluate(args[0], php));
      else if (method === 'middleware') local.middleware.push(...middlewareList(args));
      else if (method === 'name' || method === 'as') local.name += evaluate(args[0], php);
      else if (method === 'controller') local.controller = evaluate(args[0], php);
      else if (method === 'group') {
        const callback = args.at(-1);
        if (args.length === 2) local = applyAttributes(local, evaluate(args[0], php));
        if (callback.kind === 'closure' || callback.kind === 'arrowfunc')
          statements(callback.body.children ?? [], local);
        else throw new Error(`${file}:${lineOf(link.node)}: route group without a closure`);
        return;
      } else throw new Error(`${file}:${lineOf(link.node)}: Route::${method}() is not understood`);
    }
    if (route) routes.push(route);
  };

  statements(php.ast.children, base);
  return {routes, macros};
}

/**
 * The console schedule of routes/console.php: `Schedule::command()` and `Schedule::job()` with their
 * queue and frequency.
 * @param {string} code
 * @param {string} [file]
 */
export function parseSchedule(code, file = 'routes/console.php') {
  const php = parsePhp(code, file);
  const schedule = [];
  for (const statement of php.ast.children) {
    if (statement.kind !== 'expressionstatement' || statement.expression.kind !== 'call') continue;
    const {links} = callChain(statement.expression);
    if (basename(staticClass(links[0]?.node, php) ?? '') !== 'Schedule') continue;
    const [first, ...rest] = links;
    const entry = {file, line: lineOf(statement)};
    if (first.method === 'command') entry.command = evaluate(first.args[0], php);
    else if (first.method === 'job') {
      const job = first.args[0];
      entry.job = job.kind === 'new' ? resolveName(job.what, php) : evaluate(job, php);
      entry.queue = first.args[1] ? evaluate(first.args[1], php) : null;
    } else continue;
    entry.frequency = rest.map((link) =>
      link.args.length ? `${link.method}(${link.args.map(sourceOf).join(', ')})` : link.method,
    );
    schedule.push(entry);
  }
  return schedule;
}

/**
 * routes.json: every route with its middleware and permission.
 * @param {(path: string) => string} read
 */
export function extractRoutes(read) {
  const bootstrap = parseBootstrap(read('bootstrap/app.php'));
  const {scoping, syncedMiddleware} = parsePermissionSet(read('app/Helpers/PermissionSet.php'));
  const permissionAliases = Object.entries(bootstrap.aliases)
    .filter(([, className]) => basename(className) === 'PermissionGuard')
    .map(([alias]) => alias);
  const routes = [];
  const macros = [];
  for (const entry of bootstrap.files.filter((item) => item.kind === 'http')) {
    const parsed = parseRouteFile(read(entry.file), entry);
    routes.push(...parsed.routes);
    macros.push(...parsed.macros);
  }
  if (bootstrap.health) {
    routes.push({
      file: 'bootstrap/app.php',
      line: bootstrap.health.line,
      methods: ['GET', 'HEAD'],
      uri: bootstrap.health.uri,
      name: null,
      controller: null,
      action: null,
      closure: true,
      middleware: [],
      health: true,
    });
  }
  for (const route of routes) {
    route.permission = null;
    for (const middleware of route.middleware) {
      const [alias, parameter] = middleware.split(/:(.*)/s);
      if (permissionAliases.includes(alias) && parameter) {
        const scoped = scopePermission(parameter, route.uri, scoping);
        route.permission = {
          middleware: alias,
          name: parameter,
          scoped,
          checks: permissionChecks(scoped),
          synced: alias === syncedMiddleware,
        };
      }
    }
  }
  routes.sort(
    (a, b) =>
      compare(a.uri, b.uri) || compare(a.methods[0], b.methods[0]) || compare(a.file, b.file) || a.line - b.line,
  );
  return {
    source: 'bootstrap/app.php, routes/*.php, app/Helpers/PermissionSet.php',
    routeFiles: bootstrap.files,
    middlewareAliases: bootstrap.aliases,
    permissionScoping: scoping,
    permissionSyncReads: syncedMiddleware,
    macros,
    routes,
  };
}

const compare = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

// ---------------------------------------------------------------------------------------------------
// Environment

/**
 * The variables of a `.env` file as phpdotenv reads simple lines: `KEY=value`, `KEY="value"`,
 * `KEY='value'`, comments after ` #` on unquoted values. `${VAR}` references are kept as written.
 * @param {string} text
 * @returns {{name: string, value: string, line: number}[]}
 */
export function parseDotenv(text) {
  const variables = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_.]*)\s*=\s*(.*)$/.exec(line);
    if (!match) throw new Error(`.env line ${index + 1} is not KEY=value: ${raw}`);
    let value = match[2];
    if (value.startsWith('"')) {
      const end = /^"((?:[^"\\]|\\.)*)"/.exec(value);
      value = end ? end[1].replace(/\\(["\\])/g, '$1') : value;
    } else if (value.startsWith("'")) {
      const end = /^'([^']*)'/.exec(value);
      value = end ? end[1] : value;
    } else value = value.replace(/\s+#.*$/, '').trim();
    variables.push({name: match[1], value, line: index + 1});
  });
  return variables;
}

/**
 * Every `env('NAME', default)` call of a config file: the config key path it sits under (`app.name`),
 * the default (`{value}` for a constant, `{expression}` with the source text otherwise, null when there
 * is none), whether the call is nested in another expression, and its line.
 * @param {string} code
 * @param {string} file config/<name>.php
 */
export function parseConfigEnv(code, file) {
  const php = parsePhp(code, file);
  const configName = file.replace(/^config\//, '').replace(/\.php$/, '');
  const calls = [];
  const visit = (node, path, direct) => {
    if (!node || typeof node !== 'object') return;
    if (node.kind === 'array') {
      let index = 0;
      for (const entry of node.items) {
        if (!entry) continue;
        const key = entry.key ? (constant(entry.key, php)?.value ?? sourceOf(entry.key)) : index++;
        visit(entry.value, [...path, key], true);
      }
      return;
    }
    if (node.kind === 'call' && node.what.kind === 'name' && node.what.name.replace(/^\\/, '') === 'env') {
      const [nameNode, defaultNode] = node.arguments;
      const fallback = defaultNode ? constant(defaultNode, php) : undefined;
      calls.push({
        variable: evaluate(nameNode, php),
        key: [configName, ...path].join('.'),
        file,
        line: lineOf(node),
        default: !defaultNode ? null : fallback ? {value: fallback.value} : {expression: sourceOf(defaultNode)},
        ...(direct ? {} : {nested: true}),
      });
      for (const argument of node.arguments.slice(1)) visit(argument, path, false);
      return;
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc') continue;
      if (Array.isArray(value)) value.forEach((child) => visit(child, path, false));
      else if (value && typeof value === 'object' && typeof value.kind === 'string') visit(value, path, false);
    }
  };
  const returned = returnedArray(php);
  for (const child of php.ast.children) {
    if (child.kind === 'return') visit(returned, [], true);
    else visit(child, [], false);
  }
  return calls;
}

/**
 * environment.json: per variable its `.env.example` value (or null) and every config read.
 * @param {(path: string) => string} read
 * @param {string[]} files
 */
export function extractEnvironment(read, files) {
  const example = parseDotenv(read('.env.example'));
  const variables = {};
  const entry = (name) => (variables[name] ??= {example: null, config: []});
  for (const item of example) entry(item.name).example = {value: item.value, line: item.line};
  for (const file of files.filter((path) => /^config\/[^/]+\.php$/.test(path))) {
    for (const call of parseConfigEnv(read(file), file)) {
      const {variable, ...rest} = call;
      entry(variable).config.push(rest);
    }
  }
  for (const value of Object.values(variables)) {
    value.config.sort((a, b) => compare(a.file, b.file) || a.line - b.line);
  }
  return {source: '.env.example, config/*.php', variables};
}

// ---------------------------------------------------------------------------------------------------
// Horizon

/**
 * Horizon's defaults for supervisor options that a configuration leaves out (laravel/horizon
 * src/SupervisorOptions.php, constructor): only `minProcesses` is derived into `processes.min` below.
 */
export const horizonMinProcessesDefault = 1;

/**
 * config/horizon.php: the settings and, per environment, every supervisor with Horizon's merge of
 * `defaults` and the environment's options (`ProvisioningPlan::applyDefaultOptions`:
 * `array_replace_recursive($defaults, $environment)`, so an empty environment runs every default
 * supervisor unchanged).
 * @param {string} code
 */
export function parseHorizon(code) {
  const php = parsePhp(code, 'config/horizon.php');
  const returned = returnedArray(php);
  const settings = {};
  let defaults = {};
  let environments = {};
  for (const entry of returned.items) {
    const key = evaluate(entry.key, php);
    const known = constant(entry.value, php);
    if (key === 'defaults') defaults = known.value;
    else if (key === 'environments') environments = known.value;
    else settings[key] = known ? {value: known.value} : {expression: sourceOf(entry.value)};
  }
  const merged = {};
  for (const [environment, overrides] of Object.entries(environments)) {
    const plan = replaceRecursive(defaults, Array.isArray(overrides) ? {} : overrides);
    merged[environment] = {};
    for (const [name, options] of Object.entries(plan)) {
      merged[environment][name] = {
        connection: options.connection ?? null,
        queues: Array.isArray(options.queue) ? options.queue : String(options.queue ?? '').split(','),
        balance: options.balance ?? null,
        processes: {min: options.minProcesses ?? horizonMinProcessesDefault, max: options.maxProcesses ?? null},
        tries: options.tries ?? null,
        timeout: options.timeout ?? null,
        memory: options.memory ?? null,
        options,
      };
    }
  }
  return {settings, defaults, environments: merged};
}

/** PHP's array_replace_recursive for decoded arrays (lists are replaced index by index, as in PHP). */
function replaceRecursive(base, replacement) {
  if (!isMap(base) || !isMap(replacement)) return structuredClone(replacement);
  const result = Array.isArray(base) ? [...base] : {...base};
  for (const [key, value] of Object.entries(replacement)) {
    result[key] = isMap(value) && isMap(result[key]) ? replaceRecursive(result[key], value) : structuredClone(value);
  }
  return result;
}

const isMap = (value) => value !== null && typeof value === 'object';

/**
 * horizon.json: the supervisors and the console schedule that feeds their queues.
 * @param {(path: string) => string} read
 */
export function extractHorizon(read) {
  const lock = JSON.parse(read('composer.lock'));
  const horizon = [...lock.packages, ...(lock['packages-dev'] ?? [])].find((item) => item.name === 'laravel/horizon');
  return {
    source: 'config/horizon.php, routes/console.php, composer.lock',
    horizonVersion: horizon?.version ?? null,
    ...parseHorizon(read('config/horizon.php')),
    schedule: parseSchedule(read('routes/console.php')),
  };
}

// ---------------------------------------------------------------------------------------------------
// Validation

/**
 * One rule list: an array of rules or a `|` string. Constant rules are strings; others are
 * `{expression}` with their source, plus `in` for `Rule::in([...])` of constants.
 */
function ruleList(node, php) {
  const known = constant(node, php);
  if (known && typeof known.value === 'string') return known.value.split('|').filter(Boolean);
  if (node.kind !== 'array') return [{expression: sourceOf(node)}];
  return node.items.map((entry) => {
    const value = entry.value;
    const item = constant(value, php);
    if (item && typeof item.value === 'string') return item.value;
    const rule = {expression: sourceOf(value)};
    if (value.kind === 'call' && basename(staticClass(value, php) ?? '') === 'Rule') {
      const method = value.what.offset.name;
      const values = value.arguments[0] ? constant(value.arguments[0], php) : undefined;
      if (method === 'in' && values && Array.isArray(values.value)) rule.in = values.value;
    }
    return rule;
  });
}

/** The rules array of a validation call: fields, conditional spreads and fields with computed keys. */
function rulesOf(node, php) {
  if (node?.kind !== 'array') return {fields: {}, dynamic: sourceOf(node)};
  const result = {fields: {}};
  for (const entry of node.items) {
    if (entry.unpack) {
      const value = entry.value;
      const spread = {expression: sourceOf(value)};
      if (value.kind === 'retif') {
        spread.when = sourceOf(value.test);
        spread.then = rulesOf(value.trueExpr, php).fields;
        spread.otherwise = rulesOf(value.falseExpr, php).fields;
      }
      (result.conditional ??= []).push(spread);
      continue;
    }
    const key = constant(entry.key, php);
    if (key) result.fields[key.value] = ruleList(entry.value, php);
    else (result.computed ??= []).push({key: sourceOf(entry.key), rules: ruleList(entry.value, php)});
  }
  return result;
}

/**
 * What a validation call validates: request input (all, or below a key) and the keys the data adds
 * itself from elsewhere (route parameters), `literalKeys`.
 */
function inputOf(node, php) {
  const input = {data: sourceOf(node)};
  const extra = new Set();
  walk(node, (part) => {
    if (part.kind === 'array') {
      for (const entry of part.items) {
        const key = entry?.key ? constant(entry.key, php) : undefined;
        // `'name' => $request->name` is a request field under its own name, not an extra.
        if (key && !/\$request\b|\brequest\(\)/.test(sourceOf(entry.value))) extra.add(key.value);
      }
      return false;
    }
  });
  if (extra.size) input.literalKeys = [...extra].sort();
  if (
    node.kind === 'propertylookup' &&
    node.what.kind === 'variable' &&
    node.what.name === 'request' &&
    node.offset.kind === 'identifier'
  ) {
    input.requestKey = node.offset.name;
  }
  return input;
}

/**
 * The validation calls of every method of a controller: `Validator::make(data, rules)` (with
 * `->validate()` or not), `$request->validate(rules)` and `$this->validate($request, rules)`, each with
 * the conditions it sits under (`if`, `switch`/`case`, loops, closures).
 * @param {string} code
 * @param {string} file
 */
export function parseValidation(code, file) {
  const php = parsePhp(code, file);
  const actions = {};
  for (const method of methodsOf(php)) {
    const found = [];
    const visit = (node, context) => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node)) {
        node.forEach((child) => visit(child, context));
        return;
      }
      if (typeof node.kind !== 'string') return;
      if (node.kind === 'if') {
        visit(node.test, context);
        visit(node.body, [...context, `if (${sourceOf(node.test)})`]);
        if (node.alternate) visit(node.alternate, [...context, `else of if (${sourceOf(node.test)})`]);
        return;
      }
      if (node.kind === 'switch') {
        visit(node.test, context);
        let labels = [];
        for (const item of node.body.children) {
          labels.push(item.test ? sourceOf(item.test) : 'default');
          if (!item.body?.children?.length) continue;
          visit(item.body, [...context, `switch (${sourceOf(node.test)}) case ${labels.join(', ')}`]);
          labels = [];
        }
        return;
      }
      if (['foreach', 'for', 'while', 'do'].includes(node.kind)) {
        visit(node.body, [...context, `${node.kind} (${sourceOf(node.source ?? node.test ?? node.init)})`]);
        return;
      }
      if (node.kind === 'closure' || node.kind === 'arrowfunc') {
        visit(node.body, [...context, 'closure']);
        return;
      }
      if (node.kind === 'retif') {
        visit(node.test, context);
        visit(node.trueExpr, [...context, `if (${sourceOf(node.test)})`]);
        visit(node.falseExpr, [...context, `else of if (${sourceOf(node.test)})`]);
        return;
      }
      if (node.kind === 'call') {
        const call = validationCall(node, php);
        if (call) {
          found.push({context, ...call});
          return;
        }
      }
      for (const [key, value] of Object.entries(node)) {
        if (key === 'loc') continue;
        if (value && typeof value === 'object') visit(value, context);
      }
    };
    visit(method.node.body, []);
    if (found.length)
      actions[`${method.className}@${method.name}`] = {file, line: lineOf(method.node), validations: found};
  }
  return actions;
}

/**
 * A validation call's input and rules, or null for other calls. `Validator::make(...)->validate()` is
 * one call that throws on failure (`throws`), reported at the line of `make`.
 */
function validationCall(node, php) {
  const what = node.what;
  if (
    what.kind === 'staticlookup' &&
    what.offset.name === 'make' &&
    basename(staticClass(node, php) ?? '') === 'Validator'
  ) {
    return {line: lineOf(node), ...inputOf(node.arguments[0], php), ...rulesOf(node.arguments[1], php)};
  }
  if (what.kind === 'propertylookup' && what.offset.name === 'validate') {
    const target = what.what;
    if (target.kind === 'call') {
      const made = validationCall(target, php);
      if (made) return {...made, throws: true};
    }
    if (target.kind === 'variable' && target.name === 'this' && node.arguments.length >= 2) {
      return {line: lineOf(node), ...inputOf(node.arguments[0], php), ...rulesOf(node.arguments[1], php), throws: true};
    }
    if (node.arguments.length) {
      return {line: lineOf(node), ...inputOf(target, php), ...rulesOf(node.arguments[0], php), throws: true};
    }
  }
  return null;
}

/**
 * validation.json: the validation calls of every action of app/Http/Controllers/API/*.php.
 * @param {(path: string) => string} read
 * @param {string[]} files
 */
export function extractValidation(read, files) {
  const actions = {};
  for (const file of files.filter((path) => /^app\/Http\/Controllers\/API\/[^/]+\.php$/.test(path))) {
    Object.assign(actions, parseValidation(read(file), file));
  }
  return {source: 'app/Http/Controllers/API/*.php', actions};
}

// ---------------------------------------------------------------------------------------------------
// Migrations

/** Blueprint methods that add one column named by their first argument; the type is the method name. */
const columnMethods = new Set([
  'bigIncrements',
  'bigInteger',
  'binary',
  'boolean',
  'char',
  'date',
  'dateTime',
  'dateTimeTz',
  'decimal',
  'double',
  'enum',
  'float',
  'foreignId',
  'foreignUlid',
  'foreignUuid',
  'geometry',
  'increments',
  'integer',
  'ipAddress',
  'json',
  'jsonb',
  'longText',
  'macAddress',
  'mediumIncrements',
  'mediumInteger',
  'mediumText',
  'set',
  'smallIncrements',
  'smallInteger',
  'string',
  'text',
  'time',
  'timeTz',
  'timestamp',
  'timestampTz',
  'tinyIncrements',
  'tinyInteger',
  'tinyText',
  'ulid',
  'unsignedBigInteger',
  'unsignedInteger',
  'unsignedMediumInteger',
  'unsignedSmallInteger',
  'unsignedTinyInteger',
  'uuid',
  'year',
]);

/** Blueprint methods that change indexes or keys, not columns. */
const keyMethods = new Set([
  'dropForeign',
  'dropIndex',
  'dropPrimary',
  'dropUnique',
  'engine',
  'foreign',
  'index',
  'primary',
  'unique',
  'charset',
  'collation',
  'comment',
]);

/**
 * Applies the `up()` of one migration to `tables` (table → {migrations, columns}).
 * @param {string} code
 * @param {string} file
 * @param {Record<string, {migrations: string[], columns: Record<string, {type: string, nullable: boolean}>}>} tables
 * @param {(name: string) => unknown} config the returned array of config/<name>.php
 */
export function applyMigration(code, file, tables, config = () => null) {
  const php = parsePhp(code, file);
  const up = methodsOf(php).find((method) => method.name === 'up');
  if (!up) return tables;
  const scope = {variables: {}, config};

  const blueprint = (closure, table, outer) => {
    const inner = {...outer, variables: {...outer.variables}};
    const tableVariable = closure.arguments[0]?.name?.name ?? 'table';
    const entry = tables[table];
    if (!entry.migrations.includes(file)) entry.migrations.push(file);
    const run = (list) => {
      for (const statement of list) {
        if (statement.kind === 'if') {
          const branch = truthy(evaluate(statement.test, php, inner)) ? statement.body : statement.alternate;
          if (branch) run(branch.kind === 'block' ? branch.children : [branch]);
          continue;
        }
        if (statement.kind !== 'expressionstatement' || statement.expression.kind !== 'call') continue;
        const {root, links} = callChain(statement.expression);
        if (root?.kind !== 'variable' || root.name !== tableVariable || !links[0]?.method) continue;
        const [first, ...modifiers] = links;
        const method = first.method;
        const nullableLink = modifiers.find((link) => link.method === 'nullable');
        const nullable = nullableLink
          ? nullableLink.args[0]
            ? truthy(evaluate(nullableLink.args[0], php, inner))
            : true
          : false;
        const add = (name, type, isNullable) => {
          entry.columns[name] = {type, nullable: isNullable};
        };
        if (columnMethods.has(method)) add(evaluate(first.args[0], php, inner), method, nullable);
        else if (method === 'id') add(first.args[0] ? evaluate(first.args[0], php, inner) : 'id', 'id', nullable);
        else if (method === 'timestamps' || method === 'timestampsTz' || method === 'nullableTimestamps') {
          add('created_at', 'timestamp', true);
          add('updated_at', 'timestamp', true);
        } else if (method === 'softDeletes' || method === 'softDeletesTz') {
          add(first.args[0] ? evaluate(first.args[0], php, inner) : 'deleted_at', 'timestamp', true);
        } else if (method === 'rememberToken') add('remember_token', 'string', true);
        else if (method === 'dropColumn') {
          const names = first.args.flatMap((arg) => [evaluate(arg, php, inner)].flat());
          for (const name of names) delete entry.columns[name];
        } else if (method === 'dropTimestamps') {
          delete entry.columns.created_at;
          delete entry.columns.updated_at;
        } else if (method === 'dropSoftDeletes') delete entry.columns.deleted_at;
        else if (method === 'renameColumn') {
          const from = evaluate(first.args[0], php, inner);
          entry.columns[evaluate(first.args[1], php, inner)] = entry.columns[from];
          delete entry.columns[from];
        } else if (!keyMethods.has(method)) {
          throw new Error(`${file}:${lineOf(statement)}: Blueprint method ${method}() is not understood`);
        }
      }
    };
    run(closure.body.children);
  };

  const run = (list) => {
    for (const statement of list) {
      if (statement.kind === 'if') {
        const branch = truthy(evaluate(statement.test, php, scope)) ? statement.body : statement.alternate;
        if (branch) run(branch.kind === 'block' ? branch.children : [branch]);
        continue;
      }
      if (statement.kind !== 'expressionstatement') continue;
      const expression = statement.expression;
      if (expression.kind === 'assign' && expression.left.kind === 'variable') {
        const value = constant(expression.right, php, scope);
        if (value) scope.variables[expression.left.name] = value.value;
        continue;
      }
      if (expression.kind !== 'call' || basename(staticClass(expression, php) ?? '') !== 'Schema') continue;
      const method = expression.what.offset.name;
      const table = evaluate(expression.arguments[0], php, scope);
      if (method === 'create') {
        tables[table] = {migrations: [], columns: {}};
        blueprint(expression.arguments[1], table, scope);
      } else if (method === 'table') {
        if (!tables[table]) throw new Error(`${file}:${lineOf(statement)}: Schema::table on unknown table ${table}`);
        blueprint(expression.arguments[1], table, scope);
      } else if (method === 'drop' || method === 'dropIfExists') delete tables[table];
      else if (method === 'rename') {
        const target = evaluate(expression.arguments[1], php, scope);
        tables[target] = tables[table];
        delete tables[table];
      }
    }
  };
  run(up.node.body.children);
  return tables;
}

/**
 * columns.json: the tables of database/migrations, applied in file-name order.
 * @param {(path: string) => string} read
 * @param {string[]} files
 */
export function extractColumns(read, files) {
  const configCache = new Map();
  const config = (name) => {
    if (!configCache.has(name)) {
      const path = `config/${name}.php`;
      const php = files.includes(path) ? parsePhp(read(path), path) : null;
      const returned = php && returnedArray(php);
      configCache.set(name, returned ? configValue(returned, php) : null);
    }
    return configCache.get(name);
  };
  const tables = {};
  const migrations = files.filter((path) => /^database\/migrations\/[^/]+\.php$/.test(path)).sort();
  for (const file of migrations) applyMigration(read(file), file, tables, config);
  return {tables};
}

/** A config array with its constant values (others left out). */
function configValue(node, php) {
  if (node.kind !== 'array') return constant(node, php)?.value;
  const value = {};
  let index = 0;
  for (const entry of node.items) {
    if (!entry) continue;
    const key = entry.key ? constant(entry.key, php)?.value : index++;
    if (key === undefined) continue;
    const item = configValue(entry.value, php);
    if (item !== undefined) value[key] = item;
  }
  return value;
}

// ---------------------------------------------------------------------------------------------------
// Models

/**
 * The Eloquent models of one file that name their table: mass assignment (`$fillable`, `$guarded`),
 * serialisation (`$hidden`, `$appends`) and casts (the `$casts` property merged with what `casts()`
 * returns, as Laravel merges them), each as written in the class; `null` where the class leaves it out.
 * @param {string} code
 * @param {string} file
 */
export function parseModels(code, file) {
  const php = parsePhp(code, file);
  const models = {};
  walk(php.ast, (node) => {
    if (node.kind !== 'class') return;
    const properties = {};
    let castsMethod = null;
    for (const member of node.body) {
      if (member.kind === 'propertystatement') {
        for (const property of member.properties) {
          if (property.value) properties[property.name.name] = constant(property.value, php)?.value;
        }
      }
      if (member.kind === 'method' && member.name.name === 'casts') {
        const returned = member.body?.children.find((child) => child.kind === 'return');
        castsMethod = returned ? (constant(returned.expr, php)?.value ?? null) : null;
      }
    }
    if (typeof properties.table !== 'string') return false;
    const className = php.namespace ? `${php.namespace}\\${node.name.name}` : node.name.name;
    const list = (value) => (Array.isArray(value) ? value : null);
    const casts = properties.casts || castsMethod ? {...(properties.casts ?? {}), ...(castsMethod ?? {})} : null;
    models[className] = {
      file,
      line: node.loc.start.line,
      table: properties.table,
      fillable: list(properties.fillable),
      guarded: list(properties.guarded),
      hidden: list(properties.hidden),
      appends: list(properties.appends),
      casts,
    };
    return false;
  });
  return models;
}

/**
 * models.json: every model of app/Models that names its table.
 * @param {(path: string) => string} read
 * @param {string[]} files
 */
export function extractModels(read, files) {
  const models = {};
  for (const file of files.filter((path) => /^app\/Models\/.+\.php$/.test(path)).sort()) {
    Object.assign(models, parseModels(read(file), file));
  }
  return {models};
}

// ---------------------------------------------------------------------------------------------------
// Output

/** JSON with object keys sorted at every level (arrays keep their order), two-space indent, final newline. */
export function stableJson(value) {
  const sort = (item) => {
    if (Array.isArray(item)) return item.map(sort);
    if (item && typeof item === 'object') {
      return Object.fromEntries(
        Object.keys(item)
          .sort(compare)
          .map((key) => [key, sort(item[key])]),
      );
    }
    return item;
  };
  return `${JSON.stringify(sort(value), null, 2)}\n`;
}

/**
 * Every output file of the extraction for one tag, as file name → content.
 * @param {string} gitDir
 * @param {string} [tag]
 * @returns {Record<string, string>}
 */
export function extractPlatform(gitDir, tag = defaultTag) {
  const git = (...args) =>
    execFileSync('git', ['-C', gitDir, ...args], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  const files = git('ls-tree', '-r', '--name-only', tag).split('\n').filter(Boolean);
  const read = (path) => git('show', `${tag}:${path}`);
  const stamp = (value) => ({tag, ...value});
  return {
    'routes.json': stableJson(stamp(extractRoutes(read))),
    'environment.json': stableJson(stamp(extractEnvironment(read, files))),
    'horizon.json': stableJson(stamp(extractHorizon(read))),
    'validation.json': stableJson(stamp(extractValidation(read, files))),
    'columns.json': stableJson(
      stamp({source: 'database/migrations/*.php, config/permission.php', ...extractColumns(read, files)}),
    ),
    'models.json': stableJson(stamp({source: 'app/Models/**/*.php', ...extractModels(read, files)})),
    'files.txt': `${files.join('\n')}\n`,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const [gitDir, tag = defaultTag] = process.argv.slice(2);
  if (!gitDir || gitDir === '--help') {
    console.error('Usage: npm run platform:extract -- <kublade-git-dir> [tag]   (tag: v1.2.3 when left out)');
    process.exit(gitDir ? 0 : 2);
  }
  try {
    const output = extractPlatform(gitDir, tag);
    mkdirSync(outputDir, {recursive: true});
    for (const [name, content] of Object.entries(output)) writeFileSync(join(outputDir, name), content);
    console.log(`platform:extract: wrote ${Object.keys(output).join(', ')} for ${tag} to src/data/platform/`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
