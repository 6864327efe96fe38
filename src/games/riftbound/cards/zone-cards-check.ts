/**
 * What the card checker asks of effects on cards in zones beyond the schema (mechanics/
 * zone-operations.ts): a `card` target says in which zone it is, and only it says so; only the card itself is said to be `from` its trash; `recycle` and `takeLooked` name their cards one way; a replacement
 * effect, which happens at once (CR 370.1.a), asks no choice as it resolves.
 */
import { wordedIssue, type LoadIssue } from '../../../engine/errors.js';
import { formatPath, type PathSegment } from '../../../engine/json/json-path.js';
import type { Effect, TargetSpec } from '../schema/card-schema.js';
import { text } from '../i18n/cards-messages.js';

/** Operations that may ask their player something as they resolve. */
const ASKING: ReadonlySet<Effect['op']> = new Set(['discard', 'recycle', 'play', 'playLooked', 'playFromHand', 'takeLooked', 'orderLooked', 'putFromHand', 'putInHand', 'eachKills', 'eachReturns', 'eachChoosesOutcome']);

/** Fields only a `card` target has. */
const CARD_FIELDS = ['zone', 'types', 'belowScore'] as const;
/** Fields of a target with a printed cost: a card in a zone, a gear, a spell on the chain. */
const COST_FIELDS = ['maxEnergy', 'maxPower'] as const;

export function zoneTargetIssues(targets: readonly TargetSpec[], path: PathSegment[]): LoadIssue[] {
  const issues: LoadIssue[] = [];
  targets.forEach((spec, i) => {
    if (spec.select === 'card' && spec.zone === undefined) {
      issues.push(wordedIssue({ path: formatPath([...path, i, 'zone']), rule: 'CR 355.9.a' }, text('zone.cardTargetZone')));
    }
    for (const field of CARD_FIELDS) {
      if (spec.select !== 'card' && spec[field] !== undefined) {
        issues.push(wordedIssue({ path: formatPath([...path, i, field]) }, text('zone.cardTargetField', { field, select: spec.select })));
      }
    }
    for (const field of COST_FIELDS) {
      if (spec.select !== 'card' && spec.select !== 'gear' && spec.select !== 'spell' && spec[field] !== undefined) {
        issues.push(wordedIssue({ path: formatPath([...path, i, field]) }, text('zone.printedCost', { field, select: spec.select })));
      }
    }
  });
  return issues;
}

export function zoneEffectIssues(effect: Effect, _targets: readonly TargetSpec[], at: PathSegment[], replacement: boolean): LoadIssue[] {
  const issues: LoadIssue[] = [];
  if (replacement && (ASKING.has(effect.op) || (effect.op === 'recycleLooked' && (effect.choose === true || effect.anyNumber === true)))) {
    issues.push(wordedIssue({ path: formatPath([...at, 'op']), rule: 'CR 370.1.a' }, text('zone.replacementChoice', { op: effect.op })));
  }
  if (effect.op === 'recycle' && [effect.target, effect.amount, effect.played].filter((f) => f !== undefined).length !== 1) {
    issues.push(wordedIssue({ path: formatPath(at) }, text('zone.recycleNames')));
  }
  if (effect.op === 'recycle' && effect.amount === undefined && (effect.upTo !== undefined || effect.from !== undefined)) {
    issues.push(wordedIssue({ path: formatPath([...at, effect.upTo !== undefined ? 'upTo' : 'from']) }, text('zone.recycleAlone')));
  }
  if (effect.op === 'recycleLooked' && effect.choose === true && effect.anyNumber === true) {
    issues.push(wordedIssue({ path: formatPath([...at, 'anyNumber']) }, text('zone.recycleLookedChoice')));
  }
  if (effect.op === 'look' && (effect.amount === undefined) === (effect.until === undefined)) {
    issues.push(wordedIssue({ path: formatPath(at) }, text('zone.lookNames')));
  }
  if (effect.op === 'look' && effect.until !== undefined && effect.reveal !== true) {
    issues.push(wordedIssue({ path: formatPath([...at, 'until']) }, text('zone.until')));
  }
  if ((effect.op === 'play' || effect.op === 'returnCard') && effect.from !== undefined && effect.target !== 'self') {
    issues.push(wordedIssue({ path: formatPath([...at, 'from']), rule: 'CR 383.2.c.1' }, text('zone.from')));
  }
  // Other players' top cards are revealed to all, so the controller may choose among them (CR 424.1).
  if (effect.op === 'look' && effect.players !== undefined && (effect.reveal !== true || effect.until !== undefined)) {
    issues.push(wordedIssue({ path: formatPath([...at, 'players']), rule: 'CR 424.1' }, text('zone.opponentsDecks')));
  }
  if (effect.op === 'takeLooked' && (effect.count === undefined) === (effect.rest === undefined)) {
    issues.push(wordedIssue({ path: formatPath(at) }, text('zone.takeLooked')));
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
      issues.push(wordedIssue({ path: formatPath([...path, i, 'op']), rule: 'CR 424.4.a' }, text('zone.othersLooked', { op: effect.op })));
    }
  });
  return issues;
}
