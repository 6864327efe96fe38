/// <reference lib="dom" />
/** Debian's Chromium through playwright-core, for the inspector page tests. */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';

export interface OpenPage {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Every URL the page requested, WebSockets included. */
  readonly requests: string[];
}

/** Headless Chromium with a fresh profile, on `url`. */
export async function openPage(url: string): Promise<OpenPage> {
  if (!existsSync(CHROMIUM)) throw new Error(`browser tests need Debian's Chromium at ${CHROMIUM}: apt-get install -y chromium`);
  const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'rulegraph-chromium-')), {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    viewport: { width: 1500, height: 1000 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('websocket', (socket) => requests.push(socket.url()));
  await page.goto(url);
  return { context, page, requests };
}
