/**
 * Lines stating a card's additional cost to play it (`additionalCost`, CR 356.2, 357;
 * mechanics/additional-costs.ts): "As an additional cost to play me," then killing a friendly unit;
 * "You may pay :rb_energy_3: as an additional cost to play me." (optional, CR 356.2.b); an object
 * taken, mandatory or optional: killing a friendly unit or gear, returning a friendly gear to its
 * owner's hand (mechanics/additional-costs.ts).
 */
import { map, NO, slot } from '../../../engine/syntax/syntax.js';
import type { CardDefinition } from '../card-schema.js';
import type { CardFields } from './ability-ast.js';
import { phrase } from './condition-phrases.js';
import { resources, t, words, type Rule } from './primitives.js';

type AdditionalCost = NonNullable<CardDefinition['additionalCost']>;

/** An optional cost of Energy and Power: "You may pay :rb_energy_2::rb_rune_calm: as an additional cost to play me." */
const optionalResources: Rule<CardFields> = map(t`you may pay ${slot('r', resources)} as an additional cost to play me`, {
  to: ({ r }) => {
    const cost: AdditionalCost = { ...(r.energy > 0 ? { energy: r.energy } : {}), ...(r.power.length > 0 ? { power: [...r.power] } : {}), optional: true };
    return { additionalCost: cost };
  },
  from: ({ additionalCost: c }) => {
    if (c === undefined || c.optional !== true || !Object.keys(c).every((k) => k === 'energy' || k === 'power' || k === 'optional')) return NO;
    return c.energy === undefined && c.power === undefined ? NO : { r: { energy: c.energy ?? 0, power: c.power ?? [] } };
  },
});

/** What a cost that takes an object does to it, as printed, and the field saying so. */
const TAKEN: readonly { readonly words: Rule<undefined>; readonly field: 'killUnit' | 'killGear' | 'returnGear' }[] = [
  { words: words('kill a friendly unit'), field: 'killUnit' },
  { words: words('kill a friendly gear'), field: 'killGear' },
  { words: words("return a friendly gear to its owner's hand"), field: 'returnGear' },
];

/** "As an additional cost to play me, <taking it>" (mandatory) and "You may <take it> as an additional cost to play me" (optional), for each way of taking an object. */
const takenObjects: readonly Rule<CardFields>[] = TAKEN.flatMap(({ words: what, field }) => [
  // The mandatory cost killing a unit is the first rule of ADDITIONAL_COSTS.
  ...(field === 'killUnit' ? [] : [phrase(t`as an additional cost to play me , ${what}`, () => ({ additionalCost: { [field]: true as const } }))]),
  phrase(t`you may ${what} as an additional cost to play me`, () => ({ additionalCost: { [field]: true as const, optional: true as const } })),
]);

export const ADDITIONAL_COSTS: readonly Rule<CardFields>[] = [phrase(t`as an additional cost to play me , kill a friendly unit`, () => ({ additionalCost: { killUnit: true as const } })), optionalResources, ...takenObjects];
