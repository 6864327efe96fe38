/**
 * Lines stating a card's additional cost to play it (`additionalCost`, CR 356.2, 357;
 * mechanics/additional-costs.ts): "As an additional cost to play me," then killing a friendly unit;
 * "You may pay :rb_energy_3: as an additional cost to play me." (optional, CR 356.2.b); an object
 * taken, mandatory or optional: killing a friendly unit or gear, returning a friendly gear to its
 * owner's hand, spending a buff, exhausting a friendly unit (mechanics/additional-costs.ts); on a
 * spell, "As an additional cost to play this, you may <take it>" (its first step may say "If you
 * do"), and "As you play this,
 * you may <take it> as an additional cost", then "If you do," its own cost ignored (`waivesCost`,
 * CR 356.1.b.1); a unit's optional cost of any number of objects, "you may kill any number of
 * friendly units", with its discount "for each killed this way" (`anyNumber`, `eachReduces`).
 */
import { map, NO, slot, withContext } from '../../../engine/syntax/syntax.js';
import type { TextContext } from './context.js';
import type { CardDefinition } from '../schema/card-schema.js';
import type { AbilityAst, CardFields, Line } from './ability-ast.js';
import { steps } from './effects.js';
import type { Step } from './step.js';
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
const TAKEN: readonly { readonly words: Rule<undefined>; readonly field: 'killUnit' | 'killGear' | 'returnGear' | 'spendBuff' | 'discard' | 'exhaustLegend' | 'exhaustUnit' }[] = [
  { words: words('kill a friendly unit'), field: 'killUnit' },
  { words: words('kill a friendly gear'), field: 'killGear' },
  { words: words("return a friendly gear to its owner's hand"), field: 'returnGear' },
  { words: words('spend a buff'), field: 'spendBuff' },
  { words: words('discard 1'), field: 'discard' },
  { words: words('exhaust your legend'), field: 'exhaustLegend' },
  { words: words('exhaust a friendly unit'), field: 'exhaustUnit' },
];

/** The discount of an optional cost taking one object, when paid: "As you play me, you may <take it> as an additional cost. If you do, reduce my cost by :rb_energy_1:." */
const takenForLess: readonly Rule<CardFields>[] = TAKEN.map(({ words: what, field }) =>
  map(t`as you play me , you may ${what} as an additional cost . if you do , reduce my cost by ${slot('r', resources)}`, {
    to: ({ r }): CardFields => ({ additionalCost: { [field]: true as const, optional: true as const, eachReduces: { ...(r.energy > 0 ? { energy: r.energy } : {}), ...(r.power.length > 0 ? { power: [...r.power] } : {}) } } }) as CardFields,
    from: ({ additionalCost: c }) => {
      if (c === undefined || c[field] !== true || c.optional !== true || c.eachReduces === undefined || Object.keys(c).length !== 3) return NO;
      return { r: { energy: c.eachReduces.energy ?? 0, power: c.eachReduces.power ?? [] } };
    },
  }),
);

/** "As an additional cost to play me, <taking it>" (mandatory) and "You may <take it> as an additional cost to play me" (optional), for each way of taking an object. */
const takenObjects: readonly Rule<CardFields>[] = TAKEN.flatMap(({ words: what, field }) => [
  // The mandatory cost killing a unit is the first rule of ADDITIONAL_COSTS.
  ...(field === 'killUnit' ? [] : [phrase(t`as an additional cost to play me , ${what}`, () => ({ additionalCost: { [field]: true as const } }))]),
  // Optional: on a spell "As an additional cost to play this, you may ..." (its steps may then ask "If you do"), otherwise "You may ... as an additional cost to play me".
  withContext<CardFields, TextContext>((c) =>
    c.type === 'spell'
      ? phrase(t`as an additional cost to play this , you may ${what}`, () => ({ additionalCost: { [field]: true as const, optional: true as const } }))
      : phrase(t`you may ${what} as an additional cost to play me`, () => ({ additionalCost: { [field]: true as const, optional: true as const } })),
  ),
  // A spell's optional cost that, paid, waives the spell's own cost (CR 356.1.b.1).
  phrase(t`as you play this , you may ${what} as an additional cost . if you do , ignore this spell's cost`, () => ({ additionalCost: { [field]: true as const, optional: true as const, waivesCost: true as const } })),
]);

/**
 * "As you play me, you may pay :rb_energy_1: as an additional cost. If you do, draw 2." (CR
 * 356.2.b.1, 356.4.f.1): the optional cost, and the steps after "If you do" as the card's
 * `played` ability asking whether it was paid, in the wording `asYouPlay` (printed on this line).
 */
export const asYouPlayLine: Rule<Line> = map(t`as you play me , you may pay ${slot('r', resources)} as an additional cost . if you do , ${slot('effects', steps)}`, {
  to: ({ r, effects }): Line => ({
    kind: 'asYouPlay',
    fields: { additionalCost: { ...(r.energy > 0 ? { energy: r.energy } : {}), ...(r.power.length > 0 ? { power: [...r.power] } : {}), optional: true } },
    ability: { kind: 'triggered', trigger: 'played', condition: { event: 'paidAdditionalCost' }, effects, wording: ['asYouPlay'] } as AbilityAst,
  }),
  from: (l: Line) => {
    if (l.kind !== 'asYouPlay') return NO;
    const c = l.fields.additionalCost;
    const a = l.ability as { kind: string; trigger?: unknown; condition?: unknown; effects?: readonly Step[]; wording?: readonly string[] };
    if (c === undefined || Object.keys(l.fields).length !== 1 || c.optional !== true || !Object.keys(c).every((k) => k === 'energy' || k === 'power' || k === 'optional')) return NO;
    if (c.energy === undefined && c.power === undefined) return NO;
    const keys = Object.entries(a).filter(([, v]) => v !== undefined).map(([k]) => k);
    if (a.kind !== 'triggered' || a.trigger !== 'played' || JSON.stringify(a.condition) !== '{"event":"paidAdditionalCost"}' || !keys.every((k) => ['kind', 'trigger', 'condition', 'effects', 'wording'].includes(k))) return NO;
    if (a.effects === undefined || a.wording?.length !== 1 || a.wording[0] !== 'asYouPlay') return NO;
    return { r: { energy: c.energy ?? 0, power: c.power ?? [] }, effects: a.effects };
  },
});

/** What a cost of any number of objects takes, as printed, the field saying so, and how "for each" names those taken. */
const ANY_NUMBER: readonly { readonly words: Rule<undefined>; readonly each: Rule<undefined>; readonly field: 'killUnit' | 'killGear' | 'spendBuff' }[] = [
  { words: words('kill any number of friendly units'), each: words('killed this way'), field: 'killUnit' },
  { words: words('kill any number of friendly gear'), each: words('killed this way'), field: 'killGear' },
  { words: words('spend any number of buffs'), each: words('buff you spend'), field: 'spendBuff' },
];

/** "As you play me, you may <take any number> as an additional cost. Reduce my cost by <resources> for each <one taken>." */
const anyNumberTaken: readonly Rule<CardFields>[] = ANY_NUMBER.map(({ words: what, each, field }) =>
  map(t`as you play me , you may ${what} as an additional cost . reduce my cost by ${slot('r', resources)} for each ${each}`, {
    to: ({ r }): CardFields => ({
      additionalCost: { [field]: true as const, optional: true as const, anyNumber: true as const, eachReduces: { ...(r.energy > 0 ? { energy: r.energy } : {}), ...(r.power.length > 0 ? { power: [...r.power] } : {}) } },
    }) as CardFields,
    from: ({ additionalCost: c }) => {
      if (c === undefined || c[field] !== true || c.optional !== true || c.anyNumber !== true || c.eachReduces === undefined || Object.keys(c).length !== 4) return NO;
      return { r: { energy: c.eachReduces.energy ?? 0, power: c.eachReduces.power ?? [] } };
    },
  }),
);

export const ADDITIONAL_COSTS: readonly Rule<CardFields>[] = [...anyNumberTaken, ...takenForLess, phrase(t`as an additional cost to play me , kill a friendly unit`, () => ({ additionalCost: { killUnit: true as const } })), optionalResources, ...takenObjects];
