/**
 * Riftbound as a rulegraph game module: its rules schema, selectors, the statechart actions
 * its machine names, its player actions and its view.
 */
import type { GameModule, MachineAction } from '../../engine/module.js';
import { mulligan, performMulligan, type MulliganAction } from './actions/mulligan.js';
import { move, performMove, type MoveAction } from './actions/move.js';
import { performPlayUnit, playUnit, type PlayUnitAction } from './actions/play-unit.js';
import { activate, performActivate, type ActivateAction } from './actions/activate.js';
import { hide, performHide, type HideAction } from './actions/hide.js';
import { performPlaySpell, playSpell, type PlaySpellAction } from './actions/play-spell.js';
import { passPriority } from './mechanics/chain.js';
import {
  declineInvitation,
  invitationRefusal,
  invite,
  performDeclineInvitation,
  performInvite,
  performShowHand,
  showHand,
  type InviteAction,
  type ShowHandAction,
} from './actions/team.js';
import type { ActionKind } from '../../engine/module.js';
import { burnOutRefusal, chooseOpponent, performChooseOpponent, type ChooseOpponentAction } from './actions/choose-opponent.js';
import { endTurn, pass, performStartShowdown, startShowdownAction, type StartShowdownAction } from './actions/turn-actions.js';
import { loadCardDatabase } from './cards.js';
import { cleanup } from './mechanics/cleanup.js';
import { dealCombatDamage, planCombatDamage, resolveCombat } from './mechanics/combat.js';
import { assignDamage, performAssignDamage, type AssignDamageAction } from './actions/assign-damage.js';
import { concludeShowdown, passFocus } from './mechanics/control.js';
import { scoringStep } from './mechanics/scoring.js';
import { riftboundRulesSchema } from './rules-schema.js';
import { riftboundSelectors } from './selectors.js';
import { createState, drawOpeningHands, prepareBoard, type RiftboundSetup } from './setup.js';
import type { RiftboundRules, RiftboundState } from './state.js';
import {
  announceWinner,
  awaken,
  beginningStep,
  beginTurn,
  channelForTurn,
  drawForTurn,
  emptyRunePools,
  endingStep,
  expire,
  skipDraw,
} from './turn.js';
import { riftboundView } from './view.js';
import { stateFromPosition } from './position.js';
import { checkExpectations, expectationSchema } from './expectations.js';
import { might, unitLocation } from './queries.js';
import { positionSchema, type Position } from './position-schema.js';
import { describeRiftboundEvent } from './describe.js';

type Act = MachineAction<RiftboundState, RiftboundRules>;

/** Statechart actions that perform a player's action take it as their event. */
function withAction<A>(perform: (host: Parameters<Act>[0], action: A) => void): Act {
  return (host, event) => perform(host, event as A);
}

const machineActions: Record<string, Act> = {
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
  standardMove: withAction<MoveAction>(performMove),
  passFocus: withAction<{ seat: string }>((host, action) => passFocus(host, action.seat)),
  passPriority: withAction<{ seat: string }>((host, action) => passPriority(host, action.seat)),
  playSpell: withAction<PlaySpellAction>(performPlaySpell),
  activate: withAction<ActivateAction>(performActivate),
  hide: withAction<HideAction>(performHide),
  invite: withAction<InviteAction>(performInvite),
  declineInvitation: withAction((host, action: { seat: string; type: string }) => performDeclineInvitation(host, action)),
  showHand: withAction<ShowHandAction>(performShowHand),
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

type Kind = ActionKind<RiftboundState, RiftboundRules>;

/**
 * Questions that wait for one player's answer block everyone else: a burn-out choice, then
 * an invitation (RULES.md §3.4, §8).
 */
function blockedBy(host: Parameters<Kind['check']>[0], action: Parameters<Kind['check']>[1]) {
  return burnOutRefusal(host, action) ?? invitationRefusal(host, action);
}

function withPendingQuestions(kinds: Record<string, Kind>): Record<string, Kind> {
  return Object.fromEntries(
    Object.entries(kinds).map(([type, kind]) => [
      type,
      {
        ...kind,
        enumerate: (host, seat) => (blockedBy(host, { type, seat }) ? [] : kind.enumerate(host, seat)),
        check: (host, action) => blockedBy(host, action) ?? kind.check(host, action),
      } satisfies Kind,
    ]),
  );
}

export const riftbound: GameModule<RiftboundState, RiftboundRules, RiftboundSetup> = {
  id: 'riftbound',
  rulesSchema: riftboundRulesSchema,
  selectors: riftboundSelectors,
  machineActions,
  actions: withPendingQuestions({
    mulligan,
    playUnit,
    playSpell,
    activate,
    hide,
    move,
    pass,
    endTurn,
    startShowdown: startShowdownAction,
    invite,
    declineInvitation,
    showHand,
    chooseOpponent,
    assignDamage,
  }),
  resolveRules: (rules, file) => ({ ...rules, cardDb: loadCardDatabase(file, rules) }),
  createState,
  seats: (state) => state.seats.map((s) => s.id),
  view: riftboundView,
  positionSchema,
  positionRules(position) {
    const rules = (position['rules'] ?? {}) as Record<string, unknown>;
    const cards = position['cards'] as unknown[] | undefined;
    if (!cards?.length) return position['rules'];
    return { ...rules, extraCards: [...((rules['extraCards'] as unknown[] | undefined) ?? []), ...cards] };
  },
  expectations: {
    schema: expectationSchema,
    check: (state, rules, expected) =>
      checkExpectations(state, expected, (id) => (state.objects[id] && unitLocation(state, id) !== undefined ? might({ state, rules, emit: () => {}, guard: () => false }, id) : null)),
  },
  fromPosition: (rules, position, machine, file) => stateFromPosition(rules, position as Position, machine, file),
  describeEvent: describeRiftboundEvent,
  catalog: (rules) => Object.fromEntries(rules.cardDb.cards),
};

export type { RiftboundRules, RiftboundState } from './state.js';
export type { RiftboundSetup } from './setup.js';
