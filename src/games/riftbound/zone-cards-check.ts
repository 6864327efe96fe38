/**
 * What the card checker asks of effects on cards in zones beyond the schema (mechanics/
 * zone-operations.ts): a `card` target says in which zone it is, and only it says so; only the card itself is said to be `from` its trash; `recycle` and `takeLooked` name their cards one way; a replacement
 * effect, which happens at once (CR 370.1.a), asks no choice as it resolves.
 */
import type { LoadIssue } from '../../engine/errors.js';
import { formatPath, type PathSegment } from '../../engine/json/json-path.js';
import type { Effect, TargetSpec } from './card-schema.js';

/** Operations that may ask their player something as they resolve. */
const ASKING: ReadonlySet<Effect['op']> = new Set(['discard', 'recycle', 'play', 'playLooked', 'playFromHand', 'takeLooked', 'orderLooked', 'putFromHand', 'eachKills', 'eachReturns']);

/** Fields only a `card` target has. */
const CARD_FIELDS = ['zone', 'types', 'belowScore'] as const;
/** Fields of a target with a printed cost: a card in a zone, a gear, a spell on the chain. */
const COST_FIELDS = ['maxEnergy', 'maxPower'] as const;

export function zoneTargetIssues(targets: readonly TargetSpec[], path: PathSegment[]): LoadIssue[] {
  const issues: LoadIssue[] = [];
  targets.forEach((spec, i) => {
    if (spec.select === 'card' && spec.zone === undefined) {
      issues.push({ path: formatPath([...path, i, 'zone']), message: 'a card target says the zone it is in ("from your trash")', rule: 'CR 355.9.a' });
    }
    for (const field of CARD_FIELDS) {
      if (spec.select !== 'card' && spec[field] !== undefined) {
        issues.push({ path: formatPath([...path, i, field]), message: `${field} is a card target's (select "card"), not a ${spec.select}'s` });
      }
    }
    for (const field of COST_FIELDS) {
      if (spec.select !== 'card' && spec.select !== 'gear' && spec.select !== 'spell' && spec[field] !== undefined) {
        issues.push({ path: formatPath([...path, i, field]), message: `${field} is the printed cost of a card, gear or spell target, not a ${spec.select}'s` });
      }
    }
  });
  return issues;
}

export function zoneEffectIssues(effect: Effect, _targets: readonly TargetSpec[], at: PathSegment[], replacement: boolean): LoadIssue[] {
  const issues: LoadIssue[] = [];
  if (replacement && (ASKING.has(effect.op) || (effect.op === 'recycleLooked' && effect.choose === true))) {
    issues.push({ path: formatPath([...at, 'op']), message: `a replacement effect happens at once: ${effect.op} may ask its player a choice as it resolves`, rule: 'CR 370.1.a' });
  }
  if (effect.op === 'recycle' && [effect.target, effect.amount, effect.played].filter((f) => f !== undefined).length !== 1) {
    issues.push({ path: formatPath(at), message: 'recycle names a card target, an amount of cards from the trash, or the card played (played), one of them' });
  }
  if (effect.op === 'recycle' && effect.amount === undefined && (effect.upTo !== undefined || effect.from !== undefined)) {
    issues.push({ path: formatPath([...at, effect.upTo !== undefined ? 'upTo' : 'from']), message: 'upTo and from say how an amount of cards is recycled; a card target is recycled alone' });
  }
  if (effect.op === 'look' && (effect.amount === undefined) === (effect.until === undefined)) {
    issues.push({ path: formatPath(at), message: 'look names an amount of cards or the types it reveals until, one of them' });
  }
  if (effect.op === 'look' && effect.until !== undefined && effect.reveal !== true) {
    issues.push({ path: formatPath([...at, 'until']), message: 'cards are revealed until one of a type is: until asks reveal' });
  }
  if ((effect.op === 'play' || effect.op === 'returnCard') && effect.from !== undefined && effect.target !== 'self') {
    issues.push({ path: formatPath([...at, 'from']), message: 'from says where the card itself is ("play me from your trash"): its target is self; a card target says its zone', rule: 'CR 383.2.c.1' });
  }
  // Other players' top cards are revealed to all, so the controller may choose among them (CR 424.1).
  if (effect.op === 'look' && effect.players !== undefined && (effect.reveal !== true || effect.until !== undefined)) {
    issues.push({ path: formatPath([...at, 'players']), message: 'the top cards of opponents\' decks are revealed (reveal), a number of them (amount), for the controller to choose among', rule: 'CR 424.1' });
  }
  if (effect.op === 'takeLooked' && (effect.count === undefined) === (effect.rest === undefined)) {
    issues.push({ path: formatPath(at), message: 'takeLooked takes a count of the cards looked at or the rest of them, one of them' });
  }
  return issues;
}

/**
 * After opponents reveal their top cards (`look` with `players`), the cards stay their owners':
 * a step may play one (playLooked), recycle them to their owners' decks or count them, not put
 * them into the controller's hand or back on a deck in an order (CR 424.4.a, 416.5).
 */
export function othersLookedIssues(effects: readonly Effect[], path: PathSegment[]): LoadIssue[] {
  const issues: LoadIssue[] = [];
  let others = false;
  effects.forEach((effect, i) => {
    if (effect.op === 'look') others = effect.players !== undefined;
    else if (others && (effect.op === 'takeLooked' || effect.op === 'orderLooked')) {
      issues.push({ path: formatPath([...path, i, 'op']), message: `${effect.op} puts the controller's own cards looked at into their hand or back on their deck; the cards opponents revealed are played, recycled or counted`, rule: 'CR 424.4.a' });
    }
  });
  return issues;
}
