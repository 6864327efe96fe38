/**
 * Playing reactions (glossary 4.4, 5.5): the statechart checks for reactions at the start of
 * each phase, after each step and after each card, quick action, pass or reaction played:
 * the first player in initiative order who controls an Emblem-Reaction in Limbo (created by
 * mechanics/triggers.ts) chooses one and plays it, until Limbo is empty. Playing it moves nothing: the
 * emblem resolves its effect and ceases to exist.
 */
import type { RuleViolation } from '../../../engine/errors.js';
import type { Action } from '../../../engine/game/module.js';
import { payMana, resolve } from '../mechanics/effects.js';
import { aims, targetRefusal, toughCost, type Aim } from '../mechanics/targets.js';
import { card, readyMana } from '../reads/queries.js';
import { meZoneOf, type Reaction } from '../mechanics/triggers.js';
import { actsOnPlayed } from '../reads/played-subtype.js';
import { grantedReaction } from '../reads/granted-reactions.js';
import type { AlteredHost, AlteredRules, Emblem, ObjectId } from '../state/state.js';
import { refuse } from '../i18n/messages.js';
import { alteredAction, flag, id, target } from '../mechanics/declare-action.js';
import type { PlayReactionAction } from '../../../types/altered.js';

const API = 'docs/altered.md#reactions';
const RULE = 'glossary 4.4, 5.5';

function reactionOf(rules: AlteredRules, emblem: Emblem): Reaction {
  // A step delayed until after Rest (mechanics/after-rest.ts): its own steps, its target already chosen.
  if (emblem.delayed) return { on: 'atNight', effects: [...emblem.delayed.effects] };
  // A reaction another card gave the character (reads/granted-reactions.ts).
  if (emblem.granted !== undefined) return grantedReaction(rules, emblem.granted, emblem.reaction) as Reaction;
  return (card(rules, emblem.card).reactions as Reaction[])[emblem.reaction] as Reaction;
}

/**
 * The ways to aim a reaction. One whose target has no legal choice is still played, and its
 * effects on the target do nothing: an Emblem-Reaction must leave Limbo.
 */
function reactionAims(host: AlteredHost, seatId: string, reaction: Reaction, source: ObjectId | null): Aim[] {
  const list = aims(host, seatId, reaction, source);
  return list.length ? list : [{}];
}

/** The emblem the action names, its reaction and cost, or why it cannot be played. */
function played(host: AlteredHost, action: Action | PlayReactionAction): { emblem: Emblem; reaction: Reaction; cost: number } | RuleViolation {
  const id = action['emblem'];
  if (typeof id !== 'string') return refuse('MALFORMED_ACTION.playReaction', API);
  const emblem = host.state.limbo.find((e) => e.id === id);
  if (!emblem) return refuse('NO_SUCH_REACTION', RULE, { id });
  if (emblem.controller !== action.seat) return refuse('NOT_YOUR_REACTION', RULE, { id, controller: emblem.controller });
  const reaction = reactionOf(host.rules, emblem);
  const untargeted = action['target'] === undefined && reactionAims(host, action.seat, reaction, emblem.source).some((aim) => !('target' in aim));
  const refusal = untargeted ? undefined : targetRefusal(host, action.seat, reaction, action['target'], API, emblem.source);
  if (refusal) return refusal;
  const cost = toughCost(host, action.seat, action['target']);
  const pay = action['pay'];
  if (pay !== undefined && typeof pay !== 'boolean') return refuse('MALFORMED_ACTION.pay', API);
  if (pay === false && cost === 0) return refuse('MALFORMED_ACTION.nothingToRefuse', API);
  if (pay !== false && cost > readyMana(host.state, action.seat)) return refuse('CANNOT_AFFORD.reactionTough', 'glossary 5.5.d', { cost });
  return { emblem, reaction, cost };
}

export const playReaction = alteredAction({
  type: 'playReaction',
  description:
    'Play one of your Emblem-Reactions from Limbo when you are the first player in initiative order who has one, choosing its target if it has one. A reaction that costs something (Tough) may be played with "pay": false: it then has no effect.',
  fields: { properties: { emblem: id, target, pay: flag }, required: ['emblem'] },
  enumerate(host, seatId) {
    const out: PlayReactionAction[] = [];
    const mine = host.state.limbo.filter((e) => e.controller === seatId);
    for (const emblem of mine) {
      for (const aim of reactionAims(host, seatId, reactionOf(host.rules, emblem), emblem.source)) {
        const action: PlayReactionAction = { type: 'playReaction', seat: seatId, emblem: emblem.id, ...aim };
        const cost = toughCost(host, seatId, aim['target']);
        if (cost <= readyMana(host.state, seatId)) out.push(action);
        if (cost > 0) out.push({ ...action, pay: false });
      }
    }
    return out;
  },
  check(host, action) {
    const result = played(host, action);
    return 'code' in result ? result : undefined;
  },
  perform: performPlayReaction,
});

export function performPlayReaction(host: AlteredHost, action: PlayReactionAction): void {
  const { emblem, reaction, cost } = played(host, action) as { emblem: Emblem; reaction: Reaction; cost: number };
  host.state.limbo = host.state.limbo.filter((e) => e !== emblem);
  const paid = action.pay !== false;
  host.emit({ type: 'reactionPlayed', emblem: emblem.id, seat: action.seat, card: emblem.card, source: emblem.source, paid });
  if (!paid) return;
  payMana(host, action.seat, cost);
  // "When a Character joins ... — It gains 1 boost": without a target of its own, the reaction acts on its event's character.
  // "When you play a Robot — It gains [[Asleep]]": the card played, likewise (reads/played-subtype.ts).
  const target = emblem.delayed ? emblem.delayed.target : (reaction.on === 'joins' || actsOnPlayed(reaction)) && reaction.target === undefined && emblem.subject !== undefined ? emblem.subject : action.target;
  resolve(host, action.seat, reaction, target, emblem.source, meZoneOf(reaction.on), emblem.subject, emblem.left);
}
