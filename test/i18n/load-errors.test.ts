/**
 * Load errors in French: a fault keeps its English `message` (compared across the suite) and
 * its catalogue text beside it, so that `error.in(lang)` and `loadErrorIn(error, lang)` give
 * the same file, codes and paths with the messages in another language. One fault of each
 * family: reading a file, JSON, limits, the schema (ajv's words described from its keyword),
 * rules, a statechart, a setup, an expression, a Riftbound deck's legality, a tournament's.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadError } from '../support/load-error.js';
import { inFrench } from './french-load-error.js';
import { createGame } from '../../src/api.js';
import { createTournament } from '../../src/index.js';
import { EngineError, LoadError, inLanguage, issueIn, wordedIssue, type LoadIssue } from '../../src/engine/errors.js';
import { parseJson } from '../../src/engine/json/json-file.js';
import { schemaIssues } from '../../src/engine/schema/validate.js';
import { text as loadText } from '../../src/engine/i18n/load/messages.js';
import { readJsonFile } from '../../src/node/file-source.js';
import { loadMachine } from '../../src/engine/chart/statechart.js';
import { fastifyReason } from '../../src/server/app.js';
import { runCli } from '../../src/cli/run.js';
import { ServerError } from '../../src/server/errors.js';
import { text as engineText } from '../../src/engine/i18n/messages.js';
import { text as riftboundText } from '../../src/games/riftbound/i18n/messages.js';
import { text as alteredText } from '../../src/games/altered/i18n/messages.js';



describe('load errors in French', () => {
  it('a file that is not there: FILE_NOT_FOUND, "fichier introuvable"', () => {
    const error = loadError(() => readJsonFile(join(tmpdir(), 'rulegraph-no-such-folder', 'nothing.json')));
    expect(error.code).toBe('FILE_NOT_FOUND');
    expect(error.issues[0]?.message).toBe('no such file');
    expect(inFrench(error).issues[0]?.message).toBe('fichier introuvable');
  });

  it('JSON that does not parse: the place in French words', () => {
    const folder = mkdtempSync(join(tmpdir(), 'rulegraph-i18n-'));
    const file = join(folder, 'broken.json');
    writeFileSync(file, '{\n  "mode": [1,\n');
    const error = loadError(() => readJsonFile(file));
    expect(error.issues[0]).toMatchObject({ path: '$', code: 'JSON_SYNTAX', message: 'invalid JSON at line 3, column 1: unexpected end of input' });
    expect(inFrench(error).issues[0]?.message).toBe('JSON invalide à la ligne 3, colonne 1 : fin du texte inattendue');
  });

  it('limits and keys: too many values, a forbidden key', () => {
    const tooMany = loadError(() => parseJson('[1, 2, 3, 4]', 'values.json', 3));
    expect(tooMany.issues[0]).toMatchObject({ code: 'NOT_JSON', message: 'more than 3 values' });
    expect(inFrench(tooMany).issues[0]?.message).toBe('plus de 3 valeurs');
    const forbidden = loadError(() => parseJson('{ "__proto__": {} }', 'keys.json'));
    expect(forbidden.issues[0]).toMatchObject({ path: '$.__proto__', code: 'FORBIDDEN_KEY' });
    expect(inFrench(forbidden).issues[0]?.message).toBe("la clé « __proto__ » n'est pas permise dans une définition");
  });

  it("a schema's faults: ajv's own English to the letter, described in French from its keyword", () => {
    const schema = {
      type: 'object',
      required: ['name'],
      additionalProperties: false,
      properties: {
        name: { type: 'string', minLength: 2, pattern: '^[a-z]+$' },
        count: { type: 'integer', minimum: 1 },
        tags: { type: 'array', maxItems: 1, uniqueItems: true },
        kind: { enum: ['unit', 'spell'] },
        fixed: { const: 3 },
      },
    };
    const issues = schemaIssues(schema, { name: 'A', count: 0, tags: ['x', 'x'], kind: 'gear', fixed: 4, extra: true });
    const english = Object.fromEntries(issues.map((i) => [i.path, i.message]));
    expect(english).toMatchObject({
      '$.extra': 'unknown field',
      '$.name': expect.stringMatching(/^must (NOT have fewer than 2 characters|match pattern "\^\[a-z\]\+\$")$/),
      '$.count': 'must be >= 1',
      '$.kind': 'must be one of "unit", "spell"',
      '$.fixed': 'must be equal to constant',
    });
    const french = Object.fromEntries(issues.map((i) => [i.path, issueIn(i, 'fr').message]));
    expect(french['$.extra']).toBe('champ inconnu');
    expect(french['$.count']).toBe('doit être >= 1');
    expect(french['$.kind']).toBe('doit être l\'une des valeurs "unit", "spell"');
    expect(french['$.fixed']).toBe('doit être égal à la constante');
    for (const issue of issues) expect(issueIn(issue, 'fr').message, issue.path).not.toBe(issue.message);
    const missing = schemaIssues(schema, { count: 'two' });
    expect(missing.map((i) => [i.path, i.message])).toEqual([['$.name', 'required field is missing'], ['$.count', 'must be integer']]);
    expect(missing.map((i) => issueIn(i, 'fr').message)).toEqual(['champ obligatoire absent', 'doit être de type entier']);
  });

  it('rules: an unknown mode, a setup of the wrong types, an expression that does not compile', () => {
    const mode = inFrench(loadError(() => createGame({ mode: 'riftbound/nowhere', seed: 1 })));
    expect(mode.code).toBe('UNKNOWN_MODE');
    expect(mode.issues[0]?.message).toMatch(/^mode inconnu riftbound\/nowhere ; le paquet a /);
    const setup = inFrench(loadError(() => createGame({ mode: 'riftbound/duel', seed: 'one' } as never)));
    expect(setup.issues[0]).toMatchObject({ path: '$.seed', message: 'la graine est un entier' });
    const guard = loadError(() => createGame({ mode: 'riftbound/duel', seed: 1, rules: { guards: { hasPriority: { when: { frobnicate: [] } } } } as never }));
    const french = inFrench(guard);
    expect(french.issues.some((i) => i.message === 'opérateur inconnu "frobnicate"'), french.message).toBe(true);
  });

  it('a statechart naming a guard the rules lack', () => {
    const config = { id: 'tiny', initial: 'waiting', states: { waiting: { on: { go: { target: 'done', guard: 'isReady' } } }, done: { type: 'final' } } };
    const error = loadError(() => loadMachine(config, 'tiny.json', { guards: {}, actions: {} }));
    expect(error.issues[0]).toMatchObject({ message: 'unknown guard "isReady": the mode rules define no such guard' });
    expect(inFrench(error).issues[0]?.message).toBe('garde inconnue "isReady" : les règles du mode ne définissent pas cette garde');
  });

  it('a Riftbound deck refused by construction: its rule kept, the champion field the seeds\' words', () => {
    const { champion: _c, ...noChampion } = parseJson(JSON.stringify(loadRiftboundDeck()), 'deck.json') as Record<string, unknown>;
    const error = loadError(() => createGame({ mode: 'riftbound/duel', seed: 1, decks: [noChampion, 'tide'] } as never));
    const issue = error.issues.find((i) => i.rule === 'CR 103.2.a') as LoadIssue;
    expect(issue.message).toBe('the deck names no Chosen Champion ("champion") (CR 103.2.a)');
    const french = error.in('fr').issues.find((i) => i.rule === 'CR 103.2.a');
    expect(french?.message).toBe('le deck ne nomme aucun Champion choisi ("champion") (CR 103.2.a)');
    const ember = loadRiftboundDeck() as { champion: string; runes: { card: string }[] };
    const runes = { ...noChampion, champion: ember.champion, runes: [{ card: ember.runes[0]?.card, count: 2 }] };
    const fewRunes = loadError(() => createGame({ mode: 'riftbound/duel', seed: 1, decks: [runes, 'tide'] } as never)).in('fr');
    expect(fewRunes.issues.map((i) => i.message)).toContain('le deck de runes compte 2 runes ; il lui en faut exactement 12 (CR 103.3.a)');
  });

  it("a tournament's faults: its options, a malformed action and a refused deck in the request's language", () => {
    const cut = inFrench(loadError(() => createTournament({ mode: 'riftbound/match', topCut: 6 })));
    expect(cut.issues[0]?.path).toBe('$.topCut');
    const event = createTournament({ mode: 'riftbound/match' });
    const malformed = event.apply({ type: 'register', name: 7 } as never, { lang: 'fr' });
    if (malformed.ok) throw new Error('accepted');
    expect(malformed.error.code).toBe('MALFORMED_ACTION');
    const english = event.apply({ type: 'register', name: 7 } as never);
    if (english.ok) throw new Error('accepted');
    expect(malformed.error.path).toBe(english.error.path);
    expect(malformed.error.message).not.toBe(english.error.message);
    const deck = event.apply({ type: 'register', name: 'p1', decks: [{ name: 'Empty', legend: 'ember-matriarch', main: [] }] } as never);
    if (deck.ok) throw new Error('accepted');
    const frenchDeck = inLanguage(deck.error, 'fr');
    expect(frenchDeck.code).toBe('DECK_REFUSED');
    expect(frenchDeck.issues?.map((i) => i.path)).toEqual(deck.error.issues?.map((i) => i.path));
    expect(frenchDeck.issues?.map((i) => i.message)).not.toEqual(deck.error.issues?.map((i) => i.message));
  });

  it('French words as the glossary and the seeds use them', () => {
    expect(riftboundText('load.noBattlefield', { battlefield: '"plaza"' }).in('fr')).toBe('aucun champ de bataille "plaza" en jeu');
    expect(riftboundText('deckRules.battlefields', { count: 2, wanted: 3 }).in('fr')).toBe('le deck apporte 2 champs de bataille ; ce mode en veut 3');
    expect(alteredText('load.regions', { count: 8, got: 6 }).in('fr')).toBe("l'Aventure de ce mode a 8 Régions, 6 données");
    expect(alteredText('load.notAHero', { card: 'wandering-seer' }).in('fr')).toBe("wandering-seer n'est pas un Héros des jeux de cartes");
  });

  it('more faults than an error carries are counted in French too', () => {
    const issues = Array.from({ length: 25 }, (_, i) => wordedIssue({ path: `$.x[${i}]` }, loadText('schema.unknownField')));
    const error = new LoadError('many.json', issues);
    expect(error.issues).toHaveLength(21);
    expect(error.issues[20]?.message).toBe('and 5 more faults');
    const french = inFrench(error);
    expect(french.issues).toHaveLength(21);
    expect(french.issues[20]?.message).toBe('et 5 autres erreurs');
  });
});

describe('the command line', () => {
  it("validate writes a file's faults in the run's language, the paths as they are", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'rulegraph-i18n-'));
    const file = join(folder, 'rules.json');
    writeFileSync(file, '{ "extends": "../outside.json" }');
    const run = async (argv: string[]) => {
      let err = '';
      const code = await runCli(argv, { out: () => {}, err: (t) => (err += t), env: {} });
      return { code, err };
    };
    const en = await run(['validate', file]);
    const fr = await run(['--lang', 'fr', 'validate', file]);
    expect(fr.code).toBe(en.code);
    expect(en.err).toContain('$.extends: ".." is refused: a reference names a file in this folder or below it');
    expect(fr.err).toContain('$.extends: « .. » est refusé : une référence nomme un fichier de ce dossier ou de ses sous-dossiers');
  });
});

describe("the server's handed-on words", () => {
  it('a load error of a create is worded in the request\'s language, its code and path kept', () => {
    const error = loadError(() => createGame({ mode: 'riftbound/duel', seed: 'one' } as never));
    const issue = error.issues[0] as LoadIssue;
    const server = new ServerError(400, error.code, { in: (lang) => issueIn(issue, lang).message }, issue.path, { issues: error.issues });
    expect(server.toWire('en')).toMatchObject({ code: 'INVALID_DEFINITION', message: 'the seed is an integer', path: '$.seed', issues: [{ message: 'the seed is an integer' }] });
    expect(server.toWire('fr')).toMatchObject({ code: 'INVALID_DEFINITION', message: 'la graine est un entier', path: '$.seed', issues: [{ message: 'la graine est un entier' }] });
  });

  it("fastify's reason in the catalogue's words when they are fastify's to the letter, else as it came", () => {
    const reason = fastifyReason({ code: 'FST_ERR_CTP_INVALID_JSON_BODY', message: "Body is not valid JSON but content-type is set to 'application/json'" });
    expect(typeof reason === 'string' ? reason : reason.in('en')).toBe("Body is not valid JSON but content-type is set to 'application/json'");
    expect(typeof reason === 'string' ? reason : reason.in('fr')).toBe("le corps n'est pas du JSON valide alors que content-type vaut 'application/json'");
    expect(fastifyReason({ code: 'FST_ERR_CTP_INVALID_JSON_BODY', message: 'worded otherwise' })).toBe('worded otherwise');
    expect(fastifyReason({ code: 'FST_SOMETHING_NEW', message: 'new words' })).toBe('new words');
  });

  it("an engine fault's words from the engine's catalogue, game code's own words handed on", () => {
    const fault = new EngineError(engineText('fault.internal', { what: engineText('fault.applying', { type: 'playUnit' }), error: 'TypeError: x is undefined' }));
    expect(fault.message).toBe('internal error while applying playUnit: TypeError: x is undefined');
    expect(fault.words?.in('fr')).toBe("erreur interne pendant l'application de playUnit : TypeError: x is undefined");
    expect(new EngineError('plain').words).toBeUndefined();
  });
});

function loadRiftboundDeck(): unknown {
  return readJsonFile(join(import.meta.dirname, '../../rules/riftbound/decks/ember.json'));
}
