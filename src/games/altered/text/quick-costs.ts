/**
 * What an exhaust ability costs besides exhausting its card, printed before the colon, in both
 * languages side by side (card data: the ability's `cost`; the engine's actions/quick-action-costs.ts):
 * mana, "{2}, {T} :" ("{T}, {2} :" in French, which prints the exhaust symbol first); a card
 * of the Reserve discarded, "{T}, Discard a card from your Reserve:" ("{T}, Défaussez une
 * carte de votre Réserve :"); a character sacrificed, "{T}, Sacrifice a Character:" ("{T},
 * Sacrifiez un Personnage :"). A plain "{T} :" costs nothing more.
 */
import { alt, map, NO, slot } from '../../../engine/syntax/syntax.js';
import type { QuickCost } from './ast.js';
import { constantValue, mana, t, words, type Rule } from './primitives.js';

/** The opening of an exhaust ability through its colon: what it costs besides exhausting its card (undefined: nothing). */
export type ExhaustOpening = QuickCost | undefined;

interface CostWords {
  /** The mana cost with the exhaust symbol, in the language's order. */
  readonly mana: Rule<number>;
  readonly discardReserveCard: string;
  readonly sacrificeCharacter: string;
}

function opening(w: CostWords): Rule<ExhaustOpening> {
  return alt<ExhaustOpening, undefined>(
    map(words('{T} :'), { to: (): ExhaustOpening => undefined, from: (c) => (c === undefined ? undefined : NO) }),
    map(w.mana, { to: (n): ExhaustOpening | typeof NO => (n > 0 ? { mana: n } : NO), from: (c) => (c !== undefined && c.mana !== undefined && c.giveUp === undefined ? c.mana : NO) }),
    constantValue(`{T}, ${w.discardReserveCard} :`, { giveUp: 'reserveCard' } as ExhaustOpening),
    constantValue(`{T}, ${w.sacrificeCharacter} :`, { giveUp: 'character' } as ExhaustOpening),
  );
}

const amount = (rule: Rule<{ readonly n: number }>): Rule<number> => map(rule, { to: ({ n }) => n, from: (n) => ({ n }) });

export const exhaustOpenings: Readonly<Record<'en' | 'fr', Rule<ExhaustOpening>>> = {
  en: opening({ mana: amount(t`${slot('n', mana)}, {T} :`), discardReserveCard: 'Discard a card from your Reserve', sacrificeCharacter: 'Sacrifice a Character' }),
  fr: opening({ mana: amount(t`{T}, ${slot('n', mana)} :`), discardReserveCard: 'Défaussez une carte de votre Réserve', sacrificeCharacter: 'Sacrifiez un Personnage' }),
};
