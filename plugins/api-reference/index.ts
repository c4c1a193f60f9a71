import type {LoadContext, Plugin} from '@docusaurus/types';

export interface Options {
  baseUrl: string;
}

export default function apiReferencePlugin(_context: LoadContext, _options: Options): Plugin {
  return {
    name: 'api-reference',
    async contentLoaded({actions}) {
      actions.addRoute({path: '/api/', component: '@site/src/components/ApiReference', exact: true});
    },
  };
}
