/**
 * Steps delayed until after Rest ("Create a [...] token in target Expedition after Rest",
 * "[Sabotage] after Rest"): as its ability resolves, such a step waits, with the ability's
 * target and card, until the Rest of this Day is over; then it becomes an Emblem-Reaction in
 * Limbo of the ability's player (glossary 6.3.b), played like any reaction, with its choices,
 * before Clean-up. The official rulings place "after Rest" so: after the characters went to
 * Reserve, before the players choose what to keep (docs/altered.md, decision).
 */
import { seat } from '../reads/queries.js';
import { objectById, type AlteredHost, type DelayedStep, type Emblem, type Resolving } from '../state/state.js';

type Step = DelayedStep['effects'][number];

/**
 * The step waits for the end of Rest, without its `afterRest` mark: what it acts on is the
 * ability's target, as chosen now. Its emblem names the card that carries the ability; a
 * spell's (which carries none as it resolves) names its player's hero, and without a hero the
 * step is skipped (`reason: "noCard"`): an emblem names a card.
 */
export function delayUntilAfterRest(host: AlteredHost, resolving: Resolving, effect: Step): void {
  const { afterRest: _delayed, ...step } = effect;
  const card = objectById(host.state, resolving.me)?.card ?? seat(host.state, resolving.seat).hero;
  if (card === undefined || card === null) {
    host.emit({ type: 'effectSkipped', op: effect.op, reason: 'noCard' });
    return;
  }
  (host.state.afterRest ??= []).push({ seat: resolving.seat, source: resolving.me, card, effects: [step as Step], target: resolving.target });
  host.emit({ type: 'stepDelayed', seat: resolving.seat, op: effect.op, until: 'afterRest' });
}

/** Rest is over: each delayed step, in the order it was delayed, becomes an Emblem-Reaction in Limbo of its player. */
export function releaseAfterRest(host: AlteredHost): void {
  const { state } = host;
  const waiting = state.afterRest ?? [];
  // Unset, not deleted: the state keeps its shape (state/state.ts).
  state.afterRest = undefined;
  for (const { seat: controller, source, card, effects, target } of waiting) {
    const emblem: Emblem = { id: `E${state.nextEmblem++}`, controller, source, card, reaction: -1, delayed: { effects, target } };
    state.limbo.push(emblem);
    host.emit({ type: 'reactionTriggered', emblem: emblem.id, seat: controller, card, source, trigger: 'afterRest' });
  }
}
