import type {KnownIssue} from '../../src/data/knownIssues';

/**
 * What an operation shows of a known issue: a sentence or two of the entry's `symptom`, word for
 * word, beside a link to the full entry (cause, sources, workaround), which a page shows once. The
 * sentences are the symptom's first and, where that one does not name the operation, the first
 * that does (by operation id, or by its path and the method written before it, if any); where
 * none names it and the first is short, the second follows it.
 */

/** Sentences of a registry text; a full stop inside a code span (`Invalid token.`) ends none. */
export function sentences(text: string): string[] {
  const spans: string[] = [];
  const masked = text.replace(/`[^`]*`/g, (span) => `\uE000${spans.push(span) - 1}\uE000`);
  return masked
    .split(/(?<=[.!?])\s+(?=[A-Z\uE000(])/)
    .map((sentence) => sentence.replace(/\uE000(\d+)\uE000/g, (_m, index: string) => spans[Number(index)]).trim())
    .filter(Boolean);
}

/** A path with its parameters made alike: `{project_id}` and `<project-id>` both become `{}`. */
function pathShape(path: string): string {
  return path.replace(/\{[^}]*\}|<[^>]*>/g, '{}');
}

const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

/** Whether a sentence names the operation: its id as a word, or its full path (and method, if one is written before it). */
function names(sentence: string, operation: OperationRef): boolean {
  if (new RegExp(`(^|[^A-Za-z0-9_])${operation.id}([^A-Za-z0-9_]|$)`).test(sentence)) return true;
  const shape = pathShape(operation.path);
  const candidates = sentence.matchAll(/(?:\b([A-Z]+) )?(\/[^\s`'",;:)]+)/g);
  for (const [, method, path] of candidates) {
    if (pathShape(path).replace(/\/$/, '') !== shape) continue;
    if (method && methods.includes(method) && method !== operation.method.toUpperCase()) continue;
    return true;
  }
  return false;
}

export interface OperationRef {
  id: string;
  method: string;
  /** The path as the reader calls it, with the server's base path (`/api/projects/{project_id}`). */
  path: string;
}

/** A first sentence shorter than this gets the second one too. */
const shortSentence = 120;

export function knownIssueSummary(entry: Pick<KnownIssue, 'symptom'>, operation: OperationRef): string {
  const all = sentences(entry.symptom);
  const naming = all.findIndex((sentence) => names(sentence, operation));
  if (naming === 0) return all[0];
  if (naming > 0) return `${all[0]} ${all[naming]}`;
  return (all[0].length < shortSentence ? all.slice(0, 2) : all.slice(0, 1)).join(' ');
}
