export const SHELL_LANGUAGES: Set<string>;
export function unquotedPlaceholders(code: string, lang?: string): {line: number; placeholder: string}[];
export function headingDirectives(heading: string): string[];
