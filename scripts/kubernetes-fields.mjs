// usage: node scripts/kubernetes-fields.mjs [--check]
// Writes src/components/TemplatePlayground/kubernetesFields.json: for each kind the playground checks
// (src/components/TemplatePlayground/schema.ts), the fields the Kubernetes API knows, read from the
// types of kubernetes-models with the TypeScript compiler, so that the playground can name a field
// the API does not know (its validators accept unknown fields). With --check, fails when the file
// is not what the installed kubernetes-models gives.
import {readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, 'src/components/TemplatePlayground/kubernetesFields.json');
const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('kubernetes-models/package.json'));

/** The kinds of schema.ts, as `apiVersion/kind`. */
const kinds = [
  ...readFileSync(join(root, 'src/components/TemplatePlayground/schema.ts'), 'utf8').matchAll(
    /^\s+'([^']+\/[A-Za-z]+)':/gm,
  ),
].map((m) => m[1]);
const fileOf = (key) => {
  const kind = key.slice(key.lastIndexOf('/') + 1);
  const version = key.slice(0, key.lastIndexOf('/'));
  return join(packageDir, version, `${kind}.d.ts`);
};

const program = ts.createProgram(kinds.map(fileOf), {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  module: ts.ModuleKind.ESNext,
  target: ts.ScriptTarget.ES2022,
});
const checker = program.getTypeChecker();

/** Field trees by type name: `{field: typeName | null}`; null is a value with no fields to check. */
const types = {};

/** The object type behind a property's type: optional, nullable and array wrappers removed. */
function objectTypeOf(type) {
  const t = checker.getNonNullableType(type);
  // A union left once null and undefined are gone is a choice of scalars (a boolean, IntOrString): no fields.
  if (t.isUnion()) return null;
  if (checker.isArrayType(t)) return objectTypeOf(checker.getTypeArguments(t)[0]);
  if (!(t.flags & ts.TypeFlags.Object)) return null;
  // A map such as labels or data: any key.
  if (checker.getIndexInfosOfType(t).length > 0) return null;
  if (checker.getPropertiesOfType(t).length === 0) return null;
  return t;
}

function nameOf(type) {
  return checker.typeToString(type).replace(/^import\([^)]*\)\./, '');
}

/** Which type each name stands for: two types of one name would share a field list. */
const named = new Map();

function walk(type) {
  const name = nameOf(type);
  if (named.has(name) && named.get(name) !== type) throw new Error(`two types are called ${name}`);
  named.set(name, type);
  if (name in types) return name;
  types[name] = {};
  const fields = {};
  for (const property of checker.getPropertiesOfType(type)) {
    const declaration = property.valueDeclaration ?? property.declarations?.[0];
    const propertyType = checker.getTypeOfSymbolAtLocation(property, declaration);
    const object = objectTypeOf(propertyType);
    fields[property.getName()] = object ? walk(object) : null;
  }
  types[name] = Object.fromEntries(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b)));
  return name;
}

const roots = {};
for (const key of kinds) {
  const source = program.getSourceFile(fileOf(key));
  const kind = key.slice(key.lastIndexOf('/') + 1);
  const symbol = checker.getSymbolAtLocation(source).exports.get(`I${kind}`);
  roots[key] = walk(checker.getDeclaredTypeOfSymbol(symbol));
}

const version = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')).version;
const text = `${JSON.stringify({generatedFrom: `kubernetes-models ${version}`, roots, types})}\n`;
if (process.argv.includes('--check')) {
  if (readFileSync(target, 'utf8') !== text) {
    console.error(`${target} is not what kubernetes-models ${version} gives: run node scripts/kubernetes-fields.mjs`);
    process.exit(1);
  }
} else writeFileSync(target, text);
console.log(`${Object.keys(roots).length} kinds, ${Object.keys(types).length} types, ${text.length} bytes`);
