export const nginxPath: string;
export const brotliModulePath: string;
export const configDir: string;
export function brotliAvailable(): boolean;
export function adaptConfig(text: string, values: {root: string; port: number; tmp: string}): string;
/** The bench's plain gzip host: gzip level and types. */
export const plainGzip: {level: number; types: string[]};
export function plainGzipConfig(text: string): string;
export type Compression = 'precompressed' | 'plain-gzip';
export function startNginx(
  buildDir: string,
  options?: {port?: number; brotli?: boolean; compression?: Compression; timeoutMs?: number},
): Promise<{url: string; close: () => Promise<void>; brotli: boolean; compression: Compression}>;
