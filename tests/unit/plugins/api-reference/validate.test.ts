import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {redoclyProblem, shapeProblem} from '../../../../plugins/api-reference/validate';
import {description, type Json} from './fixture';

describe('validation', () => {
  test('shape checks name what is wrong', () => {
    assert.equal(shapeProblem([]), 'it is not a JSON object');
    assert.equal(shapeProblem({openapi: '3.1.0', info: {}, paths: {'/a': {}}}), 'it has no info.version');
    assert.equal(shapeProblem(description()), null);
  });

  test('Redocly accepts the fixture and rejects an unresolved reference', async () => {
    assert.equal(await redoclyProblem(description()), null);
    const broken = description();
    (broken.components as Json).schemas = {};
    assert.match(
      (await redoclyProblem(broken)) ?? '',
      /Redocly found \d+ error\(s\), first: .*(resolve|Project|Envelope)/i,
    );
  });
});
