/** Opens the store a `--database` URL names: `memory://`, `postgres://...`, or the data folder. */
import { resolve } from 'node:path';
import type { Store } from './store.js';

export async function openStore(database: string | undefined, dataDir: string): Promise<Store> {
  if (database === 'memory://') return (await import('./pglite-store.js')).openPgliteStore(undefined);
  if (database !== undefined && /^postgres(ql)?:\/\//.test(database)) return (await import('./pg-store.js')).openPgStore(database);
  if (database !== undefined && database.startsWith('file://')) return (await import('./pglite-store.js')).openPgliteStore(resolve(database.slice('file://'.length)));
  if (database !== undefined) throw new Error(`--database takes memory://, file://DIR or postgres://...; got ${JSON.stringify(database)}`);
  return (await import('./pglite-store.js')).openPgliteStore(resolve(dataDir));
}
