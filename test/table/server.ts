/**
 * The server the browser tests play on: `rulegraph serve` in this process (PGlite in memory),
 * with the table page built first.
 */
import { buildTablePage } from '../../scripts/build-client.mjs';
import { startServer, type RunningServer } from '../../src/server/start.js';

export type TableServer = RunningServer;

export async function startTableServer(): Promise<TableServer> {
  await buildTablePage({ minify: false });
  return startServer({ database: 'memory://' });
}
