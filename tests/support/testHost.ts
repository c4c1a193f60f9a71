import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';

export interface TestHost {
  /** `http://127.0.0.1:PORT`, without a trailing slash. */
  origin: string;
  close: () => void;
}

/**
 * A local HTTP host for the tests of the build's remote documents. Each answer closes its connection:
 * a kept-alive one can be reset under the next request when a test holds the event loop past the
 * server's 5 s keep-alive (a jiti load took 10 s on a busy core and the next fetch met ECONNRESET).
 */
export async function startTestHost(answer: (req: IncomingMessage, res: ServerResponse) => void): Promise<TestHost> {
  const server = createServer((req, res) => {
    res.setHeader('connection', 'close');
    answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
