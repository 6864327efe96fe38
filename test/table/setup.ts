/**
 * What every browser test of the table page plays on: `rulegraph serve` in this process
 * (PGlite in memory) serving the table page of the package's build (dist/table/page), and the
 * run's headless Chromium. `tableForTests()` starts the server before the file's tests and
 * closes it after.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from '../../src/server/start.js';
import { disconnectSharedBrowser, sharedBrowser } from '../support/browser.js';
import { BUILD_TIMEOUT_MS, builtDist } from '../support/dist.js';

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
    await builtDist();
    server = await startServer({ database: 'memory://' });
    browser = await sharedBrowser();
  }, BUILD_TIMEOUT_MS);
  afterAll(async () => {
    // The players' pages first, so that no socket holds the server open.
    await disconnectSharedBrowser();
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
