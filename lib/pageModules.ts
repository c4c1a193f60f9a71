import {createHash} from 'node:crypto';
import {copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

/**
 * Build-time content that a page imports as a module with one name and two bodies: the server
 * bundle, which pre-renders the HTML, gets the content itself; the browser bundle gets the site
 * path of a file with the same content. The content then travels once, in the HTML that React
 * keeps when it hydrates, and only a reader who reaches the page by client-side navigation
 * fetches the file. plugins/mermaid-svg (diagrams), plugins/code-highlight (code blocks) and
 * plugins/known-issues (the known-issue boxes and lists) use it.
 */
export class PageModules {
  /** Names of the modules this build wrote, so that only their files are published. */
  private readonly written = new Set<string>();

  /**
   * @param extension of the published file (`.svg`, `.json`)
   * @param publicPath where the site serves the published files (`assets/diagrams`)
   */
  constructor(
    readonly extension: string,
    readonly publicPath: string,
  ) {}

  /** The content's name: a hash of it, so that equal content is written and served once. */
  static nameOf(content: string): string {
    return createHash('sha256').update(content).digest('hex').slice(0, 16);
  }

  /** The site path of the published file of `name`. */
  fileOf(name: string): string {
    return `${this.publicPath}/${name}${this.extension}`;
  }

  /**
   * Writes the two modules named `name` below `dir` (`server/<name>.js`, `client/<name>.js`) and
   * the content as the file the client's module points to (`fileOf(name)`).
   */
  write(dir: string, name: string, modules: {content: string; server: string; client: string}): void {
    mkdirSync(join(dir, 'server'), {recursive: true});
    mkdirSync(join(dir, 'client'), {recursive: true});
    writeFileSync(join(dir, 'server', `${name}.js`), modules.server);
    writeFileSync(join(dir, 'client', `${name}.js`), modules.client);
    writeFileSync(join(dir, 'client', `${name}${this.extension}`), modules.content);
    this.written.add(name);
  }

  /**
   * Copies to `outDir` the file of every module the build's scripts point to, and of every module
   * this process wrote. A loader the bundler's persistent cache skipped writes nothing in this build,
   * yet its page still points to the file an earlier build wrote (after a change to one doc, every
   * other page's diagrams and known-issue boxes answered 404 on client-side navigation); loaders
   * in worker processes write files this process does not know of.
   */
  publish(dir: string, outDir: string): void {
    const source = join(dir, 'client');
    if (!existsSync(source)) return;
    const names = new Set([...this.written, ...this.referencedIn(join(outDir, 'assets', 'js'))]);
    const present = [...names].filter((name) => existsSync(join(source, `${name}${this.extension}`)));
    if (present.length === 0) return;
    mkdirSync(join(outDir, this.publicPath), {recursive: true});
    for (const name of present) copyFileSync(join(source, `${name}${this.extension}`), join(outDir, this.fileOf(name)));
  }

  /** The names of this kind's files that the scripts in `scriptsDir` point to. */
  private referencedIn(scriptsDir: string): string[] {
    if (!existsSync(scriptsDir)) return [];
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const pattern = new RegExp(`${escape(this.publicPath)}/([\\w-]+)${escape(this.extension)}`, 'g');
    return readdirSync(scriptsDir)
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) => [...readFileSync(join(scriptsDir, file), 'utf8').matchAll(pattern)].map((match) => match[1]!));
  }
}

/**
 * The folder a bundle resolves a page-modules alias to: the browser's in a production build; the
 * server's for pre-rendering and for `docusaurus start`, which renders in the browser only.
 */
export function bundleSide(isServer: boolean): 'server' | 'client' {
  return isServer || process.env.NODE_ENV !== 'production' ? 'server' : 'client';
}
