/**
 * What the machine and rules files write themselves, in English and French: every described
 * state of every statechart and every described guard of every rules file has its words in
 * its game's chart catalogue (the English one the file's to the letter, the French one other
 * words), and the inspector hands a French page the chart, a state and a guard explained in
 * French; a rules file of one's own that words a guard otherwise keeps its words. The errors
 * of a socket message the inspector cannot read come in the socket's language.
 */
import { EventEmitter } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { createGame, gameOf } from '../../src/api.js';
import { activeKeys, stringToStateValue } from '../../src/engine/chart/statechart.js';
import type { Game } from '../../src/engine/game/game.js';
import { GAMES } from '../../src/games/index.js';
import { chartGraph } from '../../src/inspect/chart-graph.js';
import { chartHello, handleChartMessage, prepareChart } from '../../src/inspect/chart-messages.js';
import { chartWordsOfMachine, stateWordsKey } from '../../src/inspect/chart-words.js';
import { parseClientMessage } from '../../src/inspect/guard.js';
import { explainState, explainTransition, type LiveGame } from '../../src/inspect/guard-explain.js';
import { onMessages } from '../../src/inspect/server.js';
import { InspectorSession } from '../../src/inspect/session.js';
import { NoSuchSeatError } from '../../src/inspect/seat-error.js';
import { errorWords } from '../../src/inspect/chart-messages.js';

const ROOT = resolve(import.meta.dirname, '../..');
const json = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as Record<string, unknown>;

/** Every description a game's machine and rules files write, by its chart catalogue key. */
function describedByFiles(game: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const state of chartGraph(json(`machines/${game}.json`)).states) if (state.description !== null) found.set(stateWordsKey(state.key), state.description);
  for (const file of readdirSync(join(ROOT, 'rules', game)).filter((name) => name.endsWith('.json'))) {
    const guards = (json(`rules/${game}/${file}`)['guards'] ?? {}) as Record<string, { description?: string }>;
    for (const [name, guard] of Object.entries(guards)) if (guard.description !== undefined) found.set(`guard.${name}`, guard.description);
  }
  return found;
}

function live(game: Game): LiveGame {
  return { game, selectors: gameOf(game.mode).selectors, active: new Set(activeKeys(stringToStateValue(game.machineState))) };
}

describe("the chart's words in every language", () => {
  for (const game of Object.keys(GAMES)) {
    it(`${game}: every described state and guard has its words, the English the file's own, the French other words`, () => {
      const words = GAMES[game]?.chartWords;
      expect(words).toBeDefined();
      const described = describedByFiles(game);
      expect(described.size).toBeGreaterThan(20);
      for (const [key, written] of described) {
        expect(words?.en[key], key).toBe(written);
        expect(words?.fr[key], key).toBeTruthy();
        expect(words?.fr[key], key).not.toBe(written);
      }
      // Nothing else: a state or guard renamed or gone leaves no words behind.
      expect(Object.keys(words?.en ?? {}).filter((key) => !described.has(key))).toEqual([]);
    });
  }

  it('a chart without a game takes the words of the game whose statechart it is, and none for a machine of its own', () => {
    expect(chartWordsOfMachine('riftbound')).toBe(GAMES['riftbound']?.chartWords);
    expect(chartWordsOfMachine('altered')).toBe(GAMES['altered']?.chartWords);
    expect(chartWordsOfMachine('my-game')).toBeUndefined();
    expect(chartWordsOfMachine('toString')).toBeUndefined();
  });
});

describe('the inspector in French', () => {
  it("hands a French page the chart's descriptions in French, an English page the files' words", async () => {
    const session = new InspectorSession(createGame({ mode: 'altered/duel', seed: 3 }));
    const context = await prepareChart(session.current.machineConfig, session.current.rules, [], gameOf(session.current.mode).chartWords);
    const french = chartHello(context, session, 'fr').chart;
    const english = chartHello(context, session, 'en').chart;
    expect(english).toEqual(context.chart);
    expect(french.description).toMatch(/^Une partie d'Altered : la mise en place, puis des jours \(Matin, Midi/);
    const rest = (chart: typeof french) => chart.states.find((s) => s.key === 'day.night.rest')?.description;
    expect(rest(english)).toBe("Rest is about to happen: each character's modifiers (Fleeting, Anchored, Asleep, Eternal, cards') apply where their order cannot matter.");
    expect(rest(french)).toMatch(/^Le Repos va avoir lieu : les modificateurs de chaque Personnage \(Fugace, Ancré, Endormi, Éternel/);
    // Every described state is in French, and only the descriptions differ.
    for (const [k, state] of french.states.entries()) {
      const before = english.states[k];
      expect({ ...state, description: null }).toEqual({ ...before, description: null });
      if (before?.description) expect(state.description, state.key).not.toBe(before.description);
    }
    session.current.dispose();
  });

  it('explains a state and a guard in French, through the messages the page sends', async () => {
    const session = new InspectorSession(createGame({ mode: 'riftbound/duel', seed: 5, rules: { setup: { turnOrder: 'asSeated' } } }), 5);
    const context = await prepareChart(session.current.machineConfig, session.current.rules, [], gameOf(session.current.mode).chartWords);
    const state = handleChartMessage(context, session, 'A', { type: 'explainState', state: 'setup.mulligan' }, 'fr');
    expect(state).toMatchObject({ kind: 'reply', message: { type: 'stateExplanation', description: "Chaque joueur fait son mulligan, dans l'ordre du tour." } });
    const guard = handleChartMessage(context, session, 'A', { type: 'explain', transition: 'setup.mulligan||0' }, 'fr');
    expect(guard).toMatchObject({
      kind: 'reply',
      message: { type: 'explanation', guard: 'allMulligansDone', value: false, description: 'Chaque joueur a fait son mulligan.', reason: 'fausse maintenant ; condition demandée : chaque joueur a fait son mulligan' },
    });
    const english = handleChartMessage(context, session, 'A', { type: 'explain', transition: 'setup.mulligan||0' }, 'en');
    expect(english).toMatchObject({ message: { description: 'Every player has mulliganed.', reason: 'false now: it requires that every player has mulliganed' } });
    session.current.dispose();
  });

  it("keeps the words of a rules file of one's own that describes a guard otherwise", () => {
    const game = createGame({ mode: 'riftbound/duel', seed: 5 });
    const graph = chartGraph(game.machineConfig);
    const transition = graph.transitions.find((t) => t.id === 'setup.mulligan||0');
    if (transition === undefined) throw new Error('no such transition');
    const rules = game.rules as { guards: Record<string, { description?: string }> };
    const own = { ...rules, guards: { ...rules.guards, allMulligansDone: { ...rules.guards['allMulligansDone'], description: 'Everyone kept a hand.' } } };
    const words = gameOf(game.mode).chartWords;
    expect(explainTransition(transition, own, live(game), 'A', 'fr', words)).toMatchObject({ description: 'Everyone kept a hand.', reason: 'fausse maintenant ; condition demandée : everyone kept a hand' });
    expect(explainTransition(transition, rules, live(game), 'A', 'fr', words).description).toBe('Chaque joueur a fait son mulligan.');
    // Without the game's words (a machine of its own), the file's words in every language.
    expect(explainState(graph, 'setup.mulligan', live(game), 'A', 'fr', undefined)?.description).toBe('Each player mulligans, in turn order.');
    game.dispose();
  });
});

/** A socket that keeps what the server sends it. */
class FakeSocket extends EventEmitter {
  readonly sent: string[] = [];
  send(data: string): void {
    this.sent.push(data);
  }
  close(): void {}
  terminate(): void {}
}

describe("a message the inspector cannot read, in the socket's language", () => {
  it('words each refusal of a message in English as it always did, and in French', () => {
    const refused = (text: string) => {
      const checked = parseClientMessage(text);
      if (!('error' in checked)) throw new Error(`read: ${text}`);
      return [checked.error.in('en'), checked.error.in('fr')];
    };
    expect(refused('{"type":"goto"}')).toEqual(['goto needs an integer "index"', 'goto demande un "index" entier']);
    expect(refused('not json')).toEqual(['messages are JSON', 'un message est du JSON']);
    expect(refused('{"type":"fly"}')).toEqual(['unknown message type "fly"', 'type de message inconnu "fly"']);
    expect(refused('[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]')).toEqual(['messages nest at most 16 levels deep', "un message a au plus 16 niveaux d'imbrication"]);
  });

  it('answers a French socket in French: a message it cannot read, a flood, an unknown seat', () => {
    const socket = new FakeSocket();
    const session = new InspectorSession(createGame({ mode: 'riftbound/duel', seed: 1 }));
    onMessages(socket as unknown as WebSocket, (message) => {
      if (message.type === 'seatBot') session.setSeatBot(message.seat, message.bot);
    }, 'fr');
    socket.emit('message', '{"type":"bots","on":"yes"}');
    socket.emit('message', '{"type":"seatBot","seat":"Z","bot":"random"}');
    for (let i = 0; i < 250; i++) socket.emit('message', '{"type":"goto"}');
    const messages = socket.sent.map((text) => (JSON.parse(text) as { message: string }).message);
    expect(messages[0]).toBe('bots demande un booléen "on"');
    expect(messages[1]).toBe('pas de siège "Z" ; les sièges sont A, B');
    expect(messages).toContain('au plus 100 messages par seconde');
    expect(messages.filter((m) => /[a-z] (needs|messages a second)/.test(m))).toEqual([]);
    session.current.dispose();
  });

  it('an unknown seat given to a session: its words in either language', () => {
    const session = new InspectorSession(createGame({ mode: 'riftbound/duel', seed: 1 }));
    let thrown: unknown;
    try {
      session.setSeatBot('Z', 'random');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(NoSuchSeatError);
    expect((thrown as Error).message).toBe('no seat "Z"; the seats are A, B');
    expect(errorWords(thrown, 'fr')).toBe('pas de siège "Z" ; les sièges sont A, B');
    session.current.dispose();
  });
});
