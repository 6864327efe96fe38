/** Where the package's own files live on disk, from source or from the build (Node only). */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'rulegraph') return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('cannot find the rulegraph package root');
    dir = parent;
  }
}

export const PACKAGE_ROOT = findRoot();
export const MACHINES_DIR = join(PACKAGE_ROOT, 'machines');
export const RULES_DIR = join(PACKAGE_ROOT, 'rules');
