/**
 * A decision the watchdog replaces is logged for whoever runs the bots: its own words (an
 * illegal choice, a decision over time) in the language the environment asks for, a bot's own
 * fault as it came; the incident's `message` stays English for programs.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGame } from '../../src/api.js';
import { seatWindow, type Bot, type SeatWindow } from '../../src/bots/bot.js';
import { nextDecision } from '../../src/bots/random-bot.js';
import { RandomSeatBot, logIncident } from '../../src/bots/registry.js';
import { incidentMessage, Watchdog, type WatchdogIncident } from '../../src/bots/watchdog.js';
import type { Action } from '../../src/engine/game/module.js';
import { environmentLanguage } from '../../src/engine/i18n/language.js';

function windowNow(): SeatWindow {
  const game = createGame({ mode: 'riftbound/duel', seed: 3 });
  return seatWindow(game, nextDecision(game)!.seat);
}

/** A bot that answers with an action no seat may take. */
class Stray implements Bot {
  readonly name = 'stray';
  choose(window: SeatWindow): Action {
    return { type: 'wander', seat: window.seat };
  }
}

/** A bot whose decision fails with words of its own. */
class Broken implements Bot {
  readonly name = 'broken';
  choose(): Action {
    throw new Error('gears jammed');
  }
}

afterEach(() => vi.unstubAllEnvs());

describe("the watchdog's incidents in the environment's language", () => {
  const window = windowNow();

  it('an illegal choice: English in the incident, French on demand', () => {
    const seen: WatchdogIncident[] = [];
    new Watchdog(new Stray(), { limitMs: 1000, fallback: new RandomSeatBot(1), onIncident: (i) => seen.push(i) }).choose(window);
    const [incident] = seen;
    const prefix = 'chose an action that is not legal: ';
    expect(incident?.message.startsWith(prefix)).toBe(true);
    expect(incident?.message).toContain('wander');
    expect(incidentMessage(incident!, 'fr')).toBe(`a choisi une action qui n'est pas légale : ${incident!.message.slice(prefix.length)}`);
    expect(incidentMessage(incident!, 'en')).toBe(incident!.message);
  });

  it("a bot's own fault keeps its words in every language", () => {
    const seen: WatchdogIncident[] = [];
    new Watchdog(new Broken(), { limitMs: 1000, fallback: new RandomSeatBot(1), onIncident: (i) => seen.push(i) }).choose(window);
    expect(seen[0]?.message).toBe('gears jammed');
    expect(incidentMessage(seen[0]!, 'fr')).toBe('gears jammed');
  });

  it('the log line of a spec-made bot (logIncident, its default) follows RULEGRAPH_LANG, else the system locale', () => {
    vi.stubEnv('RULEGRAPH_LANG', 'fr');
    const written: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (written.push(String(chunk)), true));
    try {
      new Watchdog(new Broken(), { limitMs: 1000, fallback: new RandomSeatBot(1), onIncident: logIncident }).choose(window);
    } finally {
      spy.mockRestore();
    }
    expect(written).toEqual(['bot broken (' + window.seat + ') : error : gears jammed ; une action légale au hasard a été jouée\n']);
    expect(environmentLanguage({ LANG: 'fr_FR.UTF-8' })).toBe('fr');
    expect(environmentLanguage({ RULEGRAPH_LANG: 'en', LANG: 'fr_FR.UTF-8' })).toBe('en');
    expect(environmentLanguage({})).toBe('en');
  });
});
