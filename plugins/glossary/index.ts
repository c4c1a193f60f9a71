import type {LoadContext, Plugin} from '@docusaurus/types';

export {default as remarkGlossary, classNames} from './remark';

/**
 * The glossary's browser side: the stylesheet that shows a marked term's definition on hover and
 * focus, and a small script that lets Escape hide it again (WCAG 1.4.13) without moving focus.
 */
export default function glossary(_context: LoadContext): Plugin {
  return {
    name: 'glossary',
    getClientModules() {
      return [
        new URL('./theme/glossary.css', import.meta.url).pathname,
        new URL('./theme/dismiss.ts', import.meta.url).pathname,
      ];
    },
  };
}
