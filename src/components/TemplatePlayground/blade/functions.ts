/**
 * The PHP functions and constants the playground runs, each as PHP 8.2+ and Laravel's e() define
 * it. A call to any other function is refused by name. Every function here is exercised by the
 * differential test's corpus (tests/unit/components/TemplatePlayground/differential.test.ts).
 */
import {
  PhpArray,
  PhpClosure,
  PhpError,
  PhpFloat,
  PhpObject,
  Unsupported,
  compare,
  float,
  formatFloat,
  int,
  isNumericString,
  numberOfString,
  looseEquals,
  strictEquals,
  toBool,
  toFloat,
  toInt,
  toKey,
  toStr,
  typeName,
  type PhpValue,
} from './values';

const JSON_HEX_TAG = 1;
const JSON_HEX_AMP = 2;
const JSON_HEX_APOS = 4;
const JSON_HEX_QUOT = 8;
const JSON_FORCE_OBJECT = 16;
const JSON_UNESCAPED_SLASHES = 64;
const JSON_PRETTY_PRINT = 128;
const JSON_UNESCAPED_UNICODE = 256;
const JSON_PRESERVE_ZERO_FRACTION = 1024;
const JSON_UNESCAPED_LINE_TERMINATORS = 2048;
const JSON_THROW_ON_ERROR = 4194304;
const supportedJsonFlags =
  JSON_HEX_TAG |
  JSON_HEX_AMP |
  JSON_HEX_APOS |
  JSON_HEX_QUOT |
  JSON_FORCE_OBJECT |
  JSON_UNESCAPED_SLASHES |
  JSON_PRETTY_PRINT |
  JSON_UNESCAPED_UNICODE |
  JSON_PRESERVE_ZERO_FRACTION |
  JSON_UNESCAPED_LINE_TERMINATORS |
  JSON_THROW_ON_ERROR;

export const constants: Record<string, PhpValue> = {
  JSON_HEX_TAG,
  JSON_HEX_AMP,
  JSON_HEX_APOS,
  JSON_HEX_QUOT,
  JSON_FORCE_OBJECT,
  JSON_UNESCAPED_SLASHES,
  JSON_PRETTY_PRINT,
  JSON_UNESCAPED_UNICODE,
  JSON_PRESERVE_ZERO_FRACTION,
  JSON_UNESCAPED_LINE_TERMINATORS,
  JSON_THROW_ON_ERROR,
  PHP_EOL: '\n',
  ARRAY_FILTER_USE_KEY: 2,
  ARRAY_FILTER_USE_BOTH: 1,
};

const encoder = new TextEncoder();
const strictDecoder = new TextDecoder('utf-8', {fatal: true});

/** A string argument, as PHP coerces scalars in a non-strict call; arrays and null are what PHP 8 rejects or deprecates. */
function str(value: PhpValue | undefined, fn: string, position = 1): string {
  if (value === undefined) throw new PhpError(`Too few arguments to function ${fn}()`);
  if (value instanceof PhpArray || value instanceof PhpClosure || value instanceof PhpObject)
    throw new PhpError(`${fn}(): Argument #${position} must be of type string, ${typeName(value)} given`);
  if (value === null)
    throw new Unsupported(`null passed to ${fn}() (deprecated in PHP 8.1, an error in later versions)`);
  return toStr(value);
}

function arr(value: PhpValue | undefined, fn: string, position = 1): PhpArray {
  if (value instanceof PhpArray) return value;
  throw new PhpError(
    `${fn}(): Argument #${position} must be of type array, ${value === undefined ? 'nothing' : typeName(value)} given`,
  );
}

function intArg(value: PhpValue | undefined, fn: string, position: number): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' && isNumericString(value)) {
    const n = numberOfString(value);
    if (typeof n === 'number') return n;
  }
  throw new Unsupported(
    `${fn}() with argument #${position} of type ${value === undefined ? 'nothing' : typeName(value)}`,
  );
}

/** A callback: a closure, or the name of a function the playground runs ('trim'). */
function callable(value: PhpValue | undefined, fn: string): PhpClosure {
  if (value instanceof PhpClosure) return value;
  if (typeof value === 'string' && Object.hasOwn(functions, value.toLowerCase())) {
    const named = functions[value.toLowerCase()];
    return new PhpClosure((args) => named(args));
  }
  throw new Unsupported(`${fn}() with a callback that is neither a closure nor a function it runs`);
}

/** PHP's byte-wise string functions need the string's UTF-8 bytes; a cut through a character is refused. */
const bytes = (text: string) => encoder.encode(text);
function fromBytes(data: Uint8Array, fn: string): string {
  try {
    return strictDecoder.decode(data);
  } catch {
    throw new Unsupported(`${fn}() cutting a multi-byte character in two`);
  }
}

const asciiLower = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());
const asciiUpper = (text: string) => text.replace(/[a-z]/g, (c) => c.toUpperCase());

function trimChars(chars: string | undefined, fn: string): string {
  if (chars === undefined) return ' \n\r\t\v\0';
  if (chars.includes('..')) throw new Unsupported(`${fn}() with a character range ("..")`);
  return chars;
}

function trimWith(text: string, chars: string, left: boolean, right: boolean): string {
  let start = 0;
  let end = text.length;
  if (left) while (start < end && chars.includes(text[start])) start++;
  if (right) while (end > start && chars.includes(text[end - 1])) end--;
  return text.slice(start, end);
}

/** htmlspecialchars($value, ENT_QUOTES, 'UTF-8', true), which Laravel's e() calls. */
function escapeHtml(value: PhpValue): string {
  const text = value === null ? '' : str(value, 'htmlspecialchars');
  return text.replace(
    /[&"'<>]/g,
    (c) => ({'&': '&amp;', '"': '&quot;', "'": '&#039;', '<': '&lt;', '>': '&gt;'})[c] ?? c,
  );
}

const hex4 = (code: number) => code.toString(16).padStart(4, '0');

function jsonString(text: string, flags: number): string {
  let out = '"';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '"') out += flags & JSON_HEX_QUOT ? '\\u0022' : '\\"';
    else if (char === '\\') out += '\\\\';
    else if (char === '/') out += flags & JSON_UNESCAPED_SLASHES ? '/' : '\\/';
    else if (char === '\b') out += '\\b';
    else if (char === '\f') out += '\\f';
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (code < 0x20) out += `\\u${hex4(code)}`;
    else if (char === '<' && flags & JSON_HEX_TAG) out += '\\u003C';
    else if (char === '>' && flags & JSON_HEX_TAG) out += '\\u003E';
    else if (char === '&' && flags & JSON_HEX_AMP) out += '\\u0026';
    else if (char === "'" && flags & JSON_HEX_APOS) out += '\\u0027';
    else if (code < 0x80) out += char;
    else if (
      flags & JSON_UNESCAPED_UNICODE &&
      !((code === 0x2028 || code === 0x2029) && !(flags & JSON_UNESCAPED_LINE_TERMINATORS))
    )
      out += char;
    else if (code > 0xffff) {
      const v = code - 0x10000;
      out += `\\u${hex4(0xd800 + (v >> 10))}\\u${hex4(0xdc00 + (v & 0x3ff))}`;
    } else out += `\\u${hex4(code)}`;
  }
  return out + '"';
}

function jsonEncode(value: PhpValue, flags: number, depth: number): string {
  const pretty = (flags & JSON_PRETTY_PRINT) !== 0;
  const indent = (level: number) => (pretty ? '\n' + '    '.repeat(level) : '');
  if (value === null) return 'null';
  if (value === true) return 'true';
  if (value === false) return 'false';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return jsonString(value, flags);
  if (value instanceof PhpFloat) {
    if (!Number.isFinite(value.value)) throw new Unsupported('json_encode() of INF or NAN');
    const text = formatFloat(value.value, 'json');
    return flags & JSON_PRESERVE_ZERO_FRACTION && !text.includes('.') && !text.includes('e') ? `${text}.0` : text;
  }
  if (value instanceof PhpArray) {
    if (value.size === 0) return flags & JSON_FORCE_OBJECT ? '{}' : '[]';
    const list = value.isList() && !(flags & JSON_FORCE_OBJECT);
    const parts = [...value.map].map(
      ([key, item]) =>
        (list ? '' : jsonString(String(key), flags) + (pretty ? ': ' : ':')) + jsonEncode(item, flags, depth + 1),
    );
    const [open, close] = list ? ['[', ']'] : ['{', '}'];
    return open + parts.map((part) => indent(depth + 1) + part).join(',') + indent(depth) + close;
  }
  throw new Unsupported(`json_encode() of a ${typeName(value)}`);
}

function base64(text: string): string {
  let binary = '';
  for (const byte of bytes(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** PHP's sprintf for %s and %d with flags, width and padding; any other conversion is refused. */
function sprintf(format: string, args: PhpValue[]): string {
  const spec = /%(?:(\d+)\$)?((?:[-+ 0]|'.)*)(\d+)?(\.\d+)?([a-zA-Z%])?/y;
  let out = '';
  let next = 0;
  for (let i = 0; i < format.length;) {
    if (format[i] !== '%') {
      out += format[i++];
      continue;
    }
    spec.lastIndex = i;
    const m = spec.exec(format);
    if (!m) throw new Unsupported(`sprintf() with the format ${format.slice(i, i + 6)}…`);
    const [whole, position, flags = '', width, precision, conversion] = m;
    if (!conversion || (conversion !== '%' && conversion !== 's' && conversion !== 'd') || precision !== undefined)
      throw new Unsupported(`sprintf() with the format ${format.slice(i, i + 6)}…`);
    i += whole.length;
    if (conversion === '%') {
      if (whole !== '%%') throw new Unsupported(`sprintf() with the format ${whole}`);
      out += '%';
      continue;
    }
    const index = position ? Number(position) - 1 : next++;
    if (index >= args.length) throw new PhpError(`${args.length + 1} arguments are required, ${args.length} given`);
    const arg = args[index];
    let text: string;
    if (conversion === 'd') {
      const n = toInt(arg);
      text = (n < 0 ? '-' : flags.includes('+') ? '+' : '') + String(Math.abs(n));
    } else text = str(arg, 'sprintf');
    const size = Number(width ?? 0);
    if (text.length >= size) {
      out += text;
      continue;
    }
    if (/[^\x20-\x7e]/.test(text)) throw new Unsupported('sprintf() padding a non-ASCII string');
    const custom = /'(.)/.exec(flags)?.[1];
    const pad = custom ?? (flags.includes('0') ? '0' : ' ');
    if (flags.includes('-')) out += text + (pad === '0' && conversion === 'd' ? ' ' : pad).repeat(size - text.length);
    else if (pad === '0' && conversion === 'd' && /^[+-]/.test(text))
      out += text[0] + '0'.repeat(size - text.length) + text.slice(1);
    else out += pad.repeat(size - text.length) + text;
  }
  return out;
}

function explode(separator: string, text: string, limit: number): PhpArray {
  if (separator === '') throw new PhpError('explode(): Argument #1 ($separator) cannot be empty');
  const parts = text.split(separator);
  // A limit of 0 counts as 1; a negative one drops that many parts from the end.
  const keep = limit === 0 ? 1 : limit;
  if (keep > 0 && parts.length > keep)
    return PhpArray.list([...parts.slice(0, keep - 1), parts.slice(keep - 1).join(separator)]);
  if (keep < 0) return PhpArray.list(parts.slice(0, Math.max(0, parts.length + keep)));
  return PhpArray.list(parts);
}

function strReplace(search: PhpValue, replace: PhpValue, subject: PhpValue): PhpValue {
  if (subject instanceof PhpArray)
    return PhpArray.of([...subject.map].map(([key, item]) => [key, strReplace(search, replace, item)] as const));
  let text = str(subject, 'str_replace', 3);
  const searches =
    search instanceof PhpArray ? [...search.map.values()].map((v) => toStr(v)) : [str(search, 'str_replace')];
  const replaces = replace instanceof PhpArray ? [...replace.map.values()].map((v) => toStr(v)) : null;
  searches.forEach((needle, i) => {
    if (needle === '') return;
    const by = replaces ? (replaces[i] ?? '') : str(replace, 'str_replace', 2);
    text = text.split(needle).join(by);
  });
  return text;
}

/** An int|float parameter: numeric strings are converted, anything else is the TypeError PHP 8 throws. */
function num(value: PhpValue | undefined, fn: string): number | PhpFloat {
  if (typeof value === 'number' || value instanceof PhpFloat) return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' && isNumericString(value)) return numberOfString(value);
  throw new PhpError(
    `${fn}(): Argument #1 ($num) must be of type int|float, ${value === undefined ? 'nothing' : typeName(value)} given`,
  );
}

type PhpFunction = (args: PhpValue[]) => PhpValue;

/** trim(), ltrim() or rtrim(): PHP's default characters, or the given ones. */
const trimming =
  (fn: string, left: boolean, right: boolean): PhpFunction =>
  ([value, chars]) =>
    trimWith(str(value, fn), trimChars(chars === undefined ? undefined : str(chars, fn, 2), fn), left, right);

/** max() (direction 1) or min() (-1): of the arguments, or of one array's values. */
const extreme =
  (fn: string, direction: 1 | -1): PhpFunction =>
  (args) => {
    const list = args.length === 1 ? [...arr(args[0], fn).map.values()] : args;
    if (list.length === 0) throw new PhpError(`${fn}(): Argument #1 ($value) must contain at least one element`);
    return list.reduce((best, v) => (compare(v, best) * direction > 0 ? v : best));
  };

export const functions: Record<string, PhpFunction> = {
  e: ([value, double]) => {
    if (double !== undefined) throw new Unsupported('e() with a second argument');
    return escapeHtml(value ?? null);
  },
  json_encode: ([value, flags = 0, depth]) => {
    if (depth !== undefined) throw new Unsupported('json_encode() with a depth');
    const f = intArg(flags, 'json_encode', 2);
    if (f & ~supportedJsonFlags) throw new Unsupported(`json_encode() with flags ${f & ~supportedJsonFlags}`);
    return jsonEncode(value ?? null, f, 0);
  },
  base64_encode: ([value]) => base64(str(value, 'base64_encode')),
  strtolower: ([value]) => asciiLower(str(value, 'strtolower')),
  strtoupper: ([value]) => asciiUpper(str(value, 'strtoupper')),
  ucfirst: ([value]) => {
    const text = str(value, 'ucfirst');
    return asciiUpper(text.slice(0, 1)) + text.slice(1);
  },
  lcfirst: ([value]) => {
    const text = str(value, 'lcfirst');
    return asciiLower(text.slice(0, 1)) + text.slice(1);
  },
  trim: trimming('trim', true, true),
  ltrim: trimming('ltrim', true, false),
  rtrim: trimming('rtrim', false, true),
  explode: ([separator, value, limit]) =>
    explode(
      str(separator, 'explode'),
      str(value, 'explode', 2),
      limit === undefined ? Number.MAX_SAFE_INTEGER : intArg(limit, 'explode', 3),
    ),
  implode: ([first, second]) => {
    if (second === undefined) return [...arr(first, 'implode').map.values()].map((v) => toStr(v)).join('');
    if (first instanceof PhpArray) throw new Unsupported('implode() with the array first');
    return [...arr(second, 'implode', 2).map.values()].map((v) => toStr(v)).join(str(first, 'implode'));
  },
  str_replace: ([search, replace, subject, count]) => {
    if (count !== undefined) throw new Unsupported('str_replace() with a count');
    return strReplace(search ?? null, replace ?? null, subject ?? null);
  },
  str_contains: ([haystack, needle]) => str(haystack, 'str_contains').includes(str(needle, 'str_contains', 2)),
  str_starts_with: ([haystack, needle]) =>
    str(haystack, 'str_starts_with').startsWith(str(needle, 'str_starts_with', 2)),
  str_ends_with: ([haystack, needle]) => str(haystack, 'str_ends_with').endsWith(str(needle, 'str_ends_with', 2)),
  strlen: ([value]) => bytes(str(value, 'strlen')).length,
  substr: ([value, offset, length]) => {
    const data = bytes(str(value, 'substr'));
    let start = intArg(offset, 'substr', 2);
    if (start < 0) start = Math.max(0, data.length + start);
    start = Math.min(start, data.length);
    let end = data.length;
    if (length !== undefined && length !== null) {
      const n = intArg(length, 'substr', 3);
      end = n < 0 ? Math.max(start, data.length + n) : Math.min(data.length, start + n);
    }
    return fromBytes(data.slice(start, end), 'substr');
  },
  str_repeat: ([value, times]) => {
    const n = intArg(times, 'str_repeat', 2);
    if (n < 0) throw new PhpError('str_repeat(): Argument #2 ($times) must be greater than or equal to 0');
    return str(value, 'str_repeat').repeat(n);
  },
  sprintf: ([format, ...args]) => sprintf(str(format, 'sprintf'), args),
  intval: ([value, base]) => {
    if (base !== undefined) throw new Unsupported('intval() with a base');
    return toInt(value ?? null);
  },
  floatval: ([value]) => float(toFloat(value ?? null)),
  boolval: ([value]) => toBool(value ?? null),
  strval: ([value]) => toStr(value ?? null),
  is_numeric: ([value]) =>
    typeof value === 'number' || value instanceof PhpFloat || (typeof value === 'string' && isNumericString(value)),
  is_string: ([value]) => typeof value === 'string',
  is_int: ([value]) => typeof value === 'number',
  is_float: ([value]) => value instanceof PhpFloat,
  is_bool: ([value]) => typeof value === 'boolean',
  is_array: ([value]) => value instanceof PhpArray,
  is_null: ([value]) => value === null,
  abs: ([value]) => {
    const n = num(value, 'abs');
    return n instanceof PhpFloat ? float(Math.abs(n.value)) : int(Math.abs(n));
  },
  max: extreme('max', 1),
  min: extreme('min', -1),
  count: ([value, mode]) => {
    if (mode !== undefined) throw new Unsupported('count() with a mode');
    if (!(value instanceof PhpArray))
      throw new PhpError(
        `count(): Argument #1 ($value) must be of type Countable|array, ${value === undefined ? 'nothing' : typeName(value)} given`,
      );
    return value.size;
  },
  in_array: ([needle, haystack, strict]) => {
    const strictly = strict !== undefined && toBool(strict);
    return [...arr(haystack, 'in_array', 2).map.values()].some((v) =>
      strictly ? strictEquals(v, needle ?? null) : looseEquals(v, needle ?? null),
    );
  },
  array_keys: ([value, ...rest]) => {
    if (rest.length > 0) throw new Unsupported('array_keys() with a search value');
    return PhpArray.list([...arr(value, 'array_keys').map.keys()]);
  },
  array_values: ([value]) => PhpArray.list([...arr(value, 'array_values').map.values()]),
  array_key_exists: ([key, value]) => arr(value, 'array_key_exists', 2).map.has(toKey(key ?? null)),
  array_merge: (args) => {
    const result = new PhpArray();
    args.forEach((value, i) => {
      for (const [key, item] of arr(value, 'array_merge', i + 1).map) {
        if (typeof key === 'number') result.push(item);
        else result.set(key, item);
      }
    });
    return result;
  },
  array_map: ([callback, value, ...more]) => {
    if (more.length > 0) throw new Unsupported('array_map() over more than one array');
    if (callback === null) throw new Unsupported('array_map() without a callback');
    const fn = callable(callback, 'array_map');
    return PhpArray.of([...arr(value, 'array_map', 2).map].map(([key, item]) => [key, fn.call([item])] as const));
  },
  array_filter: ([value, callback, mode = 0]) => {
    const array = arr(value, 'array_filter');
    const how = intArg(mode, 'array_filter', 3);
    const fn = callback === undefined || callback === null ? null : callable(callback, 'array_filter');
    return PhpArray.of(
      [...array.map].filter(([key, item]) => {
        if (!fn) return toBool(item);
        const args: PhpValue[] = how === 2 ? [key] : how === 1 ? [item, key] : [item];
        return toBool(fn.call(args));
      }),
    );
  },
  array_reverse: ([value, preserve]) => {
    const keep = preserve !== undefined && toBool(preserve);
    const result = new PhpArray();
    for (const [key, item] of [...arr(value, 'array_reverse').map].reverse()) {
      if (typeof key === 'number' && !keep) result.push(item);
      else result.set(key, item);
    }
    return result;
  },
  array_slice: ([value, offset, length, preserve]) => {
    const entries = [...arr(value, 'array_slice').map];
    let start = intArg(offset, 'array_slice', 2);
    if (start < 0) start = Math.max(0, entries.length + start);
    let end = entries.length;
    if (length !== undefined && length !== null) {
      const n = intArg(length, 'array_slice', 3);
      end = n < 0 ? Math.max(start, entries.length + n) : Math.min(entries.length, start + n);
    }
    const keep = preserve !== undefined && toBool(preserve);
    const result = new PhpArray();
    for (const [key, item] of entries.slice(start, end)) {
      if (typeof key === 'number' && !keep) result.push(item);
      else result.set(key, item);
    }
    return result;
  },
  range: ([from, to, step]) => {
    if (step !== undefined) throw new Unsupported('range() with a step');
    if (typeof from !== 'number' || typeof to !== 'number') throw new Unsupported('range() of anything but two ints');
    const values: number[] = [];
    if (from <= to) for (let i = from; i <= to; i++) values.push(i);
    else for (let i = from; i >= to; i--) values.push(i);
    if (values.length > 10_000) throw new Unsupported('range() of more than 10,000 values');
    return PhpArray.list(values);
  },
  floor: ([value]) => float(Math.floor(toFloat(num(value, 'floor')))),
  ceil: ([value]) => float(Math.ceil(toFloat(num(value, 'ceil')))),
};
