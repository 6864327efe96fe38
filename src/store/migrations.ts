/**
 * The storage schema, as numbered migrations. PGlite and PostgreSQL run the same SQL: every
 * statement here is plain PostgreSQL. A migration is never edited once shipped; a change is a
 * new entry at the end.
 */
export const MIGRATIONS: readonly string[] = [
  `
  create table matches (
    id text primary key,
    mode text not null,
    -- The createGame options the match started from (mode, rules, decks, seed).
    setup jsonb not null,
    -- Seat ids in turn order, and the bot playing each bot seat.
    seats jsonb not null,
    bots jsonb not null,
    version integer not null default 0,
    over boolean not null default false,
    winner text,
    created_at timestamptz not null default now()
  );
  -- Only the SHA-256 of a seat's credential is kept: a stolen database lets no one act.
  create table seats (
    match_id text not null references matches(id),
    seat text not null,
    credential_hash text not null,
    primary key (match_id, seat)
  );
  -- The action log: version n is the nth accepted action. The key makes two writers of the
  -- same version impossible, whichever process they run in.
  create table actions (
    match_id text not null references matches(id),
    version integer not null,
    seat text not null,
    action jsonb not null,
    primary key (match_id, version)
  );
  -- The first answer to each client action id, so a retried id is answered the same way.
  create table answers (
    match_id text not null references matches(id),
    seat text not null,
    client_id text not null,
    answer jsonb not null,
    primary key (match_id, seat, client_id)
  );
  create table snapshots (
    match_id text not null references matches(id),
    version integer not null,
    snapshot jsonb not null,
    primary key (match_id, version)
  );
  -- Which process owns a live match, until when, and where its clients should go.
  create table leases (
    match_id text primary key references matches(id),
    owner text not null,
    url text not null,
    expires_at timestamptz not null
  );
  create index matches_unfinished on matches (created_at) where not over;
  `,
  // A match nobody played for the server's idle time is expired: kept, but never loaded again.
  `
  alter table matches add column expired boolean not null default false;
  drop index matches_unfinished;
  create index matches_unfinished on matches (created_at) where not over and not expired;
  `,
  // A tournament (docs/tournaments.md): its state as JSON, what the server adds to it (the
  // matches of each table, bots, rules), and the organiser's credential hash. `version` counts
  // saves, so two processes never both write over one state.
  `
  create table tournaments (
    id text primary key,
    organiser_hash text not null,
    state jsonb not null,
    host jsonb not null,
    version integer not null default 0,
    created_at timestamptz not null default now()
  );
  `,
  // The language each seat's messages are worded in (docs/server.md, "Languages").
  `
  alter table seats add column lang text not null default 'en';
  `,
];
