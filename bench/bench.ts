/**
 * `npm run bench`: seeded random games, timed. Prints actions/s, games/s, the mean cost of
 * `legalActions` and `apply`, snapshot size and restore time, beside a baseline measured
 * in the same run: a bare XState actor of the same statechart, with no-op actions and
 * constant guards, stepped through the same phases of a turn.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createActor, setup } from 'xstate';
import { createGame, restoreGame } from '../src/api.js';
import { nextDecision, RandomBot } from '../src/bots/random-bot.js';
import { MACHINES_DIR } from '../src/node/paths.js';
import type { Snapshot } from '../src/engine/game.js';

const GAMES = Number(process.env['BENCH_GAMES'] ?? 200);
const MODES = (process.env['BENCH_MODES'] ?? 'riftbound/duel,altered/duel').split(',');

function format(n: number, digits = 1): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: digits });
}

function benchMode(mode: string) {
  let actions = 0;
  let legalTime = 0;
  let legalCalls = 0;
  let applyTime = 0;
  const snapshots: Snapshot[] = [];
  const start = performance.now();
  for (let seed = 0; seed < GAMES; seed++) {
    const game = createGame({ mode, seed });
    const bot = new RandomBot(seed);
    while (!game.over) {
      const t0 = performance.now();
      const decision = nextDecision(game);
      const t1 = performance.now();
      legalTime += t1 - t0;
      legalCalls += game.seats.length;
      if (!decision) throw new Error(`stuck in ${game.machineState}`);
      const result = game.apply(bot.choose(decision.actions));
      applyTime += performance.now() - t1;
      if (!result.ok) throw new Error(result.error.message);
      actions++;
      if (actions % 97 === 0 && snapshots.length < 200) snapshots.push(game.snapshot());
    }
  }
  const elapsed = (performance.now() - start) / 1000;
  const sizes = snapshots.map((s) => JSON.stringify(s).length);
  const r0 = performance.now();
  for (const snapshot of snapshots) restoreGame(snapshot).dispose();
  const restoreMs = (performance.now() - r0) / Math.max(1, snapshots.length);
  return {
    mode,
    games: GAMES,
    actions,
    actionsPerSecond: actions / elapsed,
    gamesPerSecond: GAMES / elapsed,
    legalActionsMicros: (legalTime * 1000) / legalCalls,
    applyMicros: (applyTime * 1000) / actions,
    snapshotBytes: sizes.reduce((a, b) => a + b, 0) / Math.max(1, sizes.length),
    restoreMs,
  };
}

/** The same statechart with no game behind it: the cost of XState alone. */
function baseline(turns: number) {
  const config = JSON.parse(readFileSync(join(MACHINES_DIR, 'riftbound.json'), 'utf8'));
  delete config.$schema;
  const names = new Set<string>();
  JSON.stringify(config, (key, value) => {
    if (key === 'guard') names.add(value);
    return value;
  });
  const guards = Object.fromEntries([...names].map((n) => [n, () => n === 'allMulligansDone' || n === 'isTurnPlayer']));
  const actions = new Proxy({}, { get: () => () => {}, has: () => true, ownKeys: () => [], getOwnPropertyDescriptor: () => undefined });
  const machine = setup({ guards, actions: actions as never }).createMachine(config);
  const actor = createActor(machine).start();
  let events = 0;
  const send = (type: string) => {
    actor.send({ type } as never);
    events++;
  };
  const t0 = performance.now();
  send('advance');
  for (let t = 0; t < turns; t++) {
    for (let i = 0; i < 5; i++) send('advance');
    send('endTurn');
    send('advance');
    send('advance');
  }
  const elapsed = (performance.now() - t0) / 1000;
  actor.stop();
  return { events, eventsPerSecond: events / elapsed };
}

const results = MODES.map(benchMode);
const base = baseline(20_000);
console.log(`rulegraph bench · ${GAMES} seeded random games per mode · node ${process.version}\n`);
for (const r of results) {
  console.log(`${r.mode}`);
  console.log(`  actions/s            ${format(r.actionsPerSecond, 0)}   (${r.actions} actions)`);
  console.log(`  games/s              ${format(r.gamesPerSecond)}`);
  console.log(`  legalActions (mean)  ${format(r.legalActionsMicros)} µs per seat`);
  console.log(`  apply (mean)         ${format(r.applyMicros)} µs per action`);
  console.log(`  snapshot size        ${format(r.snapshotBytes / 1024)} KiB (mean, JSON)`);
  console.log(`  restore              ${format(r.restoreMs, 3)} ms (mean)`);
  // The baseline runs Riftbound's statechart, so only Riftbound modes compare with it.
  if (r.mode.startsWith('riftbound/')) console.log(`  vs baseline          ${format(base.eventsPerSecond / r.actionsPerSecond, 2)} bare-XState events per engine action`);
}
console.log(`\nbaseline: bare XState actor of machines/riftbound.json, no-op actions, constant guards`);
console.log(`  events/s             ${format(base.eventsPerSecond, 0)}   (${base.events} events)`);
