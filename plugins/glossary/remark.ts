import {createHash} from 'node:crypto';
import type {Nodes, Parent, PhrasingContent, Root, RootContent, Text} from 'mdast';
import type {ElementContent} from 'hast';
import type {Plugin} from 'unified';
import {SKIP, visit} from 'unist-util-visit';
import {DEFAULT_OPTIONS} from '@docusaurus/plugin-content-blog/lib/options.js';

import {glossary, type GlossaryTerm} from '../../src/data/glossary';

export interface GlossaryOptions {
  /**
   * Default: src/data/glossary.ts. Passed by tests only: plugin options become part of the site
   * config, which Docusaurus ships to every page, so the site does not pass the glossary here.
   */
  terms?: GlossaryTerm[];
  /** Source files (paths relative to the site, such as docs/project/) whose text is left alone. */
  skipPaths?: string[];
  /**
   * Default true. The blog passes false: a post's excerpt, which list pages show, stays unmarked.
   * A list page shows ten excerpts, and each would explain the same terms again (the first use
   * on the page is what gets marked, and the excerpts are compiled apart); the post's own page
   * marks them. Every post has a truncate marker (onUntruncatedBlogPosts: 'throw'), and the
   * excerpt is the post's source cut before it, so a source without the marker is an excerpt.
   */
  markExcerpts?: boolean;
}

/** The truncate marker the blog uses: Docusaurus's default (docusaurus.config.ts sets none). */
const {truncateMarker} = DEFAULT_OPTIONS;

/** Class names of the marked term; plugins/glossary/theme/glossary.css styles them. */
export const classNames = {
  term: 'glossary-term',
  trigger: 'glossary-term__trigger',
  definition: 'glossary-term__definition',
  list: 'glossary-list',
};

/** The MDX element that stands for the whole glossary (used on /docs/intro). */
export const listElement = 'GlossaryList';

/** Where a term must not be marked: headings, links and code, plus inline JSX and expressions. */
const excluded = new Set(['heading', 'link', 'linkReference', 'inlineCode', 'code', 'mdxJsxTextElement', 'html']);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** An id prefix unique to the source file, so that ids stay unique where files share a page. */
function idPrefix(path: string | undefined): string {
  return `gl-${createHash('sha256')
    .update(path ?? '')
    .digest('hex')
    .slice(0, 8)}`;
}

/** The marked use: a button that takes focus, and the definition as text in the page. */
function markedTerm(text: string, term: GlossaryTerm, id: string): PhrasingContent {
  const definitionId = `${id}-${term.id}`;
  const children: ElementContent[] = [
    {
      type: 'element',
      tagName: 'button',
      properties: {type: 'button', className: [classNames.trigger], ariaDescribedBy: [definitionId]},
      children: [{type: 'text', value: text}],
    },
    {
      type: 'element',
      tagName: 'span',
      properties: {id: definitionId, role: 'tooltip', className: [classNames.definition]},
      children: [
        {type: 'element', tagName: 'strong', properties: {}, children: [{type: 'text', value: term.term}]},
        {type: 'text', value: `: ${term.definition}`},
      ],
    },
  ];
  return {
    type: 'emphasis',
    children: [{type: 'text', value: text}],
    data: {hName: 'span', hProperties: {className: [classNames.term]}, hChildren: children},
  };
}

/**
 * The whole glossary as a definition list, each term linked to the page that explains it. Built
 * here rather than by a React component, so the page carries the text once and no data module.
 */
function glossaryList(terms: GlossaryTerm[]): RootContent {
  const children: ElementContent[] = terms.map((term) => ({
    type: 'element',
    tagName: 'div',
    properties: {id: `term-${term.id}`},
    children: [
      {
        type: 'element',
        tagName: 'dt',
        properties: {},
        children: [
          {type: 'element', tagName: 'a', properties: {href: term.page}, children: [{type: 'text', value: term.term}]},
        ],
      },
      {type: 'element', tagName: 'dd', properties: {}, children: [{type: 'text', value: term.definition}]},
    ],
  }));
  return {
    type: 'blockquote',
    children: [],
    data: {hName: 'dl', hProperties: {className: [classNames.list]}, hChildren: children},
  };
}

/**
 * Remark plugin of docs and blog: marks the first use of each glossary term on a page (outside
 * headings, links, code and admonition titles) with its definition, shown by CSS on hover and
 * focus. The definition is text in the HTML, so it can be read without JavaScript. A
 * `<GlossaryList />` element becomes the whole glossary.
 */
const remarkGlossary: Plugin<[GlossaryOptions?], Root> = ({
  terms = glossary,
  skipPaths = [],
  markExcerpts = true,
} = {}) => {
  const spellings = terms
    .flatMap((term) => term.matches.map((spelling) => ({spelling, term})))
    .sort((a, b) => b.spelling.length - a.spelling.length);
  // Whole words only; "deployment's" is skipped, so the term is marked at a plain use.
  const pattern = new RegExp(
    `(?<![\\w-])(${spellings.map(({spelling}) => escapeRegExp(spelling)).join('|')})(?![\\w-]|['’]s\\b)`,
    'g',
  );
  const termOf = new Map(spellings.map(({spelling, term}) => [spelling, term]));

  return (tree, file) => {
    const path = file.path ? file.path.replace(/\\/g, '/') : '';
    if (skipPaths.some((skip) => path.includes(`/${skip}`))) return;
    if (!markExcerpts && !truncateMarker.test(String(file.value))) return;
    const prefix = idPrefix(file.path);
    const marked = new Set<string>();

    visit(tree, 'mdxJsxFlowElement', (node, index, parent) => {
      if (node.name !== listElement || !parent || index === undefined) return;
      parent.children.splice(index, 1, glossaryList(terms) as never);
      return SKIP;
    });

    visit(tree, (node: Nodes, index: number | undefined, parent: Parent | undefined) => {
      if (excluded.has(node.type)) return SKIP;
      // An admonition's title is a paragraph flagged as the directive's label.
      if (node.type === 'paragraph' && (node.data as {directiveLabel?: boolean} | undefined)?.directiveLabel)
        return SKIP;
      if (node.type !== 'text' || !parent || index === undefined) return;
      const replacement: PhrasingContent[] = [];
      let rest = 0;
      const value = (node as Text).value;
      for (const match of value.matchAll(pattern)) {
        const term = termOf.get(match[1]);
        if (!term || marked.has(term.id)) continue;
        marked.add(term.id);
        if (match.index > rest) replacement.push({type: 'text', value: value.slice(rest, match.index)});
        replacement.push(markedTerm(match[1], term, prefix));
        rest = match.index + match[1].length;
      }
      if (replacement.length === 0) return;
      if (rest < value.length) replacement.push({type: 'text', value: value.slice(rest)});
      parent.children.splice(index, 1, ...(replacement as never[]));
      return [SKIP, index + replacement.length];
    });
  };
};

export default remarkGlossary;
