import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {knownIssueSummary, sentences} from '../../../../plugins/api-reference/knownIssueSummary';
import {bundleOpenApi} from '../../../../lib/openapi.mjs';
import {knownIssues} from '../../../../src/data/knownIssues';
import {buildViewModel} from '../../../../plugins/api-reference/viewModel';

const operation = {id: 'updateCluster', method: 'patch', path: '/api/projects/{project_id}/clusters/{cluster_id}'};

describe('api-reference: what an operation shows of a known issue', () => {
  test('sentences end at a full stop before a capital, not inside code', () => {
    assert.deepEqual(sentences('The messages `Invalid token.` and `User not found.` are never shown. Nothing else.'), [
      'The messages `Invalid token.` and `User not found.` are never shown.',
      'Nothing else.',
    ]);
    assert.deepEqual(sentences('It answers `500`. `GET /x` too.'), ['It answers `500`.', '`GET /x` too.']);
  });

  test('the first sentence, and the first that names the operation where that is another', () => {
    const symptom =
      'Saving the form fails. Nothing else happens. The answer of `PATCH /api/projects/<project-id>/clusters/<cluster-id>` holds secrets.';
    assert.equal(
      knownIssueSummary({symptom}, operation),
      'Saving the form fails. The answer of `PATCH /api/projects/<project-id>/clusters/<cluster-id>` holds secrets.',
    );
    assert.equal(
      knownIssueSummary({symptom: 'A long first sentence about `updateCluster` and more. A second one.'}, operation),
      'A long first sentence about `updateCluster` and more.',
      'by operation id',
    );
  });

  test('a path with another method does not name the operation; a short first sentence takes the second along', () => {
    const symptom = 'It breaks. `GET /api/projects/{project_id}/clusters/{cluster_id}` answers 404. A third one.';
    assert.equal(
      knownIssueSummary({symptom}, operation),
      'It breaks. `GET /api/projects/{project_id}/clusters/{cluster_id}` answers 404.',
    );
    const long = `${'A first sentence that goes on and on, '.repeat(4)}to the end. A second one.`;
    assert.equal(knownIssueSummary({symptom: long}, operation), long.replace(' A second one.', ''));
  });

  test('every registry entry gives each of its operations one or two of its sentences, word for word', async () => {
    const built = buildViewModel((await bundleOpenApi()) as Record<string, unknown>);
    const operations = new Map(
      built.model.tags
        .flatMap((tag) => tag.operations)
        .map((op) => [op.id, {...op, path: built.model.server.basePath + op.path}]),
    );
    for (const entry of knownIssues) {
      for (const id of entry.operations) {
        const op = operations.get(id);
        assert.ok(op, `${entry.id}: ${id} is in the description`);
        const summary = knownIssueSummary(entry, op);
        const parts = sentences(summary);
        assert.ok(parts.length >= 1 && parts.length <= 2, `${entry.id} on ${id}: ${parts.length} sentences`);
        for (const part of parts) assert.ok(sentences(entry.symptom).includes(part), `${entry.id} on ${id}: "${part}"`);
      }
    }
  });
});
