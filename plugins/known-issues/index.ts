import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {Plugin} from 'unified';
import {visit} from 'unist-util-visit';

import {findKnownIssue} from '../../src/data/knownIssues';

/** The prop of `<KnownIssue>` that carries its registry entry as JSON. */
export const entryProperty = 'entry';

/**
 * Remark plugin of docs and blog: gives every `<KnownIssue id="…" />` its entry of
 * src/data/knownIssues.ts as a JSON string prop, so a page ships the entries it shows and not the
 * whole registry. An id that is not in the registry fails the build, naming the file.
 */
const remarkKnownIssues: Plugin<[], Root> = () => (tree, file) => {
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
    if (node.name !== 'KnownIssue') return;
    const idAttribute = node.attributes.find(
      (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'id',
    );
    const id = typeof idAttribute?.value === 'string' ? idAttribute.value : undefined;
    const entry = id === undefined ? undefined : findKnownIssue(id);
    if (!entry)
      throw new Error(`${file.path}: <KnownIssue id="${id ?? ''}" /> names no entry of src/data/knownIssues.ts`);
    node.attributes = [
      ...node.attributes.filter(
        (attribute) => !(attribute.type === 'mdxJsxAttribute' && attribute.name === entryProperty),
      ),
      {type: 'mdxJsxAttribute', name: entryProperty, value: JSON.stringify(entry)},
    ];
  });
};

export default remarkKnownIssues;
