/// <reference lib="dom" />
/** What a page test watches besides the page: console errors, failed responses, screenshots. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
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

/** Saves a screenshot of the window under test-output/. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(OUTPUT, { recursive: true });
  await page.screenshot({ path: join(OUTPUT, `${name}.png`) });
}

/** Sends a message of docs/inspector.md from the page, as its controls do. */
export async function send(page: Page, message: unknown): Promise<void> {
  await page.evaluate((m) => (window as unknown as { rulegraph: { send(m: unknown): void } }).rulegraph.send(m), message);
}
