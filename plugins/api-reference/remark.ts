import type {Code, Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {Plugin} from 'unified';
import {visit} from 'unist-util-visit';

import {type EmbeddedOperation, publishedOperations} from '../../lib/apiOperations';

/** The MDX tag that guides write: `<ApiOperation id="createDeployment" />`. */
export const embedTag = 'ApiOperation';

/** The props that the build adds to the tag; the component reads them (src/components/EmbeddedApiOperation). */
const injected = ['method', 'path', 'summary'] as const;

export interface Options {
  /** Where the operations come from; by default the ones the api-reference plugin published. */
  operations?: () => Map<string, EmbeddedOperation>;
}

function idOf(node: MdxJsxFlowElement): string | undefined {
  const attribute = node.attributes.find(
    (candidate): candidate is MdxJsxAttribute => candidate.type === 'mdxJsxAttribute' && candidate.name === 'id',
  );
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

/**
 * Remark plugin of docs and blog: gives every `<ApiOperation id="…" />` the operation's method,
 * path and summary as props and its curl sample as a fenced code block inside, so a page carries
 * the one operation it shows and not the view model, and the sample is highlighted at build time
 * like any other code block (list this plugin before plugins/code-highlight). An id that the API
 * description does not have fails the build, naming the file.
 */
const remarkApiOperations: Plugin<[Options?], Root> =
  ({operations = publishedOperations} = {}) =>
  (tree, file) => {
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (node.name !== embedTag) return;
      const id = idOf(node);
      const operation = id === undefined ? undefined : operations().get(id);
      if (!operation)
        throw new Error(`${file.path}: <${embedTag} id="${id ?? ''}" /> names no operation of the API description`);
      node.attributes = [
        ...node.attributes.filter(
          (attribute) =>
            !(attribute.type === 'mdxJsxAttribute' && (injected as readonly string[]).includes(attribute.name)),
        ),
        ...injected.map((name): MdxJsxAttribute => ({type: 'mdxJsxAttribute', name, value: operation[name]})),
      ];
      const sample: Code = {type: 'code', lang: 'bash', meta: null, value: operation.curl};
      node.children = [sample];
    });
  };

export default remarkApiOperations;
