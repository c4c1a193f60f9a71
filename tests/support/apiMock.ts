/**
 * Starts `npm run api:mock` (scripts/api-mock.mjs, the page's sandbox over HTTP) on 127.0.0.1 for a
 * test and stops it again: the browser test of "Try it" and the sandbox's unit test use the same
 * server. API_MOCK_PORT chooses the port; by default a free one is picked.
 */
import {spawn} from 'node:child_process';
import {join} from 'node:path';

import {freePort} from '../../lib/ports.mjs';

const root = join(import.meta.dirname, '../..');

export interface ApiMock {
  url: string;
  /** The last 20,000 characters the mock printed, for failure messages. */
  output: () => string;
  close: () => Promise<void>;
}

/**
 * Resolves once the mock answers any HTTP request; rejects if it exits or stays silent. `args` go to
 * the script after the port, such as `--as-documented`.
 */
export async function startApiMock(timeoutMs: number, args: string[] = []): Promise<ApiMock> {
  const fromEnv = Number(process.env.API_MOCK_PORT);
  const port = Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Its own process group, so that closing ends whatever the script started with it.
  const child = spawn(process.execPath, ['scripts/api-mock.mjs', '--port', String(port), ...args], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const close = async () => {
    if (!child.pid || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    const timer = setTimeout(() => child.exitCode === null && process.kill(-child.pid!, 'SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`api-mock exited with ${child.exitCode}:\n${output}`);
    try {
      await fetch(`${url}/api/auth/me`, {signal: AbortSignal.timeout(1000)});
      return {url, output: () => output, close};
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  await close();
  throw new Error(`api-mock did not answer within ${timeoutMs / 1000} s:\n${output}`);
}
