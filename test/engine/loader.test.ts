import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compileChart } from '../../src/engine/chart/compiled-chart.js';
import { loadDefinition } from '../../src/engine/game/definition.js';
import { fileSource, toLocation } from '../../src/node/file-source.js';
import { MACHINES_DIR, RULES_DIR } from '../../src/node/paths.js';
import { riftbound } from '../../src/games/riftbound/index.js';
import { altered } from '../../src/games/altered/index.js';
import { loadError } from '../support/load-error.js';

/** A scratch copy of the package's rules and machines, to break on purpose. */
function scratch() {
  const dir = mkdtempSync(join(tmpdir(), 'rulegraph-'));
  cpSync(RULES_DIR, join(dir, 'rules'), { recursive: true });
  cpSync(MACHINES_DIR, join(dir, 'machines'), { recursive: true });
  const file = (path: string) => join(dir, path);
  const edit = (path: string, change: (json: any) => void) => {
    const json = JSON.parse(readFileSync(file(path), 'utf8'));
    change(json);
    writeFileSync(file(path), JSON.stringify(json, null, 2));
  };
  const load = () => loadDefinition(fileSource, riftbound, { file: toLocation(file('rules/riftbound/duel.json')), machinesDir: toLocation(file('machines')) });
  return { file, edit, load, writeRaw: (path: string, text: string) => writeFileSync(file(path), text) };
}


let s = scratch();
afterEach(() => {
  s = scratch();
});

describe('loading rules files', () => {
  it('loads the shipped duel', () => {
    const definition = s.load();
    expect(definition.rules.victory.score).toBe(8);
    expect(definition.guards.has('isTurnPlayer')).toBe(true);
  });

  it('a wrong type fails with the file and JSON path', () => {
    s.edit('rules/riftbound/duel.json', (j) => (j.victory.score = '8'));
    const error = loadError(s.load);
    expect(error.file).toBe(s.file('rules/riftbound/duel.json'));
    expect(error.issues).toEqual([{ path: '$.victory.score', message: 'must be integer' }]);
  });

  it('a missing field fails with its path', () => {
    s.edit('rules/riftbound/base.json', (j) => delete j.turn);
    expect(loadError(s.load).issues).toEqual([{ path: '$.turn', message: 'required field is missing' }]);
  });

  it('an unknown field fails with its path', () => {
    s.edit('rules/riftbound/duel.json', (j) => (j.victry = { score: 8 }));
    expect(loadError(s.load).issues).toEqual([{ path: '$.victry', message: 'unknown field' }]);
  });

  it('a bad knob value names the allowed values', () => {
    s.edit('rules/riftbound/duel.json', (j) => (j.knobs = { finalPointThreshold: 'sometimes' }));
    expect(loadError(s.load).issues[0]).toEqual({ path: '$.knobs.finalPointThreshold', message: 'must be one of "oneShortOrMore", "exactlyOneShort"' });
  });

  it('a fault inherited through extends is reported in the file that wrote it', () => {
    s.edit('rules/riftbound/base.json', (j) => (j.guards.isTurnPlayer.when = { '==': [{ event: 'seat' }, { sel: 'turnSet' }] }));
    const error = loadError(s.load);
    expect(error.file).toBe(s.file('rules/riftbound/base.json'));
    expect(error.issues).toEqual([{ path: '$.guards.isTurnPlayer.when["=="][1].sel', message: 'unknown selector "turnSet"' }]);
  });

  it('a guard that is not boolean fails at load', () => {
    s.edit('rules/riftbound/duel.json', (j) => (j.guards = { hasWinner: { when: { sel: 'winner' } }, chainEmpty: { when: { sel: 'chainSize' } } }));
    expect(loadError(s.load).issues).toEqual([{ path: '$.guards.chainEmpty.when', message: 'expected boolean, got number' }]);
  });

  it('an extends cycle fails', () => {
    s.edit('rules/riftbound/base.json', (j) => (j.extends = './duel.json'));
    const error = loadError(s.load);
    expect(error.code).toBe('EXTENDS_CYCLE');
    expect(error.message).toMatch(/extends makes a cycle: duel.json -> base.json -> duel.json/);
  });

  it('invalid JSON fails with line and column', () => {
    s.writeRaw('rules/riftbound/duel.json', '{\n  "extends": "./base.json",\n  "mode": duel\n}');
    const error = loadError(s.load);
    expect(error.issues[0]?.message).toMatch(/^invalid JSON at line 3, column 11: unexpected character$/);
  });
});

describe('loading the statechart', () => {
  it('a guard the rules do not define fails with the name and its path', () => {
    s.edit('machines/riftbound.json', (j) => (j.states.turn.states.main.states.neutral.states.open.on.playUnit.guard = 'isTurnPlayr'));
    const error = loadError(s.load);
    expect(error.file).toBe(s.file('machines/riftbound.json'));
    expect(error.issues).toEqual([
      {
        path: '$.states.turn.states.main.states.neutral.states.open.on.playUnit.guard',
        message: 'unknown guard "isTurnPlayr": the mode rules define no such guard',
      },
    ]);
  });

  it('an action the game does not define fails with the name and its path', () => {
    s.edit('machines/riftbound.json', (j) => (j.states.turn.entry = ['beginTurn', 'shuffleEverything']));
    expect(loadError(s.load).issues).toEqual([
      { path: '$.states.turn.entry[1]', message: 'unknown action "shuffleEverything": the game defines no such action' },
    ]);
  });

  it('a guard removed from the rules fails the machine that names it', () => {
    s.edit('rules/riftbound/base.json', (j) => delete j.guards.skipsDraw);
    expect(loadError(s.load).issues[0]?.message).toBe('unknown guard "skipsDraw": the mode rules define no such guard');
  });

  it('a malformed state node fails with its path', () => {
    s.edit('machines/riftbound.json', (j) => (j.states.turn.states.awaken.onn = {}));
    expect(loadError(s.load).issues).toContainEqual({ path: '$.states.turn.states.awaken.onn', message: 'unknown field' });
  });

  it('a target XState cannot resolve fails at load', () => {
    s.edit('machines/riftbound.json', (j) => (j.states.turn.states.awaken.on.advance.target = 'nowhere'));
    expect(loadError(s.load).file).toBe(s.file('machines/riftbound.json'));
  });
});

describe('files read again', () => {
  const duel = () => toLocation(s.file('rules/riftbound/duel.json'));
  const rules = () => toLocation(s.file('rules'));

  it('give the same frozen value while their text is the same, and a new one once it changed', () => {
    const first = fileSource.read(duel(), rules()) as Record<string, any>;
    expect(fileSource.read(duel(), rules())).toBe(first);
    expect(Object.isFrozen(first['victory'])).toBe(true);
    expect(() => (first['victory'].score = 9)).toThrow(TypeError);
    // The same length, another value: the text decides, not the file's size or times.
    s.writeRaw('rules/riftbound/duel.json', readFileSync(s.file('rules/riftbound/duel.json'), 'utf8').replace('"score": 8', '"score": 7'));
    const second = fileSource.read(duel(), rules()) as Record<string, any>;
    expect(second).not.toBe(first);
    expect(second['victory'].score).toBe(7);
    expect(first['victory'].score).toBe(8);
  });

  it('are checked where they are on every read: a file read before is still refused outside the root asked', () => {
    fileSource.read(duel(), rules());
    expect(loadError(() => fileSource.read(duel(), toLocation(s.file('machines')))).code).toBe('FILE_OUTSIDE_ROOT');
  });

  it('give definitions of one statechart file one compiled table, whatever their overrides', () => {
    const mode = { mode: 'riftbound/duel', machinesDir: toLocation(s.file('machines')) };
    const plain = loadDefinition(fileSource, riftbound, mode);
    const house = loadDefinition(fileSource, riftbound, { ...mode, value: { victory: { score: 11 } } });
    expect(house.machine).not.toBe(plain.machine);
    expect(house.machineConfig).toBe(plain.machineConfig);
    expect(compileChart(house.machine, house.machineConfig)).toBe(compileChart(plain.machine, plain.machineConfig));
  });
});

describe('loading cards and decks', () => {
  it('a duplicate card id fails with its path', () => {
    s.edit('rules/riftbound/cards/sample.json', (j) => j.cards.push({ ...j.cards[0] }));
    const error = loadError(s.load);
    expect(error.file).toBe(s.file('rules/riftbound/cards/sample.json'));
    expect(error.issues[0]?.message).toBe('duplicate card id "ember-whelp"');
  });

  it('a unit without might fails with its path', () => {
    s.edit('rules/riftbound/cards/sample.json', (j) => delete j.cards[1].might);
    expect(loadError(s.load).issues).toContainEqual({ path: '$.cards[1].might', message: 'required field is missing' });
  });

  it('a deck naming an unknown card fails with its path', () => {
    s.edit('rules/riftbound/decks/ember.json', (j) => (j.main[2].card = 'ash-wardn'));
    const error = loadError(s.load);
    expect(error.file).toBe(s.file('rules/riftbound/decks/ember.json'));
    expect(error.issues).toEqual([{ path: '$.main[2].card', message: 'unknown card "ash-wardn"' }]);
  });
});

describe('loading cards with abilities', () => {
  const edit = (change: (cards: any[]) => void) => s.edit('rules/riftbound/cards/sample.json', (j) => change(j.cards));
  const spell = (cards: any[]) => cards.findIndex((c) => c.id === 'cinder-dart');

  it('an unknown effect operation fails with its path and the known operations', () => {
    let i = 0;
    edit((cards) => {
      i = spell(cards);
      cards[i].effects[0].op = 'explode';
    });
    const issue = loadError(s.load).issues[0];
    expect(issue?.path).toBe(`$.cards[${i}].effects[0].op`);
    // The list is long: the message gives its start and says how much more there is.
    expect(issue?.message).toMatch(/^must be one of "draw", "damage", .*"modifyMight".*more characters/);
  });

  it('an unknown field of an operation fails with its path', () => {
    let i = 0;
    edit((cards) => {
      i = spell(cards);
      cards[i].effects[0].amout = 3;
    });
    expect(loadError(s.load).issues).toContainEqual({ path: `$.cards[${i}].effects[0].amout`, message: 'unknown field' });
  });

  it('an effect naming a target the card does not declare fails', () => {
    let i = 0;
    edit((cards) => {
      i = spell(cards);
      cards[i].effects[0].target = 'prey';
    });
    expect(loadError(s.load).issues[0]).toMatchObject({ path: `$.cards[${i}].effects[0].target`, message: expect.stringMatching(/^unknown target "prey"/) });
  });

  it('a triggered ability may use only the targets it declares', () => {
    let i = 0;
    edit((cards) => {
      i = cards.findIndex((c) => c.id === 'spark-courier');
      cards[i].abilities[0].effects[0].target = 'victim';
    });
    expect(loadError(s.load).issues[0]).toMatchObject({ path: `$.cards[${i}].abilities[0].effects[0].target`, message: expect.stringMatching(/^unknown target "victim": declare it in targets/) });
  });

  it('a token that is not a token unit fails', () => {
    let i = 0;
    edit((cards) => {
      i = cards.findIndex((c) => c.id === 'rally-banner');
      cards[i].effects[0].card = 'cinder-scout';
    });
    expect(loadError(s.load).issues[0]).toEqual({ path: `$.cards[${i}].effects[0].card`, message: '"cinder-scout" is not a token unit or gear of the card sets' });
  });

  it('a condition is compiled at load, with its path', () => {
    let i = 0;
    edit((cards) => {
      i = cards.findIndex((c) => c.id === 'bulwark-golem');
      cards[i].abilities[0].condition = { '>=': [{ sel: 'teamScor', args: [{ event: 'controller' }] }, 4] };
    });
    expect(loadError(s.load).issues[0]).toEqual({ path: `$.cards[${i}].abilities[0].condition[">="][0].sel`, message: 'unknown selector "teamScor"' });
  });

  it('a spell needs effects or modes', () => {
    let i = 0;
    edit((cards) => {
      i = spell(cards);
      delete cards[i].effects;
      delete cards[i].targets;
    });
    expect(loadError(s.load).file).toBe(s.file('rules/riftbound/cards/sample.json'));
  });
});

describe('loading Altered card files', () => {
  const loadAltered = () => loadDefinition(fileSource, altered, { file: toLocation(s.file('rules/altered/duel.json')), machinesDir: toLocation(s.file('machines')) });
  const landmark = (cards: any[]) => cards.find((c) => c.id === 'war-camp');
  const indexOf = (id: string) => JSON.parse(readFileSync(s.file('rules/altered/cards/sample.json'), 'utf8')).cards.findIndex((c: any) => c.id === id);

  it('loads the sample set', () => {
    expect(() => loadAltered()).not.toThrow();
  });

  it('refuses a landmark passive that grants to "self", at its path', () => {
    s.edit('rules/altered/cards/sample.json', (json) => {
      landmark(json.cards).passives[0].to = 'self';
    });
    const error = loadError(loadAltered);
    expect(error.file).toBe(s.file('rules/altered/cards/sample.json'));
    expect(error.issues).toEqual([{ path: `$.cards[${indexOf('war-camp')}].passives[0]`, message: expect.stringContaining('cannot grant to "self"') }]);
  });

  it('refuses a landmark passive that grants to "expedition", at its path', () => {
    s.edit('rules/altered/cards/sample.json', (json) => {
      landmark(json.cards).passives[0].to = 'expedition';
    });
    expect(loadError(loadAltered).issues).toEqual([{ path: `$.cards[${indexOf('war-camp')}].passives[0]`, message: 'a landmark is in no expedition: it cannot grant to "expedition"' }]);
  });

  it('refuses passives on a spell, and a landmark without costs', () => {
    s.edit('rules/altered/cards/sample.json', (json) => {
      json.cards.find((c: any) => c.id === 'lullaby').passives = [{ kind: 'othersLoseAbilities' }];
    });
    expect(loadError(loadAltered).issues).toEqual([{ path: `$.cards[${indexOf('lullaby')}].passives`, message: 'a spell has no passive abilities: only characters, permanents and heroes do' }]);
    s = scratch();
    s.edit('rules/altered/cards/sample.json', (json) => {
      delete landmark(json.cards).handCost;
    });
    expect(loadError(loadAltered).issues).toContainEqual({ path: `$.cards[${indexOf('war-camp')}].handCost`, message: 'required field is missing' });
  });

  it('refuses modifiers on a spell, and a landmark\'s Rest modifier for "self", at their paths', () => {
    s.edit('rules/altered/cards/sample.json', (json) => {
      json.cards.find((c: any) => c.id === 'lullaby').modifiers = [{ step: 'morningDraw', also: [{ op: 'draw', amount: 1 }] }];
      json.cards.find((c: any) => c.id === 'memory-grove').modifiers[0].to = 'self';
    });
    expect(loadError(loadAltered).issues).toEqual([
      { path: `$.cards[${indexOf('lullaby')}].modifiers`, message: 'a spell is never in play: only characters, permanents and heroes have modifiers' },
      { path: `$.cards[${indexOf('memory-grove')}].modifiers[0]`, message: 'a landmark does not rest: only a character\'s Rest modifier can reach "self"' },
    ]);
  });

  it('refuses a target of its own on an effect that is no inner action, at its path', () => {
    s.edit('rules/altered/cards/sample.json', (json) => {
      delete json.cards.find((c: any) => c.id === 'tacticians-gambit').effects[1].innerCost;
    });
    expect(loadError(loadAltered).issues).toEqual([
      { path: `$.cards[${indexOf('tacticians-gambit')}].effects[1]`, message: 'only an inner action ("innerCost") chooses a target of its own' },
    ]);
  });

  it('refuses a modifier whose effects would offer a choice, at its path', () => {
    s.edit('rules/altered/cards/sample.json', (json) => {
      json.cards.find((c: any) => c.id === 'memory-grove').modifiers[0].also[0].optional = true;
    });
    expect(loadError(loadAltered).issues).toEqual([
      { path: `$.cards[${indexOf('memory-grove')}].modifiers[0].also[0]`, message: expect.stringContaining('a modifier applies by itself') },
    ]);
  });

  it('refuses a token that is no token card, a sacrifice of others\' characters, and a token in a deck, at their paths', () => {
    s.edit('rules/altered/cards/sample.json', (json) => {
      json.cards.find((c: any) => c.id === 'call-of-the-grove').effects[0].card = 'torch-bearer';
      json.cards.find((c: any) => c.id === 'final-bastion').target = 'anyCharacter';
    });
    expect(loadError(loadAltered).issues).toEqual([
      { path: `$.cards[${indexOf('call-of-the-grove')}].effects[0]`, message: 'torch-bearer is not a token card of the card sets' },
      { path: `$.cards[${indexOf('final-bastion')}].effects[0]`, message: expect.stringContaining('you sacrifice only your own objects') },
    ]);
    s = scratch();
    s.edit('rules/altered/decks/muna-a.json', (json) => {
      json.cards[0].card = 'grove-sprout';
    });
    const error = loadError(loadAltered);
    expect(error.file).toBe(s.file('rules/altered/decks/muna-a.json'));
    expect(error.issues).toEqual([{ path: '$.cards[0].card', message: expect.stringContaining('heroes and tokens start outside the deck'), code: 'NOT_A_DECK_CARD' }]);
  });

  it('refuses reactions on a spell, and a reaction with an unknown trigger, at their paths', () => {
    s.edit('rules/altered/cards/sample.json', (json) => {
      json.cards.find((c: any) => c.id === 'lullaby').reactions = [{ on: 'atNoon', effects: [{ op: 'draw', amount: 1 }] }];
    });
    expect(loadError(loadAltered).issues).toEqual([
      { path: `$.cards[${indexOf('lullaby')}].reactions`, message: 'a spell is never in play: only characters, permanents and heroes have reactions' },
    ]);
    s = scratch();
    s.edit('rules/altered/cards/sample.json', (json) => {
      json.cards.find((c: any) => c.id === 'noon-gardener').reactions[0].on = 'atMidnight';
    });
    expect(loadError(loadAltered).issues).toContainEqual(expect.objectContaining({ path: `$.cards[${indexOf('noon-gardener')}].reactions[0].on` }));
  });

  it('refuses an exhaust ability on a spell and a support ability on a hero', () => {
    s.edit('rules/altered/cards/sample.json', (json) => {
      json.cards.find((c: any) => c.id === 'lullaby').exhaust = { effects: [{ op: 'draw', amount: 1 }] };
      json.cards.find((c: any) => c.id === 'keeper-of-tides').support = { effects: [{ op: 'draw', amount: 1 }] };
    });
    expect(loadError(loadAltered).issues).toEqual([
      { path: `$.cards[${indexOf('lullaby')}].exhaust`, message: 'a spell is never in play to exhaust: only characters, permanents and heroes are' },
      { path: `$.cards[${indexOf('keeper-of-tides')}].support`, message: 'a hero is never in Reserve to support' },
    ]);
  });
});
