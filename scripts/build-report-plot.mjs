#!/usr/bin/env node
/** Writes dist/src/simulate/plot.bundle.js: Observable Plot as one script for the offline HTML reports of `simulate`. */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const { plotBundleOptions, PLOT_BUNDLE_FILE } = await import(join(ROOT, 'dist/src/simulate/plot-bundle.js'));
const result = await build(plotBundleOptions());
writeFileSync(join(ROOT, 'dist/src/simulate', PLOT_BUNDLE_FILE), result.outputFiles[0].text);
