/**
 * A step the controller of what it names may stop (mechanics/unless.ts, CR 355.17), said
 * after the step: "unless its controller pays :rb_energy_3:", "unless its controller has you
 * draw 2". "its" is the last thing chosen (lower.ts).
 */
import { alt, map, NO, slot } from '../../../engine/syntax/syntax.js';
import { digits, resources, t, type Resources, type Rule } from './primitives.js';

/** The step's `unless` in the text's form: the object named by a reference until lowered. */
export interface UnlessClause {
  readonly controllerOf: unknown;
  readonly pays?: Resources;
  readonly draws?: number;
}

const IT = { again: 'it' } as const;

function isIt(ref: unknown): boolean {
  return typeof ref === 'object' && ref !== null && (ref as { again?: unknown }).again === 'it' && Object.keys(ref).length === 1;
}

export const unlessClause: Rule<UnlessClause> = alt(
  map(t`unless its controller pays ${slot('r', resources)}`, {
    to: ({ r }): UnlessClause => ({ controllerOf: IT, pays: { energy: r.energy, power: [...r.power] } }),
    from: (u: UnlessClause) => (isIt(u.controllerOf) && u.pays !== undefined && u.draws === undefined && (u.pays.energy > 0 || u.pays.power.length > 0) ? { r: u.pays } : NO),
  }),
  map(t`unless its controller has you draw ${slot('n', digits)}`, {
    to: ({ n }): UnlessClause => ({ controllerOf: IT, draws: n }),
    from: (u: UnlessClause) => (isIt(u.controllerOf) && u.pays === undefined && u.draws !== undefined ? { n: u.draws } : NO),
  }),
);
