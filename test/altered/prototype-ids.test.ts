/**
 * Ids that are names of an object's prototype (`toString`, `__proto__`, `constructor`), sent
 * where an action names an object, are refused like any unknown id in a game loaded from a
 * position or a snapshot, whose records are read from JSON: nothing throws, nothing changes.
 */
import { describe, expect, it } from 'vitest';
import { loadPosition, restoreGame } from '../../src/api.js';
import type { Game } from '../../src/engine/game/game.js';
import type { Action } from '../../src/engine/game/module.js';

const NAMES = ['toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf'];

/** A targeting spell and a targeting quick action ready to be used, and a targeted reaction waiting in Limbo. */
const position = {
  mode: 'altered/duel',
  cards: [
    { id: 'probe-bolt', name: 'Probe Bolt', type: 'spell', faction: 'bravos', handCost: 0, reserveCost: 0, target: 'anyCharacter', effects: [{ op: 'boost', amount: 1 }] },
    { id: 'probe-pact', name: 'Probe Pact', type: 'spell', faction: 'bravos', handCost: 0, reserveCost: 0, effects: [{ op: 'sleep', innerCost: 1, innerTarget: 'anyCharacter' }] },
  ],
  seats: {
    A: { hand: ['probe-bolt', 'probe-pact', 'bell-ringer'], mana: 3, deck: 5, hero: { characters: ['watch-captain'] } },
    B: { deck: 5, hero: { characters: [{ card: 'ashen-duelist', id: 'B-duelist' }] } },
  },
};

/** Every action of A that names an object, with `id` where the object goes. */
function probes(id: string): Action[] {
  return [
    { type: 'playCard', seat: 'A', card: 'A-probe-bolt', target: id },
    { type: 'playCard', seat: 'A', card: id, target: 'B-duelist' },
    { type: 'playCard', seat: 'A', card: id, expedition: 'hero' },
    { type: 'quickAction', seat: 'A', card: 'A-watch-captain', target: id },
    { type: 'quickAction', seat: 'A', card: id },
  ];
}

/** Sends each probe to `check` and `apply`: each is refused with a rule's code, and the game is as it was. */
function refusesEvery(game: Game, actions: Action[]): void {
  for (const action of actions) {
    const before = JSON.stringify(game.snapshot());
    const legal = game.legalActions('A');
    expect(() => game.check(action), JSON.stringify(action)).not.toThrow();
    expect(game.check(action)?.code, JSON.stringify(action)).toMatch(/^(ILLEGAL_TARGET|NOT_PLAYABLE|NO_QUICK_ACTION|MALFORMED_ACTION|NO_SUCH_REACTION)$/);
    const result = game.apply(action);
    expect(result.ok, JSON.stringify(action)).toBe(false);
    expect(JSON.stringify(game.snapshot())).toBe(before);
    expect(game.legalActions('A')).toEqual(legal);
  }
}

describe('prototype names as object ids', () => {
  it('are refused as targets and cards of a game loaded from a position', () => {
    const game = loadPosition(position);
    for (const name of NAMES) refusesEvery(game, probes(name));
  });

  it('are refused by a game restored from a snapshot, and by one that changed since', () => {
    const loaded = loadPosition(position);
    const game = restoreGame(JSON.parse(JSON.stringify(loaded.snapshot())));
    for (const name of NAMES) refusesEvery(game, probes(name));
    // A change copies the state it shares with its snapshot: the copy is read the same way.
    const shared = restoreGame(loaded.sealedSnapshot());
    expect(shared.apply({ type: 'quickAction', seat: 'A', card: 'A-watch-captain', target: 'A-watch-captain' }).ok).toBe(true);
    for (const name of NAMES) refusesEvery(shared, probes(name).slice(0, 3));
  });

  it('are refused as the target of a reaction and of an inner action', () => {
    const game = loadPosition(position);
    expect(game.apply({ type: 'playCard', seat: 'A', card: 'A-bell-ringer', expedition: 'hero' }).ok).toBe(true);
    for (const name of NAMES) {
      refusesEvery(game, [
        { type: 'playReaction', seat: 'A', emblem: 'E1', target: name },
        { type: 'playReaction', seat: 'A', emblem: name, target: 'A-watch-captain' },
      ]);
    }
    expect(game.apply({ type: 'playReaction', seat: 'A', emblem: 'E1', target: 'A-watch-captain' }).ok).toBe(true);
    expect(game.apply({ type: 'pass', seat: 'B' }).ok).toBe(true);
    expect(game.apply({ type: 'playCard', seat: 'A', card: 'A-probe-pact' }).ok).toBe(true);
    for (const name of NAMES) {
      const before = JSON.stringify(game.snapshot());
      const action = { type: 'choose', seat: 'A', accept: true, target: name };
      expect(game.check(action)?.code).toBe('ILLEGAL_TARGET');
      expect(game.apply(action).ok).toBe(false);
      expect(JSON.stringify(game.snapshot())).toBe(before);
    }
  });
});

describe('prototype names in place of every id a legal action names', () => {
  it('are refused in the positions of the Altered scenarios, loaded and restored', async () => {
    const { probePrototypeIds } = await import('../support/prototype-probe.js');
    const { scenarioFiles } = await import('../../src/scenarios/files.js');
    const { PACKAGE_ROOT } = await import('../../src/node/paths.js');
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    let sent = 0;
    // One scenario in four: the positions cover every phase and kind of action between them.
    for (const file of scenarioFiles(join(PACKAGE_ROOT, 'scenarios', 'altered')).filter((_, i) => i % 4 === 0)) {
      const json = JSON.parse(readFileSync(file, 'utf8')) as { position?: unknown; refused?: unknown };
      if (json.position === undefined || json.refused !== undefined) continue;
      const game = loadPosition(json.position, file);
      sent += probePrototypeIds(restoreGame(JSON.parse(JSON.stringify(game.snapshot()))), 4);
    }
    expect(sent).toBeGreaterThan(50);
  });
});
