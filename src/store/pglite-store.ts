/**
 * The default store: PGlite, PostgreSQL compiled to WebAssembly, in this process. A data
 * folder keeps matches across restarts (each commit is written through before it returns);
 * without one the database lives in memory (tests).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
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

// The store holds matches and their actions, small rows read by key: PostgreSQL's default of
// 128 MB of shared buffers, all held in this process's WebAssembly memory, buys nothing here.
const POSTGRESQL_CONF = ['shared_buffers=16MB'];

/**
 * PGlite opened on `dataDir` (or in memory). A new data folder is made by initdb, a second
 * WebAssembly module whose memory (about 450 MB) stays reachable from the instance that ran it;
 * so a folder just made is closed and opened again, which leaves only the database's own.
 */
async function openPglite(dataDir: string | undefined): Promise<PGlite> {
  if (dataDir === undefined) {
    const template = await memoryTemplate;
    return PGlite.create({ postgresqlconf: POSTGRESQL_CONF, ...(template === undefined ? {} : { loadDataDir: template }) });
  }
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await (await PGlite.create({ dataDir, postgresqlconf: POSTGRESQL_CONF })).close();
  return PGlite.create({ dataDir, postgresqlconf: POSTGRESQL_CONF });
}

/**
 * In-memory databases are for tests and trials, where one process opens many. The first one,
 * once migrated and before it holds anything, is dumped and kept as this process's template
 * (about 40 MB uncompressed): the next ones load it instead of running initdb and the
 * migrations again, which is most of the time a store takes to open. Data folders never use
 * it: a folder is made once and lives long.
 */
let memoryTemplate: Promise<File | Blob | undefined> = Promise.resolve(undefined);

/** A store in `dataDir`, or in memory when `dataDir` is undefined. */
export async function openPgliteStore(dataDir: string | undefined): Promise<SqlStore> {
  const unlock = dataDir === undefined ? () => {} : lockDataFolder(dataDir);
  let pglite: PGlite;
  try {
    pglite = await openPglite(dataDir);
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
  // Dumped before the store is handed out, so that the template never holds a match.
  if (dataDir === undefined && (await memoryTemplate) === undefined) {
    memoryTemplate = keepAsTemplate(pglite);
    await memoryTemplate;
  }
  return new SqlStore(db, true);
}

/** The dump of a migrated, empty in-memory database; undefined (no template) if it fails. */
async function keepAsTemplate(pglite: PGlite): Promise<File | Blob | undefined> {
  try {
    return await pglite.dumpDataDir('none');
  } catch {
    return undefined;
  }
}
