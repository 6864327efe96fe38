/**
 * Lines that state facts of the card itself rather than an ability ("I cost :rb_energy_2:
 * less."): each rule reads its line into card fields and prints those fields. A new one is one
 * entry in FIELD_RULES, naming the card fields it states.
 */
import { alt, map, NO } from '../../../engine/syntax/syntax.js';
import type { CardDefinition } from '../schema/card-schema.js';
import type { CardFields } from './ability-ast.js';
import { ADDITIONAL_COSTS } from './additional-cost-lines.js';
import { COST_REDUCTIONS } from './cost-lines.js';
import { abilityUseLine } from './ability-use-lines.js';
import type { Rule } from './primitives.js';

export interface FieldRule {
  /** The card fields the line states; a card with any of them set prints this line. */
  readonly keys: readonly (keyof CardDefinition)[];
  readonly rule: Rule<CardFields>;
}

/** The rule of a line stating `keys`: it prints a card's fields when they are exactly these. */
export function fieldRule(keys: readonly (keyof CardDefinition)[], rule: Rule<CardFields>): FieldRule {
  return {
    keys,
    rule: map(rule, {
      to: (fields) => fields,
      from: (fields) => (Object.keys(fields).every((k) => keys.includes(k as keyof CardDefinition)) ? fields : NO),
    }),
  };
}

export const FIELD_RULES: readonly FieldRule[] = [fieldRule(['costReduction'], alt(...COST_REDUCTIONS)), fieldRule(['additionalCost'], alt(...ADDITIONAL_COSTS)), fieldRule(['abilityUse'], abilityUseLine)];

/** Fields whose line is printed after the card's abilities, which it speaks of. */
export const PRINTED_LAST: ReadonlySet<string> = new Set(['abilityUse']);

/** Any line stating card fields. */
export const fieldLine: Rule<CardFields> = alt(...FIELD_RULES.map((f) => f.rule));
