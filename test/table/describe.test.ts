/**
 * The table page's words for actions: along random games of every mode, each seat's legal
 * actions (those drawn as buttons) get labels that tell them apart, and name no object the
 * seat may not see.
 */
import { describe, expect, it } from 'vitest';
import { createGame, listModes } from '../../src/api.js';
import { RandomBot } from '../../src/bots/random-bot.js';
import { describeAction, describeEvent, labelActions } from '../../src/table/page/describe.js';
import { cardName, nameOf } from '../../src/table/page/names.js';
import type { RiftboundCatalogCard } from '../../src/types/catalog.js';

describe('action labels', () => {
  for (const mode of listModes()) {
    it(`${mode}: distinct labels for a seat's legal actions along a random game`, () => {
      const game = createGame({ mode, seed: 3 });
      const bot = new RandomBot(9);
      for (let step = 0; step < 40 && !game.over; step++) {
        for (const seat of game.seats) {
          const view = game.view(seat) as never;
          const actions = game.legalActions(seat);
          // Choices of several cards are drawn as boxes to tick, not one button each.
          const buttons = actions.filter((a) => !['setAside', 'cards', 'keep'].some((f) => f in a));
          // Labels are made per action type (one group of controls each), so distinct within each.
          const labels = [...new Set(buttons.map((a) => a.type))].flatMap((type) => labelActions(view, buttons.filter((a) => a.type === type) as never));
          expect(new Set(labels).size, `${seat}: ${labels.join(' | ')}`).toBe(labels.length);
          for (const label of labels) expect(label).not.toMatch(/undefined|\[object/);
        }
        const seat = game.toAct()[0];
        if (!seat) break;
        const result = game.apply(bot.choose(game.legalActions(seat)));
        expect(result.ok).toBe(true);
        if (result.ok) for (const event of result.bySeat[seat] ?? []) expect(describeEvent(game.view(seat) as never, event as never)).not.toMatch(/undefined|\[object/);
      }
    });
  }

  it('names cards by their id, and objects a seat may not see as hidden', () => {
    expect(cardName('cinder-scout')).toBe('Cinder Scout');
    const view = { objects: { o1: { card: 'ember-whelp' } }, seats: [{ id: 'A' }] };
    expect(nameOf(view, 'o1')).toBe('Ember Whelp');
    expect(nameOf(view, 'o2')).toBe('a hidden card');
    // A seat by its label: its given name, else its letter.
    expect(nameOf(view, 'A')).toBe('A');
    expect(nameOf({ seats: [{ id: 'A', name: 'Ana' }] }, 'A')).toBe('Ana');
    expect(describeAction(view, { type: 'playUnit', seat: 'A', card: 'o1', to: 'base' })).toBe('Play unit Ember Whelp to base');
    const twoCopies = { objects: { o1: { card: 'ember-whelp' }, o3: { card: 'ember-whelp' } } };
    expect(labelActions(twoCopies, [
      { type: 'playUnit', seat: 'A', card: 'o1' },
      { type: 'playUnit', seat: 'A', card: 'o3' },
      { type: 'endTurn', seat: 'A' },
    ])).toEqual(['Play unit Ember Whelp [o1]', 'Play unit Ember Whelp [o3]', 'End turn']);
  });
});

describe('activated abilities', () => {
  it('are labelled by what they say, from the catalog, or by number when their card does not print them', () => {
    const game = createGame({ mode: 'riftbound/duel', seed: 1 });
    const cards = game.catalog() as Record<string, RiftboundCatalogCard>;
    const [id, card] = Object.entries(cards).find(([, c]) => c.abilityTexts?.some((t) => typeof t === 'string')) ?? [];
    expect(card, 'a shipped card with an activated ability').toBeDefined();
    const slot = card!.abilityTexts!.findIndex((t) => typeof t === 'string');
    const said = card!.abilityTexts![slot] as string;
    // The line is one of the card's printed lines.
    expect(card!.text?.split('\n')).toContain(said);
    const view = { objects: { o7: { card: id! } }, cards };
    expect(describeAction(view, { type: 'activate', seat: 'A', source: 'o7', ability: slot })).toBe(`Activate ${card!.name} “${said}”`);
    expect(describeAction(view, { type: 'activate', seat: 'A', source: 'o7', ability: 40 })).toBe(`Activate ${card!.name} (ability 41)`);
  });
});

describe('the log the server words', () => {
  // The server words each seat's events with `game.describe` on the whole state: the words may
  // name only cards the seat may see, or cards the event itself tells it; never one of the
  // cards hidden from it (other hands, decks, facedown cards).
  for (const mode of listModes()) {
    it(`${mode}: no seat's log line names a card hidden from it`, () => {
      const game = createGame({ mode, seed: 5 });
      const bot = new RandomBot(13);
      const names = game.catalog() as Record<string, { name?: string }>;
      let lines = 0;
      let checked = 0;
      // Collected, then asserted once: one expect per object and event costs more than the game.
      const leaks: string[] = [];
      for (let step = 0; step < 120 && !game.over; step++) {
        const seat = game.toAct()[0];
        if (!seat) break;
        const result = game.apply(bot.choose(game.legalActions(seat)));
        if (!result.ok) throw new Error(result.error.code);
        const objects = (game.state().state as unknown as { objects: Record<string, { card: string }> }).objects;
        for (const viewer of game.seats) {
          const visible = game.view(viewer).objects as Record<string, { card: string }>;
          const seen = new Set(Object.values(visible).map((o) => names[o.card]?.name));
          for (const event of result.bySeat[viewer] ?? result.events) {
            const line = game.describe(event);
            if (line === undefined) continue;
            lines += 1;
            const told = JSON.stringify(event);
            for (const [id, object] of Object.entries(objects)) {
              const name = names[object.card]?.name;
              if (id in visible || !name || seen.has(name) || told.includes(`"${object.card}"`)) continue;
              if (line.includes(name)) leaks.push(`${viewer} told of ${id}: ${line}`);
              checked += 1;
            }
          }
        }
      }
      expect(leaks).toEqual([]);
      expect(lines).toBeGreaterThan(0);
      expect(checked).toBeGreaterThan(0);
    });
  }
});
