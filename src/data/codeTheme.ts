import type {PrismTheme} from 'prism-react-renderer';

/**
 * Light code theme for every code block. Prism's bundled light themes colour several tokens below
 * WCAG AA (4.5:1) on their own background; every colour here keeps at least 5.5:1 on the block
 * background and on a highlighted line, so axe passes and the code stays readable.
 */
export const codeTheme: PrismTheme = {
  plain: {color: '#24292f', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['namespace'], style: {color: '#57606a'}},
    {types: ['string', 'attr-value', 'char', 'inserted'], style: {color: '#0a3069'}},
    {types: ['punctuation', 'operator'], style: {color: '#24292f'}},
    {
      types: ['entity', 'url', 'symbol', 'number', 'boolean', 'variable', 'constant', 'property', 'regex'],
      style: {color: '#0550ae'},
    },
    {types: ['atrule', 'keyword', 'selector', 'important'], style: {color: '#a40e26'}},
    {types: ['attr-name', 'builtin', 'class-name'], style: {color: '#953800'}},
    {types: ['function', 'tag'], style: {color: '#6639ba'}},
    {types: ['deleted'], style: {color: '#82071e'}},
    {types: ['bold'], style: {fontWeight: 'bold'}},
    {types: ['italic'], style: {fontStyle: 'italic'}},
  ],
};
