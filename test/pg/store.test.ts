/** The store contract on a real PostgreSQL (RULEGRAPH_TEST_DATABASE_URL; `npm run test:pg`). */
import { afterAll, beforeAll, describe } from 'vitest';
import { openPgStore } from '../../src/store/pg-store.js';
import type { Store } from '../../src/store/store.js';
import { storeContract } from '../server/store-contract.js';
import { testDatabaseUrl } from './database.js';

let store: Store;
beforeAll(async () => {
  store = await openPgStore(testDatabaseUrl());
});
afterAll(async () => store?.close());

describe('the PostgreSQL store', () => storeContract(() => store));
