/**
 * An expedition's move at Dusk made further, a passive line in both languages side by side
 * (card data: a `passives` entry of kind `furtherAtDusk` with `regions`): "If my Expedition would
 * move forward during Dusk, it moves forward two more regions instead." ("Si mon Expédition
 * devait avancer pendant le Crépuscule, elle avance de deux régions supplémentaires à la place.";
 * one, "one more region", "d'une région supplémentaire"). It prints after the reactions.
 */
import { alt, map, NO, slot } from '../../../engine/syntax/syntax.js';
import type { Passive } from './ast.js';
import { constantValue, t, words, type Rule } from './primitives.js';

/** How many more regions: one in the singular, two or more in the plural. */
function more(one: Rule<number>, several: (n: Rule<number>) => Rule<{ n: number }>, number: Rule<number>): Rule<number> {
  return alt(one, map(several(number), { to: ({ n }) => (n >= 2 ? n : NO), from: (n: number) => (n >= 2 ? { n } : NO) }));
}

function furtherAtDusk(opening: Rule<undefined>, regions: Rule<number>, closing: Rule<undefined>): Rule<Passive> {
  return map(t`${opening} ${slot('regions', regions)} ${closing}`, {
    to: ({ regions: r }): Passive => ({ kind: 'furtherAtDusk', regions: r }),
    from: (p) => (p.kind === 'furtherAtDusk' ? { regions: p.regions } : NO),
  });
}

export const furtherAtDuskWords = {
  en: (number: Rule<number>): Rule<Passive> =>
    furtherAtDusk(
      words('If my Expedition would move forward during Dusk , it moves forward'),
      more(constantValue('one more region', 1), (n) => t`${slot('n', n)} more regions`, number),
      words('instead'),
    ),
  fr: (number: Rule<number>): Rule<Passive> =>
    furtherAtDusk(
      words('Si mon Expédition devait avancer pendant le Crépuscule , elle avance'),
      more(constantValue("d' une région supplémentaire", 1), (n) => t`de ${slot('n', n)} régions supplémentaires`, number),
      words('à la place'),
    ),
};
