// @ts-check
/**
 * Worker-thread entry: sanitizes one document (workerData: {text, limits}) and posts the result with
 * the CPU time this thread used. markdown.ts runs it with a CPU-time and memory limit and terminates it
 * when the parser takes too long. Before anything else it posts its thread id, by which markdown.ts
 * reads that CPU time while the parse runs (Linux; elsewhere there is none, and a wall-clock limit).
 */
import {readlinkSync} from 'node:fs';
import {parentPort, workerData} from 'node:worker_threads';

import {threadCpuMs} from '../../lib/threadCpu.mjs';

/** This thread's id in /proc (Linux), or null. */
function threadId() {
  try {
    return Number(readlinkSync('/proc/thread-self').split('/').pop());
  } catch {
    return null;
  }
}

if (parentPort) {
  parentPort.postMessage({thread: threadId()});
  // Loaded after the thread id is out: loading the parser is CPU time this thread is measured by.
  const {sanitizeMarkdown} = await import('./sanitize.mjs');
  const result = sanitizeMarkdown(workerData.text, workerData.limits);
  parentPort.postMessage({result, cpuMs: threadCpuMs('/proc/thread-self/stat')});
}
