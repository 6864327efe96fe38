/** Abilities and card lines in the text's form: effects as steps whose objects are not yet named targets. */
import type { Ability, CardDefinition, DependentKeyword } from '../schema/card-schema.js';
import type { KeywordName } from '../schema/keyword-names.js';
import type { Resources } from './primitives.js';
import type { Step } from './step.js';

/** An ability as the text says it: its effects as steps, its targets chosen within them. */
export type AbilityAst = Ability extends infer A ? (A extends { effects: unknown } ? Omit<A, 'effects' | 'targets'> & { readonly effects: readonly Step[] } : A) : never;

/**
 * A keyword as a keyword line prints it: Deathknell's effects and Repeat's cost beside it; a
 * dependent keyword's ability after it (CR 727: Legion, Level N).
 */
export type KeywordLineEntry =
  | { readonly keyword: KeywordName; readonly value?: number }
  | { readonly keyword: 'deathknell'; readonly effects: readonly Step[] }
  | { readonly keyword: 'repeat'; readonly cost: Resources }
  | { readonly keyword: DependentKeyword; readonly value?: number; readonly ability: AbilityAst }
  | { readonly keyword: 'legion'; readonly fields: CardFields }
  /** A spell's instructions under Legion: "[Legion] — Draw 2." (each step `dependent` on it, CR 812). */
  | { readonly keyword: 'legion'; readonly steps: readonly Step[] };

/** The cards a cost takes: trash cards recycled, a friendly object killed (an activated ability's or an Equip's). */
export interface EquipCards {
  readonly recycleTrash?: { readonly amount: number; readonly type?: 'unit' };
  readonly killFriendly?: readonly ('unit' | 'gear')[];
}

/** Card fields one printed line states ("I cost 2 less."). */
export type CardFields = { readonly [K in keyof CardDefinition]?: CardDefinition[K] };

/** One printed line of a card. */
export type Line =
  | { readonly kind: 'keywords'; readonly keywords: readonly KeywordLineEntry[] }
  | { readonly kind: 'ability'; readonly ability: AbilityAst }
  | { readonly kind: 'effects'; readonly effects: readonly Step[] }
  | { readonly kind: 'fields'; readonly fields: CardFields }
  /** "As you play me, you may pay X as an additional cost. If you do, ...": the card's optional cost and its `played` ability asking whether it was paid (additional-cost-lines.ts). */
  | { readonly kind: 'asYouPlay'; readonly fields: CardFields; readonly ability: AbilityAst }
  /** A spell's optional additional cost and its instructions asking whether it was paid, on one line: "As an additional cost to play this, you may ... . If you do, ... Otherwise, ..." (CR 356.4.f.1). */
  | { readonly kind: 'costThenSteps'; readonly fields: CardFields; readonly effects: readonly Step[] }
  | { readonly kind: 'unique' }
  /** Equip: its resources, and the cards it takes after a dash ("[Equip] — :rb_energy_1::rb_rune_order:, Kill a friendly unit"). */
  | { readonly kind: 'equip'; readonly cost: Resources; readonly cards?: EquipCards }
  /** "Choose one —" and its list of modes, each instructions of their own (modes.ts): a spell's, or with `ability` the modal ability they are the modes of (its trigger or cost, no steps). */
  | { readonly kind: 'modes'; readonly modes: readonly (readonly Step[])[]; readonly ability?: AbilityAst };
