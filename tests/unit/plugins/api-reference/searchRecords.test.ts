/** plugins/api-reference/searchRecords.ts: what the API reference publishes to the site search. */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {searchRecords} from '../../../../plugins/api-reference/searchRecords';

describe('the search records of the API reference', () => {
  test('one per operation of the description, with its anchor, endpoint and plain-text description', () => {
    const records = searchRecords({
      openapi: '3.1.0',
      info: {title: 't', version: '1'},
      paths: {
        '/api/templates/sync': {
          parameters: [],
          post: {
            operationId: 'syncTemplate',
            summary: 'Synchronize templates',
            description: 'Pulls **every** `template`.',
          },
        },
        '/api/templates': {get: {operationId: 'listTemplates'}},
      },
    });
    assert.deepEqual(records, [
      {
        heading: 'Synchronize templates',
        anchor: 'operation/syncTemplate',
        text: 'id syncTemplate Pulls every template.',
        endpoint: 'POST /api/templates/sync',
      },
      {
        heading: 'listTemplates',
        anchor: 'operation/listTemplates',
        text: 'id listTemplates',
        endpoint: 'GET /api/templates',
      },
    ]);
  });
});
