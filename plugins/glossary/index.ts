import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';

export {default as remarkGlossary, classNames} from './remark';

/**
 * The glossary's browser side: the stylesheet that shows a marked term's definition on hover and
 * focus (below the term on a wide screen, across the column on a narrow one), and a small script
 * that lets Escape hide it again (WCAG 1.4.13) without moving focus and keeps it inside the window.
 */
export default function glossary(_context: LoadContext): Plugin {
  return {
    name: 'glossary',
    getClientModules() {
      return [
        // fileURLToPath, not URL.pathname: a checkout in a folder with a space in its name is percent-encoded there.
        fileURLToPath(new URL('./theme/glossary.css', import.meta.url)),
        fileURLToPath(new URL('./theme/dismiss.ts', import.meta.url)),
      ];
    },
  };
}
