/**
 * Modal abilities ("When ..., choose one —", "Spend my buff: Choose one —"): the mode is chosen
 * as the ability is placed on the chain or activated, with its targets (CR 355.3, 402.1), and
 * the item does what that mode does (effects.ts, definitionOf). "Choose one that hasn't been
 * chosen this turn" (`freshModes`) keeps a record of the modes chosen, per object and ability,
 * in the per-turn counts the state unsets as a turn begins (`triggerCounts`); a mode chosen
 * there may not be chosen again for that object this turn.
 */
import type { RuleViolation } from '../../../engine/errors.js';
import type { Ability, Effect, TargetSpec } from '../schema/card-schema.js';
import { cardAbilities } from '../reads/keyword-handlers.js';
import { card, type RiftHost } from '../reads/queries.js';
import type { ObjectId, PendingTrigger } from '../state/state.js';
import { refuse } from '../i18n/messages.js';

export type Modal = Extract<Ability, { kind: 'triggered' | 'activated' }>;

/** Which ability of which object: the record of its modes is kept for that object (CR 355.3). */
export interface ModalSource {
  readonly source: ObjectId;
  readonly card: string;
  readonly index: number;
}

/** The key of one mode of one ability of one object among the per-turn counts. */
function modeKey({ source, card, index }: ModalSource, mode: number): string {
  return `${source}/${card}#${index}/mode${mode}`;
}

/** The modes that may be chosen now for the ability of `at`: all, or those not chosen for it this turn. */
export function choosableModes(host: RiftHost, at: ModalSource, ability: Modal): number[] {
  const modes = ability.modes ?? [];
  const counts = host.state.triggerCounts;
  return modes.flatMap((_, m) => (ability.freshModes === true && (counts?.[modeKey(at, m)] ?? 0) > 0 ? [] : [m]));
}

/** Notes the mode chosen for the ability of `at` (only a `freshModes` ability keeps a record). */
export function noteMode(host: RiftHost, at: ModalSource, ability: Modal, mode: number | undefined): void {
  if (ability.freshModes !== true || mode === undefined) return;
  const counts = (host.state.triggerCounts ??= {});
  const key = modeKey(at, mode);
  counts[key] = (counts[key] ?? 0) + 1;
}

/** Why the action's `mode` does not fit the ability: absent for a modal one, given for another, or not choosable now. */
export function modeRefusal(host: RiftHost, at: ModalSource, ability: Modal | undefined, mode: unknown): RuleViolation | undefined {
  if (ability?.modes === undefined) return mode === undefined ? undefined : refuse('NOT_MODAL.theAbilityHas', 'CR 355.3');
  if (typeof mode !== 'number' || !Number.isInteger(mode) || mode < 0 || mode >= ability.modes.length) {
    return refuse('NO_SUCH_MODE', 'CR 355.3', { modesCount: ability.modes.length });
  }
  if (!choosableModes(host, at, ability).includes(mode)) return refuse('MODE_CHOSEN_THIS_TURN', 'CR 355.3', { mode, source: at.source });
  return undefined;
}

/** The card's own modal ability a pending trigger is, or undefined (a keyword's, a gear's Effect Text, or one without modes). */
export function modalTrigger(host: RiftHost, pending: PendingTrigger): Modal | undefined {
  if (pending.keyword || pending.text || pending.ability === undefined) return undefined;
  const ability = cardAbilities(card(host.rules, pending.card))[pending.ability];
  return ability?.kind === 'triggered' && ability.modes !== undefined ? ability : undefined;
}

/** Where a pending trigger's record of modes is kept. */
export function pendingSource(pending: PendingTrigger): ModalSource {
  return { source: pending.source, card: pending.card, index: pending.ability ?? -1 };
}

/** A modal ability before its mode is chosen: nothing. */
const NO_MODE_CHOSEN: { effects: readonly Effect[]; targets: readonly TargetSpec[] } = { effects: [], targets: [] };

/** What an ability does in `mode`: that mode's steps and targets for a modal one (nothing before one is chosen), its own for another. */
export function modeDefinition(ability: Modal, mode: number | undefined): { effects: readonly Effect[]; targets: readonly TargetSpec[] } {
  if (ability.modes === undefined) return { effects: ability.effects, targets: ability.targets ?? [] };
  const chosen = mode === undefined ? undefined : ability.modes[mode];
  return chosen ? { effects: chosen.effects, targets: chosen.targets ?? [] } : NO_MODE_CHOSEN;
}
