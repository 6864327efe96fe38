// The names the examples of README.md and docs/ use as parts of a longer program (a game made
// above, a client connected before), declared once so that each example type-checks alone.
// Written by hand; the examples themselves are extracted (test/docs-examples.test.ts).
import type { RulegraphClient, MatchSummary } from 'rulegraph/client';

declare global {
  const createGame: typeof import('rulegraph').createGame;
  const createClient: typeof import('rulegraph/client').createClient;
  const ClientError: typeof import('rulegraph/client').ClientError;
  const client: RulegraphClient;
  const match: MatchSummary;
  const credential: string;
  /** An XState inspection observer, such as `@statelyai/inspect`'s `inspector.inspect`. */
  const inspect: (event: { readonly type: string }) => void;
  /** A deck code and the card set it names. */
  const code: string;
  const cardSet: Parameters<typeof import('rulegraph').deckFromCode>[1];
  /** A position's JSON, as read from its file. */
  const json: object;
}
