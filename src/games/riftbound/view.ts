/**
 * What a seat may see (RULES.md §1): the board, trash and scores are public; hands are
 * secret (their size is public); deck order is secret for everyone.
 */
import type { RiftboundState, SeatId } from './state.js';

export function riftboundView(state: RiftboundState, viewer: SeatId | null): unknown {
  const visibleObjects = new Set<string>();
  const seats = state.seats.map((s) => {
    const ownHand = s.id === viewer;
    if (ownHand) s.hand.forEach((id) => visibleObjects.add(id));
    for (const zone of [s.base, s.trash, s.runes]) zone.forEach((id) => visibleObjects.add(id));
    return {
      id: s.id,
      name: s.name,
      team: s.team,
      legend: s.legend,
      hand: ownHand ? [...s.hand] : null,
      handSize: s.hand.length,
      deckSize: s.deck.length,
      runeDeckSize: s.runeDeck.length,
      base: [...s.base],
      trash: [...s.trash],
      runes: [...s.runes],
      pool: structuredClone(s.pool),
      turnsStarted: s.turnsStarted,
      mulliganDone: s.mulliganDone,
    };
  });
  for (const bf of state.battlefields) bf.units.forEach((id) => visibleObjects.add(id));
  const objects = Object.fromEntries([...visibleObjects].map((id) => [id, structuredClone(state.objects[id])]));
  return {
    viewer,
    turn: { ...state.turn },
    seats,
    teams: structuredClone(state.teams),
    battlefields: structuredClone(state.battlefields),
    objects,
    showdown: structuredClone(state.showdown),
    chain: structuredClone(state.chain),
    scoring: structuredClone(state.scoring),
    winner: state.winner,
  };
}
