export const chromiumPath: string;
export const chromiumFlags: string[];
export const javaPath: string;
export function ensureDependencies(root: string): void;
export function ensureDebianPackages(packages: {name: string; path: string; optional?: boolean}[]): void;
export function ensureChromium(): void;
export function ensureNginx(): void;
export function ensureJava(): void;
