/**
 * A unit following another, said in the passive with its "may": "I may be moved with it." The
 * unit itself, optionally, to the location of the unit its trigger's event was about as the
 * ability resolves (`to: "withThatUnit"`, mechanics/moving-with.ts; CR 144).
 */
import { map, NO } from '../../../../engine/syntax/syntax.js';
import { words, type Rule } from '../primitives.js';
import type { Step } from '../step.js';

const MOVED_WITH_IT = { op: 'move', to: 'withThatUnit', target: 'self', optional: true } as const;

export const movedWithIt: Rule<Step> = map(words('I may be moved with it'), {
  to: (): Step => ({ ...MOVED_WITH_IT }) as unknown as Step,
  from: (e: Step) => {
    const keys = Object.keys(e).filter((k) => (e as Record<string, unknown>)[k] !== undefined);
    return keys.length === 4 && keys.every((k) => (e as Record<string, unknown>)[k] === (MOVED_WITH_IT as Record<string, unknown>)[k]) ? undefined : NO;
  },
});
