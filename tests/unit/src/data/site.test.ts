import assert from 'node:assert/strict';
import {test} from 'node:test';

import {announcementId, missingOperatorFields, site} from '../../../../src/data/site';

test('the announcement id follows the release, so a new release shows the bar again', () => {
  assert.equal(announcementId({version: '1.2.3', date: '2025-09-03'}), 'release-1-2-3');
  assert.notEqual(announcementId({version: '1.2.4', date: '2025-10-01'}), announcementId(site.currentRelease));
});

test('missing legal details are reported by name', () => {
  const complete = {...site.operator, address: ['Street 1', '12345 City'], representative: 'A. Person'};
  assert.deepEqual(missingOperatorFields(complete), []);
  assert.deepEqual(missingOperatorFields({...complete, address: [], representative: ' '}), [
    'address',
    'representative',
  ]);
});
