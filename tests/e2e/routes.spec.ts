import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {baseUrl, openPage, setupBrowser} from './support';

const browser = setupBrowser();

/** Every route of the spec's route table, with the heading a reader sees there. */
const routes: [path: string, heading: RegExp][] = [
  ['/', /Deploy to Kubernetes from a form/],
  ['/api/', /API/],
  ['/blog/authors', /Authors/],
  ['/enterprise-support', /^Enterprise Support$/],
  ['/legal-disclosure', /^Legal disclosure$/],
  ['/privacy-policy', /^Privacy policy$/],
  ['/why-kublade', /^Why Kublade\?$/],
  ['/docs/intro', /./],
  ['/docs/prerequisites', /./],
  ['/docs/projects', /./],
  ['/docs/roles_and_permissions', /./],
  ['/docs/ai-integration', /./],
  ['/docs/authentication/magic-links', /./],
  ['/docs/authentication/sso', /./],
  ['/docs/clusters/create', /./],
  ['/docs/clusters/monitor', /./],
  ['/docs/installation/bare-metal', /./],
  ['/docs/installation/default-login', /./],
  ['/docs/installation/docker', /./],
  ['/docs/installation/kubernetes', /./],
  ['/docs/templates/create_import', /./],
  ['/docs/templates/create_manually', /./],
  ['/docs/templates/create_sync', /./],
  ['/docs/templates/use_blade', /./],
  ['/docs/templates/use_ports', /./],
  ['/docs/project/CHANGELOG', /^Changelog$/],
  ['/docs/project/CONTRIBUTING', /./],
  ['/docs/project/DEPENDENCIES-latest', /^Dependencies$/],
  ['/docs/project/LICENSE', /./],
  ['/docs/project/SECURITY', /./],
  ['/docs/category/advanced-authentication', /^Advanced authentication$/],
  ['/docs/category/clusters', /^Clusters$/],
  ['/docs/category/installation', /^Installation$/],
  ['/docs/category/project-information', /^Project information$/],
  ['/docs/category/templates', /^Templates$/],
];

describe('every route of the spec answers with a finished page', () => {
  for (const [path, heading] of routes) {
    test(path, async () => {
      const response = await fetch(baseUrl + path);
      assert.equal(response.status, 200, `${path} answers ${response.status}`);
      const {page, context, foreignRequests, consoleErrors} = await openPage(browser, path);
      try {
        const h1 = (await page.locator('h1').first().innerText()).trim();
        assert.match(h1, heading);
        assert.notEqual(await page.title(), '', 'page has a title');
        assert.equal(await page.getByText('Page not found').count(), 0);
        assert.deepEqual(foreignRequests, [], 'no request to another host');
        assert.deepEqual(consoleErrors, [], 'no console errors');
      } finally {
        await context.close();
      }
    });
  }
});

test('/docs leads to the main doc /docs/intro', async () => {
  const {page, context} = await openPage(browser, '/docs');
  try {
    await page.waitForURL(`${baseUrl}/docs/intro`);
    assert.ok(await page.locator('.theme-doc-sidebar-container').isVisible(), 'docs sidebar shown');
  } finally {
    await context.close();
  }
});

test('an unknown path shows a helpful not-found page with status 404', async () => {
  const response = await fetch(`${baseUrl}/docs/no-such-page`);
  assert.equal(response.status, 404);
  const {page, context} = await openPage(browser, '/docs/no-such-page');
  try {
    assert.equal(await page.locator('h1').innerText(), 'Page not found');
    assert.ok(await page.getByText('/docs/no-such-page').isVisible(), 'names the path');
    assert.ok(await page.getByText('Search the site').isVisible(), 'search hint');
    const main = page.locator('main');
    await main.getByRole('link', {name: 'Documentation'}).click();
    await page.waitForURL(`${baseUrl}/docs/intro`);
  } finally {
    await context.close();
  }
});

for (const variant of ['/docs/intro.html', '/docs/intro/index.html']) {
  test(`${variant} is normalised to /docs/intro`, async () => {
    const {page, context} = await openPage(browser, variant);
    try {
      assert.equal(new URL(page.url()).pathname, '/docs/intro');
      assert.ok(await page.locator('.theme-doc-sidebar-container').isVisible());
    } finally {
      await context.close();
    }
  });
}
