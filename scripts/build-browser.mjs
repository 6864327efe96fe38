#!/usr/bin/env node
/**
 * Builds `dist/browser/rulegraph.js`, the `rulegraph/browser` entry: one ES module with the
 * engine, both games, and every JSON file of `rules/` and `machines/`, listed and imported here
 * at build time so the bundle always holds the files the package ships.
 */
import { readdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every definition file the package ships, as package paths (`rules/riftbound/duel.json`). */
export function definitionFiles(root = ROOT) {
  const walk = (dir) =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return path === 'rules/schema' ? [] : walk(path);
      return entry.name.endsWith('.json') ? [path] : [];
    });
  return [...walk('rules'), ...walk('machines')].sort();
}

/** The entry module esbuild bundles: installs the files, then re-exports the browser API. */
export function entrySource(root = ROOT) {
  const files = definitionFiles(root);
  const api = JSON.stringify(relative(root, join(root, 'src/browser/index.ts')).split(sep).join('/'));
  const lines = [
    `import { useBundledDefinitions } from ${api.replace(/^"/, '"./')};`,
    ...files.map((file, i) => `import f${i} from ${JSON.stringify(`./${file}`)} with { type: 'json' };`),
    `useBundledDefinitions({ ${files.map((file, i) => `${JSON.stringify(file)}: f${i}`).join(', ')} });`,
    `export * from ${api.replace(/^"/, '"./')};`,
  ];
  return lines.join('\n');
}

/** Bundles the browser entry to `outfile`; returns its size in bytes. */
export async function buildBrowser({ outfile = join(ROOT, 'dist/browser/rulegraph.js'), minify = false } = {}) {
  const result = await build({
    stdin: { contents: entrySource(), resolveDir: ROOT, sourcefile: 'rulegraph-browser-entry.js', loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outfile,
    minify,
    metafile: true,
    logLevel: 'warning',
  });
  return Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const bytes = await buildBrowser();
  process.stdout.write(`rulegraph/browser: dist/browser/rulegraph.js (${Math.round(bytes / 1024)} kB)\n`);
  // The client and the two pages are bundled with the browser entry, in every build.
  const { buildClient, buildInspectorPage, buildTablePage } = await import('./build-client.mjs');
  await Promise.all([buildClient(), buildTablePage(), buildInspectorPage()]);
}
