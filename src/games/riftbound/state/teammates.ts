/**
 * What teammates may not share (CR 484.8.g-h): a Champion Legend, or a battlefield. One check
 * for new games and for positions, so a position cannot seat what a game would refuse.
 */
import { wordedIssue, type LoadIssue } from '../../../engine/errors.js';
import { text } from '../i18n/messages.js';
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
          return wordedIssue({ path: `$.seats[${b}].legend`, rule: 'CR 484.8.g' }, text('load.teammatesLegend', { a, b, legend: sa.legend }));
        }
        const names = new Set(sa.battlefields.map(nameOf));
        const shared = sb.battlefields.filter((f) => names.has(nameOf(f)));
        if (shared.length) {
          return wordedIssue({ path: `$.seats[${b}].battlefields`, rule: 'CR 484.8.h' }, text('load.teammatesBattlefields', { a, b, battlefields: shared.join(', ') }));
        }
      }
    }
  }
  return undefined;
}
