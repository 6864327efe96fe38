/**
 * Each player in turn playing a card at once for free (a `nextPlay` step `until: "now"` with
 * `player: "eachPlayer"`; mechanics/play-now.ts): its text read and printed in both languages,
 * its card data checked at load, and a spell so played that waits for a choice of its own with
 * the rest of the ability beneath it, kept by a snapshot. The scenario of
 * scenarios/altered/each-plays-now plays it (test/scenarios.test.ts). Invented cards only.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadPosition, restoreGame } from '../../src/api.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import type { AlteredCard } from '../../src/games/altered/schema/file-schemas.js';
import { MAX_WAITING_BENEATH, type AlteredState } from '../../src/games/altered/state/state.js';
import { LoadError } from '../../src/engine/errors.js';
import { itCompilesScenarioCards, itReadsBack, loadIssue } from './text-round-trip.js';

const giver: CardHeader = { id: 'snow-giver', name: 'Snow Giver', type: 'character', faction: 'axiom', handCost: 5, reserveCost: 4, stats: { forest: 3, mountain: 2, water: 2 } };
const EACH = { op: 'nextPlay', until: 'now', player: 'eachPlayer', optional: true, free: true, handCostAtMost: 1 } as const;

describe('each player playing a card at once, in the text', () => {
  itReadsBack({
    header: giver,
    en: '{R} Starting with you, each player may immediately play a card with Hand Cost {1} or less for free.',
    fr: '{R} En commençant par vous, chaque joueur peut immédiatement jouer une carte de Coût de Main {1} ou moins gratuitement.',
    data: { reactions: [{ on: 'played', from: 'reserve', effects: [EACH] }] },
  });

  itCompilesScenarioCards('scenarios/altered/each-plays-now');
});

describe('each player playing a card at once, as card data', () => {
  it('plays a card of any type only for each player in turn; one player\'s is a character', () => {
    const card = (effect: object) => ({ ...giver, reactions: [{ on: 'played', effects: [effect] }] }) as AlteredCard;
    expect(loadIssue(card(EACH))).toBeUndefined();
    const { player: _player, ...alone } = EACH;
    expect(loadIssue(card(alone))).toMatchObject({ path: '$.rules.extraCards[0].reactions[0].effects[0].cardType' });
  });
});

describe('a spell played at once that waits for a choice', () => {
  const scenario = JSON.parse(readFileSync('scenarios/altered/each-plays-now/each-player-plays-a-card-for-free.json', 'utf8')) as { position: object };

  it('keeps the rest of the ability beneath it through a snapshot, which goes on once the spell ends', () => {
    const game = loadPosition<AlteredState>(scenario.position);
    for (const action of [
      { type: 'playCard', seat: 'A', card: 'A-g', expedition: 'hero' },
      { type: 'playReaction', seat: 'A', emblem: 'E1' },
      { type: 'choose', seat: 'A', accept: true, card: 'A-w' },
    ]) expect(game.apply(action).ok).toBe(true);
    expect(game.liveState.resolving).toMatchObject({ effects: [{ op: 'draw' }], beneath: { choosers: ['B'], effects: [{ op: 'nextPlay' }] } });
    const restored = restoreGame<AlteredState>(JSON.parse(JSON.stringify(game.snapshot())));
    expect(restored.apply({ type: 'choose', seat: 'A', accept: false }).ok).toBe(true);
    expect(restored.liveState.resolving).toMatchObject({ choosers: ['B'], effects: [{ op: 'nextPlay' }] });
    expect(restored.liveState.resolving?.beneath).toBeUndefined();
    expect(restored.apply({ type: 'choose', seat: 'B', accept: false }).ok).toBe(true);
    expect(restored.liveState.resolving).toBeNull();
  });

  it('offers no spell to play at once where one more ability would wait than a state holds, so that every state reached restores', () => {
    const game = loadPosition<AlteredState>(scenario.position);
    for (const action of [
      { type: 'playCard', seat: 'A', card: 'A-g', expedition: 'hero' },
      { type: 'playReaction', seat: 'A', emblem: 'E1' },
    ]) expect(game.apply(action).ok).toBe(true);
    const offersSpell = (g: typeof game) => g.legalActions('A').some((a) => a.type === 'choose' && (a as { card?: string }).card === 'A-w');
    expect(offersSpell(game)).toBe(true);
    // The same ability waiting with `depth` abilities beneath it, as spells played at once inside spells would leave it.
    const nested = (depth: number) => {
      const snapshot = JSON.parse(JSON.stringify(game.snapshot())) as { state: { resolving: Record<string, unknown> } };
      const waiting = snapshot.state.resolving;
      let resolving = waiting;
      for (let i = 0; i < depth; i++) resolving = { ...waiting, beneath: resolving };
      snapshot.state.resolving = resolving;
      return snapshot as never;
    };
    expect(offersSpell(restoreGame<AlteredState>(nested(MAX_WAITING_BENEATH - 1)))).toBe(true);
    const deepest = restoreGame<AlteredState>(nested(MAX_WAITING_BENEATH));
    expect(offersSpell(deepest)).toBe(false);
    expect(deepest.apply({ type: 'choose', seat: 'A', accept: true, card: 'A-w' }).ok).toBe(false);
    expect(() => restoreGame(nested(MAX_WAITING_BENEATH + 1))).toThrow(LoadError);
  });

  it('goes on beneath a spell whose player concedes while it waits, with the next player still in the game', () => {
    const position = scenario.position as { seats: Record<string, unknown> };
    const game = loadPosition<AlteredState>({
      ...position,
      mode: 'altered/ffa',
      seats: {
        ...position.seats,
        B: { hand: [{ card: 'small-wish', id: 'B-w' }], deck: 5, passed: true },
        C: { hand: [{ card: 'bell-post', id: 'C-b' }], deck: 5, passed: true },
        D: { deck: 5, passed: true },
      },
    });
    for (const action of [
      { type: 'playCard', seat: 'A', card: 'A-g', expedition: 'hero' },
      { type: 'playReaction', seat: 'A', emblem: 'E1' },
      { type: 'choose', seat: 'A', accept: false },
      { type: 'choose', seat: 'B', accept: true, card: 'B-w' },
    ]) expect(game.apply(action).ok).toBe(true);
    expect(game.liveState.resolving).toMatchObject({ seat: 'B', effects: [{ op: 'draw' }], beneath: { seat: 'A' } });
    expect(game.apply({ type: 'concede', seat: 'B' }).ok).toBe(true);
    expect(game.liveState.resolving).toMatchObject({ seat: 'A', choosers: ['C'], effects: [{ op: 'nextPlay' }] });
    expect(game.apply({ type: 'choose', seat: 'C', accept: true, card: 'C-b' }).ok).toBe(true);
    expect(game.liveState.seats.find((x) => x.id === 'C')?.landmarks).toEqual(['C-b']);
  });
});
