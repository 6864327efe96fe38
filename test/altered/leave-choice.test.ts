/**
 * A character's "you may" replacement of its own leaving the Expedition zone (glossary 6.2.b,
 * 6.2.e; mechanics/leave-replacement.ts): its card data read and printed in both languages, with
 * the "If you don't, ..." sentence after it; refused where it cannot be card data; and in play, a
 * choice that waits in the state (a snapshot restores it, a sample of a hidden state waits for
 * it too). The scenarios of scenarios/altered/leave-choice play it (test/scenarios.test.ts). The
 * sentence every printing shares is taken from what the renderer writes; no real card's text or
 * name appears here.
 */
import { describe, expect, it } from 'vitest';
import { loadPosition, restoreGame } from '../../src/api.js';
import { seedRng } from '../../src/engine/game/rng.js';
import { determinizeAltered, type AlteredView } from '../../src/games/altered/determinize.js';
import { compileCard } from '../../src/games/altered/text/compile.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import type { AlteredCard } from '../../src/games/altered/schema/file-schemas.js';
import type { AlteredState } from '../../src/games/altered/state/state.js';
import { itCompilesScenarioCards, itReadsBack, loadIssue, renderedText, tokenBook } from './text-round-trip.js';

const wraith: CardHeader = { id: 'reef-wraith', name: 'Reef Wraith', type: 'character', faction: 'muna', handCost: 4, reserveCost: 3, stats: { forest: 3, mountain: 2, water: 2 } };
type Modifier = NonNullable<AlteredCard['modifiers']>[number];
const MAY: Modifier = { step: 'leave', instead: 'mana', optional: true };
const MAY_OR_DRAW: Modifier = { ...MAY, declined: [{ op: 'draw', amount: 1 }] } as Modifier;
const may = { ...wraith, modifiers: [MAY] } as AlteredCard;
const mayOrDraw = { ...wraith, modifiers: [MAY_OR_DRAW] } as AlteredCard;

describe('a "you may" replacement of leaving in the text', () => {
  it('prints the choice, and the sentence done when it is declined, in both languages', () => {
    expect(renderedText(may, 'en')).toMatch(/^If I would leave the Expedition zone, you may put me in .+ instead\.$/);
    expect(renderedText(may, 'fr')).toMatch(/^Si je devais quitter la zone d'Expédition, vous pouvez me mettre .+ à la place\.$/);
    expect(renderedText(mayOrDraw, 'en')).toMatch(/instead\. {2}If you don't, draw a card\.$/);
    expect(renderedText(mayOrDraw, 'fr')).toMatch(/à la place\. {2}Si vous ne le faites pas, piochez une carte\.$/);
  });

  itReadsBack({ header: wraith, en: renderedText(may, 'en'), fr: renderedText(may, 'fr'), data: { modifiers: [MAY] } });
  itReadsBack({ header: wraith, en: renderedText(mayOrDraw, 'en'), fr: renderedText(mayOrDraw, 'fr'), data: { modifiers: [MAY_OR_DRAW] } });

  it('refuses "If you don\'t," after a replacement that asks nothing, naming the reason', () => {
    const ordered = { ...wraith, modifiers: [{ step: 'leave', instead: 'mana' }] } as AlteredCard;
    const text = `${renderedText(ordered, 'en')}  If you don't, draw a card.`;
    expect(compileCard(wraith, text, 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: expect.stringContaining('follows no "you may" replacement') } });
  });

  itCompilesScenarioCards('scenarios/altered/leave-choice');
});

describe('a "you may" replacement of leaving as card data', () => {
  it('loads with steps on its controller that ask nothing, and refuses others at their path', () => {
    expect(loadIssue(mayOrDraw)).toBeUndefined();
    const path = '$.rules.extraCards[0].modifiers[0].declined';
    expect(loadIssue({ ...wraith, modifiers: [{ step: 'leave', instead: 'mana', declined: [{ op: 'draw', amount: 1 }] }] } as AlteredCard)).toMatchObject({ path });
    expect(loadIssue({ ...wraith, modifiers: [{ ...MAY, declined: [{ op: 'draw', amount: 1, optional: true }] }] } as AlteredCard)).toMatchObject({ path });
    expect(loadIssue({ ...wraith, modifiers: [{ ...MAY, declined: [{ op: 'boost', amount: 1, me: true }] }] } as AlteredCard)).toMatchObject({ path });
  });
});

describe('a leaving waiting for its controller', () => {
  const position = {
    mode: 'altered/duel',
    seed: 3,
    cards: [mayOrDraw, { id: 'ebb-pull', name: 'Ebb Pull', type: 'spell', faction: 'muna', handCost: 0, reserveCost: 0, target: 'anyCharacter', effects: [{ op: 'returnToHand' }] }],
    seats: {
      A: { hand: [{ card: 'ebb-pull', id: 'A-pull' }], deck: 5, mana: 1 },
      B: { deck: 5, passed: true, hero: { characters: [{ card: 'reef-wraith', id: 'B-w' }] } },
    },
  };

  it('is in every view, survives a snapshot, and a sample of either seat waits for the same choice', () => {
    const game = loadPosition<AlteredState>(position);
    expect(game.apply({ type: 'playCard', seat: 'A', card: 'A-pull', target: 'B-w' }).ok).toBe(true);
    expect(game.liveState.resolving).toMatchObject({ asking: 'B-w', choosers: ['B'] });
    for (const seat of ['A', 'B']) {
      const view = game.view(seat) as unknown as AlteredView;
      expect(view.choice).toMatchObject({ seat: 'B', leave: 'B-w', effect: { op: 'returnToHand' } });
      const sample = determinizeAltered({ ...view, machine: view.machine }, seat, game.rules as never, seedRng(5));
      expect(sample.resolving?.asking).toBe('B-w');
    }
    const restored = restoreGame<AlteredState>(JSON.parse(JSON.stringify(game.snapshot())));
    expect(restored.legalActions('B').filter((a) => a.type === 'choose')).toEqual([
      { type: 'choose', seat: 'B', accept: true },
      { type: 'choose', seat: 'B', accept: false },
    ]);
    expect(restored.apply({ type: 'choose', seat: 'B', accept: false }).ok).toBe(true);
    const b = restored.liveState.seats.find((s) => s.id === 'B');
    // Declined: back to hand as the spell says, and "If you don't, draw a card" drew one.
    expect(b?.hand).toHaveLength(2);
    expect(b?.mana).toHaveLength(0);
    expect(restored.liveState.resolving).toBeNull();
  });

  it('goes on as declined when the player asked concedes, their character gone with them', () => {
    const game = loadPosition<AlteredState>({
      ...position,
      mode: 'altered/ffa',
      seats: { ...position.seats, C: { deck: 5, passed: true, hero: { characters: [{ card: 'reef-wraith', id: 'C-w' }] } }, D: { deck: 5, passed: true } },
    });
    expect(game.apply({ type: 'playCard', seat: 'A', card: 'A-pull', target: 'B-w' }).ok).toBe(true);
    expect(game.liveState.resolving?.asking).toBe('B-w');
    expect(game.apply({ type: 'concede', seat: 'B' }).ok).toBe(true);
    expect(game.over).toBe(false);
    expect(game.liveState.resolving).toBeNull();
    expect(game.liveState.objects['B-w']).toBeUndefined();
    expect(game.events().filter((e) => e.type === 'cardsDrawn' && e['seat'] === 'B')).toEqual([]);
  });
});
