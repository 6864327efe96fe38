/// <reference lib="dom" />
/**
 * Pages in headless Chromium for the browser tests, through playwright-core. A test run
 * launches one Chromium (once-per-run/resources.ts, chromium.ts says which) on the first file
 * that asks, and each file connects to it; every page opens in a context of its own, with its
 * own cookies, storage and cache as a fresh profile would have, so tests stay independent.
 * A file's connection closes when the file ends (browser-teardown.ts), and with it every
 * context the file left open.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { oncePerRun } from './once-per-run/request.js';

let connection: Promise<Browser> | undefined;

/** The run's Chromium, connected once per file. */
export function sharedBrowser(): Promise<Browser> {
  connection ??= oncePerRun('chromium').then(async (endpoint) => (await import('playwright-core')).chromium.connect(endpoint));
  return connection;
}

/** Closes this file's connection (not the browser), with the contexts the file opened. */
export async function disconnectSharedBrowser(): Promise<void> {
  const open = connection;
  connection = undefined;
  await open?.then((browser) => browser.close(), () => undefined);
}

export interface OpenPage {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Every URL the page requested, WebSockets included. */
  readonly requests: string[];
}

/** A page in a fresh context of the run's Chromium, on `url` (in the browser language of `locale`, the browser's own by default). Close `context` when done. */
export async function openPage(url: string, locale?: string): Promise<OpenPage> {
  const browser = await sharedBrowser();
  const context = await browser.newContext({ viewport: { width: 1500, height: 1000 }, ...(locale === undefined ? {} : { locale }) });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('websocket', (socket) => requests.push(socket.url()));
  await page.goto(url);
  return { context, page, requests };
}
