/**
 * Questions that wait for one player's answer block everyone else: a choice among replacement
 * effects of deaths (CR 372-373), a cost within
 * instructions of an item resolving (CR 742.1.a), a burn-out choice
 * (CR 431), triggered abilities waiting for their controller's choices (CR 402.1), then an
 * invitation (CR 484.8).
 */
import type { Action, ActionKind } from '../../../engine/game/module.js';
import type { RiftHost } from '../reads/queries.js';
import type { RiftboundRules, RiftboundState } from '../state/state.js';
import { burnOutBlocks, burnOutRefusal } from './choose-opponent.js';
import { replacementBlocks, replacementRefusal } from './choose-replacement.js';
import { triggerChoiceBlocks, triggerChoiceRefusal } from './choose-trigger.js';
import { instructionCostBlocks, instructionCostRefusal } from './pay-cost.js';
import { invitationBlocks, invitationRefusal } from './team.js';
import { splitChoiceBlocks, splitChoiceRefusal } from './assign-split-damage.js';

type Kind = ActionKind<RiftboundState, RiftboundRules>;

/** Whether any question waits for an answer (most of the time none does, and nothing is blocked). */
function questionPending(state: RiftboundState): boolean {
  return state.dying !== undefined || state.splitChoice != null || state.instructionCost != null || state.burnOutChoices.length > 0 || state.triggers.length > 0 || state.invitation !== null;
}

function blockedBy(host: RiftHost, action: Action) {
  if (!questionPending(host.state)) return undefined;
  return replacementRefusal(host, action) ?? splitChoiceRefusal(host, action) ?? instructionCostRefusal(host, action) ?? burnOutRefusal(host, action) ?? triggerChoiceRefusal(host, action) ?? invitationRefusal(host, action);
}

/** Whether a question waiting for someone else blocks `action`, as {@link blockedBy} says, without wording why: listing asks this of every kind. */
function isBlocked(host: RiftHost, action: Action): boolean {
  return replacementBlocks(host, action) || splitChoiceBlocks(host, action) || instructionCostBlocks(host, action) || burnOutBlocks(host, action) || triggerChoiceBlocks(host, action) || invitationBlocks(host, action);
}

/**
 * Every action kind, refused (and not listed) while a question waits for someone else; except
 * conceding (an unlisted kind), which a player may do at any time (CR 650).
 */
export function withPendingQuestions<K extends Readonly<Record<string, Kind>>>(kinds: K): K {
  return Object.fromEntries(
    Object.entries(kinds).map(([type, kind]) => [
      type,
      kind.unlisted ? kind : {
        ...kind,
        // Most of the time nothing waits: then no action is made to ask about.
        enumerate: (host, seat) => (questionPending(host.state) && isBlocked(host, { type, seat }) ? [] : kind.enumerate(host, seat)),
        check: (host, action) => blockedBy(host, action) ?? kind.check(host, action),
      } satisfies Kind,
    ]),
  ) as unknown as K;
}
