/**
 * Dependent keywords (CR 726-727): a keyword that stands for a condition, and the ability
 * (or effect step) written after it, which is inactive until the condition holds (CR
 * 727.1.b) and active exactly as written while it does (CR 727.1.b.2). An inactive ability
 * does not trigger, apply or activate (CR 721.2); it is still on the card for reference
 * (CR 727.1.b.1).
 *
 * Each dependent keyword is one entry of DEPENDENT: its condition, read for the player who
 * controls the ability now and the card whose text it is, and whether it needs a value.
 */
import type { RuleViolation } from '../../../engine/errors.js';
import type { DependentKeyword } from '../schema/card-schema.js';
import type { ObjectId, RiftboundState, SeatId } from '../state/state.js';
import { refuse } from '../i18n/messages.js';

export interface Dependent {
  readonly keyword: DependentKeyword;
  readonly value?: number;
}

interface DependentRule {
  /** The rule that defines it, for messages. */
  readonly rule: string;
  readonly name: string;
  /** Whether the keyword is written with a value (Level N, CR 824.1.a). */
  readonly needsValue: boolean;
  /** What of the controller's seat the condition reads (reads/unit-cache.ts keeps the unit reads over writes of what no passive reads). */
  readonly reads: 'xp' | 'cardsPlayedThisTurn';
  /** Whether the condition holds for the ability's controller now; `source` is the card whose text it is. */
  readonly holds: (state: RiftboundState, controller: SeatId, value: number, source: ObjectId) => boolean;
}

export const DEPENDENT: { readonly [K in DependentKeyword]: DependentRule } = {
  // CR 824.1.c-d: active while the card's controller has N XP or more; a new controller's XP
  // counts as soon as control changes (CR 824.1.c.1), since it is read for the controller now.
  level: {
    rule: 'CR 824.1',
    name: 'Level',
    needsValue: true,
    reads: 'xp',
    holds: (state, controller, value) => (state.seats.find((s) => s.id === controller)?.xp ?? 0) >= value,
  },
  // CR 812.1.c: active once its controller has played another card this turn; a card counts
  // once finalized, even if it is countered later (a decision).
  legion: {
    rule: 'CR 812.1',
    name: 'Legion',
    needsValue: false,
    reads: 'cardsPlayedThisTurn',
    holds: (state, controller, _value, source) => (state.seats.find((s) => s.id === controller)?.cardsPlayedThisTurn ?? []).some((id) => id !== source),
  },
};

/** Whether an ability or effect step is active for `controller`: no dependent keyword, or its condition holds. */
export function isActive(state: RiftboundState, node: { readonly dependent?: Dependent }, controller: SeatId | null, source: ObjectId): boolean {
  const dependent = node.dependent;
  if (!dependent) return true;
  if (controller === null) return false;
  return DEPENDENT[dependent.keyword].holds(state, controller, dependent.value ?? 0, source);
}


/** Why an inactive ability cannot be activated (CR 721.2, 727.1.c.3), if it is inactive. */
export function inactiveRefusal(state: RiftboundState, node: { readonly dependent?: Dependent }, controller: SeatId, source: ObjectId): RuleViolation | undefined {
  if (isActive(state, node, controller, source) || !node.dependent) return undefined;
  const { name, rule } = DEPENDENT[node.dependent.keyword];
  const value = node.dependent.value === undefined ? '' : ` ${node.dependent.value}`;
  return refuse('ABILITY_INACTIVE.thisAbilityDepends', `${rule}, CR 727.1.c.3`, { name, value });
}
