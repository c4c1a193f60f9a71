import {readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {load} from 'cheerio';

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
export function builtRoutes(root = buildDir): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name.startsWith('.') || entry.name === 'assets' ? [] : walk(full);
      if (entry.name !== 'index.html' || /<meta http-equiv="refresh"/i.test(readFileSync(full, 'utf8'))) return [];
      const route = `/${relative(root, dir)}`;
      return [route === '/api' ? '/api/' : route.replace(/\/$/, '') || '/'];
    });
  return walk(root).sort();
}

/** A page to check, whole, or for the parts of the main column it was chosen to show. */
export interface RepresentativePage {
  route: string;
  /** Element names and "."-prefixed classes (CSS-module hashes dropped); absent: the page stands for its template. */
  parts?: string[];
}

/**
 * Few, light pages that show every page template and every component of the build at least once:
 * the smallest page of each template (the classes Docusaurus sets on <html>, without the doc's id;
 * each of src/pages is a template of its own), whole; then, greedily, the page that adds the most
 * element names and classes not yet shown in a main column per byte of HTML, with those parts. What
 * a check of the rendered page finds in a component, it finds on any of these; the other pages
 * repeat them, and a check's time grows with a page's size.
 */
export function representativeRoutes(root = buildDir): RepresentativePage[] {
  const pages = builtRoutes(root).map((route) => {
    const html = readFileSync(join(root, route, 'index.html'), 'utf8');
    const $ = load(html);
    const classes = ($('html').attr('class') ?? '')
      .split(/\s+/)
      .map((name) => name.replace(/^docs-doc-id-.*/, 'docs-doc-id'));
    const ownTemplate = classes.includes('plugin-pages');
    const parts = new Set<string>();
    // A code block's language and the tokens inside it only pick the code theme's colours, checked
    // for every token type in tests/unit/src/data/codeTheme.test.ts; a diagram counts once per type,
    // by the classes of its <svg>.
    $('main *').each((_, element) => {
      if ($(element).parents('pre, svg').length > 0) return;
      parts.add(element.tagName);
      for (const name of ($(element).attr('class') ?? '').split(/\s+/))
        if (name && !name.startsWith('language-')) parts.add(`.${name.replace(/_[\w-]{4,6}$/, '')}`);
    });
    return {route, template: ownTemplate ? route : classes.sort().join(' '), parts, size: html.length};
  });
  const chosen: RepresentativePage[] = [];
  const shown = new Set<string>();
  const bySize = [...pages].sort((a, b) => a.size - b.size);
  const templates = new Set<string>();
  for (const page of bySize)
    if (!templates.has(page.template) && templates.add(page.template)) {
      chosen.push({route: page.route});
      page.parts.forEach((part) => shown.add(part));
    }
  const others = bySize.filter((page) => !chosen.some(({route}) => route === page.route));
  for (const {item, fresh} of coverGreedily(
    others.map((page) => ({item: page.route, parts: page.parts, weight: page.size})),
    shown,
  ))
    chosen.push({route: item, parts: fresh});
  return chosen.sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * A greedy cover: again and again the candidate that adds the most parts not yet `shown` per unit of
 * its weight (the first of equals), with the parts it adds, until none adds any. `shown` grows.
 */
export function coverGreedily<T>(
  candidates: {item: T; parts: Iterable<string>; weight?: number}[],
  shown: Set<string>,
): {item: T; fresh: string[]}[] {
  const taken: {item: T; fresh: string[]}[] = [];
  const left = [...candidates];
  for (;;) {
    let best = -1;
    let bestFresh: string[] = [];
    let bestScore = 0;
    left.forEach((candidate, index) => {
      const fresh = [...candidate.parts].filter((part) => !shown.has(part));
      const score = fresh.length / (candidate.weight ?? 1);
      if (score > bestScore) [best, bestFresh, bestScore] = [index, fresh, score];
    });
    if (best < 0) return taken;
    taken.push({item: left[best].item, fresh: bestFresh});
    bestFresh.forEach((part) => shown.add(part));
    left.splice(best, 1);
  }
}

/**
 * CSS selectors of a page's parts in its main column: an element name as it is; a class (".name")
 * as itself or, for a CSS module's class, with the hash the build appends.
 */
export function partSelectors(parts: string[]): string[] {
  return parts.map((part) => {
    if (!part.startsWith('.')) return `main ${part}`;
    const name = part.slice(1).replace(/["\\]/g, '\\$&');
    return `main [class~="${name}"], main [class*="${name}_"]`;
  });
}
