/**
 * Fetches a text document from the documents host for the build. The host is outside our control,
 * so every answer is treated as untrusted: bounded in time (one deadline for the redirects, the
 * headers and the whole body, however slowly it arrives) and in size (after decompression, so a
 * gzip bomb stops at the cap), and rejected unless it is a 200 with a text body that is not an HTML
 * page. Redirects are followed on the same host only: the documents host serves its documents
 * itself. Never throws: the caller falls back to the committed copy.
 */

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
}

/** `url` is the address the text came from (after same-host redirects) or that failed. */
export type FetchResult = {ok: true; text: string; url: string} | {ok: false; reason: string; url: string};

export const defaultLimits: FetchLimits = {timeoutMs: 4000, maxBytes: 2 * 1024 * 1024};

const maxRedirects = 5;

export async function fetchRemoteText(url: string, limits: FetchLimits = defaultLimits): Promise<FetchResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  let current = url;
  try {
    let response = await fetch(current, {signal: controller.signal, redirect: 'manual'});
    for (let redirects = 0; response.status >= 300 && response.status < 400; redirects += 1) {
      const location = response.headers.get('location');
      await response.body?.cancel();
      if (!location) return {ok: false, url: current, reason: `HTTP ${response.status} without a Location`};
      const next = new URL(location, current);
      if (next.origin !== new URL(url).origin)
        return {ok: false, url: current, reason: `it redirects to another host (${next.origin})`};
      if (redirects === maxRedirects) return {ok: false, url: current, reason: `more than ${maxRedirects} redirects`};
      current = next.toString();
      response = await fetch(current, {signal: controller.signal, redirect: 'manual'});
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      return {ok: false, url: current, reason: `HTTP ${response.status}`};
    }
    const type = response.headers.get('content-type') ?? '';
    if (/^\s*(?:text\/html|application\/xhtml\+xml)\b/i.test(type)) {
      await response.body?.cancel();
      return {ok: false, url: current, reason: `it is an HTML page (${type.split(';')[0].trim()})`};
    }
    const declared = Number(response.headers.get('content-length') ?? NaN);
    if (declared > limits.maxBytes) {
      await response.body?.cancel();
      return {ok: false, url: current, reason: `body of ${declared} bytes exceeds ${limits.maxBytes}`};
    }
    const bytes = await readCapped(response, limits.maxBytes);
    if (bytes === null) {
      return {ok: false, url: current, reason: `body exceeds ${limits.maxBytes} bytes`};
    }
    if (bytes.includes(0)) {
      return {ok: false, url: current, reason: 'body is binary'};
    }
    let text: string;
    try {
      text = new TextDecoder('utf-8', {fatal: true}).decode(bytes);
    } catch {
      return {ok: false, url: current, reason: 'body is not UTF-8 text'};
    }
    return {ok: true, url: current, text};
  } catch (error) {
    const reason = controller.signal.aborted
      ? `no complete answer within ${limits.timeoutMs} ms`
      : `unreachable (${describe(error)})`;
    return {ok: false, url: current, reason};
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
