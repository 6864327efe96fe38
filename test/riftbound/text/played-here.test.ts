/**
 * The card language of where a unit played from among cards looked at may go, said after the
 * steps ("If the played card is a unit, ..."): the play step's `alsoHere`. Its one wording is
 * printed on real cards, so the tests start from the data and never write the sentence down.
 */
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../src/games/riftbound/schema/card-schema.js';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { printed, printsAndReads, roundTrip } from './support.js';

const unit: CardHeader = { id: 'playedhere-unit', name: 'Playedhere Unit', type: 'unit', domain: 'chaos', cost: { energy: 5, power: [] }, might: 5 };

const LOOK_AND_PLAY: CardDefinition['abilities'] = [
  {
    kind: 'triggered',
    trigger: 'conquers',
    effects: [
      { op: 'look', amount: 3 },
      { op: 'playLooked', optional: true, ignore: 'cost', wording: ['oneOfThem'], alsoHere: true },
      { op: 'recycleLooked' },
    ],
  },
];

/** The last sentence of a printed text. */
function lastSentence(text: string): string {
  const sentences = text.split(/(?<=\.) /);
  return sentences[sentences.length - 1] as string;
}

describe('a unit played from among cards looked at may also go here (CR 419.3.c)', () => {
  it('prints `alsoHere` as a sentence after the last step, and reads it back onto the play step', () => {
    const text = printsAndReads(unit, { abilities: LOOK_AND_PLAY });
    expect(text.startsWith('When I conquer, look at the top 3 cards of your Main Deck. You may play one of them, ignoring its cost. Recycle the rest. If the played card is')).toBe(true);
    expect(lastSentence(text)).toMatch(/^If the played card is a unit, .* here\.$/);
  });

  it('leaves the play step as it was without the sentence', () => {
    const card = roundTrip(unit, 'When I conquer, look at the top 3 cards of your Main Deck. You may play one of them, ignoring its cost. Recycle the rest.');
    expect(card.abilities?.[0]).toMatchObject({ effects: [{ op: 'look' }, { op: 'playLooked', optional: true }, { op: 'recycleLooked' }] });
    expect((card.abilities?.[0] as { effects: readonly Record<string, unknown>[] }).effects[1]).not.toHaveProperty('alsoHere');
  });

  it('refuses the sentence after steps that play no card looked at', () => {
    const sentence = lastSentence(printed({ ...unit, abilities: LOOK_AND_PLAY } as CardDefinition) ?? '');
    expect(compileCard(unit, `When I conquer, draw 1. ${sentence}`).ok).toBe(false);
  });
});
