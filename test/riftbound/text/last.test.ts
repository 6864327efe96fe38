/**
 * The card language of "something" chosen, from invented card texts: each compiles to the card
 * data below and renders back as printed; the scenarios of scenarios/riftbound/text-last/ play
 * them, and their cards are the data their text reads to.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPosition } from '../../../src/api.js';
import { PACKAGE_ROOT } from '../../../src/node/paths.js';
import type { CardDefinition } from '../../../src/games/riftbound/card-schema.js';
import type { RiftboundState } from '../../../src/games/riftbound/state.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import { act, live, passChain } from '../../support/riftbound.js';
import { cardIssues, compiled, printed, roundTrip } from './support.js';

const unit: CardHeader = { id: 'last-unit', name: 'Last Unit', type: 'unit', domain: 'body', cost: { energy: 3, power: [] }, might: 3 };
const gear: CardHeader = { id: 'last-gear', name: 'Last Gear', type: 'gear', domain: 'body', cost: { energy: 1, power: [] } };
const spell: CardHeader = { id: 'last-spell', name: 'Last Spell', type: 'spell', domain: 'body', cost: { energy: 2, power: [] } };

const SCENARIOS = join(PACKAGE_ROOT, 'scenarios', 'riftbound', 'text-last');

/** The positions of this family's scenarios, by file name. */
function scenarioPositions(): [string, { cards?: (CardDefinition & { text: string })[] }][] {
  return readdirSync(SCENARIOS)
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f, (JSON.parse(readFileSync(join(SCENARIOS, f), 'utf8')) as { position: { cards?: (CardDefinition & { text: string })[] } }).position]);
}

describe('the invented cards of the scenarios', () => {
  it.each(scenarioPositions())('%s: each card is the data its text compiles to', (_file, position) => {
    for (const card of position.cards ?? []) {
      const { text, ...data } = card;
      const { abilities: _a, effects: _e, targets: _t, keywords: _k, ...header } = data;
      expect(compiled(header as CardHeader, text)).toEqual(card);
      expect(printed(card)).toBe(text);
    }
  });
});

describe('"something": any object on the board that can be exhausted', () => {
  it('reads "something else that\'s exhausted": not the card itself, in the state said', () => {
    const card = roundTrip(unit, "When you conquer, you may ready something else that's exhausted.");
    expect(card.abilities?.[0]).toMatchObject({
      targets: [{ name: 'anything', select: 'anything', exhausted: true, except: 'self' }],
      effects: [{ op: 'ready', target: 'anything', optional: true }],
    });
  });

  it('reads it without "else" and in either state, and "else" after another choice as not that one', () => {
    expect(roundTrip(gear, ":rb_exhaust:: Exhaust something that's ready.").abilities?.[0]).toMatchObject({ targets: [{ name: 'anything', select: 'anything', exhausted: false }] });
    expect(roundTrip(spell, 'Ready something.').targets).toEqual([{ name: 'anything', select: 'anything' }]);
    expect(roundTrip(spell, "Ready a friendly unit. Ready something else that's exhausted.").targets).toEqual([
      { name: 'unit', select: 'unit', relation: 'friendly' },
      { name: 'anything', select: 'anything', exhausted: true, except: 'unit' },
    ]);
  });

  it('is refused where a step does to it what only a unit or gear may undergo, and with words a target of something does not say', () => {
    const stunned = compiled(spell, 'Stun something.');
    expect(cardIssues(stunned)).toContainEqual({ path: '$.cards[0].effects[0].target', message: expect.stringContaining('readied or exhausted, not the object of stun') });
    const placed = { ...spell, targets: [{ name: 'anything', select: 'anything', at: 'battlefield' }], effects: [{ op: 'ready', target: 'anything' }] };
    expect(cardIssues(placed)).toContainEqual({ path: '$.cards[0].targets[0].at', message: expect.stringContaining('a target of something says whose it is') });
    expect(compileCard(spell, 'Ready something there.')).toMatchObject({ ok: false, refusal: { reason: expect.stringContaining('no rule of the templating reads') } });
  });

  it('exhausts an enemy rune, and refuses a target that is no object on the board, changing nothing', () => {
    const text = ":rb_exhaust:: Exhaust something that's ready.";
    const card = { ...roundTrip({ ...gear, id: 'latch-key', name: 'Latch Key' }, text), text };
    const game = loadPosition<RiftboundState>({
      mode: 'riftbound/duel',
      cards: [card],
      seats: { A: { gear: ['latch-key'], deck: 4 }, B: { runes: [{ card: 'stone-shard', id: 'B-rune' }], deck: 4 } },
    });
    const before = JSON.stringify(game.snapshot());
    for (const id of ['B-deck-1', 'X', 'nothing']) {
      const refused = game.apply({ type: 'activate', seat: 'A', source: 'A-latch-key', ability: 0, targets: { anything: id } });
      expect(refused.ok ? null : refused.error.code).toBe('ILLEGAL_TARGET');
    }
    expect(JSON.stringify(game.snapshot())).toBe(before);
    act(game, { type: 'activate', seat: 'A', source: 'A-latch-key', ability: 0, targets: { anything: 'B-rune' } });
    passChain(game);
    expect(live(game).objects['B-rune']?.exhausted).toBe(true);
    expect(live(game).objects['A-latch-key']?.exhausted).toBe(true);
  });
});
