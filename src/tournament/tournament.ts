/**
 * A tournament: its JSON state and the actions that change it (docs/tournaments.md). The state
 * handed out is a frozen copy, so it may be stored or sent as it is; `restoreTournament`
 * continues from one.
 */
import { deepFreeze } from '../engine/json/freeze.js';
import type { TournamentAction } from './actions.js';
import { applyAction } from './event.js';
import type { TournamentRefusal } from './refusal.js';
import type { DeckCheck } from './registration.js';
import { currentRound, nextTable } from './rounds.js';
import { standings, type Standing } from './standings.js';
import type { Round, TournamentState } from './state.js';
import { viewOf, type TournamentView } from './view.js';

export type TournamentResult = { readonly ok: true } | { readonly ok: false; readonly error: TournamentRefusal };

export class Tournament {
  #state: TournamentState;
  readonly #checkDecks: DeckCheck;

  constructor(state: TournamentState, checkDecks: DeckCheck) {
    this.#state = deepFreeze(structuredClone(state));
    this.#checkDecks = checkDecks;
  }

  /** The whole state, as the organiser sees it: plain JSON, frozen. */
  get state(): TournamentState {
    return this.#state;
  }

  get phase(): TournamentState['phase'] {
    return this.#state.phase;
  }

  /** The round being played or last played; undefined before the first pairing. */
  get round(): Round | undefined {
    return currentRound(this.#state);
  }

  /** Applies an action from outside; a refused one leaves the event as it was. */
  apply(action: TournamentAction): TournamentResult {
    const result = applyAction(this.#state, action, this.#checkDecks);
    if (!result.ok) return result;
    this.#state = deepFreeze(result.state);
    return { ok: true };
  }

  /** Standings after the Swiss rounds so far, the first place first (TR 409). */
  standings(): Standing[] {
    return standings(this.#state);
  }

  /** The event as `viewer` (an entrant, or null for a spectator) may see it: others' decks hidden unless open decklist (TR 401.5). */
  view(viewer: string | null = null): TournamentView {
    return viewOf(this.#state, viewer);
  }

  /** The table where `entrant` plays now, or null when it has no match to play. */
  nextTable(entrant: string): number | null {
    return nextTable(this.#state, entrant);
  }
}
