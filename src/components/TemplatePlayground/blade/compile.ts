/**
 * Blade to PHP, the way Laravel's BladeCompiler::compileString turns a template into the PHP it
 * runs, for the directives a Kublade template file may use. The result keeps, for every character,
 * the offset in the template it came from, so errors can name the template's line.
 *
 * The steps follow Laravel 8.83 (Debian's php-illuminate-view, the oracle of the differential test):
 * @verbatim and @php blocks are set aside, comments removed, directives compiled, then echoes
 * (raw, escaped, regular), then the blocks put back. What a template may contain where Laravel 8 and
 * Laravel 12 (Kublade 1.2.3's) compile differently is refused instead of guessed (RefusedError).
 */

/** A directive the playground refuses, a construct it does not model: never approximated. */
export class RefusedError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
    this.name = 'RefusedError';
  }
}

/** Text with the template offset of each character (`origin[i]`), and one past the end. */
export interface Tracked {
  text: string;
  origin: number[];
}

const track = (text: string): Tracked => ({text, origin: Array.from({length: text.length + 1}, (_, i) => i)});

/**
 * Replaces each match of `pattern` (global) with what `replace` returns: a string, whose characters
 * map to the match's start, or text that keeps its own origins.
 */
function replaceTracked(
  input: Tracked,
  pattern: RegExp,
  replace: (match: RegExpExecArray) => string | Tracked,
): Tracked {
  let text = '';
  const origin: number[] = [];
  let last = 0;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(input.text); match; match = pattern.exec(input.text)) {
    text += input.text.slice(last, match.index);
    origin.push(...input.origin.slice(last, match.index));
    const out = replace(match);
    if (typeof out === 'string') {
      text += out;
      for (let i = 0; i < out.length; i++) origin.push(input.origin[match.index]);
    } else {
      text += out.text;
      origin.push(...out.origin.slice(0, out.text.length));
    }
    last = match.index + match[0].length;
  }
  text += input.text.slice(last);
  origin.push(...input.origin.slice(last));
  return {text, origin};
}

/**
 * Directives Laravel compiles but the playground does not run: Laravel 8.83's compile methods, and the
 * ones later versions add. A template that uses one is refused, named. Lower case: PHP finds the
 * compile method whatever the case of the name.
 */
const otherDirectives = new Set(
  [
    // Laravel 8.83 (Illuminate/View/Compilers, the compile* methods)
    'append auth aware can canany cannot choice class component componentfirst csrf dd dump each elseauth',
    'elseguest elsecan elsecanany elsecannot endauth endcomponent endcomponentclass endcomponentfirst endenv',
    'endguest endonce endproduction endslot endcan endcanany endcannot enderror endlang endprepend endpush',
    'endsection env error extends extendsfirst guest hassection include includefirst includeif includeunless',
    'includewhen inject js json lang method once overwrite parent prepend production props push section',
    'sectionmissing show slot stack stop unset yield',
    // compile* methods that are steps of the compiler, not directives, which @name would still call
    'attributeechos classcomponentopening closingtags comments componenttags echos escapedechos extensions',
    'openingtags rawechos regularechos selfclosingtags slots statement statements string tags',
    // added after Laravel 8
    'bool checked selected disabled readonly required style session endsession context endcontext fragment',
    'endfragment pushif endpushif pushonce endpushonce prependonce endprependonce use vite vitereactrefresh',
    'endsectionmissing elsepushif elsepush production endproduction',
  ]
    .join(' ')
    .split(' '),
);

/**
 * What each directive the playground runs compiles to, as Laravel 8.83 and 12 both compile it
 * (tests/unit/docs/blade-examples.test.ts lists the same set). `args` is the parenthesised argument,
 * parentheses included, or undefined.
 */
interface DirectiveContext {
  firstCaseInSwitch: boolean;
  forElseCounter: number;
}

function foreachParts(args: string, offset: number): [string, string] {
  const match = /^\( *([\s\S]*) +as *([\s\S]*)\)$/i.exec(args);
  if (!match)
    throw new RefusedError('a loop whose argument is not "(items as $item)" or "(items as $key => $item)"', offset);
  return [match[1].trim(), match[2].trim()];
}

const loopInit = (iteratee: string) => `$__currentLoopData = ${iteratee}; $__env->addLoop($__currentLoopData);`;
const loopStep = '$__env->incrementLoopIndices(); $loop = $__env->getLastLoop();';

function needsArgs(name: string, args: string | undefined, offset: number): string {
  if (args === undefined) throw new RefusedError(`@${name} without an argument in parentheses`, offset);
  return args;
}

function compileDirective(
  name: string,
  args: string | undefined,
  context: DirectiveContext,
  offset: number,
): string | null {
  const argument = () => needsArgs(name, args, offset);
  const loopControl = (keyword: 'break' | 'continue') => {
    if (!args) return `<?php ${keyword}; ?>`;
    const levels = /\(\s*(-?\d+)\s*\)$/.exec(args);
    return levels ? `<?php ${keyword} ${Math.max(1, Number(levels[1]))}; ?>` : `<?php if${args} ${keyword}; ?>`;
  };
  switch (name.toLowerCase()) {
    case 'if':
      return `<?php if${argument()}: ?>`;
    case 'elseif':
      return `<?php elseif${argument()}: ?>`;
    case 'else':
      return '<?php else: ?>';
    case 'endif':
    case 'endunless':
    case 'endisset':
    case 'endempty':
    case 'endforelse':
      return '<?php endif; ?>';
    case 'unless':
      return `<?php if (! ${argument()}): ?>`;
    case 'isset':
      return `<?php if(isset${argument()}): ?>`;
    case 'switch':
      context.firstCaseInSwitch = true;
      return `<?php switch${argument()}:`;
    case 'case':
      if (context.firstCaseInSwitch) {
        context.firstCaseInSwitch = false;
        return `case ${args ?? ''}: ?>`;
      }
      return `<?php case ${args ?? ''}: ?>`;
    case 'default':
      return '<?php default: ?>';
    case 'endswitch':
      return '<?php endswitch; ?>';
    case 'break':
      return loopControl('break');
    case 'continue':
      return loopControl('continue');
    case 'foreach': {
      const [iteratee, iteration] = foreachParts(argument(), offset);
      return `<?php ${loopInit(iteratee)} foreach($__currentLoopData as ${iteration}): ${loopStep} ?>`;
    }
    case 'forelse': {
      const [iteratee, iteration] = foreachParts(argument(), offset);
      const empty = `$__empty_${++context.forElseCounter}`;
      return `<?php ${empty} = true; ${loopInit(iteratee)} foreach($__currentLoopData as ${iteration}): ${loopStep} ${empty} = false; ?>`;
    }
    case 'empty':
      if (args) return `<?php if(empty${args}): ?>`;
      return `<?php endforeach; $__env->popLoop(); $loop = $__env->getLastLoop(); if ($__empty_${context.forElseCounter--}): ?>`;
    case 'endforeach':
      return '<?php endforeach; $__env->popLoop(); $loop = $__env->getLastLoop(); ?>';
    case 'for':
      return `<?php for${argument()}: ?>`;
    case 'endfor':
      return '<?php endfor; ?>';
    case 'while':
      return `<?php while${argument()}: ?>`;
    case 'endwhile':
      return '<?php endwhile; ?>';
    case 'php':
      return args ? `<?php ${args}; ?>` : '@php';
    default:
      if (otherDirectives.has(name.toLowerCase())) throw new RefusedError(`the directive @${name}`, offset);
      return null;
  }
}

/** Where a balanced parenthesised group that starts at `start` ends (exclusive), as PCRE's `(?3)` finds it: strings are not special. */
function balancedEnd(text: string, start: number): number | null {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i + 1;
  }
  return null;
}

/** `@`, the name (an escaping `@` included), then spaces or tabs. */
const directiveHead = /@(@?[A-Za-z0-9_]+(?:::[A-Za-z0-9_]+)?)([ \t]*)/y;

const isWordChar = (c: string | undefined) => c !== undefined && /[A-Za-z0-9_]/.test(c);

/** Laravel's compileStatements: `\B@(@?\w+(?:::\w+)?)([ \t]*)(\(balanced\))?`, each replaced by its compiled form. */
function compileStatements(input: Tracked): Tracked {
  const context: DirectiveContext = {firstCaseInSwitch: true, forElseCounter: 0};
  const {text} = input;
  let out = '';
  const origin: number[] = [];
  const copy = (from: number, to: number) => {
    out += text.slice(from, to);
    origin.push(...input.origin.slice(from, to));
  };
  let last = 0;
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    if (at < last || isWordChar(text[at - 1])) continue;
    directiveHead.lastIndex = at;
    const head = directiveHead.exec(text);
    if (!head) continue;
    const [whole, name, space] = head;
    let end = at + whole.length;
    let args: string | undefined;
    if (text[end] === '(') {
      const close = balancedEnd(text, end);
      if (close !== null) {
        args = text.slice(end, close);
        end = close;
      }
    }
    // Laravel keeps an unknown name as it is; without an argument the spaces after a name are kept
    // once more, as compileStatement appends them to the whole match.
    let compiled = name.includes('@')
      ? name + (args ?? '')
      : (compileDirective(name, args, context, input.origin[at]) ?? text.slice(at, end));
    if (args === undefined) compiled += space;
    copy(last, at);
    out += compiled;
    for (let i = 0; i < compiled.length; i++) origin.push(input.origin[at]);
    last = end;
    at = end - 1;
  }
  copy(last, text.length + 1);
  return {text: out, origin};
}

/** PCRE's `\s` without the UTF flag: space, tab, newline, vertical tab, form feed, carriage return. */
const s = '[ \\t\\n\\x0B\\f\\r]';

/** Laravel's wrapInEchoHandler without echo handlers (Kublade registers none): trimmed, a trailing `;…` cut. */
function echoExpression(value: string): string {
  const trimmed = value.trim();
  return value.endsWith(';') ? trimmed.slice(0, trimmed.lastIndexOf(';')) : trimmed;
}

function compileEchos(input: Tracked): Tracked {
  const doubled = (newline: string | undefined) => (newline ? newline + newline : '');
  let result = replaceTracked(input, new RegExp(`(@)?\\{!!${s}*([\\s\\S]+?)${s}*!!\\}(\\r?\\n)?`, 'g'), (m) =>
    m[1] ? m[0].slice(1) : `<?php echo ${echoExpression(m[2])}; ?>${doubled(m[3])}`,
  );
  result = replaceTracked(result, new RegExp(`(@)?\\{\\{\\{${s}*([\\s\\S]+?)${s}*\\}\\}\\}(\\r?\\n)?`, 'g'), (m) =>
    m[1] ? m[0] : `<?php echo e(${echoExpression(m[2])}); ?>${doubled(m[3])}`,
  );
  return replaceTracked(result, new RegExp(`(@)?\\{\\{${s}*([\\s\\S]+?)${s}*\\}\\}(\\r?\\n)?`, 'g'), (m) =>
    m[1] ? m[0].slice(1) : `<?php echo e(${echoExpression(m[2])}); ?>${doubled(m[3])}`,
  );
}

/** The compiled PHP of a template, each character traced to the template offset it came from. */
export function compileBlade(template: string): Tracked {
  const refuseAt = (pattern: RegExp, message: string) => {
    const found = pattern.exec(template);
    if (found) throw new RefusedError(message, found.index);
  };
  refuseAt(/<\?/, 'PHP tags ("<?") in a template');
  refuseAt(/<\/?x[-:]/, 'Blade component tags (<x-…>)');
  if (/(?<!@)@php\s*\(/.test(template) && /@endphp/.test(template))
    refuseAt(
      /(?<!@)@php\s*\(/,
      '@php(…) beside an @php … @endphp block: the Blade versions set them apart differently',
    );

  const rawBlocks: Tracked[] = [];
  const store = (block: Tracked) => `@__raw_block_${rawBlocks.push(block) - 1}__@`;
  /** The text of group 1 of a match at `index` after a `prefix` of the given length, with its origins. */
  const group = (from: Tracked, m: RegExpExecArray, prefix: number): Tracked => {
    const start = m.index + prefix;
    return {text: m[1], origin: from.origin.slice(start, start + m[1].length + 1)};
  };
  let value = track(template);
  if (value.text.includes('@verbatim')) {
    const before = value;
    value = replaceTracked(before, /(?<!@)@verbatim([\s\S]*?)@endverbatim/g, (m) => store(group(before, m, 9)));
  }
  if (value.text.includes('@php')) {
    const before = value;
    value = replaceTracked(before, /(?<!@)@php([\s\S]*?)@endphp/g, (m) => {
      const body = group(before, m, 4);
      const at = (n: number, offset: number) => Array<number>(n).fill(offset);
      return store({
        text: `<?php${body.text}?>`,
        origin: [...at(5, before.origin[m.index]), ...body.origin.slice(0, -1), ...at(3, body.origin.at(-1) ?? 0)],
      });
    });
  }
  value = replaceTracked(value, /\{\{--([\s\S]*?)--\}\}/g, () => '');
  value = compileEchos(compileStatements(value));
  if (rawBlocks.length > 0) value = replaceTracked(value, /@__raw_block_(\d+)__@/g, (m) => rawBlocks[Number(m[1])]);
  return value;
}
