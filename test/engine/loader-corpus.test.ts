/** The malformed-file corpus: each file in loader-corpus/ loaded as a user's rules file gives the error expected.json names. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/api.js';
import { LoadError } from '../../src/engine/errors.js';
import type { RiftboundRules } from '../../src/games/riftbound/state/state.js';
import { validateFile } from '../../src/validate.js';

const CORPUS = join(import.meta.dirname, 'loader-corpus');

interface Refusal {
  readonly code?: string;
  readonly path?: string;
  readonly pathPrefix?: string;
  readonly message: string;
  /** The file the error names, relative to the corpus; the loaded file by default. */
  readonly file?: string;
}
interface Loads {
  readonly loads: { readonly mode: string; readonly score: number; readonly decks?: readonly string[] };
}

const { cases } = JSON.parse(readFileSync(join(CORPUS, 'expected.json'), 'utf8')) as { cases: Record<string, Refusal | Loads> };

describe('the malformed-file corpus', () => {
  for (const [name, expected] of Object.entries(cases)) {
    it(name, () => {
      const file = join(CORPUS, name);
      if ('loads' in expected) {
        const game = createGame({ rules: file, seed: 3 });
        expect(game.mode).toBe(expected.loads.mode);
        const rules = game.rules as RiftboundRules;
        expect(rules.victory.score).toBe(expected.loads.score);
        if (expected.loads.decks) expect([...rules.cardDb.decks.keys()]).toEqual(expected.loads.decks);
        return;
      }
      let error: unknown;
      try {
        createGame({ rules: file, seed: 3 });
      } catch (thrown) {
        error = thrown;
      }
      expect(error).toBeInstanceOf(LoadError);
      const load = error as LoadError;
      expect(load.file).toBe(join(CORPUS, expected.file ?? name));
      const issue = load.issues[0];
      if (expected.code) expect(issue?.code).toBe(expected.code);
      if (expected.path) expect(issue?.path).toBe(expected.path);
      if (expected.pathPrefix) expect(issue?.path.startsWith(expected.pathPrefix)).toBe(true);
      expect(issue?.message).toContain(expected.message);
      // Bounded, and never a quote of the file read.
      expect(load.message.length).toBeLessThan(1000);
      expect(load.message).not.toMatch(/root:|secrethash/);
    });
  }

  it('rulegraph validate gives the same verdicts', () => {
    expect(validateFile(join(CORPUS, 'extends-subfolder.json'))).toBe('rules');
    expect(() => validateFile(join(CORPUS, 'absolute-extends.json'))).toThrow(/\$\.extends: absolute paths and URLs are refused/);
    expect(() => validateFile(join(CORPUS, 'cycle-a.json'))).toThrow(/extends makes a cycle/);
  });

  it('covers every file of the corpus', async () => {
    const { readdirSync } = await import('node:fs');
    const files = readdirSync(CORPUS).filter((f) => f.endsWith('.json') && f !== 'expected.json' && f !== 'cycle-b.json' && f !== 'shadow-like.json');
    expect(files.sort()).toEqual(Object.keys(cases).filter((f) => !f.includes('/')).sort());
  });
});
