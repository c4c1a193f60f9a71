import {htmlFragmentMarkdown} from '../llms-txt/htmlMarkdown';
import {absoluteLinks, markdownDocument} from '../llms-txt/markdown';
import {knownIssueAnchor, knownIssuesPage} from '../../src/data/knownIssueLinks';
import {operationMarkdownPath, sampleToken} from './constants';
import {referenceCurl} from './embedded';
import {knownIssueSummary} from './knownIssueSummary';
import type {ApiOperation, ApiViewModel, SchemaNode} from './types';
import type {Guide} from './guides';
import type {BuiltViewModel} from './viewModel';

/**
 * The Markdown copy of each operation (`/api/operations/<id>.md`): what /api/ shows of it (method
 * and path, description, authentication, parameters, request body, responses) and the curl sample,
 * written from the view model, for readers who want the text and for their assistants.
 */

export interface OperationMarkdownOptions {
  /** The site's origin plus base URL, without a trailing slash. */
  siteUrl: string;
  /** The reference's path below the origin, e.g. `/api/`. */
  apiPath: string;
  /** By operation id, the docs pages that embed or link it. */
  guides?: Record<string, Guide[]>;
}

/** A cell of a Markdown table: one line, no column breaks. */
function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

/**
 * A description as Markdown whose links work outside the page too: the reference's own links are
 * fragments (`#operation/…`), the site's are root-relative.
 */
export function fragmentMarkdown(html: string, siteUrl: string, reference: string): string {
  return absoluteLinks(htmlFragmentMarkdown(html).replace(/\]\(#/g, `](${reference}#`), siteUrl);
}

/**
 * A schema tree as a nested list. A component schema is spelled out where it is first used on a
 * branch, with a link to its place on /api/; one that contains itself is named again, not repeated.
 */
interface SchemaContext {
  schemas: ApiViewModel['schemas'];
  schemaUrl: (name: string) => string;
  /** A description as one line of Markdown. */
  inline: (html: string) => string;
}

function typeLabel(node: SchemaNode, {schemaUrl}: SchemaContext): string {
  // In backticks: `string<uuid>` is not HTML.
  return node.ref ? `[\`${node.type}\`](${schemaUrl(node.ref)})` : `\`${node.type}\``;
}

function schemaLines(node: SchemaNode, ctx: SchemaContext, depth: number, seen: ReadonlySet<string>): string[] {
  const indent = '  '.repeat(depth);
  const lines: string[] = [];
  const resolved = node.ref && !seen.has(node.ref) ? ctx.schemas[node.ref] : undefined;
  const inner = resolved ?? node;
  const nextSeen = node.ref ? new Set([...seen, node.ref]) : seen;
  for (const property of inner.properties ?? []) {
    const {schema} = property;
    const facts = [typeLabel(schema, ctx), ...(property.required ? ['required'] : []), ...(schema.facts ?? [])];
    const description = ctx.inline(schema.descriptionHtml ?? '');
    lines.push(`${indent}- \`${property.name}\` (${facts.join('; ')})${description ? `: ${description}` : ''}`);
    lines.push(...schemaLines(schema, ctx, depth + 1, nextSeen));
  }
  if (inner.items) {
    const items = inner.items;
    if (items.properties || (items.ref && !nextSeen.has(items.ref))) {
      lines.push(`${indent}- Each item (${typeLabel(items, ctx)}):`);
      lines.push(...schemaLines(items, ctx, depth + 1, nextSeen));
    }
  }
  for (const option of inner.variants?.options ?? []) {
    lines.push(`${indent}- ${inner.variants!.kind === 'one of' ? 'One of' : 'Any of'}: ${typeLabel(option, ctx)}`);
    lines.push(...schemaLines(option, ctx, depth + 1, nextSeen));
  }
  return lines;
}

/** The Markdown copy of one operation. */
export function operationMarkdown(
  operation: ApiOperation,
  built: Pick<BuiltViewModel, 'model' | 'examples' | 'tryIt'>,
  {siteUrl, apiPath, guides = {}}: OperationMarkdownOptions,
): string {
  const {model} = built;
  const reference = `${siteUrl}${apiPath}`;
  const block = (html: string) => fragmentMarkdown(html, siteUrl, reference);
  const inline = (html: string) => cell(block(html));
  const ctx: SchemaContext = {
    schemas: model.schemas,
    schemaUrl: (name) => `${reference}#schema/${encodeURIComponent(name)}`,
    inline,
  };
  const schemaList = (node: SchemaNode) => {
    const lines = schemaLines(node, ctx, 0, new Set());
    return [`Schema: ${typeLabel(node, ctx)}`, ...(lines.length > 0 ? ['', ...lines] : [])];
  };
  const curl = referenceCurl(built.examples[operation.id], built.tryIt.defaultBaseUrl);
  const path = model.server.basePath + operation.path;
  const out: string[] = [];
  const push = (...lines: string[]) => out.push(...lines, '');

  if (operation.deprecated) push('**Deprecated.**');
  const description = block(operation.descriptionHtml);
  if (description) push(description);
  const issues = operation.knownIssues.flatMap((id) => (model.knownIssues[id] ? [model.knownIssues[id]] : []));
  if (issues.length > 0)
    push(
      `**Known issues in ${model.version}:**`,
      '',
      // As on /api/: the title and what the reader sees; the full entry once, on the security page.
      ...issues.map(
        (entry) =>
          `- **${entry.title}**: ${knownIssueSummary(entry, {...operation, path})} ([cause and workaround](${siteUrl}${knownIssuesPage}#${knownIssueAnchor(entry.id)}))`,
      ),
    );
  const schemes = model.securitySchemes.filter((scheme) => operation.security.includes(scheme.name));
  push(
    `**Authentication:** ${schemes.length > 0 ? schemes.map((scheme) => scheme.label).join(' or ') : 'none (public)'}.`,
  );

  if (operation.parameters.length > 0) {
    push('## Parameters');
    push(
      [
        '| Parameter | In | Type | Required | Description |',
        '| --- | --- | --- | --- | --- |',
        ...operation.parameters.map((parameter) => {
          const example = parameter.example ? ` Example: \`${cell(parameter.example)}\`.` : '';
          return `| \`${parameter.name}\` | ${parameter.in} | \`${cell(parameter.type)}\` | ${parameter.required ? 'yes' : 'no'} | ${inline(parameter.descriptionHtml)}${example} |`;
        }),
      ].join('\n'),
    );
  }

  if (operation.requestBody) {
    const body = operation.requestBody;
    push('## Request body');
    push(`\`${body.contentType}\`${body.required ? ', required' : ''}.`);
    const bodyDescription = block(body.descriptionHtml);
    if (bodyDescription) push(bodyDescription);
    if (body.schema) push(...schemaList(body.schema));
  }

  push('## Responses');
  for (const response of operation.responses) {
    const summary = inline(response.descriptionHtml);
    push(`### ${response.status}${summary ? `: ${summary}` : ''}`);
    if (response.contentType) push(`\`${response.contentType}\``);
    if (response.headers)
      push(
        ...response.headers.map((header) => {
          const facts = [`\`${header.type}\``, ...(header.required ? ['always sent'] : [])].join('; ');
          const text = inline(header.descriptionHtml);
          return `- Header \`${header.name}\` (${facts})${text ? `: ${text}` : ''}`;
        }),
      );
    if (response.schema) push(...schemaList(response.schema));
  }

  const usedBy = guides[operation.id] ?? [];
  if (usedBy.length > 0) {
    push('## Guides');
    push(...usedBy.map((guide) => `- [${guide.title}](${new URL(guide.permalink, siteUrl).href})`));
  }

  if (curl) {
    push('## Example request');
    push(
      `Replace \`${built.tryIt.defaultBaseUrl}\` with the address of your installation${
        operation.security.length > 0 ? ` and \`${sampleToken}\` with a token` : ''
      }.`,
    );
    push('```bash', curl, '```');
  }

  return markdownDocument({
    title: operation.summary,
    description: `${operation.method.toUpperCase()} ${path}: the operation ${operation.id} of the ${model.title} ${model.version}.`,
    url: `${reference}#operation/${encodeURIComponent(operation.id)}`,
    body: out.join('\n').trim(),
  });
}

/** Every operation's copy, with its path below the site's base URL. */
export function operationMarkdownFiles(
  built: Pick<BuiltViewModel, 'model' | 'examples' | 'tryIt'>,
  options: OperationMarkdownOptions,
): {id: string; title: string; path: string; markdown: string}[] {
  return built.model.tags
    .flatMap((tag) => tag.operations)
    .map((operation) => ({
      id: operation.id,
      title: operation.summary,
      path: operationMarkdownPath(operation.id),
      markdown: operationMarkdown(operation, built, options),
    }));
}
