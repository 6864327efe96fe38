import { LoadError } from '../../src/engine/errors.js';

/** The LoadError `load` throws; any other outcome fails the test. */
export function loadError(load: () => unknown): LoadError {
  try {
    load();
  } catch (error) {
    if (error instanceof LoadError) return error;
    throw error;
  }
  throw new Error('expected a LoadError');
}
