/** Battlefield cards: their conquer and hold rewards, read from invented card texts and printed back. */
import { describe, expect, it } from 'vitest';
import { loadCardSets } from '../../../src/games/riftbound/cards.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { compiled, roundTrip } from './support.js';

const battlefield: CardHeader = { id: 'test-field', name: 'Test Field', type: 'battlefield' };

describe('battlefields counted by who controls them', () => {
  it('reads "other battlefield you or allies control" after "for each", the card itself left out', () => {
    const card = roundTrip(battlefield, 'When you conquer here, draw 2 for each other battlefield you or allies control.');
    expect(card.abilities).toEqual([
      { kind: 'triggered', trigger: 'conquerHere', effects: [{ op: 'draw', amount: 2, forEach: { select: 'battlefield', relation: 'friendly', except: 'self' } }] },
    ]);
  });

  it('reads "battlefield you control" as the controller\'s alone', () => {
    const card = roundTrip(battlefield, 'When you hold here, draw 1 for each battlefield you control.');
    expect(card.abilities?.[0]).toMatchObject({ effects: [{ op: 'draw', amount: 1, forEach: { select: 'battlefield', relation: 'controlled' } }] });
  });

  it('reads a doubled period as one', () => {
    expect(compiled(battlefield, 'When you hold here, draw 3 for each battlefield you control..').abilities).toEqual(
      compiled(battlefield, 'When you hold here, draw 3 for each battlefield you control.').abilities,
    );
  });

  it('refuses a step acting on a group of battlefields', () => {
    const card = { ...battlefield, abilities: [{ kind: 'triggered', trigger: 'conquerHere', effects: [{ op: 'ready', all: { select: 'battlefield' } }] }] };
    expect(() => loadCardSets([{ file: 'bf.json', json: { set: 'check', cards: [card] } }])).toThrow(/only counted/);
  });
});
