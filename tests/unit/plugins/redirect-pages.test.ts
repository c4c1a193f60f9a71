import assert from 'node:assert/strict';
import {test} from 'node:test';

import {redirectPage} from '../../../plugins/redirect-pages';

test('a redirect page is a whole document: lang, title, refresh, canonical link, forwarding script', () => {
  const html = redirectPage('/docs/intro', 'Kublade');
  assert.match(html, /^<!DOCTYPE html>\n<html lang="en">/);
  assert.match(html, /<title>Redirecting to \/docs\/intro · Kublade<\/title>/);
  assert.match(html, /<meta http-equiv="refresh" content="0; url=\/docs\/intro">/);
  assert.match(html, /<link rel="canonical" href="\/docs\/intro">/);
  assert.match(html, /window\.location\.href = "\/docs\/intro" \+ window\.location\.search \+ window\.location\.hash;/);
  // The script sits in <head>, not between </head> and <body> as the client-redirects plugin wrote it.
  assert.ok(html.indexOf('<script>') < html.indexOf('</head>'));
});
