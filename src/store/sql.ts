/**
 * The little the store needs of a database: run one statement, run several in a transaction.
 * PGlite and node-postgres each adapt to it (pglite-store.ts, pg-store.ts), so every query of
 * the store is written once.
 */
export interface SqlResult<Row> {
  readonly rows: Row[];
  /** Rows inserted, updated or deleted. */
  readonly count: number;
}

export interface SqlRunner {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<SqlResult<Row>>;
}

export interface SqlDatabase extends SqlRunner {
  /** Runs `work` in one transaction: all of it is committed, or none of it when it throws. */
  transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
