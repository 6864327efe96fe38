/**
 * The daily effects (RULES.md §13): Morning, Noon, Dusk with Progress, Night with Rest and
 * Clean-up; victory and the Arena tiebreak.
 */
import type { Side } from './state.js';
import { TERRAINS, type Terrain } from './schema.js';
import { expeditionCharacters, expeditionsMet, expeditionTotal, hasKeyword, initiativeOrder, limits as limitsOf, opponent, overshoot, seat } from './queries.js';
import type { AlteredHost } from './state.js';

const SIDES: readonly Side[] = ['hero', 'companion'];

export function beginDay(host: AlteredHost): void {
  const { state } = host;
  state.day += 1;
  for (const s of state.seats) {
    s.passed = false;
    s.manaDone = false;
  }
  host.emit({ type: 'dayStarted', day: state.day, arena: state.arena, firstPlayer: state.firstPlayer });
}

export function skipMorning(host: AlteredHost): void {
  host.emit({ type: 'morningSkipped', day: host.state.day });
}

/** Morning: the first-player marker passes, mana orbs ready, each player draws. */
export function morning(host: AlteredHost): void {
  const { state, rules } = host;
  state.firstPlayer = opponent(state, state.firstPlayer).id;
  for (const s of state.seats) {
    for (const orb of s.mana) orb.exhausted = false;
    const drawn = s.deck.splice(0, rules.day.morningDraw);
    s.hand.push(...drawn);
    host.emit({ type: 'cardsDrawn', seat: s.id, count: drawn.length });
  }
  host.emit({ type: 'morning', firstPlayer: state.firstPlayer });
}

export function noon(host: AlteredHost): void {
  const { state } = host;
  state.current = state.firstPlayer;
  host.emit({ type: 'noon' });
}

/** Progress: each expedition may move forward one region, all at once. */
export function progress(host: AlteredHost): void {
  const { state } = host;
  if (state.arena) return arenaCompare(host);
  const moves: { seat: string; side: Side; terrain: Terrain }[] = [];
  for (const s of state.seats) {
    const foe = opponent(state, s.id);
    for (const side of SIDES) {
      const region = state.track[s.position[side]];
      if (!region) continue;
      if (expeditionCharacters(host, s.id, side).some((id) => hasKeyword(host, id, 'defender'))) continue;
      const terrain = region.terrains.find((t) => {
        const mine = expeditionTotal(host, s.id, side, t);
        return mine > 0 && mine > expeditionTotal(host, foe.id, side, t);
      });
      if (terrain) moves.push({ seat: s.id, side, terrain });
    }
  }
  for (const move of moves) {
    const s = seat(state, move.seat);
    s.position[move.side] += move.side === 'hero' ? 1 : -1;
    const region = state.track[s.position[move.side]];
    host.emit({ type: 'expeditionMoved', seat: move.seat, side: move.side, to: s.position[move.side], terrain: move.terrain });
    if (region?.faceDown) reveal(host, region.tumult);
  }
  if (host.rules.knobs.victoryCheck === 'afterProgress') checkVictory(host);
}

function reveal(host: AlteredHost, tumult: string | null): void {
  for (const region of host.state.track) if (region.tumult === tumult) region.faceDown = false;
  host.emit({ type: 'tumultRevealed', tumult });
}

/** A player wins when their expeditions meet; both at once: the one further past meeting, else the Arena. */
export function checkVictory(host: AlteredHost): void {
  const { state } = host;
  if (state.winner !== null) return;
  const met = state.seats.filter((s) => expeditionsMet(state, s.id));
  if (met.length === 0) return;
  const ranked = [...met].sort((a, b) => overshoot(state, b.id) - overshoot(state, a.id));
  const [best, second] = ranked;
  if (best && (!second || overshoot(state, best.id) > overshoot(state, second.id))) {
    state.winner = best.id;
    host.emit({ type: 'gameWon', seat: best.id });
    return;
  }
  if (!state.arena) host.emit({ type: 'tiebreak', seats: met.map((s) => s.id) });
  state.arena = true;
}

/** The Arena: totals per terrain over both expeditions (Gigantic characters count twice). */
function arenaCompare(host: AlteredHost): void {
  const { state } = host;
  const total = (id: string, t: Terrain) => SIDES.reduce((sum, side) => sum + expeditionTotal(host, id, side, t), 0);
  const wins: Record<string, number> = Object.fromEntries(state.seats.map((s) => [s.id, 0]));
  for (const t of TERRAINS) {
    const [a, b] = state.seats;
    if (!a || !b) continue;
    const ta = total(a.id, t);
    const tb = total(b.id, t);
    if (ta > tb) wins[a.id] = (wins[a.id] ?? 0) + 1;
    if (tb > ta) wins[b.id] = (wins[b.id] ?? 0) + 1;
  }
  host.emit({ type: 'arenaCompared', terrainsWon: wins });
  const [a, b] = state.seats.map((s) => ({ id: s.id, won: wins[s.id] ?? 0 }));
  if (a && b && a.won !== b.won) {
    state.winner = a.won > b.won ? a.id : b.id;
    host.emit({ type: 'gameWon', seat: state.winner });
  }
}

/** Rest: characters go to Reserve, except as Fleeting, Anchored, Asleep, Eternal and Seasoned say. */
export function rest(host: AlteredHost): void {
  const { state } = host;
  for (const s of state.seats) {
    for (const id of [...s.expedition]) {
      const obj = state.objects[id];
      if (!obj) continue;
      if (obj.fleeting) {
        s.expedition.splice(s.expedition.indexOf(id), 1);
        s.discard.push(id);
        host.emit({ type: 'characterDiscarded', seat: s.id, object: id });
      } else if (obj.anchored || obj.asleep) {
        delete obj.anchored;
        delete obj.asleep;
      } else if (!hasKeyword(host, id, 'eternal')) {
        s.expedition.splice(s.expedition.indexOf(id), 1);
        s.reserve.push(id);
        delete obj.side;
        if (!hasKeyword(host, id, 'seasoned')) delete obj.boosts;
        host.emit({ type: 'characterRested', seat: s.id, object: id });
      }
    }
  }
}

/** Clean-up: the players over their Reserve limit will choose what to keep, in initiative order. */
export function planCleanup(host: AlteredHost): void {
  host.state.pendingCleanup = initiativeOrder(host.state).filter((id) => {
    const s = seat(host.state, id);
    const { reserve, landmarks } = limitsOf(host, id);
    return s.reserve.length > reserve || s.landmarks.length > landmarks;
  });
}

export function endOfNight(host: AlteredHost): void {
  if (host.rules.knobs.victoryCheck === 'endOfNight') checkVictory(host);
  host.emit({ type: 'nightEnded', day: host.state.day });
}

export function announceWinner(host: AlteredHost): void {
  host.emit({ type: 'gameOver', winner: host.state.winner });
}
