import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {join} from 'node:path';
import {describe, test} from 'node:test';

import {checkManifest} from '../../../../src/components/TemplatePlayground/schema';

const root = join(import.meta.dirname, '../../../..');

const deployment = (spec: string) =>
  `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\n  labels:\n    any-label: x\nspec:\n${spec}`;
const podSpec = `  selector:\n    matchLabels:\n      app: web\n  template:\n    metadata:\n      labels:\n        app: web\n    spec:\n      containers:\n        - name: web\n          image: nginx\n`;

describe('the playground checks a manifest against the Kubernetes API schema of its kind', () => {
  test('a valid Deployment passes, map fields (labels) take any key', async () => {
    assert.deepEqual(await checkManifest(deployment(`  replicas: 2\n${podSpec}`)), {
      status: 'valid',
      kind: 'apps/v1/Deployment',
    });
  });

  test('a quoted number, a value outside an enum and a misspelt field are each named with their path', async () => {
    const check = await checkManifest(
      deployment(
        `  replicas: "2"\n${podSpec}          imagePullPolicy: Sometimes\n          ports:\n            - containerPort: 80\n              protocl: TCP\n`,
      ),
    );
    assert.equal(check.status, 'invalid');
    const problems = check.status === 'invalid' ? check.problems.map((p) => `${p.path} ${p.message}`) : [];
    assert.ok(problems.includes('spec.replicas must be integer'), problems.join('\n'));
    assert.ok(
      problems.some((p) =>
        p.startsWith(
          'spec.template.spec.containers.0.imagePullPolicy must be equal to one of the allowed values: Always, IfNotPresent, Never',
        ),
      ),
      problems.join('\n'),
    );
    assert.ok(
      problems.includes('spec.template.spec.containers.0.ports.0.protocl is not a field of ContainerPort'),
      problems.join('\n'),
    );
  });

  test('a kind without a schema in the playground is said to be unchecked', async () => {
    assert.deepEqual(await checkManifest('apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\n'), {
      status: 'unchecked',
      reason: 'the playground has no schema for Widget in example.com/v1',
    });
  });

  test('the field lists are what the installed kubernetes-models gives (scripts/kubernetes-fields.mjs --check)', () => {
    execFileSync(process.execPath, [join(root, 'scripts/kubernetes-fields.mjs'), '--check'], {stdio: 'pipe'});
  });
});
