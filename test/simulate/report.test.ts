/// <reference lib="dom" />
// @module-tag browser
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reportHtml } from '../../src/simulate/report.js';
import { runStudy } from '../../src/simulate/run.js';
import { openPage } from '../support/browser.js';
import { screenshot } from '../support/page-watch.js';

/** A study of two variants, run once for the file's tests. */
let studied: ReturnType<typeof runStudy> | undefined;
function study() {
  studied ??= runStudy(
    { mode: 'altered/duel', games: 3, seed: 5, bots: ['random'], decks: [], variants: [{ label: 'base' }, { label: 'short-days', rules: { knobs: { dayLimit: 4 } } }], maxActions: 5000 },
    { workers: 0 },
  );
  return studied;
}

describe('the HTML report of a study', () => {
  it('renders every plot offline in Chromium, requesting nothing outside the file', async () => {
    const { study: ran } = await study();
        // The variants' games given the same lengths, so that their bars share bins in the histogram.
    const html = await reportHtml({ ...ran, games: ran.games.map((g) => ({ ...g, actions: 100 + 40 * (g.index % 2) })) });
    // One file: no external script, style or image.
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href=|https?:\/\/(?!www\.w3\.org)/);
    const dir = mkdtempSync(join(tmpdir(), 'rulegraph-report-'));
    const file = join(dir, 'report.html');
    writeFileSync(file, html);
    const { context, page, requests } = await openPage(pathToFileURL(file).href);
    try {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.waitForSelector('#versus svg');
      const sizes = await page.evaluate(() =>
        ['win-rates', 'lengths', 'points', 'versus'].map((id) => {
          // The plot itself: a legend adds small swatch images before it.
          const svgs = [...document.querySelectorAll(`#${id} svg`)];
          const area = (e: Element) => e.getBoundingClientRect().width * e.getBoundingClientRect().height;
          const svg = svgs.sort((a, b) => area(b) - area(a))[0];
          const box = svg?.getBoundingClientRect();
          return { id, width: box?.width ?? 0, height: box?.height ?? 0, marks: svg?.querySelectorAll('circle, rect, path, line').length ?? 0 };
        }),
      );
      for (const size of sizes) {
        expect(size.width, size.id).toBeGreaterThan(100);
        expect(size.height, size.id).toBeGreaterThan(100);
        expect(size.marks, size.id).toBeGreaterThan(3);
      }
      // Bars of both variants in the same bin overlap: every bar rises from the axis, none stacked on another.
      const bottoms = await page.evaluate(() => {
        const svgs = [...document.querySelectorAll('#lengths svg')];
        const plot = svgs.sort((a, b) => b.getBoundingClientRect().height - a.getBoundingClientRect().height)[0];
        return [...(plot?.querySelectorAll('rect') ?? [])].map((r) => Math.round(r.getBoundingClientRect().bottom));
      });
      expect(bottoms.length).toBeGreaterThan(1);
      expect(new Set(bottoms).size).toBe(1);
      // The comparisons: one plot per unit, each axis naming its unit.
      const axes = await page.$$eval('#versus svg [aria-label="x-axis label"]', (labels) => labels.map((l) => l.textContent ?? ''));
      expect(axes).toEqual(expect.arrayContaining([expect.stringContaining('percentage points'), expect.stringContaining('actions per game'), expect.stringContaining('days per game')]));
      expect(errors).toEqual([]);
      expect(requests.filter((url) => !url.startsWith('file:') && !url.startsWith('data:'))).toEqual([]);
      const shot = await page.screenshot({ fullPage: true });
      // A PNG of the whole page, and it is not blank: the plots drew pixels of several colours.
      expect(shot.subarray(1, 4).toString()).toBe('PNG');
      expect(shot.length).toBeGreaterThan(20_000);
      mkdirSync('test-output', { recursive: true });
      writeFileSync(join('test-output', 'simulate-report.png'), shot);
    } finally {
      await context.close();
    }
  });

  it('in French: every heading, table and axis in French words, numbers with a decimal comma', async () => {
    const { study: ran } = await study();
    const html = await reportHtml(ran, 'fr');
    expect(html).toContain('<html lang="fr">');
    for (const heading of ['Taux de victoire', 'Durée des parties', 'Points par jour', 'Les variantes face aux règles de base', 'Tableaux']) expect(html).toContain(`<h2>${heading}</h2>`);
    expect(html).toMatch(/<p>3 parties par variante · graine 5 · bots random · decks ceux du mode · limite d&#39;actions 5000 · variantes : base, short-days<\/p>/);
    expect(html).toMatch(/<td>victoires du premier joueur<\/td><td>-?\d+,\d\s%<\/td>/);
    const dir = mkdtempSync(join(tmpdir(), 'rulegraph-report-'));
    const file = join(dir, 'rapport.html');
    writeFileSync(file, html);
    const { context, page } = await openPage(pathToFileURL(file).href);
    try {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.waitForSelector('#versus svg');
      const axes = await page.$$eval('svg [aria-label="x-axis label"]', (labels) => labels.map((l) => l.textContent ?? ''));
      expect(axes).toEqual(expect.arrayContaining([expect.stringContaining('taux de victoire'), expect.stringContaining('actions par partie'), expect.stringContaining('jour (à sa fin)'), expect.stringContaining('points de pourcentage'), expect.stringContaining('jours par partie')]));
      const text = await page.evaluate(() => document.body.innerText);
      expect(text).not.toMatch(/\b(Win rates|games|significant|per game|first player)\b/);
      expect(errors).toEqual([]);
      await screenshot(page, 'simulate-report-fr', { fullPage: true });
    } finally {
      await context.close();
    }
  });
});
