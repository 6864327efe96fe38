/**
 * Replacement effects of token plays (CR 375): "If you would play a [unit|gear] token, ...
 * instead.", "play that token [and an additional copy]", read from invented card texts, printed
 * back, checked at load, and played.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { restoreGame } from '../../../src/api.js';
import type { Game } from '../../../src/engine/game/game.js';
import type { CardDefinition } from '../../../src/games/riftbound/schema/card-schema.js';
import type { RiftboundState } from '../../../src/games/riftbound/state/state.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { PACKAGE_ROOT } from '../../../src/node/paths.js';
import { checkScenario, startOf } from '../../../src/scenarios/run.js';
import { itCompilesScenarioCards, loadIssues, roundTrip } from './support.js';

const gear: CardHeader = { id: 'test-gear', name: 'Test Gear', type: 'gear', domain: 'mind', cost: { energy: 2, power: [] } };
const spell: Partial<CardDefinition> = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'mind', cost: { energy: 1, power: [] } };

/** The game of a scenario after all its actions. */
function played(relative: string): Game<RiftboundState> {
  const file = join(PACKAGE_ROOT, relative);
  const { scenario } = checkScenario(JSON.parse(readFileSync(file, 'utf8')), file);
  const game = startOf(scenario, file) as unknown as Game<RiftboundState>;
  game.apply((scenario.steps as { do: unknown }[])[0]?.do);
  for (let i = 0; i < 10 && game.liveState.chain.length > 0; i++) game.apply({ type: 'pass', seat: game.liveState.priority as string });
  return game;
}

describe('"If you would play a token, ... instead."', () => {
  it('reads any token, a unit token or a gear token, the step said with "instead"', () => {
    expect(roundTrip(gear, 'If you would play a token, draw 1 instead.').abilities?.[0]).toEqual({ kind: 'replacement', replaces: 'playsToken', effects: [{ op: 'draw', amount: 1 }] });
    expect(roundTrip(gear, 'If you would play a gear token, play that token and an additional copy instead.').abilities?.[0]).toEqual({
      kind: 'replacement',
      replaces: 'playsToken',
      token: 'gear',
      effects: [{ op: 'playThatToken', copies: 1 }],
    });
    expect(roundTrip(gear, 'If you would play a unit token, play that token and two additional copies instead.').abilities?.[0]).toMatchObject({ token: 'unit', effects: [{ op: 'playThatToken', copies: 2 }] });
  });

  it('are refused at load with their paths: "play that token" elsewhere, units or a "next time" on a token replacement, a token type on a death replacement', () => {
    expect(loadIssues({ ...spell, effects: [{ op: 'playThatToken' }] } as Partial<CardDefinition>)).toMatch(/effects\[0\]\.op.*replacement effect of a token play/s);
    const asGear = { ...gear, type: 'gear' } as Partial<CardDefinition>;
    expect(loadIssues({ ...asGear, abilities: [{ kind: 'replacement', replaces: 'playsToken', appliesTo: 'friendlyUnits', effects: [{ op: 'draw', amount: 1 }] }] } as Partial<CardDefinition>)).toMatch(/abilities\[0\]\.appliesTo.*no appliesTo/s);
    expect(loadIssues({ ...asGear, abilities: [{ kind: 'replacement', replaces: 'dies', appliesTo: 'friendlyUnits', token: 'unit', effects: [{ op: 'recall', target: 'thatUnit' }] }] } as Partial<CardDefinition>)).toMatch(/abilities\[0\]\.token/);
    expect(loadIssues({ ...asGear, abilities: [{ kind: 'replacement', replaces: 'playsToken', effects: [{ op: 'recall', target: 'thatUnit' }] }] } as Partial<CardDefinition>)).toMatch(/thatUnit/);
    expect(loadIssues({ ...asGear, abilities: [{ kind: 'replacement', replaces: 'playsToken', effects: [{ op: 'playThatToken', copies: 1 }] }] } as Partial<CardDefinition>)).toBe('');
  });

  it('replaces each token of a step, and not again the tokens its own effects play: two trinkets become four, all exhausted', () => {
    const game = played('scenarios/riftbound/text-token-plays/play-that-token-and-an-additional-copy.json');
    const trinkets = game.liveState.gear.filter((id) => game.liveState.objects[id]?.card === 'brass-trinket');
    expect(trinkets).toHaveLength(4);
    for (const id of trinkets) expect(game.liveState.objects[id]?.exhausted).toBe(true);
  });

  it('asks its player to choose among different replacements, token by token, and goes on where it stopped', () => {
    const file = join(PACKAGE_ROOT, 'scenarios/riftbound/text-token-plays/the-player-chooses-among-replacements-of-a-token.json');
    const { scenario } = checkScenario(JSON.parse(readFileSync(file, 'utf8')), file);
    const game = startOf(scenario, file) as unknown as Game<RiftboundState>;
    game.apply((scenario.steps as { do: unknown }[])[0]?.do);
    for (let i = 0; i < 10 && game.liveState.instructionCost == null; i++) game.apply({ type: 'pass', seat: game.liveState.priority as string });
    expect(game.liveState.instructionCost?.memory?.tokensPlayed).toEqual({ count: 2, next: 0, made: [] });
    // A snapshot of the question whose options name no replacement effect, or a player not in the game, is refused with its path.
    const snapshot = game.snapshot() as { state: RiftboundState };
    for (const [change, path] of [
      [(o: Record<string, unknown>) => (o['ability'] = 9), '$.state.instructionCost.asks.options[0].ability'],
      [(o: Record<string, unknown>) => (o['controller'] = 'Z'), '$.state.instructionCost.asks.options[0].controller'],
    ] as const) {
      const copy = structuredClone(snapshot);
      change((copy.state.instructionCost?.asks as unknown as { options: Record<string, unknown>[] }).options[0] as Record<string, unknown>);
      expect(() => restoreGame(copy as never)).toThrow(path);
    }
    game.apply({ type: 'chooseReplacement', seat: 'A', option: 1 });
    expect(game.liveState.instructionCost?.memory?.tokensPlayed).toMatchObject({ count: 2, next: 1 });
    game.apply({ type: 'chooseReplacement', seat: 'A', option: 0 });
    const cadets = (game.liveState.seats.find((s) => s.id === 'A')?.base ?? []).filter((id) => game.liveState.objects[id]?.card === 'drill-cadet');
    expect(cadets).toHaveLength(3);
    expect(game.liveState.gear.filter((id) => game.liveState.objects[id]?.card === 'brass-trinket')).toEqual([]);
  });

  it('hands the token\'s modifications on to the tokens played in its place (ready), and "it" after the step is all of them', () => {
    const game = played('scenarios/riftbound/cr-gaps/token-replacement-inherits-the-tokens-modifications.json');
    const base = game.liveState.seats.find((s) => s.id === 'A')?.base ?? [];
    expect(base.map((id) => game.liveState.objects[id]?.card).sort()).toEqual(['clockwork-mech', 'recruit-token']);
    for (const id of base) {
      expect(game.liveState.objects[id]?.exhausted).toBe(false);
      expect(game.liveState.objects[id]?.keywordChanges).toEqual([{ grant: [{ keyword: 'temporary' }], duration: 'permanent' }]);
    }
  });
});

itCompilesScenarioCards('text-token-plays');
