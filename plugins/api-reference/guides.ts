import matter from '@11ty/gray-matter';
import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';

import {embedTag} from './remark';

/** A docs page that uses an operation, listed under the operation on /api/. */
export interface Guide {
  title: string;
  permalink: string;
}

export interface GuideSource extends Guide {
  /** The page's source text, front matter included. */
  text: string;
  /** MDX (`.mdx`) or CommonMark (`.md`, as `markdown.format: 'detect'` reads it). */
  mdx: boolean;
}

/**
 * The ids of the operations a page uses: the ones it embeds with `<ApiOperation id>` and the ones it
 * links to at `<apiPath>#operation/<id>`. The page is parsed, so a link written inside a code
 * block does not count.
 */
export function operationsUsedBy(text: string, mdx: boolean, apiPath: string): Set<string> {
  const processor = mdx ? unified().use(remarkParse).use(remarkMdx) : unified().use(remarkParse);
  const tree = processor.parse(matter(text, {}).content) as Root;
  const ids = new Set<string>();
  const linkPrefix = `${apiPath}#operation/`;
  visit(tree, (node) => {
    if (node.type === 'link' && node.url.startsWith(linkPrefix)) {
      ids.add(decodeURIComponent(node.url.slice(linkPrefix.length)));
    } else if (node.type === 'mdxJsxFlowElement' && (node as MdxJsxFlowElement).name === embedTag) {
      const id = (node as MdxJsxFlowElement).attributes.find(
        (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'id',
      )?.value;
      if (typeof id === 'string') ids.add(id);
    }
  });
  return ids;
}

/** For every operation that some page uses, those pages, in the order given. */
export function guidesByOperation(sources: GuideSource[], apiPath: string): Record<string, Guide[]> {
  const guides: Record<string, Guide[]> = {};
  for (const {title, permalink, text, mdx} of sources) {
    for (const id of operationsUsedBy(text, mdx, apiPath)) (guides[id] ??= []).push({title, permalink});
  }
  return guides;
}
