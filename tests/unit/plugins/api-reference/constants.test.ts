import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import {join} from 'node:path';
import {test} from 'node:test';
import {parse} from 'yaml';

import {sampleProjectId, sampleToken, splitSampleValues} from '../../../../plugins/api-reference/constants';

const root = join(import.meta.dirname, '../../../..');

test('the sample project ID is the example of the project_id parameter in the published description', async () => {
  const parameter = parse(await readFile(join(root, 'openapi/components/parameters/ProjectId.yaml'), 'utf8')) as {
    name: string;
    example: string;
  };
  assert.equal(parameter.name, 'project_id');
  assert.equal(sampleProjectId, parameter.example);
});

test('a sample splits into text and the values "Your installation" shows in it', () => {
  assert.deepEqual(splitSampleValues(`GET /projects/${sampleProjectId}/clusters -H 'Bearer ${sampleToken}'`), [
    'GET /projects/',
    {text: sampleProjectId, ph: 'project-id'},
    "/clusters -H 'Bearer ",
    {text: sampleToken, ph: 'api-token'},
    "'",
  ]);
  assert.deepEqual(splitSampleValues('no value here'), ['no value here']);
});
