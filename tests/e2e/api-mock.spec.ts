/**
 * "Try it" on /api/ against `npm run api:mock`: scripts/api-mock.mjs on 127.0.0.1, which answers
 * through the same module as the page's sandbox (plugins/api-reference/sandbox), as Kublade 1.2.3
 * answers. The browser sends the requests cross-origin, exactly as it would to a reader's
 * installation, so the mock's CORS answers (including preflights) are part of what is tested.
 *
 * A valid request gets the first example of the lowest documented 2xx, unless 1.2.3 answers otherwise
 * (every /api/templates call: 500); a missing bearer token the
 * documented 401; a body that fails Laravel's rules the server's 400 envelope, `Validation failed`
 * with each field's messages.
 */
import assert from 'node:assert/strict';
import {after, before, test} from 'node:test';
import type {Locator, Page} from 'playwright-core';

import {startApiMock, type ApiMock} from '../support/apiMock';
import {baseUrl, openPage, revealApiArticle, setupBrowser, waitForHydration} from './support';

const browser = setupBrowser();

// ---------------------------------------------------------------- the mock server

let mock: ApiMock | undefined;
let mockUrl = '';

before(async () => {
  mock = await startApiMock(120_000);
  mockUrl = mock.url;
});

after(async () => {
  await mock?.close();
});

// ---------------------------------------------------------------- the documented examples

type Json = Record<string, unknown>;
let published: Json | undefined;

/** The first example of a documented response, from the description the site publishes. */
async function documentedExample(path: string, method: string, status: string): Promise<Json> {
  published ??= (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as Json;
  const doc = published;
  const deref = (value: unknown): Json => {
    let current = value as Json;
    while (typeof current?.$ref === 'string') {
      current = (current.$ref as string)
        .slice(2)
        .split('/')
        .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<Json>((node, token) => node[token] as Json, doc);
    }
    return current;
  };
  const item = deref((doc.paths as Json)[path]);
  const response = deref(((item[method] as Json).responses as Json)[status]);
  const media = (response.content as Json)['application/json'] as Json;
  if (media.example !== undefined) return media.example as Json;
  return deref(Object.values(media.examples as Json)[0]).value as Json;
}

// ---------------------------------------------------------------- the page

const operation = (page: Page, id: string) => page.locator(`[id="operation/${id}"]`);

/**
 * Goes to the operation, as a reader does before opening its "Try it" panel (the panel comes in
 * with the operation's details once the reader is near: ApiReference/deferredSections.ts), opens
 * it, once the lazy chunk has rendered it points it at "Your installation" (a panel starts on the
 * sandbox until the reader has given an address), and returns its form.
 */
async function openTryIt(page: Page, id: string): Promise<Locator> {
  const op = operation(page, id);
  await revealApiArticle(op);
  await op.locator('summary', {hasText: 'Try it'}).click();
  const form = op.locator('form');
  await form.getByLabel('Your installation', {exact: true}).check();
  await form.getByLabel('Address of your installation').waitFor();
  return form;
}

/**
 * Sends the form, waits until the panel shows an answer with the expected status (so an answer
 * left from an earlier send does not count) and returns its status line, headers and body.
 */
async function send(
  form: Locator,
  method: string,
  status: RegExp,
): Promise<{status: string; headers: string; body: string}> {
  await form.getByRole('button', {name: `Send ${method} request`}).click();
  const result = form.locator('[aria-live="polite"]');
  const title = result.locator('p').first();
  await title
    .filter({hasText: status})
    .waitFor()
    .catch(async () => {
      throw new Error(
        `expected ${status}; the panel says: ${await result.innerText()}\nmock output:\n${(mock?.output() ?? '').slice(-3000)}`,
      );
    });
  const [headers, body] = await result.locator('pre').allInnerTexts();
  return {status: await title.innerText(), headers, body};
}

test('the mock answers CORS preflights for the site', async () => {
  const origin = new URL(baseUrl).origin;
  const response = await fetch(`${mockUrl}/api/projects`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'authorization, content-type',
    },
  });
  assert.ok(response.status >= 200 && response.status < 300, `preflight answered ${response.status}`);
  assert.ok(
    [origin, '*'].includes(response.headers.get('access-control-allow-origin') ?? ''),
    'allows the site origin',
  );
  assert.match(response.headers.get('access-control-allow-headers') ?? '', /authorization|\*/i);
});

test('"Try it" logs in at the mock, then lists projects with the token it got', async () => {
  const {page, close, foreignRequests, consoleErrors} = await openPage(browser, '/api/#operation/login');
  try {
    await waitForHydration(page);
    const login = await openTryIt(page, 'login');
    await login.getByLabel('Address of your installation').fill(mockUrl);
    const body = await login.getByLabel(/Request body/).inputValue();
    assert.deepEqual(Object.keys(JSON.parse(body)).sort(), ['email', 'password'], 'body prefilled from the example');

    const loggedIn = await send(login, 'POST', /^200 OK/);
    const expected = await documentedExample('/api/auth/login', 'post', '200');
    const answer = JSON.parse(loggedIn.body) as {status: string; data: {token: string}};
    assert.deepEqual(answer, expected, 'the documented example, as the mock sent it');
    assert.equal(answer.status, 'success');
    assert.match(answer.data.token, /^eyJ/);

    // Without a token the mock refuses the list with the documented 401 envelope.
    const list = await openTryIt(page, 'listProjects');
    assert.equal(
      await list.getByLabel('Address of your installation').inputValue(),
      mockUrl,
      'the address is shared by all panels',
    );
    const refused = await send(list, 'GET', /^401 Unauthorized/);
    assert.deepEqual(JSON.parse(refused.body), {status: 'error', message: 'Unauthorized'});

    await list.getByLabel('Bearer token').fill(answer.data.token);
    const listed = await send(list, 'GET', /^200 OK/);
    const projects = JSON.parse(listed.body) as {
      status: string;
      data: {projects: {name: string}[]; links: {next: unknown; prev: unknown}};
    };
    assert.deepEqual(projects, await documentedExample('/api/projects', 'get', '200'));
    assert.ok(projects.data.projects.length > 0, 'the list appears');
    assert.ok('next' in projects.data.links && 'prev' in projects.data.links, 'with its cursor links');
    assert.ok(
      await list.getByText(`"name": "${projects.data.projects[0].name}"`).isVisible(),
      'the list is shown in the panel',
    );
    assert.match(listed.headers, /content-type: application\/json/i);

    assert.deepEqual(
      foreignRequests.filter((url) => !url.startsWith(`${mockUrl}/`)),
      [],
      'no host but the mock contacted',
    );
    assert.deepEqual(
      consoleErrors.filter((text) => !/status of 401/.test(text)),
      [],
    );
  } finally {
    await close();
  }
});

test('"Try it" shows the 400 envelope when the mock rejects an invalid body', async () => {
  const {page, close} = await openPage(browser, '/api/#operation/login');
  try {
    await waitForHydration(page);
    const login = await openTryIt(page, 'login');
    await login.getByLabel('Address of your installation').fill(mockUrl);
    // No password, and an e-mail address of the wrong type.
    await login.getByLabel(/Request body/).fill('{"email": 42}');
    const rejected = await send(login, 'POST', /^400 Bad Request/);
    const envelope = JSON.parse(rejected.body) as {status: string; message: string; data: Record<string, unknown>};
    // What the 1.2.3 server writes (app/Helpers/API/Response.php): field name → list of messages.
    assert.equal(envelope.status, 'error');
    assert.equal(envelope.message, 'Validation failed');
    assert.deepEqual(Object.keys(envelope.data).sort(), ['email', 'password'], 'both fields are named');
    assert.ok(
      Object.values(envelope.data).every((list) => Array.isArray(list) && list.length > 0),
      'data maps fields to their messages',
    );
    assert.ok(
      await login.getByText('The installation rejected the input').isVisible(),
      'the panel explains the status',
    );
  } finally {
    await close();
  }
});

test('"Try it" prefills the templates list with its default type and no cursor, and shows 1.2.3\'s 500', async () => {
  const {page, close} = await openPage(browser, '/api/#operation/listTemplates');
  try {
    await waitForHydration(page);
    const list = await openTryIt(page, 'listTemplates');
    await list.getByLabel('Address of your installation').fill(mockUrl);
    await list.getByLabel('Bearer token').fill('any-token');
    const type = list.getByLabel(/^type/);
    const cursor = list.getByLabel(/^cursor/);
    assert.equal(await type.inputValue(), 'application', 'the documented default');
    assert.equal(await cursor.inputValue(), '', 'no sample cursor: it would skip the first page');

    const listed = await send(list, 'GET', /^500 Internal Server Error/);
    assert.match(listed.status, /\/api\/templates\?type=application/);
    // 1.2.3 answers every /api/templates call with 500 (templates-api-500), and so does the mock.
    assert.deepEqual(JSON.parse(listed.body), {message: 'Server Error'});
  } finally {
    await close();
  }
});
