/**
 * What card conditions, counts and amounts may name: the selectors of the rules files and the
 * questions about units that need the board (Might, Mighty, buffs...). The card database
 * compiles and checks them as it loads, and it stands below the reads that answer them: the
 * reads hand their vocabulary in as they load (reads/card-conditions.ts), so the database
 * imports none of them and no import circle joins the two.
 */
import { EngineError } from '../../../engine/errors.js';
import type { SelectorTable } from '../../../engine/expr/types.js';
import type { RiftboundState } from '../state/state.js';

export interface ConditionVocabulary {
  /** Every selector a card condition, count or amount may name. */
  readonly selectors: SelectorTable<RiftboundState>;
  /**
   * Whether the condition on `node` may ask for a unit's Might: its answer then depends on the
   * unit whose Might is being worked out (CR 471.3).
   */
  readonly readsMight: (node: { readonly condition?: unknown }) => boolean;
}

let handed: ConditionVocabulary | undefined;

/** Called once, by the reads that answer card conditions, as they load. */
export function handConditionVocabulary(vocabulary: ConditionVocabulary): void {
  handed = vocabulary;
}

/** The vocabulary of card conditions; an engine fault if the reads were never loaded. */
export function conditionVocabulary(): ConditionVocabulary {
  if (handed === undefined) throw new EngineError('card conditions were compiled before the reads that answer them were loaded (reads/card-conditions.ts)');
  return handed;
}
