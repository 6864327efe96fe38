/**
 * Triggered abilities that choose (CR 355.5.b, 383.3, 402): random games in every mode reach
 * trigger choices and still finish; while a choice waits only its controller acts; records
 * replay; positions and snapshots carry pending abilities and refuse broken ones.
 */
import { describe, expect, it } from 'vitest';
import { createGame, listModes, loadPosition, replay, restoreGame } from '../../src/api.js';
import { nextDecision, RandomBot } from '../../src/bots/random-bot.js';
import type { Game } from '../../src/engine/game/game.js';
import type { RiftboundState } from '../../src/games/riftbound/state/state.js';
import { loadError } from '../support/load-error.js';
import { act } from '../support/riftbound.js';
import { expectAccepted } from '../support/random-games.js';

type RGame = Game<RiftboundState>;

const modes = listModes().filter((m) => m.startsWith('riftbound/') && m !== 'riftbound/match');

/** Decks holding the cards whose triggered abilities choose (Spark Courier, Quill Herald, Amber Vault, Lantern Crossing); teammates share no legend or battlefield. */
const CHOOSING_DECKS = ['cinder', 'tide', 'ember', 'tempest'];

interface Tally {
  chosen: number;
  declined: number;
  removed: number;
  waits: number;
}

/** Plays a random game to its end; at every trigger choice, checks that nobody else may act. */
function playChecking(mode: string, seed: number, tally: Tally): RGame {
  const seats = createGame<RiftboundState>({ mode, seed }).seats.length;
  const game = createGame<RiftboundState>({ mode, seed, decks: CHOOSING_DECKS.slice(0, seats) });
  const bot = new RandomBot(seed);
  for (let step = 0; !game.over; step++) {
    expect(step).toBeLessThan(20_000);
    const chooser = game.view(null)['triggerChooser'];
    if (chooser !== null && game.liveState.burnOutChoices.length === 0) {
      tally.waits++;
      for (const seat of game.seats) {
        const listed = game.legalActions(seat).filter((a) => a.type !== 'showHand');
        if (seat === chooser) expect(listed.length > 0 && listed.every((a) => a.type === 'chooseTrigger')).toBe(true);
        else expect(listed, `${seat} acts while ${chooser} chooses`).toEqual([]);
      }
    }
    const decision = nextDecision(game);
    expect(decision, `someone can act in ${game.machineState}`).toBeDefined();
    const action = bot.choose(decision!.actions);
    const result = game.apply(action);
    expectAccepted(result);
    if (action.type === 'chooseTrigger') tally.chosen++;
    if (result.ok) {
      for (const e of result.events) {
        if (e.type === 'triggerRemoved') tally[e['reason'] === 'declined' ? 'declined' : 'removed']++;
      }
    }
  }
  return game;
}

describe('random games with choosing triggered abilities', () => {
  it.each(modes)('%s: games finish, choices are made, and only the chooser acts meanwhile', (mode) => {
    const tally: Tally = { chosen: 0, declined: 0, removed: 0, waits: 0 };
    for (const seed of [1, 2, 3]) {
      const game = playChecking(mode, seed, tally);
      expect(game.over).toBe(true);
      expect(replay(game.record()).events()).toEqual(game.events());
    }
    expect(tally.chosen).toBeGreaterThan(0);
    expect(tally.waits).toBeGreaterThan(0);
  });

  it('over all modes, some abilities are declined and some removed for want of a target', () => {
    const tally: Tally = { chosen: 0, declined: 0, removed: 0, waits: 0 };
    for (const mode of modes) for (const seed of [4, 5]) playChecking(mode, seed, tally);
    expect(tally.declined).toBeGreaterThan(0);
    expect(tally.removed).toBeGreaterThan(0);
    expect(tally.chosen).toBeGreaterThan(tally.declined);
  });
});

const tideBinderPending = {
  mode: 'riftbound/duel',
  battlefields: [
    { id: 'X', card: 'broken-aqueduct', contributedBy: 'A', controller: 'B', units: { B: ['ash-warden'] } },
    { id: 'Y', card: 'shattered-causeway', contributedBy: 'B' },
  ],
  seats: { A: { base: ['tide-binder'] } },
  triggers: [{ source: 'A-tide-binder' }],
};

describe('pending triggered abilities in positions and snapshots', () => {
  it('a position sets up the pending ability; a refused choice changes nothing', () => {
    const game = loadPosition<RiftboundState>(tideBinderPending) as RGame;
    expect(game.liveState.triggers).toEqual([{ id: 'c1', trigger: 'played', controller: 'A', source: 'A-tide-binder', card: 'tide-binder', ability: 0, here: null }]);
    expect(game.legalActions('A')).toEqual([{ type: 'chooseTrigger', seat: 'A', item: 'c1', targets: { foe: 'B-ash-warden' } }]);
    expect(game.legalActions('B')).toEqual([]);
    const before = game.snapshot();
    const refused = game.apply({ type: 'chooseTrigger', seat: 'A', item: 'c1', targets: { foe: 'A-tide-binder' } });
    expect(refused.ok || refused.error.code).toBe('ILLEGAL_TARGET');
    expect(game.snapshot()).toEqual(before);
    act(game, { type: 'chooseTrigger', seat: 'A', item: 'c1', targets: { foe: 'B-ash-warden' } });
    expect(game.liveState.chain.map((i) => [i.id, i.card, i.targets])).toEqual([['c1', 'tide-binder', { foe: 'B-ash-warden' }]]);
    expect(game.liveState.nextChainId).toBe(2);
  });

  it('a snapshot with a pending ability restores and continues alike', () => {
    const game = loadPosition<RiftboundState>(tideBinderPending) as RGame;
    const copy = restoreGame<RiftboundState>(game.snapshot());
    expect(copy.legalActions('A')).toEqual(game.legalActions('A'));
  });

  it('a snapshot naming an ability that is not triggered, or a reused id, is refused with its path', () => {
    const game = loadPosition<RiftboundState>(tideBinderPending) as RGame;
    const snapshot = game.snapshot();
    const bad = structuredClone(snapshot);
    (bad.state.triggers[0] as { ability: number }).ability = 3;
    expect(loadError(() => restoreGame(bad)).issues).toContainEqual(expect.objectContaining({ path: '$.state.triggers[0].ability' }));
    const twice = structuredClone(snapshot);
    twice.state.nextChainId = 1;
    twice.state.triggers.push({ ...twice.state.triggers[0]! });
    expect(loadError(() => restoreGame(twice)).issues).toContainEqual(expect.objectContaining({ path: '$.state.triggers' }));
  });

  it('a position refuses an unknown source, a card without that triggered ability and an unknown battlefield for here', () => {
    const load = (triggers: unknown[]) => loadError(() => loadPosition({ ...tideBinderPending, triggers }, 'p.json')).issues.map((i) => i.path);
    expect(load([{ source: 'A-nobody' }])).toEqual(['$.triggers[0].source']);
    expect(load([{ source: 'B-ash-warden' }])).toEqual(['$.triggers[0].source']);
    expect(load([{ source: 'A-tide-binder', ability: 1 }])).toEqual(['$.triggers[0].ability']);
    expect(load([{ source: 'Y' }])).toEqual(['$.triggers[0].source']);
    expect(load([{ source: 'A-tide-binder', here: 'Q' }])).toEqual(['$.triggers[0].here']);
  });
});
