import type {Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {Plugin} from 'unified';
import {visit} from 'unist-util-visit';

import {findKnownIssue} from '../../src/data/knownIssues';

/** The prop of `<KnownIssue>` that carries its registry entry as JSON. */
export const entryProperty = 'entry';
/** The prop that marks a box as a repeat of an entry the page already shows in full (compact). */
export const repeatedProperty = 'repeated';
/** The author's prop for a page whose own text gives the workaround: `above` or `below`. */
export const workaroundProperty = 'workaround';
const workaroundValues = ['above', 'below'];

function stringAttribute(node: MdxJsxFlowElement, name: string): MdxJsxAttribute | undefined {
  return node.attributes.find(
    (attribute): attribute is MdxJsxAttribute => attribute.type === 'mdxJsxAttribute' && attribute.name === name,
  );
}

/**
 * Remark plugin of docs and blog: gives every `<KnownIssue id="…" />` its entry of
 * src/data/knownIssues.ts as a JSON string prop, so a page ships the entries it shows and not the
 * whole registry. An id that is not in the registry, or a `workaround` other than `above` or
 * `below`, fails the build, naming the file. A page shows each entry in full at most once: every
 * further box of the same entry without a `workaround` of its own becomes compact (`repeated`).
 */
const remarkKnownIssues: Plugin<[], Root> = () => (tree, file) => {
  const shownInFull = new Set<string>();
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
    if (node.name !== 'KnownIssue') return;
    const idAttribute = stringAttribute(node, 'id');
    const id = typeof idAttribute?.value === 'string' ? idAttribute.value : undefined;
    const entry = id === undefined ? undefined : findKnownIssue(id);
    if (!entry)
      throw new Error(`${file.path}: <KnownIssue id="${id ?? ''}" /> names no entry of src/data/knownIssues.ts`);
    const workaround = stringAttribute(node, workaroundProperty);
    if (workaround && !(typeof workaround.value === 'string' && workaroundValues.includes(workaround.value)))
      throw new Error(`${file.path}: <KnownIssue id="${entry.id}" />: workaround must be "above" or "below"`);
    const repeated = !workaround && shownInFull.has(entry.id);
    if (!workaround) shownInFull.add(entry.id);
    node.attributes = [
      ...node.attributes.filter(
        (attribute) =>
          !(
            attribute.type === 'mdxJsxAttribute' &&
            (attribute.name === entryProperty || attribute.name === repeatedProperty)
          ),
      ),
      {type: 'mdxJsxAttribute', name: entryProperty, value: JSON.stringify(entry)},
      ...(repeated ? [{type: 'mdxJsxAttribute' as const, name: repeatedProperty, value: null}] : []),
    ];
  });
};

export default remarkKnownIssues;
