/**
 * PHP 8 values as a template sees them: null, bool, int, float, string, array (ordered, keyed by int
 * or string), closures and Blade's `$loop` object, with PHP's conversions and comparisons. Where PHP
 * raises a warning, Laravel raises an ErrorException, so each such case is a PhpError here.
 */

/** What PHP (under Laravel's error handler) would throw. */
export class PhpError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PhpError';
  }
}

/** A construct outside what the playground models; refused, never approximated. */
export class Unsupported extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Unsupported';
  }
}

/** A PHP float; a plain JS number is a PHP int. */
export class PhpFloat {
  constructor(readonly value: number) {}
}

export type PhpKey = number | string;

/** A PHP array: insertion-ordered, int and string keys, and the next index for `$a[] =`. */
export class PhpArray {
  readonly map = new Map<PhpKey, PhpValue>();
  nextIndex = 0;

  static list(values: PhpValue[]): PhpArray {
    const array = new PhpArray();
    for (const value of values) array.push(value);
    return array;
  }

  static of(entries: Iterable<[PhpKey, PhpValue]>): PhpArray {
    const array = new PhpArray();
    for (const [key, value] of entries) array.set(key, value);
    return array;
  }

  get size(): number {
    return this.map.size;
  }

  set(key: PhpKey, value: PhpValue): void {
    this.map.set(key, value);
    if (typeof key === 'number' && key >= this.nextIndex) this.nextIndex = key + 1;
  }

  push(value: PhpValue): void {
    this.set(this.nextIndex, value);
  }

  /** A copy: PHP arrays are values. Nested arrays are copied too, as writes through them must not leak. */
  copy(): PhpArray {
    const array = new PhpArray();
    for (const [key, value] of this.map) array.map.set(key, value instanceof PhpArray ? value.copy() : value);
    array.nextIndex = this.nextIndex;
    return array;
  }

  /** Keys 0, 1, 2, … in order: json_encode writes such an array as a list. */
  isList(): boolean {
    let expected = 0;
    for (const key of this.map.keys()) if (key !== expected++) return false;
    return true;
  }
}

/** A closure: `fn ($v) => …` or `function ($v) use ($x) { … }`. */
export class PhpClosure {
  constructor(readonly call: (args: PhpValue[]) => PhpValue) {}
}

/** An object with properties: Blade's `$loop` (a stdClass). */
export class PhpObject {
  constructor(readonly properties: Map<string, PhpValue>) {}
}

export type PhpValue = null | boolean | number | PhpFloat | string | PhpArray | PhpClosure | PhpObject;

export const float = (value: number): PhpFloat => new PhpFloat(value);

/** An int result, refused where JavaScript cannot hold it exactly (PHP would keep 64 bits or turn it into a float). */
export function int(value: number): number {
  if (!Number.isSafeInteger(value)) throw new Unsupported(`an integer beyond ±2^53 (${value})`);
  return value === 0 ? 0 : value;
}

export function typeName(value: PhpValue): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return 'int';
  if (typeof value === 'string') return 'string';
  if (value instanceof PhpFloat) return 'float';
  if (value instanceof PhpArray) return 'array';
  if (value instanceof PhpClosure) return 'Closure';
  return 'stdClass';
}

/** Digits and exponent of a finite non-zero number, as C's dtoa gives them with `digits` significant digits (or the shortest). */
function decimalDigits(value: number, digits: number | null): {digits: string; point: number} {
  const text = digits === null ? Math.abs(value).toExponential() : Math.abs(value).toExponential(digits - 1);
  const [mantissa, exponent] = text.split('e');
  return {digits: mantissa.replace('.', '').replace(/0+$/, '') || '0', point: Number(exponent) + 1};
}

/**
 * A float as PHP writes it: `precision` 14 when converted to a string, or the shortest exact form
 * (serialize_precision -1) in json_encode. Both follow zend_gcvt: exponent form beyond the precision
 * or below 1e-4, with at least one digit after the point ("1.0E+25").
 */
export function formatFloat(value: number, mode: 'string' | 'json'): string {
  if (Number.isNaN(value)) return 'NAN';
  if (!Number.isFinite(value)) return value > 0 ? 'INF' : '-INF';
  if (value === 0) return Object.is(value, -0) ? '-0' : '0';
  const limit = mode === 'string' ? 14 : 17;
  const {digits, point} = decimalDigits(value, mode === 'string' ? 14 : null);
  const sign = value < 0 ? '-' : '';
  if (point < 0 ? point < -3 : point > limit) {
    const exponent = point - 1;
    const mantissa = digits[0] + '.' + (digits.slice(1) || '0');
    return `${sign}${mantissa}${mode === 'string' ? 'E' : 'e'}${exponent < 0 ? '-' : '+'}${Math.abs(exponent)}`;
  }
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  const whole = digits.slice(0, point).padEnd(point, '0');
  const fraction = digits.slice(point);
  return sign + whole + (fraction ? `.${fraction}` : '');
}

/** PHP's string conversion; arrays and closures are errors, as PHP (with Laravel) raises them. */
export function toStr(value: PhpValue): string {
  if (value === null || value === false) return '';
  if (value === true) return '1';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value;
  if (value instanceof PhpFloat) return formatFloat(value.value, 'string');
  if (value instanceof PhpArray) throw new PhpError('Array to string conversion');
  throw new PhpError(`Object of class ${typeName(value)} could not be converted to string`);
}

export function toBool(value: PhpValue): boolean {
  if (value === null) return false;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') return value !== '' && value !== '0';
  if (value instanceof PhpFloat) return value.value !== 0;
  if (value instanceof PhpArray) return value.size > 0;
  return true;
}

/** PHP 8's numeric strings: optional surrounding whitespace, an int or a float. */
const numericPattern = /^[ \t\n\r\v\f]*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?[ \t\n\r\v\f]*$/;
const leadingNumericPattern = /^[ \t\n\r\v\f]*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/;

export const isNumericString = (value: string): boolean => numericPattern.test(value);

/** A numeric string's number: an int when it is written as one and fits, else a float. */
export function numberOfString(text: string): number | PhpFloat {
  const trimmed = text.trim();
  if (/^[+-]?\d+$/.test(trimmed)) {
    const n = Number(trimmed);
    if (Number.isSafeInteger(n)) return n === 0 ? 0 : n;
    if (Math.abs(n) < 2 ** 63) throw new Unsupported(`an integer beyond ±2^53 (${trimmed})`);
    return float(n);
  }
  return float(Number(trimmed));
}

/** The number an arithmetic operand stands for; PHP 8 throws for non-numeric strings and arrays. */
export function toNumber(value: PhpValue, operator: string, other: PhpValue): number | PhpFloat {
  if (value === null || value === false) return 0;
  if (value === true) return 1;
  if (typeof value === 'number' || value instanceof PhpFloat) return value;
  if (typeof value === 'string') {
    if (isNumericString(value)) return numberOfString(value);
    if (leadingNumericPattern.test(value)) throw new PhpError('A non-numeric value encountered');
    throw new PhpError(`Unsupported operand types: string ${operator} ${typeName(other)}`);
  }
  throw new PhpError(`Unsupported operand types: ${typeName(value)} ${operator} ${typeName(other)}`);
}

/** (int) */
export function toInt(value: PhpValue): number {
  if (value === null || value === false) return 0;
  if (value === true) return 1;
  if (typeof value === 'number') return value;
  if (value instanceof PhpFloat) {
    if (!Number.isFinite(value.value)) return 0;
    return int(Math.trunc(value.value));
  }
  if (typeof value === 'string') {
    const lead = leadingNumericPattern.exec(value);
    if (!lead) return 0;
    const n = numberOfString(lead[0]);
    return typeof n === 'number' ? n : int(Math.trunc(n.value));
  }
  if (value instanceof PhpArray) return value.size > 0 ? 1 : 0;
  throw new Unsupported(`(int) of a ${typeName(value)}`);
}

/** (float) */
export function toFloat(value: PhpValue): number {
  if (value instanceof PhpFloat) return value.value;
  if (typeof value === 'string') {
    const lead = leadingNumericPattern.exec(value);
    return lead ? Number(lead[0].trim()) : 0;
  }
  return toInt(value);
}

export const numeric = (value: number | PhpFloat): number => (value instanceof PhpFloat ? value.value : value);

/** An array key: numeric-looking decimal strings, bools, floats and null are converted as PHP converts them. */
export function toKey(value: PhpValue): PhpKey {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') {
    if (/^(?:0|-?[1-9]\d*)$/.test(value) && Number.isSafeInteger(Number(value)) && value !== '-0') return Number(value);
    return value;
  }
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof PhpFloat) {
    if (!Number.isFinite(value.value) || !Number.isInteger(value.value))
      throw new Unsupported('an array key that is a float with a fraction (PHP 8.1 deprecates it)');
    return int(value.value);
  }
  throw new PhpError(`Illegal offset type`);
}

/** `==` in PHP 8. */
export function looseEquals(a: PhpValue, b: PhpValue): boolean {
  return compare(a, b) === 0;
}

/** `===` */
export function strictEquals(a: PhpValue, b: PhpValue): boolean {
  if (a instanceof PhpFloat || b instanceof PhpFloat)
    return a instanceof PhpFloat && b instanceof PhpFloat && a.value === b.value;
  if (a instanceof PhpArray || b instanceof PhpArray) {
    if (!(a instanceof PhpArray && b instanceof PhpArray) || a.size !== b.size) return false;
    const bEntries = [...b.map];
    return [...a.map].every(([key, value], i) => bEntries[i][0] === key && strictEquals(value, bEntries[i][1]));
  }
  return a === b;
}

const sign = (n: number) => (n < 0 ? -1 : n > 0 ? 1 : 0);

/** `<=>` in PHP 8 (https://www.php.net/manual/en/language.operators.comparison.php). */
export function compare(a: PhpValue, b: PhpValue): number {
  if (a instanceof PhpClosure || b instanceof PhpClosure || a instanceof PhpObject || b instanceof PhpObject)
    throw new Unsupported('comparing a closure or an object');
  if (typeof a === 'string' && typeof b === 'string') {
    if (isNumericString(a) && isNumericString(b)) return sign(numeric(numberOfString(a)) - numeric(numberOfString(b)));
    return a < b ? -1 : a > b ? 1 : 0;
  }
  if (typeof a === 'boolean' || typeof b === 'boolean' || a === null || b === null) {
    if (a === null && typeof b === 'string') return b === '' ? 0 : -1;
    if (b === null && typeof a === 'string') return a === '' ? 0 : 1;
    return sign(Number(toBool(a)) - Number(toBool(b)));
  }
  if (a instanceof PhpArray && b instanceof PhpArray) {
    if (a.size !== b.size) return sign(a.size - b.size);
    for (const [key, value] of a.map) {
      if (!b.map.has(key)) throw new Unsupported('comparing arrays with different keys');
      const c = compare(value, b.map.get(key) ?? null);
      if (c !== 0) return c;
    }
    return 0;
  }
  if (a instanceof PhpArray) return 1;
  if (b instanceof PhpArray) return -1;
  // A number and a string: numerically when the string is numeric, else as strings.
  if (typeof a === 'string' || typeof b === 'string') {
    const text = (typeof a === 'string' ? a : b) as string;
    if (isNumericString(text)) return sign(numeric(toNumber(a, '<=>', b)) - numeric(toNumber(b, '<=>', a)));
    const sa = toStr(a);
    const sb = toStr(b);
    return sa < sb ? -1 : sa > sb ? 1 : 0;
  }
  return sign(numeric(a) - numeric(b));
}
