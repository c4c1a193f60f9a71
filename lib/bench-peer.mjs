// The bench's best peer (issue 43): Starlight, on Astro, built from this site's own Markdown
// copies of three docs pages (what llms-txt writes next to each page in the build), so both sites
// serve the same text. Pinned, and run on the Node it needs (Astro 7: Node 22), which the `node`
// package brings from the registry like any other dependency.
import {spawnSync} from 'node:child_process';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

export const PEER = {name: 'Starlight', astro: '7.3.5', starlight: '0.42.4', node: '22.23.3'};

/** The docs pages measured against the peer: the first page, a long how-to and a long page with code. */
export const PEER_PAGES = ['/docs/intro', '/docs/installation/bare-metal', '/docs/templates/use_blade'];

const INSTALL_TIMEOUT_MS = 10 * 60_000;

/**
 * Writes the Starlight project into `dir` with one page for each of `pages`, taken from
 * `ourBuildDir`'s Markdown copies: the copy's "# Title" and "> description" lines become front matter.
 */
export function writePeerProject(dir, ourBuildDir, pages = PEER_PAGES) {
  mkdirSync(dir, {recursive: true});
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify(
      {
        name: 'kublade-bench-peer',
        private: true,
        type: 'module',
        dependencies: {astro: PEER.astro, '@astrojs/starlight': PEER.starlight, node: PEER.node},
      },
      null,
      2,
    )}\n`,
  );
  writeFileSync(
    join(dir, 'astro.config.mjs'),
    "import {defineConfig} from 'astro/config';\nimport starlight from '@astrojs/starlight';\n\n" +
      "export default defineConfig({integrations: [starlight({title: 'Kublade'})]});\n",
  );
  mkdirSync(join(dir, 'src'), {recursive: true});
  writeFileSync(
    join(dir, 'src/content.config.ts'),
    "import {defineCollection} from 'astro:content';\nimport {docsLoader} from '@astrojs/starlight/loaders';\n" +
      "import {docsSchema} from '@astrojs/starlight/schema';\n\n" +
      'export const collections = {docs: defineCollection({loader: docsLoader(), schema: docsSchema()})};\n',
  );
  // A home page: the server the bench uses answers only for a build with an index.html.
  mkdirSync(join(dir, 'src/content/docs'), {recursive: true});
  writeFileSync(join(dir, 'src/content/docs/index.md'), '---\ntitle: Kublade\n---\n\nThe peer of the bench.\n');
  for (const path of pages) {
    const copy = readFileSync(join(ourBuildDir, `${path}.md`), 'utf8');
    // The copy opens with "# Title" and a "> description" line; Starlight takes both from front matter.
    const [, title = path, description = ''] = /^# (.+)\n\n(?:> (.+)\n)?/.exec(copy) ?? [];
    const body = copy.replace(/^# .+\n\n(?:> .+\n)?/, '');
    const file = join(dir, 'src/content/docs', `${path}.md`);
    mkdirSync(join(file, '..'), {recursive: true});
    writeFileSync(
      file,
      `---\ntitle: ${JSON.stringify(title)}\ndescription: ${JSON.stringify(description)}\n---\n${body}`,
    );
  }
}

/**
 * The peer's project in `parentDir/peer` (writePeerProject), installed. Returns its folder and the
 * command that builds it into `dist/`.
 */
export function preparePeer(parentDir, ourBuildDir) {
  const dir = join(parentDir, 'peer');
  writePeerProject(dir, ourBuildDir);
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    encoding: 'utf8',
    timeout: INSTALL_TIMEOUT_MS,
  });
  if (install.status !== 0) throw new Error(`npm install of the peer failed:\n${install.stderr ?? install.error}`);
  return {
    dir,
    command: join(dir, 'node_modules/node/bin/node'),
    args: [join(dir, 'node_modules/astro/bin/astro.mjs'), 'build'],
    outDir: join(dir, 'dist'),
  };
}
