/** The scenario files under a folder, at any depth, in sorted order (Node only: reads the file system). */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export function scenarioFiles(dir: string): string[] {
  const walk = (at: string): string[] =>
    readdirSync(at, { withFileTypes: true }).flatMap((entry) => {
      const path = join(at, entry.name);
      if (entry.isDirectory()) return walk(path);
      return entry.name.endsWith('.json') ? [path] : [];
    });
  return walk(dir).sort();
}
