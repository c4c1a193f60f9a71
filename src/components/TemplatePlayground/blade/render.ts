/**
 * A template file rendered the way Kublade 1.2.3 writes it (app/Helpers/Flux/FluxDeployment.php,
 * createFile): tabs become two spaces, Blade renders it with the deployment's variables, the output's
 * leading whitespace is trimmed (Laravel's PhpEngine), Symfony's YAML parser reads it, a
 * metadata.namespace is replaced with the namespace variable, and an empty result writes no file.
 * Each step's failure is reported with the template line it comes from.
 */
import {Scalar, isAlias, isMap, isNode, isSeq, parseAllDocuments, visit, type Document} from 'yaml';

import {RefusedError, compileBlade} from './compile';
import {PhpSyntaxError, RunError, parsePhp, runProgram} from './interpret';
import type {TemplateValue} from '@site/src/data/bladeVariables';

import {dumpKubladeFile} from './dump';
import {PhpArray, Unsupported, float, int, toBool, toKey, type PhpValue} from './values';

export interface RenderInput {
  template: string;
  variables: Record<string, TemplateValue>;
  /** `deployment` (FluxDeployment::createFile) or `cluster` (KopsDeployment::createFile: no namespace step). */
  context?: 'deployment' | 'cluster';
}

export type RenderResult =
  | {
      ok: true;
      /** What Blade printed, its leading whitespace trimmed: the text Symfony's parser reads. */
      blade: string;
      /** The file Kublade writes, or null when the result is empty and Kublade writes none. */
      yaml: string | null;
      /** Whether step 4 set metadata.namespace. */
      namespaceReplaced: boolean;
    }
  | {
      ok: false;
      /** Where it stopped: the playground refuses the template, Blade fails, or the output is not YAML. */
      stage: 'refused' | 'blade' | 'yaml';
      message: string;
      /** 1-based line: in the rendered text when `blade` is there (a stop while reading the YAML), else in the template. */
      line: number | null;
      /** Blade's output, when the stop came after Blade ran: while the YAML was read. */
      blade?: string;
    };

const isFloatMarker = (value: TemplateValue): value is {float: number} =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length === 1 &&
  typeof (value as {float?: unknown}).float === 'number';

/** A variable as PHP receives it from json_decode: objects become arrays, `{float: n}` a float. */
function toPhp(value: TemplateValue): PhpValue {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') {
    // JSON has one number type: a whole number is an int (json_decode agrees), any other a float.
    if (Number.isSafeInteger(value)) return value;
    if (Number.isInteger(value)) throw new Unsupported(`the number ${value}, beyond ±2^53`);
    return float(value);
  }
  if (isFloatMarker(value)) return float(value.float);
  if (Array.isArray(value)) return PhpArray.list(value.map(toPhp));
  const array = new PhpArray();
  for (const [key, item] of Object.entries(value))
    array.set(/^(?:0|-?[1-9]\d*)$/.test(key) ? Number(key) : key, toPhp(item));
  return array;
}

const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** Laravel's own variables in a compiled view, which the playground does not model. */
const laravelVariables = /\$(?:__env|__data|__path|app|obLevel|__currentLoopData|__empty_\d+)\b/;

/** The YAML Kublade's parser (Symfony) reads, checked for what Symfony reads differently from YAML 1.2. */
interface YamlProblem {
  message: string;
  line: number | null;
  /** 'yaml': Kublade would fail here too; otherwise the playground refuses what Symfony reads differently. */
  stage?: 'yaml';
}

/** Where reading the YAML stops; `stage: 'yaml'` when Kublade's parser fails too. */
class YamlStop extends Error {
  constructor(readonly problem: YamlProblem) {
    super(problem.message);
  }
}

/** The playground cannot tell what Symfony would read. */
const refusal = (message: string, line: number | null) => new YamlStop({message, line});
/** Symfony's parser fails: Kublade does too. */
const failure = (message: string, line: number | null) => new YamlStop({message, line, stage: 'yaml'});

/**
 * A plain scalar as Symfony's Inline::evaluateScalar reads it: null, booleans (any case), ints,
 * floats where the number has a point or an exponent, hexadecimal ints, .inf and .nan; strings
 * otherwise. Forms the Symfony versions read differently are refused.
 */
function plainScalar(source: string, line: number | null): PhpValue {
  const lower = source.toLowerCase();
  if (lower === '' || lower === 'null' || lower === '~') return null;
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  if (lower === '.inf' || lower === '+.inf') return float(Infinity);
  if (lower === '-.inf') return float(-Infinity);
  if (lower === '.nan') return float(NaN);
  if (/^[-+]?0\d/.test(source) || /^[-+]?0[oObB]/.test(source) || (/_/.test(source) && /^[-+]?[\d._]+$/.test(source)))
    throw refusal(
      `the number ${source}: Symfony YAML versions read leading zeros, 0o, 0b and underscores differently`,
      line,
    );
  if (/^\d{4}-\d\d?-\d\d?(?:[Tt ]|$)/.test(source))
    throw refusal(`the date ${source}: Symfony YAML turns an unquoted date into a timestamp number`, line);
  if (/^0x[0-9a-f]+$/i.test(source)) return int(Number.parseInt(source.slice(2), 16));
  if (/^-?\d+$/.test(source)) {
    const n = Number(source);
    if (!Number.isSafeInteger(n)) throw refusal(`the integer ${source}, beyond ±2^53`, line);
    return n === 0 ? 0 : n;
  }
  if (/^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/.test(source)) {
    if (source.startsWith('+'))
      throw refusal(`the number ${source}: a leading "+" is read differently by Symfony YAML versions`, line);
    return float(Number(source));
  }
  if (source.startsWith('%')) throw failure('The reserved indicator "%" cannot start a plain scalar', line);
  return source;
}

/** The parsed document as PHP arrays and scalars, as Symfony's Yaml::parse returns it. */
function toPhpData(node: unknown, text: string): PhpValue {
  const line = (n: {range?: [number, number, number] | null}) => (n.range ? lineAt(text, n.range[0]) : null);
  if (node === null || node === undefined) return null;
  if (isNode(node) && node.tag) throw refusal(`the YAML tag ${node.tag}`, line(node));
  if (node instanceof Scalar) {
    if (node.type === 'PLAIN') return plainScalar(String(node.source ?? ''), line(node));
    if ((node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED') && node.value === '')
      throw refusal(
        'a block scalar with only empty lines: Symfony YAML reads a line break where YAML 1.2 reads nothing',
        line(node),
      );
    return String(node.value);
  }
  if (isSeq(node)) {
    return PhpArray.list(node.items.map((item) => toPhpData(item, text)));
  }
  if (isMap(node)) {
    const result = new PhpArray();
    for (const pair of node.items) {
      if (!(pair.key instanceof Scalar))
        throw failure('a mapping or list used as a key is not read by Symfony YAML', line(node));
      if (pair.key.type === 'PLAIN' && pair.key.source === '<<') throw refusal('merge keys (<<)', line(pair.key));
      const key =
        pair.key.type === 'PLAIN' ? plainScalar(String(pair.key.source ?? ''), line(pair.key)) : String(pair.key.value);
      if (typeof key !== 'string' && typeof key !== 'number')
        throw refusal(
          `the key ${String(pair.key.source)}: PHP turns a ${key === null ? 'null' : typeof key === 'boolean' ? 'boolean' : 'float'} key into another key`,
          line(pair.key),
        );
      result.set(toKey(key), toPhpData(pair.value, text));
    }
    return result;
  }
  throw refusal('this YAML construct', null);
}

/** The rendered text as Kublade's parser (Symfony) reads it, or why it cannot. */
function parseYaml(text: string): {data: PhpValue} | YamlProblem {
  const documents = parseAllDocuments(text, {
    prettyErrors: false,
    uniqueKeys: true,
    version: '1.2',
  }) as Document.Parsed[];
  if (documents.length > 1)
    return {
      message: 'Multiple documents are not supported (Symfony YAML reads one document)',
      line: null,
      stage: 'yaml',
    };
  const doc = documents[0];
  if (!doc) return {data: null};
  const error = doc.errors[0];
  // Plain values Symfony reads as strings where a YAML 1.2 parser fails: not Kublade's error.
  const loneDash = /^[^#\n]*:[ \t]+-[ \t]*$/m.exec(text);
  if (error && loneDash)
    return {
      message: 'a lone "-" as a value: Symfony YAML reads the string "-", YAML 1.2 an error',
      line: lineAt(text, loneDash.index),
    };
  const colonEnd = /^[^#\n'"]*:[ \t]+[^'"\s#][^#\n]*:[ \t]*$/m.exec(text);
  if (error && colonEnd)
    return {
      message: 'a plain value that ends in ":": Symfony YAML reads a string, YAML 1.2 an error',
      line: lineAt(text, colonEnd.index),
    };
  const anchors =
    'an anchor or alias (& or *, which {{ }} writes as &amp; &quot; …): Symfony YAML reads them differently from YAML 1.2; {!! json_encode(…) !!} writes a safe value';
  if (error && ['MULTIPLE_ANCHORS', 'BAD_ALIAS', 'MULTIPLE_TAGS'].includes(error.code))
    return {message: anchors, line: error.linePos?.[0].line ?? null};
  if (error) return {message: error.message.split('\n')[0], line: error.linePos?.[0].line ?? null, stage: 'yaml'};
  let anchored: number | null | undefined;
  visit(doc, {
    Node(_key, node) {
      if (anchored === undefined && (isAlias(node) || (node as {anchor?: string}).anchor))
        anchored = node.range ? lineAt(text, node.range[0]) : null;
    },
  });
  if (anchored !== undefined) return {message: anchors, line: anchored};
  try {
    return {data: toPhpData(doc.contents, text)};
  } catch (stop) {
    if (stop instanceof YamlStop) return stop.problem;
    throw stop;
  }
}

/** The result for a construct the playground does not run. */
const refused = (what: string, line: number | null): RenderResult => ({
  ok: false,
  stage: 'refused',
  message: `The playground does not run ${what}`,
  line,
});

/** Renders a template file as Kublade 1.2.3 does. Never throws. */
export function renderTemplate({template, variables, context = 'deployment'}: RenderInput): RenderResult {
  const source = template.replace(/\t/g, '  ');
  let blade: string;
  try {
    const forbidden = laravelVariables.exec(source);
    if (forbidden) throw new RefusedError(`${forbidden[0]}, a variable of Laravel's view engine`, forbidden.index);
    const compiled = compileBlade(source);
    const origin = (offset: number) => compiled.origin[Math.min(offset, compiled.origin.length - 1)] ?? 0;
    let program;
    try {
      program = parsePhp(compiled.text);
    } catch (error) {
      if (error instanceof PhpSyntaxError)
        return {
          ok: false,
          stage: 'blade',
          message: `PHP syntax error: ${error.message}`,
          line: lineAt(source, origin(error.offset)),
        };
      throw error;
    }
    const scope = new Map<string, PhpValue>();
    for (const [name, value] of Object.entries(variables)) scope.set(name, toPhp(value));
    try {
      // eslint-disable-next-line no-control-regex -- PHP ltrim trims NUL and vertical tab too
      blade = runProgram(program, scope).replace(/^[ \t\n\r\0\x0B]+/, '');
    } catch (error) {
      if (error instanceof RunError) {
        const line = lineAt(source, origin(error.offset));
        if (error.cause instanceof Unsupported) return refused(error.message, line);
        return {ok: false, stage: 'blade', message: error.message, line};
      }
      throw error;
    }
  } catch (error) {
    if (error instanceof RefusedError) return refused(error.message, lineAt(source, error.offset));
    if (error instanceof Unsupported) return refused(error.message, null);
    return {
      ok: false,
      stage: 'refused',
      message: `The playground stopped: ${error instanceof Error ? error.message : String(error)}`,
      line: null,
    };
  }

  const parsed = parseYaml(blade);
  if ('message' in parsed)
    return parsed.stage === 'yaml'
      ? {ok: false, stage: 'yaml', message: parsed.message, line: parsed.line, blade}
      : {
          ok: false,
          stage: 'refused',
          message: `The playground cannot tell how Kublade reads ${parsed.message}`,
          line: parsed.line,
          blade,
        };
  const content = parsed.data;
  // Step 4 of createFile: isset($content['metadata']['namespace']) replaced with the namespace.
  const metadata = content instanceof PhpArray ? content.map.get('metadata') : undefined;
  const namespaceReplaced =
    context === 'deployment' && metadata instanceof PhpArray && (metadata.map.get('namespace') ?? null) !== null;
  if (namespaceReplaced) metadata.set('namespace', toPhp(variables.namespace ?? null));
  if (!toBool(content)) return {ok: true, blade, yaml: null, namespaceReplaced};
  return {ok: true, blade, yaml: dumpKubladeFile(content), namespaceReplaced};
}
