/**
 * What "If you have three or more ..." (a step's `ifHave`) and "per ..." (a boost's `per`)
 * count, as the step resolves, for the ability's player: the cards in their Reserve, the base
 * statistics of 0 of the characters they control, the expeditions in a terrain, the exhausted
 * cards in their Reserve, or the characters they control (with a status or a subtype, reads/controlled.ts).
 */
import { characteristicsFor, printedCharacteristics, type Part } from './characteristics.js';
import { cardOf, inGame, regionIndex, seat } from './queries.js';
import { TERRAINS, type AlteredCard, type Terrain } from '../schema/file-schemas.js';
import { SIDES } from './expeditions.js';
import { controlledCharacters } from './controlled.js';
import type { AlteredHost, SeatId, Side } from '../state/state.js';

type BoostEffect = Extract<NonNullable<AlteredCard['effects']>[number], { op: 'boost' }>;
export type Counted = NonNullable<BoostEffect['per']>;

const TERRAIN_READS: readonly Part[] = ['terrains'];

/** How many of `what` there are now for `seatId`. */
export function countOf(host: AlteredHost, seatId: SeatId, what: Counted): number {
  switch (what.what) {
    case 'reserveCards':
      return seat(host.state, seatId).reserve.length;
    case 'zeroBaseStatistics':
      // Base statistics are the printed ones (Altered glossary 2.3.1.a): boosts and passives change none of them; a card in Reserve is controlled by no one.
      return seat(host.state, seatId).expedition.reduce((n, id) => {
        const stats = printedCharacteristics(cardOf(host, id)).stats;
        return n + TERRAINS.filter((t) => stats[t] === 0).length;
      }, 0);
    case 'characters':
      return controlledCharacters(host, seatId, what);
    case 'exhaustedReserveCards':
      return seat(host.state, seatId).reserve.filter((id) => host.state.objects[id]?.exhausted === true).length;
    case 'regionsBetweenExpeditions': {
      // The hero expedition moves up the track from its start, the companion one down from the end (state/state.ts).
      const { hero, companion } = seat(host.state, seatId).position;
      return Math.max(0, companion - hero - 1);
    }
    case 'expeditions':
      // A count of expeditions names its terrain (cards/cards.ts checks it).
      return what.terrain === undefined ? 0 : expeditionsIn(host, what.terrain);
  }
}

/**
 * Every player's expeditions whose region has the terrain, as passives make the regions (a
 * ruling counts the opponents' too). In the Arena every expedition counts: it has all three
 * terrains (docs/altered.md, decision).
 */
function expeditionsIn(host: AlteredHost, terrain: Terrain): number {
  const { state } = host;
  const terrains = characteristicsFor(host, TERRAIN_READS)?.terrains;
  let n = 0;
  for (const s of state.seats) {
    if (!inGame(state, s.id)) continue;
    for (const side of SIDES) if (regionHas(host, s.id, side, terrain, terrains)) n++;
  }
  return n;
}

/** Whether the region of a player's expedition has the terrain, as passives make the regions (`terrains`, when known; in the Arena, all three). */
export function regionHas(host: AlteredHost, seatId: SeatId, side: Side, terrain: Terrain, terrains = characteristicsFor(host, TERRAIN_READS)?.terrains): boolean {
  const { state } = host;
  const region = regionIndex(state, seatId, side);
  return state.arena || (terrains?.[region] ?? state.regions[region]?.terrains ?? []).includes(terrain);
}
