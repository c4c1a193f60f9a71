import type {RootContent} from 'mdast';
import type {MdxJsxAttribute} from 'mdast-util-mdx-jsx';

/**
 * `import '<source>'`, or `import <name> from '<source>'`, as an MDX ESM node with the ESTree the
 * MDX compiler reads (it ignores the statement's text), for remark plugins that add imports.
 */
export function mdxImport(source: string, name?: string): RootContent {
  const literal = JSON.stringify(source);
  return {
    type: 'mdxjsEsm',
    value: name ? `import ${name} from ${literal};` : `import ${literal};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: name ? [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}] : [],
            source: {type: 'Literal', value: source, raw: literal},
            attributes: [],
          },
        ],
      },
    },
  } as unknown as RootContent;
}

/**
 * `attributeName={identifier}` as an MDX JSX attribute with the ESTree the MDX compiler reads: how a
 * remark plugin passes a value it imported (`mdxImport`) to a component.
 */
export function mdxIdentifierAttribute(attributeName: string, identifier: string): MdxJsxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name: attributeName,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: identifier,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{type: 'ExpressionStatement', expression: {type: 'Identifier', name: identifier}}],
          comments: [],
        },
      },
    },
  } as MdxJsxAttribute;
}
