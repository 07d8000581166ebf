// Small network helpers for starting servers on this machine only.
import { createServer } from 'node:net';
import { poll } from './poll';

/** A port that was free a moment ago; code-server takes it right after. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/** Resolves once `url` answers HTTP at all; rejects after `timeoutMs` or as soon as `failed()` returns a reason. */
export async function waitForHttp(
  url: string,
  timeoutMs: number,
  failed: () => string | undefined,
): Promise<void> {
  const answered = await poll(
    async () => {
      const reason = failed();
      if (reason !== undefined) throw new Error(reason);
      return fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2_000) }).then(
        () => true,
        // not listening yet
        () => undefined,
      );
    },
    { timeoutMs },
  );
  if (!answered) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** `port` when nothing listens on it, else a free one: a stable URL when possible. */
export function preferredPort(port: number): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.on('error', () => resolve(freePort()));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(port)));
  });
}
