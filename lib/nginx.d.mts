export const nginxPath: string;
export const brotliModulePath: string;
export const configDir: string;
export function brotliAvailable(): boolean;
export function adaptConfig(text: string, values: {root: string; port: number; tmp: string}): string;
export function startNginx(
  buildDir: string,
  options?: {port?: number; brotli?: boolean; timeoutMs?: number},
): Promise<{url: string; close: () => Promise<void>; brotli: boolean}>;
