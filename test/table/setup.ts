/**
 * What every browser test of the table page plays on: `rulegraph serve` in this process
 * (PGlite in memory) with the table page built first, and one headless Chromium. `tableForTests()`
 * starts both before the file's tests and closes them after.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildTablePage } from '../../scripts/build-client.mjs';
import { startServer, type RunningServer } from '../../src/server/start.js';
import { launch } from './players.js';

export type TableServer = RunningServer;

export interface TableUnderTest {
  readonly server: TableServer;
  readonly browser: Browser;
}

/** Registers the file's setup and teardown; the fields are there once the tests run. */
export function tableForTests(): TableUnderTest {
  let server: TableServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    await buildTablePage({ minify: false });
    server = await startServer({ database: 'memory://' });
    browser = await launch();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the table is started in beforeAll: use it inside a test');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
  };
}
