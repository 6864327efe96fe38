/**
 * The HTTP half of the protocol: create, list and read matches, join and leave seats. Uses
 * the global `fetch` (browsers, Node 20) or the one given.
 */
import { ClientError, wireErrorOf } from './errors.js';
import { text as clientText } from './i18n/messages.js';
import { DEFAULT_LANGUAGE } from '../engine/i18n/language.js';
import type { Language } from '../types/game.js';
import type { CardCatalog, CreatedTournament, MatchSummary, RegisteredEntrant, NewEntrant, NewMatch, NewTournament, PlayerTable, ReportedAction, SeatCredential, Standing, TournamentSummary } from './wire.js';

export type FetchFunction = (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => Promise<{
  readonly status: number;
  text(): Promise<string>;
}>;

export class MatchesApi {
  constructor(
    /** The server's origin, like `http://127.0.0.1:8080`. */
    readonly baseUrl: string,
    private readonly fetchFn: FetchFunction,
    /** The language the server words its errors in (sent as Accept-Language) and a joined seat's messages; the server's default (English) when not given. */
    private readonly lang?: Language,
  ) {}

  /** Creates a match; the server answers with its summary. */
  createMatch(options: NewMatch<string>): Promise<MatchSummary> {
    return this.request('POST', '/api/matches', options) as Promise<MatchSummary>;
  }

  async listMatches(): Promise<MatchSummary[]> {
    const body = (await this.request('GET', '/api/matches')) as { matches?: MatchSummary[] };
    if (!Array.isArray(body.matches)) throw badResponse('GET /api/matches', this.lang);
    return body.matches;
  }

  getMatch(id: string): Promise<MatchSummary> {
    return this.request('GET', `/api/matches/${encodeURIComponent(id)}`) as Promise<MatchSummary>;
  }

  /** The match's cards by id: each card's data with its text, as `game.catalog()` gives them. */
  async cards(id: string): Promise<CardCatalog> {
    const body = (await this.request('GET', `/api/matches/${encodeURIComponent(id)}/cards`)) as { cards?: CardCatalog };
    if (body.cards === null || typeof body.cards !== 'object') throw badResponse(`GET /api/matches/${id}/cards`, this.lang);
    return body.cards;
  }

  /** Takes a seat, its messages worded in `lang` (the client's language by default); keep the credential: it is the only way to act and see as that seat. */
  join(id: string, seat: string, lang = this.lang): Promise<SeatCredential> {
    return this.request('POST', `/api/matches/${encodeURIComponent(id)}/join`, { seat, ...(lang === undefined ? {} : { lang }) }) as Promise<SeatCredential>;
  }

  /** Gives the seat back; the credential stops working. */
  async leave(id: string, credential: string): Promise<void> {
    await this.request('POST', `/api/matches/${encodeURIComponent(id)}/leave`, undefined, credential);
  }

  createTournament(options: NewTournament<string>): Promise<CreatedTournament> {
    return this.request('POST', '/api/tournaments', options) as Promise<CreatedTournament>;
  }

  getTournament(id: string): Promise<TournamentSummary> {
    return this.request('GET', tournamentPath(id)) as Promise<TournamentSummary>;
  }

  register(id: string, entrant: NewEntrant): Promise<RegisteredEntrant> {
    return this.request('POST', `${tournamentPath(id)}/entrants`, entrant) as Promise<RegisteredEntrant>;
  }

  pair(id: string, credential: string): Promise<TournamentSummary> {
    return this.request('POST', `${tournamentPath(id)}/pair`, undefined, credential) as Promise<TournamentSummary>;
  }

  report(id: string, credential: string, action: ReportedAction): Promise<TournamentSummary> {
    return this.request('POST', `${tournamentPath(id)}/report`, action, credential) as Promise<TournamentSummary>;
  }

  async standings(id: string): Promise<Standing[]> {
    const body = (await this.request('GET', `${tournamentPath(id)}/standings`)) as { standings?: Standing[] };
    if (!Array.isArray(body.standings)) throw badResponse(`GET ${tournamentPath(id)}/standings`, this.lang);
    return body.standings;
  }

  playerTable(id: string, player: string): Promise<PlayerTable> {
    return this.request('GET', `${tournamentPath(id)}/players/${encodeURIComponent(player)}`) as Promise<PlayerTable>;
  }

  myTable(id: string, credential: string): Promise<PlayerTable> {
    return this.request('GET', `${tournamentPath(id)}/me`, undefined, credential) as Promise<PlayerTable>;
  }

  private async request(method: string, path: string, body?: object, credential?: string): Promise<unknown> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (credential !== undefined) headers['authorization'] = `Bearer ${credential}`;
    if (this.lang !== undefined) headers['accept-language'] = this.lang;
    let response: Awaited<ReturnType<FetchFunction>>;
    try {
      response = await this.fetchFn(`${this.baseUrl}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    } catch (error) {
      throw new ClientError({ code: 'NETWORK_ERROR', message: clientText('NETWORK_ERROR', { request: `${method} ${path}`, message: error instanceof Error ? error.message : String(error) }).in(this.lang ?? DEFAULT_LANGUAGE) });
    }
    const text = await response.text();
    let parsed: unknown = undefined;
    if (text !== '') {
      try {
        parsed = JSON.parse(text);
      } catch {
        throw badResponse(`${method} ${path}`, this.lang, response.status);
      }
    }
    const error = wireErrorOf(parsed);
    if (response.status >= 400 || error !== undefined) {
      throw new ClientError(error ?? { code: 'BAD_RESPONSE', message: clientText('BAD_RESPONSE.status', { request: `${method} ${path}`, status: response.status }).in(this.lang ?? DEFAULT_LANGUAGE) }, { status: response.status });
    }
    return parsed;
  }
}

function tournamentPath(id: string): string {
  return `/api/tournaments/${encodeURIComponent(id)}`;
}

/** An answer that is not the protocol's, told in the client's language (English when none was asked). */
function badResponse(request: string, lang: Language | undefined, status?: number): ClientError {
  return new ClientError({ code: 'BAD_RESPONSE', message: clientText('BAD_RESPONSE.notProtocol', { request }).in(lang ?? DEFAULT_LANGUAGE) }, status === undefined ? {} : { status });
}
