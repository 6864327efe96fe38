import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { jsonCopy, sharesWith, stateCopy } from '../../src/engine/json/freeze.js';

const record = { id: 'u1', damage: undefined, tags: ['a', { deep: [1, null] }], nested: { stunned: undefined, might: 3 } };

describe('copies of plain state', () => {
  it('jsonCopy leaves out fields set to undefined, as JSON does', () => {
    const copy = jsonCopy(record);
    expect(Object.keys(copy)).toEqual(['id', 'tags', 'nested']);
    expect(Object.keys(copy.nested)).toEqual(['might']);
    expect(copy).toEqual(JSON.parse(JSON.stringify(record)) as unknown);
  });

  it('stateCopy keeps every field, those set to undefined too, in the same order', () => {
    const copy = stateCopy(record);
    expect(Object.keys(copy)).toEqual(['id', 'damage', 'tags', 'nested']);
    expect(Object.keys(copy.nested)).toEqual(['stunned', 'might']);
    expect('damage' in copy).toBe(true);
    expect(copy.tags).toEqual(record.tags);
  });

  it('neither copy shares an object or array with the original', () => {
    for (const copy of [jsonCopy(record), stateCopy(record)]) {
      expect(sharesWith(copy, record)).toBe(false);
      expect(copy).not.toBe(record);
    }
  });

  it('jsonCopy of any JSON value equals a round trip through JSON text; stateCopy equals the value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(jsonCopy(value)).toEqual(JSON.parse(JSON.stringify(value)) as unknown);
        expect(stateCopy(value)).toStrictEqual(value);
      }),
    );
  });
});
