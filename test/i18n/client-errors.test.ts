/**
 * The typed client's own errors (made without its server) in the client's language: the same
 * code, the English words as they always were when no language is asked, French when the client
 * asks its server for French.
 */
import { describe, expect, it } from 'vitest';
import { ClientError } from '../../src/client/errors.js';
import { MatchesApi, type FetchFunction } from '../../src/client/http.js';
import type { Language } from '../../src/types/game.js';

const answering = (status: number, body: string): FetchFunction => async () => ({ status, text: async () => body });
const unreachable: FetchFunction = async () => {
  throw new Error('ECONNREFUSED');
};

async function refusal(fetchFn: FetchFunction, lang?: Language): Promise<ClientError> {
  try {
    await new MatchesApi('http://127.0.0.1:1', fetchFn, lang).listMatches();
  } catch (error) {
    if (error instanceof ClientError) return error;
    throw error;
  }
  throw new Error('expected a ClientError');
}

describe("the client's own errors in its language", () => {
  it('an answer that is not JSON: BAD_RESPONSE, in English by default and in French when asked', async () => {
    const english = await refusal(answering(200, '<html>'));
    expect(english).toMatchObject({ code: 'BAD_RESPONSE', status: 200, message: "GET /api/matches: the answer is not the protocol's JSON" });
    const french = await refusal(answering(200, '<html>'), 'fr');
    expect(french).toMatchObject({ code: 'BAD_RESPONSE', status: 200, message: "GET /api/matches : la réponse n'est pas le JSON du protocole" });
  });

  it('an error status without the protocol\'s error, and a server out of reach', async () => {
    expect((await refusal(answering(502, ''), 'fr')).message).toBe('GET /api/matches a répondu 502');
    expect((await refusal(answering(502, ''))).message).toBe('GET /api/matches answered 502');
    // The system's own words stay as they came, inside the client's frame.
    expect(await refusal(unreachable, 'fr')).toMatchObject({ code: 'NETWORK_ERROR', message: 'GET /api/matches : ECONNREFUSED' });
  });
});
