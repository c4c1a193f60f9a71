import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';

import {
  checkSiteUrl,
  placeholderOccurrences,
  placeholders,
  type PlaceholderId,
} from '../../../../src/data/placeholders';
import {shownValue} from '../../../../src/components/YourInstallation/apply';
import {storageKeys, installationStorageKeys} from '../../../../src/data/storage';
import {encodeLines, lineText, type CodeTheme} from '../../../../plugins/code-highlight/encoding';
import {highlight} from '../../../../plugins/code-highlight/prism';

const root = join(import.meta.dirname, '../../../..');
const theme: CodeTheme = {plain: {color: '#000'}, styles: [{types: ['string'], style: {color: '#070'}}]};

const marked = (line: string) =>
  placeholderOccurrences(line).map(({start, end, shows}) => [shows, line.slice(start, end)]);

/** The code blocks of the docs and posts, as fenced in their sources. */
function codeLines(): string[] {
  const files = ['docs', 'blog'].flatMap((dir) =>
    readdirSync(join(root, dir), {recursive: true})
      .map(String)
      .filter((file) => /\.mdx?$/.test(file) && !file.startsWith('project/'))
      .map((file) => join(root, dir, file)),
  );
  const lines: string[] = [];
  for (const file of files) {
    let inside = false;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (/^\s*```/.test(line)) inside = !inside;
      else if (inside) lines.push(line);
    }
  }
  return lines;
}

describe('placeholders', () => {
  test('each has a unique id, a label, a meaning, its examples and a check that accepts none of its examples as a value', () => {
    assert.equal(new Set(placeholders.map((p) => p.id)).size, placeholders.length);
    for (const placeholder of placeholders) {
      assert.ok(placeholder.label && placeholder.description.length > 20, placeholder.id);
      assert.ok(placeholder.defaults.length > 0 && placeholder.occurrences.length > 0, placeholder.id);
      for (const example of placeholder.defaults.filter((text) => /[<>$]/.test(text)))
        assert.notEqual(placeholder.check(example), null, `${placeholder.id}: ${example} is an example, not a value`);
    }
  });

  test('only the API token is kept for the session', () => {
    assert.deepEqual(
      placeholders.filter((p) => p.storage === 'session').map((p) => p.id),
      ['api-token'],
    );
  });

  test('the checks accept real values and refuse what would break a shell command', () => {
    const good: Record<PlaceholderId, string[]> = {
      'site-url': ['https://kublade.acme.test', 'http://10.0.0.5:8080', 'https://acme.test/kublade'],
      'git-host': ['gitlab.acme.test', 'git.acme.test:8443', '10.1.2.3'],
      'db-host': ['mysql.internal', '10.0.0.7', 'db:3307'],
      'db-name': ['kublade_prod'],
      'redis-host': ['redis.internal', '127.0.0.1'],
      'utility-namespace': ['monitoring'],
      'ingress-namespace': ['ingress-nginx', 'traefik'],
      'kube-context': ['admin@prod', 'arn:aws:eks:eu-1:1:cluster/prod'],
      'project-id': ['0199a7c2-5b1e-7c3d-9f00-1234567890ab'],
      'api-token': ['eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl'],
    };
    const bad: Record<PlaceholderId, string[]> = {
      'site-url': [
        'kublade.acme.test',
        'ftp://acme.test',
        "https://acme.test'",
        'https://a b',
        'https://u:p@acme.test',
        'https://acme.test/?q',
        'https://$(id)',
      ],
      'git-host': ['git acme', 'https://git.acme.test', 'host:99999'],
      'db-host': ["x'; rm -rf /", ''],
      'db-name': ['kublade-prod', 'a b'],
      'redis-host': ['redis host'],
      'utility-namespace': ['Monitoring', '-x', 'a'.repeat(64)],
      'ingress-namespace': ['ingress_nginx'],
      'kube-context': ["it's", 'two words', '$HOME'],
      'project-id': ['42', '<project-id>'],
      'api-token': ['$TOKEN', 'not a token', 'a.b'],
    };
    for (const placeholder of placeholders) {
      for (const value of good[placeholder.id])
        assert.equal(placeholder.check(value), null, `${placeholder.id}: ${value}`);
      for (const value of bad[placeholder.id])
        assert.notEqual(placeholder.check(value), null, `${placeholder.id}: ${value}`);
    }
    assert.equal(checkSiteUrl('https://kublade.example.com'), null);
  });

  test('marks the examples where the docs write them, and nothing else', () => {
    assert.deepEqual(marked('curl -sS "$KUBLADE/api/projects/$PROJECT_ID" -H "Authorization: Bearer $TOKEN"'), [
      ['site-url', '$KUBLADE'],
      ['api-token', '$TOKEN'],
    ]);
    assert.deepEqual(marked('export KUBLADE=https://kublade.example.com'), [
      ['site-url', 'https://kublade.example.com'],
    ]);
    assert.deepEqual(marked('    server_name kublade.example.com;'), [['site-host', 'kublade.example.com']]);
    assert.deepEqual(marked("export PROJECT_ID='<project-id>'"), [['project-id', '<project-id>']]);
    assert.deepEqual(marked('DB_HOST=127.0.0.1'), [['db-host', '127.0.0.1']]);
    assert.deepEqual(marked('DB_HOST=mysql'), [], 'the Docker guide’s service name stays');
    assert.deepEqual(marked('REDIS_HOST=redis.databases.svc.cluster.local'), [
      ['redis-host', 'redis.databases.svc.cluster.local'],
    ]);
    assert.deepEqual(marked('  -h 127.0.0.1 -u kublade -p kublade | gzip > x'), [
      ['db-host', '127.0.0.1'],
      ['db-name', 'kublade'],
    ]);
    assert.deepEqual(marked('    "url": "https://git.example.com/platform/cluster-production.git",'), [
      ['git-host', 'git.example.com'],
    ]);
    assert.deepEqual(marked('    "utility": "kube-system",'), [['utility-namespace', 'kube-system']]);
    assert.deepEqual(marked('  namespace: {utility: "kube-system", ingress: "ingress-nginx"},'), [
      ['utility-namespace', 'kube-system'],
      ['ingress-namespace', 'ingress-nginx'],
    ]);
    assert.deepEqual(marked("kubectl config rename-context '<old-context>' default"), [
      ['kube-context', '<old-context>'],
    ]);
    assert.deepEqual(marked('KUBLADE=x; echo $KUBLADE_URL; fastcgi_pass 127.0.0.1:9000; namespace: kube-system'), []);
    assert.deepEqual(marked('admin@kublade.example.com sub.kublade.example.com'), []);
  });

  test('every occurrence in the docs and posts is one of the examples the module lists', () => {
    const byShown = new Map<string, readonly string[]>(placeholders.map((p) => [p.id, p.defaults]));
    let count = 0;
    for (const line of codeLines())
      for (const [shows, text] of marked(line)) {
        count += 1;
        if (shows === 'site-host') assert.equal(text, 'kublade.example.com');
        else assert.ok(byShown.get(shows)!.includes(text), `${shows}: ${text} in ${line}`);
      }
    assert.ok(count > 40, `${count} occurrences`);
  });

  test('a value shows as itself, the site address also as its host', () => {
    const values = {'site-url': 'https://kublade.acme.test:8443', 'db-host': 'db.internal'};
    assert.equal(shownValue('site-url', values), 'https://kublade.acme.test:8443');
    assert.equal(shownValue('site-host', values), 'kublade.acme.test:8443');
    assert.equal(shownValue('db-host', values), 'db.internal');
    assert.equal(shownValue('git-host', values), undefined);
    assert.equal(shownValue('site-host', {}), undefined);
  });

  test('code blocks carry each occurrence in one span, with the line’s text unchanged', () => {
    const code = 'curl -sS -X POST "$KUBLADE/api/auth/login" -H "Authorization: Bearer $TOKEN"\nDB_HOST=127.0.0.1';
    const html = encodeLines(highlight(code, 'bash'), theme, 'bash', placeholderOccurrences);
    assert.deepEqual(html.split('\n').map(lineText), code.split('\n'));
    assert.match(html, /<span data-ph="site-url"><span class="token [^"]*"[^>]*>\$KUBLADE<\/span><\/span>/);
    assert.match(html, /<span data-ph="api-token"><span class="token [^"]*"[^>]*>\$TOKEN<\/span><\/span>/);
    // Prism splits the address into tokens; the span holds them all.
    assert.match(html, /<span data-ph="db-host"><span class="token number">127\.0<\/span>\.0\.1<\/span>/);
    assert.equal(
      encodeLines(highlight('echo plain', 'bash'), theme, 'bash', placeholderOccurrences),
      encodeLines(highlight('echo plain', 'bash'), theme, 'bash'),
      'no marks, no change',
    );
  });

  test('the privacy policy lists the form’s keys, the token in sessionStorage', () => {
    const listed = new Map(storageKeys.map((key) => [key.key, key.storage]));
    assert.equal(listed.get(installationStorageKeys.values), 'localStorage');
    assert.equal(listed.get(installationStorageKeys.token), 'sessionStorage');
    assert.equal(listed.get('kublade.api.base-url'), undefined, 'the reference’s old key is no longer written');
  });
});
