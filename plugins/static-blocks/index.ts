import type {Element, ElementContent, Root, RootContent} from 'hast';
import type {Plugin} from 'unified';

import {mdxImport} from '../../lib/mdxImport';

/** The component that wraps a static block: `src/theme/StaticBlock`, imported by the pages that have one. */
export const componentName = 'StaticBlock';

/**
 * Blocks the browser may keep as the server sent them: their MDX components (the theme's lists, or
 * none) render the tag itself with the props they get, so the block can stand in for its component.
 */
const blockTags = new Set(['p', 'ul', 'ol', 'blockquote', 'dl', 'thead', 'tbody']);

/**
 * Tags whose component does something in the browser or renders more than the tag (code blocks,
 * images, disclosures, headings with their anchor, tables in their scroll box, admonitions, form
 * controls): a block that holds one is hydrated as before.
 */
const liveTags = new Set([
  'pre',
  'img',
  'picture',
  'video',
  'audio',
  'iframe',
  'details',
  'summary',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'admonition',
  'mdxAdmonitionTitle',
  'mermaid',
  'input',
  'select',
  'textarea',
  'script',
  'style',
]);

/** Only elements and text below, none of them live: no MDX component, expression or raw HTML. */
function isStatic(node: ElementContent | RootContent): boolean {
  if (node.type === 'text') return true;
  if (node.type !== 'element' || liveTags.has(node.tagName)) return false;
  return node.children.every(isStatic);
}

/** Wraps every outermost static block below `parent` in the component; returns how many it wrapped. */
function wrapStaticBlocks(parent: Root | Element | {children: (ElementContent | RootContent)[]}): number {
  let wrapped = 0;
  parent.children.forEach((child, index) => {
    if (child.type === 'element' && blockTags.has(child.tagName) && isStatic(child)) {
      parent.children[index] = {
        type: 'mdxJsxFlowElement',
        name: componentName,
        attributes: [],
        children: [child],
      } as unknown as ElementContent;
      wrapped += 1;
    } else if ('children' in child && Array.isArray(child.children)) {
      wrapped += wrapStaticBlocks(child as {children: (ElementContent | RootContent)[]});
    }
  });
  return wrapped;
}

/**
 * Rehype plugin of docs and blog: each outermost block of a page's Markdown that is only text and
 * plain elements (paragraphs, lists, quotes, a table's rows) is wrapped in `StaticBlock`, which
 * renders it as before on the server and for a page drawn by client-side navigation, and keeps the
 * server's markup when the page loads: React hydrates one element for the block instead of one for
 * each of its paragraphs, list items, links and terms.
 */
const rehypeStaticBlocks: Plugin<[], Root> = () => (tree) => {
  if (wrapStaticBlocks(tree) > 0) tree.children.unshift(mdxImport(`@theme/${componentName}`, componentName) as never);
};

export default rehypeStaticBlocks;
