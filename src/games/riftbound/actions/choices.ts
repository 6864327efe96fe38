/**
 * The choices made when a spell is played or an ability activated: a mode, targets, and
 * optional steps declined. Shared by playSpell and activate.
 */
import type { RuleViolation } from '../../../engine/errors.js';
import type { Action } from '../../../engine/game/module.js';
import type { CardDefinition, Effect, TargetSpec } from '../schema/card-schema.js';
import { targetChoices, targetsRefusal } from '../mechanics/targeting.js';
import type { RiftHost } from '../reads/queries.js';
import { refuse } from '../i18n/messages.js';
import { wholeEffects, wholeTargets } from '../cards/whole-views.js';

export interface Choices {
  readonly mode: number | undefined;
  readonly targets: Record<string, string>;
  readonly declined: readonly number[];
}

/** What a spell does in one of its modes, or without one. */
export interface SpellDefinition {
  readonly effects: readonly Effect[];
  readonly targets: readonly TargetSpec[];
}

/** Each card's definitions by mode (the first for a card without modes): listing asks them of every spell in a hand at every action. */
const DEFINITIONS = new WeakMap<CardDefinition, SpellDefinition[]>();

/** The effects and targets of a spell in a mode (modal spells), or of an ability, as whole views (cards/whole-views.ts); undefined for a mode it does not have. */
export function spellDefinition(def: CardDefinition, mode: number | undefined): SpellDefinition | undefined {
  const chosen = def.modes ? (mode === undefined ? undefined : def.modes[mode]) : mode === undefined ? def : undefined;
  if (chosen === undefined) return undefined;
  let made = DEFINITIONS.get(def);
  if (made === undefined) DEFINITIONS.set(def, (made = []));
  const at = mode ?? 0;
  return (made[at] ??= { effects: wholeEffects(chosen.effects ?? []), targets: wholeTargets(chosen.targets ?? []) });
}

/**
 * Whether the player may decline step `i` as the card is played or the ability placed: it is
 * optional ("you may"), or the first of a choice ("draw 1 or buff me": declining it chooses the
 * next, CR 355.17), or the second of a choice whose first is optional (both declined).
 */
export function isDeclinable(effects: readonly Effect[], i: number): boolean {
  const e = effects[i];
  return e !== undefined && (e.optional === true || effects[i + 1]?.or === true || (e.or === true && effects[i - 1]?.optional === true));
}

/**
 * Why the action's `decline` is not a list of optional steps of `effects`, or undefined;
 * `costed`: steps with a cost within instructions may be declined too (a triggered ability
 * as it is placed, CR 404.2).
 */
export function declineRefusal(action: Action, effects: readonly Effect[], costed = false): RuleViolation | undefined {
  const declined = action['decline'];
  if (declined === undefined) return undefined;
  const declinable = (i: unknown) => typeof i === 'number' && (isDeclinable(effects, i) || (costed && effects[i]?.pay !== undefined));
  if (!Array.isArray(declined) || !declined.every(declinable) || new Set(declined).size !== declined.length) {
    return refuse(costed ? 'NOT_OPTIONAL.costed' : 'NOT_OPTIONAL', 'docs/cards.md');
  }
  return undefined;
}

/**
 * Why the action's `targets` and `decline` do not fit `effects` and `specs`, or undefined;
 * `here` is the battlefield the spell or ability refers to, `source` the object whose ability it is.
 */
export function choicesRefusal(host: RiftHost, action: Action, effects: readonly Effect[], specs: readonly TargetSpec[], here: string | null = null, source?: string): RuleViolation | undefined {
  return declineRefusal(action, effects) ?? targetsRefusal(host, action.seat, specs, action['targets'], here, source);
}

/**
 * The choices an action made, after its check passed (its fields as the published action types
 * state them): one object of the same fields for every action, `mode` undefined when it chose none.
 */
export function choicesOf(mode: number | undefined, targets: { readonly [name: string]: string } | undefined, decline: readonly number[] | undefined): Choices {
  return { mode, targets: { ...targets }, declined: decline === undefined ? [] : [...decline] };
}

/** The target combinations legalActions lists (every optional step accepted). */
export function enumerateTargets(host: RiftHost, seat: string, specs: readonly TargetSpec[], here: string | null = null, source?: string): (Record<string, string> | undefined)[] {
  return specs.length === 0 ? [undefined] : targetChoices(host, seat, specs, 64, here, source);
}
