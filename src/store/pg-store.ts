/**
 * The store on a PostgreSQL server (`--database postgres://...`): the same schema and queries
 * as PGlite, over a pool of connections, so several server processes can share one database.
 */
import pg from 'pg';
import type { SqlDatabase, SqlRunner } from './sql.js';
import { SqlStore, migrate } from './sql-store.js';

function runner(client: pg.Pool | pg.PoolClient): SqlRunner {
  return {
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const result = await client.query(text, [...params]);
      return { rows: result.rows as Row[], count: result.rowCount ?? 0 };
    },
  };
}

export async function openPgStore(url: string): Promise<SqlStore> {
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  // A dropped idle connection must not bring the server down; the next query opens another.
  pool.on('error', () => undefined);
  const db: SqlDatabase = {
    ...runner(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(runner(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
  await migrate(db);
  return new SqlStore(db, false);
}
