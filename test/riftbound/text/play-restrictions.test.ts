/** What an effect forbids opponents to play for the rest of the turn: every card, or the cards of one type (CR 054). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadPosition } from '../../../src/api.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { itCompilesScenarioCards, roundTrip } from './support.js';

const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'order', cost: { energy: 2, power: [] } };

describe("opponents can't play ... this turn", () => {
  it('reads every card or one type, and "your opponents" as its own wording', () => {
    expect(roundTrip(spell, "Opponents can't play cards this turn.").effects).toEqual([{ op: 'restrictPlayers', players: 'opponents', cannot: ['playCards'] }]);
    expect(roundTrip(spell, "Opponents can't play spells this turn.").effects).toEqual([{ op: 'restrictPlayers', players: 'opponents', cannot: ['playSpells'] }]);
    expect(roundTrip(spell, "Your opponents can't play units this turn.").effects).toEqual([{ op: 'restrictPlayers', players: 'opponents', cannot: ['playUnits'], wording: ['yourOpponents'] }]);
    expect(roundTrip(spell, "Your opponents can't play gear this turn.").effects).toEqual([{ op: 'restrictPlayers', players: 'opponents', cannot: ['playGear'], wording: ['yourOpponents'] }]);
  });

  it('refuses a forbidden unit with its type named, and changes nothing', () => {
    const file = JSON.parse(readFileSync(new URL('../../../scenarios/riftbound/text-play-restrictions/opponents-cant-play-units-this-turn.json', import.meta.url), 'utf8')) as { position: unknown };
    const game = loadPosition(file.position as never);
    for (const action of [{ type: 'playSpell', seat: 'A', card: 'A-barred-gate' }, { type: 'pass', seat: 'A' }, { type: 'pass', seat: 'B' }, { type: 'playSpell', seat: 'A', card: 'A-quick-spark' }, { type: 'pass', seat: 'A' }]) {
      expect(game.apply(action as never).ok).toBe(true);
    }
    const before = JSON.stringify(game.snapshot());
    const refused = game.apply({ type: 'playUnit', seat: 'B', card: 'B-alert-sentry', to: 'base' } as never);
    expect(refused.ok ? null : refused.error).toMatchObject({ code: 'CANT_PLAY_CARDS', rule: 'CR 054', message: "an effect this turn says you can't play a card of type unit" });
    expect(JSON.stringify(game.snapshot())).toBe(before);
  });
});

itCompilesScenarioCards('text-play-restrictions');
