/**
 * What teammates may not share (CR 484.8.g-h): a Champion Legend, or a battlefield. One check
 * for new games and for positions, so a position cannot seat what a game would refuse.
 */
import type { LoadIssue } from '../../engine/errors.js';
import type { RiftboundRules } from './state.js';

export interface SeatIdentity {
  readonly legend: string;
  readonly battlefields: readonly string[];
}

/** The first fault among `seats` (in the order of `rules.seats.names`), pathed as `$.seats[i]...`. */
export function teammateFault(rules: RiftboundRules, seats: readonly SeatIdentity[]): LoadIssue | undefined {
  const seatIds = rules.seats.names;
  const nameOf = (cardId: string) => rules.cardDb.cards.get(cardId)?.name ?? cardId;
  for (const team of rules.seats.teams ?? []) {
    const members = team.map((s) => seatIds.indexOf(s));
    for (const [k, a] of members.entries()) {
      for (const b of members.slice(k + 1)) {
        const [sa, sb] = [seats[a] as SeatIdentity, seats[b] as SeatIdentity];
        if (sa.legend === sb.legend) {
          return { path: `$.seats[${b}].legend`, message: `teammates (decks ${a} and ${b}) both use the legend ${sa.legend} (CR 484.8.g)`, rule: 'CR 484.8.g' };
        }
        const names = new Set(sa.battlefields.map(nameOf));
        const shared = sb.battlefields.filter((f) => names.has(nameOf(f)));
        if (shared.length) {
          return { path: `$.seats[${b}].battlefields`, message: `teammates (decks ${a} and ${b}) both bring ${shared.join(', ')} (CR 484.8.h)`, rule: 'CR 484.8.h' };
        }
      }
    }
  }
  return undefined;
}
