/**
 * A generated corpus of template files and value sets for the playground's differential test: each
 * case is a YAML manifest written with the Blade a template author uses (echoes escaped and raw,
 * conditions, loops with $loop, @php blocks, string and array functions, closures), rendered with
 * one of the value sets (form strings with quotes, colons and ampersands, numeric strings, JSON
 * numbers, null, missing keys, lists). Deterministic: the same seed gives the same cases.
 */
import type {TemplateValue} from '../../../src/data/bladeVariables';

export interface CorpusCase {
  name: string;
  template: string;
  variables: Record<string, TemplateValue>;
}

/** A small deterministic PRNG (mulberry32), so a failing case can be named and rerun. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Field values as a deployment's form (strings) or the API (JSON values) sends them. */
export const valueSets: Record<string, Record<string, TemplateValue>> = {
  form: {
    namespace: '3f6c2a9e-8b41-4d7e-9c25-71a0e4b5d816',
    data: {
      name: 'web',
      image: 'nginx:1.27',
      replicas: '2',
      mode: 'a',
      list: 'alpha, beta,gamma',
      flag: 'true',
      motd: 'Hi: "you" & <me>',
      port: '8080',
      empty: '',
      zero: '0',
    },
    secret: {password: 's3cr3t&pass', token: 'abc/def+ghi='},
    limits: {enabled: 'true', cpu: {float: 0.5}, memory: 536870912},
    portClaims: {http: 52817, ssh: 61043},
    paused: false,
  },
  api: {
    namespace: 'ns-2',
    data: {
      name: 'Api Server',
      image: 'ghcr.io/example/app:2.0',
      replicas: 3,
      mode: 'b',
      list: 'one',
      flag: false,
      motd: "it's 100% ok",
      port: 443,
      empty: null,
      zero: 0,
      items: ['x', 'y', 'z'],
      meta: {team: 'ops', tier: 2},
    },
    secret: {password: 'p\'q"r', token: ''},
    limits: {enabled: 'false', cpu: null, memory: null},
    portClaims: {},
    paused: true,
  },
  sparse: {
    namespace: 'ns-3',
    data: {name: 'é-ü ☃', replicas: '1.5', mode: 'c', list: '', flag: '0', port: ' 80 ', items: [], meta: {}},
    secret: {},
    limits: {enabled: 'true', cpu: {float: 2}, memory: 1073741824},
    portClaims: {http: 50000},
    paused: false,
  },
  numbers: {
    namespace: 'ns-4',
    data: {
      name: '12',
      image: 'img',
      replicas: '10',
      mode: 'a',
      list: '1,2,3',
      flag: 'false',
      motd: '-',
      port: '1e3',
      empty: ' ',
      zero: '0.0',
      items: [1, {float: 2.5}, '3'],
      meta: {a: 1},
    },
    secret: {password: '12345', token: 'null'},
    limits: {enabled: 'true', cpu: {float: 0.25}, memory: 268435456},
    portClaims: {http: 50001, ssh: 50002, game: 50003},
    paused: false,
  },
};

const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)];

const fields = ['name', 'image', 'replicas', 'mode', 'list', 'flag', 'motd', 'port', 'empty', 'zero', 'missing'];

/** Expressions of each kind, from a field reference. */
const stringExpressions = (f: string): string[] => [
  `$data['${f}']`,
  `$data['${f}'] ?? 'none'`,
  `strtoupper($data['${f}'] ?? '')`,
  `strtolower(trim($data['${f}'] ?? ''))`,
  `ucfirst($data['${f}'] ?? 'x')`,
  `str_replace([' ', ':'], '-', $data['${f}'] ?? '')`,
  `substr($data['${f}'] ?? 'abcdef', 0, 3)`,
  `$data['${f}'] . '-suffix'`,
  `"pre-{$data['${f}']}"`,
  `sprintf('%s-%03d', $data['${f}'] ?? 'n', 7)`,
  `implode('|', explode(',', $data['${f}'] ?? ''))`,
  `base64_encode($data['${f}'] ?? '')`,
  `isset($data['${f}']) ? 'set' : 'unset'`,
  `empty($data['${f}']) ? 'empty' : 'full'`,
  `str_repeat('ab', 2) . ($data['${f}'] ?? '')`,
  `rtrim($data['${f}'] ?? '', '0')`,
  `lcfirst(strval($data['${f}'] ?? 'Z'))`,
  `str_contains($data['${f}'] ?? '', 'a') ? 'has-a' : 'no-a'`,
  `str_starts_with((string) ($data['${f}'] ?? ''), 'w') ? 'w' : 'other'`,
  `strval($data['${f}'] ?? 0) . ltrim('  x') . implode(['x', 'y'])`,
  `str_replace('a', 'b', strtolower((string) ($data['${f}'] ?? 'aaa')))`,
];

const numberExpressions = (f: string): string[] => [
  `(int) ($data['${f}'] ?? 0)`,
  `intval($data['${f}'] ?? 0) + 1`,
  `($data['${f}'] ?? 1) * 2`,
  `strlen((string) ($data['${f}'] ?? ''))`,
  `$limits['cpu'] ?? 0`,
  `($limits['memory'] ?? 0) / 1048576`,
  `$limits['cpu'] * 1000`,
  `floatval($data['${f}'] ?? 0)`,
  `max(1, (int) ($data['${f}'] ?? 0))`,
  `min(5, 3, 9)`,
  `count($portClaims)`,
  `$portClaims['http'] ?? 8080`,
  `abs(-3) + 0.5`,
  `floor(7 / 2)`,
  `ceil(($limits['memory'] ?? 0) / 3)`,
  `10 % 4`,
  `2 ** 10`,
  `0.1 + 0.2`,
];

const conditions = (f: string): string[] => [
  `$data['${f}'] == 'a'`,
  `$data['${f}'] === 'true'`,
  `isset($data['${f}'])`,
  `!empty($data['${f}'])`,
  `($data['${f}'] ?? '') != ''`,
  `$limits['enabled'] === 'true'`,
  `$paused`,
  `!$paused && isset($portClaims['http'])`,
  `($data['${f}'] ?? 0) > 1`,
  `in_array($data['mode'] ?? '', ['a', 'b'])`,
  `$data['${f}'] ?? false`,
  `count($secret) > 0 || $paused`,
  `is_numeric($data['${f}'] ?? '')`,
  `array_key_exists('${f}', $data)`,
  `($data['${f}'] ?? null) === null`,
  `$data['${f}'] == 0`,
  `is_string($data['${f}'] ?? null) || is_int($data['${f}'] ?? null)`,
  `is_float($limits['cpu']) && !is_bool($paused) === false`,
  `is_array($data['${f}'] ?? null) || is_null($data['${f}'] ?? null)`,
  `boolval($data['${f}'] ?? '0')`,
];

/** A value line `key: …` at `indent`, the expression written in one of the ways templates write values. */
function valueLine(rand: () => number, key: string, expression: string, indent: string): string {
  switch (Math.floor(rand() * 7)) {
    case 0:
      return `${indent}${key}: {{ ${expression} }}`;
    case 1:
      return `${indent}${key}: '{{ ${expression} }}'`;
    case 2:
      return `${indent}${key}: "{{ ${expression} }}"`;
    case 3:
      return `${indent}${key}: {!! json_encode(${expression}) !!}`;
    case 4:
      return `${indent}${key}: {!! json_encode(${expression}, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE) !!}`;
    case 5:
      return `${indent}${key}: {!! ${expression} !!}`;
    default:
      return `${indent}${key}: |\n${indent}  {{ ${expression} }}`;
  }
}

function anyExpression(rand: () => number): string {
  const f = pick(rand, fields);
  return rand() < 0.6 ? pick(rand, stringExpressions(f)) : pick(rand, numberExpressions(f));
}

/** One block of lines at `indent` (two spaces deeper inside a nested mapping). */
function block(rand: () => number, indent: string, n: number, depth = 0): string {
  const key = `k${n}`;
  const cond = () => pick(rand, conditions(pick(rand, fields)));
  // One block in two hundred is a construct outside the playground (a facade, @include, …), which it must refuse.
  const kind = depth > 1 ? 0 : rand() < 0.005 ? 21 : Math.floor(rand() * 21);
  switch (kind) {
    case 0:
    case 1:
      return valueLine(rand, key, anyExpression(rand), indent);
    case 2:
      return `@if(${cond()})\n${valueLine(rand, key, anyExpression(rand), indent)}\n@elseif(${cond()})\n${indent}${key}: second\n@else\n${block(rand, indent, n, depth + 1)}\n@endif`;
    case 3:
      return `@unless(${cond()})\n${valueLine(rand, key, anyExpression(rand), indent)}\n@endunless`;
    case 4:
      return `@isset($data['${pick(rand, fields)}'])\n${valueLine(rand, key, anyExpression(rand), indent)}\n@endisset`;
    case 5: {
      const list = pick(rand, [
        `explode(',', $data['list'] ?? '')`,
        `$data['items'] ?? []`,
        `array_keys($portClaims)`,
        `$portClaims`,
        `array_filter(explode(',', $data['list'] ?? ''))`,
        `array_map(fn ($v) => trim($v), explode(',', $data['list'] ?? ''))`,
        `array_filter(array_map('trim', explode(',', $data['list'] ?? '')), 'strlen')`,
        `range(1, 3)`,
        `$data`,
      ]);
      const item = pick(rand, [
        `{{ $v }}`,
        `'{{ $v }}'`,
        `{{ $loop->iteration }}-{{ $k }}`,
        `"{{ $loop->index }}/{{ $loop->count }}{{ $loop->last ? ' last' : '' }}"`,
        `{!! json_encode($v) !!}`,
        `{{ $loop->first ? 'first' : $loop->remaining }}`,
      ]);
      const control = pick(rand, [
        '',
        `@break($loop->iteration > 2)\n`,
        `@continue($loop->first)\n`,
        `@if($loop->even)\n@continue\n@endif\n`,
      ]);
      return `${indent}${key}:\n@foreach(${list} as $k => $v)\n${control}${indent}  - ${item}\n@endforeach\n${indent}${key}_end: true`;
    }
    case 6:
      return `${indent}${key}:\n@forelse(explode(',', $data['list'] ?? '') as $v)\n${indent}  - "{{ trim($v) }}"\n@empty\n${indent}  - none\n@endforelse`;
    case 7:
      return `@switch($data['mode'] ?? 'x')\n@case('a')\n${indent}${key}: mode-a\n@break\n@case('b')\n${valueLine(rand, key, anyExpression(rand), indent)}\n@break\n@default\n${indent}${key}: other\n@endswitch`;
    case 8:
      return `${indent}${key}:\n@for($i = 0; $i < ${1 + Math.floor(rand() * 3)}; $i++)\n${indent}  - item-{{ $i }}\n@endfor\n${indent}${key}_n: {{ $i ?? 0 }}`;
    case 9:
      return `@php\n$v${n} = ${anyExpression(rand)};\n$w${n} = ['a' => $v${n}, 'b' => [1, 2]];\n@endphp\n${valueLine(rand, key, `$v${n}`, indent)}\n${indent}${key}_json: {!! json_encode($w${n}) !!}`;
    case 10:
      return `${indent}{{-- a comment with {{ $missing }} --}}${key}: {{ ${anyExpression(rand)} }}`;
    case 11:
      return `${indent}${key}: @{{ literal }}\n${indent}${key}_at: "@@if"`;
    case 12:
      return `${indent}${key}:\n${indent}  nested: {{ ${anyExpression(rand)} }}\n${block(rand, `${indent}  `, n + 100, depth + 1)}`;
    case 13:
      return `@php\n$n${n} = 0;\n@endphp\n${indent}${key}:\n@while($n${n} < 2)\n${indent}  - {{ $n${n}++ }}\n@endwhile`;
    case 14:
      return `${indent}${key}:\n@foreach(['a', 'b'] as $outer)\n@foreach(explode(',', $data['list'] ?? 'x') as $inner)\n${indent}  - "{{ $outer }}{{ $loop->parent->iteration }}-{{ $loop->depth }}-{{ trim($inner) }}{{ $loop->parent->last && $loop->last ? '!' : '' }}"\n@endforeach\n@endforeach`;
    case 15:
      return `${indent}${key}: @verbatim'{{ not echoed }}'@endverbatim`;
    case 16:
      return `@php\n$f${n} = function ($x) use ($data) { return strtoupper((string) $x) . '-' . count($data); };\n$g${n} = fn ($a, $b = 'd') => $a . $b;\n@endphp\n${valueLine(rand, key, `$f${n}(${anyExpression(rand)}) . $g${n}('x')`, indent)}`;
    case 17:
      return `@empty($data['${pick(rand, fields)}'])\n${indent}${key}: was-empty\n@endempty\n@isset($secret['password'])\n${indent}${key}_pw: {!! json_encode(base64_encode($secret['password'])) !!}\n@endisset`;
    case 18: {
      const list = pick(rand, [
        `array_values($portClaims)`,
        `array_slice(explode(',', $data['list'] ?? ''), 1)`,
        `array_reverse(array_keys($secret))`,
        `array_merge(['first'], $data['items'] ?? [])`,
        `array_filter($portClaims, fn ($p) => $p > 50000)`,
        `array_filter(array_keys($data), fn ($k) => strlen($k) > 4)`,
        `array_filter($data, fn ($v, $k) => is_string($v) && $k != 'name', ARRAY_FILTER_USE_BOTH)`,
        `array_filter($data, fn ($k) => str_ends_with($k, 'e'), ARRAY_FILTER_USE_KEY)`,
      ]);
      return `${indent}${key}:\n@forelse(${list} as $item)\n${indent}  - {!! json_encode($item) !!}\n@empty\n${indent}  - {{ in_array('web', $data) ? 'web' : 'nothing' }}\n@endforelse`;
    }
    case 19:
      return `${indent}${key}: '{{ sprintf('%5s|%-6s|%05d|%+d', $data['mode'] ?? 'm', 'ab', (int) ($data['replicas'] ?? 0), 3) }}'\n${indent}${key}_pad: "{{ sprintf("%'*8s|%-'x4d", 'x', 7) }}"`;
    case 20:
      return `${indent}${key}: {!! json_encode(['list' => explode(',', $data['list'] ?? ''), 'on' => !$paused, 'cpu' => $limits['cpu'] ?? null], JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES) !!}`;
    default:
      // Constructs outside the playground: it must refuse them, never render them.
      return pick(rand, [
        `${indent}${key}: {{ Str::upper($data['name'] ?? '') }}`,
        `${indent}${key}: {{ number_format(1234.5) }}`,
        `@include('partial')`,
        `${indent}${key}: {{ $data['list'] ?? '' |> strlen(...) }}`,
        `${indent}${key}: {{ str_pad('x', 5) }}`,
      ]);
  }
}

/** `count` cases: templates of 2 to 6 blocks in a ConfigMap, each rendered with one value set. */
export function generateCorpus(count: number, seed = 1): CorpusCase[] {
  const rand = random(seed);
  const sets = Object.keys(valueSets);
  const cases: CorpusCase[] = [];
  for (let i = 0; cases.length < count; i++) {
    const blocks = Array.from({length: 2 + Math.floor(rand() * 5)}, (_, b) => block(rand, '  ', b));
    const template = `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ strtolower(str_replace(' ', '-', $data['name'] ?? 'app')) }}\n  namespace: placeholder\ndata:\n${blocks.join('\n')}\n`;
    // Each template with two value sets: what changes with the values is what the test is about.
    for (const set of [sets[i % sets.length], sets[(i + 1 + Math.floor(rand() * 3)) % sets.length]]) {
      if (cases.length < count)
        cases.push({name: `case ${cases.length} (template ${i}, ${set})`, template, variables: valueSets[set]});
    }
  }
  return cases;
}

/** JSON for render.php: `{float: n}` becomes a number PHP's json_decode reads as a float (with a fraction or ".0"). */
export function toPhpJson(value: TemplateValue): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(toPhpJson).join(',')}]`;
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === 'float' && typeof value.float === 'number') {
    const n = value.float;
    return Number.isInteger(n) ? `${n}.0` : String(n);
  }
  return `{${Object.entries(value)
    .map(([key, item]) => `${JSON.stringify(key)}:${toPhpJson(item)}`)
    .join(',')}}`;
}
