/**
 * The delivery files in deploy/: Kubernetes manifests, Dockerfile, the Kublade template (rendered
 * with a tiny stand-in for Blade), the nginx configuration's test adaptation and the CI workflow.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {parseAllDocuments, parse} from 'yaml';

import {adaptConfig, configDir, plainGzip, plainGzipConfig} from '../../lib/nginx.mjs';

const root = join(import.meta.dirname, '../..');
const deploy = join(root, 'deploy');

type Manifest = {
  apiVersion: string;
  kind: string;
  metadata: {name: string; labels?: Record<string, string>};
  spec: Record<string, unknown>;
};
// Kubernetes objects are deeply nested and loosely typed; the tests index them freely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

/** Parses one YAML file into its documents, failing on any YAML error. */
function parseYaml(text: string, file: string): Manifest[] {
  return parseAllDocuments(text).map((doc) => {
    assert.deepEqual(doc.errors, [], `${file}: ${doc.errors.join('; ')}`);
    return doc.toJS() as Manifest;
  });
}

function loadKustomization(
  dir: string,
  render: (text: string) => string = (t) => t,
): {resources: string[]; manifests: Manifest[]} {
  const kustomization = parse(render(readFileSync(join(dir, 'kustomization.yaml'), 'utf8'))) as {resources?: string[]};
  assert.ok(Array.isArray(kustomization.resources), 'kustomization.yaml has a resources: list');
  const manifests = kustomization.resources.flatMap((file) => {
    assert.ok(existsSync(join(dir, file)), `${file} listed in kustomization.yaml exists`);
    return parseYaml(render(readFileSync(join(dir, file), 'utf8')), file);
  });
  return {resources: kustomization.resources, manifests};
}

function only(manifests: Manifest[], kind: string): Loose {
  const found = manifests.filter((m) => m.kind === kind);
  assert.equal(found.length, 1, `exactly one ${kind}`);
  return found[0];
}

const matches = (selector: Record<string, string>, labels: Record<string, string>) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);

/** What every rendering of the website's deployment must satisfy, plain manifests or template. */
function checkEssentials(manifests: Manifest[]) {
  const deployment = only(manifests, 'Deployment');
  const service = only(manifests, 'Service');
  const ingress = only(manifests, 'Ingress');
  const hpa = only(manifests, 'HorizontalPodAutoscaler');
  const pdb = only(manifests, 'PodDisruptionBudget');
  const pod = deployment.spec.template;
  const podLabels: Record<string, string> = pod.metadata.labels;

  assert.ok(matches(deployment.spec.selector.matchLabels, podLabels), 'Deployment selector matches its pods');
  assert.equal(deployment.spec.replicas, undefined, 'replicas left to the HPA');
  assert.equal(pod.spec.securityContext.runAsNonRoot, true, 'pod runAsNonRoot');

  assert.equal(pod.spec.containers.length, 1);
  const container = pod.spec.containers[0];
  assert.match(container.image, /\S/);
  const port = container.ports.find((p: Loose) => p.name === 'http');
  assert.equal(port?.containerPort, 8080, 'nginx listens on 8080 (deploy/nginx/site.conf)');
  for (const probe of ['readinessProbe', 'livenessProbe']) {
    assert.ok(container[probe]?.httpGet?.path, `${probe} is an HTTP probe`);
    assert.ok([port.name, port.containerPort].includes(container[probe].httpGet.port), `${probe} checks the http port`);
  }
  assert.equal(container.livenessProbe.httpGet.path, '/healthz', 'liveness does not depend on the content');
  for (const kind of ['requests', 'limits']) {
    assert.ok(
      container.resources?.[kind]?.cpu && container.resources?.[kind]?.memory,
      `resources.${kind} for cpu and memory`,
    );
  }
  assert.equal(container.securityContext.readOnlyRootFilesystem, true);
  assert.equal(container.securityContext.runAsNonRoot, true);
  assert.equal(container.securityContext.allowPrivilegeEscalation, false);
  assert.deepEqual(container.securityContext.capabilities.drop, ['ALL']);
  const tmp = container.volumeMounts.find((m: Loose) => m.mountPath === '/tmp');
  assert.ok(tmp, 'writable /tmp for nginx on a read-only root');
  assert.ok(pod.spec.volumes.find((v: Loose) => v.name === tmp.name)?.emptyDir, '/tmp is an emptyDir');

  assert.ok(matches(service.spec.selector, podLabels), 'Service selects the pods');
  const servicePort = service.spec.ports.find((p: Loose) => p.name === 'http');
  assert.ok([port.name, port.containerPort].includes(servicePort.targetPort), 'Service targets the container port');

  const backends = ingress.spec.rules.flatMap((rule: Loose) =>
    rule.http.paths.map((path: Loose) => path.backend.service),
  );
  assert.ok(backends.length > 0);
  for (const backend of backends) {
    assert.equal(backend.name, service.metadata.name, 'Ingress routes to the Service');
    assert.ok(
      [servicePort.name, servicePort.port].includes(backend.port.name ?? backend.port.number),
      'Ingress uses a Service port',
    );
  }
  const hosts = ingress.spec.rules.map((rule: Loose) => rule.host);
  assert.deepEqual(
    ingress.spec.tls.flatMap((tls: Loose) => tls.hosts),
    hosts,
    'TLS covers the hosts',
  );
  assert.match(ingress.spec.tls[0].secretName, /\S/);

  assert.deepEqual(
    hpa.spec.scaleTargetRef,
    {apiVersion: 'apps/v1', kind: 'Deployment', name: deployment.metadata.name},
    'HPA targets the Deployment',
  );
  assert.ok(
    Number.isInteger(hpa.spec.minReplicas) && hpa.spec.minReplicas >= 1 && hpa.spec.minReplicas <= hpa.spec.maxReplicas,
  );
  assert.ok(hpa.spec.metrics.length > 0);

  assert.ok(matches(pdb.spec.selector.matchLabels, podLabels), 'PDB selects the pods');
  assert.ok(pdb.spec.maxUnavailable !== undefined || pdb.spec.minAvailable !== undefined);
  return {deployment, ingress, hpa};
}

describe('Kubernetes manifests (deploy/kubernetes)', () => {
  test('the kustomization lists every manifest, and the essentials hold', () => {
    const dir = join(deploy, 'kubernetes');
    const {resources, manifests} = loadKustomization(dir);
    const files = readdirSync(dir).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml');
    assert.deepEqual([...resources].sort(), files.sort(), 'no manifest left out');
    const {deployment} = checkEssentials(manifests);
    assert.equal(
      deployment.spec.template.spec.containers[0].image,
      'ghcr.io/kublade/website:latest',
      'the documented placeholder image',
    );
  });
});

describe('Dockerfile', () => {
  const dockerfile = readFileSync(join(deploy, 'Dockerfile'), 'utf8');
  const instructions = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages = instructions.filter((line) => /^FROM\s/i.test(line));

  test('builds with Node 20 in a separate stage', () => {
    assert.ok(stages.length >= 2, 'multi-stage');
    assert.match(stages[0], /^FROM\s+node:20\S*\s+AS\s+build$/i);
    const run = instructions.filter((line) => /^RUN\s/i.test(line)).join('\n');
    assert.match(run, /npm install\b/);
    assert.doesNotMatch(run, /npm ci\b/, 'npm ci fails on the registry mirror');
    assert.match(run, /npm run build -- --no-brotli\b/, 'the serving nginx has no brotli module');
  });

  test('serves from an unprivileged nginx on 8080 with the deploy/nginx configuration', () => {
    const final = instructions.slice(instructions.lastIndexOf(stages.at(-1)!));
    assert.match(final[0], /^FROM\s+nginxinc\/nginx-unprivileged:\S+$/i);
    assert.ok(
      final.some((line) => /^COPY\s+--from=build\s+\S*build\s+\/usr\/share\/nginx\/html$/.test(line)),
      'the build is the web root',
    );
    const copied = final.filter((line) => /^COPY\s+deploy\/nginx\//.test(line)).join(' ');
    for (const file of ['nginx.conf', 'main.conf', 'http.conf', 'site.conf', 'mime.types'])
      assert.ok(copied.includes(`deploy/nginx/${file}`), file);
    assert.ok(final.includes('EXPOSE 8080'));
    const users = final.filter((line) => /^USER\s/i.test(line));
    assert.ok(users.length === 0 || !/^USER\s+(root|0)$/i.test(users.at(-1)!), 'does not end as root');
  });

  test('the production configuration keeps everything nginx writes under /tmp', () => {
    const main = readFileSync(join(configDir, 'main.conf'), 'utf8');
    const http = readFileSync(join(configDir, 'http.conf'), 'utf8');
    assert.match(main, /^pid \/tmp\/\S+;$/m);
    for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
      assert.match(http, new RegExp(`^${kind}_temp_path /tmp/\\S+;$`, 'm'));
    assert.match(readFileSync(join(configDir, 'site.conf'), 'utf8'), /^\s*listen 8080;$/m);
  });
});

/**
 * Just enough of Blade for these files: `{{ $data['key'] }}`, `{{ $namespace }}` and
 * `{{ $portClaims['claim'] }}`, HTML-escaped as `{{ }}` does. Anything else left over fails.
 */
function renderBlade(
  text: string,
  vars: {data: Record<string, string>; namespace: string; portClaims: Record<string, number>},
): string {
  const escape = (value: string) =>
    value
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&#039;');
  const rendered = text
    .replace(/\{\{\s*\$data\['([^']+)'\]\s*\}\}/g, (_m, key: string) => {
      assert.ok(key in vars.data, `$data['${key}'] is a field of .kublade/fields.json`);
      return escape(vars.data[key]!);
    })
    .replace(/\{\{\s*\$namespace\s*\}\}/g, () => escape(vars.namespace))
    .replace(/\{\{\s*\$portClaims\['([^']+)'\]\s*\}\}/g, (_m, claim: string) => {
      assert.ok(claim in vars.portClaims, `port claim ${claim} is declared`);
      return String(vars.portClaims[claim]);
    });
  assert.doesNotMatch(rendered, /\{\{|\{!!|^\s*@[a-z]+/m, 'no Blade syntax beyond the test renderer is left');
  return rendered;
}

describe('Kublade template (deploy/kublade-template)', () => {
  const templateRoot = join(deploy, 'kublade-template');
  const fields = JSON.parse(readFileSync(join(templateRoot, '.kublade/fields.json'), 'utf8')) as Loose[];
  const ports: Loose[] = existsSync(join(templateRoot, '.kublade/ports.json'))
    ? JSON.parse(readFileSync(join(templateRoot, '.kublade/ports.json'), 'utf8'))
    : [];
  const types = [
    'input_text',
    'input_number',
    'input_range',
    'input_radio',
    'input_radio_image',
    'input_checkbox',
    'input_hidden',
    'select',
    'textarea',
  ];

  test('fields.json is an array of well-formed, unique fields', () => {
    assert.ok(Array.isArray(fields) && fields.length > 0);
    assert.equal(new Set(fields.map((f) => f.key)).size, fields.length, 'unique keys (the sync upserts by key)');
    for (const field of fields) {
      assert.ok(types.includes(field.type), `${field.key}: type ${field.type}`);
      assert.match(field.key, /^[a-z_][a-z0-9_]*$/);
      assert.equal(typeof field.label, 'string');
      assert.equal(typeof field.value, 'string', `${field.key}: default value is a string`);
      if (['input_number', 'input_range'].includes(field.type)) {
        for (const bound of ['min', 'max', 'step'])
          assert.equal(typeof field[bound], 'number', `${field.key}.${bound}`);
        assert.ok(
          field.min <= Number(field.value) && Number(field.value) <= field.max,
          `${field.key} default within bounds`,
        );
      }
    }
    for (const key of ['image', 'host', 'tls_secret', 'min_replicas', 'max_replicas'])
      assert.ok(
        fields.some((f) => f.key === key),
        key,
      );
  });

  test('every file renders to single-document YAML with the essentials, using the field values', () => {
    const data = Object.fromEntries(fields.map((f) => [f.key, f.value as string]));
    data.image = 'registry.example.com/site/website:v9.9.9';
    data.host = 'docs.example.com';
    const vars = {
      data,
      namespace: 'kbl-3f2a9c',
      portClaims: Object.fromEntries(ports.map((p, i) => [p.claim, 50000 + i])),
    };
    const dir = join(templateRoot, 'template');
    const render = (text: string) => renderBlade(text, vars);

    const files = readdirSync(dir, {recursive: true})
      .map(String)
      .filter((f) => !f.startsWith('.'));
    for (const file of files) {
      assert.ok(file.endsWith('.yaml'), `${file}: Kublade treats only .yaml files as YAML`);
      const text = readFileSync(join(dir, file), 'utf8');
      assert.doesNotMatch(text, /\t/, `${file}: no tabs`);
      assert.equal(
        parseYaml(render(text), file).length,
        1,
        `${file}: one document (Kublade rejects multi-document files)`,
      );
    }
    const {resources, manifests} = loadKustomization(dir, render);
    assert.deepEqual([...resources].sort(), files.filter((f) => f !== 'kustomization.yaml').sort());
    assert.ok(!resources.includes('namespace.yaml'), 'Kublade adds namespace.yaml itself');

    const {deployment, ingress, hpa} = checkEssentials(manifests);
    assert.equal(deployment.spec.template.spec.containers[0].image, data.image);
    assert.equal(deployment.spec.template.metadata.labels['app.kubernetes.io/instance'], vars.namespace);
    assert.equal(ingress.spec.rules[0].host, data.host);
    assert.equal(ingress.spec.tls[0].secretName, data.tls_secret);
    assert.equal(ingress.spec.ingressClassName, data.ingress_class);
    assert.equal(hpa.spec.minReplicas, Number(data.min_replicas));
    assert.equal(hpa.spec.maxReplicas, Number(data.max_replicas));
  });

  test('the template deploys what deploy/kubernetes deploys, apart from the form values', () => {
    const plain = loadKustomization(join(deploy, 'kubernetes')).manifests;
    const data = Object.fromEntries(fields.map((f) => [f.key, f.value as string]));
    const templated = loadKustomization(join(templateRoot, 'template'), (t) =>
      renderBlade(t, {data, namespace: 'ns', portClaims: {}}),
    ).manifests;
    const container = (m: Manifest[]) => ({
      ...only(m, 'Deployment').spec.template.spec.containers[0],
      image: 'from the form',
    });
    assert.deepEqual(container(templated), container(plain));
    assert.deepEqual(
      only(templated, 'Deployment').spec.template.spec.securityContext,
      only(plain, 'Deployment').spec.template.spec.securityContext,
    );
    assert.deepEqual(templated.map((m) => m.kind).sort(), plain.map((m) => m.kind).sort());
  });
});

describe('nginx configuration', () => {
  test('the test adaptation changes only the root, the port, /tmp and the logs', () => {
    const values = {root: '/srv/site/build', port: 41234, tmp: '/run/test-nginx'};
    for (const name of readdirSync(configDir).filter((f) => /\.(conf|types)$/.test(f))) {
      const original = readFileSync(join(configDir, name), 'utf8');
      const adapted = adaptConfig(original, values);
      const normalize = (text: string) =>
        text
          .replaceAll('/usr/share/nginx/html', 'ROOT')
          .replaceAll(values.root, 'ROOT')
          .replace(/listen (127\.0\.0\.1:41234|8080);/g, 'listen PORT;')
          .replace(/\/dev\/std(err|out)|\/run\/test-nginx\/(error|access)\.log/g, 'LOG')
          .replace(/(?<=\s)(\/tmp|\/run\/test-nginx)\//g, 'TMP/');
      assert.equal(normalize(adapted), normalize(original), name);
    }
    assert.throws(
      () => adaptConfig('root /usr/share/nginx/html;', {...values, root: '/a b'}),
      /unsupported characters/,
    );
  });

  test("the bench's plain gzip host is the production's http.conf with on-the-fly gzip instead of the .gz files", () => {
    const original = readFileSync(join(configDir, 'http.conf'), 'utf8');
    const plain = plainGzipConfig(original);
    const changed = (text: string) => text.split('\n').filter((line) => !original.split('\n').includes(line));
    assert.deepEqual(changed(plain), [
      'gzip_static off;',
      `gzip_comp_level ${plainGzip.level};`,
      'gzip_min_length 20;',
      `gzip_types ${plainGzip.types.join(' ')};`,
    ]);
    assert.match(plain, /^gzip on;$/m);
    assert.doesNotMatch(plain, /^brotli/m, "brotli_static is nginx-brotli.conf's, which the plain host does not load");
    assert.throws(() => plainGzipConfig('gzip on;'), /no line/);
  });
});

describe('CI workflow (.github/workflows/site.yml)', () => {
  const workflow = parse(readFileSync(join(root, '.github/workflows/site.yml'), 'utf8')) as Loose;
  const steps = Object.values(workflow.jobs as Record<string, Loose>).flatMap((job) => job.steps ?? []);

  test('actions are pinned to a major version', () => {
    const uses = steps.filter((step) => step.uses).map((step) => step.uses as string);
    assert.ok(uses.length > 0);
    for (const action of uses) assert.match(action, /^[\w.-]+\/[\w./-]+@v\d+$/, action);
  });

  test('tests with npm install and npm test, publishes to Pages on main and the image on tags', () => {
    const runs = steps
      .filter((step) => step.run)
      .map((step) => step.run as string)
      .join('\n');
    assert.match(runs, /npm install/);
    assert.doesNotMatch(runs, /npm ci\b/);
    assert.match(runs, /npm test/);
    const uses = steps.map((step) => step.uses ?? '').join(' ');
    assert.match(uses, /actions\/upload-pages-artifact@/);
    assert.match(uses, /actions\/deploy-pages@/);
    assert.match(uses, /docker\/build-push-action@/);
    const image = steps.find((step) => String(step.uses).startsWith('docker/build-push-action@'));
    assert.equal(image.with.file, 'deploy/Dockerfile');
  });
});
