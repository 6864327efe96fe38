/**
 * Refusals in the game's language: the same code and rule in every language, the message from
 * the catalogues (the engine's, the game's, the guards' of its rules files). Over random games
 * of every mode, an English and a French game given the same actions refuse the same way, and
 * every reason `unavailableActions` gives in French is the catalogue's French.
 */
import { describe, expect, it } from 'vitest';
import { createGame, listModes } from '../../src/api.js';
import { RandomBot } from '../../src/bots/random-bot.js';
import { inLanguage } from '../../src/engine/errors.js';
import { PARTS } from './parts.js';

/** Every French template of every part, as a pattern its rendered messages match (placeholders as anything). */
const FRENCH = Object.values(PARTS).flatMap((messages) => Object.values(messages.fr)).map((template) => new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[A-Za-z0-9_]+\}/g, '.*').replace(/[{}]/g, '\\$&')}$`, 's'));
const isFrench = (message: string) => FRENCH.some((pattern) => pattern.test(message));

describe('refusals in French', () => {
  it('the engine, the game and a guard of the rules file refuse in the game\'s language', () => {
    const en = createGame({ mode: 'riftbound/duel', seed: 3 });
    const fr = createGame({ mode: 'riftbound/duel', seed: 3 }, { lang: 'fr' });
    expect(fr.lang).toBe('fr');
    const unknown = { type: 'teleport', seat: 'A' };
    expect(en.check(unknown)).toEqual({ code: 'UNKNOWN_ACTION', message: 'there is no action "teleport"', rule: 'docs/api.md#actions' });
    expect(fr.check(unknown)).toEqual({ code: 'UNKNOWN_ACTION', message: 'il n\'y a pas d\'action "teleport"', rule: 'docs/api.md#actions' });
    const refused = fr.apply({ type: 'playUnit', seat: 'A', card: 'no-such-card' });
    expect(refused.ok).toBe(false);
    const english = en.apply({ type: 'playUnit', seat: 'A', card: 'no-such-card' });
    if (refused.ok || english.ok) throw new Error('accepted');
    expect(refused.error.code).toBe(english.error.code);
    expect(refused.error.rule).toBe(english.error.rule);
    expect(refused.error.message).not.toBe(english.error.message);
    expect(isFrench(refused.error.message), refused.error.message).toBe(true);
  });

  it('a refusal an English game hands out can be put into French in turn (a server that words it per seat)', () => {
    const en = createGame({ mode: 'riftbound/duel', seed: 3 });
    const fr = createGame({ mode: 'riftbound/duel', seed: 3 }, { lang: 'fr' });
    const unknown = { type: 'teleport', seat: 'A' };
    const handedOut = en.check(unknown);
    if (handedOut === undefined) throw new Error('accepted');
    expect(inLanguage(handedOut, 'fr')).toEqual(fr.check(unknown));
    expect(inLanguage(inLanguage(handedOut, 'fr'), 'en')).toEqual(handedOut);
  });

  it('Altered refuses in the glossary\'s words', () => {
    const fr = createGame({ mode: 'altered/duel', seed: 5 }, { lang: 'fr' });
    const seat = fr.toAct()[0] as string;
    const [mana] = fr.legalActions(seat) as unknown as { type: string; cards: string[] }[];
    const refusal = fr.check({ ...mana, cards: mana?.cards.map(() => 'nowhere') });
    expect(refusal?.message, JSON.stringify(refusal)).toMatch(/Mana .*Main/);
    expect(isFrench(refusal?.message ?? ''), refusal?.message).toBe(true);
  });

  for (const mode of listModes()) {
    it(`${mode}: the same refusals in both languages, every reason in French`, () => {
      const en = createGame({ mode, seed: 11 });
      const fr = createGame({ mode, seed: 11 }, { lang: 'fr' });
      const bot = new RandomBot(11);
      let reasons = 0;
      for (let n = 0; n < 80 && !en.over; n++) {
        for (const seat of en.seats) {
          const english = en.unavailableActions(seat);
          const french = fr.unavailableActions(seat);
          expect(french.map((u) => [u.type, u.reason.code, u.reason.rule])).toEqual(english.map((u) => [u.type, u.reason.code, u.reason.rule]));
          for (const { reason } of french) expect(isFrench(reason.message), `${reason.code}: ${reason.message}`).toBe(true);
          reasons += french.length;
        }
        const seat = en.toAct()[0];
        if (seat === undefined) break;
        const action = bot.choose(en.legalActions(seat));
        expect(en.apply(action).ok && fr.apply(action).ok).toBe(true);
      }
      expect(reasons).toBeGreaterThan(0);
    });
  }
});
