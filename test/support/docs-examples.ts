/**
 * The TypeScript examples of README.md and docs/: each fenced `ts` block becomes a file of
 * test/docs-examples/, which the type check of `npm test` compiles against the package's
 * sources (tsconfig.json maps `rulegraph`, `rulegraph/browser` and `rulegraph/client` to them).
 * A block is a fragment of a longer program: the names it uses without declaring them (a
 * `game`, a `client`) are declared once in test/docs-examples/context.d.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const EXAMPLES_DIR = 'test/docs-examples';

/** The documents whose examples are checked: the README and every page of docs/. */
export function documents(root: string): string[] {
  return ['README.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];
}

/** Each example as the file it becomes: its name and its text. */
export function exampleFiles(root: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const doc of documents(root)) {
    const text = readFileSync(join(root, doc), 'utf8');
    let n = 0;
    for (const match of text.matchAll(/^```(?:ts|typescript)\n([\s\S]*?)^```$/gm)) {
      n++;
      const name = `${doc.replace(/^docs\//, '').replace(/\.md$/, '').toLowerCase()}-${n}.ts`;
      files.set(name, `// Example ${n} of ${doc}, extracted by test/docs-examples.test.ts: edit the document, not this file.\n${match[1]}\nexport {};\n`);
    }
  }
  return files;
}
