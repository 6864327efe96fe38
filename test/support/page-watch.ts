/// <reference lib="dom" />
/** What a page test watches besides the page: console errors, failed responses, screenshots. */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { PACKAGE_ROOT } from '../../src/node/paths.js';

export const OUTPUT = join(PACKAGE_ROOT, 'test-output');

export interface PageWatch {
  /** Console errors and uncaught exceptions of the page. */
  readonly errors: string[];
  /** Responses with a status of 400 or more, as `status url`. */
  readonly failures: string[];
}

export function watchPage(page: Page): PageWatch {
  const errors: string[] = [];
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  return { errors, failures };
}

/**
 * Whether the page tests write their screenshots: `RULEGRAPH_SCREENSHOTS=1 npm test`. They are
 * for eyes, not for assertions, and a full-page PNG costs Chromium about 0.7 s of CPU, so a run
 * writes none unless asked.
 */
export const SCREENSHOTS = process.env['RULEGRAPH_SCREENSHOTS'] === '1';

/**
 * Saves a screenshot of the window (or, `fullPage`, of the whole page) as
 * test-output/`name`.png when {@link SCREENSHOTS} asks for them; `name` may name a folder
 * (`table/riftbound-duel-1400`).
 */
export async function screenshot(page: Page, name: string, options: { readonly fullPage?: boolean } = {}): Promise<void> {
  if (!SCREENSHOTS) return;
  const path = join(OUTPUT, `${name}.png`);
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path, fullPage: options.fullPage === true });
}

/** Sends a message of docs/inspector.md from the page, as its controls do. */
export async function send(page: Page, message: unknown): Promise<void> {
  await page.evaluate((m) => (window as unknown as { rulegraph: { send(m: unknown): void } }).rulegraph.send(m), message);
}
