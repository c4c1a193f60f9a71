export const defaultExtensions: string[];
export const cspConfPath: string;
export const headerWarningBytes: number;
export function inlineScripts(html: string, file?: string): {hashes: string[]; problems: string[]};
export function cspConf(pages: Map<string, string[]>): string;
export function deliver(
  outDir: string,
  options?: {brotli?: boolean; minBytes?: number; extensions?: string[]; log?: (line: string) => void},
): Promise<{files: number; html: number; hashes: number; linkedPages: number; problems: string[]}>;
