/**
 * A player's act as a reaction's trigger, in both languages side by side (card data: a
 * `playerActs` reaction with its `acts`, `by` and, for a sacrifice, `cardType`): "When you roll
 * one or more dice —", "When you sacrifice a Character —", "When you exhaust a card in Reserve
 * —", "When an opponent draws one or more cards or does [Resupply] —" ("Lorsque vous lancez au
 * moins un dé —", "Lorsque vous sacrifiez un Personnage —", "Lorsque vous épuisez une carte en
 * Réserve —", "Lorsqu'un adversaire pioche au moins une carte ou [Ravitaille] —"); "When a card goes from
 * your deck or hand to Reserve —" ("Lorsqu'une carte va en Réserve depuis votre deck ou votre main —").
 */
import type { TriggerValue } from './ast.js';

type Said = readonly (readonly [string, TriggerValue])[];

/** One trigger per act or pair of acts printed; the value each reads (grammar.ts adds the dash). */
const ACTS: readonly { readonly en: string; readonly fr: string; readonly value: TriggerValue }[] = [
  { en: 'When you roll one or more dice', fr: 'Lorsque vous lancez au moins un dé', value: { on: 'playerActs', by: 'you', acts: ['rollDie'] } },
  { en: 'When you sacrifice a Character', fr: 'Lorsque vous sacrifiez un Personnage', value: { on: 'playerActs', by: 'you', acts: ['sacrifice'], cardType: 'character' } },
  { en: 'When you exhaust a card in Reserve', fr: 'Lorsque vous épuisez une carte en Réserve', value: { on: 'playerActs', by: 'you', acts: ['exhaustInReserve'] } },
  { en: 'When a card goes from your deck or hand to Reserve', fr: "Lorsqu'une carte va en Réserve depuis votre deck ou votre main", value: { on: 'playerActs', by: 'you', acts: ['deckToReserve', 'handToReserve'] } },
  { en: 'When you draw one or more cards', fr: 'Lorsque vous piochez au moins une carte', value: { on: 'playerActs', by: 'you', acts: ['draw'] } },
  { en: 'When an opponent draws one or more cards', fr: "Lorsqu'un adversaire pioche au moins une carte", value: { on: 'playerActs', by: 'opponent', acts: ['draw'] } },
  {
    en: 'When an opponent draws one or more cards or does [Resupply]',
    fr: "Lorsqu'un adversaire pioche au moins une carte ou [Ravitaille]",
    value: { on: 'playerActs', by: 'opponent', acts: ['draw', 'resupply'] },
  },
];

export const playerActTriggers: { readonly en: Said; readonly fr: Said } = {
  en: ACTS.map((a) => [a.en, a.value] as const),
  fr: ACTS.map((a) => [a.fr, a.value] as const),
};
