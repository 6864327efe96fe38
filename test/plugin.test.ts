/**
 * Each game is one module object (docs/architecture.md, "The game module"): the code around the
 * engine finds a game's modes, bots, simulation facts, matches and card compiler there.
 */
import { describe, expect, it } from 'vitest';
import { listModes } from '../src/api.js';
import { GAMES } from '../src/games/index.js';
import { MODES } from '../src/games/modes.js';
import { factsOf, simulatedGames } from '../src/simulate/facts.js';

describe('the game modules', () => {
  it('list the modes the package ships, each its own game\'s, and the lobby offers the same', () => {
    for (const module of Object.values(GAMES)) {
      expect(module.modes.every((mode) => mode.startsWith(`${module.id}/`))).toBe(true);
    }
    const all = Object.values(GAMES).flatMap((module) => module.modes);
    expect([...all].sort()).toEqual([...listModes()].sort());
    expect([...MODES].sort()).toEqual([...all].sort());
  });

  it('give the simulation each game\'s facts', () => {
    expect(simulatedGames()).toEqual(Object.values(GAMES).filter((m) => m.simulation).map((m) => m.id));
    for (const module of Object.values(GAMES)) if (module.simulation) expect(factsOf(`${module.id}/duel`)).toBe(module.simulation);
  });
});
