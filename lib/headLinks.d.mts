export const headLinksDir: string;
export function builtHtmlFile(outDir: string, permalink: string): string | null;
export function recordHeadLinks(outDir: string, plugin: string, links: Record<string, string[]>): Promise<void>;
export function readHeadLinks(outDir: string): Promise<Map<string, string[]>>;
export function removeHeadLinks(outDir: string): Promise<void>;
export function withHeadLinks(html: string, links: string[], file?: string): string;
