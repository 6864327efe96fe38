/** Checks that a loopback port can be listened on before the inspector takes it. */
import { createServer } from 'node:net';

/**
 * Resolves when `port` on 127.0.0.1 is free (0 always is: the system picks one); rejects with the
 * system's error (EADDRINUSE, EACCES) otherwise, so the command reports it in one line.
 */
export function assertPortFree(port: number): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}
