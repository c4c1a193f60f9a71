import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {after, before, test} from 'node:test';
import {chromium, type Browser} from 'playwright-core';

import {cpuBetween, cpuUsedIn, favour, processCpu, watchForStop} from '../../../lib/browserProcesses.mjs';
import {chromiumFlags, chromiumPath} from '../../../lib/setup.mjs';

test('the CPU between two readings: ended processes count for nothing, new ones whole', () => {
  const before = new Map([
    [1, 2.5],
    [2, 10],
    [3, 4],
  ]);
  const after = new Map([
    [1, 3],
    [3, 4],
    [4, 0.75],
  ]);
  assert.equal(cpuBetween(before, after), 0.5 + 0 + 0.75);
});

let browser: Browser;
before(async () => {
  browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
});
after(async () => {
  await browser.close();
});

test('a browser whose every process but the browser process is stopped is reported stopped, with its processes', async () => {
  const page = await browser.newPage();
  await page.setContent('<p>A page</p>');
  const session = await browser.newBrowserCDPSession();
  const processes = await processCpu(session);
  assert.ok(processes.size >= 3, 'the browser, its GPU process and a renderer at least');
  const browserProcess = (await session.send('SystemInfo.getProcessInfo')).processInfo.find(
    (process) => process.type === 'browser',
  );
  assert.ok(browserProcess);
  // As in the stop this guards against, the browser process stays responsive; the rest does nothing.
  const others = [...processes.keys()].filter((id) => id !== browserProcess.id);
  for (const id of others) process.kill(id, 'SIGSTOP');
  try {
    const watch = watchForStop(session, {windowMs: 2000, cpuSeconds: 0.5});
    const reported = await watch.stopped;
    assert.ok(reported.includes(browserProcess.id));
    for (const id of others) assert.ok(reported.includes(id));
  } finally {
    for (const id of others) process.kill(id, 'SIGCONT');
  }
});

test('a page at work makes the browser use CPU over a window; the same browser stopped uses almost none', async () => {
  const page = await browser.newPage();
  // A script that keeps its renderer busy, as a print does.
  await page.setContent('<p>Busy</p>');
  await page.addScriptTag({
    content:
      'setTimeout(function spin() { const end = performance.now() + 50; while (performance.now() < end); setTimeout(spin, 0); });',
  });
  const session = await browser.newBrowserCDPSession();
  // Beside ten other busy sessions, two cores still give this one a fifth of a core: a second in five.
  const busy = await cpuUsedIn(session, 5000);
  assert.ok(busy.seconds > 0.25, `busy: ${busy.seconds} CPU-s in 5 s`);
  const browserProcess = (await session.send('SystemInfo.getProcessInfo')).processInfo.find(
    (process) => process.type === 'browser',
  );
  const others = busy.processes.filter((id) => id !== browserProcess?.id);
  for (const id of others) process.kill(id, 'SIGSTOP');
  try {
    const stopped = await cpuUsedIn(session, 5000);
    assert.ok(stopped.seconds < 0.25, `stopped: ${stopped.seconds} CPU-s in 5 s`);
  } finally {
    for (const id of others) process.kill(id, 'SIGCONT');
    await page.close();
  }
});

test("the printing browser's session gets a larger share of the CPU where the system allows it", async (t) => {
  const session = await browser.newBrowserCDPSession();
  const browserProcess = (await session.send('SystemInfo.getProcessInfo')).processInfo.find(
    (process) => process.type === 'browser',
  );
  assert.ok(browserProcess);
  const why = await favour(session);
  if (process.getuid?.() !== 0) {
    assert.ok(why, 'without root the share stays, and favour says why');
    return t.skip('needs root to raise a share');
  }
  assert.equal(why, null);
  assert.match(readFileSync(`/proc/${browserProcess.id}/autogroup`, 'utf8'), /nice -10\b/);
});
