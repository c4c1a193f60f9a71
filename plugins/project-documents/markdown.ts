/**
 * Checks and sanitizes remote Markdown before it becomes a docs page. Two stages:
 *
 * 1. `rejectReason`, on the build's thread: a linear pre-check (size, control characters, line
 *    length, a nesting estimate from line prefixes) that keeps the parser away from input that is
 *    slow or deep by construction.
 * 2. `sanitizeInWorker`: parse with micromark/mdast (GFM), check tree depth and node count,
 *    sanitize and serialize (sanitize.mjs), in a worker thread with a time and memory limit, since
 *    micromark is super-linear on some inputs (e.g. many `[a](`) and recursion can exhaust a stack.
 *
 * The page is then compiled by Docusaurus as CommonMark (a `.md` file, `markdown.format: 'detect'`).
 */
import {join} from 'node:path';
import {Worker} from 'node:worker_threads';

import {threadCpuMs} from '../../lib/threadCpu.mjs';

export const minMarkdownChars = 20;

export interface MarkdownLimits {
  /**
   * Longest document, in characters. micromark is super-linear on ordinary Markdown too (measured:
   * a changelog of 120 KB takes 0.7 s, 480 KB 6.5 s, 1.9 MB 108 s and 800 MB; a 128 KB plain list
   * 2.5 s and 650 MB), and Docusaurus parses the page again. The real documents have 8 and 3 KB.
   */
  maxChars: number;
  /** Longest line, in characters: real changelog lines are under 700; one long line is enough for micromark to take seconds. */
  maxLineChars: number;
  /** Estimated nesting of a line from its prefix (`>`, list markers, indentation / 2). */
  maxNesting: number;
  /** Depth of the parsed tree (root = 0). */
  maxDepth: number;
  /** Nodes in the parsed tree. */
  maxNodes: number;
  /**
   * CPU time of the worker thread to start, parse, sanitize and serialize: the work, however busy the
   * machine (where the system does not report a thread's CPU time, wall-clock time instead).
   */
  parseTimeoutMs: number;
  /** Heap of the worker thread. */
  workerMemoryMb: number;
}

export const defaultMarkdownLimits: MarkdownLimits = {
  maxChars: 128 * 1024,
  maxLineChars: 4096,
  maxNesting: 32,
  maxDepth: 64,
  maxNodes: 50_000,
  parseTimeoutMs: 5000,
  workerMemoryMb: 512,
};

export type SanitizeResult = {ok: true; markdown: string} | {ok: false; reason: string};

/** Returns why the text is not acceptable as a Markdown document, or null when it is. */
export function rejectReason(
  text: string,
  maxChars: number,
  limits: MarkdownLimits = defaultMarkdownLimits,
): string | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return 'body is empty';
  if (trimmed.length < minMarkdownChars) return `body has only ${trimmed.length} characters`;
  const max = Math.min(maxChars, limits.maxChars);
  if (text.length > max) return `body has ${text.length} characters, more than ${max}`;
  if (/^(?:<!doctype html|<html|<head|<body)/i.test(trimmed)) return 'body is an HTML page';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we look for
  const controls = (text.match(/[\u0000-\u0008\u000e-\u001f]/g) ?? []).length;
  if (controls > 0) return 'body contains control characters';
  if (!/^#{1,6} |^[-*] |^\|/m.test(text)) return 'body has no Markdown headings, lists or tables';
  return shapeRejectReason(text, limits);
}

/** Line length and nesting estimate, in one pass over the text. */
export function shapeRejectReason(text: string, limits: MarkdownLimits): string | null {
  let start = 0;
  let line = 1;
  for (let i = 0; i <= text.length; i += 1) {
    const code = i < text.length ? text.charCodeAt(i) : 10;
    if (code !== 10 && code !== 13) continue;
    if (i - start > limits.maxLineChars)
      return `line ${line} has ${i - start} characters, more than ${limits.maxLineChars}`;
    const nesting = nestingEstimate(text, start, i);
    if (nesting > limits.maxNesting)
      return `line ${line} is nested about ${nesting} levels deep, more than ${limits.maxNesting}`;
    if (code === 13 && text.charCodeAt(i + 1) === 10) i += 1;
    start = i + 1;
    line += 1;
  }
  return null;
}

/**
 * Container levels a line opens or continues, estimated from its prefix: each blockquote marker
 * and list marker counts one, leading indentation one per two columns (the least a nested list
 * needs). Reads only the prefix, so the whole check stays linear.
 */
export function nestingEstimate(text: string, start: number, end: number): number {
  let i = start;
  let indent = 0;
  for (; i < end && (text[i] === ' ' || text[i] === '\t'); i += 1) indent += text[i] === '\t' ? 4 - (indent % 4) : 1;
  let markers = 0;
  for (;;) {
    while (i < end && (text[i] === ' ' || text[i] === '\t')) i += 1;
    if (i >= end) break;
    const c = text[i];
    const spaceAt = (j: number) => j >= end || text[j] === ' ' || text[j] === '\t';
    if (c === '>') {
      markers += 1;
      i += 1;
      continue;
    }
    if ((c === '-' || c === '*' || c === '+') && spaceAt(i + 1)) {
      markers += 1;
      i += 1;
      continue;
    }
    let j = i;
    while (j < end && j - i < 9 && text[j] >= '0' && text[j] <= '9') j += 1;
    if (j > i && (text[j] === '.' || text[j] === ')') && spaceAt(j + 1)) {
      markers += 1;
      i = j + 1;
      continue;
    }
    break;
  }
  return markers + Math.floor(indent / 2);
}

/** The worker entry is plain ESM next to this file: Node loads it directly, not through jiti or tsx. */
const workerPath = join(__dirname, 'sanitizeWorker.mjs');

/** How often the worker's CPU time is read while it parses. */
const cpuPollMs = 50;

/**
 * Wall-clock time after which a worker is given up however little CPU it got: the build never waits
 * longer (a worker starved on a machine this busy would finish, but the build must not stall).
 */
const wallClockFactor = 30;
const minBackstopMs = 60_000;

/**
 * Parses, checks and sanitizes the Markdown in a worker thread (sanitize.mjs) and terminates it once
 * it has used `parseTimeoutMs` of CPU time: a busy machine slows the parse without failing it (a
 * wall-clock limit of 5 s rejected the real changelog on a loaded CI machine). Never throws: a
 * timeout, crash or limit is a reason.
 */
export function sanitizeInWorker(
  text: string,
  limits: MarkdownLimits = defaultMarkdownLimits,
): Promise<SanitizeResult> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(workerPath, {
        workerData: {text, limits: {maxDepth: limits.maxDepth, maxNodes: limits.maxNodes}},
        resourceLimits: {maxOldGenerationSizeMb: limits.workerMemoryMb},
        stdout: true,
        stderr: true,
      });
    } catch (error) {
      resolve({
        ok: false,
        reason: `Markdown worker did not start (${error instanceof Error ? error.message : String(error)})`,
      });
      return;
    }
    const overCpu: SanitizeResult = {
      ok: false,
      reason: `Markdown parsing took longer than ${limits.parseTimeoutMs} ms of CPU time`,
    };
    const overWallClock = (ms: number): SanitizeResult => ({
      ok: false,
      reason: `Markdown parsing took longer than ${ms} ms`,
    });
    let settled = false;
    let poll: NodeJS.Timeout | undefined;
    const finish = (result: SanitizeResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      clearInterval(poll);
      void worker.terminate();
      resolve(result);
    };
    // The limit is the worker's CPU time, read from the thread id it sends first, with wall-clock time
    // as a backstop; where its CPU time cannot be read, wall-clock time is the limit.
    const backstopMs = Math.max(limits.parseTimeoutMs * wallClockFactor, minBackstopMs);
    let deadline = setTimeout(() => finish(overWallClock(backstopMs)), backstopMs);
    worker.on('message', (message: {thread?: number | null; result?: SanitizeResult; cpuMs?: number | null}) => {
      if (message.result) {
        const cpuMs = message.cpuMs;
        return finish(typeof cpuMs === 'number' && cpuMs > limits.parseTimeoutMs ? overCpu : message.result);
      }
      const statFile = typeof message.thread === 'number' ? `/proc/self/task/${message.thread}/stat` : null;
      if (statFile === null || threadCpuMs(statFile) === null) {
        clearTimeout(deadline);
        deadline = setTimeout(() => finish(overWallClock(limits.parseTimeoutMs)), limits.parseTimeoutMs);
        return;
      }
      poll = setInterval(() => {
        const used = threadCpuMs(statFile);
        if (used !== null && used > limits.parseTimeoutMs) finish(overCpu);
      }, cpuPollMs);
    });
    worker.once('error', (error) => finish({ok: false, reason: `Markdown parsing failed (${error.message})`}));
    worker.once('exit', (code) => finish({ok: false, reason: `Markdown worker exited with code ${code}`}));
  });
}
