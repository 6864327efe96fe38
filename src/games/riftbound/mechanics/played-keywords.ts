/**
 * Keywords a passive gives to cards as they are played, not to units on the board
 * (`playedKeywords`): "Each Equipment in your hand has [K]", "Friendly units played from
 * anywhere other than a player's hand have [K]", "Dune Riders you play have [K]". [K] is a
 * keyword that acts as the card is played (Accelerate, CR 805; Quick-Draw, CR 819;
 * Weaponmaster, CR 821.1.c), so they are read with the card's source (actions/card-source.ts),
 * which playing reads for them.
 */
import type { Ability, Keyword } from '../schema/card-schema.js';
import { conditionHolds } from '../reads/card-conditions.js';
import { boardEntriesOfKind, object, seat, unitLocation, type RiftHost } from '../reads/queries.js';
import type { Card, ObjectId, SeatId } from '../state/state.js';
import { boardRead, cachedBoardRead } from '../reads/unit-cache.js';
import { isActive } from '../cards/dependent.js';

type Passive = Extract<Ability, { kind: 'passive' }>;
type PlayedKeywords = NonNullable<Passive['playedKeywords']>;

interface Giver {
  readonly source: ObjectId;
  readonly ability: Passive;
  readonly grant: PlayedKeywords;
}

// Made from the board alone; most boards have no such passive, and share the empty list.
const GIVERS = boardRead('passives giving keywords to played cards', giversAfresh, true);

function giversAfresh(host: RiftHost): Giver[] {
  const found: Giver[] = [];
  for (const { source, entries } of boardEntriesOfKind(host, 'passive')) for (const { ability } of entries) if (ability.playedKeywords !== undefined) found.push({ source, ability, grant: ability.playedKeywords });
  return found;
}

/** Whether `grant` reaches the card `def` played from the hand (`fromHand`) or elsewhere. */
function reaches(grant: PlayedKeywords, def: Card, fromHand: boolean): boolean {
  if (grant.from !== 'anywhere' && (grant.from === 'hand') !== fromHand) return false;
  if (grant.cards !== (def.type === 'gear' ? 'gear' : def.type === 'unit' ? 'units' : undefined)) return false;
  return grant.tag === undefined || (def.tags?.includes(grant.tag) ?? false);
}

/**
 * `keywords` with those the board's passives give the card `id` (`def`) that `player` plays
 * now, `hidden` when it is played from hiding: the same list when none does (most boards).
 */
export function withPlayedKeywords(host: RiftHost, player: SeatId, id: ObjectId, def: Card, hidden: boolean, keywords: readonly Keyword[]): readonly Keyword[] {
  const givers = cachedBoardRead(host, GIVERS);
  if (givers.length === 0) return keywords;
  const { state } = host;
  const fromHand = !hidden && seat(state, player).hand.includes(id);
  let out: Keyword[] | undefined;
  for (const { source, ability, grant } of givers) {
    const { controller } = object(state, source);
    if (controller !== player || !reaches(grant, def, fromHand)) continue;
    if (!isActive(state, ability, controller, source)) continue;
    if (!conditionHolds(host, ability, { controller, source, here: unitLocation(state, source) ?? null })) continue;
    for (const keyword of grant.keywords) if (!(out ?? keywords).includes(keyword)) (out ??= [...keywords]).push(keyword);
  }
  return out ?? keywords;
}
