import assert from 'node:assert/strict';
import {test} from 'node:test';

import {normalizedPathname} from '../../../../src/clientModules/normalizeHtmlPaths';

test('.html and /index.html paths normalize to the bare path', () => {
  assert.equal(normalizedPathname('/docs/intro.html'), '/docs/intro');
  assert.equal(normalizedPathname('/docs/intro/index.html'), '/docs/intro');
  assert.equal(normalizedPathname('/index.html'), '/');
  assert.equal(normalizedPathname('/docs/intro'), null);
  assert.equal(normalizedPathname('/api/'), null);
});
