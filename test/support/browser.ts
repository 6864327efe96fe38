/// <reference lib="dom" />
/**
 * Headless Chromium through playwright-core, for the browser tests. Debian's Chromium when the
 * machine has it; otherwise the one shipped inside the `@sparticuz/chromium` package (unpacked
 * to the temp folder on first use), so `npm test` needs nothing but Node. Playwright never
 * downloads a browser. `RULEGRAPH_CHROMIUM=packaged` forces the packaged one (to test it).
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const COMMON_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export interface Browser {
  /** Where it came from, for messages. */
  readonly source: 'debian' | 'packaged';
  readonly executablePath: string;
  readonly args: readonly string[];
}

/** The Chromium to launch: Debian's when present (and not overridden), else the packaged one. */
export async function findChromium(prefer: string | undefined = process.env['RULEGRAPH_CHROMIUM']): Promise<Browser> {
  if (prefer !== 'packaged' && existsSync(DEBIAN_CHROMIUM)) return { source: 'debian', executablePath: DEBIAN_CHROMIUM, args: COMMON_ARGS };
  const packaged = (await import('@sparticuz/chromium')).default;
  // The package's own flags suit a serverless sandbox; `--headless=shell` among them picks the
  // headless shell it ships, and playwright-core adds its own headless flag, so keep the rest.
  const args = packaged.args.filter((arg) => !arg.startsWith('--headless') && !arg.startsWith('--single-process'));
  return { source: 'packaged', executablePath: await packaged.executablePath(), args: [...new Set([...args, ...COMMON_ARGS])] };
}

export interface OpenPage {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Every URL the page requested, WebSockets included. */
  readonly requests: string[];
}

/** Headless Chromium with a fresh profile, on `url`. */
export async function openPage(url: string): Promise<OpenPage> {
  const browser = await findChromium();
  const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'rulegraph-chromium-')), {
    executablePath: browser.executablePath,
    headless: true,
    args: [...browser.args],
    viewport: { width: 1500, height: 1000 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('websocket', (socket) => requests.push(socket.url()));
  await page.goto(url);
  return { context, page, requests };
}
