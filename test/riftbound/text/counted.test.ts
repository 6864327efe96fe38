/** Records of this turn read from invented card texts: modes of an ability not chosen this turn. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadPosition } from '../../../src/api.js';
import type { CardDefinition } from '../../../src/games/riftbound/schema/card-schema.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import { cardIssues, compiled, printed, roundTrip } from './support.js';

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'body', cost: { energy: 4, power: [] }, might: 4 };

/** The cards of a scenario of this family, and the scenario. */
function scenario(file: string): { position: { cards: CardDefinition[] } } & Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`../../../scenarios/riftbound/text-counted/${file}`, import.meta.url), 'utf8')) as { position: { cards: CardDefinition[] } };
}

/** Compiles the scenario's first card from its text and expects its data, and the data to print as the text. */
function expectCompiledAsScenario(file: string): void {
  const card = scenario(file).position.cards[0] as CardDefinition;
  const { abilities: _abilities, text, ...header } = card;
  expect(compiled(header as CardHeader, text as string)).toEqual(card);
  expect(printed(card)).toBe(text);
}

describe('modes of an ability, and those not chosen this turn', () => {
  it('reads a triggered ability\'s modes after its trigger, each with its own targets', () => {
    const card = roundTrip(unit, "When I conquer, choose one that hasn't been chosen this turn —\n- Ready 3 runes.\n- Stun an enemy unit.");
    expect(card.abilities).toEqual([
      {
        kind: 'triggered',
        trigger: 'conquers',
        effects: [],
        freshModes: true,
        modes: [{ effects: [{ op: 'readyRunes', amount: 3 }] }, { targets: [{ name: 'unit', select: 'unit', relation: 'enemy' }], effects: [{ op: 'stun', target: 'unit' }] }],
      },
    ]);
  });

  it('reads an activated ability\'s modes after its cost, in both wordings of a mode not chosen this turn, and with any mode', () => {
    const youve = roundTrip(unit, "Spend my buff, :rb_energy_1:: Choose one you've not chosen this turn —\n- Draw 2.\n- Ready me.");
    expect(youve.abilities?.[0]).toMatchObject({ kind: 'activated', cost: { spendBuff: true, energy: 1 }, freshModes: true, wording: ['youveNotChosen'] });
    const plain = roundTrip(unit, ":rb_exhaust:: Choose one that hasn't been chosen this turn —\n- Draw 2.\n- Ready me.");
    expect(plain.abilities?.[0]).toMatchObject({ kind: 'activated', cost: { exhaust: true }, freshModes: true });
    expect(plain.abilities?.[0]).not.toHaveProperty('wording');
    const any = roundTrip(unit, ':rb_energy_2:, :rb_exhaust:: Choose one —\n- Draw 2.\n- Buff me.');
    expect(any.abilities?.[0]).not.toHaveProperty('freshModes');
  });

  it('compiles the scenarios\' cards from their text', () => {
    expectCompiledAsScenario('modes-not-chosen-this-turn-activated.json');
    expectCompiledAsScenario('modes-not-chosen-this-turn-triggered.json');
  });

  it('refuses an opening no rule reads, and modes on a line that is no ability', () => {
    expect(compileCard(unit, 'When I conquer, choose two —\n- Draw 1.\n- Buff me.')).toMatchObject({ ok: false, refusal: { reason: expect.stringContaining('no rule of the templating reads') } });
    expect(compileCard(unit, 'Choose one —\n- Draw 1.\n- Draw 2.').ok).toBe(false);
  });

  it('checks a modal ability: no steps of its own, and freshModes only with modes', () => {
    const base = { id: 'bad-unit', name: 'Bad Unit', type: 'unit', domain: 'body', cost: { energy: 2, power: [] }, might: 2 };
    const withSteps = { ...base, abilities: [{ kind: 'activated', cost: { exhaust: true }, effects: [{ op: 'draw', amount: 1 }], modes: [{ effects: [{ op: 'draw', amount: 1 }] }, { effects: [{ op: 'draw', amount: 2 }] }] }] };
    expect(cardIssues(withSteps)).toContainEqual({ path: '$.cards[0].abilities[0].effects', message: expect.stringContaining('no steps nor targets of its own') });
    const freshAlone = { ...base, abilities: [{ kind: 'activated', cost: { exhaust: true }, effects: [{ op: 'draw', amount: 1 }], freshModes: true }] };
    expect(cardIssues(freshAlone)).toContainEqual({ path: '$.cards[0].abilities[0].freshModes', message: expect.stringContaining('lacks') });
    const empty = { ...base, abilities: [{ kind: 'activated', cost: { exhaust: true }, effects: [] }] };
    expect(cardIssues(empty)).toContainEqual({ path: '$.cards[0].abilities[0].effects', message: expect.stringContaining('at least one step') });
    const badMode = { ...base, abilities: [{ kind: 'activated', cost: { exhaust: true }, effects: [], modes: [{ effects: [{ op: 'stun', target: 'nobody' }] }, { effects: [{ op: 'draw', amount: 2 }] }] }] };
    expect(cardIssues(badMode).some((i) => i.path.startsWith('$.cards[0].abilities[0].modes[0].effects[0]'))).toBe(true);
  });

  it('refuses a mode that is no index of the ability\'s modes, changing nothing', () => {
    const file = scenario('modes-not-chosen-this-turn-activated.json');
    const game = loadPosition(file.position as never);
    const before = JSON.stringify(game.snapshot());
    for (const mode of [2, 0.5, '0']) {
      const refused = game.apply({ type: 'activate', seat: 'A', source: 'A-glade-warden', ability: 0, mode });
      expect(refused.ok ? null : refused.error).toMatchObject({ code: 'NO_SUCH_MODE', rule: 'CR 355.3' });
    }
    expect(JSON.stringify(game.snapshot())).toBe(before);
  });
});
