/**
 * A condition on the terrain of the card's own region, in both languages side by side: "If I'm
 * in {M}, [Sabotage].", "Unless I'm in {O}, I gain [[Fleeting]]." ("Si je suis en {M},
 * [Sabotez].", "Je gagne [[Fugace]] sauf si je suis en {O}.": French says "unless" after the
 * step, as the cards print it, and reads it before the step too): the step's `ifMyTerrain`,
 * checked as it resolves (glossary 5.2.3.f).
 */
import { alt, map, NO, pair, slot } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { t, type Rule } from './primitives.js';
import { terrain } from './passives.js';

type Where = NonNullable<Step['ifMyTerrain']>;

/** "if I'm in {V}" and "unless I'm in {V}", as the language words each, the terrain being the value. */
function where(ifIn: Rule<{ where: Where['terrain'] }>, unlessIn: Rule<{ where: Where['terrain'] }>): Rule<Where> {
  return alt(
    map(ifIn, { to: ({ where: w }): Where => ({ terrain: w }), from: (c) => (c.unless ? NO : { where: c.terrain }) }),
    map(unlessIn, { to: ({ where: w }): Where => ({ terrain: w, unless: true }), from: (c) => (c.unless ? { where: c.terrain } : NO) }),
  );
}

function without(s: Step): Step {
  const { ifMyTerrain: _where, ...rest } = s;
  return rest as Step;
}

/** The condition before the step. */
function before(condition: Rule<Where>, step: Rule<Step>): Rule<Step> {
  return map(pair(condition, step), {
    to: ([c, s]) => (s.ifMyTerrain === undefined ? ({ ...s, ifMyTerrain: c } as Step) : NO),
    from: (s) => (s.ifMyTerrain === undefined ? NO : ([s.ifMyTerrain, without(s)] as const)),
  });
}

/** "Unless" after the step (French). */
function after(step: Rule<Step>, condition: Rule<Where>): Rule<Step> {
  return map(pair(step, condition), {
    to: ([s, c]) => (s.ifMyTerrain === undefined && c.unless ? ({ ...s, ifMyTerrain: c } as Step) : NO),
    from: (s) => (s.ifMyTerrain?.unless ? ([without(s), s.ifMyTerrain] as const) : NO),
  });
}

const at = (rule: Rule<Where['terrain']>) => slot('where', rule);

export const myTerrain = {
  en: (step: Rule<Step>) => alt(step, before(where(t`if I'm in ${at(terrain)} ,`, t`unless I'm in ${at(terrain)} ,`), step)),
  fr: (step: Rule<Step>) => {
    const unlessAfter = where(t`si je suis en ${at(terrain)}`, t`sauf si je suis en ${at(terrain)}`);
    return alt(step, after(step, unlessAfter), before(where(t`si je suis en ${at(terrain)} ,`, t`sauf si je suis en ${at(terrain)} ,`), step));
  },
};
