// @ts-check
/**
 * Worker-thread entry: sanitises one document (workerData: {text, limits}) and posts the result.
 * markdown.ts runs it with a time and memory limit and terminates it when the parser takes too long.
 */
import {parentPort, workerData} from 'node:worker_threads';

import {sanitiseMarkdown} from './sanitise.mjs';

parentPort?.postMessage(sanitiseMarkdown(workerData.text, workerData.limits));
