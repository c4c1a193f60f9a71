/**
 * The `sources` of a docs page or post: the platform files its facts rest on, listed in its front
 * matter as paths relative to the platform repository's root at the documented release. The page
 * (src/components/PageSources) and its Markdown copy (plugins/llms-txt) end with them, in the same
 * words; tests/unit/docs/sources.test.ts checks every list against the release's files.
 */
import {platformFileUrl, site, type Release} from './site';

/** The heading of the block. */
export const sourcesTitle = 'Sources';

/** The line under the heading: which release the page was checked against. */
export function sourcesNote(release: Release = site.currentRelease): string {
  return `Checked against ${site.productName} ${release.version}`;
}

/** A repository-relative file path: no leading or trailing slash, no `.` or `..` segment, no whitespace. */
const pathPattern = /^(?!\/)(?!.*\/$)(?!(?:.*\/)?\.\.?(?:\/|$))\S+$/;

/**
 * The `sources` of a page's front matter: none when the key is absent, otherwise its paths. A value
 * that is not a list of paths throws, so that the build names the page instead of dropping its list.
 */
export function pageSources(frontMatter: Readonly<Record<string, unknown>>): string[] {
  const value = frontMatter.sources;
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value))
    throw new Error(`front matter "sources" is ${JSON.stringify(value)}, not a list of platform file paths`);
  return value.map((entry: unknown) => {
    if (typeof entry !== 'string' || !pathPattern.test(entry))
      throw new Error(
        `front matter "sources" holds ${JSON.stringify(entry)}, not a file path relative to the platform repository`,
      );
    return entry;
  });
}

export interface SourceLink {
  path: string;
  url: string;
}

/** Each path with its address at the release's tag on GitHub. */
export function sourceLinks(paths: readonly string[], release: Release = site.currentRelease): SourceLink[] {
  return paths.map((path) => ({path, url: platformFileUrl(path, release)}));
}

/** The block as Markdown, for a page's Markdown copy: the heading, the note and one linked path a line. */
export function sourcesMarkdown(paths: readonly string[], release: Release = site.currentRelease): string {
  if (paths.length === 0) return '';
  return [
    `## ${sourcesTitle}`,
    '',
    sourcesNote(release),
    '',
    ...sourceLinks(paths, release).map(({path, url}) => `- [\`${path}\`](${url})`),
  ].join('\n');
}
