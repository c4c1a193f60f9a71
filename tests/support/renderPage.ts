/**
 * Compiles a Markdown page written by plugins/project-documents roughly the way Docusaurus compiles
 * a .md page (CommonMark with GFM, and rehype-raw, which Docusaurus adds for format 'md' so that raw
 * HTML would render) and renders it to HTML, for tests that check what a reader would get.
 */
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import * as runtime from 'react/jsx-runtime';

export async function renderPage(written: string): Promise<string> {
  const body = written.replace(/^---\n[\s\S]*?\n---\n/, '');
  // ESM-only packages: import them dynamically from this CommonJS-compiled test.
  const {evaluate} = await import('@mdx-js/mdx');
  const {default: remarkGfm} = await import('remark-gfm');
  const {default: rehypeRaw} = await import('rehype-raw');
  const {default: Content} = await evaluate(body, {
    ...runtime,
    format: 'md',
    remarkPlugins: [remarkGfm],
    rehypePlugins: [
      [
        rehypeRaw,
        {passThrough: ['mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression', 'mdxjsEsm']},
      ],
    ],
  });
  return renderToStaticMarkup(createElement(Content));
}
