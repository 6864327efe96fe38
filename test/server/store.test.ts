/** The store contract on PGlite in memory (the same tests run on PostgreSQL in test/pg). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteStore } from '../../src/store/pglite-store.js';
import type { Store } from '../../src/store/store.js';
import { storeContract } from './store-contract.js';

let store: Store;
beforeAll(async () => {
  store = await openPgliteStore(undefined);
}, 120_000);
afterAll(async () => store?.close());

describe('the PGlite store', () => storeContract(() => store));

describe('in-memory PGlite stores', () => {
  it('each start empty and apart, though the later ones load the first one as a template', async () => {
    const match = { id: 'm-template', mode: 'riftbound/duel', setup: { mode: 'riftbound/duel', seed: 1 }, seats: ['A', 'B'], bots: {}, version: 0, over: false, winner: null, expired: false };
    await store.createMatch(match);
    const second = await openPgliteStore(undefined);
    const third = await openPgliteStore(undefined);
    try {
      expect(await second.listMatches(10)).toEqual([]);
      await second.createMatch({ ...match, id: 'm-second' });
      expect((await second.listMatches(10)).map((m) => m.id)).toEqual(['m-second']);
      expect(await third.listMatches(10)).toEqual([]);
      expect(await store.getMatch('m-template')).toEqual(match);
      expect(await store.getMatch('m-second')).toBeUndefined();
    } finally {
      await second.close();
      await third.close();
    }
  }, 120_000);
});
