export function resolveFile(dir: string, pathname: string): string | null;
export function startStaticServer(
  dir: string,
  options?: {prefix?: string; port?: number},
): Promise<{url: string; close: () => Promise<void>}>;
