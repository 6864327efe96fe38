/**
 * What a test run makes at most once and shares with every test file: each is made when the
 * first file asks for it (a run that needs none makes none), in vitest's main process
 * (setup.ts), and test files ask for it by name (request.ts).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { PACKAGE_ROOT } from '../../../src/node/paths.js';
import { findChromium, launchOptions } from '../chromium.js';

/** The value a test file receives for each resource (plain JSON: it crosses processes). */
export interface OncePerRun {
  /** dist/ is built and fresh: what scripts/build-if-stale.mjs said. */
  readonly dist: string;
  /** The WebSocket endpoint of the run's headless Chromium, for playwright-core's `connect`. */
  readonly chromium: string;
}

export type ResourceName = keyof OncePerRun;

export interface Made<T> {
  readonly value: T;
  /** Called once the run is over. */
  readonly close?: () => Promise<void>;
}

export const RESOURCES: { readonly [K in ResourceName]: () => Promise<Made<OncePerRun[K]>> } = {
  dist: buildDistIfStale,
  chromium: launchChromiumServer,
};

/**
 * The package's own build, as `npm start` makes it: scripts/build-if-stale.mjs rebuilds dist/
 * only when a source is newer than the last build, so a run on a fresh build costs a look at
 * file times.
 */
function buildDistIfStale(): Promise<Made<string>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(PACKAGE_ROOT, 'scripts/build-if-stale.mjs')], { cwd: PACKAGE_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout.on('data', (chunk) => (log += String(chunk)));
    child.stderr.on('data', (chunk) => (log += String(chunk)));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`the build of dist/ failed (exit ${code}):\n${log}`));
      // Say so when it built: the run took that long for it.
      if (!/up to date/.test(log)) process.stderr.write(log);
      resolve({ value: log.trim() });
    });
  });
}

/** One headless Chromium for the whole run; every page test opens its own context in it. */
async function launchChromiumServer(): Promise<Made<string>> {
  const server = await chromium.launchServer(launchOptions(await findChromium()));
  return { value: server.wsEndpoint(), close: () => server.close() };
}
