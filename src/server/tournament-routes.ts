/**
 * The tournament routes under /api/tournaments (docs/server.md, "Tournaments"): create an
 * event, register entrants, pair rounds and report results as its organiser, read the event,
 * its standings and each player's table. Bodies are checked against their schemas; the event
 * refuses an action with its own code, rule and path.
 */
import type { FastifyInstance } from 'fastify';
import type { TournamentAction } from '../types/tournament.js';
import { bearerOf } from './credentials.js';
import {
  createTournamentSchema,
  playerParams,
  registerEntrantSchema,
  reportSchema,
  tournamentIdParams,
  type CreateTournamentBody,
  type RegisterEntrantBody,
} from './tournament-messages.js';
import type { TournamentHost } from './tournaments.js';

export function registerTournamentRoutes(app: FastifyInstance, host: TournamentHost): void {
  type Id = { Params: { id: string } };
  const organiser = (authorization: string | undefined): string | null => bearerOf(authorization) ?? null;
  app.post<{ Body: CreateTournamentBody }>('/api/tournaments', { schema: { body: createTournamentSchema } }, async (request, reply) => reply.code(201).send(await host.create(request.body)));
  app.get<Id>('/api/tournaments/:id', { schema: { params: tournamentIdParams } }, async (request) => host.get(request.params.id));
  app.get<Id>('/api/tournaments/:id/standings', { schema: { params: tournamentIdParams } }, async (request) => host.standings(request.params.id));
  app.get<{ Params: { id: string; player: string } }>('/api/tournaments/:id/players/:player', { schema: { params: playerParams } }, async (request) =>
    host.next(request.params.id, request.params.player),
  );
  app.get<Id>('/api/tournaments/:id/me', { schema: { params: tournamentIdParams } }, async (request) => host.mine(request.params.id, bearerOf(request.headers.authorization) ?? null));
  app.post<Id & { Body: RegisterEntrantBody }>('/api/tournaments/:id/entrants', { schema: { params: tournamentIdParams, body: registerEntrantSchema } }, async (request, reply) =>
    reply.code(201).send(await host.register(request.params.id, request.body)),
  );
  app.post<Id>('/api/tournaments/:id/pair', { schema: { params: tournamentIdParams } }, async (request) =>
    host.act(request.params.id, organiser(request.headers.authorization), { type: 'pair' }),
  );
  app.post<Id & { Body: { type: string } }>('/api/tournaments/:id/report', { schema: { params: tournamentIdParams, body: reportSchema } }, async (request) =>
    host.act(request.params.id, organiser(request.headers.authorization), request.body as TournamentAction),
  );
}
