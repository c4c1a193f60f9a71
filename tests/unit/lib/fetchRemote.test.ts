import assert from 'node:assert/strict';
import {after, before, describe, test} from 'node:test';
import {gzipSync} from 'node:zlib';

import {defaultLimits, fetchRemoteText} from '../../../lib/fetchRemote';
import {startTestHost, type TestHost} from '../../support/testHost';
import {unreachedLimitMs} from '../../support/unreachedLimit';

/** 64 MiB of zeros, 64 KiB as gzip: what a host (or something between) could send as a bomb. */
const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024));

describe('lib/fetchRemote: an untrusted documents host', () => {
  let host: TestHost;
  let origin: string;
  const timers = new Set<NodeJS.Timeout>();

  before(async () => {
    host = await startTestHost((req, res) => {
      switch (req.url) {
        case '/text':
          return void res.writeHead(200, {'content-type': 'text/markdown'}).end('# Changelog\n');
        case '/drip': {
          // One byte a second: the headers come at once, the body never finishes in time.
          res.writeHead(200, {'content-type': 'text/markdown'});
          const timer = setInterval(() => res.write('#'), 1000);
          timers.add(timer);
          return void res.on('close', () => clearInterval(timer));
        }
        case '/bomb':
          return void res.writeHead(200, {'content-type': 'text/markdown', 'content-encoding': 'gzip'}).end(bomb);
        case '/html':
          return void res
            .writeHead(200, {'content-type': 'text/html; charset=utf-8'})
            .end('<!DOCTYPE html><title>502</title>');
        case '/moved':
          return void res.writeHead(301, {location: '/text'}).end();
        case '/elsewhere':
          return void res.writeHead(302, {location: 'https://cdn.example.org/CHANGELOG.md'}).end();
        case '/loop':
          return void res.writeHead(302, {location: '/loop'}).end();
        default:
          return void res.writeHead(404).end();
      }
    });
    origin = host.origin;
  });
  after(() => {
    for (const timer of timers) clearInterval(timer);
    host.close();
  });

  // The cases below are about the answer, not the deadline: a busy machine must not reach it.
  const patient = {...defaultLimits, timeoutMs: unreachedLimitMs};

  test('a text answer is read', async () => {
    assert.deepEqual(await fetchRemoteText(`${origin}/text`, patient), {
      ok: true,
      url: `${origin}/text`,
      text: '# Changelog\n',
    });
  });

  test('a body arriving one byte a second stops at the deadline', async () => {
    // The drip never ends: an answer at all, naming the deadline, is the deadline at work.
    const result = await fetchRemoteText(`${origin}/drip`, {timeoutMs: 1500, maxBytes: 1024});
    assert.deepEqual(result, {ok: false, url: `${origin}/drip`, reason: 'no complete answer within 1500 ms'});
  });

  test('a gzip bomb stops at the size cap, counted after decompression', async () => {
    const before = process.memoryUsage().rss;
    // The size cap is what this is about.
    const result = await fetchRemoteText(`${origin}/bomb`, {timeoutMs: unreachedLimitMs, maxBytes: 2 * 1024 * 1024});
    assert.deepEqual(result, {ok: false, url: `${origin}/bomb`, reason: 'body exceeds 2097152 bytes'});
    assert.ok(process.memoryUsage().rss - before < 48 * 1024 * 1024, 'the 64 MiB body was never held');
  });

  test('an HTML page is refused by its type', async () => {
    const result = await fetchRemoteText(`${origin}/html`, patient);
    assert.deepEqual(result, {ok: false, url: `${origin}/html`, reason: 'it is an HTML page (text/html)'});
  });

  test('a redirect on the same host is followed, and the result names the final address', async () => {
    assert.deepEqual(await fetchRemoteText(`${origin}/moved`, patient), {
      ok: true,
      url: `${origin}/text`,
      text: '# Changelog\n',
    });
  });

  test('a redirect to another host is refused without a request to it', async () => {
    const result = await fetchRemoteText(`${origin}/elsewhere`, patient);
    assert.deepEqual(result, {
      ok: false,
      url: `${origin}/elsewhere`,
      reason: 'it redirects to another host (https://cdn.example.org)',
    });
  });

  test('a redirect loop ends', async () => {
    const result = await fetchRemoteText(`${origin}/loop`, patient);
    assert.deepEqual(result, {ok: false, url: `${origin}/loop`, reason: 'more than 5 redirects'});
  });
});
