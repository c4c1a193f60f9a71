import {readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';

/** Every route of the spec's route table, with the heading a reader sees there. Shared by the browser suites. */
export const routes: [path: string, heading: RegExp][] = [
  ['/', /Deploy to Kubernetes from a form/],
  ['/api/', /API/],
  ['/blog/authors', /Authors/],
  ['/enterprise-support', /^Enterprise Support$/],
  ['/legal-disclosure', /^Legal disclosure$/],
  ['/privacy-policy', /^Privacy policy$/],
  ['/why-kublade', /^Why Kublade\?$/],
  ['/docs/intro', /./],
  ['/docs/prerequisites', /./],
  ['/docs/projects', /./],
  ['/docs/roles_and_permissions', /./],
  ['/docs/ai-integration', /./],
  ['/docs/authentication/magic-links', /./],
  ['/docs/authentication/sso', /./],
  ['/docs/clusters/create', /./],
  ['/docs/clusters/monitor', /./],
  ['/docs/installation/bare-metal', /./],
  ['/docs/installation/default-login', /./],
  ['/docs/installation/docker', /./],
  ['/docs/installation/kubernetes', /./],
  ['/docs/templates/create_import', /./],
  ['/docs/templates/create_manually', /./],
  ['/docs/templates/create_sync', /./],
  ['/docs/templates/use_blade', /./],
  ['/docs/templates/use_ports', /./],
  ['/docs/project/CHANGELOG', /^Changelog$/],
  ['/docs/project/CONTRIBUTING', /./],
  ['/docs/project/DEPENDENCIES-latest', /^Dependencies$/],
  ['/docs/project/LICENSE', /./],
  ['/docs/project/SECURITY', /./],
  ['/docs/category/advanced-authentication', /^Advanced authentication$/],
  ['/docs/category/clusters', /^Clusters$/],
  ['/docs/category/installation', /^Installation$/],
  ['/docs/category/project-information', /^Project information$/],
  ['/docs/category/templates', /^Templates$/],
];

const buildDir = join(import.meta.dirname, '../../build');

/**
 * Every page of the production build (blog posts, tag and author pages included), as the path a
 * reader visits. Redirect pages (/docs → /docs/intro) are not pages of their own.
 */
export function builtRoutes(dir = buildDir): string[] {
  return readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) => {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name.startsWith('.') || entry.name === 'assets' ? [] : builtRoutes(full);
      if (entry.name !== 'index.html' || /<meta http-equiv="refresh"/i.test(readFileSync(full, 'utf8'))) return [];
      const route = `/${relative(buildDir, dir)}`;
      return [route === '/api' ? '/api/' : route.replace(/\/$/, '') || '/'];
    })
    .sort();
}
