/**
 * The actions `machines/riftbound.json` names, by name: the performers of players' actions
 * (from their declarations, player-actions.ts), the steps of the turn, and the mechanics that
 * follow the flow.
 */
import type { MachineAction } from '../../engine/game/module.js';
import { performersOf } from '../../engine/game-kit/define-action.js';
import { forgetDeclinedInvitation } from './actions/team.js';
import { riftboundActions } from './player-actions.js';
import { cleanup, startStagedShowdown } from './mechanics/cleanup.js';
import { combatDeaths, dealCombatDamage, planCombatDamage, resolveCombat } from './mechanics/combat.js';
import { concludeShowdown } from './mechanics/control.js';
import { scoringStep } from './mechanics/scoring.js';
import { drawAtTurnLimit } from './mechanics/turn-limit.js';
import { drawOpeningHands, prepareBoard } from './setup.js';
import type { RiftboundRules, RiftboundState } from './state/state.js';
import { announceWinner, awaken, beginningStep, beginTurn, channelForTurn, drawForTurn, emptyRunePools, endingStep, expire, skipDraw } from './turn.js';

type Act = MachineAction<RiftboundState, RiftboundRules>;

/**
 * A player's action other than answering an invitation: a declined invitation may be issued
 * again after it (before the first turn, no invitation is ever pending, so a mulligan forgets none).
 */
function afterAnyAction(type: string, act: Act): Act {
  if (type === 'declineInvitation') return act;
  return (host, event) => {
    forgetDeclinedInvitation(host);
    act(host, event);
  };
}

export const machineActions: Record<string, Act> = {
  ...performersOf(riftboundActions, afterAnyAction),
  prepareBoard,
  drawOpeningHands,
  beginTurn,
  awaken,
  beginningStep,
  scoringStep,
  channelRunes: channelForTurn,
  drawForTurn,
  skipDraw,
  emptyRunePools,
  startStagedShowdown,
  concludeShowdown,
  planCombatDamage,
  dealCombatDamage,
  combatDeaths,
  resolveCombat,
  endingStep,
  expire,
  drawAtTurnLimit,
  cleanup,
  announceWinner,
};
