export const exampleMarkers: string[];
export function metaAttributes(meta: string | null | undefined): Record<string, string>;
export function withoutExampleMarkers(line: string): string;
