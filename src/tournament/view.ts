/**
 * What each person may see of an event. Decklists are private (TR 401.5): an entrant sees its
 * own decks, everyone else sees none, unless the event runs with open decklists, where all
 * are public. The organiser sees the whole state.
 */
import type { Entrant, TournamentState } from './state.js';

/** An entrant as others see it: its decks only when it is the viewer or the decklists are open. */
export interface EntrantView extends Omit<Entrant, 'decks'> {
  readonly decks: readonly unknown[] | null;
}

export interface TournamentView extends Omit<TournamentState, 'entrants' | 'rng'> {
  readonly entrants: readonly EntrantView[];
}

/** The event as `viewer` (an entrant id, or null for anyone else) may see it; the generator's state stays hidden. */
export function viewOf(state: TournamentState, viewer: string | null): TournamentView {
  const { rng: _rng, entrants, ...rest } = structuredClone(state);
  const open = state.settings.openDecklist;
  return { ...rest, entrants: entrants.map((e) => ({ ...e, decks: open || e.id === viewer ? e.decks : null })) };
}
