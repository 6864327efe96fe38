/**
 * The spells a player plays made Fleeting, a passive line in both languages side by side (card
 * data: a `passives` entry of kind `fleetingSpells`; mechanics/fleeting-spells.ts of the engine): "Spells
 * you play with Hand Cost {2} or less have [[Fleeting]]", "Les Sorts que vous jouez de Coût de
 * Main {2} ou moins ont [[Fugace]]" (also read `avec un Coût de Main`).
 */
import { map, NO, slot } from '../../../engine/syntax/syntax.js';
import type { Passive } from './ast.js';
import { either, mana, t, words, type Rule } from './primitives.js';

function fleetingSpells(sentence: Rule<{ atMost: number }>): Rule<Passive> {
  return map(sentence, {
    to: ({ atMost }): Passive => ({ kind: 'fleetingSpells', handCostAtMost: atMost }),
    from: (p) => (p.kind === 'fleetingSpells' ? { atMost: p.handCostAtMost } : NO),
  });
}

export const fleetingSpellsWords: Readonly<Record<'en' | 'fr', Rule<Passive>>> = {
  en: fleetingSpells(t`${words('Spells you play with Hand Cost')} ${slot('atMost', mana)} ${words('or less have [[Fleeting]]')}`),
  fr: fleetingSpells(t`${words('Les Sorts que vous jouez')} ${either('de Coût de Main', 'avec un Coût de Main')} ${slot('atMost', mana)} ${words('ou moins ont [[Fugace]]')}`),
};
