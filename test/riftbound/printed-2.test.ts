/**
 * The mechanisms of the printed-2 card set beyond its scenarios (scenarios/riftbound/printed-2/):
 * keyword removal against grants and the turn's end, gear tokens in use, a Legion discount
 * at load, split damage refusals that change nothing, and random games with these cards
 * (no crash, replays and snapshots identical).
 */
import { describe, expect, it } from 'vitest';
import { createGame, loadPosition, replay, restoreGame } from '../../src/api.js';
import { RandomBot } from '../../src/bots/random-bot.js';
import { loadCardSets } from '../../src/games/riftbound/cards/cards.js';
import { hasKeyword } from '../../src/games/riftbound/reads/queries.js';
import type { RiftboundState } from '../../src/games/riftbound/state/state.js';
import { divisions } from '../../src/games/riftbound/mechanics/split-damage.js';
import { hostOf } from '../support/host.js';
import { loadError } from '../support/load-error.js';

const duel = (seats: object, units: Record<string, string[]> = { B: ['bulwark-squire'] }) =>
  loadPosition<RiftboundState>({
    mode: 'riftbound/duel',
    battlefields: [{ id: 'X', card: 'broken-aqueduct', controller: 'B', units }, { id: 'Y', card: 'shattered-causeway' }],
    seats,
  });

function resolveAll(game: ReturnType<typeof duel>): void {
  for (let n = 0; n < 10 && (game.liveState as RiftboundState).chain.length > 0; n++) {
    const seat = (game.liveState as RiftboundState).priority as string;
    expect(game.apply({ type: 'pass', seat }).ok).toBe(true);
  }
}

describe('removing keywords (CR 801.3.b)', () => {
  it('a removal "this turn" takes printed and granted keywords away until the expiration step', () => {
    const game = duel({ A: { hand: ['silencing-hex'], runes: 1 } });
    const has = (k: string) => hasKeyword(hostOf(game), 'B-bulwark-squire', k);
    expect(has('shield')).toBe(true);
    expect(game.apply({ type: 'playSpell', seat: 'A', card: 'A-silencing-hex', targets: { foe: 'B-bulwark-squire' } }).ok).toBe(true);
    resolveAll(game);
    expect(has('shield')).toBe(false);
    expect(game.apply({ type: 'endTurn', seat: 'A' }).ok).toBe(true);
    expect(has('shield')).toBe(true);
    expect((game.liveState as RiftboundState).objects['B-bulwark-squire']?.keywordChanges).toBeUndefined();
  });

  it('a removal without a duration lasts into later turns (CR 801.3.b.2)', () => {
    const game = duel({ A: { hand: ['hobbling-curse'], runes: 1 } }, { B: ['shadow-stalker'] });
    const has = (k: string) => hasKeyword(hostOf(game), 'B-shadow-stalker', k);
    expect(has('ganking')).toBe(true);
    expect(game.apply({ type: 'playSpell', seat: 'A', card: 'A-hobbling-curse', targets: { foe: 'B-shadow-stalker' } }).ok).toBe(true);
    resolveAll(game);
    expect(has('ganking')).toBe(false);
    expect(game.apply({ type: 'endTurn', seat: 'A' }).ok).toBe(true);
    expect(has('ganking')).toBe(false);
    expect((game.liveState as RiftboundState).objects['B-shadow-stalker']?.keywordChanges).toEqual([{ remove: ['ganking'], duration: 'permanent' }]);
  });
});

describe('gear tokens (CR 180-184)', () => {
  it('a ready Brass Trinket adds 1 Energy at once; a killed token ceases to exist', () => {
    const game = duel({ A: { hand: ['scrap-prospector', 'scrap-hammer'], runes: 3 } });
    expect(game.apply({ type: 'playUnit', seat: 'A', card: 'A-scrap-prospector' }).ok).toBe(true);
    resolveAll(game);
    const state = () => game.liveState as RiftboundState;
    const token = state().gear.find((g) => state().objects[g]?.card === 'brass-trinket') as string;
    expect(token).toBeDefined();
    expect(state().objects[token]?.exhausted).toBe(false);
    const energy = state().seats[0]?.pool.energy ?? 0;
    expect(game.apply({ type: 'activate', seat: 'A', source: token, ability: 0 }).ok).toBe(true);
    expect(state().seats[0]?.pool.energy).toBe(energy + 1);
    expect(state().objects[token]?.exhausted).toBe(true);
    expect(game.apply({ type: 'playSpell', seat: 'A', card: 'A-scrap-hammer', targets: { junk: token } }).ok).toBe(true);
    resolveAll(game);
    expect(state().gear).not.toContain(token);
    expect(state().objects[token]).toBeUndefined();
    expect(state().seats[0]?.trash).not.toContain(token);
  });
});

const spell = { type: 'spell', domain: 'fury', cost: { energy: 3, power: [] }, effects: [{ op: 'draw', amount: 1 }] } as const;
const set = (cards: unknown[]) => ({ file: 'printed-broken.json', json: { set: 'broken', cards } });

describe('printed-2 cards at load', () => {
  it('a Legion discount on a card without Legion fails with its path', () => {
    const error = loadError(() => loadCardSets([set([{ id: 's', name: 'S', ...spell, costReduction: { energy: 1, dependent: { keyword: 'legion' } } }])]));
    expect(error.issues.map((i) => i.path)).toEqual(['$.cards[0].costReduction.dependent']);
  });

  it('a discount takes at least 1 Energy off, and a split needs its group of units', () => {
    // A discount with no dependent keyword is the card's own ("I cost 1 less."); one of nothing is not.
    const noEnergy = loadError(() => loadCardSets([set([{ id: 's', name: 'S', ...spell, costReduction: { energy: 0 } }])]));
    expect(noEnergy.issues.some((i) => i.path.startsWith('$.cards[0].costReduction'))).toBe(true);
    const gearGroup = { id: 't', name: 'T', ...spell, effects: [{ op: 'splitDamage', amount: 2, among: { name: 'kit', select: 'gear' } }] };
    expect(loadError(() => loadCardSets([set([gearGroup])])).issues.some((i) => i.path.startsWith('$.cards[0].effects[0]'))).toBe(true);
  });

  it('a Legion discount and a gear token load', () => {
    const cards = loadCardSets([set([
      { id: 's', name: 'S', ...spell, keywords: ['legion'], costReduction: { energy: 2, dependent: { keyword: 'legion' } } },
      { id: 'coin', name: 'Coin', type: 'gear', token: true },
    ])]);
    expect([...cards.keys()]).toEqual(['s', 'coin']);
  });
});

describe('split damage (CR 355.14)', () => {
  it('lists every division of 4 among 3 targets, each at least 1', () => {
    const all = divisions({ item: 'c1', seat: 'A', total: 4, targets: ['a', 'b', 'c'] });
    expect(all).toEqual([{ a: 1, b: 1, c: 2 }, { a: 1, b: 2, c: 1 }, { a: 2, b: 1, c: 1 }]);
    expect(divisions({ item: 'c1', seat: 'A', total: 2, targets: ['a', 'b', 'c'] })).toEqual([{ a: 1, b: 1 }, { a: 1, c: 1 }, { b: 1, c: 1 }]);
  });

  it('a refused division changes nothing', () => {
    const game = duel({ A: { hand: ['scattershot-squall'], runes: 2 } }, { B: ['cinder-scout', 'ash-warden'] });
    expect(game.apply({ type: 'playSpell', seat: 'A', card: 'A-scattershot-squall', split: { foes: ['B-cinder-scout', 'B-ash-warden'] } }).ok).toBe(true);
    expect(game.apply({ type: 'pass', seat: 'A' }).ok).toBe(true);
    expect(game.apply({ type: 'pass', seat: 'B' }).ok).toBe(true);
    expect((game.liveState as RiftboundState).splitChoice).toMatchObject({ seat: 'A', total: 3 });
    const before = game.snapshot();
    const result = game.apply({ type: 'assignSplitDamage', seat: 'A', damage: { 'B-cinder-scout': 1, 'B-ash-warden': 1 } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code: 'SPLIT_NOT_TOTAL', rule: 'CR 355.14.e, 715.3' });
    expect(game.snapshot()).toEqual(before);
    expect(game.legalActions('B')).toEqual([]);
  });
});

const deck = {
  name: 'Printed',
  legend: 'ember-matriarch',
  battlefields: ['sunken-plaza', 'glass-orchard', 'broken-aqueduct'],
  main: [
    { card: 'scattershot-squall', count: 5 }, { card: 'stormhide-mauler', count: 3 }, { card: 'oathbound-gauntlet', count: 4 },
    { card: 'ember-locket', count: 4 }, { card: 'tripwire-snare', count: 3 }, { card: 'tinkers-windfall', count: 3 },
    { card: 'scrap-prospector', count: 4 }, { card: 'silencing-hex', count: 3 }, { card: 'hobbling-curse', count: 3 },
    { card: 'second-wave-lancer', count: 4 }, { card: 'follow-through', count: 4 }, { card: 'twin-needles', count: 4 },
    { card: 'bulwark-squire', count: 3 },
  ],
  runes: [{ card: 'ember-shard', count: 6 }, { card: 'stone-shard', count: 6 }],
};

describe('random games with the printed-2 cards', () => {
  it('never crash, use the new mechanisms, and replay identically', () => {
    let used = 0;
    for (const seed of [4, 5]) {
      const game = createGame<RiftboundState>({ mode: 'riftbound/duel', seed, decks: [deck, deck], rules: { knobs: { deckRules: 'off' } } });
      const bot = new RandomBot(seed);
      for (let n = 0; n < 500 && !game.over; n++) {
        const seat = game.toAct()[0];
        if (seat === undefined) break;
        const legal = game.legalActions(seat);
        expect(legal.length).toBeGreaterThan(0);
        expect(game.apply(bot.choose(legal)).ok).toBe(true);
      }
      used += game.events().filter((e) => ['splitDamageAsked', 'splitDamageDivided', 'gearTokenCreated', 'keywordsRemoved', 'cardHidden'].includes(e.type)).length;
      expect(replay<RiftboundState>(game.record()).state()).toEqual(game.state());
      expect(restoreGame<RiftboundState>(game.snapshot()).state()).toEqual(game.state());
    }
    expect(used).toBeGreaterThan(0);
  });
});
