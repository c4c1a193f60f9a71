/**
 * Fetches a text document from the documents host for the build. The host is outside our control,
 * so every answer is treated as untrusted: bounded in time and size, and rejected unless it is a
 * 200 with a plausible body. Never throws: the caller falls back to the committed copy.
 */

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
}

export type FetchResult = {ok: true; text: string; url: string} | {ok: false; reason: string; url: string};

export const defaultLimits: FetchLimits = {timeoutMs: 4000, maxBytes: 2 * 1024 * 1024};

export async function fetchRemoteText(url: string, limits: FetchLimits = defaultLimits): Promise<FetchResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  try {
    const response = await fetch(url, {signal: controller.signal, redirect: 'follow'});
    if (response.status !== 200) {
      return {ok: false, url, reason: `HTTP ${response.status}`};
    }
    const declared = Number(response.headers.get('content-length') ?? NaN);
    if (declared > limits.maxBytes) {
      return {ok: false, url, reason: `body of ${declared} bytes exceeds ${limits.maxBytes}`};
    }
    const bytes = await readCapped(response, limits.maxBytes);
    if (bytes === null) {
      return {ok: false, url, reason: `body exceeds ${limits.maxBytes} bytes`};
    }
    if (bytes.includes(0)) {
      return {ok: false, url, reason: 'body is binary'};
    }
    let text: string;
    try {
      text = new TextDecoder('utf-8', {fatal: true}).decode(bytes);
    } catch {
      return {ok: false, url, reason: 'body is not UTF-8 text'};
    }
    return {ok: true, url, text};
  } catch (error) {
    const reason = controller.signal.aborted
      ? `no answer within ${limits.timeoutMs} ms`
      : `unreachable (${describe(error)})`;
    return {ok: false, url, reason};
  } finally {
    clearTimeout(timer);
  }
}

async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array | null> {
  if (!response.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body.getReader();
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & {cause?: {code?: string}}).cause;
    return cause?.code ?? error.message;
  }
  return String(error);
}
