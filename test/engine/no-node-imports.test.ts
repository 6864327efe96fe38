/** The engine core and the games run anywhere JavaScript runs: they import no Node built-in. */
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../src/node/paths.js';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sources(path) : entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every module specifier of a TypeScript file: static imports, re-exports, dynamic imports, require. */
function specifiers(text: string): string[] {
  const found: string[] = [];
  for (const re of [/\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\bimport\s*\(\s*['"]([^'"]+)['"]/g, /\brequire\s*\(\s*['"]([^'"]+)['"]/g]) {
    for (const match of text.matchAll(re)) found.push(match[1] as string);
  }
  return found;
}

const BUILTIN = new Set(builtinModules);

describe('portability', () => {
  for (const folder of ['src/engine', 'src/games', 'src/browser', 'src/bots']) {
    it(`${folder} imports no Node built-in`, () => {
      const offending = sources(join(PACKAGE_ROOT, folder)).flatMap((file) =>
        specifiers(readFileSync(file, 'utf8'))
          .filter((s) => s.startsWith('node:') || BUILTIN.has(s) || BUILTIN.has(s.split('/')[0] as string))
          .map((s) => `${relative(PACKAGE_ROOT, file)}: ${s}`),
      );
      expect(offending).toEqual([]);
    });
  }

  it('notices a Node import when there is one', () => {
    expect(specifiers("import { readFileSync } from 'node:fs';\nconst p = await import('path');").filter((s) => s.startsWith('node:') || BUILTIN.has(s))).toEqual(['node:fs', 'path']);
  });
});
