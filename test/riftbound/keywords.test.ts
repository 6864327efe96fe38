/** Keyword entries of card sets are checked at load: each fault names its file, JSON path and rule (CR 805-826). */
import { describe, expect, it } from 'vitest';
import { loadCardSets } from '../../src/games/riftbound/cards/cards.js';
import { KEYWORD_SPECS, KEYWORDS } from '../../src/games/riftbound/schema/keyword-names.js';
import { loadError } from '../support/load-error.js';

const unit = { id: 'probe', name: 'Probe', type: 'unit', domain: 'fury', cost: { energy: 1, power: [] }, might: 1 };
const spell = { id: 'probe-spell', name: 'Probe Spell', type: 'spell', domain: 'fury', cost: { energy: 1, power: [] }, effects: [{ op: 'draw', amount: 1 }] };

function load(card: object) {
  return () => loadCardSets([{ file: 'probe.json', json: { set: 'probe', cards: [card] } }]);
}

function firstIssue(card: object) {
  const error = loadError(load(card));
  expect(error.file).toBe('probe.json');
  return error.issues[0];
}

describe('keywords at load', () => {
  it('lists every keyword of the table once', () => {
    expect([...KEYWORDS].sort()).toEqual(Object.keys(KEYWORD_SPECS).sort());
  });

  it('accepts each keyword in its compact and its valued form', () => {
    expect(() => load({ ...unit, keywords: ['assault', { keyword: 'shield', value: 2 }, { keyword: 'deflect' }, 'backline', 'ambush', 'vision'] })()).not.toThrow();
  });

  it('refuses an unknown keyword with its path', () => {
    expect(firstIssue({ ...unit, keywords: ['tank', 'berserk'] })?.path).toBe('$.cards[0].keywords[1]');
  });

  it('refuses a value on a keyword that has none', () => {
    const issue = firstIssue({ ...unit, keywords: [{ keyword: 'tank', value: 2 }] });
    expect(issue).toMatchObject({ path: '$.cards[0].keywords[0].value', rule: 'CR 815' });
  });

  it('refuses Repeat without its cost and Deathknell without its effect', () => {
    expect(firstIssue({ ...spell, keywords: ['repeat'] })).toMatchObject({ path: '$.cards[0].keywords[0]', rule: 'CR 820' });
    expect(firstIssue({ ...unit, keywords: ['deathknell'] })).toMatchObject({ path: '$.cards[0].keywords[0]', rule: 'CR 808' });
  });

  it('refuses a keyword on a card type that cannot print it', () => {
    expect(firstIssue({ ...spell, keywords: [{ keyword: 'assault', value: 2 }] })).toMatchObject({ path: '$.cards[0].keywords[0]', rule: 'CR 807' });
  });

  it('refuses Legion without dependent text, and dependent text without Legion', () => {
    expect(firstIssue({ ...unit, keywords: ['legion'] })).toMatchObject({ path: '$.cards[0].keywords[0]', rule: 'CR 812' });
    const orphan = { ...spell, effects: [{ op: 'draw', amount: 1, dependent: { keyword: 'legion' } }] };
    expect(firstIssue(orphan)).toMatchObject({ path: '$.cards[0].effects[0].dependent', rule: 'CR 812' });
  });

  it('checks a Deathknell effect like a triggered ability: it chooses no target', () => {
    const issue = firstIssue({ ...unit, keywords: [{ keyword: 'deathknell', effects: [{ op: 'damage', amount: 1, target: 'victim' }] }] });
    expect(issue?.path).toBe('$.cards[0].keywords[0].effects[0].target');
  });
});

describe('abilities a keyword stands for, waiting to be placed', () => {
  it('are named by their index after the printed ones, in positions and in snapshots', async () => {
    const { loadPosition, restoreGame } = await import('../../src/api.js');
    const game = loadPosition({
      mode: 'riftbound/duel',
      battlefields: [{ id: 'X', card: 'broken-aqueduct' }, { id: 'Y', card: 'shattered-causeway' }],
      seats: { A: { trash: [{ card: 'hollow-prophet', id: 'P' }], base: ['twin-seer'] } },
      triggers: [{ source: 'P', ability: 0 }, { source: 'A-twin-seer', ability: 0 }],
    });
    expect(game.liveState).toMatchObject({ triggers: [{ card: 'hollow-prophet', ability: 0 }, { card: 'twin-seer', ability: 0 }] });
    const restored = restoreGame(game.snapshot());
    expect(restored.liveState).toEqual(game.liveState);
  });
});
