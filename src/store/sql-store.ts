/**
 * The Store over any SqlDatabase: one set of queries for PGlite and PostgreSQL. JSON goes in
 * as text cast to jsonb (node-postgres would turn a JS array into a Postgres array otherwise).
 */
import type { JsonObject } from '../types/json.js';
import { MIGRATIONS } from './migrations.js';
import type { SqlDatabase } from './sql.js';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../engine/i18n/language.js';
import { LeaseLost, type ActionCommit, type HeldSeat, type Lease, type MatchRow, type Store, type StoredAction, type TournamentRow } from './store.js';

/** Any number that names the migration lock among the database's advisory locks. */
const MIGRATION_LOCK = 0x72756c65;

interface MatchRecord {
  id: string;
  mode: string;
  setup: JsonObject;
  seats: string[];
  bots: Record<string, string>;
  version: number;
  over: boolean;
  winner: string | null;
  expired: boolean;
}

const json = (value: unknown): string => JSON.stringify(value);
const MATCH_COLUMNS = 'id, mode, setup, seats, bots, version, over, winner, expired';

/** Applies the migrations not applied yet; several processes starting at once take turns. */
export async function migrate(db: SqlDatabase): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query('create table if not exists rulegraph_migrations (version integer primary key, applied_at timestamptz not null default now())');
    const done = await tx.query<{ version: number }>('select version from rulegraph_migrations');
    const applied = new Set(done.rows.map((r) => r.version));
    for (const [i, sql] of MIGRATIONS.entries()) {
      if (applied.has(i + 1)) continue;
      for (const statement of sql.split(';').map((s) => s.trim()).filter((s) => s.replace(/--.*$/gm, '').trim() !== '')) await tx.query(statement);
      await tx.query('insert into rulegraph_migrations (version) values ($1)', [i + 1]);
    }
  });
}

export class SqlStore implements Store {
  constructor(
    private readonly db: SqlDatabase,
    readonly exclusive: boolean,
  ) {}

  async createMatch(match: MatchRow): Promise<void> {
    await this.db.query('insert into matches (id, mode, setup, seats, bots, version, over, winner) values ($1, $2, $3::jsonb, $4::jsonb, $5::jsonb, $6, $7, $8)', [
      match.id,
      match.mode,
      json(match.setup),
      json(match.seats),
      json(match.bots),
      match.version,
      match.over,
      match.winner,
    ]);
  }

  async listMatches(limit: number): Promise<MatchRow[]> {
    const result = await this.db.query<MatchRecord>(`select ${MATCH_COLUMNS} from matches where not expired order by created_at desc limit $1`, [limit]);
    return result.rows;
  }

  async getMatch(id: string): Promise<MatchRow | undefined> {
    const result = await this.db.query<MatchRecord>(`select ${MATCH_COLUMNS} from matches where id = $1`, [id]);
    return result.rows[0];
  }

  async unfinishedMatches(): Promise<string[]> {
    const result = await this.db.query<{ id: string }>('select id from matches where not over and not expired order by created_at');
    return result.rows.map((r) => r.id);
  }

  async takeSeat(matchId: string, seat: string, credentialHash: string, lang: Language): Promise<boolean> {
    const result = await this.db.query('insert into seats (match_id, seat, credential_hash, lang) values ($1, $2, $3, $4) on conflict do nothing', [matchId, seat, credentialHash, lang]);
    return result.count === 1;
  }

  async freeSeat(matchId: string, credentialHash: string): Promise<string | undefined> {
    const result = await this.db.query<{ seat: string }>('delete from seats where match_id = $1 and credential_hash = $2 returning seat', [matchId, credentialHash]);
    return result.rows[0]?.seat;
  }

  async seatOf(matchId: string, credentialHash: string): Promise<HeldSeat | undefined> {
    const result = await this.db.query<{ seat: string; lang: string }>('select seat, lang from seats where match_id = $1 and credential_hash = $2', [matchId, credentialHash]);
    const row = result.rows[0];
    // A language no longer spoken (a row of an older release) is read as the default.
    return row === undefined ? undefined : { seat: row.seat, lang: isLanguage(row.lang) ? row.lang : DEFAULT_LANGUAGE };
  }

  async setSeatLanguage(matchId: string, credentialHash: string, lang: Language): Promise<boolean> {
    const result = await this.db.query('update seats set lang = $3 where match_id = $1 and credential_hash = $2', [matchId, credentialHash, lang]);
    return result.count === 1;
  }

  async takenSeats(matchId: string): Promise<string[]> {
    const result = await this.db.query<{ seat: string }>('select seat from seats where match_id = $1', [matchId]);
    return result.rows.map((r) => r.seat);
  }

  async commitAction(commit: ActionCommit): Promise<void> {
    await this.db.transaction(async (tx) => {
      // The lease first: a process that lost the match writes nothing, even a version no one took yet.
      const lease = await tx.query(
        `update leases set expires_at = now() + make_interval(secs => $3) where match_id = $1 and owner = $2`,
        [commit.matchId, commit.owner, commit.leaseSeconds],
      );
      if (lease.count !== 1) throw new LeaseLost(`match ${commit.matchId} is owned by another process now`);
      const moved = await tx.query('update matches set version = $2, over = $3, winner = $4 where id = $1 and version = $2 - 1', [
        commit.matchId,
        commit.version,
        commit.over,
        commit.winner,
      ]);
      if (moved.count !== 1) throw new LeaseLost(`version ${commit.version} of match ${commit.matchId} is stored already`);
      await tx.query('insert into actions (match_id, version, seat, action) values ($1, $2, $3, $4::jsonb)', [commit.matchId, commit.version, commit.seat, json(commit.action)]);
      if (commit.answer) {
        await tx.query('insert into answers (match_id, seat, client_id, answer) values ($1, $2, $3, $4::jsonb)', [commit.matchId, commit.seat, commit.answer.clientId, json(commit.answer.body)]);
      }
    });
  }

  async findAnswer(matchId: string, seat: string, clientId: string): Promise<JsonObject | undefined> {
    const result = await this.db.query<{ answer: JsonObject }>('select answer from answers where match_id = $1 and seat = $2 and client_id = $3', [matchId, seat, clientId]);
    return result.rows[0]?.answer;
  }

  async saveSnapshot(matchId: string, version: number, snapshot: JsonObject): Promise<void> {
    await this.db.query('insert into snapshots (match_id, version, snapshot) values ($1, $2, $3::jsonb) on conflict do nothing', [matchId, version, json(snapshot)]);
  }

  async latestSnapshot(matchId: string): Promise<{ version: number; snapshot: JsonObject } | undefined> {
    const result = await this.db.query<{ version: number; snapshot: JsonObject }>('select version, snapshot from snapshots where match_id = $1 order by version desc limit 1', [matchId]);
    return result.rows[0];
  }

  async actionsAfter(matchId: string, version: number): Promise<StoredAction[]> {
    const result = await this.db.query<StoredAction>('select version, seat, action from actions where match_id = $1 and version > $2 order by version', [matchId, version]);
    return result.rows;
  }

  async acquireLease(matchId: string, owner: string, url: string, seconds: number): Promise<Lease> {
    return this.db.transaction(async (tx) => {
      await tx.query(
        `insert into leases (match_id, owner, url, expires_at) values ($1, $2, $3, now() + make_interval(secs => $4))
         on conflict (match_id) do update set owner = excluded.owner, url = excluded.url, expires_at = excluded.expires_at
         where leases.owner = excluded.owner or leases.expires_at < now()`,
        [matchId, owner, url, seconds],
      );
      const holder = await tx.query<Lease>('select owner, url from leases where match_id = $1', [matchId]);
      const lease = holder.rows[0];
      if (!lease) throw new Error(`no lease row for match ${matchId}`);
      return lease;
    });
  }

  async renewLeases(owner: string, matchIds: readonly string[], seconds: number): Promise<string[]> {
    if (matchIds.length === 0) return [];
    const result = await this.db.query<{ match_id: string }>(
      `update leases set expires_at = now() + make_interval(secs => $2) where owner = $1 and match_id = any($3::text[]) returning match_id`,
      [owner, seconds, matchIds],
    );
    const kept = new Set(result.rows.map((r) => r.match_id));
    return matchIds.filter((id) => !kept.has(id));
  }

  async leaseOf(matchId: string): Promise<Lease | undefined> {
    const result = await this.db.query<Lease>('select owner, url from leases where match_id = $1 and expires_at >= now()', [matchId]);
    return result.rows[0];
  }

  async orphanedMatches(): Promise<string[]> {
    const result = await this.db.query<{ id: string }>(
      `select m.id from matches m left join leases l on l.match_id = m.id
       where not m.over and not m.expired and (l.match_id is null or l.expires_at < now()) order by m.created_at`,
    );
    return result.rows.map((r) => r.id);
  }

  async expireMatch(matchId: string, owner: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const expired = await tx.query(
        'update matches set expired = true where id = $1 and not over and exists (select 1 from leases where match_id = $1 and owner = $2)',
        [matchId, owner],
      );
      if (expired.count !== 1) return false;
      await tx.query('delete from leases where match_id = $1', [matchId]);
      return true;
    });
  }

  async releaseLeases(owner: string | undefined): Promise<void> {
    if (owner === undefined) await this.db.query('delete from leases');
    else await this.db.query('delete from leases where owner = $1', [owner]);
  }

  async createTournament(row: TournamentRow): Promise<void> {
    await this.db.query('insert into tournaments (id, organiser_hash, state, host, version) values ($1, $2, $3::jsonb, $4::jsonb, $5)', [row.id, row.organiserHash, json(row.state), json(row.host), row.version]);
  }

  async getTournament(id: string): Promise<TournamentRow | undefined> {
    const result = await this.db.query<TournamentRow>('select id, organiser_hash as "organiserHash", state, host, version from tournaments where id = $1', [id]);
    return result.rows[0];
  }

  async saveTournament(id: string, version: number, state: JsonObject, host: JsonObject): Promise<boolean> {
    const result = await this.db.query('update tournaments set state = $3::jsonb, host = $4::jsonb, version = version + 1 where id = $1 and version = $2', [id, version, json(state), json(host)]);
    return result.count === 1;
  }

  async unfinishedTournaments(): Promise<string[]> {
    const result = await this.db.query<{ id: string }>("select id from tournaments where state->>'phase' <> 'finished' order by created_at");
    return result.rows.map((r) => r.id);
  }

  close(): Promise<void> {
    return this.db.close();
  }
}
