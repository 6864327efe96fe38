/** Each test file lets go of the run's Chromium when it ends, closing the contexts it left open. */
import { afterAll } from 'vitest';
import { disconnectSharedBrowser } from './browser.js';

afterAll(disconnectSharedBrowser);
