import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {defaultLimits, fetchRemoteText, type FetchLimits} from '../../lib/fetchRemote';
import {releasesFeeds} from '../releases-feed/paths';
import {defaultMarkdownLimits, rejectReason, sanitizeInWorker, type MarkdownLimits} from './markdown';
import {understand, type DocumentKind} from './understand';

export interface ProjectDocument {
  /** What the page needs to find in the document (understand.ts). */
  kind: DocumentKind;
  /** File name on the documents host, appended to the base URL. */
  remoteName: string;
  /** Committed copy, relative to the site directory, used when the remote one is not usable. */
  fallbackPath: string;
  /** Docs file to write, relative to the site directory (a `.md` file: compiled as CommonMark). */
  targetPath: string;
  title: string;
  description: string;
  /** Our own Markdown paragraph above the document's text. */
  lead?: string;
}

export interface Options {
  baseUrl: string;
  documents?: ProjectDocument[];
  limits?: FetchLimits;
  markdownLimits?: MarkdownLimits;
  log?: (line: string) => void;
}

/** Time allowed for parsing the committed copy, which is trusted: long enough for any loaded machine. */
const committedParseTimeoutMs = 120_000;

export const defaultDocuments: ProjectDocument[] = [
  {
    kind: 'changelog',
    remoteName: 'CHANGELOG.md',
    fallbackPath: 'documents/CHANGELOG.md',
    targetPath: 'docs/project/CHANGELOG.md',
    title: 'Changelog',
    description: 'Every Kublade release with its date and notable changes, newest first.',
    // Files, not pages: `pathname://` keeps the link a plain download (plugins/releases-feed writes them).
    lead: `Follow new releases in a feed reader: [RSS](pathname://${releasesFeeds.rss}) or [Atom](pathname://${releasesFeeds.atom}).`,
  },
  {
    kind: 'dependencies',
    remoteName: 'DEPENDENCIES-latest.md',
    fallbackPath: 'documents/DEPENDENCIES-latest.md',
    targetPath: 'docs/project/DEPENDENCIES-latest.md',
    title: 'Dependencies',
    description: 'Third-party packages that the latest Kublade release depends on, with their versions and licences.',
  },
];

export interface MaterializedDocument {
  source: 'remote' | 'committed';
  reason: string | null;
  /** What the page shows, as understand.ts reads it. */
  summary: string;
  markdown: string;
}

/**
 * Chooses the remote document when it is usable, else the committed copy, and writes the docs page.
 * The remote one must pass the pre-check, the parse limits and then understand.ts (the releases of a
 * changelog, the packages of a dependency list); on any doubt the committed copy is used, with the
 * reason in the one log line. Either is parsed and sanitized the same way (markdown.ts).
 */
export async function materializeDocument(
  siteDir: string,
  baseUrl: string,
  doc: ProjectDocument,
  limits: FetchLimits,
  log: (line: string) => void,
  markdownLimits: MarkdownLimits = defaultMarkdownLimits,
): Promise<MaterializedDocument> {
  const url = new URL(doc.remoteName, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).toString();
  const fetched = await fetchRemoteText(url, limits);
  let reason = fetched.ok ? rejectReason(fetched.text, limits.maxBytes, markdownLimits) : fetched.reason;
  let chosen: {body: string; summary: string} | null = null;
  if (fetched.ok && reason === null) {
    const sanitized = await sanitizeInWorker(fetched.text, markdownLimits);
    const understood = sanitized.ok ? understand(doc.kind, sanitized.markdown) : null;
    if (!sanitized.ok) reason = sanitized.reason;
    else if (understood && !understood.ok) reason = understood.reason;
    else if (understood?.ok) chosen = {body: sanitized.markdown, summary: understood.summary};
  }
  const source = chosen === null ? 'committed' : 'remote';
  if (chosen === null) {
    // Our own file: the same sanitising and reading, without the pre-check; failing here is a bug to fix, not a fallback.
    // The time limit guards against hostile remote text; a busy CI machine must not fail the build on our own copy.
    const committed = await sanitizeInWorker(await readFile(join(siteDir, doc.fallbackPath), 'utf8'), {
      ...markdownLimits,
      parseTimeoutMs: Math.max(markdownLimits.parseTimeoutMs, committedParseTimeoutMs),
    });
    if (!committed.ok)
      throw new Error(`[project-documents] ${doc.fallbackPath} could not be sanitized: ${committed.reason}`);
    const understood = understand(doc.kind, committed.markdown);
    if (!understood.ok) throw new Error(`[project-documents] ${doc.fallbackPath}: ${understood.reason}`);
    chosen = {body: committed.markdown, summary: understood.summary};
  }

  const frontMatter = [
    '---',
    `title: ${JSON.stringify(doc.title)}`,
    `description: ${JSON.stringify(doc.description)}`,
    'tags: [project]',
    'custom_edit_url: null',
    '---',
    '',
  ].join('\n');
  const markdown = frontMatter + (doc.lead ? `${doc.lead}\n\n` : '') + chosen.body;
  const target = join(siteDir, doc.targetPath);
  await mkdir(dirname(target), {recursive: true});
  await writeFile(target, markdown);

  const from = fetched.ok && fetched.url !== url ? ` (redirected to ${fetched.url})` : '';
  log(
    source === 'remote'
      ? `[project-documents] ${doc.remoteName}: using the documents host (${url}${from}): ${chosen.summary}.`
      : `[project-documents] ${doc.remoteName}: using the committed copy ${doc.fallbackPath} (${chosen.summary}), because ${url}${from} was not usable: ${reason}.`,
  );
  return {source, reason, summary: chosen.summary, markdown};
}

/**
 * Writes the changelog and dependency pages into docs/ while the plugin is initialised, i.e.
 * before the docs plugin reads its files, so they are ordinary docs pages with sidebar and search.
 */
export default async function projectDocumentsPlugin(context: LoadContext, options: Options): Promise<Plugin> {
  const log = options.log ?? ((line: string) => console.log(line));
  const limits = options.limits ?? defaultLimits;
  const markdownLimits = options.markdownLimits ?? defaultMarkdownLimits;
  await Promise.all(
    (options.documents ?? defaultDocuments).map((doc) =>
      materializeDocument(context.siteDir, options.baseUrl, doc, limits, log, markdownLimits),
    ),
  );
  return {name: 'project-documents'};
}
