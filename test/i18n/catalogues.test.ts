/**
 * Every part's catalogues: each language has exactly the English keys, each template the same
 * placeholders as the English one, and no template is empty (the compiler checks the same of
 * the catalogue files; this checks what it cannot see, such as a catalogue built at run time).
 */
import { describe, expect, it } from 'vitest';
import { placeholdersOf, type Catalogue, type Messages } from '../../src/engine/i18n/catalogue.js';
import { LANGUAGES } from '../../src/engine/i18n/language.js';
import { PARTS } from './parts.js';

function issues(messages: Messages<Catalogue>): string[] {
  const english = messages.en;
  const found: string[] = [];
  for (const lang of LANGUAGES) {
    const catalogue = messages[lang];
    for (const key of Object.keys(english)) {
      const template = catalogue[key];
      if (typeof template !== 'string' || template.trim() === '') found.push(`${lang}: ${key} is missing or empty`);
      else if (placeholdersOf(template).join() !== placeholdersOf(english[key] as string).join()) found.push(`${lang}: ${key} has placeholders ${placeholdersOf(template).join()}`);
    }
    for (const key of Object.keys(catalogue)) if (!Object.hasOwn(english, key)) found.push(`${lang}: ${key} is not an English key`);
  }
  return found;
}

describe('catalogues', () => {
  for (const [part, messages] of Object.entries(PARTS)) {
    it(`${part}: every language has the English keys and placeholders`, () => {
      expect(issues(messages)).toEqual([]);
    });
  }

  it('a catalogue with a key missing, an extra key or other placeholders is reported', () => {
    const en = { a: 'x {card}', b: 'y' };
    expect(issues({ en, fr: { a: 'x {carte}', c: 'z' } } as unknown as Messages<Catalogue>)).toEqual(['fr: a has placeholders carte', 'fr: b is missing or empty', 'fr: c is not an English key']);
  });

  it('French is written, not copied: most templates differ from the English ones', () => {
    for (const [part, messages] of Object.entries(PARTS)) {
      const keys = Object.keys(messages.en);
      const same = keys.filter((k) => messages.fr[k] === messages.en[k]);
      expect(same.length / keys.length, `${part}: ${same.join(', ')}`).toBeLessThan(0.1);
    }
  });
});
