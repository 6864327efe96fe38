/**
 * Which headless Chromium the browser tests drive, and how it is launched. Debian's Chromium
 * when the machine has it; otherwise the one shipped inside the `@sparticuz/chromium` package
 * (unpacked to the temp folder on first use), so `npm test` needs nothing but Node. Playwright
 * never downloads a browser. `RULEGRAPH_CHROMIUM=packaged` forces the packaged one (to test it).
 */
import { existsSync } from 'node:fs';
import type { LaunchOptions } from 'playwright-core';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const COMMON_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export interface Chromium {
  /** Where it came from, for messages. */
  readonly source: 'debian' | 'packaged';
  readonly executablePath: string;
  readonly args: readonly string[];
}

/** The Chromium to launch: Debian's when present (and not overridden), else the packaged one. */
export async function findChromium(prefer: string | undefined = process.env['RULEGRAPH_CHROMIUM']): Promise<Chromium> {
  if (prefer !== 'packaged' && existsSync(DEBIAN_CHROMIUM)) return { source: 'debian', executablePath: DEBIAN_CHROMIUM, args: COMMON_ARGS };
  const packaged = (await import('@sparticuz/chromium')).default;
  // The package's own flags suit a serverless sandbox; `--headless=shell` among them picks the
  // headless shell it ships, and playwright-core adds its own headless flag, so keep the rest.
  const args = packaged.args.filter((arg) => !arg.startsWith('--headless') && !arg.startsWith('--single-process'));
  return { source: 'packaged', executablePath: await packaged.executablePath(), args: [...new Set([...args, ...COMMON_ARGS])] };
}

/** playwright-core's options to launch `found` headless. */
export function launchOptions(found: Chromium): LaunchOptions {
  return { executablePath: found.executablePath, headless: true, args: [...found.args] };
}
