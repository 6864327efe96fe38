/**
 * The actions `machines/riftbound.json` names, by name: the steps of the turn, the
 * mechanics that follow the flow, and the performers of players' actions.
 */
import type { MachineAction } from '../../engine/module.js';
import { performActivate, type ActivateAction } from './actions/activate.js';
import { performAssignDamage, type AssignDamageAction } from './actions/assign-damage.js';
import { performChooseOpponent, type ChooseOpponentAction } from './actions/choose-opponent.js';
import { performHide, type HideAction } from './actions/hide.js';
import { performMove, type MoveAction } from './actions/move.js';
import { performMulligan, type MulliganAction } from './actions/mulligan.js';
import { performPlaySpell, type PlaySpellAction } from './actions/play-spell.js';
import { performPlayUnit, type PlayUnitAction } from './actions/play-unit.js';
import { performDeclineInvitation, performInvite, performTeamShowHand, type InviteAction, type ShowHandAction } from './actions/team.js';
import { performStartShowdown, type StartShowdownAction } from './actions/turn-actions.js';
import { passPriority } from './mechanics/chain.js';
import { cleanup } from './mechanics/cleanup.js';
import { dealCombatDamage, planCombatDamage, resolveCombat } from './mechanics/combat.js';
import { concludeShowdown, passFocus } from './mechanics/control.js';
import { scoringStep } from './mechanics/scoring.js';
import { drawOpeningHands, prepareBoard } from './setup.js';
import type { RiftboundRules, RiftboundState } from './state.js';
import { announceWinner, awaken, beginningStep, beginTurn, channelForTurn, drawForTurn, emptyRunePools, endingStep, expire, skipDraw } from './turn.js';

type Act = MachineAction<RiftboundState, RiftboundRules>;

/** Statechart actions that perform a player's action take it as their event. */
function withAction<A>(perform: (host: Parameters<Act>[0], action: A) => void): Act {
  return (host, event) => perform(host, event as A);
}

type Seated = { readonly type: string; readonly seat: string };

export const machineActions: Record<string, Act> = {
  prepareBoard,
  drawOpeningHands,
  mulligan: withAction<MulliganAction>(performMulligan),
  beginTurn,
  awaken,
  beginningStep,
  scoringStep,
  channelRunes: channelForTurn,
  drawForTurn,
  skipDraw,
  emptyRunePools,
  playUnit: withAction<PlayUnitAction>(performPlayUnit),
  playSpell: withAction<PlaySpellAction>(performPlaySpell),
  activate: withAction<ActivateAction>(performActivate),
  hide: withAction<HideAction>(performHide),
  standardMove: withAction<MoveAction>(performMove),
  passFocus: withAction<Seated>((host, action) => passFocus(host, action.seat)),
  passPriority: withAction<Seated>((host, action) => passPriority(host, action.seat)),
  invite: withAction<InviteAction>(performInvite),
  declineInvitation: withAction<Seated>(performDeclineInvitation),
  showHand: withAction<ShowHandAction>(performTeamShowHand),
  chooseOpponent: withAction<ChooseOpponentAction>(performChooseOpponent),
  startShowdown: withAction<StartShowdownAction>(performStartShowdown),
  concludeShowdown,
  planCombatDamage,
  assignDamage: withAction<AssignDamageAction>(performAssignDamage),
  dealCombatDamage,
  resolveCombat,
  endingStep,
  expire,
  cleanup,
  announceWinner,
};
