/** Keywords given to cards as they are played, not to units on the board: compiled to data and printed back. */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { roundTrip } from './support.js';

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'calm', cost: { energy: 4, power: [] }, might: 4 };

describe('keywords given to played cards (playedKeywords)', () => {
  it('reads a keyword of the cards in your hand, by noun or gear tag', () => {
    expect(roundTrip(unit, 'Each gear in your hand has [Quick-Draw].').abilities).toEqual([{ kind: 'passive', playedKeywords: { cards: 'gear', from: 'hand', keywords: ['quick-draw'] } }]);
    expect(roundTrip(unit, 'Each unit in your hand has [Accelerate].').abilities).toEqual([{ kind: 'passive', playedKeywords: { cards: 'units', from: 'hand', keywords: ['accelerate'] } }]);
  });

  it('reads a keyword of the friendly cards played from anywhere but a hand', () => {
    expect(roundTrip(unit, "Friendly gear played from anywhere other than a player's hand have [Quick-Draw].").abilities).toEqual([
      { kind: 'passive', playedKeywords: { cards: 'gear', from: 'notHand', keywords: ['quick-draw'] } },
    ]);
    expect(roundTrip(unit, "Friendly Equipment played from anywhere other than a player's hand have [Quick-Draw].").abilities).toEqual([
      { kind: 'passive', playedKeywords: { cards: 'gear', tag: 'Equipment', from: 'notHand', keywords: ['quick-draw'] } },
    ]);
  });

  it('refuses a keyword that does not act as the card is played, or one of another kind of card', () => {
    expect(compileCard(unit, 'Each Equipment in your hand has [Shield].').ok).toBe(false);
    expect(compileCard(unit, 'Each unit in your hand has [Quick-Draw].').ok).toBe(false);
  });
});
