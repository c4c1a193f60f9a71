/**
 * scripts/check-markdown.mjs: the rules that read a shell block or a heading (lib/markdownRules.mjs),
 * and the script itself on a post that breaks them and on the same post written as WRITING.md asks.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, describe, test} from 'node:test';

import {headingDirectives, unquotedPlaceholders} from '../../../lib/markdownRules.mjs';

const root = join(import.meta.dirname, '../../..');
const names = (code: string, lang?: string) => unquotedPlaceholders(code, lang).map((p) => p.placeholder);

describe('check-markdown: placeholders in shell blocks', () => {
  test('the forms that break when pasted are found, with their line', () => {
    assert.deepEqual(unquotedPlaceholders('export PROJECT_ID=<project-id>'), [{line: 1, placeholder: '<project-id>'}]);
    assert.deepEqual(
      unquotedPlaceholders(
        'kubectl -n flux-system create secret generic kublade-git-read \\\n  --from-literal=username=<git-user> \\\n  --from-literal=password=<read-only-token>',
      ),
      [
        {line: 2, placeholder: '<git-user>'},
        {line: 3, placeholder: '<read-only-token>'},
      ],
    );
    assert.deepEqual(names('sudo -u www-data php artisan queue:retry <uuid>'), ['<uuid>']);
    assert.deepEqual(names('mysql -h <db-host> -u kublade -p'), ['<db-host>']);
    assert.deepEqual(names('echo "$(cat <file-name>)"'), ['<file-name>'], 'a command substitution inside quotes');
    assert.deepEqual(names('$ php artisan queue:retry <uuid>\n<uuid> is not a command', 'console'), ['<uuid>']);
  });

  test('quoted forms, variables, comments, here-documents and redirections pass', () => {
    for (const code of [
      "export PROJECT_ID='<project-id>'",
      'PROJECT_ID="<project-id>"\ncurl "$KUBLADE/api/projects/$PROJECT_ID"',
      `kubectl create secret generic git --from-literal=username='<git-user>'`,
      `curl -d '{"email":"admin@kublade.org","password":"<password>"}'`,
      `curl -d '{\n  "password": "<password>"\n}' \\\n  "$KUBLADE/api/auth/login"`,
      'curl "https://<api-server>:6443/healthz"',
      "echo $'<not-a-redirection>'",
      'echo ${NAME:-<default>}',
      'list_all() {  # usage: list_all <path> <key>\n  :\n}',
      "cat > values.yaml <<'EOF'\nname: <release-name>\nEOF\necho done",
      'cat <<-EOF\n\t<tab-indented>\n\tEOF',
      'mysql kublade < dump.sql > out.txt 2>&1',
      'diff <(sort a) <(sort b)',
      'grep -c x <<< "$TEXT"',
      'echo \\<escaped>',
      "read -r -p 'Template ID (from /templates/<id>): ' T",
      '$ echo ok\n<output-line>',
    ])
      assert.deepEqual(names(code, code.startsWith('$ ') ? 'console' : 'bash'), [], code);
  });

  test('a here-document ends at its delimiter: what follows is shell again', () => {
    assert.deepEqual(unquotedPlaceholders('cat <<EOF\n<text>\nEOF\nexport ID=<id>'), [{line: 4, placeholder: '<id>'}]);
  });
});

describe('check-markdown: directives in headings', () => {
  test(':name outside inline code is a directive, as remark-directive reads it', () => {
    assert.deepEqual(headingDirectives('### php artisan db:seed fails with a duplicate entry'), [':seed']);
    assert.deepEqual(headingDirectives('## Run :name and :other-name'), [':name', ':other-name']);
  });

  test('inline code, URLs, times, escapes and double colons are not', () => {
    for (const heading of [
      '### `php artisan db:seed` fails',
      '### Redirects switch to http://',
      '## Update (November 2026): known issues',
      '## Step 1: log in',
      '## Starts at 12:30',
      '## Escaped db\\:seed',
      '## A scope like App::class',
      '## A name that ends :in-',
    ])
      assert.deepEqual(headingDirectives(heading), [], heading);
  });
});

describe('check-markdown: the script', () => {
  const dir = mkdtempSync(join(tmpdir(), 'check-markdown-'));
  after(() => rmSync(dir, {recursive: true, force: true}));
  const run = (name: string, text: string) => {
    const file = join(dir, name);
    writeFileSync(file, text);
    return spawnSync(process.execPath, ['scripts/check-markdown.mjs', file], {cwd: root, encoding: 'utf8'});
  };
  const post = (heading: string, code: string) =>
    `---\ntitle: A post\n---\n\nText.\n\n## ${heading}\n\n\`\`\`bash title="Set the project"\n${code}\n\`\`\`\n`;

  test('fails on an unquoted placeholder and on a directive in a heading, naming both', () => {
    const result = run(
      'old.md',
      post('db:seed fails', 'export PROJECT_ID=<project-id>\nphp artisan queue:retry <uuid>'),
    );
    assert.equal(result.status, 1, result.stdout);
    assert.match(result.stdout, /<project-id> on line 7 of the body is outside quotes/);
    assert.match(result.stdout, /<uuid> on line 8 of the body is outside quotes/);
    assert.match(result.stdout, /heading "## db:seed fails" has :seed outside inline code/);
  });

  test('passes the same post written as WRITING.md asks', () => {
    const result = run(
      'new.md',
      post('`db:seed` fails', "export PROJECT_ID='<project-id>'\nphp artisan queue:retry '<uuid>'"),
    );
    assert.equal(result.status, 0, result.stdout);
    assert.match(result.stdout, /1 files checked, 0 with problems/);
  });
});
