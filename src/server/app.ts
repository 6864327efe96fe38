/**
 * The HTTP routes of `rulegraph serve` (docs/server.md) on fastify: the lobby API under /api
 * and each match's WebSocket. Every request passes the Host and Origin checks and the
 * per-address rate limit first, and a socket the process's and the address's socket limits;
 * bodies are checked against their schemas; errors are typed JSON.
 */
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { Words } from '../engine/i18n/catalogue.js';
import { isLanguage, languageOf, type Language } from '../engine/i18n/language.js';
import { bearerOf } from './credentials.js';
import { ServerError, wireError } from './errors.js';
import { serverMessages, text } from './i18n/messages.js';
import { KeyedBuckets, SocketCounts, type ServerLimits } from './limits.js';
import { MatchRegistry, Redirect } from './matches.js';
import { createMatchSchema, describeSchemaError, joinSchema, type CreateMatchBody, type JoinBody } from './messages.js';
import { hostAllowed, originAllowed } from './origin.js';
import { serveSocket } from './sockets.js';
import { registerTournamentRoutes } from './tournament-routes.js';
import type { TournamentHost } from './tournaments.js';
import { registerTablePage } from '../table/serve.js';

export interface AppOptions {
  readonly registry: MatchRegistry;
  readonly tournaments: TournamentHost;
  readonly limits: ServerLimits;
  /** Origins besides the server's own that browsers may call from (`--allow-origin`). */
  readonly allowOrigins: readonly string[];
  /** The host names requests may name in their Host header (origin.ts `allowedHostNames`). */
  readonly allowHosts: readonly string[];
}

const ajv = new Ajv2020({ allErrors: false, strict: true, allowUnionTypes: true, coerceTypes: false, removeAdditional: false, useDefaults: false });

/**
 * The language a request's errors are worded in: the `lang` of its body (a join names the seat's),
 * else its Accept-Language header, else English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const lang = typeof request.body === 'object' && request.body !== null ? (request.body as { lang?: unknown }).lang : undefined;
  return isLanguage(lang) ? lang : languageOf(request.headers['accept-language']);
}

/**
 * Fastify's reason for refusing a request: the catalogue's words for it (`fastify.<its code>`)
 * when the catalogue's English is fastify's sentence to the letter, else fastify's words as
 * they came (a version that words it otherwise, a reason the catalogue does not know).
 */
export function fastifyReason(error: unknown): Words | string {
  const { code, message } = error as { code?: unknown; message?: unknown };
  const key = `fastify.${String(code)}`;
  if (Object.hasOwn(serverMessages.en, key) && (serverMessages.en as Readonly<Record<string, string>>)[key] === message) return text(key as 'fastify.FST_ERR_CTP_INVALID_JSON_BODY');
  return String(message);
}

function sendError(reply: FastifyReply, status: number, error: { code: string; message: string; path?: string }): FastifyReply {
  return reply.code(status).send({ error });
}

/** Answers `status` with the server's error `code`, worded in the request's language. */
function refuse(request: FastifyRequest, reply: FastifyReply, status: number, code: string, words: Words): FastifyReply {
  return sendError(reply, status, wireError(code, words, requestLanguage(request)));
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { registry, limits } = options;
  const app = Fastify({ bodyLimit: limits.bodyBytes, logger: false });
  app.setValidatorCompiler(({ schema }) => ajv.compile(schema));
  app.setSchemaErrorFormatter((errors) => {
    const described = describeSchemaError(errors[0] as never);
    return new ServerError(400, 'BAD_REQUEST', described.message, described.path);
  });
  await app.register(websocket, {
    options: { maxPayload: limits.messageBytes },
    // The plugin's own closing sends no close code; a client must learn that the server is stopping
    // (1001, going away), including one that has not said hello yet.
    preClose(done) {
      for (const client of this.websocketServer.clients) client.close(1001, 'server stopping');
      this.websocketServer.close(() => done());
    },
  });

  const requests = new KeyedBuckets(limits.requestsPerSecond, limits.requestBurst);
  const sockets = new SocketCounts(limits);
  app.addHook('onRequest', async (request, reply) => {
    if (!hostAllowed(request.headers.host, options.allowHosts)) {
      return refuse(request, reply, 403, 'HOST_REFUSED', text('HOST_REFUSED', { host: JSON.stringify(request.headers.host ?? '') }));
    }
    if (!originAllowed(request.headers.origin, request.headers.host, options.allowOrigins)) {
      return refuse(request, reply, 403, 'ORIGIN_REFUSED', text('ORIGIN_REFUSED', { origin: String(request.headers.origin) }));
    }
    if (!requests.take(request.ip)) return refuse(request, reply, 429, 'RATE_LIMITED', text('RATE_LIMITED.requests', { limit: limits.requestsPerSecond }));
    if (request.headers.upgrade?.toLowerCase() === 'websocket') {
      const refusal = sockets.refusal(request.ip);
      if (refusal !== undefined) return refuse(request, reply, 503, 'TOO_MANY_CONNECTIONS', refusal);
    }
    return undefined;
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof Redirect) return reply.code(307).header('location', error.url + request.url).send({ error: wireError('MATCH_ELSEWHERE', text('MATCH_ELSEWHERE', { url: error.url }), requestLanguage(request)) });
    if (error instanceof ServerError) return sendError(reply, error.status, error.toWire(requestLanguage(request)));
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) return refuse(request, reply, 413, 'BODY_TOO_LARGE', text('BODY_TOO_LARGE', { limit: limits.bodyBytes }));
    // Fastify's own refusal of a request (a body that is not JSON...): its reason is fastify's words.
    if (status !== undefined && status >= 400 && status < 500) return refuse(request, reply, status, 'BAD_REQUEST', text('BAD_REQUEST', { reason: fastifyReason(error) }));
    return refuse(request, reply, 500, 'SERVER_FAULT', text('SERVER_FAULT'));
  });
  app.setNotFoundHandler((request, reply) => refuse(request, reply, 404, 'NOT_FOUND', text('NOT_FOUND')));

  // Match ids are base64url (matches.ts): anything else (a NUL, which the database refuses in
  // text, a slash) names no match and is refused here, before any query.
  const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } } } as const;

  app.post<{ Body: CreateMatchBody }>('/api/matches', { schema: { body: createMatchSchema } }, async (request, reply) => reply.code(201).send(await registry.create(request.body)));
  app.get('/api/matches', async () => ({ matches: await registry.list() }));
  app.get<{ Params: { id: string } }>('/api/matches/:id', { schema: { params: idParams } }, async (request) => registry.summary(request.params.id));
  app.get<{ Params: { id: string } }>('/api/matches/:id/cards', { schema: { params: idParams } }, async (request) => registry.cards(request.params.id));
  app.post<{ Params: { id: string }; Body: JoinBody }>('/api/matches/:id/join', { schema: { params: idParams, body: joinSchema } }, async (request) =>
    registry.join(request.params.id, request.body.seat, request.body.lang ?? requestLanguage(request)),
  );
  app.post<{ Params: { id: string } }>('/api/matches/:id/leave', { schema: { params: idParams } }, async (request, reply) => {
    const credential = bearerOf(request.headers.authorization);
    if (credential === undefined) throw new ServerError(401, 'BAD_CREDENTIAL', text('BAD_CREDENTIAL.leave'));
    await registry.leave(request.params.id, credential);
    return reply.code(204).send();
  });
  registerTournamentRoutes(app, options.tournaments);
  // The table page at `/` (docs/client.md, README): lobby and board, a client of these routes.
  registerTablePage(app);
  app.get<{ Params: { id: string } }>('/api/matches/:id/socket', { websocket: true, schema: { params: idParams } }, (socket, request) => {
    // Counted from the upgrade to the close, whatever the socket then does.
    const address = request.ip;
    sockets.opened(address);
    socket.once('close', () => sockets.closed(address));
    serveSocket(socket, request.params.id, registry, limits, languageOf(request.headers['accept-language']));
  });
  return app;
}
