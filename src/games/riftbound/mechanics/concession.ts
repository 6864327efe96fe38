/**
 * Conceding (CR 649-652): a player may concede at any time. In a team mode the whole team
 * loses with them (CR 484.6.a.1, 651.4). When one side is left it wins (CR 651.1); otherwise
 * the leaving players are removed and the game goes on without them (CR 652): everything
 * they own or control leaves the game, the battlefield they brought becomes a token
 * battlefield with no abilities, their spells and abilities on the chain are countered, and
 * the turn, focus and priority move on to the next player still in the game.
 */
import { goOnWithDeaths } from './waiting-deaths.js';
import { gearOfLeavingPlayers } from './gear.js';
import { EngineError } from '../../../engine/errors.js';
import { teamOf, type RiftHost } from '../reads/queries.js';
import { newBattlefield, type ObjectId, type RiftboundState, type SeatId } from '../state/state.js';
import { resolveNewest } from './chain.js';
import { edit, setShowdown } from '../reads/unit-cache.js';

/** Put in play in place of a leaving player's battlefield (CR 652.2.a). */
export const VACANT_BATTLEFIELD = 'vacant-battlefield';

/** The first seat after `seatId` in the old turn order that stays in the game. */
function nextStaying(order: readonly SeatId[], seatId: SeatId, leaving: ReadonlySet<SeatId>): SeatId | undefined {
  const i = order.indexOf(seatId);
  for (let k = 1; k <= order.length; k++) {
    const candidate = order[(i + k) % order.length] as SeatId;
    if (!leaving.has(candidate)) return candidate;
  }
  return undefined;
}

export function concede(host: RiftHost, seatId: SeatId): void {
  const { state } = host;
  const team = teamOf(state, seatId);
  // CR 651.4: teammates lose and leave with the conceding player.
  const leaving = new Set(team.seats.filter((s) => state.seats.some((x) => x.id === s)));
  const staying = state.teams.filter((t) => t !== team && t.seats.some((s) => state.seats.some((x) => x.id === s)));
  host.emit({ type: 'conceded', seat: seatId, team: team.id, leaving: [...leaving] });
  if (staying.length <= 1) {
    // CR 651.1: the only side left wins at once.
    state.winner = staying[0]?.id ?? null;
    return;
  }
  removePlayers(host, leaving);
}

function removePlayers(host: RiftHost, leaving: ReadonlySet<SeatId>): void {
  const { state } = host;
  const order = state.seats.map((s) => s.id);
  const gone = (id: ObjectId) => {
    const obj = state.objects[id];
    return obj !== undefined && (leaving.has(obj.owner) || leaving.has(obj.controller));
  };
  // CR 652.4: their spells and abilities on the chain are countered; their triggers never go on it.
  state.chain = state.chain.filter((item) => !leaving.has(item.controller));
  state.triggers = state.triggers.filter((t) => !leaving.has(t.controller));
  // An item of theirs paused on a cost within instructions is countered with the rest; the next one has priority.
  if (state.instructionCost && leaving.has(state.instructionCost.seat)) {
    state.instructionCost = null;
    state.priority = state.chain.at(-1)?.controller ?? null;
  }
  // CR 652.1, 652.3: what they own or control leaves the game.
  gearOfLeavingPlayers(host, gone);
  for (const s of state.seats) edit(state, s).base = s.base.filter((id) => !gone(id));
  edit(state, state).battlefields = state.battlefields.map((bf) => {
    // CR 652.2: their battlefield becomes a token battlefield with no abilities; what is there stays.
    const replaced = bf.contributedBy !== null && leaving.has(bf.contributedBy) ? { ...newBattlefield(bf.id, VACANT_BATTLEFIELD, null), ...pick(bf) } : bf;
    edit(state, replaced).units = replaced.units.filter((id) => !gone(id));
    if (replaced.hidden && leaving.has(replaced.hidden.owner)) replaced.hidden = null;
    if (replaced.controller !== null && leaving.has(replaced.controller)) replaced.controller = null;
    if (replaced.contestedBy !== null && leaving.has(replaced.contestedBy)) {
      replaced.contested = false;
      replaced.contestedBy = null;
      replaced.staged = false;
    }
    return replaced;
  });
  if (state.battlefields.some((bf) => bf.card === VACANT_BATTLEFIELD) && !host.rules.cardDb.cards.has(VACANT_BATTLEFIELD)) {
    throw new EngineError(`the card sets of this mode lack the token battlefield ${VACANT_BATTLEFIELD}`);
  }
  for (const id of Object.keys(state.objects)) if (gone(id)) delete edit(state, state.objects)[id];
  state.burnOutChoices = state.burnOutChoices
    .filter((c) => !leaving.has(c.seat))
    .map((c) => ({ ...c, options: c.options.filter((o) => !leaving.has(o)) }));
  if (state.invitation && (leaving.has(state.invitation.host) || leaving.has(state.invitation.guest))) state.invitation = null;

  // CR 652.5: turn, focus and priority go on to the next player still in the game.
  const next = (id: SeatId) => nextStaying(order, id, leaving) as SeatId;
  if (state.showdown) {
    const sd = state.showdown;
    const attackerLeft = leaving.has(sd.attacker);
    const defenderLeft = sd.defender !== null && leaving.has(sd.defender);
    const attacker = attackerLeft ? (sd.defender !== null && !defenderLeft ? sd.defender : next(sd.attacker)) : sd.attacker;
    setShowdown(state, {
      ...sd,
      // A combat needs two players (CR 457): with one side gone it goes on as a plain showdown.
      combat: sd.combat && !attackerLeft && !defenderLeft,
      attacker,
      defender: attackerLeft || defenderLeft ? null : sd.defender,
      focus: leaving.has(sd.focus) ? next(sd.focus) : sd.focus,
      assigners: sd.assigners?.filter((s) => !leaving.has(s)),
    });
  }
  if (state.priority !== null && leaving.has(state.priority)) state.priority = next(state.priority);
  // Their additional turns go with them; the turn order goes on after the seat before the next one staying (CR 652.5, 736).
  const queue = state.turnQueue;
  queue.next = queue.next.filter((s) => !leaving.has(s));
  const orderGoesTo = leaving.has(queue.orderSeat) ? next(queue.orderSeat) : undefined;
  const turnLeft = state.turn.number > 0 && leaving.has(state.turn.seat);
  const turnGoesTo = turnLeft ? next(state.turn.seat) : undefined;

  for (const id of leaving) {
    const s = state.seats.find((x) => x.id === id);
    if (s) state.removed.push({ seat: id, name: s.name, team: s.team, turn: state.turn.number });
  }
  edit(state, state).seats = state.seats.filter((s) => !leaving.has(s.id));
  if (orderGoesTo !== undefined) {
    const k = state.seats.findIndex((s) => s.id === orderGoesTo);
    queue.orderSeat = (state.seats[(k - 1 + state.seats.length) % state.seats.length] as (typeof state.seats)[number]).id;
  }
  edit(state, state).teams = state.teams.filter((t) => !t.seats.every((s) => leaving.has(s)));
  host.emit({ type: 'playersRemoved', seats: [...leaving], battlefields: state.battlefields.map((b) => ({ id: b.id, card: b.card })) });
  // Deaths waiting on a choice: their units and effects may be gone, the choice theirs (CR 652).
  if (state.dying !== undefined) goOnWithDeaths(host, undefined);

  if (turnGoesTo !== undefined) {
    // The statechart begins the next turn: beginTurn moves on from the seat before it.
    setShowdown(state, null);
    // Their items countered, an empty chain leaves nobody with priority for the next turn.
    if (state.chain.length === 0) {
      state.priority = null;
      state.chainPasses = 0;
    }
    const i = state.seats.findIndex((s) => s.id === turnGoesTo);
    state.turn.seat = (state.seats[(i - 1 + state.seats.length) % state.seats.length] as (typeof state.seats)[number]).id;
    for (const s of state.seats) s.pool = { energy: 0, power: {}, restricted: undefined };
    return;
  }
  // CR 652.5.c.2: if everyone left has passed, the newest item resolves.
  if (state.chain.length > 0 && state.chainPasses >= state.seats.length) resolveNewest(host);
  else if (state.chain.length === 0) state.priority = null;
}

/** The fields of a battlefield that its token replacement keeps (CR 652.2.b: what is there is unaffected). */
function pick(bf: RiftboundState['battlefields'][number]) {
  return { controller: bf.controller, contested: bf.contested, contestedBy: bf.contestedBy, staged: bf.staged, units: [...bf.units], hidden: bf.hidden };
}

