import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/api.js';
import { readJsonFile } from '../../src/node/file-source.js';
import { RULES_DIR } from '../../src/node/paths.js';
import { validateFile } from '../../src/validate.js';
import { loadError } from '../support/load-error.js';

const corpus = join(import.meta.dirname, 'broken-decks');
const decksDir = join(RULES_DIR, 'riftbound', 'decks');

const faultOf = loadError;

describe('deck construction (CR 103, 825)', () => {
  it('ships eight decks that pass construction, each naming a legend and its Chosen Champion', () => {
    const files = readdirSync(decksDir).filter((f) => f.endsWith('.json'));
    expect(files).toHaveLength(8);
    const legends = new Set<string>();
    for (const f of files) {
      expect(validateFile(join(decksDir, f))).toBe('deck');
      const deck = readJsonFile(join(decksDir, f)) as { legend: string; champion: string };
      legends.add(deck.legend);
      expect(deck.champion).toBeTruthy();
    }
    expect(legends.size).toBe(8);
  });

  it.each([
    ['no-chosen-champion', 'CR 103.2.a', '$'],
    ['champion-of-another-tag', 'CR 103.2.a.2', '$.champion'],
    ['champion-not-a-champion-unit', 'CR 103.2.a.2', '$.champion'],
    ['main-deck-of-39', 'CR 103.2', '$.main'],
    ['four-copies-with-the-champion', 'CR 103.2.b', '$.main[0].card'],
    ['signature-of-another-tag', 'CR 103.2.d.2', '$.main[1].card'],
    ['four-signature-cards', 'CR 103.2.d.1', '$.main[16].card'],
    ['card-outside-domain-identity', 'CR 103.1.b.3', '$.main[2].card'],
    ['rune-deck-of-11', 'CR 103.3.a', '$.runes'],
    ['rune-outside-domain-identity', 'CR 103.3.a.1', '$.runes[1].card'],
    ['two-battlefields', 'CR 103.4.a', '$.battlefields'],
    ['battlefield-twice', 'CR 103.4.c', '$.battlefields[2]'],
  ])('rulegraph validate refuses %s (%s at %s)', (name, rule, path) => {
    const file = join(corpus, `${name}.json`);
    const error = faultOf(() => validateFile(file));
    expect(error.file).toBe(file);
    expect(error.issues).toContainEqual(expect.objectContaining({ path, rule }));
    // createGame refuses the same deck, located in the setup.
    const deck = readJsonFile(file);
    const refused = faultOf(() => createGame({ mode: 'riftbound/duel', seed: 1, decks: [deck, 'tide'] }));
    expect(refused.file).toBe('decks[0]');
    expect(refused.issues).toContainEqual(expect.objectContaining({ path, rule }));
  });

  it('refuses a second copy of a Unique card (CR 825.2.a), even as a Signature card (825.2.b)', () => {
    const tide = readJsonFile(join(decksDir, 'tide.json')) as { main: { card: string; count: number }[] };
    const main = tide.main.map((e) => (e.card === 'nerys-undertow' ? { ...e, count: 2 } : e.card === 'tide-runner' ? { ...e, count: 2 } : e));
    const error = faultOf(() => createGame({ mode: 'riftbound/duel', seed: 1, decks: [{ ...tide, main }, 'ember'] }));
    expect(error.issues).toContainEqual(expect.objectContaining({ rule: 'CR 825.2.a', path: `$.main[${main.findIndex((e) => e.card === 'nerys-undertow')}].card` }));
  });

  it('refuses a battlefield listed twice with one fault, CR 103.4.c at its second entry', () => {
    const error = faultOf(() => validateFile(join(corpus, 'battlefield-twice.json')));
    expect(error.issues).toEqual([expect.objectContaining({ path: '$.battlefields[2]', rule: 'CR 103.4.c', message: expect.stringMatching(/^sunken-plaza is listed twice/) })]);
  });

  it('cites the domain identity rule of the card: CR 103.1.b.3 for one domain, CR 103.1.b.4 for several', () => {
    const ember = readJsonFile(join(decksDir, 'ember.json')) as { main: { card: string; count: number }[] };
    const twoDomains = { id: 'tide-and-ember', name: 'Tide and Ember', type: 'unit', domains: ['fury', 'calm'], cost: { energy: 1, power: [] }, might: 1 };
    const main = ember.main.map((e, i) => (i === 2 ? { card: 'tide-and-ember', count: e.count } : e));
    const error = faultOf(() => createGame({ mode: 'riftbound/duel', seed: 1, decks: [{ ...ember, main }, 'tide'], rules: { extraCards: [twoDomains] } }));
    expect(error.issues).toEqual([expect.objectContaining({ path: '$.main[2].card', rule: 'CR 103.1.b.4' })]);
  });

  it('refuses two battlefields of the same name (CR 103.4.c), told apart by name', () => {
    const twin = { id: 'sunken-plaza-twin', name: 'Sunken Plaza', type: 'battlefield' };
    const ember = readJsonFile(join(decksDir, 'ember.json')) as Record<string, unknown>;
    const deck = { ...ember, battlefields: ['sunken-plaza', 'sunken-plaza-twin', 'broken-aqueduct'] };
    const error = faultOf(() => createGame({ mode: 'riftbound/duel', seed: 1, decks: [deck, 'tide'], rules: { extraCards: [twin] } }));
    expect(error.issues).toContainEqual(expect.objectContaining({ rule: 'CR 103.4.c', path: '$.battlefields[1]' }));
  });

  it('the main deck size knob: exactly 40 refuses 41 (tournament rule 402.1), the default accepts it', () => {
    const ember = readJsonFile(join(decksDir, 'ember.json')) as { main: { card: string; count: number }[] };
    const bigger = { ...ember, main: [...ember.main, { card: 'iron-resolve', count: 1 }] };
    expect(() => createGame({ mode: 'riftbound/duel', seed: 1, decks: [bigger, 'tide'] }).dispose()).not.toThrow();
    const error = faultOf(() => createGame({ mode: 'riftbound/duel', seed: 1, decks: [bigger, 'tide'], rules: { knobs: { mainDeckSize: 'exactly40' } } }));
    expect(error.issues).toContainEqual(expect.objectContaining({ rule: 'tournament rule 402.1', path: '$.main' }));
  });

  it('deck rules off (a casual table): construction is not checked, card types still are', () => {
    const small = { name: 'Small', legend: 'ember-matriarch', battlefields: ['sunken-plaza'], main: [{ card: 'tide-runner', count: 5 }], runes: [{ card: 'tide-shard', count: 3 }] };
    const game = createGame({ mode: 'riftbound/duel', seed: 1, decks: [small, 'tide'], rules: { knobs: { deckRules: 'off' } } });
    expect(game.machineState).toBe('setup.mulligan');
    const wrongType = { ...small, main: [{ card: 'tide-shard', count: 5 }] };
    expect(faultOf(() => createGame({ mode: 'riftbound/duel', seed: 1, decks: [wrongType, 'tide'], rules: { knobs: { deckRules: 'off' } } })).path).toBe('$.main[0].card');
  });

  it('refuses at load a legend with an unknown ability kind, a legend trigger it cannot have, a champion without a tag', () => {
    const load = (card: Record<string, unknown>) => faultOf(() => createGame({ mode: 'riftbound/duel', seed: 1, rules: { extraCards: [card] } }));
    const legend = { id: 'odd-legend', name: 'Odd Legend', type: 'legend', domains: ['fury'], tags: ['Odd'] };
    expect(load({ ...legend, abilities: [{ kind: 'static', effects: [] }] }).path).toMatch(/^\$\.rules\.extraCards\[0\]\.abilities\[0\]/);
    expect(load({ ...legend, abilities: [{ kind: 'triggered', trigger: 'moved', effects: [{ op: 'draw', amount: 1 }] }] }).path).toBe('$.rules.extraCards[0].abilities[0].trigger');
    expect(load({ ...legend, abilities: [{ kind: 'passive', appliesTo: 'self', might: 1 }] }).path).toBe('$.rules.extraCards[0].abilities[0].appliesTo');
    expect(load({ id: 'odd-champion', name: 'Odd', type: 'unit', champion: true, domain: 'fury', cost: { energy: 1, power: [] }, might: 1 }).issues[0]).toMatchObject({ path: '$.rules.extraCards[0].tags', rule: 'CR 133.8.b' });
  });
});
