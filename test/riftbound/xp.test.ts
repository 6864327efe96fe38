/**
 * XP, Hunt and Level beyond the scenarios (scenarios/riftbound/xp/): faults at load with file
 * and JSON path, a refused XP cost that changes nothing, and random games with XP cards in
 * every deck (XP never below 0, snapshots and replays identical).
 */
import { describe, expect, it } from 'vitest';
import { createGame, loadPosition, replay, restoreGame } from '../../src/api.js';
import { RandomBot } from '../../src/bots/random-bot.js';
import { loadCardSets } from '../../src/games/riftbound/cards/cards.js';
import { describeRiftboundEvent } from '../../src/games/riftbound/describe.js';
import { logLine } from '../../src/engine/game/event-words.js';
import type { RiftboundRules, RiftboundState } from '../../src/games/riftbound/state/state.js';
import { hasKeyword } from '../../src/games/riftbound/reads/queries.js';
import { huntValue } from '../../src/games/riftbound/mechanics/hunt.js';
import { hostOf } from '../support/host.js';
import { loadError } from '../support/load-error.js';

const unit = { type: 'unit', domain: 'order', cost: { energy: 2, power: [] }, might: 2 } as const;

function set(cards: unknown[]): { file: string; json: unknown } {
  return { file: 'xp-broken.json', json: { set: 'broken', cards } };
}

describe('XP cards at load', () => {
  it('refuses a Level ability without its threshold, at the ability\'s path', () => {
    const error = loadError(() => loadCardSets([set([{ id: 'a', name: 'A', ...unit, abilities: [{ kind: 'passive', appliesTo: 'self', might: 1, dependent: { keyword: 'level' } }] }])]));
    expect(error.file).toBe('xp-broken.json');
    expect(error.issues).toEqual([{ path: '$.cards[0].abilities[0].dependent', message: expect.stringContaining('Level needs its threshold'), rule: 'CR 824.1.a' }]);
  });

  it('refuses a Level step of a spell without its threshold, at the step\'s path', () => {
    const spell = { id: 's', name: 'S', type: 'spell', domain: 'mind', cost: { energy: 1, power: [] }, effects: [{ op: 'draw', amount: 1 }, { op: 'draw', amount: 1, dependent: { keyword: 'level' } }] };
    expect(loadError(() => loadCardSets([set([spell])])).issues.map((i) => i.path)).toEqual(['$.cards[0].effects[1].dependent']);
  });

  it('refuses an unknown dependent keyword and a Hunt value below 1', () => {
    const unknown = loadError(() => loadCardSets([set([{ id: 'a', name: 'A', ...unit, abilities: [{ kind: 'passive', appliesTo: 'self', dependent: { keyword: 'rank', value: 2 } }] }])]));
    expect(unknown.issues.some((i) => i.path.startsWith('$.cards[0].abilities[0]'))).toBe(true);
    const zero = loadError(() => loadCardSets([set([{ id: 'a', name: 'A', ...unit, keywords: [{ keyword: 'hunt', value: 0 }] }])]));
    expect(zero.issues.some((i) => i.path.startsWith('$.cards[0].keywords[0]'))).toBe(true);
  });

  it('refuses Hunt on a card that is not a unit', () => {
    const spell = { id: 's', name: 'S', type: 'spell', domain: 'mind', cost: { energy: 1, power: [] }, keywords: ['action', 'hunt'], effects: [{ op: 'draw', amount: 1 }] };
    expect(loadError(() => loadCardSets([set([spell])])).issues).toEqual([{ path: '$.cards[0].keywords[1]', message: 'hunt is a keyword of unit cards, not of a spell (CR 823.1.a)', rule: 'CR 823.1.a' }]);
  });

  it('accepts Hunt alone, Hunt with a value, and Level with its threshold', () => {
    const cards = loadCardSets([set([
      { id: 'a', name: 'A', ...unit, keywords: ['hunt'] },
      { id: 'b', name: 'B', ...unit, keywords: [{ keyword: 'hunt', value: 3 }], abilities: [{ kind: 'passive', appliesTo: 'self', might: 1, dependent: { keyword: 'level', value: 4 } }] },
    ])]);
    expect([...cards.keys()]).toEqual(['a', 'b']);
  });
});

describe('an XP cost one cannot pay', () => {
  it('is refused with NOT_ENOUGH_XP and leaves the state exactly as it was', () => {
    const game = loadPosition<RiftboundState>({
      mode: 'riftbound/duel',
      battlefields: [{ id: 'X', card: 'broken-aqueduct', controller: 'B', units: { B: ['cinder-scout'] } }, { id: 'Y', card: 'hollow-spire' }],
      seats: { A: { base: ['spark-adept'], xp: 1 } },
    });
    const before = game.snapshot();
    const result = game.apply({ type: 'activate', seat: 'A', source: 'A-spark-adept', ability: 0, targets: { victim: 'B-cinder-scout' } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code: 'NOT_ENOUGH_XP', rule: 'CR 730.2' });
    expect(game.snapshot()).toEqual(before);
  });
});

/** Legends and battlefields of four shipped decks, so that teammates' differ (CR 484.8.g-h). */
const identities = [
  { legend: 'ember-matriarch', battlefields: ['sunken-plaza', 'glass-orchard', 'broken-aqueduct'] },
  { legend: 'tide-oracle', battlefields: ['lantern-crossing', 'salt-marsh-ruins', 'windworn-steps'] },
  { legend: 'iron-regent', battlefields: ['shattered-causeway', 'amber-vault', 'hollow-spire'] },
  { legend: 'storm-seer', battlefields: ['tidewrack-pier', 'ashen-forum', 'moonlit-terrace'] },
];

/** A deck of XP cards for seat `i`; deck rules off so that any legend may carry them. */
const xpDeck = (i: number) => ({
  name: 'Trackers',
  ...identities[i],
  main: [
    { card: 'burrow-tracker', count: 6 }, { card: 'crag-stalker', count: 6 }, { card: 'howl-leader', count: 4 },
    { card: 'drift-runner', count: 4 }, { card: 'bulwark-veteran', count: 4 }, { card: 'road-worn-scout', count: 4 },
    { card: 'archive-warden', count: 3 }, { card: 'spark-adept', count: 3 }, { card: 'trial-of-embers', count: 4 },
    { card: 'hard-won-lesson', count: 2 }, { card: 'turncoat-oath', count: 2 },
  ],
  runes: [{ card: 'ember-shard', count: 6 }, { card: 'stone-shard', count: 6 }],
});

describe('random games with XP cards', () => {
  for (const [mode, seats] of [['riftbound/duel', 2], ['riftbound/2v2', 4]] as const) {
    it(`${mode}: XP never goes below 0, is gained and spent, and replays identically`, () => {
      let gained = 0;
      let spent = 0;
      for (const seed of [1, 2, 3]) {
        const game = createGame<RiftboundState>({ mode, seed, decks: Array.from({ length: seats }, (_, i) => xpDeck(i)), rules: { knobs: { deckRules: 'off' } } });
        const bot = new RandomBot(seed);
        for (let n = 0; n < 600 && !game.over; n++) {
          const seat = game.toAct()[0];
          if (seat === undefined) break;
          expect(game.apply(bot.choose(game.legalActions(seat))).ok).toBe(true);
          for (const s of (game.liveState as RiftboundState).seats) expect(s.xp).toBeGreaterThanOrEqual(0);
        }
        gained += game.events().filter((e) => e.type === 'xpGained').length;
        spent += game.events().filter((e) => e.type === 'xpSpent').length;
        expect(replay<RiftboundState>(game.record()).state()).toEqual(game.state());
        expect(restoreGame<RiftboundState>(game.snapshot()).state()).toEqual(game.state());
      }
      expect(gained).toBeGreaterThan(0);
      expect(spent).toBeGreaterThan(0);
    });
  }
});

describe('the game log', () => {
  it('shows every player\'s XP at the end of each turn once anyone has some, and XP changes as they happen', () => {
    const game = loadPosition<RiftboundState>({ mode: 'riftbound/duel', seats: { B: { xp: 2 } } });
    const state = game.liveState as RiftboundState;
    const rules = game.rules as unknown as RiftboundRules;
    const ended = { type: 'turnEnded', turn: 3, seat: 'A', scores: { A: 0, B: 1 } };
    expect(logLine(describeRiftboundEvent(ended, state, rules))).toBe('  scores: A 0 · B 1\n  XP: A 0 · B 2');
    expect(logLine(describeRiftboundEvent({ type: 'xpGained', seat: 'A', amount: 1, reason: 'hunt', xp: 1 }, state, rules))).toBe('    A gains 1 XP (hunt): 1 XP');
    const none = loadPosition<RiftboundState>({ mode: 'riftbound/duel' });
    expect(logLine(describeRiftboundEvent(ended, none.liveState as RiftboundState, none.rules as unknown as RiftboundRules))).toBe('  scores: A 0 · B 1');
  });
});

describe('Hunt as a characteristic', () => {
  it('is had written alone, with a value, or granted, and its values add up (CR 823.2, 823.3)', () => {
    const game = loadPosition<RiftboundState>({
      mode: 'riftbound/duel',
      battlefields: [{ id: 'X', card: 'broken-aqueduct', controller: 'A', units: { A: ['crag-stalker', 'howl-leader', 'cinder-scout'] } }, { id: 'Y', card: 'hollow-spire' }],
      seats: { A: { base: ['burrow-tracker', 'cinder-scout'] } },
    });
    const host = hostOf(game);
    const value = (id: string) => [hasKeyword(host, id, 'hunt'), huntValue(host, id)];
    expect(value('A-burrow-tracker')).toEqual([true, 1]);
    expect(value('A-crag-stalker')).toEqual([true, 3]);
    expect(value('A-howl-leader')).toEqual([true, 1]);
    expect(value('A-cinder-scout')).toEqual([true, 1]);
    expect(value('A-cinder-scout-2')).toEqual([false, 0]);
  });
});
