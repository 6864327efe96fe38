/**
 * Riftbound's player actions, each declared once in `actions/` (its fields' schema, listing,
 * check and effect). This table is where the rest comes from: the module's action kinds, the
 * statechart actions that perform them (machine-actions.ts), the JSON Schema of every action,
 * and the action union, held here to the one src/types/riftbound.ts publishes.
 */
import type { ActionUnion, SameActions } from '../../engine/game-kit/define-action.js';
import type { RiftboundAction } from '../../types/riftbound.js';
import { activate } from './actions/activate.js';
import { assignDamage } from './actions/assign-damage.js';
import { assignSplitDamage } from './actions/assign-split-damage.js';
import { chooseCards } from './actions/choose-cards.js';
import { chooseOutcome } from './actions/choose-outcome.js';
import { chooseOpponent } from './actions/choose-opponent.js';
import { chooseReplacement } from './actions/choose-replacement.js';
import { chooseTrigger } from './actions/choose-trigger.js';
import { concede } from './actions/concede.js';
import { equip } from './actions/equip.js';
import { hide } from './actions/hide.js';
import { move } from './actions/move.js';
import { mulligan } from './actions/mulligan.js';
import { playGear } from './actions/play-gear.js';
import { playSpell } from './actions/play-spell.js';
import { payCost } from './actions/pay-cost.js';
import { playUnit } from './actions/play-unit.js';
import { declineInvitation, invite, showHand } from './actions/team.js';
import { endTurn, pass, startShowdownAction } from './actions/turn-actions.js';

/** Every player action, by type, in the order the docs and tools list them. */
export const riftboundActions = {
  mulligan,
  playUnit,
  playSpell,
  playGear,
  equip,
  activate,
  hide,
  move,
  pass,
  endTurn,
  startShowdown: startShowdownAction,
  assignDamage,
  chooseOpponent,
  chooseReplacement,
  chooseTrigger,
  assignSplitDamage,
  payCost,
  chooseCards,
  chooseOutcome,
  invite,
  declineInvitation,
  showHand,
  concede,
} as const;

/** Every Riftbound action, as the declarations' schemas type it. */
export type DeclaredRiftboundAction = ActionUnion<typeof riftboundActions>;

/** Compiles only while the declared actions and the published union are the same, both ways, field by field. */
export const riftboundActionsInStep: SameActions<DeclaredRiftboundAction, RiftboundAction> = true;
