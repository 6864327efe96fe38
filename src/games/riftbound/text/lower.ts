/**
 * Between the text's way of naming what effects act on and card data's: the text chooses a
 * target where an effect first names it ("Deal 3 to a unit") and says "it" after; card data
 * declares the target once among `targets`, by name, and every effect names it. `lower`
 * goes from the text's form to the data's, `raise` back.
 */
import { Refusal } from '../../../engine/syntax/syntax.js';
import type { TargetSpec } from '../card-schema.js';
import { isAgain, isChoice, type Ref, type Spec } from './targets.js';

/** The fields of a step that name what it acts on, or where (a token's location). */
const REF_FIELDS = ['target', 'at'] as const;

/**
 * Whether a choice is one "it" may name after it: a place a token is played is chosen, but
 * "it" after "play a token" is never that place.
 */
function antecedent(select: string): boolean {
  return select !== 'location';
}

type Step = { readonly [key: string]: unknown };

/** Steps whose objects are choices and references become steps naming declared targets. */
export function lower<S extends Step>(steps: readonly S[], declared: readonly TargetSpec[] = []): { targets: TargetSpec[]; effects: S[] } | Refusal {
  const targets: TargetSpec[] = [...declared];
  let last: string | undefined = declared.at(-1)?.name;
  const lastOf = new Map<string, string>(declared.map((d) => [d.select, d.name]));
  const effects: S[] = [];
  for (const step of steps) {
    const lowered: Record<string, unknown> = { ...step };
    for (const field of REF_FIELDS) {
      const ref = step[field] as Ref | undefined;
      if (ref === undefined || typeof ref === 'string') continue;
      if (isChoice(ref)) {
        const name = freshName(ref.choose.select, targets);
        targets.push({ name, ...ref.choose });
        if (antecedent(ref.choose.select)) last = name;
        lastOf.set(ref.choose.select, name);
        lowered[field] = name;
      } else if (isAgain(ref)) {
        const name = ref.again === 'it' ? last : lastOf.get(ref.again);
        if (name === undefined) return new Refusal(`"${ref.again === 'it' ? 'it' : `that ${ref.again}`}" names nothing chosen before it`);
        lowered[field] = name;
      }
    }
    effects.push(lowered as S);
  }
  return { targets, effects };
}

function freshName(select: string, taken: readonly TargetSpec[]): string {
  for (let n = 1; ; n++) {
    const name = n === 1 ? select : `${select}${n}`;
    if (!taken.some((t) => t.name === name)) return name;
  }
}

/**
 * Steps naming declared targets become steps with each target chosen where first named and
 * "it" (the last chosen) or "that unit" after; undefined when a declared target is never named.
 */
export function raise<S extends Step>(steps: readonly S[], targets: readonly TargetSpec[]): S[] | undefined {
  const byName = new Map(targets.map((t) => [t.name, t]));
  const introduced: string[] = [];
  let last: string | undefined;
  const lastOf = new Map<string, string>();
  const raised: S[] = [];
  for (const step of steps) {
    const copy: Record<string, unknown> = { ...step };
    for (const field of REF_FIELDS) {
      const name = step[field];
      if (typeof name !== 'string') continue;
      const spec = byName.get(name);
      if (!spec) continue;
      if (!introduced.includes(name)) {
        // Declarations are chosen in their order: a text names them in that order.
        if (targets[introduced.length]?.name !== name) return undefined;
        introduced.push(name);
        if (antecedent(spec.select)) last = name;
        lastOf.set(spec.select, name);
        const { name: _name, ...choose } = spec;
        copy[field] = { choose: choose as Spec };
      } else if (last === name) copy[field] = { again: 'it' };
      else if (lastOf.get(spec.select) === name) copy[field] = { again: spec.select };
      else return undefined;
    }
    raised.push(copy as S);
  }
  return introduced.length === targets.length ? raised : undefined;
}
