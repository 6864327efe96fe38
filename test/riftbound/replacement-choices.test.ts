/**
 * Deaths waiting on a choice among replacement effects (CR 372-373): the games of
 * scenarios/riftbound/replacement-choices stopped on the question are saved, restored, viewed
 * and sampled as any other; a snapshot whose waiting deaths are inconsistent is refused with
 * its path; a player who leaves while the choice is theirs lets the deaths go on.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { restoreGame } from '../../src/api.js';
import { determinizeRiftbound, type RiftboundView } from '../../src/games/riftbound/determinize.js';
import type { Game } from '../../src/engine/game/game.js';
import { PACKAGE_ROOT } from '../../src/node/paths.js';
import type { RiftboundRules, RiftboundState } from '../../src/games/riftbound/state/state.js';
import { checkScenario, startOf } from '../../src/scenarios/run.js';
import { itCompilesScenarioCards } from './text/support.js';

const FOLDER = 'scenarios/riftbound/replacement-choices';

/** The game of a scenario of the folder after its first action, everyone passing until the deaths wait. */
function waitingGame(name: string): Game<RiftboundState> {
  const file = join(PACKAGE_ROOT, FOLDER, name);
  const { scenario } = checkScenario(JSON.parse(readFileSync(file, 'utf8')), file);
  const game = startOf(scenario, file) as unknown as Game<RiftboundState>;
  game.apply((scenario.steps as { do: unknown }[])[0]?.do);
  for (let i = 0; i < 20 && game.liveState.dying === undefined; i++) {
    const seat = game.seats.find((s) => game.legalActions(s).some((a) => a.type === 'pass'));
    if (seat === undefined) break;
    game.apply({ type: 'pass', seat });
  }
  return game;
}

describe('deaths waiting on a replacement choice', () => {
  it('show the same question to every seat, and restore from a snapshot with the same actions listed', () => {
    const game = waitingGame('teammates-effects-the-owner-chooses.json');
    const views = game.seats.map((seat) => game.view(seat)['replacementChoice']);
    expect(views[0]).toMatchObject({ seat: 'A', kind: 'order', units: ['A-arcane-golem'], inCombat: false });
    for (const view of views) expect(view).toEqual(views[0]);
    const again = restoreGame(game.snapshot());
    for (const seat of game.seats) expect(again.legalActions(seat)).toEqual(game.legalActions(seat));
    expect(game.legalActions('A').map((a) => a.type)).toEqual(['chooseReplacement', 'chooseReplacement']);
    for (const seat of ['B', 'C', 'D']) expect(game.legalActions(seat)).toEqual([]);
  });

  it('are sampled for a bot with the question its seat answers', () => {
    const game = waitingGame('controller-chooses-which-death-a-next-time-effect-replaces.json');
    const sampled = determinizeRiftbound(game.view('A') as unknown as RiftboundView, 'A', game.liveRules as RiftboundRules, [1, 2, 3, 4]);
    expect(sampled.dying?.[0]?.asks).toEqual(game.liveState.dying?.[0]?.asks);
    expect(sampled.dying?.[0]?.units).toEqual(['A-tide-runner', 'A-ember-whelp']);
  });

  it('in a snapshot: only the first batch asks, an item waits on deaths only while some wait, options are replacement effects of objects and players of the game', () => {
    const game = waitingGame('teammates-effects-the-owner-chooses.json');
    const snapshot = game.snapshot() as { state: RiftboundState };
    const refused = (change: (state: RiftboundState) => void): string[] => {
      const copy = structuredClone(snapshot) as { state: RiftboundState };
      change(copy.state);
      try {
        restoreGame(copy as never);
        return [];
      } catch (error) {
        return ((error as { issues?: { path: string }[] }).issues ?? []).map((issue) => issue.path);
      }
    };
    expect(refused(() => {})).toEqual([]);
    expect(refused((s) => void (s.dying?.[0] && delete (s.dying[0] as { asks?: unknown }).asks))).toContain('$.state.dying[0].asks');
    expect(refused((s) => void (s.dying = undefined))).toContain('$.state.instructionCost.asks');
    expect(refused((s) => void ((s.dying?.[0]?.asks?.options[0] as { ability: number }).ability = 7))).toContain('$.state.dying[0].asks.options[0].ability');
    expect(refused((s) => void ((s.dying?.[0]?.asks as { seat: string }).seat = 'Z'))).toContain('$.state.dying[0].asks.seat');
    expect(refused((s) => void ((s.dying?.[0]?.asks?.options[0] as { controller: string }).controller = 'Z'))).toContain('$.state.dying[0].asks.options[0].controller');
    expect(refused((s) => void ((s.dying?.[0]?.asks?.options[0] as { source: string }).source = 'nowhere'))).toContain('$.state.dying[0].asks.options[0].source');
    expect(refused((s) => void ((s.dying?.[0] as { by: unknown }).by = [{ seat: 'Z', spell: true }]))).toContain('$.state.dying[0].by[0].seat');
    expect(refused((s) => void ((s.dying?.[0] as { alone: unknown }).alone = [true, false, true]))).toContain('$.state.dying[0].alone');
  });

  it('go on when the player asked leaves the game: their units no longer die, and the waiting spell resolves', () => {
    const file = join(PACKAGE_ROOT, FOLDER, 'teammates-effects-the-owner-chooses.json');
    const source = JSON.parse(readFileSync(file, 'utf8'));
    // The same position in a free-for-all of three, where one player leaving does not end the game.
    source.position.mode = 'riftbound/ffa3';
    source.position.seats.A.gear = source.position.seats.C.gear;
    delete source.position.seats.C;
    const { scenario } = checkScenario(source, file);
    const game = startOf(scenario, file) as unknown as Game<RiftboundState>;
    game.apply(source.steps[0].do);
    for (let i = 0; i < 20 && game.liveState.dying === undefined; i++) game.apply({ type: 'pass', seat: game.liveState.priority as string });
    expect(game.liveState.dying?.[0]?.asks?.seat).toBe('A');
    expect(game.liveState.chain).toHaveLength(1);
    game.apply({ type: 'concede', seat: 'A' });
    const state = game.liveState;
    expect(state.dying).toBeUndefined();
    expect(state.instructionCost ?? null).toBeNull();
    expect(state.chain).toEqual([]);
    // The spell went on after its kill: its controller drew.
    expect(state.seats.find((s) => s.id === 'B')?.hand).toHaveLength(1);
    expect(state.objects['A-arcane-golem']).toBeUndefined();
    expect(game.legalActions('B').length).toBeGreaterThan(0);
  });
});

itCompilesScenarioCards('replacement-choices');
