/**
 * The default store: PGlite, PostgreSQL compiled to WebAssembly, in this process. A data
 * folder keeps matches across restarts (each commit is written through before it returns);
 * without one the database lives in memory (tests).
 */
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { DataFolderError, lockDataFolder } from './data-folder.js';
import type { SqlDatabase, SqlRunner } from './sql.js';
import { SqlStore, migrate } from './sql-store.js';

function runner(db: PGlite | Transaction): SqlRunner {
  return {
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const result = await db.query<Row>(text, [...params]);
      return { rows: result.rows, count: result.affectedRows ?? 0 };
    },
  };
}

/** A store in `dataDir`, or in memory when `dataDir` is undefined. */
export async function openPgliteStore(dataDir: string | undefined): Promise<SqlStore> {
  const unlock = dataDir === undefined ? () => {} : lockDataFolder(dataDir);
  let pglite: PGlite;
  try {
    pglite = dataDir === undefined ? new PGlite() : new PGlite({ dataDir });
    await pglite.waitReady;
  } catch (error) {
    unlock();
    // PGlite throws its file system's errors as plain objects ({ name, errno }), not Errors.
    if (error instanceof Error) throw error;
    const { name, errno } = (error ?? {}) as { name?: unknown; errno?: unknown };
    throw new DataFolderError(`the PGlite data folder ${dataDir ?? '(in memory)'} cannot be opened (${String(name)} ${String(errno)})`);
  }
  const plain = runner(pglite);
  const db: SqlDatabase = {
    query: plain.query,
    transaction: (work) => pglite.transaction((tx) => work(runner(tx))),
    close: async () => {
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
  };
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return new SqlStore(db, true);
}
