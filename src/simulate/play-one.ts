/**
 * Plays one game of a study with the configured bots and records what the reports need: the
 * result, who sat where with which deck and bot, the length, and each team's points at the
 * end of every round.
 */
import { createGame, loadMode } from '../api.js';
import { seatWindow } from '../bots/bot.js';
import { botFromSpec } from '../bots/registry.js';
import type { Watchdog } from '../bots/watchdog.js';
import { nextDecision } from '../bots/random-bot.js';
import { EngineError } from '../engine/errors.js';
import { playerDecisions, type PlayerDecisions } from './decisions.js';
import { factsOf } from './facts.js';
import { botSeed, botSpecOf, gameSeed, type SimulationConfig, type Variant } from './plan.js';

/** A player of a played game: `P1`..`Pn` by the order of `--bots` and `--decks`. */
export interface PlayerRecord {
  readonly name: string;
  /** The seat the player sat in (setup may rotate players to pick the first one). */
  readonly seat: string;
  readonly team: string;
  readonly deck: string;
  readonly bot: string;
}

export type Outcome = 'win' | 'draw' | 'unfinished';

export interface GameResult {
  readonly variant: string;
  readonly index: number;
  readonly seed: number;
  readonly outcome: Outcome;
  /** The winning team (a seat's id in modes without teams); null for a draw or an unfinished game. */
  readonly winner: string | null;
  readonly firstSeat: string;
  readonly firstTeam: string;
  readonly actions: number;
  /** Turns (Riftbound) or days (Altered) begun. */
  readonly rounds: number;
  readonly players: readonly PlayerRecord[];
  /** Each team's points at the end of round 1, 2, ... (the last: when the game stopped). */
  readonly pointsByRound: readonly Readonly<Record<string, number>>[];
}

/** A played game: its result (the same on any machine) and what its bots' decisions cost (not). */
export interface PlayedGame {
  readonly result: GameResult;
  /** By player, in the order of `players`. */
  readonly decisions: readonly PlayerDecisions[];
}

interface ModeShape {
  readonly seats: { readonly names: readonly string[]; readonly teams?: readonly (readonly string[])[] };
  readonly cardDb?: { readonly decks?: ReadonlyMap<string, unknown> };
}

/** The seats and ready-made decks of a mode, as both games' rules declare them. */
function modeShape(mode: string, rules: Variant['rules']): ModeShape {
  return loadMode(mode, rules).rules as ModeShape;
}

/** The team of each seat: members joined by `+`, as the games name teams; a seat alone without teams. */
export function teamsBySeat(shape: ModeShape): Map<string, string> {
  const teams = new Map<string, string>();
  for (const seat of shape.seats.names) teams.set(seat, shape.seats.teams?.find((t) => t.includes(seat))?.join('+') ?? seat);
  return teams;
}

/** The ready-made decks of a mode, by name. */
export function readyMadeDecks(mode: string, rules?: Variant['rules']): string[] {
  return [...(modeShape(mode, rules).cardDb?.decks?.keys() ?? [])];
}

/** The number of players of a mode. */
export function playerCount(mode: string): number {
  return modeShape(mode, undefined).seats.names.length;
}

/** Plays game `index` of `config` under `variant`. */
export function playOne(config: SimulationConfig, variant: Variant, index: number): PlayedGame {
  const shape = modeShape(config.mode, variant.rules);
  const names = shape.seats.names.map((_, p) => `P${p + 1}`);
  const readyMade = readyMadeDecks(config.mode, variant.rules);
  const deckList = config.decks.length > 0 ? config.decks : readyMade;
  const decks = names.map((_, p) => deckList[p % deckList.length] as string);
  const bots: Watchdog[] = names.map((_, p) => botFromSpec(botSpecOf(config, index, p), botSeed(config.seed, index, p)));
  const seed = gameSeed(config.seed, index);
  const game = createGame({ mode: config.mode, seed, seats: names, ...(deckList.length > 0 ? { decks } : {}), ...(variant.rules ? { rules: variant.rules } : {}) });
  try {
    const facts = factsOf(config.mode);
    const state = () => game.liveState;
    const teams = teamsBySeat(shape);
    const seatOfPlayer = new Map((state() as unknown as { seats: { id: string; name: string }[] }).seats.map((s) => [s.name, s.id]));
    const players = names.map((name, p) => {
      const seat = seatOfPlayer.get(name);
      if (seat === undefined) throw new EngineError(`player ${name} has no seat in ${config.mode}`);
      return { name, seat, team: teams.get(seat) ?? seat, deck: deckList.length > 0 ? (decks[p] as string) : 'default', bot: (bots[p] as Watchdog).name };
    });
    const botOfSeat = new Map(players.map((player, p) => [player.seat, bots[p] as Watchdog]));
    const firstSeat = facts.firstSeat(state());
    const pointsByRound: Record<string, number>[] = [];
    const notePoints = () => {
      pointsByRound[Math.max(1, facts.roundNumber(state())) - 1] = facts.points(state(), game.liveRules);
    };
    notePoints();
    let actions = 0;
    while (!game.over && actions < config.maxActions) {
      const decision = nextDecision(game);
      if (!decision) throw new EngineError(`no seat can act in state ${game.machineState}, yet the game is not over`);
      const bot = botOfSeat.get(decision.seat) as Watchdog;
      const action = bot.choose(seatWindow(game, decision.seat));
      const result = game.apply(action);
      if (!result.ok) throw new EngineError(`bot ${bot.name} chose a refused action ${JSON.stringify(action)}: ${result.error.code} ${result.error.message}`);
      actions++;
      notePoints();
    }
    const winner = game.over ? game.winner : null;
    const result: GameResult = {
      variant: variant.label,
      index,
      seed,
      outcome: !game.over ? 'unfinished' : winner === null ? 'draw' : 'win',
      winner,
      firstSeat,
      firstTeam: teams.get(firstSeat) ?? firstSeat,
      actions,
      rounds: facts.roundNumber(state()),
      players,
      // Rounds skipped without an action keep the points of the round before.
      pointsByRound: Array.from(pointsByRound, (points, r) => points ?? pointsByRound.slice(0, r).findLast((p) => p !== undefined) ?? {}),
    };
    return { result, decisions: bots.map((bot) => playerDecisions(bot.name, bot.timing, bot.incidents)) };
  } finally {
    game.dispose();
  }
}
