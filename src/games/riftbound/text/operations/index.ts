/**
 * Every operation phrase of the card language, family by family. A new operation is one rule
 * in its family's file (or a new file listed here) beside its handler in mechanics/effects.ts.
 */
import type { Rule } from '../primitives.js';
import type { Step } from '../step.js';
import { BASIC_OPERATIONS } from './basic.js';
import { ZONE_OPERATIONS } from './zones.js';
import { CHOICE_OPERATIONS } from './choices.js';
import { MOVE_OPERATIONS } from './moves.js';
import { TOKEN_OPERATIONS } from './tokens.js';
import { ATTACHING_OPERATIONS } from './attaching.js';
import { PLAYER_OPERATIONS } from './players.js';
import { MIGHT_CHANGE_OPERATIONS } from './might-changes.js';
import { DELAYED_TRIGGER_OPERATIONS } from './delayed-triggers.js';
import { OPPONENTS_DECK_OPERATIONS } from './opponents-decks.js';
import { SPENT_BUFF_OPERATIONS } from './spent-buffs.js';
import { BUFF_MIGHT_OPERATIONS } from './buff-might.js';
import { SHARED_KEYWORD_OPERATIONS } from './shared-keywords.js';
import { CONQUER_EFFECT_OPERATIONS } from './conquer-effects.js';
import { TRASH_GROUP_OPERATIONS } from './trash-groups.js';
import { HIDING_OPERATIONS } from './hiding.js';
import { GRANTED_ABILITY_OPERATIONS } from './granted-abilities.js';

export const OPERATIONS: readonly Rule<Step>[] = [...BASIC_OPERATIONS, ...CHOICE_OPERATIONS, ...MOVE_OPERATIONS, ...ZONE_OPERATIONS, ...TOKEN_OPERATIONS, ...ATTACHING_OPERATIONS, ...PLAYER_OPERATIONS, ...MIGHT_CHANGE_OPERATIONS, ...DELAYED_TRIGGER_OPERATIONS, ...OPPONENTS_DECK_OPERATIONS, ...SPENT_BUFF_OPERATIONS, ...BUFF_MIGHT_OPERATIONS, ...SHARED_KEYWORD_OPERATIONS, ...CONQUER_EFFECT_OPERATIONS, ...TRASH_GROUP_OPERATIONS, ...HIDING_OPERATIONS, ...GRANTED_ABILITY_OPERATIONS];
