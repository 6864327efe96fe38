/**
 * Altered's card-data and deck checks in French: a card set whose cards break the checks of
 * several families (a card's abilities, its counters, several targets, a token created, a
 * deck's construction, a card record) loads into a LoadError that `error.in('fr')` puts into
 * French with the same file, codes and paths; and no fault of these checks is written outside
 * the catalogue (src/games/altered/i18n/cards-en.ts, cards-fr.ts).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadError } from '../support/load-error.js';
import { inFrench } from './french-load-error.js';
import { issueIn, type LoadIssue } from '../../src/engine/errors.js';
import { checkCardSet, checkDeck } from '../../src/games/altered/cards/cards.js';
import type { AlteredCard } from '../../src/games/altered/schema/file-schemas.js';
import { readRecords } from '../../src/games/altered/text/records.js';

const ROOT = resolve(import.meta.dirname, '../..');



const hero = { id: 'warden-of-tallgrass', name: 'Warden of Tallgrass', type: 'hero', faction: 'muna', reserveLimit: 2, landmarkLimit: 2 };
const scout = { id: 'mossback-runner', name: 'Mossback Runner', type: 'character', faction: 'muna', handCost: 2, reserveCost: 1, stats: { forest: 2, mountain: 0, water: 1 } };

describe("Altered's card-data checks in French", () => {
  it('a card set broken in several families: the same paths, the faults in French', () => {
    const cards = [
      hero,
      scout,
      { ...scout, name: 'Mossback Runner Again' },
      { id: 'hollow-ember', name: 'Hollow Ember', type: 'spell', faction: 'muna', handCost: 1, reserveCost: 1, passives: [{ kind: 'regionsBecome', terrain: 'water' }], effects: [{ op: 'boost', amount: 1 }], target: 'friendlyCharacter' },
      { id: 'cairn-of-dusk', name: 'Cairn of Dusk', type: 'landmark', faction: 'muna', handCost: 2, reserveCost: 2, token: true },
      { id: 'stray-lantern', name: 'Stray Lantern', type: 'character', faction: 'neutral', handCost: 1, reserveCost: 1, stats: { forest: 1, mountain: 1, water: 1 } },
      { ...hero, id: 'keeper-of-thaw', name: 'Keeper of Thaw', support: { effects: [{ op: 'boost', amount: 1 }], target: 'friendlyCharacter' } },
      { id: 'quartz-hymn', name: 'Quartz Hymn', type: 'spell', faction: 'muna', handCost: 2, reserveCost: 2, effects: [{ op: 'boost', amount: 2, counter: 'Quartz', me: true }] },
      { id: 'brine-call', name: 'Brine Call', type: 'spell', faction: 'muna', handCost: 3, reserveCost: 2, target: 'opponent', targetCount: { upTo: 2 }, effects: [{ op: 'draw', amount: 1 }] },
    ];
    const error = loadError(() => checkCardSet('broken.json', { set: 'Invented', cards }));
    expect(error.issues.map((i) => [i.path, i.message])).toEqual([
      ['$.cards[2].id', 'duplicate card id "mossback-runner"'],
      ['$.cards[3].passives', 'a spell has no passive abilities: only characters, permanents and heroes do'],
      ['$.cards[4].token', 'a landmark cannot be a token: only characters are'],
      ['$.cards[5].faction', 'only a token is neutral: a card of a deck has a faction'],
      ['$.cards[6].support', 'a hero is never in Reserve to support'],
      ['$.cards[7].effects[0]', 'a spell holds no counters: only a character or a permanent in play gains and spends them'],
      ['$.cards[8].targetCount', 'only objects in play (characters, permanents) are chosen several at a time for one target'],
    ]);
    expect(inFrench(error).issues.map((i) => i.message)).toEqual([
      'identifiant de carte en double "mossback-runner"',
      "un sort n'a pas de capacités passives : seuls les Personnages, les Permanents et les Héros en ont",
      'un Repère ne peut pas être un jeton : seuls les Personnages le sont',
      "seul un jeton est neutre : une carte d'un deck a une faction",
      "un Héros n'est jamais en Réserve pour soutenir",
      'un sort ne porte aucun compteur : seul un Personnage ou un Permanent en jeu en gagne et en dépense',
      'seuls des objets en jeu (Personnages, Permanents) se choisissent à plusieurs pour une même cible',
    ]);
  });

  it('a token created that is no token: its fault in French', () => {
    const cards = [
      hero,
      scout,
      { id: 'gust-of-spores', name: 'Gust of Spores', type: 'spell', faction: 'muna', handCost: 2, reserveCost: 1, effects: [{ op: 'createToken', card: 'mossback-runner', expedition: 'hero' }] },
    ];
    const error = loadError(() => checkCardSet('tokens.json', { set: 'Invented', cards }));
    expect(error.issues.map((i) => [i.path, i.message])).toEqual([['$.cards[2].effects[0]', 'mossback-runner is not a token card of the card sets']]);
    expect(inFrench(error).issues[0]?.message).toBe("mossback-runner n'est pas une carte jeton des sets de cartes");
  });

  it("a deck's construction faults keep their codes in French", () => {
    const cards = new Map<string, AlteredCard>([[scout.id, scout as AlteredCard]]);
    const error = loadError(() => checkDeck('deck.json', { name: 'Invented', hero: 'mossback-runner', cards: [{ card: 'mossback-runner', count: 3 }, { card: 'mossback-runner', count: 2 }] }, cards));
    expect(error.issues.map((i) => [i.path, i.code])).toEqual([['$.hero', 'NOT_A_HERO'], ['$.cards[1].count', 'TOO_MANY_COPIES'], ['$.cards', 'DECK_TOO_SMALL']]);
    expect(error.issues.map((i) => i.message)).toEqual([
      'mossback-runner is not a hero of the card sets',
      '5 copies of mossback-runner; a deck holds at most 3',
      '5 cards; a deck holds at least 39 besides its hero',
    ]);
    expect(inFrench(error).issues.map((i) => i.message)).toEqual([
      "mossback-runner n'est pas un Héros des sets de cartes",
      '5 exemplaires de mossback-runner ; un deck en contient au plus 3',
      '5 cartes ; un deck en contient au moins 39 en plus de son Héros',
    ]);
  });

  it("a card file's record faults in French", () => {
    const { faults } = readRecords([{ name: 'Reedbound Ferryman', type: 'wagon', faction: 'muna' }, 7], 'en');
    expect(faults.map((f) => [f.path, f.message])).toEqual([
      ['$[0].type', 'the type is one of character, spell, landmark, expeditionPermanent, hero, token'],
      ['$[1]', 'a record is an object'],
    ]);
    expect(faults.map((f) => issueIn(f as LoadIssue, 'fr').message)).toEqual([
      "le type est l'un de character, spell, landmark, expeditionPermanent, hero, token",
      'un enregistrement est un objet',
    ]);
  });

  it('no load fault of the card-data checks is written outside the catalogue: 0 English-only sites left', () => {
    const files = ['src/games/altered/cards/cards.ts', 'src/games/altered/mechanics/counters.ts', 'src/games/altered/mechanics/several-targets.ts', 'src/games/altered/text/records.ts', 'src/games/altered/text/import.ts'];
    const englishOnly = files.flatMap((file) => [...readFileSync(resolve(ROOT, file), 'utf8').matchAll(/\bmessage:\s*[`'"]/g)].map((m) => `${file}: ${m[0]}`));
    expect(englishOnly).toEqual([]);
  });
});
