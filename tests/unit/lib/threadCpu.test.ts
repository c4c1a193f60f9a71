import assert from 'node:assert/strict';
import {test} from 'node:test';

import {threadCpuMs} from '../../../lib/threadCpu.mjs';

test("a thread's CPU time grows while it works, in whole ticks", () => {
  const before = threadCpuMs('/proc/thread-self/stat');
  assert.ok(before !== null && before % 10 === 0, `read ${before}`);
  // Work until the next tick is counted: however busy the machine, this thread gets there.
  let after: number | null = before;
  while (after === before) after = threadCpuMs('/proc/thread-self/stat');
  assert.ok(after !== null && after > before);
});

test('a thread that does not exist has no CPU time', () => {
  assert.equal(threadCpuMs('/proc/self/task/0/stat'), null);
});
