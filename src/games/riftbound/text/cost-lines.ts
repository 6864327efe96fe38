/**
 * Lines stating a card's discount of itself (`costReduction`, mechanics/cost-reduction.ts):
 * "I cost :rb_energy_2: less.", "I cost :rb_energy_2: less for each card in your trash, to a
 * minimum of :rb_energy_1:.", "If you control a Mech, this costs :rb_energy_2: less.", "I cost
 * :rb_energy_3: less to play from anywhere other than your hand.", "This spell's Energy cost
 * is reduced by the highest Might among units you control.", and Power with the Energy, "I cost
 * :rb_energy_2::rb_rune_calm: less for each point you scored from holding this turn." Under Legion, "[Legion] — I cost
 * :rb_energy_3: less." is the same line after the keyword (card-lines.ts).
 */
import { map, mark, NO, Refusal, slot } from '../../../engine/syntax/syntax.js';
import type { CardDefinition } from '../schema/card-schema.js';
import type { CardFields } from './ability-ast.js';
import { condition, countPhrase, phrase } from './condition-phrases.js';
import { either, energy, resources, selfSubject, t, type Rule } from './primitives.js';
import { text } from '../i18n/text-messages.js';

type Reduction = NonNullable<CardDefinition['costReduction']>;

const costs = selfSubject('I cost', 'this costs');
const controller = { event: 'controller' } as const;

/** The discount as card fields; a Legion discount is printed by the Legion line, not these. */
function fields(reduction: Reduction): CardFields {
  return { costReduction: reduction };
}

const plain: readonly Rule<CardFields>[] = [
  phrase(t`${costs} ${slot('energy', energy)} less`, ({ energy: e }) => fields({ energy: e })),
  phrase(t`${costs} ${slot('energy', energy)} less for each ${slot('forEach', countPhrase)}`, ({ energy: e, forEach }) => fields({ energy: e, forEach })),
  phrase(t`${costs} ${slot('energy', energy)} less for each ${slot('forEach', countPhrase)} , to a minimum of ${slot('minimum', energy)}`, ({ energy: e, forEach, minimum }) =>
    fields({ energy: e, forEach, minimum }),
  ),
  phrase(t`if ${slot('condition', condition)} , ${costs} ${slot('energy', energy)} less`, ({ energy: e, condition: c }) => fields({ energy: e, condition: c })),
  // Said with "I cost" whatever the card's type, a spell's too (also read with "this costs").
  phrase(t`${either('I cost', 'this costs')} ${slot('energy', energy)} less to play from anywhere other than your hand`, ({ energy: e }) => fields({ energy: e, outsideHand: true })),
  phrase(t`this spell's Energy cost is reduced by the highest Might among units you control`, () => fields({ energy: 1, forEach: { sel: 'highestMight', args: [controller] } })),
];

/** Energy and Power off, for each of a count: "I cost :rb_energy_2::rb_rune_calm: less for each ...". */
const withPower: Rule<CardFields> = map(t`${costs} ${slot('r', resources)} less for each ${slot('forEach', countPhrase)}`, {
  // Energy alone is the plain rule's; Power of any domain is no discount a card gives itself.
  to: ({ r, forEach }) =>
    r.power.length === 0 || r.energy === 0 ? NO : r.power.includes('any') ? new Refusal(text('refusal.discountAnyPower')) : fields({ energy: r.energy, power: r.power as NonNullable<Reduction['power']>, forEach }),
  from: (f) => {
    const c = f.costReduction;
    if (c?.power === undefined || c.forEach === undefined || Object.keys(c).length !== 3) return NO;
    return { r: { energy: c.energy, power: c.power }, forEach: c.forEach };
  },
});

/** The same discount with its condition after ("This costs 2 less if you control a Mech"): the wording `conditionAfter`. */
const conditionAfter: Rule<CardFields> = phrase(t`${mark('conditionAfter')} ${costs} ${slot('energy', energy)} less if ${slot('condition', condition)}`, ({ energy: e, condition: c, wording }) =>
  fields({ energy: e, condition: c, wording: wording as NonNullable<Reduction['wording']> }),
);

export const COST_REDUCTIONS: readonly Rule<CardFields>[] = [...plain, withPower, conditionAfter];
