/**
 * The daily effects (seed 003, the day; glossary 4.2): Morning, Noon, Dusk with Progress, Night with Rest and
 * Clean-up; victory and the Arena tiebreak.
 */
import { handSecret } from '../../../engine/game-kit/show-hand.js';
import type { Side } from '../state/state.js';
import { TERRAINS, type Terrain } from '../schema/file-schemas.js';
import { characteristics, characteristicsFor, type Part } from '../reads/characteristics.js';
import { expeditionsMet, expeditionTotal, facing, hasKeyword, initiativeOrder, inGame, limits as limitsOf, nextSeat, overshoot, regionIndex, seat, teamOf, TOTAL_READS } from '../reads/queries.js';
import { duskAdvanceRefusal, leavePlay, resolve } from './effects.js';
import { restAdditions, restContext, restEvent, restReactionsReplaced } from './modifiers.js';
import { addToStep, playerStep } from './step-modifiers.js';
import { staysExhaustedThisMorning } from './morning-exhausted.js';
import { onlyDueTo } from './due-to-only.js';
import { releaseAfterRest } from './after-rest.js';
import { withLeaveDecisions } from './leave-replacement.js';
import { activate, activateOne, trigger, watchers } from './triggers.js';
import { revealAt } from './tumult.js';
import { endNextPlays } from './next-play.js';
import { releaseHeldThisDay } from './held-this-day.js';
import { furtherAtDusk } from './further-at-dusk.js';
import { awaitFirstPlays } from './first-each-afternoon.js';
import { playerActed } from './player-acts.js';
import type { AlteredHost } from '../state/state.js';

const SIDES: readonly Side[] = ['hero', 'companion'];

/** What Progress reads of the characteristics: statistics, where Gigantic characters are, Defenders, the terrains. */
const PROGRESS_READS: readonly Part[] = [...TOTAL_READS, 'keyword:defender', 'terrains'];

export function beginDay(host: AlteredHost): void {
  const { state } = host;
  state.day += 1;
  for (const s of state.seats) {
    // A player who conceded takes no turn and makes no choice.
    s.passed = !inGame(state, s.id);
    s.manaDone = s.passed;
    s.handKnownBy = {};
  }
  state.activations = {};
  state.quickActionUses = {};
  releaseHeldThisDay(state);
  // A "next card you play this Afternoon" made after the Afternoon has no effect.
  endNextPlays(state, 'afternoon');
  host.emit({ type: 'dayStarted', day: state.day, arena: state.arena, firstPlayer: state.firstPlayer });
}

export function skipMorning(host: AlteredHost): void {
  host.emit({ type: 'morningSkipped', day: host.state.day });
}

/**
 * Morning's Succeed and Prepare: the first-player marker passes on, then mana orbs and exhausted
 * cards ready; each step with its additive modifiers (step-modifiers.ts). The Draw is planned
 * next (`planMorning`), its modifiers' order chosen where it matters, then `morningDraw`.
 */
export function morning(host: AlteredHost): void {
  const { state } = host;
  state.firstPlayer = nextSeat(state, state.firstPlayer);
  addToStep(host, 'succeed');
  // Exhausted cards in Reserve some card in play keeps so (mechanics/morning-exhausted.ts), known before anything readies.
  const stays = staysExhaustedThisMorning(host);
  for (const s of state.seats) {
    if (!inGame(state, s.id)) continue;
    for (const orb of s.mana) orb.exhausted = false;
    // A hero exhausted by its exhaust ability (actions/hero-exhaust.ts).
    if (s.heroExhausted === true) s.heroExhausted = undefined;
    for (const ids of [s.expedition, s.landmarks, s.permanents, s.reserve]) {
      for (const id of ids) {
        const obj = state.objects[id];
        if (stays !== undefined && ids === s.reserve && stays(id)) continue;
        if (obj?.exhausted !== undefined) obj.exhausted = undefined;
      }
    }
  }
  addToStep(host, 'prepare');
}

/** Morning's Draw: each player draws, or does what replaced their draw (step-modifiers.ts); then the Expand follows. */
export function morningDraw(host: AlteredHost): void {
  const { state, rules } = host;
  for (const s of state.seats) {
    if (!inGame(state, s.id)) continue;
    playerStep(host, 'morningDraw', s.id, () => {
      const drawn = s.deck.splice(0, rules.day.morningDraw);
      s.hand.push(...drawn);
      host.emit({ type: 'cardsDrawn', seat: s.id, count: drawn.length }, handSecret(s.id, s.handKnownBy, drawn, (id) => state.objects[id]?.card));
      // The official rulings: an opponent's Morning draw is heard as any draw; its reactions are played with Noon's.
      if (drawn.length > 0) playerActed(host, s.id, 'draw');
    });
  }
  host.emit({ type: 'morning', firstPlayer: state.firstPlayer });
}

/** Noon: "At Noon" reactions of the cards in play now trigger; the first player will take the first Afternoon turn. */
export function noon(host: AlteredHost): void {
  const { state } = host;
  state.current = state.firstPlayer;
  // The last Afternoon ended with every player passed: no turn is ending now.
  state.turnEnded = false;
  host.emit({ type: 'noon' });
  // "The first Character you play each Afternoon ..." (mechanics/first-each-afternoon.ts).
  awaitFirstPlays(host);
  addToStep(host, 'noon');
  trigger(host, { on: 'atNoon' });
}

/** The Afternoon begins: its additive modifiers, before the first turn. */
export function afternoon(host: AlteredHost): void {
  addToStep(host, 'afternoon');
}

/** Dusk begins: "At Dusk" reactions of the cards in play now trigger, before Progress. */
export function dusk(host: AlteredHost): void {
  host.state.advancedThisDusk = [];
  endNextPlays(host.state, 'afternoon');
  host.emit({ type: 'dusk' });
  addToStep(host, 'dusk');
  trigger(host, { on: 'atDusk' });
}

/** Night begins: "At Night" reactions of the cards in play now trigger, before Rest. */
export function night(host: AlteredHost): void {
  host.state.advancedThisDusk = null;
  host.emit({ type: 'night' });
  addToStep(host, 'night');
  trigger(host, { on: 'atNight' });
}

/**
 * Progress: each expedition may move forward one region, all at once; not one with a
 * Defender, nor one that already advanced this Dusk (by an "At Dusk" effect, say).
 */
export function progress(host: AlteredHost): void {
  const arena = host.state.arena;
  if (arena) arenaCompare(host);
  else advance(host);
  // Progress's additive modifiers, once every expedition has moved (step-modifiers.ts).
  addToStep(host, 'progress');
  if (!arena && host.rules.knobs.victoryCheck === 'afterProgress') checkVictory(host);
}

function advance(host: AlteredHost): void {
  const { state } = host;
  const moves: { seat: string; side: Side; terrain: Terrain; won: readonly Terrain[] }[] = [];
  // Every expedition compares at once, on the characteristics as passives make them now
  // (as printed while no passive in play changes what Progress reads).
  const chars = characteristicsFor(host, PROGRESS_READS);
  const existing = watchers(host, chars);
  for (const s of state.seats) {
    for (const side of SIDES) {
      const region = regionIndex(state, s.id, side);
      const terrains = chars?.terrains[region] ?? state.regions[region]?.terrains;
      if (!terrains) continue;
      if (duskAdvanceRefusal(host, s.id, side, chars)) continue;
      const foe = facing(host, s.id, side);
      // Every terrain it wins is a cause of the move ("due to {V}", as the official rulings say).
      const won = terrains.filter((t) => {
        const mine = expeditionTotal(host, s.id, side, t, chars);
        return mine > 0 && mine > expeditionTotal(host, foe, side, t, chars);
      });
      // "It can't move forward during Dusk except due to {O}" (mechanics/due-to-only.ts): the move must be due to each such terrain.
      const needed = onlyDueTo(host, s.id, side, chars);
      if (needed.some((t) => !won.includes(t))) continue;
      const terrain = needed[0] ?? won[0];
      if (terrain) moves.push({ seat: s.id, side, terrain, won });
    }
  }
  for (const move of moves) {
    const s = seat(state, move.seat);
    const forward = move.side === 'hero' ? 1 : -1;
    // "It moves forward one more region instead" (mechanics/further-at-dusk.ts), within the track.
    const more = furtherAtDusk(host, move.seat, move.side, chars);
    s.position[move.side] = more === 0 ? s.position[move.side] + forward : Math.max(0, Math.min(s.track.length - 1, s.position[move.side] + forward * (1 + more)));
    state.advancedThisDusk?.push(`${move.seat}:${move.side}`);
    host.emit({ type: 'expeditionMoved', seat: move.seat, side: move.side, to: s.position[move.side], terrain: move.terrain });
    activate(host, existing, { on: 'expeditionMoves', seat: move.seat, side: move.side, dueTo: move.won });
    revealAt(host, move.seat, move.side);
  }
  // An expedition that did not move forward this Dusk, by Progress or an effect before it, failed
  // to (a decision, docs/altered.md; a Defender's "always fails", glossary 7.4.1.c). Never in the Arena.
  for (const s of state.seats) {
    for (const side of SIDES) {
      if (inGame(state, s.id) && !state.advancedThisDusk?.includes(`${s.id}:${side}`)) activate(host, existing, { on: 'expeditionFails', seat: s.id, side });
    }
  }
}

/**
 * Victory: a player whose hero and companion expeditions meet wins for their team. When
 * several teams' players meet at once (seed 003, 2v2 and free for all): a team with more of its players met
 * wins (three players: the two allies); else the team that went further past meeting (in
 * total) wins; else a tiebreak day in the Arena between the teams still tied.
 */
export function checkVictory(host: AlteredHost): void {
  const { state, rules } = host;
  if (state.winner !== null) return;
  const byTeam = new Map<string, { met: number; beyond: number }>();
  for (const s of state.seats) {
    if (!inGame(state, s.id) || !expeditionsMet(state, s.id)) continue;
    const team = teamOf(rules, s.id);
    const entry = byTeam.get(team) ?? { met: 0, beyond: 0 };
    byTeam.set(team, { met: entry.met + 1, beyond: entry.beyond + overshoot(state, s.id) });
  }
  if (byTeam.size === 0) return;
  const best = (key: 'met' | 'beyond', teams: string[]) => {
    const top = Math.max(...teams.map((t) => (byTeam.get(t) as { met: number; beyond: number })[key]));
    return teams.filter((t) => (byTeam.get(t) as { met: number; beyond: number })[key] === top);
  };
  const leaders = best('beyond', best('met', [...byTeam.keys()]));
  if (leaders.length === 1) {
    win(host, leaders[0] as string);
    return;
  }
  if (!state.arena) host.emit({ type: 'tiebreak', teams: leaders });
  state.arena = true;
  state.arenaTeams = leaders;
}

function win(host: AlteredHost, team: string): void {
  host.state.winner = team;
  host.emit({ type: 'gameWon', team });
}

/** The Arena: each tied team totals its characters per terrain (Gigantic counted in each expedition); more terrains won wins. */
function arenaCompare(host: AlteredHost): void {
  const { state, rules } = host;
  const teams = state.arenaTeams.length ? state.arenaTeams : [...new Set(state.seats.filter((s) => inGame(state, s.id)).map((s) => teamOf(rules, s.id)))];
  const chars = characteristics(host);
  const totals = (team: string, t: Terrain) =>
    state.seats.filter((s) => teamOf(rules, s.id) === team).reduce((sum, s) => sum + SIDES.reduce((x, side) => x + expeditionTotal(host, s.id, side, t, chars), 0), 0);
  const wins: Record<string, number> = Object.fromEntries(teams.map((t) => [t, 0]));
  for (const t of TERRAINS) {
    const scores = teams.map((team) => ({ team, total: totals(team, t) }));
    const top = Math.max(...scores.map((x) => x.total));
    const leaders = scores.filter((x) => x.total === top);
    if (leaders.length === 1) wins[(leaders[0] as { team: string }).team] = (wins[(leaders[0] as { team: string }).team] ?? 0) + 1;
  }
  host.emit({ type: 'arenaCompared', terrainsWon: wins });
  const most = Math.max(...Object.values(wins));
  const ahead = Object.keys(wins).filter((t) => wins[t] === most);
  if (ahead.length === 1) win(host, ahead[0] as string);
  else state.arenaTeams = ahead;
}

/**
 * Rest: each character goes where its modifiers sent it (mechanics/modifiers.ts): to Reserve, keeping
 * its boosts only with the rules' `keepBoosts` keyword (Seasoned), unless a replacement sent
 * it to Discard, to its owner's hand, or kept it in its expedition (where it loses the
 * rules' `loseStatuses`). All move at once; then the additive modifiers' effects resolve.
 */
export function rest(host: AlteredHost): void {
  const { state, rules } = host;
  // Keywords, reactions and modifiers as they are when Rest begins: a character leaving does not change the others' Rest.
  const modifiers = restContext(host);
  const chars = modifiers.chars;
  const existing = watchers(host, chars);
  const plans = state.restPlans;
  const additions = plans.map((plan) => restAdditions(host, plan, modifiers));
  const replacedReactions = plans.map((plan) => restReactionsReplaced(host, plan, modifiers));
  plans.forEach((plan, i) => {
    // A reaction applied before a replacement sent the character elsewhere activates all the same (glossary 6.3.b).
    for (const hit of replacedReactions[i] ?? []) activateOne(host, hit, restEvent(plan));
  });
  for (const plan of plans) {
    const s = seat(state, plan.controller);
    const obj = state.objects[plan.object];
    if (!obj) continue;
    if (plan.outcome === 'stay') {
      for (const status of rules.day.rest.loseStatuses) obj[status] = undefined;
      continue;
    }
    const to = plan.outcome;
    host.emit({ type: REST_EVENTS[to], seat: s.id, object: plan.object });
    const keepBoosts = plan.outcome === 'reserve' && hasKeyword(host, plan.object, rules.day.rest.keepBoosts, chars);
    // A token too joins the Reserve, its reactions to that trigger, then it ceases to exist (glossary 2.1.d).
    // Its controller's word on a "you may" replacement of its leaving, if it was asked (mechanics/modifiers.ts).
    withLeaveDecisions(host, plan.leaveInstead === undefined ? undefined : { [plan.object]: plan.leaveInstead }, () => leavePlay(host, obj, to, keepBoosts, existing));
  }
  plans.forEach((plan, i) => {
    // A character's own modifier of its going to Reserve finds it there (glossary 2.1.e).
    const meZone = plan.outcome === 'reserve' ? 'reserve' : undefined;
    for (const { source, effects } of additions[i] ?? []) resolve(host, plan.controller, { effects }, undefined, source, source === plan.object ? meZone : undefined);
  });
  state.restPlans = [];
  // "... after Rest": the steps delayed until now wait in Limbo, to be played before Clean-up.
  releaseAfterRest(host);
}

/** The event each Rest outcome that leaves the expedition makes. */
const REST_EVENTS = { reserve: 'characterRested', discard: 'characterDiscarded', hand: 'characterReturnedToHand' } as const;

/** Clean-up: the players over their Reserve limit will choose what to keep, in initiative order. */
export function planCleanup(host: AlteredHost): void {
  host.state.pendingCleanup = initiativeOrder(host.state).filter((id) => {
    const s = seat(host.state, id);
    const { reserve, landmarks } = limitsOf(host, id);
    return s.reserve.length > reserve || s.landmarks.length > landmarks;
  });
}

export function endOfNight(host: AlteredHost): void {
  // Clean-up's additive modifiers, once every player has kept what they keep.
  addToStep(host, 'cleanUp');
  if (host.rules.knobs.victoryCheck === 'endOfNight') checkVictory(host);
  host.emit({ type: 'nightEnded', day: host.state.day });
  // A table's day limit: without a winner by then, the game is a draw (so every game ends).
  const limit = host.rules.knobs.dayLimit;
  if (limit !== undefined && host.state.winner === null && host.state.day >= limit) {
    host.state.drawn = true;
    host.emit({ type: 'gameDrawn', reason: 'dayLimit', day: host.state.day });
  }
}

export function announceWinner(host: AlteredHost): void {
  host.emit({ type: 'gameOver', winner: host.state.winner });
}
