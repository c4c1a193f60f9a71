// @ts-check
/**
 * Worker-thread entry: sanitizes one document (workerData: {text, limits}) and posts the result.
 * markdown.ts runs it with a time and memory limit and terminates it when the parser takes too long.
 */
import {parentPort, workerData} from 'node:worker_threads';

import {sanitizeMarkdown} from './sanitize.mjs';

parentPort?.postMessage(sanitizeMarkdown(workerData.text, workerData.limits));
