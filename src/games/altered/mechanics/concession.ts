/**
 * Conceding: a player may leave the game at any time, whoever is acting. In a team mode the
 * whole team leaves with them. When one team is left, it wins at once. Otherwise (free for
 * all) the game goes on without them: every card they own leaves the game, they take no more
 * turns and make no more choices, and their expeditions stay on the adventure, empty, so the
 * expeditions facing them compare against nothing (docs/altered.md, "Conceding").
 */
import { inGame, nextSeat, seat, teamOf } from '../reads/queries.js';
import { concessionAction } from '../../../engine/game-kit/concession.js';
import type { AlteredEvent, ConcedeAction } from '../../../types/altered.js';
import { decide, goOnBeneath } from './effects.js';
import type { AlteredHost, AlteredRules, AlteredSeat, AlteredState, ObjectId, SeatId } from '../state/state.js';

export const concede = concessionAction<AlteredState, AlteredRules, AlteredEvent>(performConcede);

/** The zones of a seat that hold its cards. */
const ZONES = ['deck', 'hand', 'reserve', 'landmarks', 'permanents', 'discard', 'expedition'] as const satisfies readonly (keyof AlteredSeat)[];

export function performConcede(host: AlteredHost, action: ConcedeAction): void {
  const { state, rules } = host;
  const team = teamOf(rules, action.seat);
  const leaving = state.seats.filter((s) => inGame(state, s.id) && teamOf(rules, s.id) === team).map((s) => s.id);
  host.emit({ type: 'conceded', seat: action.seat, team, leaving });
  state.conceded.push(...leaving);
  const left = new Set(state.seats.filter((s) => inGame(state, s.id)).map((s) => teamOf(rules, s.id)));
  if (left.size <= 1) {
    const [winner] = left;
    state.winner = winner ?? null;
    if (winner !== undefined) host.emit({ type: 'gameWon', team: winner });
    return;
  }
  for (const seatId of leaving) removeCards(host, seatId);
  state.limbo = state.limbo.filter((e) => !leaving.includes(e.controller));
  state.pendingCleanup = state.pendingCleanup.filter((s) => !leaving.includes(s));
  state.restPlans = state.restPlans.filter((p) => !leaving.includes(p.controller));
  if (state.stepPlans) state.stepPlans = state.stepPlans.filter((p) => !leaving.includes(p.seat));
  if (state.resolving && leaving.includes(state.resolving.seat)) {
    // A spell they played at once ends with them: the ability beneath it, if any and not theirs too, goes on.
    const ended = state.resolving;
    state.resolving = null;
    let under = ended.beneath;
    while (under !== undefined && leaving.includes(under.seat)) under = under.beneath;
    if (under !== undefined) goOnBeneath(host, { ...ended, beneath: under });
  }
  // A player leaving while asked whether their character's leaving is replaced (mechanics/leave-replacement.ts): the character left the game with them; the step goes on as if they declined.
  if (state.resolving?.asking !== undefined && leaving.includes(state.resolving.choosers?.[0] ?? state.resolving.seat)) decide(host, { accept: false });
  // A player leaving while a step has them choose a card of theirs: the step goes on without them.
  const choosers = state.resolving?.choosers ?? [];
  if (state.resolving && choosers.some((id) => leaving.includes(id))) {
    const staying = choosers.filter((id) => !leaving.includes(id));
    state.resolving = { ...state.resolving, choosers: staying.length > 0 ? staying : choosers.slice(0, 1) };
    if (staying.length === 0) decide(host, { accept: false });
  }
  state.arenaTeams = state.arenaTeams.filter((t) => t !== team);
  if (leaving.includes(state.firstPlayer)) state.firstPlayer = nextSeat(state, state.firstPlayer);
  if (leaving.includes(state.current)) {
    state.current = nextToPlay(state, state.current);
    state.turnEnded = false;
  }
}

/** Every card the seat owns leaves the game; it has nothing more to decide or to play. */
function removeCards(host: AlteredHost, seatId: SeatId): void {
  const { state } = host;
  const s = seat(state, seatId);
  const owned = (id: ObjectId) => state.objects[id]?.owner === seatId;
  for (const other of state.seats) other.expedition = other.expedition.filter((id) => !owned(id));
  for (const zone of ZONES) s[zone] = [];
  for (const [id, obj] of Object.entries(state.objects)) if (obj.owner === seatId) delete state.objects[id];
  s.mana = [];
  s.passed = true;
  s.manaDone = true;
  s.handKnownBy = {};
  for (const other of state.seats) delete other.handKnownBy[seatId];
}

/** The next seat after `seatId` that still takes Afternoon turns (in the game, not passed). */
function nextToPlay(state: AlteredState, seatId: SeatId): SeatId {
  let next = nextSeat(state, seatId);
  for (let i = 0; i < state.seats.length && seat(state, next).passed; i++) next = nextSeat(state, next);
  return next;
}
