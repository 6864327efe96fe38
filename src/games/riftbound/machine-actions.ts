/**
 * The actions `machines/riftbound.json` names, by name: the steps of the turn, the
 * mechanics that follow the flow, and the performers of players' actions.
 */
import { withAction, type Host, type MachineAction } from '../../engine/module.js';
import { performActivate } from './actions/activate.js';
import { performAssignDamage } from './actions/assign-damage.js';
import { performChooseOpponent } from './actions/choose-opponent.js';
import { performConcede } from './actions/concede.js';
import { performHide } from './actions/hide.js';
import { performMove } from './actions/move.js';
import { performMulligan } from './actions/mulligan.js';
import { performPlaySpell } from './actions/play-spell.js';
import { performPlayUnit } from './actions/play-unit.js';
import { performDeclineInvitation, performInvite, performTeamShowHand } from './actions/team.js';
import { performStartShowdown } from './actions/turn-actions.js';
import { passPriority } from './mechanics/chain.js';
import { cleanup } from './mechanics/cleanup.js';
import { dealCombatDamage, planCombatDamage, resolveCombat } from './mechanics/combat.js';
import { concludeShowdown, passFocus } from './mechanics/control.js';
import { scoringStep } from './mechanics/scoring.js';
import { drawOpeningHands, prepareBoard } from './setup.js';
import type { RiftboundRules, RiftboundState } from './state.js';
import { announceWinner, awaken, beginningStep, beginTurn, channelForTurn, drawForTurn, emptyRunePools, endingStep, expire, skipDraw } from './turn.js';

type Act = MachineAction<RiftboundState, RiftboundRules>;

type Seated = { readonly type: string; readonly seat: string };

export const machineActions: Record<string, Act> = {
  prepareBoard,
  drawOpeningHands,
  mulligan: withAction(performMulligan),
  beginTurn,
  awaken,
  beginningStep,
  scoringStep,
  channelRunes: channelForTurn,
  drawForTurn,
  skipDraw,
  emptyRunePools,
  playUnit: withAction(performPlayUnit),
  playSpell: withAction(performPlaySpell),
  activate: withAction(performActivate),
  hide: withAction(performHide),
  standardMove: withAction(performMove),
  passFocus: withAction((host: Host<RiftboundState, RiftboundRules>, action: Seated) => passFocus(host, action.seat)),
  passPriority: withAction((host: Host<RiftboundState, RiftboundRules>, action: Seated) => passPriority(host, action.seat)),
  invite: withAction(performInvite),
  declineInvitation: withAction(performDeclineInvitation),
  showHand: withAction(performTeamShowHand),
  chooseOpponent: withAction(performChooseOpponent),
  concede: withAction(performConcede),
  startShowdown: withAction(performStartShowdown),
  concludeShowdown,
  planCombatDamage,
  assignDamage: withAction(performAssignDamage),
  dealCombatDamage,
  resolveCombat,
  endingStep,
  expire,
  cleanup,
  announceWinner,
};
