/**
 * Altered's player actions, each declared once (its fields' schema, listing, check and
 * effect). This table is where the rest comes from: the module's action kinds, the statechart
 * actions that perform them, the JSON Schema of every action, and the action union, held here
 * to the one src/types/altered.ts publishes.
 */
import type { ActionUnion, SameActions } from '../../engine/game-kit/define-action.js';
import { showHandAction } from '../../engine/game-kit/show-hand.js';
import type { AlteredAction } from '../../types/altered.js';
import { addMana, chooseMana, cleanUp, pass, playCard } from './actions/actions.js';
import { choose } from './actions/choices.js';
import { concede } from './mechanics/concession.js';
import { chooseModifier } from './mechanics/modifiers.js';
import { quickAction } from './actions/quick-actions.js';
import { playReaction } from './actions/reactions.js';
import { handShowing } from './actions/team.js';

/** Every player action, by type, in the order the docs and tools list them. */
export const alteredActions = {
  chooseMana,
  addMana,
  playCard,
  quickAction,
  showHand: showHandAction(handShowing),
  pass,
  playReaction,
  choose,
  chooseModifier,
  cleanUp,
  concede,
} as const;

/** Every Altered action, as the declarations' schemas type it. */
export type DeclaredAlteredAction = ActionUnion<typeof alteredActions>;

/** Compiles only while the declared actions and the published union are the same, both ways, field by field. */
export const alteredActionsInStep: SameActions<DeclaredAlteredAction, AlteredAction> = true;
