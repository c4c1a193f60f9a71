/**
 * Checks a rendered manifest against the Kubernetes API schema of its kind, with kubernetes-models'
 * validators (compiled from the Kubernetes 1.36 OpenAPI schemas; its changelog, 5.0.0). The validators
 * share one chunk, loaded at the first check: one chunk a kind would add an entry each to the chunk map
 * every page loads.
 */
import {parse} from 'yaml';

interface Validated {
  validate(): void;
}
// Each model types its own data; the check hands it whatever the file holds.
type ModelClass = new (data: never) => Validated;

/** The kinds template files write most, by `apiVersion/kind`. */
const models: Record<string, () => Promise<Record<string, ModelClass>>> = {
  'v1/ConfigMap': () => import(/* webpackChunkName: "kubernetes-schemas" */ 'kubernetes-models/v1/ConfigMap'),
  'v1/Namespace': () => import(/* webpackChunkName: "kubernetes-schemas" */ 'kubernetes-models/v1/Namespace'),
  'v1/PersistentVolumeClaim': () =>
    import(/* webpackChunkName: "kubernetes-schemas" */ 'kubernetes-models/v1/PersistentVolumeClaim'),
  'v1/Pod': () => import(/* webpackChunkName: "kubernetes-schemas" */ 'kubernetes-models/v1/Pod'),
  'v1/Secret': () => import(/* webpackChunkName: "kubernetes-schemas" */ 'kubernetes-models/v1/Secret'),
  'v1/Service': () => import(/* webpackChunkName: "kubernetes-schemas" */ 'kubernetes-models/v1/Service'),
  'v1/ServiceAccount': () => import(/* webpackChunkName: "kubernetes-schemas" */ 'kubernetes-models/v1/ServiceAccount'),
  'apps/v1/DaemonSet': () => import(/* webpackChunkName: "kubernetes-schemas" */ 'kubernetes-models/apps/v1/DaemonSet'),
  'apps/v1/Deployment': () =>
    import(/* webpackChunkName: "kubernetes-schemas" */ 'kubernetes-models/apps/v1/Deployment'),
  'apps/v1/StatefulSet': () =>
    import(/* webpackChunkName: "kubernetes-schemas" */ 'kubernetes-models/apps/v1/StatefulSet'),
  'batch/v1/CronJob': () => import(/* webpackChunkName: "kubernetes-schemas" */ 'kubernetes-models/batch/v1/CronJob'),
  'batch/v1/Job': () => import(/* webpackChunkName: "kubernetes-schemas" */ 'kubernetes-models/batch/v1/Job'),
  'networking.k8s.io/v1/Ingress': () =>
    import(/* webpackChunkName: "kubernetes-schemas" */ 'kubernetes-models/networking.k8s.io/v1/Ingress'),
  'networking.k8s.io/v1/NetworkPolicy': () =>
    import(/* webpackChunkName: "kubernetes-schemas" */ 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy'),
  'autoscaling/v2/HorizontalPodAutoscaler': () =>
    import(/* webpackChunkName: "kubernetes-schemas" */ 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler'),
  'policy/v1/PodDisruptionBudget': () =>
    import(/* webpackChunkName: "kubernetes-schemas" */ 'kubernetes-models/policy/v1/PodDisruptionBudget'),
  'rbac.authorization.k8s.io/v1/Role': () =>
    import(/* webpackChunkName: "kubernetes-schemas" */ 'kubernetes-models/rbac.authorization.k8s.io/v1/Role'),
  'rbac.authorization.k8s.io/v1/RoleBinding': () =>
    import(/* webpackChunkName: "kubernetes-schemas" */ 'kubernetes-models/rbac.authorization.k8s.io/v1/RoleBinding'),
  'rbac.authorization.k8s.io/v1/ClusterRole': () =>
    import(/* webpackChunkName: "kubernetes-schemas" */ 'kubernetes-models/rbac.authorization.k8s.io/v1/ClusterRole'),
  'rbac.authorization.k8s.io/v1/ClusterRoleBinding': () =>
    import(
      /* webpackChunkName: "kubernetes-schemas" */ 'kubernetes-models/rbac.authorization.k8s.io/v1/ClusterRoleBinding'
    ),
};

interface FieldTrees {
  roots: Record<string, string>;
  /** By type: its fields, each with the type of its value, or null for a value without fields to check. */
  types: Record<string, Record<string, string | null>>;
}

/**
 * Fields the Kubernetes API does not know, which the validators let pass: the field trees of
 * ./kubernetesFields.json (scripts/kubernetes-fields.mjs reads them from kubernetes-models' types).
 */
function unknownFields(
  value: unknown,
  type: string,
  trees: FieldTrees,
  path: string[] = [],
): {path: string; message: string}[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => unknownFields(item, type, trees, [...path, String(i)]));
  if (value === null || typeof value !== 'object') return [];
  const fields = trees.types[type];
  return Object.entries(value).flatMap(([key, item]) => {
    if (!Object.hasOwn(fields, key))
      return [{path: [...path, key].join('.'), message: `is not a field of ${type.replace(/^I/, '')}`}];
    const inner = fields[key];
    return inner ? unknownFields(item, inner, trees, [...path, key]) : [];
  });
}

export type SchemaCheck =
  | {status: 'valid'; kind: string}
  | {status: 'invalid'; kind: string; problems: {path: string; message: string}[]}
  | {status: 'unchecked'; reason: string};

interface AjvError {
  instancePath: string;
  message?: string;
  params?: {allowedValues?: unknown[]};
}

/** The schema check of the file Kublade writes (its YAML text). */
export async function checkManifest(yaml: string): Promise<SchemaCheck> {
  const manifest: unknown = parse(yaml);
  if (manifest === null || typeof manifest !== 'object' || Array.isArray(manifest))
    return {status: 'unchecked', reason: 'the file is not a mapping with apiVersion and kind'};
  const {apiVersion, kind} = manifest as {apiVersion?: unknown; kind?: unknown};
  if (typeof apiVersion !== 'string' || typeof kind !== 'string')
    return {status: 'unchecked', reason: 'the file has no apiVersion and kind'};
  const key = `${apiVersion}/${kind}`;
  const load = models[key];
  if (!load) return {status: 'unchecked', reason: `the playground has no schema for ${kind} in ${apiVersion}`};
  const [module, trees] = await Promise.all([
    load(),
    import(/* webpackChunkName: "kubernetes-schemas" */ './kubernetesFields.json') as Promise<{default: FieldTrees}>,
  ]);
  const Model = module[kind];
  let problems: {path: string; message: string}[] = [];
  try {
    new Model(manifest as never).validate();
  } catch (error) {
    problems = ((error as {errors?: AjvError[]}).errors ?? []).map((e) => ({
      path: e.instancePath.replace(/^\//, '').replace(/\//g, '.') || '(the manifest)',
      message: `${e.message ?? 'is not valid'}${e.params?.allowedValues ? `: ${e.params.allowedValues.join(', ')}` : ''}`,
    }));
  }
  problems.push(...unknownFields(manifest, trees.default.roots[key], trees.default));
  return problems.length === 0 ? {status: 'valid', kind: key} : {status: 'invalid', kind: key, problems};
}
