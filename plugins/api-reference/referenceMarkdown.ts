import {markdownDocument} from '../../lib/markdownCopies';
import {docsPdf} from '../../src/data/docsPdf';
import {operationMarkdownPath, referenceMarkdownPath} from './constants';
import {fragmentMarkdown} from './operationMarkdown';
import type {BuiltViewModel} from './viewModel';

/**
 * The Markdown copy of /api/ itself (`/api/index.md`, where llms-txt's naming puts a page that ends
 * in "/"): the API's introduction from the description, the published description's files, and
 * every operation, by tag, as a link to its own copy (`/api/operations/<id>.md`). The operations'
 * full text lives in those copies, so this one stays an index a reader or an assistant can scan.
 */
export function referenceMarkdown(
  built: Pick<BuiltViewModel, 'model'>,
  {siteUrl, apiPath}: {siteUrl: string; apiPath: string},
): {path: string; markdown: string} {
  const {model} = built;
  const reference = `${siteUrl}${apiPath}`;
  const version = model.version.replace(/^v(?=\d)/, '');
  const operations = model.tags.flatMap((tag) => tag.operations);
  const out: string[] = [];
  const push = (...lines: string[]) => out.push(...lines, '');

  const intro = fragmentMarkdown(model.descriptionHtml, siteUrl, reference);
  if (intro) push(intro);
  push(
    '## The description',
    `The OpenAPI description the reference is built from: [openapi.json](${siteUrl}/api/openapi.json) and [openapi.yaml](${siteUrl}/api/openapi.yaml). The whole documentation with this reference, to read offline: [${docsPdf.title} (PDF)](${siteUrl}${docsPdf.path}).`,
  );
  push(
    '## Operations',
    `${operations.length} operations, by tag. Each link is the operation's Markdown copy: method and path, description, parameters, request body, responses and a curl example.`,
  );
  for (const tag of model.tags) {
    push(`### ${tag.name}`);
    push(
      ...tag.operations.map(
        (operation) =>
          `- [${operation.summary.replace(/[[\]]/g, '\\$&')}](${siteUrl}/${operationMarkdownPath(operation.id)}): \`${operation.method.toUpperCase()} ${model.server.basePath}${operation.path}\`, id \`${operation.id}\``,
      ),
    );
  }

  return {
    path: referenceMarkdownPath,
    markdown: markdownDocument({
      title: 'API reference',
      description: `Every operation of the ${model.title} ${version}, each with a Markdown copy of its own.`,
      url: reference,
      body: out.join('\n').trim(),
    }),
  };
}
