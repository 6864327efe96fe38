/**
 * A load error put into French, checked: the same file, code, paths and rules, every message
 * another than the English one, and the same English words back.
 */
import { expect } from 'vitest';
import { LoadError, loadErrorIn } from '../../src/engine/errors.js';

export function inFrench(error: LoadError): LoadError {
  const french = error.in('fr');
  expect(french).toBeInstanceOf(LoadError);
  expect(french.file).toBe(error.file);
  expect(french.code).toBe(error.code);
  expect(french.issues.map((i) => [i.path, i.code, i.rule])).toEqual(error.issues.map((i) => [i.path, i.code, i.rule]));
  for (const [k, issue] of french.issues.entries()) expect(issue.message, issue.message).not.toBe(error.issues[k]?.message);
  expect(loadErrorIn(error, 'fr').message).toBe(french.message);
  // Back to English: the very same words.
  expect(french.in('en').message).toBe(error.message);
  expect(error.in('en').message).toBe(error.message);
  return french;
}
