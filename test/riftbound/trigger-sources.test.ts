/** A triggered ability must wait for a trigger that fires for its card's type (trigger-sources.ts): refused at load otherwise. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateFile } from '../../src/validate.js';
import { loadError } from '../support/load-error.js';

const draw = [{ op: 'draw', amount: 1 }];

function cardSet(cards: unknown[]): string {
  const file = join(mkdtempSync(join(tmpdir(), 'rulegraph-triggers-')), 'cards.json');
  writeFileSync(file, JSON.stringify({ $schema: 'riftbound-cards.schema.json', set: 'triggers-by-type', cards }));
  return file;
}

describe('triggers by card type', () => {
  it.each([
    ['a unit waiting to conquer as a player', { id: 'u', name: 'U', type: 'unit', domain: 'fury', cost: { energy: 1, power: [] }, might: 1 }, 'conquers', 'CR 383.4'],
    ['a battlefield waiting to attack', { id: 'b', name: 'B', type: 'battlefield' }, 'attacks', 'CR 169.9'],
    ['a battlefield waiting to be played', { id: 'b', name: 'B', type: 'battlefield' }, 'played', 'CR 169.9'],
    ['a legend waiting to move', { id: 'l', name: 'L', type: 'legend', domains: ['fury'], tags: ['L'] }, 'moved', 'CR 107.4.b'],
    ['a gear waiting to defend', { id: 'g', name: 'G', type: 'gear', domain: 'fury', cost: { energy: 1, power: [] } }, 'defends', 'CR 136.2.c'],
  ])('rulegraph validate refuses %s, with the file, the JSON path and the rule', (_, card, trigger, rule) => {
    const file = cardSet([{ ...card, abilities: [{ kind: 'triggered', trigger, effects: draw }] }]);
    const error = loadError(() => validateFile(file));
    expect(error.file).toBe(file);
    expect(error.issues).toEqual([expect.objectContaining({ path: '$.cards[0].abilities[0].trigger', rule, message: expect.stringContaining(`${trigger} never fires for`) })]);
  });

  it('accepts the triggers each type fires: a unit attacking, a battlefield conquered, a gear attached, Effect Text as its unit attacks', () => {
    const file = cardSet([
      { id: 'u', name: 'U', type: 'unit', domain: 'fury', cost: { energy: 1, power: [] }, might: 1, abilities: [{ kind: 'triggered', trigger: 'attacks', effects: draw }] },
      { id: 'b', name: 'B', type: 'battlefield', abilities: [{ kind: 'triggered', trigger: 'conquerHere', effects: draw }] },
      { id: 'g', name: 'G', type: 'gear', domain: 'fury', cost: { energy: 1, power: [] }, abilities: [{ kind: 'triggered', trigger: 'attached', effects: draw }], effectText: [{ kind: 'triggered', trigger: 'attacks', effects: draw }] },
    ]);
    expect(validateFile(file)).toBe('cards');
  });
});
