/**
 * A tournament: its JSON state and the actions that change it (docs/tournaments.md). The state
 * handed out is a frozen copy, so it may be stored or sent as it is; `restoreTournament`
 * continues from one.
 */
import { inLanguage } from '../engine/errors.js';
import { DEFAULT_LANGUAGE, type Language } from '../engine/i18n/language.js';
import { deepFreeze } from '../engine/json/freeze.js';
import type { TournamentAction, TournamentResult } from '../types/tournament.js';
import { gameAtTime, timeCalled, timeLeft } from './clock.js';
import { applyAction } from './event.js';
import type { DeckCheck } from './registration.js';
import { currentRound, nextTable } from './rounds.js';
import { standings, type Standing } from './standings.js';
import type { Round, TournamentState } from './state.js';
import { viewOf, type TournamentView } from './view.js';


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

  /** Applies an action from outside; a refused one leaves the event as it was, its message in `lang`. */
  apply(action: TournamentAction, { lang = DEFAULT_LANGUAGE }: { readonly lang?: Language } = {}): TournamentResult {
    const result = applyAction(this.#state, action, this.#checkDecks);
    if (!result.ok) return { ok: false, error: inLanguage(result.error, lang) };
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

  /** Whether the round's time has run out (TR 408.2): its tables are in the end-of-match procedure. */
  get timeCalled(): boolean {
    return timeCalled(this.round);
  }

  /** Milliseconds left in the round at the clock's last reading; null for an untimed round or one not started. */
  get timeLeft(): number | null {
    return timeLeft(this.round);
  }

  /**
   * The game at `table` played on after time, decided by each entrant's points after the
   * additional turns (TR 408.2.b, 408.4.c): its winner to report, or null for a drawn game;
   * `suddenDeath` when the next point scored decides instead (TR 408.4.c.3).
   */
  gameAtTime(table: number, points: Readonly<Record<string, number>>): { winner: string | null; suddenDeath: boolean } | null {
    const round = this.round;
    const match = round?.matches.find((m) => m.table === table);
    return round && match && match.result === null ? gameAtTime(round.stage, match, points) : null;
  }

  /** The table where `entrant` plays now, or null when it has no match to play. */
  nextTable(entrant: string): number | null {
    return nextTable(this.#state, entrant);
  }
}
