// @ts-check
/**
 * Parses untrusted Markdown with the Markdown parser itself (micromark, to mdast, with GFM) and
 * writes it back as Markdown that can only produce text, tables, lists, code and safe links.
 * Plain ESM, no TypeScript: it runs in a worker thread (sanitizeWorker.mjs) that Node loads
 * directly, outside the jiti loader Docusaurus uses for the plugin.
 *
 * What is removed or changed:
 * - raw HTML becomes text (shown as typed, never markup);
 * - links, images and definitions keep only http(s), mailto and site-relative (`/path`) targets,
 *   checked after the parser decoded entities and escapes; a dropped link keeps its text, a dropped
 *   image its alt text; reference links become inline links and definitions go;
 * - site-relative targets are written as `pathname:///path`, Docusaurus's escape hatch, so a broken
 *   one cannot fail the build through onBrokenLinks / onBrokenMarkdownImages;
 * - fenced code keeps a plain language name but never `mermaid` (drawn at build time) or meta;
 * - `{`, `}` and directive-like `:` are escaped (Docusaurus reads `:::note` in .md too), and a
 *   heading's trailing `{#id}` is removed (Docusaurus would take it as the id even escaped);
 * - a leading `# Title` goes: the page title comes from front matter.
 * The result is parsed once more before it is accepted (see sanitizeMarkdown).
 */
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown, gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';
import {gfm} from 'micromark-extension-gfm';

/**
 * @typedef {import('mdast').Root} Root
 * @typedef {import('mdast').Nodes} Nodes
 * @typedef {import('mdast').Parents} Parents
 * @typedef {import('mdast').RootContent} RootContent
 * @typedef {import('mdast').Definition} Definition
 * @typedef {{maxDepth: number; maxNodes: number}} TreeLimits
 * @typedef {{ok: true; markdown: string} | {ok: false; reason: string}} SanitizeResult
 */

/** Constructs in which `{`, `}` and `:` are not Markdown text (same list as mdast-util-to-markdown's). */
const notInText = /** @type {import('mdast-util-to-markdown').ConstructName[]} */ ([
  'autolink',
  'destinationLiteral',
  'destinationRaw',
  'reference',
  'titleQuote',
  'titleApostrophe',
]);

/** @type {import('mdast-util-to-markdown').Options} */
const textOnly = {
  unsafe: [
    {character: '{', inConstruct: 'phrasing', notInConstruct: notInText},
    {character: '}', inConstruct: 'phrasing', notInConstruct: notInText},
    // remark-directive: `:name` in text, `::name` / `:::name` at the start of a line.
    {character: ':', before: '[^:]', after: '[A-Za-z]', inConstruct: 'phrasing', notInConstruct: notInText},
    {atBreak: true, character: ':', after: ':'},
    {atBreak: true, character: ':', after: '[A-Za-z]'},
  ],
};

/**
 * The target a browser would follow (it ignores tabs and newlines anywhere and C0 controls and
 * spaces around the URL), or null when that target is not http(s), mailto or site-relative.
 * @param {string | null | undefined} url
 * @returns {string | null}
 */
export function safeUrl(url) {
  if (typeof url !== 'string') return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what browsers strip
  const cleaned = url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (/^(?:https?|mailto):/i.test(cleaned)) return cleaned;
  if (cleaned.startsWith('/') && cleaned[1] !== '/' && cleaned[1] !== '\\') return cleaned;
  return null;
}

/** @param {string} url a safeUrl result */
function writtenUrl(url) {
  return url.startsWith('/') ? `pathname://${url}` : url;
}

/**
 * Depth and size of the tree, walked without recursion; the reason it is over a limit, or null.
 * @param {Root} tree
 * @param {TreeLimits} limits
 * @returns {string | null}
 */
export function treeLimitReason(tree, limits) {
  /** @type {[Nodes, number][]} */
  const stack = [[tree, 0]];
  let count = 0;
  while (stack.length > 0) {
    const [node, depth] = /** @type {[Nodes, number]} */ (stack.pop());
    count += 1;
    if (count > limits.maxNodes) return `Markdown has more than ${limits.maxNodes} nodes`;
    if (depth > limits.maxDepth) return `Markdown is nested more than ${limits.maxDepth} levels deep`;
    if ('children' in node) for (const child of node.children) stack.push([child, depth + 1]);
  }
  return null;
}

/**
 * Rewrites the tree in place (see the file comment); iterative, so depth cannot overflow the stack.
 * @param {Root} tree
 */
export function sanitizeTree(tree) {
  /** @type {Map<string, Definition>} */
  const definitions = new Map();
  /** @type {Parents[]} */
  const parents = [tree];
  while (parents.length > 0) {
    const parent = /** @type {Parents} */ (parents.pop());
    for (const child of parent.children) {
      if (child.type === 'definition' && !definitions.has(child.identifier)) definitions.set(child.identifier, child);
      if ('children' in child) parents.push(child);
    }
  }

  parents.push(tree);
  while (parents.length > 0) {
    const parent = /** @type {Parents} */ (parents.pop());
    // Flow content (blocks) or phrasing (inline): raw HTML becomes a paragraph or a text node.
    const flow = flowParents.has(parent.type);
    /** @type {Nodes[]} */
    const pending = [...parent.children].reverse();
    /** @type {Nodes[]} */
    const kept = [];
    while (pending.length > 0) {
      const node = /** @type {Nodes} */ (pending.pop());
      const replacement = replace(node, definitions, flow);
      if (replacement) {
        for (let i = replacement.length - 1; i >= 0; i -= 1) pending.push(replacement[i]);
        continue;
      }
      kept.push(node);
      if ('children' in node) parents.push(node);
    }
    // The kinds of children stay within what the parent allowed: phrasing replaces phrasing.
    parent.children = /** @type {any} */ (kept);
  }

  const first = tree.children[0];
  if (first && first.type === 'heading' && first.depth === 1) tree.children.shift();

  // Docusaurus takes a trailing `{#id}` of a heading's last text as its id, escaped or not.
  /** @type {Nodes[]} */
  const nodes = [tree];
  while (nodes.length > 0) {
    const node = /** @type {Nodes} */ (nodes.pop());
    if (node.type === 'heading') dropHeadingId(node);
    else if ('children' in node) nodes.push(...node.children);
  }
}

/**
 * Merges adjacent text (raw HTML turned into text sits next to text) and removes trailing `{#…}`.
 * @param {import('mdast').Heading} heading
 */
function dropHeadingId(heading) {
  /** @type {import('mdast').PhrasingContent[]} */
  const merged = [];
  for (const child of heading.children) {
    const previous = merged[merged.length - 1];
    if (child.type === 'text' && previous?.type === 'text') previous.value += child.value;
    else merged.push(child);
  }
  heading.children = merged;
  const last = merged[merged.length - 1];
  if (last?.type !== 'text') return;
  let value = last.value;
  for (let at = value.lastIndexOf('{#'); at !== -1 && /\}\s*$/.test(value); at = value.lastIndexOf('{#')) {
    value = value.slice(0, at).trimEnd();
  }
  last.value = value;
}

/** Parents whose children are blocks. */
const flowParents = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

/**
 * What a node becomes, or null to keep it (possibly changed in place).
 * @param {Nodes} node
 * @param {Map<string, Definition>} definitions
 * @param {boolean} flow whether the node is a block
 * @returns {Nodes[] | null}
 */
function replace(node, definitions, flow) {
  switch (node.type) {
    case 'html':
      return [
        flow ? {type: 'paragraph', children: [{type: 'text', value: node.value}]} : {type: 'text', value: node.value},
      ];
    case 'definition':
      return [];
    case 'link': {
      const url = safeUrl(node.url);
      if (url === null) return node.children;
      node.url = writtenUrl(url);
      return null;
    }
    case 'image': {
      const url = safeUrl(node.url);
      if (url === null) return node.alt ? [{type: 'text', value: node.alt}] : [];
      node.url = writtenUrl(url);
      return null;
    }
    case 'linkReference': {
      const definition = definitions.get(node.identifier);
      const url = safeUrl(definition?.url);
      if (url === null) return node.children;
      return [{type: 'link', url: writtenUrl(url), title: definition?.title ?? null, children: node.children}];
    }
    case 'imageReference': {
      const definition = definitions.get(node.identifier);
      const url = safeUrl(definition?.url);
      if (url === null) return node.alt ? [{type: 'text', value: node.alt}] : [];
      return [{type: 'image', url: writtenUrl(url), title: definition?.title ?? null, alt: node.alt}];
    }
    case 'code':
      node.lang =
        node.lang && /^[A-Za-z0-9_+#.-]{1,32}$/.test(node.lang) && node.lang.toLowerCase() !== 'mermaid'
          ? node.lang
          : null;
      node.meta = null;
      return null;
    default:
      return null;
  }
}

/**
 * Drops a byte order mark and a leading front matter block: the page's front matter is ours.
 * @param {string} text
 */
export function stripFrontMatter(text) {
  return text.replace(/^\uFEFF/, '').replace(/^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/, '');
}

/**
 * Parses, checks against the tree limits, sanitizes and serializes. Never throws.
 * @param {string} text
 * @param {TreeLimits} limits
 * @returns {SanitizeResult}
 */
export function sanitizeMarkdown(text, limits) {
  /** @type {Root} */
  let tree;
  try {
    tree = parse(stripFrontMatter(text));
  } catch (error) {
    return {ok: false, reason: `Markdown parser failed (${describe(error)})`};
  }
  const over = treeLimitReason(tree, limits);
  if (over !== null) return {ok: false, reason: over};
  /** @type {string} */
  let markdown;
  try {
    sanitizeTree(tree);
    markdown = toMarkdown(tree, {extensions: [gfmToMarkdown(), textOnly], bullet: '-', resourceLink: true});
  } catch (error) {
    return {ok: false, reason: `Markdown could not be sanitized (${describe(error)})`};
  }
  // Parse the result once more, as Docusaurus will: escaped text can be slower to parse than the
  // original (measured: 128 KB of `[a](` lines 4 s, the escaped `\[a]\(` lines 55 s). Inside the
  // worker's time limit, this bounds what the build's own parse of the page costs.
  try {
    const again = treeLimitReason(parse(markdown), limits);
    if (again !== null) return {ok: false, reason: `sanitized ${again}`};
  } catch (error) {
    return {ok: false, reason: `sanitized Markdown did not parse (${describe(error)})`};
  }
  return {ok: true, markdown};
}

/** @param {string} text */
function parse(text) {
  return fromMarkdown(text, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
}

/** @param {unknown} error */
function describe(error) {
  return error instanceof Error ? error.message : String(error);
}
