#!/usr/bin/env node
/**
 * Builds the `rulegraph/client` bundle (`dist/client/client.js`, one ES module with no Node
 * module in it), the table page `rulegraph serve` serves at `/` (`dist/table/page/`) and the
 * inspector page `rulegraph inspect` serves (`dist/inspect/page/`): each page its HTML, CSS and
 * one bundled script.
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

/** Copies a page's static `files` from `source` to `dir` and bundles its `main.ts` to `dir/script`; returns the script's size. */
async function buildPage(source, dir, files, script, minify) {
  mkdirSync(dir, { recursive: true });
  for (const file of files) copyFileSync(join(ROOT, source, file), join(dir, file));
  return size(await build({ ...common, entryPoints: [join(ROOT, source, 'main.ts')], outfile: join(dir, script), minify }));
}

/** Bundles the table page into `dir` (index.html, style.css, table.js); returns the script's size. */
export function buildTablePage({ dir = join(ROOT, 'dist/table/page'), minify = true } = {}) {
  return buildPage('src/table/page', dir, ['index.html', 'style.css'], 'table.js', minify);
}

/** Bundles the inspector page into `dir` (index.html, style.css, icon.svg, inspector.js); returns the script's size. */
export function buildInspectorPage({ dir = join(ROOT, 'dist/inspect/page'), minify = true } = {}) {
  return buildPage('src/inspect/page', dir, ['index.html', 'style.css', 'icon.svg'], 'inspector.js', minify);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const client = await buildClient();
  const page = await buildTablePage();
  const inspector = await buildInspectorPage();
  const kB = (bytes) => `${Math.round(bytes / 1024)} kB`;
  process.stdout.write(`rulegraph/client: dist/client/client.js (${kB(client)}); table page: dist/table/page (${kB(page)}); inspector page: dist/inspect/page (${kB(inspector)})\n`);
}
