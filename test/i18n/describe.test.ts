/**
 * Events in words in every language: over random games of every mode, each event described in
 * English and in French right after its action is a whole text (no `undefined`, no placeholder
 * left unfilled), the French one made of the French catalogues' templates and never the English
 * words; `describe(event, { lang })` chooses per call, the game's language by default.
 */
import { describe, expect, it } from 'vitest';
import { createGame, listModes } from '../../src/api.js';
import { createTournament } from '../../src/index.js';
import type { GameEvent } from '../../src/engine/game/module.js';
import { text } from '../../src/engine/i18n/messages.js';
import { agreed, joined, listed } from '../../src/engine/i18n/words.js';
import { counted } from '../../src/games/altered/i18n/messages.js';
import { playRandomGame } from '../support/random-games.js';
import { PARTS } from './parts.js';

/** A template as a pattern its rendered texts match, each placeholder standing for anything. */
const pattern = (template: string) => new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[A-Za-z0-9_]+\}/g, '.*').replace(/[{}]/g, '\\$&')}$`, 's');
/** The French templates that differ from their English ones (a template the same in both, such as `{object} {how}`, proves nothing). */
const FRENCH = Object.values(PARTS)
  .flatMap((messages) => Object.entries(messages.fr).filter(([key, template]) => template !== messages.en[key]))
  .map(([, template]) => pattern(template));
const isFrench = (words: string) => FRENCH.some((p) => p.test(words));

describe('describe() in English and in French', () => {
  for (const mode of listModes()) {
    it(`${mode}: every event in both languages, whole, the French from French templates`, () => {
      const types = new Set<string>();
      // Collected and asserted once: every event of a whole game is checked, some twice.
      const faults: string[] = [];
      const check = (game: ReturnType<typeof createGame>, events: readonly GameEvent[]) => {
        for (const event of events) {
          const en = game.describe(event as never, { lang: 'en' });
          const fr = game.describe(event as never, { lang: 'fr' });
          for (const words of [en, fr]) {
            if (words.trim() === '') faults.push(`${event.type}: no words`);
            if (/undefined|\[object Object\]|\{[A-Za-z0-9_]+\}/.test(words)) faults.push(`${event.type}: ${words}`);
          }
          if (fr === en) faults.push(`${event.type} is worded the same in French: ${fr}`);
          if (!isFrench(fr)) faults.push(`${event.type} is not from a French template: ${fr}`);
          if (game.describe(event as never) !== en) faults.push(`${event.type}: not English by default`);
          types.add(event.type);
        }
      };
      const game = playRandomGame(mode, 7, (g, seat, events) => {
        check(g, events);
        check(g, g.events(seat, Math.max(0, g.eventCount - events.length)));
      });
      check(game, game.events());
      expect(faults).toEqual([]);
      expect(types.size).toBeGreaterThan(10);
    });
  }

  it('a French game describes in French unless a call asks for English', () => {
    const game = createGame({ mode: 'altered/duel', seed: 2, seats: ['Ana', 'Bo'] }, { lang: 'fr' });
    const laid = game.events().find((e) => e.type === 'adventureLaid') as GameEvent;
    expect(game.describe(laid as never)).toMatch(/^Aventure en place : \d+ Régions, dont \d+ face cachée ; (Ana|Bo) joue en premier$/);
    expect(game.describe(laid as never, { lang: 'en' })).toMatch(/^Adventure laid out: \d+ regions, \d+ face down; (Ana|Bo) plays first$/);
    const riftbound = createGame({ mode: 'riftbound/duel', seed: 4, seats: ['Ana', 'Bo'] }, { lang: 'fr' });
    const revealed = riftbound.events().find((e) => e.type === 'battlefieldsRevealed') as GameEvent;
    expect(riftbound.describe(revealed as never)).toMatch(/^Champs de bataille :\n[^]*\nOrdre du tour : (Ana, Bo|Bo, Ana)\nlégende de /);
  });

  it('lists, counts and agreements follow the language read', () => {
    const names = listed(['Ana', 'Bo', 'Cy']);
    expect([names.in('en'), names.in('fr')]).toEqual(['Ana, Bo and Cy', 'Ana, Bo et Cy']);
    expect([listed([]).in('en'), listed([]).in('fr')]).toEqual(['nothing', 'rien']);
    // French puts 0 and 1 in the singular, English only 1.
    expect([0, 1, 2].map((n) => counted('card', n).in('en'))).toEqual(['0 cards', '1 card', '2 cards']);
    expect([0, 1, 2].map((n) => counted('card', n).in('fr'))).toEqual(['0 carte', '1 carte', '2 cartes']);
    const over = (players: number) => agreed(players, text('event.gameOver.one', { team: names }), text('event.gameOver.other', { team: names }));
    expect(over(3).in('fr')).toBe('La partie est terminée : Ana, Bo et Cy gagnent');
    expect(over(1).in('en')).toBe('The game is over: Ana, Bo and Cy wins');
    expect(joined(['a', 'b'], text('list.nothing')).in('fr')).toBe('arienb');
  });
});

describe('a language without catalogues, from a caller outside TypeScript', () => {
  it('reads as English: a game, its refusals and describe, and a tournament refusal, never a crash', () => {
    const unknown = 'de' as never;
    const game = createGame({ mode: 'riftbound/duel', seed: 1 }, { lang: unknown });
    const english = createGame({ mode: 'riftbound/duel', seed: 1 });
    expect(game.check({ type: 'endTurn', seat: 'A' })).toEqual(english.check({ type: 'endTurn', seat: 'A' }));
    const first = english.events()[0] as GameEvent;
    expect(english.describe(first, { lang: unknown })).toBe(english.describe(first, { lang: 'en' }));
    const event = createTournament({ mode: 'riftbound/match', seed: 1 });
    expect(event.apply({ type: 'pair' }, { lang: unknown })).toEqual(event.apply({ type: 'pair' }));
  });
});
