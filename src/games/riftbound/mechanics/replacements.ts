/**
 * Replacement effects (CR 367-375): abilities of cards on the board that say what happens
 * instead of an event ("if a friendly unit here would die, instead heal it, exhaust it and
 * recall it"). They intercede as the event is executed (CR 369): the event does not happen,
 * their instructions do, at once and without the chain (CR 370.1.a). So a unit whose death is
 * replaced is never killed nor sent to the trash, and its Deathknell does not occur (CR
 * 808.1.d.1).
 *
 * A replacement effect applies once to an event and to whatever replaced it (CR 370.2): while
 * its instructions run, it does not apply again to an event they cause (a "kill this instead"
 * that kills another unit it would save). Where several could apply, the first in board order
 * does (units at bases, then at battlefields, legends, then gear); the owner choosing their
 * order (CR 372) is not played yet.
 */
import { conditionHolds } from '../reads/card-conditions.js';
import type { Ability } from '../schema/card-schema.js';
import { boardEntriesOfKind, card, object, passiveApplies, unitLocation, type RiftHost } from '../reads/queries.js';
import { cardAbilities } from '../reads/keyword-handlers.js';
import { takeDelayedReplacement } from './delayed.js';
import { wholeChainItem, type AbilityText, type ObjectId, type SeatId } from '../state/state.js';
import { isActive } from '../cards/dependent.js';
import { runInstead } from './effects.js';

type Replacement = Extract<Ability, { kind: 'replacement' }>;
type Replaceable = Replacement['replaces'];

interface Found {
  readonly ability: Replacement;
  readonly source: ObjectId;
  readonly controller: SeatId;
  readonly card: string;
  readonly index: number;
  readonly text?: AbilityText;
  readonly here: ObjectId | null;
}

/** The replacement effects being applied now, innermost last: none applies again to what it causes (CR 370.2). */
const applying: string[] = [];

function keyOf(found: Pick<Found, 'source' | 'card' | 'index' | 'text'>): string {
  return `${found.source} ${found.card} ${found.index} ${found.text ?? ''}`;
}

/** The first active replacement effect of the board that would replace `event` of `unit`. */
function applicable(host: RiftHost, event: Replaceable, unit: ObjectId): Found | undefined {
  const { state } = host;
  for (const { source, entries } of boardEntriesOfKind(host, 'replacement')) {
    const controller = object(state, source).controller;
    for (const { ability, card, index, text } of entries) {
      // A delayed replacement applies only as a step set it up (takeDelayedReplacement).
      if (ability.replaces !== event || ability.delayed !== undefined) continue;
      if (applying.includes(keyOf({ source, card, index, ...(text ? { text } : {}) }))) continue;
      if (!isActive(state, ability, controller, source) || !passiveApplies(host, ability, source, unit)) continue;
      const where = unitLocation(state, source);
      const here = where === undefined || where === 'base' ? null : where;
      if (!conditionHolds(host, ability, { controller, source, here, thatUnit: unit })) continue;
      return { ability, source, controller, card, index, here, ...(text ? { text } : {}) };
    }
  }
  return undefined;
}

/** A delayed replacement set up for `unit` this turn (CR 390.3), after those of the board. */
function delayedApplicable(host: RiftHost, event: Replaceable, unit: ObjectId): Found | undefined {
  const d = takeDelayedReplacement(host, event, unit, (e) => applying.includes(keyOf({ source: e.source, card: e.card, index: e.ability })));
  if (d === undefined) return undefined;
  const ability = cardAbilities(card(host.rules, d.card))[d.ability] as Replacement;
  return { ability, source: d.source, controller: d.controller, card: d.card, index: d.ability, here: null };
}

/**
 * Replaces the death of `unit` if a replacement effect applies (CR 369): its instructions
 * happen instead, and true is returned; the unit does not die. False: nothing applies.
 */
export function replaceDeath(host: RiftHost, unit: ObjectId): boolean {
  const found = applicable(host, 'dies', unit) ?? delayedApplicable(host, 'dies', unit);
  if (!found) return false;
  const key = keyOf(found);
  applying.push(key);
  try {
    host.emit({ type: 'eventReplaced', event: 'dies', unit, source: found.source, card: found.card, controller: found.controller });
    const item = wholeChainItem({
      id: 'replacement',
      kind: 'triggered' as const,
      controller: found.controller,
      source: found.source,
      card: found.card,
      ability: found.index,
      ...(found.text ? { text: found.text } : {}),
      targets: {},
      declined: [],
      here: found.here,
    });
    runInstead(host, item, unit);
  } finally {
    applying.splice(applying.lastIndexOf(key), 1);
  }
  return true;
}
