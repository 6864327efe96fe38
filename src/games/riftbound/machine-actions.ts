/**
 * The actions `machines/riftbound.json` names, by name: the steps of the turn, the
 * mechanics that follow the flow, and the performers of players' actions.
 */
import { withAction, type Host, type MachineAction } from '../../engine/game/module.js';
import { performActivate } from './actions/activate.js';
import { performAssignDamage } from './actions/assign-damage.js';
import { performEquip } from './actions/equip.js';
import { performPlayGear } from './actions/play-gear.js';
import { performChooseOpponent } from './actions/choose-opponent.js';
import { performChooseTrigger } from './actions/choose-trigger.js';
import { performAssignSplitDamage } from './actions/assign-split-damage.js';
import { performPayCost } from './actions/pay-cost.js';
import { performChooseCards } from './actions/choose-cards.js';
import { performConcede } from './actions/concede.js';
import { performHide } from './actions/hide.js';
import { performMove } from './actions/move.js';
import { performMulligan } from './actions/mulligan.js';
import { performPlaySpell } from './actions/play-spell.js';
import { performPlayUnit } from './actions/play-unit.js';
import { forgetDeclinedInvitation, performDeclineInvitation, performInvite, performTeamShowHand } from './actions/team.js';
import { performStartShowdown } from './actions/turn-actions.js';
import { passPriority } from './mechanics/chain.js';
import { cleanup, startStagedShowdown } from './mechanics/cleanup.js';
import { dealCombatDamage, planCombatDamage, resolveCombat } from './mechanics/combat.js';
import { concludeShowdown, passFocus } from './mechanics/control.js';
import { scoringStep } from './mechanics/scoring.js';
import { drawAtTurnLimit } from './mechanics/turn-limit.js';
import { drawOpeningHands, prepareBoard } from './setup.js';
import type { RiftboundRules, RiftboundState } from './state/state.js';
import { announceWinner, awaken, beginningStep, beginTurn, channelForTurn, drawForTurn, emptyRunePools, endingStep, expire, skipDraw } from './turn.js';

type Act = MachineAction<RiftboundState, RiftboundRules>;

type Seated = { readonly type: string; readonly seat: string };

/** A player's action other than answering an invitation: a declined invitation may be issued again after it. */
function afterAnyAction(act: Act): Act {
  return (host, event) => {
    forgetDeclinedInvitation(host);
    act(host, event);
  };
}

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
  playUnit: afterAnyAction(withAction(performPlayUnit)),
  playSpell: afterAnyAction(withAction(performPlaySpell)),
  playGear: afterAnyAction(withAction(performPlayGear)),
  equip: afterAnyAction(withAction(performEquip)),
  activate: afterAnyAction(withAction(performActivate)),
  hide: afterAnyAction(withAction(performHide)),
  standardMove: afterAnyAction(withAction(performMove)),
  passFocus: afterAnyAction(withAction((host: Host<RiftboundState, RiftboundRules>, action: Seated) => passFocus(host, action.seat))),
  passPriority: afterAnyAction(withAction((host: Host<RiftboundState, RiftboundRules>, action: Seated) => passPriority(host, action.seat))),
  invite: afterAnyAction(withAction(performInvite)),
  declineInvitation: withAction(performDeclineInvitation),
  showHand: afterAnyAction(withAction(performTeamShowHand)),
  chooseOpponent: afterAnyAction(withAction(performChooseOpponent)),
  chooseTrigger: afterAnyAction(withAction(performChooseTrigger)),
  assignSplitDamage: afterAnyAction(withAction(performAssignSplitDamage)),
  payCost: afterAnyAction(withAction(performPayCost)),
  chooseCards: afterAnyAction(withAction(performChooseCards)),
  concede: afterAnyAction(withAction(performConcede)),
  startShowdown: afterAnyAction(withAction(performStartShowdown)),
  startStagedShowdown,
  concludeShowdown,
  planCombatDamage,
  assignDamage: afterAnyAction(withAction(performAssignDamage)),
  dealCombatDamage,
  resolveCombat,
  endingStep,
  expire,
  drawAtTurnLimit,
  cleanup,
  announceWinner,
};
