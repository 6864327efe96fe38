/**
 * The browser tests run on a machine without Debian's Chromium: the Chromium packaged in
 * `@sparticuz/chromium` launches with playwright-core and renders a page. This file launches
 * it itself (the run's shared Chromium is Debian's when the machine has it).
 */
// @module-tag browser
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import { findChromium, launchOptions } from './support/chromium.js';

let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<title>fallback</title><p id="x">ready</p><script>document.getElementById("x").textContent = String(6 * 7)</script>'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the browser for tests', () => {
  it('forced to the packaged Chromium, it launches and runs a page', async () => {
    const previous = process.env['RULEGRAPH_CHROMIUM'];
    process.env['RULEGRAPH_CHROMIUM'] = 'packaged';
    try {
      const found = await findChromium();
      expect(found.source).toBe('packaged');
      expect(found.executablePath).not.toBe('/usr/bin/chromium');
      const browser = await chromium.launch(launchOptions(found));
      try {
        const page = await browser.newPage();
        await page.goto(url);
        expect(await page.title()).toBe('fallback');
        expect(await page.textContent('#x')).toBe('42');
      } finally {
        await browser.close();
      }
    } finally {
      if (previous === undefined) delete process.env['RULEGRAPH_CHROMIUM'];
      else process.env['RULEGRAPH_CHROMIUM'] = previous;
    }
  }, 120_000);
});
