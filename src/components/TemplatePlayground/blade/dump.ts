/**
 * The text Kublade writes for a template file: Symfony's Yaml::dump($content, 10, 2) with "---" in
 * front (app/Helpers/Kubernetes/YamlFormatter.php). The rules follow Symfony YAML's Dumper, Inline
 * and Escaper: block style to depth 10, two spaces a level, a list item that is a collection on the
 * line after its "-", empty collections as `{  }`, and strings quoted only where YAML would read
 * them as something else.
 */
import {PhpArray, PhpFloat, formatFloat, type PhpValue} from './values';

/** Escaper::requiresDoubleQuoting: control characters, NEL, NBSP and the Unicode line separators. */
// eslint-disable-next-line no-control-regex -- the characters Symfony escapes are control characters
const needsDoubleQuotes = /[\x00-\x1f\x7f\u0085\u00a0\u2028\u2029]/;

/** Escaper::requiresSingleQuoting. */
const needsSingleQuotes = /[\s'":{}[\],&*#?]|^[-?|<>=!%@`~]/u;

const reservedWords = new Set(['null', '~', 'true', 'false', 'y', 'n', 'yes', 'no', 'on', 'off']);

/** Symfony's Inline timestamp regular expression (a date, optionally with a time and zone). */
const timestamp =
  /^(?:[0-9][0-9][0-9][0-9]-[0-9][0-9]?-[0-9][0-9]?(?:(?:[Tt]|[ \t]+)[0-9][0-9]?:[0-9][0-9]:[0-9][0-9](?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9][0-9]?(?::[0-9][0-9])?))?)?)$/;

const doubleQuoteEscapes: Record<string, string> = {
  '\\': '\\\\',
  '"': '\\"',
  '\0': '\\0',
  '\x07': '\\a',
  '\b': '\\b',
  '\t': '\\t',
  '\n': '\\n',
  '\v': '\\v',
  '\f': '\\f',
  '\r': '\\r',
  '\x1b': '\\e',
  '\u0085': '\\N',
  '\u00a0': '\\_',
  '\u2028': '\\L',
  '\u2029': '\\P',
};

function doubleQuoted(value: string): string {
  // eslint-disable-next-line no-control-regex -- the characters Symfony escapes are control characters
  return `"${value.replace(/[\\"\x00-\x1f\x7f\u0085\u00a0\u2028\u2029]/g, (c) => doubleQuoteEscapes[c] ?? `\\x${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)}"`;
}

const isNumeric = (value: string) =>
  /^[ \t\n\r\v\f]*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?[ \t\n\r\v\f]*$/.test(value);

function dumpString(value: string): string {
  if (value === '') return "''";
  if (needsDoubleQuotes.test(value)) return doubleQuoted(value);
  if (isNumeric(value) && !/[\f\n\r\t\v]/.test(value)) return `'${value}'`;
  if (reservedWords.has(value.toLowerCase())) return `'${value}'`;
  if (
    needsSingleQuotes.test(value) ||
    /^[0-9]+[_0-9]*$/.test(value) ||
    /^0x[0-9a-f_]+$/i.test(value) ||
    timestamp.test(value)
  )
    return `'${value.replace(/'/g, "''")}'`;
  return value;
}

/** Inline::dump of a scalar or an inline collection. */
function dumpInline(value: PhpValue): string {
  if (value === null) return 'null';
  if (value === true) return 'true';
  if (value === false) return 'false';
  if (typeof value === 'number') return String(value);
  if (value instanceof PhpFloat) {
    const n = value.value;
    if (Number.isNaN(n)) return '.NaN';
    if (!Number.isFinite(n)) return n > 0 ? '.Inf' : '-.Inf';
    const text = formatFloat(n, 'string');
    return Number.isInteger(n) && !text.includes('E') ? `${text}.0` : text;
  }
  if (typeof value === 'string') return dumpString(value);
  if (value instanceof PhpArray) {
    if (value.size > 0 && value.isList()) return `[${[...value.map.values()].map(dumpInline).join(', ')}]`;
    return `{ ${[...value.map].map(([key, item]) => `${dumpInline(key)}: ${dumpInline(item)}`).join(', ')} }`;
  }
  throw new Error('only data values are dumped');
}

/** Dumper::dump($input, $inline, $indent) with two spaces a level. */
function dumpBlock(value: PhpValue, inline: number, indent: number): string {
  const prefix = ' '.repeat(indent);
  if (inline <= 0 || !(value instanceof PhpArray) || value.size === 0) return prefix + dumpInline(value);
  const asMap = !value.isList();
  let output = '';
  for (const [key, item] of value.map) {
    if (output !== '' && !output.endsWith('\n')) output += '\n';
    const inlined = inline - 1 <= 0 || !(item instanceof PhpArray) || item.size === 0;
    output +=
      prefix +
      (asMap ? `${dumpInline(key)}:` : '-') +
      (inlined ? ' ' : '\n') +
      dumpBlock(item, inline - 1, inlined ? 0 : indent + 2) +
      (inlined ? '\n' : '');
  }
  return output;
}

/** The file's text: Yaml::dump($content, 10, 2), "---" in front unless it starts with it. */
export function dumpKubladeFile(content: PhpValue): string {
  const yaml = dumpBlock(content, 10, 0);
  return yaml.startsWith('---') ? yaml : `---\n${yaml}`;
}
