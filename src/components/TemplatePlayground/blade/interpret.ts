/**
 * Runs the PHP that compile.ts makes of a template: a tree-walking interpreter for the statements and
 * expressions of php-parser's AST that templates use, with PHP 8's semantics (values.ts) and Laravel's
 * error handling (a warning is an exception). Any other construct is refused by name (Unsupported).
 */
import {Engine} from 'php-parser';
import type * as Php from 'php-parser';

import {constants, functions} from './functions';
import {
  PhpArray,
  PhpClosure,
  PhpError,
  PhpFloat,
  PhpObject,
  Unsupported,
  compare,
  float,
  int,
  looseEquals,
  numeric,
  strictEquals,
  toBool,
  toFloat,
  toInt,
  toKey,
  toNumber,
  toStr,
  typeName,
  type PhpKey,
  type PhpValue,
} from './values';

/** A PHP error or refusal, with the offset in the compiled PHP of the node that raised it. */
export class RunError extends Error {
  constructor(
    readonly cause: PhpError | Unsupported,
    readonly offset: number,
  ) {
    super(cause.message);
    this.name = cause.name;
  }
}

/** A syntax error of the compiled PHP, at an offset in it. */
export class PhpSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
    this.name = 'PhpSyntaxError';
  }
}

class BreakSignal {
  constructor(readonly levels: number) {}
}
class ContinueSignal {
  constructor(readonly levels: number) {}
}
class ReturnSignal {
  constructor(readonly value: PhpValue) {}
}

/** The most loop iterations a template may run: a reader's typo must not hang the page. */
const maxIterations = 100_000;

const parser = new Engine({
  parser: {php8: true, suppressErrors: false, extractDoc: false},
  ast: {withPositions: true},
  lexer: {short_tags: false},
});

/** Parses compiled PHP; a syntax error carries its offset in `code`. */
export function parsePhp(code: string): Php.Program {
  try {
    return parser.parseCode(code, 'template.blade.php');
  } catch (error) {
    const e = error as {message?: string; lineNumber?: number; columnNumber?: number};
    const lines = code.split('\n');
    const line = Math.max(1, Math.min(e.lineNumber ?? 1, lines.length));
    const offset = lines.slice(0, line - 1).reduce((sum, l) => sum + l.length + 1, 0) + (e.columnNumber ?? 0);
    throw new PhpSyntaxError((e.message ?? String(error)).replace(/ on line \d+$/, ''), Math.min(offset, code.length));
  }
}

type LoopRecord = Map<string, PhpValue>;

const offsetOf = (node: Php.Node) => node.loc?.start.offset ?? 0;

/** Laravel's loop bookkeeping ($__env->addLoop and the rest, Illuminate/View/Concerns/ManagesLoops.php). */
class LoopStack {
  private readonly stack: LoopRecord[] = [];

  add(data: PhpValue): void {
    const length = data instanceof PhpArray ? data.size : null;
    const parent = this.stack.at(-1);
    this.stack.push(
      new Map<string, PhpValue>([
        ['iteration', 0],
        ['index', 0],
        ['remaining', length],
        ['count', length],
        ['first', true],
        ['last', length === null ? null : length === 1],
        ['odd', false],
        ['even', true],
        ['depth', this.stack.length + 1],
        ['parent', parent ? new PhpObject(new Map(parent)) : null],
      ]),
    );
  }

  increment(): void {
    const loop = this.stack.at(-1);
    if (!loop) throw new Unsupported('a loop step outside a loop');
    const iteration = loop.get('iteration') as number;
    const count = loop.get('count') ?? null;
    loop.set('iteration', iteration + 1);
    loop.set('index', iteration);
    loop.set('first', iteration === 0);
    loop.set('odd', !loop.get('odd'));
    loop.set('even', !loop.get('even'));
    loop.set('remaining', count === null ? null : (loop.get('remaining') as number) - 1);
    loop.set('last', count === null ? null : iteration === (count as number) - 1);
  }

  pop(): void {
    this.stack.pop();
  }

  last(): PhpValue {
    const loop = this.stack.at(-1);
    return loop ? new PhpObject(new Map(loop)) : null;
  }
}

type Scope = Map<string, PhpValue>;

/** Runs a parsed template with the given variables and returns what it printed. */
export function runProgram(program: Php.Program, variables: Scope): string {
  const loops = new LoopStack();
  let output = '';
  let iterations = 0;
  const step = () => {
    if (++iterations > maxIterations)
      throw new Unsupported(`more than ${maxIterations.toLocaleString('en')} loop iterations`);
  };

  const fail = (error: unknown, node: Php.Node): never => {
    if (
      error instanceof RunError ||
      error instanceof BreakSignal ||
      error instanceof ContinueSignal ||
      error instanceof ReturnSignal
    )
      throw error;
    if (error instanceof PhpError || error instanceof Unsupported) throw new RunError(error, offsetOf(node));
    throw error;
  };

  const refuse = (what: string): never => {
    throw new Unsupported(what);
  };

  /** Copies an array when it is stored: PHP arrays are values. */
  const stored = (value: PhpValue): PhpValue => (value instanceof PhpArray ? value.copy() : value);

  function variableName(node: Php.Variable): string {
    if (typeof node.name !== 'string') return refuse('a variable variable ($$name)');
    return node.name;
  }

  function readVariable(node: Php.Variable, scope: Scope): PhpValue {
    const name = variableName(node);
    if (name === 'this') return refuse('$this');
    if (!scope.has(name)) throw new PhpError(`Undefined variable $${name}`);
    return scope.get(name) ?? null;
  }

  function offsetValue(container: PhpValue, key: PhpValue, quiet: boolean): PhpValue | undefined {
    if (container instanceof PhpArray) {
      const k = toKey(key);
      if (container.map.has(k)) return container.map.get(k);
      if (quiet) return undefined;
      throw new PhpError(`Undefined array key ${typeof k === 'number' ? k : `"${k}"`}`);
    }
    if (typeof container === 'string') {
      if (typeof key !== 'number') return refuse('a string offset that is not an int');
      // eslint-disable-next-line no-control-regex -- ASCII is the range where a byte is a character
      if (/[^\x00-\x7f]/.test(container)) return refuse('a string offset in a non-ASCII string');
      const index = key < 0 ? container.length + key : key;
      if (index >= 0 && index < container.length) return container[index];
      if (quiet) return undefined;
      throw new PhpError(`Uninitialized string offset ${key}`);
    }
    if (quiet) return undefined;
    if (container instanceof PhpObject || container instanceof PhpClosure)
      throw new PhpError(`Cannot use object of type ${typeName(container)} as array`);
    throw new PhpError(`Trying to access array offset on value of type ${typeName(container)}`);
  }

  function propertyName(node: Php.PropertyLookup): string {
    const offset = node.offset as Php.Node;
    if (offset.kind !== 'identifier') return refuse('a dynamic property name');
    return (offset as Php.Identifier).name;
  }

  function property(container: PhpValue, name: string, quiet: boolean): PhpValue | undefined {
    if (container instanceof PhpObject) {
      if (container.properties.has(name)) return container.properties.get(name);
      if (quiet) return undefined;
      throw new PhpError(`Undefined property: stdClass::$${name}`);
    }
    if (quiet) return undefined;
    throw new PhpError(`Attempt to read property "${name}" on ${typeName(container)}`);
  }

  /** The value of an expression in isset(), empty() or `??`: undefined where PHP finds nothing, without a warning. */
  function quietly(node: Php.Node, scope: Scope): PhpValue | undefined {
    switch (node.kind) {
      case 'variable':
        return scope.get(variableName(node as Php.Variable));
      case 'offsetlookup': {
        const lookup = node as Php.OffsetLookup;
        const container = quietly(lookup.what, scope);
        if (container === undefined || container === null) return undefined;
        if (!lookup.offset) return refuse('$a[] read');
        return offsetValue(container, evaluate(lookup.offset, scope), true);
      }
      case 'propertylookup': {
        const lookup = node as Php.PropertyLookup;
        const container = quietly(lookup.what, scope);
        if (container === undefined || container === null) return undefined;
        return property(container, propertyName(lookup), true);
      }
      default:
        return evaluate(node, scope);
    }
  }

  /** The array held at a place, created and stored where PHP creates one (nothing or null there). */
  function arrayIn(current: PhpValue | undefined, store: (created: PhpArray) => void): PhpArray {
    if (current instanceof PhpArray) return current;
    if (current !== undefined && current !== null) return refuse(`writing an offset of a ${typeName(current)}`);
    const created = new PhpArray();
    store(created);
    return created;
  }

  /** The array at an assignable place. */
  function arrayAt(node: Php.Node, scope: Scope): PhpArray {
    if (node.kind === 'variable') {
      const name = variableName(node as Php.Variable);
      return arrayIn(scope.get(name), (created) => scope.set(name, created));
    }
    if (node.kind === 'offsetlookup') {
      const lookup = node as Php.OffsetLookup;
      const parent = arrayAt(lookup.what, scope);
      const key = lookup.offset ? toKey(evaluate(lookup.offset, scope)) : parent.nextIndex;
      return arrayIn(parent.map.get(key), (created) => parent.set(key, created));
    }
    return refuse(`writing into a ${node.kind}`);
  }

  function assign(node: Php.Node, value: PhpValue, scope: Scope): void {
    if (node.kind === 'variable') {
      const name = variableName(node as Php.Variable);
      if (name === 'this') refuse('$this');
      scope.set(name, stored(value));
      return;
    }
    if (node.kind === 'offsetlookup') {
      const lookup = node as Php.OffsetLookup;
      const target = arrayAt(lookup.what, scope);
      if (lookup.offset) target.set(toKey(evaluate(lookup.offset, scope)), stored(value));
      else target.push(stored(value));
      return;
    }
    refuse(`assigning to a ${node.kind}`);
  }

  function arithmetic(operator: string, a: PhpValue, b: PhpValue): PhpValue {
    if (operator === '+' && a instanceof PhpArray && b instanceof PhpArray) {
      const union = a.copy();
      for (const [key, value] of b.map) if (!union.map.has(key)) union.set(key, value);
      return union;
    }
    if (operator === '%') {
      // PHP takes both operands as ints, a float's fraction cut off.
      const divisor = toInt(toNumber(b, '%', a));
      const dividend = toInt(toNumber(a, '%', b));
      if (divisor === 0) throw new PhpError('Modulo by zero');
      return int(dividend % divisor);
    }
    const x = toNumber(a, operator, b);
    const y = toNumber(b, operator, a);
    const bothInts = typeof x === 'number' && typeof y === 'number';
    const nx = numeric(x);
    const ny = numeric(y);
    switch (operator) {
      case '+':
      case '-':
      case '*': {
        const result = operator === '+' ? nx + ny : operator === '-' ? nx - ny : nx * ny;
        return bothInts ? int(result) : float(result);
      }
      case '/': {
        if (ny === 0) throw new PhpError('Division by zero');
        const result = nx / ny;
        return bothInts && Number.isInteger(result) ? int(result) : float(result);
      }
      case '**': {
        const result = nx ** ny;
        return bothInts && ny >= 0 ? int(result) : float(result);
      }
    }
    return refuse(`the operator ${operator}`);
  }

  function binary(node: Php.Bin, scope: Scope): PhpValue {
    const {type} = node;
    switch (type) {
      case '&&':
      case 'and':
        return toBool(evaluate(node.left, scope)) && toBool(evaluate(node.right, scope));
      case '||':
      case 'or':
        return toBool(evaluate(node.left, scope)) || toBool(evaluate(node.right, scope));
      case 'xor':
        return toBool(evaluate(node.left, scope)) !== toBool(evaluate(node.right, scope));
      case '??': {
        const left = quietly(node.left, scope);
        return left === undefined || left === null ? evaluate(node.right, scope) : left;
      }
    }
    const a = evaluate(node.left, scope);
    const b = evaluate(node.right, scope);
    switch (type) {
      case '.':
        return toStr(a) + toStr(b);
      case '==':
        return looseEquals(a, b);
      case '!=':
      case '<>':
        return !looseEquals(a, b);
      case '===':
        return strictEquals(a, b);
      case '!==':
        return !strictEquals(a, b);
      case '<':
        return compare(a, b) < 0;
      case '<=':
        return compare(a, b) <= 0;
      case '>':
        return compare(a, b) > 0;
      case '>=':
        return compare(a, b) >= 0;
      case '<=>':
        return compare(a, b);
      case '+':
      case '-':
      case '*':
      case '/':
      case '%':
      case '**':
        return arithmetic(type, a, b);
      case '|':
      case '&':
        // Flags such as JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE: ints only.
        if (typeof a !== 'number' || typeof b !== 'number')
          return refuse(`${type} on a ${typeName(a)} and a ${typeName(b)}`);
        if (a < 0 || b < 0 || a > 0x7fffffff || b > 0x7fffffff) return refuse(`${type} on integers beyond 31 bits`);
        return type === '|' ? a | b : a & b;
    }
    return refuse(`the operator ${type}`);
  }

  function cast(node: Php.Cast, scope: Scope): PhpValue {
    const value = evaluate(node.expr, scope);
    switch (node.type) {
      case 'int':
        return toInt(value);
      case 'float':
        return float(toFloat(value));
      case 'string':
        return toStr(value);
      case 'bool':
        return toBool(value);
      case 'array':
        if (value instanceof PhpArray) return value;
        return value === null ? new PhpArray() : PhpArray.list([value]);
    }
    return refuse(`the cast ${node.raw}`);
  }

  function numberLiteral(raw: string): PhpValue {
    const text = raw.replace(/_/g, '');
    if (/^0[xX]/.test(text)) return int(Number.parseInt(text.slice(2), 16));
    if (/^0[bB]/.test(text)) return int(Number.parseInt(text.slice(2), 2));
    if (/^0[oO]?[0-7]+$/.test(text)) return int(Number.parseInt(text.replace(/^0[oO]?/, ''), 8));
    if (/^\d+$/.test(text)) {
      const n = Number(text);
      return Number.isSafeInteger(n) ? n : refuse(`the integer ${raw}, beyond ±2^53`);
    }
    return float(Number(text));
  }

  function callArguments(nodes: Php.Node[], scope: Scope): PhpValue[] {
    return nodes.map((arg) => {
      if (arg.kind === 'namedargument') return refuse('named arguments');
      if (arg.kind === 'variadic') return refuse('argument unpacking (...)');
      return evaluate(arg, scope);
    });
  }

  function makeClosure(parameters: Php.Parameter[], bind: (inner: Scope) => PhpValue, outer: Scope): PhpClosure {
    for (const parameter of parameters)
      if (parameter.byref || parameter.variadic) refuse('a by-reference or variadic closure parameter');
    return new PhpClosure((args) => {
      const inner: Scope = new Map(outer);
      parameters.forEach((parameter, i) => {
        const name = typeof parameter.name === 'string' ? parameter.name : parameter.name.name;
        if (i < args.length) inner.set(name, stored(args[i]));
        else if (parameter.value) inner.set(name, evaluate(parameter.value, inner));
        else
          throw new PhpError(
            `Too few arguments to function {closure}(), ${args.length} passed and at least ${i + 1} expected`,
          );
      });
      return bind(inner);
    });
  }

  function call(node: Php.Call, scope: Scope): PhpValue {
    const what = node.what as Php.Node;
    if (what.kind === 'propertylookup') {
      const lookup = what as Php.PropertyLookup;
      if (lookup.what.kind !== 'variable' || (lookup.what as Php.Variable).name !== '__env')
        return refuse('calling a method');
      const args = callArguments(node.arguments, scope);
      switch (propertyName(lookup)) {
        case 'addLoop':
          loops.add(args[0] ?? null);
          return null;
        case 'incrementLoopIndices':
          loops.increment();
          return null;
        case 'popLoop':
          loops.pop();
          return null;
        case 'getLastLoop':
          return loops.last();
      }
      return refuse(`$__env->${propertyName(lookup)}()`);
    }
    if (what.kind === 'name') {
      const name = (what as Php.Name).name.replace(/^\\/, '').toLowerCase();
      const fn = Object.hasOwn(functions, name) ? functions[name] : undefined;
      if (!fn) return refuse(`the PHP function ${name}()`);
      return fn(callArguments(node.arguments, scope));
    }
    const callee = evaluate(what, scope);
    if (!(callee instanceof PhpClosure)) return refuse(`calling a ${typeName(callee)}`);
    return callee.call(callArguments(node.arguments, scope));
  }

  function evaluate(node: Php.Node, scope: Scope): PhpValue {
    try {
      return evaluateNode(node, scope);
    } catch (error) {
      return fail(error, node);
    }
  }

  function evaluateNode(node: Php.Node, scope: Scope): PhpValue {
    switch (node.kind) {
      case 'variable':
        return readVariable(node as Php.Variable, scope);
      case 'string':
      case 'nowdoc':
        return (node as Php.String).value;
      case 'encapsed': {
        const encapsed = node as Php.Encapsed;
        if (encapsed.type === 'shell') return refuse('shell commands');
        return encapsed.value.map((part) => toStr(evaluate((part as Php.EncapsedPart).expression, scope))).join('');
      }
      case 'number':
        return numberLiteral((node as Php.Number).value as unknown as string);
      case 'boolean':
        return (node as Php.Boolean).value;
      case 'nullkeyword':
        return null;
      case 'name': {
        const name = (node as Php.Name).name.replace(/^\\/, '');
        const lower = name.toLowerCase();
        if (lower === 'true') return true;
        if (lower === 'false') return false;
        if (lower === 'null') return null;
        if (Object.hasOwn(constants, name)) return constants[name];
        return refuse(`the constant ${name}`);
      }
      case 'array': {
        const result = new PhpArray();
        for (const item of (node as Php.Array).items as Php.Node[]) {
          if (item === null) return refuse('an empty array element');
          if (item.kind !== 'entry') {
            result.push(stored(evaluate(item, scope)));
            continue;
          }
          const entry = item as Php.Entry;
          if (entry.byRef || entry.unpack) return refuse('a by-reference or unpacked array element');
          const value = stored(evaluate(entry.value, scope));
          if (entry.key) result.set(toKey(evaluate(entry.key, scope)), value);
          else result.push(value);
        }
        return result;
      }
      case 'offsetlookup': {
        const lookup = node as Php.OffsetLookup;
        if (!lookup.offset) return refuse('reading $a[]');
        const container = evaluate(lookup.what, scope);
        return offsetValue(container, evaluate(lookup.offset, scope), false) ?? null;
      }
      case 'propertylookup': {
        const lookup = node as Php.PropertyLookup;
        return property(evaluate(lookup.what, scope), propertyName(lookup), false) ?? null;
      }
      case 'bin':
        return binary(node as Php.Bin, scope);
      case 'unary': {
        const unary = node as Php.Unary;
        const value = evaluate(unary.what, scope);
        if (unary.type === '!') return !toBool(value);
        if (unary.type === '-') return arithmetic('*', value, -1);
        if (unary.type === '+') return arithmetic('*', value, 1);
        return refuse(`the operator ${unary.type}`);
      }
      case 'cast':
        return cast(node as Php.Cast, scope);
      case 'retif': {
        const retif = node as Php.RetIf;
        const test = evaluate(retif.test, scope);
        if (toBool(test)) return retif.trueExpr ? evaluate(retif.trueExpr, scope) : test;
        return evaluate(retif.falseExpr, scope);
      }
      case 'isset':
        return (node as Php.Isset).variables.every((v) => {
          const value = quietly(v, scope);
          return value !== undefined && value !== null;
        });
      case 'empty': {
        const value = quietly((node as Php.Empty).expression, scope);
        return value === undefined || !toBool(value);
      }
      case 'assign': {
        const assignment = node as Php.Assign;
        const {operator} = assignment;
        if (operator === '=') {
          const value = evaluate(assignment.right, scope);
          assign(assignment.left, value, scope);
          return value;
        }
        if (operator === '??=') {
          const current = quietly(assignment.left, scope);
          if (current !== undefined && current !== null) return current;
          const value = evaluate(assignment.right, scope);
          assign(assignment.left, value, scope);
          return value;
        }
        const op = operator.slice(0, -1);
        const current = evaluate(assignment.left, scope);
        const right = evaluate(assignment.right, scope);
        const value = op === '.' ? toStr(current) + toStr(right) : arithmetic(op, current, right);
        assign(assignment.left, value, scope);
        return value;
      }
      case 'pre':
      case 'post': {
        const update = node as Php.Post;
        const current = evaluate(update.what, scope);
        if (typeof current !== 'number' && !(current instanceof PhpFloat) && current !== null)
          return refuse(`++ or -- on a ${typeName(current)}`);
        let next: PhpValue;
        if (current === null) next = update.type === '+' ? 1 : null;
        else next = arithmetic(update.type === '+' ? '+' : '-', current, 1);
        assign(update.what, next, scope);
        return node.kind === 'pre' ? next : current;
      }
      case 'call':
        return call(node as Php.Call, scope);
      case 'arrowfunc': {
        const fn = node as Php.ArrowFunc;
        if (fn.byref) return refuse('a by-reference arrow function');
        return makeClosure(fn.arguments, (inner) => evaluate(fn.body, inner), new Map(scope));
      }
      case 'closure': {
        const fn = node as Php.Closure;
        if (fn.byref || fn.isStatic) return refuse('a static or by-reference closure');
        const captured: Scope = new Map();
        for (const use of fn.uses as Php.Variable[]) {
          if ((use as unknown as {byref?: boolean}).byref) return refuse('use (&$x)');
          const name = variableName(use);
          if (!scope.has(name)) throw new PhpError(`Undefined variable $${name}`);
          captured.set(name, stored(scope.get(name) ?? null));
        }
        return makeClosure(
          fn.arguments,
          (inner) => {
            try {
              run(fn.body?.children ?? [], inner);
            } catch (signal) {
              if (signal instanceof ReturnSignal) return signal.value;
              throw signal;
            }
            return null;
          },
          captured,
        );
      }
      case 'parenthesis':
        return evaluate((node as unknown as {inner: Php.Node}).inner, scope);
    }
    return refuse(`the PHP construct "${node.kind}"`);
  }

  function levels(node: Php.Break | Php.Continue): number {
    // php-parser's types say a number; its parser gives a node.
    const level = node.level as unknown as Php.Node | null;
    if (!level) return 1;
    if (level.kind !== 'number') return refuse('break or continue with a computed level');
    return Number((level as Php.Number).value);
  }

  /** Runs a loop body; returns false when a break ends this loop, and re-throws signals for outer loops. */
  function loopBody(body: Php.Node | null, scope: Scope): boolean {
    try {
      if (body) run([body], scope);
      return true;
    } catch (signal) {
      if (signal instanceof BreakSignal) {
        if (signal.levels > 1) throw new BreakSignal(signal.levels - 1);
        return false;
      }
      if (signal instanceof ContinueSignal) {
        if (signal.levels > 1) throw new ContinueSignal(signal.levels - 1);
        return true;
      }
      throw signal;
    }
  }

  function statement(node: Php.Node, scope: Scope): void {
    switch (node.kind) {
      case 'inline':
        output += (node as Php.Inline).value;
        return;
      case 'echo':
        for (const expression of (node as Php.Echo).expressions) output += toStr(evaluate(expression, scope));
        return;
      case 'expressionstatement':
        evaluate((node as Php.ExpressionStatement).expression, scope);
        return;
      case 'block':
        run((node as Php.Block).children, scope);
        return;
      case 'noop':
        return;
      case 'if': {
        const branch = node as Php.If;
        if (toBool(evaluate(branch.test, scope))) run([branch.body], scope);
        else if (branch.alternate) run([branch.alternate], scope);
        return;
      }
      case 'foreach': {
        const loop = node as Php.Foreach;
        if (loop.value.kind !== 'variable') return refuse('destructuring in foreach');
        if ((loop.value as unknown as {byref?: boolean}).byref) return refuse('foreach by reference');
        const source = evaluate(loop.source, scope);
        if (!(source instanceof PhpArray))
          throw new PhpError(`foreach() argument must be of type array|object, ${typeName(source)} given`);
        for (const [key, value] of [...source.copy().map] as [PhpKey, PhpValue][]) {
          step();
          if (loop.key) assign(loop.key, key, scope);
          assign(loop.value, value, scope);
          if (!loopBody(loop.body, scope)) break;
        }
        return;
      }
      case 'for': {
        const loop = node as Php.For;
        for (const init of loop.init) evaluate(init, scope);
        for (;;) {
          const tests = loop.test.map((t) => evaluate(t, scope));
          if (tests.length > 0 && !toBool(tests.at(-1) ?? null)) break;
          step();
          if (!loopBody(loop.body, scope)) break;
          for (const increment of loop.increment) evaluate(increment, scope);
        }
        return;
      }
      case 'while': {
        const loop = node as Php.While;
        while (toBool(evaluate(loop.test, scope))) {
          step();
          if (!loopBody(loop.body, scope)) break;
        }
        return;
      }
      case 'switch': {
        const choice = node as Php.Switch;
        const subject = evaluate(choice.test, scope);
        const cases = choice.body.children as Php.Case[];
        let start = cases.findIndex((c) => c.test !== null && looseEquals(subject, evaluate(c.test, scope)));
        if (start === -1) start = cases.findIndex((c) => c.test === null);
        if (start === -1) return;
        try {
          for (const c of cases.slice(start)) if (c.body) run([c.body], scope);
        } catch (signal) {
          if (signal instanceof ContinueSignal) refuse('continue inside a switch');
          if (!(signal instanceof BreakSignal)) throw signal;
          if (signal.levels > 1) throw new BreakSignal(signal.levels - 1);
        }
        return;
      }
      case 'break':
        throw new BreakSignal(levels(node as Php.Break));
      case 'continue':
        throw new ContinueSignal(levels(node as Php.Continue));
      case 'return': {
        const value = (node as Php.Return).expr;
        throw new ReturnSignal(value ? evaluate(value, scope) : null);
      }
      case 'unset':
        for (const target of (node as unknown as {variables: Php.Node[]}).variables) {
          if (target.kind === 'variable') scope.delete(variableName(target as Php.Variable));
          else if (target.kind === 'offsetlookup') {
            const lookup = target as Php.OffsetLookup;
            const container = quietly(lookup.what, scope);
            if (container instanceof PhpArray && lookup.offset)
              container.map.delete(toKey(evaluate(lookup.offset, scope)));
          } else refuse(`unset() of a ${target.kind}`);
        }
        return;
    }
    refuse(`the PHP statement "${node.kind}"`);
  }

  function run(nodes: Php.Node[], scope: Scope): void {
    for (const node of nodes) {
      try {
        statement(node, scope);
      } catch (error) {
        fail(error, node);
      }
    }
  }

  try {
    run(program.children, variables);
  } catch (signal) {
    if (signal instanceof BreakSignal || signal instanceof ContinueSignal)
      throw new RunError(new PhpError("'break' or 'continue' outside a loop"), 0);
    if (signal instanceof ReturnSignal) return output;
    throw signal;
  }
  return output;
}
