/**
 * A card of the trash chosen by how its Energy cost compares with its chooser's points: "a
 * spell from your trash with Energy cost less than your points" (a `card` target with
 * `belowScore`, mechanics/zone-targets.ts; CR 131.4: the printed cost).
 */
import { map, NO, slot } from '../../../engine/syntax/syntax.js';
import { t, type Rule } from './primitives.js';
import type { Choice } from './targets.js';
import { trashCard } from './zone-cards.js';

/** "a spell from your trash with Energy cost less than your points": the trash card said with no most cost of its own, then the comparison. */
export const trashCardBelowScore: Rule<Choice> = map(t`${slot('card', trashCard)} with Energy cost less than your points`, {
  to: ({ card }): Choice | typeof NO => (card.choose.maxEnergy !== undefined || card.choose.maxPower !== undefined ? NO : { choose: { ...card.choose, belowScore: true } }),
  from: (value: Choice) => {
    if (value.choose.belowScore !== true) return NO;
    const { belowScore: _said, ...rest } = value.choose;
    return { card: { choose: rest } };
  },
});
