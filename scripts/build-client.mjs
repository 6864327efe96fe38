#!/usr/bin/env node
/**
 * Builds the `rulegraph/client` bundle (`dist/client/client.js`, one ES module with no Node
 * module in it) and the table page `rulegraph serve` serves at `/` (`dist/table/page/`: its
 * HTML, CSS and one bundled script).
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

const common = { bundle: true, format: 'esm', platform: 'browser', target: 'es2022', logLevel: 'warning', metafile: true };

const size = (result) => Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);

/** Bundles the client to `outfile`; returns its size in bytes. */
export async function buildClient({ outfile = join(ROOT, 'dist/client/client.js') } = {}) {
  return size(await build({ ...common, entryPoints: [join(ROOT, 'src/client/index.ts')], outfile }));
}

/** Bundles the table page into `dir` (index.html, style.css, table.js); returns the script's size. */
export async function buildTablePage({ dir = join(ROOT, 'dist/table/page'), minify = true } = {}) {
  mkdirSync(dir, { recursive: true });
  for (const file of ['index.html', 'style.css']) copyFileSync(join(ROOT, 'src/table/page', file), join(dir, file));
  return size(await build({ ...common, entryPoints: [join(ROOT, 'src/table/page/main.ts')], outfile: join(dir, 'table.js'), minify }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const client = await buildClient();
  const page = await buildTablePage();
  process.stdout.write(`rulegraph/client: dist/client/client.js (${Math.round(client / 1024)} kB); table page: dist/table/page (${Math.round(page / 1024)} kB)\n`);
}
