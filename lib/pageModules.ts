import {createHash} from 'node:crypto';
import {copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync} from 'node:fs';
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

  /** Copies the files of this build's modules to `outDir`; all cached files when loaders ran in other processes. */
  publish(dir: string, outDir: string): void {
    const source = join(dir, 'client');
    if (!existsSync(source)) return;
    const names =
      this.written.size > 0
        ? [...this.written]
        : readdirSync(source)
            .filter((file) => file.endsWith(this.extension))
            .map((file) => file.slice(0, -this.extension.length));
    mkdirSync(join(outDir, this.publicPath), {recursive: true});
    for (const name of names) copyFileSync(join(source, `${name}${this.extension}`), join(outDir, this.fileOf(name)));
  }
}

/**
 * The folder a bundle resolves a page-modules alias to: the browser's in a production build; the
 * server's for pre-rendering and for `docusaurus start`, which renders in the browser only.
 */
export function bundleSide(isServer: boolean): 'server' | 'client' {
  return isServer || process.env.NODE_ENV !== 'production' ? 'server' : 'client';
}
