/**
 * Riftbound's card-data checks (src/games/riftbound/cards/cards.ts and the checks it calls) word their
 * faults from a catalogue (src/games/riftbound/i18n/cards-*.ts): a broken card set's LoadError put
 * into French keeps its file, paths and rules, in French words.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { joined } from '../../src/engine/i18n/words.js';
import { loadCardSets } from '../../src/games/riftbound/cards/cards.js';
import { text } from '../../src/games/riftbound/i18n/cards-messages.js';
import { loadError } from '../support/load-error.js';

const unit = { type: 'unit', domain: 'order', cost: { energy: 2, power: [] }, might: 2 } as const;

function set(cards: unknown[]): { file: string; json: unknown } {
  return { file: 'broken-set.json', json: { set: 'broken', cards } };
}

describe("Riftbound's card-data checks in English and French", () => {
  it('puts a broken card set of several families into French, with the same paths and rules', () => {
    const error = loadError(() =>
      loadCardSets([
        set([
          { id: 'lantern-scout', name: 'Lantern Scout', ...unit, abilities: [{ kind: 'passive', appliesTo: 'self', might: 1, dependent: { keyword: 'level' } }] },
          { id: 'mossy-oath', name: 'Mossy Oath', type: 'spell', domain: 'calm', domains: ['calm'], cost: { energy: 1, power: [] }, effects: [{ op: 'draw', amount: 1 }] },
          { id: 'tin-sentinel', name: 'Tin Sentinel', ...unit, mightBonus: 1 },
          { id: 'lantern-scout', name: 'Lantern Scout Again', ...unit },
        ]),
      ]),
    );
    const french = error.in('fr');
    expect(french.file).toBe(error.file);
    expect(french.issues.map(({ path, code, rule }) => ({ path, code, rule }))).toEqual(error.issues.map(({ path, code, rule }) => ({ path, code, rule })));
    expect(error.issues.map((i) => i.message)).toEqual([
      'Level needs its threshold: { "keyword": "level", "value": N } (CR 824.1.a)',
      'a card has domain or domains, not both',
      "a Might Bonus is a gear's; tin-sentinel is a unit (CR 137)",
      'duplicate card id "lantern-scout"',
    ]);
    expect(french.issues.map((i) => i.message)).toEqual([
      'Level demande son seuil : { "keyword": "level", "value": N } (CR 824.1.a)',
      'une carte a domain ou domains, pas les deux',
      "un bonus de Might appartient à un équipement ; tin-sentinel est de type unit (CR 137)",
      'id de carte en double "lantern-scout"',
    ]);
    // Back into English, the words are the same as made.
    expect(french.in('en').issues.map((i) => i.message)).toEqual(error.issues.map((i) => i.message));
  });

  it('puts a spell said to be a champion into French, at the same paths', () => {
    const error = loadError(() =>
      loadCardSets([
        set([{ id: 'ember-tithe', name: 'Ember Tithe', type: 'spell', domain: 'fury', cost: { energy: 3, power: [] }, effects: [{ op: 'draw', amount: 2 }], champion: true }]),
      ]),
    );
    const french = error.in('fr');
    expect(french.issues.map((i) => i.path)).toEqual(error.issues.map((i) => i.path));
    expect(french.issues.find((i) => i.path.endsWith('.champion'))?.message).toBe('seules les unités sont des champions (CR 133.7.a)');
    expect(french.issues.find((i) => i.path.endsWith('.tags'))?.message).toBe('une unité champion ou une carte Signature a un tag de champion (CR 133.8.b)');
  });

  it('words a list of card types with the language\'s "or"', () => {
    const types = joined(['unit', 'gear'], text('cards.orSeparator'));
    const wrong = text('cards.wrongType', { card: 'brass-kite', type: 'spell', types });
    expect(wrong.in('en')).toBe('brass-kite is a spell, expected unit or gear');
    expect(wrong.in('fr')).toBe('brass-kite est de type spell, attendu : unit ou gear');
    expect(text('cards.why.ability', { kind: 'replacement' }).in('fr')).toBe('une capacité replacement');
  });
});

/** The files of the card-data checks, and how many faults each still makes with English words of its own. */
const ENGLISH_ONLY: Readonly<Record<string, number>> = {
  'cards/cards.ts': 0,
  'cards/buff-spending-check.ts': 0,
  'cards/target-alternatives-check.ts': 0,
  'cards/trash-groups-check.ts': 0,
  'cards/gear-cards.ts': 0,
  'cards/keyword-check.ts': 0,
  'cards/zone-cards-check.ts': 0,
  'cards/trigger-subjects.ts': 0,
  'mechanics/additional-costs.ts': 0,
  'text/records.ts': 0,
  'text/public.ts': 0,
};

describe('English-only load faults left in the card-data checks', () => {
  it.each(Object.entries(ENGLISH_ONLY))('%s makes %i', (file, count) => {
    const source = readFileSync(join(import.meta.dirname, '../../src/games/riftbound', file), 'utf8');
    // A fault written as an object with a message of its own, not `wordedIssue(fields, text(...))`.
    expect(source.match(/\{\s*path(?::[^{}]*?)?,\s*message\b/g)?.length ?? 0).toBe(count);
  });
});
