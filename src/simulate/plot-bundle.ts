/**
 * Observable Plot and the d3 modules it uses as one classic script defining `Plot`, to inline
 * into an offline report. The build writes it next to this file (scripts/build-report-plot.mjs);
 * from TypeScript sources it is bundled here with esbuild on first use.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PLOT_BUNDLE_FILE = 'plot.bundle.js';

/** The esbuild options of the bundle (one place for the build script and the fallback). */
export function plotBundleOptions(): Record<string, unknown> {
  // Resolved from here upwards, as Node finds the package's dependencies.
  return {
    stdin: { contents: "export * from '@observablehq/plot';", resolveDir: dirname(fileURLToPath(import.meta.url)), sourcefile: 'plot-entry.js', loader: 'js' },
    bundle: true,
    format: 'iife',
    globalName: 'Plot',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'inline',
    write: false,
    logLevel: 'warning',
  };
}

let cached: string | undefined;

export async function plotScript(): Promise<string> {
  if (cached !== undefined) return cached;
  const built = fileURLToPath(new URL(`./${PLOT_BUNDLE_FILE}`, import.meta.url));
  if (existsSync(built)) {
    cached = readFileSync(built, 'utf8');
  } else {
    const { build } = await import('esbuild');
    const result = await build(plotBundleOptions() as unknown as Parameters<typeof build>[0] & { write: false });
    cached = result.outputFiles[0]?.text ?? '';
  }
  return cached;
}
