/** The store contract on PGlite in memory (the same tests run on PostgreSQL in test/pg). */
import { afterAll, beforeAll, describe } from 'vitest';
import { openPgliteStore } from '../../src/store/pglite-store.js';
import type { Store } from '../../src/store/store.js';
import { storeContract } from './store-contract.js';

let store: Store;
beforeAll(async () => {
  store = await openPgliteStore(undefined);
}, 120_000);
afterAll(async () => store?.close());

describe('the PGlite store', () => storeContract(() => store));
