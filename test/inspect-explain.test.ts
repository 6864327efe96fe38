/**
 * The inspector's explanations and session: a guard's expression, value and refusal for the
 * viewed seat; a state's description and offers; the microsteps of each step; rule variants
 * restarted from the same seed; another seat's hidden choices kept hidden; the chart-only
 * server for a machine without a game, and its command line.
 */
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createGame, gameOf } from '../src/api.js';
import { runCli } from '../src/cli/run.js';
import { readJsonFile } from '../src/node/file-source.js';
import { RULES_DIR } from '../src/node/paths.js';
import type { Game } from '../src/engine/game/game.js';
import type { RiftboundState } from '../src/games/riftbound/state/state.js';
import { chartGraph } from '../src/inspect/chart-graph.js';
import { loadChart, startChartInspector } from '../src/inspect/chart-server.js';
import { chartHello, prepareChart } from '../src/inspect/chart-messages.js';
import { explainState, explainTransition, type LiveGame } from '../src/inspect/guard-explain.js';
import { InspectorSession } from '../src/inspect/session.js';
import { fileVariant, ruleChanges, shippedVariants, startVariant } from '../src/inspect/variants.js';
import { activeKeys, stringToStateValue } from '../src/engine/chart/statechart.js';

function live(game: Game): LiveGame {
  return { game, selectors: gameOf(game.mode).selectors, active: new Set(activeKeys(stringToStateValue(game.machineState))) };
}

const duel = () => createGame({ mode: 'riftbound/duel', seed: 5, rules: { setup: { turnOrder: 'asSeated' } } });

describe('guards explained', () => {
  const game = duel();
  const graph = chartGraph(game.machineConfig);
  const transition = (id: string) => graph.transitions.find((t) => t.id === id)!;

  it("a player's guard: its expression from the rules, true for the seat it names, false with the refusal for another", () => {
    expect(game.machineState).toBe('setup.mulligan');
    const yes = explainTransition(transition('setup.mulligan|mulligan|0'), game.rules, live(game), 'A');
    expect(yes).toMatchObject({ guard: 'isMulliganSeat', value: true, error: null, active: true, reason: 'true for seat A' });
    expect(yes.when).toEqual({ '==': [{ event: 'seat' }, { sel: 'mulliganSeat' }] });
    expect(yes.selectors).toEqual([{ expression: '{"sel":"mulliganSeat"}', value: 'A' }]);
    const no = explainTransition(transition('setup.mulligan|mulligan|0'), game.rules, live(game), 'B');
    expect(no.value).toBe(false);
    expect(no.error?.code).toBe('NOT_YOUR_MULLIGAN');
    expect(no.reason).toBe(`false for seat B: NOT_YOUR_MULLIGAN, ${no.error?.message} (${no.error?.rule})`);
  });

  it('an eventless guard without a refusal is explained by its description; no guard is always true', () => {
    const always = explainTransition(transition('setup.mulligan||0'), game.rules, live(game), 'A');
    expect(always).toMatchObject({ event: null, guard: 'allMulligansDone', value: false, error: null, target: 'turn' });
    expect(always.reason).toBe('false now: it requires that every player has mulliganed');
    const advance = explainTransition(transition('setup.preparing|advance|0'), game.rules, live(game), 'A');
    expect(advance).toMatchObject({ guard: null, value: true, active: false });
  });

  it('without a game, the expression is shown and the value is not computed', () => {
    const x = explainTransition(transition('turn.main.neutral.open|endTurn|0'), game.rules, null, null);
    expect(x).toMatchObject({ guard: 'isTurnPlayer', value: null, when: { '==': [{ event: 'seat' }, { sel: 'turnSeat' }] } });
    expect(x.reason).toBe('no game is running: the value is computed on a live game');
  });

  it('a state: its description, whether it is active, and the legal actions it offers the viewed seat now', () => {
    const state = explainState(graph, 'setup.mulligan', live(game), 'A')!;
    expect(state.description).toBe('Each player mulligans, in turn order.');
    expect(state.active).toBe(true);
    expect(state.offers).toEqual(game.legalActions('A').filter((a) => a.type === 'mulligan'));
    expect(state.offers.length).toBeGreaterThan(1);
    expect(state.handles.map((h) => h.event)).toEqual(['mulligan', null]);
    expect(explainState(graph, 'setup.mulligan', live(game), 'B')!.offers).toEqual([]);
    expect(explainState(graph, 'turn.awaken', live(game), 'A')).toMatchObject({ active: false, offers: [], tags: ['auto'] });
  });
});

describe('the session', () => {
  it("records each step's microsteps: the action's transition, then the eventless and automatic ones", () => {
    const session = new InspectorSession(duel(), 5);
    expect(session.apply({ type: 'mulligan', seat: 'A', setAside: [] })).toBeUndefined();
    expect(session.lastStep?.trace.microsteps.map((m) => m.transitions.map((t) => t.transition))).toEqual([['setup.mulligan|mulligan|0']]);
    expect(session.apply({ type: 'mulligan', seat: 'B', setAside: [] })).toBeUndefined();
    const taken = session.lastStep!.trace.microsteps.flatMap((m) => m.transitions.map((t) => t.transition));
    expect(taken.slice(0, 3)).toEqual(['setup.mulligan|mulligan|0', 'setup.mulligan||0', 'turn.awaken|advance|0']);
    expect(session.lastStep!.trace.microsteps.at(-1)!.state).toBe(session.current.machineState);
    expect(session.lastStep!.trace.actions).toContain('beginTurn');
    // Going back shows the step's own trace.
    session.goto(1);
    expect(session.lastStep?.trace.microsteps).toHaveLength(1);
    session.goto(0);
    expect(session.lastStep).toBeNull();
  });

  it("keeps another seat's hidden choices hidden in the last step", () => {
    const session = new InspectorSession(duel(), 5);
    const hand = (session.current.liveState as RiftboundState).seats[0]!.hand;
    session.apply({ type: 'mulligan', seat: 'A', setAside: [hand[0]!] });
    expect((session.stateMessage('A')['last'] as { action: unknown }).action).toEqual({ type: 'mulligan', seat: 'A', setAside: [hand[0]] });
    expect((session.stateMessage('B')['last'] as { action: unknown }).action).toEqual({ type: 'mulligan', seat: 'A', setAside: 'hidden' });
    expect(JSON.stringify(session.stateMessage(null))).not.toContain(hand[0]);
  });

  it('restarts a rule variant from the same seed and lists the rules that differ', () => {
    const session = new InspectorSession(createGame({ mode: 'riftbound/duel', seed: 9 }), 9);
    session.apply(session.current.legalActions('A')[0] ?? session.current.legalActions('B')[0]!);
    const variant = shippedVariants('riftbound').find((v) => v.id === 'riftbound/2v2')!;
    expect(session.restart(variant)).toBe(true);
    expect(session.index).toBe(0);
    expect(session.current.seats).toEqual(['A', 'B', 'C', 'D']);
    expect(session.current.snapshot().state).toEqual(createGame({ mode: 'riftbound/2v2', seed: 9 }).snapshot().state);
    expect(session.variant?.changes).toContainEqual({ path: '$.knobs.scoreLimitScope', before: 'player', after: 'team' });
  });

  it('plays a rules file as a variant: a knob changed in a file that extends a shipped mode', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rulegraph-variant-'));
    const file = join(dir, 'duel-exact.json');
    writeFileSync(file, JSON.stringify({ extends: 'riftbound/duel', mode: 'duel-exact', knobs: { finalPointThreshold: 'exactlyOneShort' } }));
    const variant = fileVariant(file);
    expect(variant.mode).toBeUndefined();
    const session = new InspectorSession(createGame({ mode: 'riftbound/duel', seed: 3 }), 3);
    expect(session.restart(variant)).toBe(true);
    expect(session.current.mode).toBe('riftbound/duel-exact');
    expect((session.current.rules as { knobs: Record<string, unknown> }).knobs['finalPointThreshold']).toBe('exactlyOneShort');
    expect(session.variant?.changes).toEqual([{ path: '$.knobs.finalPointThreshold', before: 'oneShortOrMore', after: 'exactlyOneShort' }]);
    // The same seed: the same battlefields and hands as the shipped duel.
    expect((session.current.liveState as RiftboundState).seats.map((s) => s.hand)).toEqual((createGame({ mode: 'riftbound/duel', seed: 3 }).liveState as RiftboundState).seats.map((s) => s.hand));
  });

  it('names a rules file by its own mode, and lists from the start what it changes in the mode it rests on', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rulegraph-variant-'));
    writeFileSync(join(dir, 'common.json'), JSON.stringify({ extends: 'riftbound/duel', knobs: { finalPointThreshold: 'exactlyOneShort' } }));
    const ownMode = join(dir, 'duel-exact.json');
    writeFileSync(ownMode, JSON.stringify({ extends: './common.json', mode: 'duel-exact' }));
    const overrides = join(dir, 'exact.json');
    writeFileSync(overrides, JSON.stringify({ knobs: { finalPointThreshold: 'exactlyOneShort' } }));
    const expected = { changes: [{ path: '$.knobs.finalPointThreshold', before: 'oneShortOrMore', after: 'exactlyOneShort' }], against: 'riftbound/duel', restarted: false };
    for (const [variant, label] of [[fileVariant(ownMode), `duel-exact (${ownMode})`], [fileVariant(overrides, 'riftbound/duel'), `${overrides} over riftbound/duel`]] as const) {
      expect(variant.label).toBe(label);
      const session = new InspectorSession(startVariant(variant, 4), 4);
      const context = await prepareChart(session.current.machineConfig, session.current.rules, [...shippedVariants('riftbound'), variant]);
      const hello = chartHello(context, session);
      expect(hello['variants']).toContainEqual({ id: variant.id, label });
      expect(hello['variant']).toEqual({ id: variant.id, ...expected });
      session.current.dispose();
    }
  });

  it('lists rule changes leaf by leaf', () => {
    expect(ruleChanges({ a: { b: 1, c: [1] }, cards: [1] }, { a: { b: 2, c: [1] }, cards: [2], d: true })).toEqual([
      { path: '$.a.b', before: 1, after: 2 },
      { path: '$.d', before: null, after: true },
    ]);
  });
});

describe('a machine without a game', () => {
  it('loads a machine with a rules file and names the guards the rules lack', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rulegraph-chart-'));
    const rules = join(dir, 'rules.json');
    writeFileSync(rules, JSON.stringify({ game: 'new-game', guards: { isTurnPlayer: { when: true } } }));
    const { context, missingGuards } = await loadChart('machines/riftbound.json', rules);
    expect(context.chart.states.map((s) => s.key)).toEqual(chartGraph(readJsonFile('machines/riftbound.json') as Record<string, unknown>).states.map((s) => s.key));
    expect(context.rules).toMatchObject({ game: 'new-game' });
    expect(missingGuards).toContain('hasPriority');
    expect(missingGuards).not.toContain('isTurnPlayer');
  });

  it('refuses a machine that is not a statechart, with the file and JSON path', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rulegraph-chart-'));
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ id: 'x', states: { a: { on: 5 } } }));
    await expect(loadChart(file)).rejects.toMatchObject({ file, issues: [expect.objectContaining({ path: expect.stringContaining('$.states.a.on') })] });
  });

  it('serves the chart and explains guards from the rules file over the WebSocket', async () => {
    const chart = await startChartInspector({ machineFile: 'machines/altered.json', rulesFile: join(RULES_DIR, 'altered', 'duel.json') });
    const socket = new WebSocket(`${chart.url.replace('http', 'ws')}ws`);
    const messages: Record<string, unknown>[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    const next = async (n: number) => {
      for (let i = 0; i < 200 && messages.length < n; i++) await new Promise((r) => setTimeout(r, 10));
      return messages[n - 1]!;
    };
    const hello = await next(1);
    expect(hello).toMatchObject({ type: 'hello', game: false, missingGuards: [] });
    expect((hello['chart'] as { states: unknown[] }).states.length).toBe(chart.context.graph.states.length);
    socket.send(JSON.stringify({ type: 'explain', transition: 'setup.mana||0' }));
    expect(await next(2)).toMatchObject({ type: 'explanation', guard: 'allManaDone', value: null, target: 'day' });
    expect((messages[1] as { when: unknown }).when).not.toBeNull();
    socket.send(JSON.stringify({ type: 'apply', action: { type: 'pass', seat: 'A' } }));
    expect(await next(3)).toMatchObject({ type: 'error', message: 'without a game, only explain and explainState are understood' });
    socket.close();
    await chart.close();
  });

  it('rulegraph inspect --machine starts it and prints its address; a missing file is refused', async () => {
    let out = '';
    const io = { out: (t: string) => (out += t), err: (t: string) => (out += t) };
    const running = runCli(['inspect', '--machine', 'machines/riftbound.json'], io);
    for (let i = 0; i < 300 && !out.includes('http'); i++) await new Promise((r) => setTimeout(r, 20));
    expect(out).toMatch(/^rulegraph inspector: http:\/\/127\.0\.0\.1:\d+\/ \(statechart machines\/riftbound\.json; Ctrl-C stops it\)\n$/);
    process.emit('SIGINT');
    expect(await running).toBe(0);
    let err = '';
    expect(await runCli(['inspect', '--machine', 'machines/nope.json'], { out: () => undefined, err: (t) => (err += t) })).toBe(1);
    expect(err).toContain('machines/nope.json');
    expect(await runCli(['inspect', '--machine'], { out: () => undefined, err: () => undefined })).toBe(2);
  });
});
