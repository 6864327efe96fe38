/**
 * The selectors Riftbound offers to the expression language of its rules files. Each is a
 * small, named, read-only question about the state.
 */
import { shownCards } from '../../../engine/game-kit/show-hand.js';
import type { SelectorTable } from '../../../engine/expr/types.js';
import { triggerChooser } from './trigger-chooser.js';
import { seat, teamOf } from './queries.js';
import type { RiftboundState } from '../state/state.js';

export const riftboundSelectors: SelectorTable<RiftboundState> = {
  turnSeat: { returns: 'string', description: 'The turn player.', fn: (s) => s.turn.seat },
  turnNumber: { returns: 'number', description: 'Turns started in this game, this one included.', fn: (s) => s.turn.number },
  seats: { returns: 'list', description: 'Every seat, in turn order.', fn: (s) => s.seats.map((x) => x.id) },
  seatCount: { returns: 'number', description: 'How many seats the game has.', fn: (s) => s.seats.length },
  turnsStarted: {
    args: ['string'],
    returns: 'number',
    description: 'How many turns the seat has started, its current one included.',
    fn: (s, seatId) => seat(s, String(seatId)).turnsStarted,
  },
  mulliganSeat: {
    returns: 'any',
    description: 'The seat whose mulligan is next (turn order), or null when all are done.',
    fn: (s) => s.seats.find((x) => !x.mulliganDone)?.id ?? null,
  },
  stagedShowdowns: {
    returns: 'number',
    description: 'Battlefields where a showdown or combat is staged, waiting to start.',
    fn: (s) => s.battlefields.filter((b) => b.staged).length,
  },
  prioritySeat: { returns: 'any', description: 'The seat with priority on the chain, or null when it is Open.', fn: (s) => s.priority },
  invitedSeat: { returns: 'any', description: 'The teammate invited to play now, or null.', fn: (s) => (s.invitation && !s.invitation.declined ? s.invitation.guest : null) },
  handShownTo: {
    args: ['string'],
    returns: 'list',
    description: 'The teammates who know at least one card of the seat\'s hand (shown to them, still there).',
    fn: (s, seatId) => {
      const seat = s.seats.find((x) => x.id === seatId);
      return seat ? Object.keys(seat.handKnownBy).filter((viewer) => shownCards(seat.handKnownBy, viewer, seat.hand).length > 0) : [];
    },
  },
  burnOutChooser: {
    returns: 'any',
    description: 'The seat that must choose who gains its burn-out point, or null.',
    fn: (s) => s.burnOutChoices[0]?.seat ?? null,
  },
  triggerChooser: {
    returns: 'any',
    description: 'The seat that must place its pending triggered abilities on the chain (targets, optional steps, order), or null.',
    fn: (s) => triggerChooser(s),
  },
  splitChooser: {
    returns: 'any',
    description: 'The seat that must divide the split damage of the resolving item (CR 355.14.e), or null.',
    fn: (s) => s.splitChoice?.seat ?? null,
  },
  instructionCostChooser: {
    returns: 'any',
    description: 'The seat that must pay or decline the cost within instructions of the item resolving (CR 742.1.a), or null.',
    fn: (s) => (s.instructionCost?.asks?.kind === 'deaths' || s.instructionCost?.asks?.kind === 'tokenPlay' ? null : (s.instructionCost?.seat ?? null)),
  },
  replacementChooser: {
    returns: 'any',
    description: 'The seat that must choose among replacement effects of units dying (CR 371-373) or of a token it is playing (CR 372.1), or null.',
    fn: (s) => s.dying?.[0]?.asks?.seat ?? (s.instructionCost?.asks?.kind === 'tokenPlay' ? s.instructionCost.asks.seat : null),
  },
  dyingWaits: { returns: 'boolean', description: 'Units\' deaths wait on a choice among replacement effects (CR 372-373).', fn: (s) => s.dying !== undefined },
  pendingTriggers: { returns: 'number', description: 'Triggered abilities waiting to be placed on the chain (pending items, CR 401.1).', fn: (s) => s.triggers.length },
  damageAssigner: {
    returns: 'any',
    description: 'In the damage step, the side that chooses the order of its damage now, or null.',
    fn: (s) => s.showdown?.assigners?.[0] ?? null,
  },
  chainSize: { returns: 'number', description: 'Items waiting on the chain.', fn: (s) => s.chain.length },
  showdownActive: { returns: 'boolean', description: 'A showdown or combat is in progress.', fn: (s) => s.showdown !== null },
  showdownIsCombat: { returns: 'boolean', description: 'The showdown in progress is a combat.', fn: (s) => s.showdown?.combat === true },
  combatSidesRemain: {
    returns: 'boolean',
    description: 'In a combat, both the attacker and the defender still have units at its battlefield (CR 460.1).',
    fn: (s) => {
      const combat = s.showdown;
      if (!combat?.combat) return false;
      const units = s.battlefields.find((b) => b.id === combat.battlefield)?.units ?? [];
      return units.some((u) => s.objects[u]?.controller === combat.attacker) && units.some((u) => s.objects[u]?.controller === combat.defender);
    },
  },
  focusSeat: { returns: 'any', description: 'The seat with focus in the showdown, or null.', fn: (s) => s.showdown?.focus ?? null },
  passesInRow: {
    returns: 'number',
    description: 'Players who passed in a row in the showdown in progress.',
    fn: (s) => s.showdown?.passesInRow ?? 0,
  },
  winner: { returns: 'any', description: 'The winning team once found, else null.', fn: (s) => s.winner },
  drawn: { returns: 'boolean', description: 'The game ended without a winner (the turn limit was reached).', fn: (s) => s.drawn },
  teamScore: {
    args: ['string'],
    returns: 'number',
    description: "The score of the seat's team.",
    fn: (s, seatId) => teamOf(s, String(seatId)).score,
  },
  controlledBy: {
    args: ['string'],
    returns: 'list',
    description: 'The battlefields the seat controls.',
    fn: (s, seatId) => (seatId === null ? [] : s.battlefields.filter((b) => b.controller === seatId).map((b) => b.id)),
  },
  scoredThisTurn: {
    args: ['string'],
    returns: 'list',
    description: 'The battlefields the seat has scored this turn.',
    fn: (s, seatId) => s.scoring.scored[String(seatId)] ?? [],
  },
  xp: {
    args: ['string'],
    returns: 'number',
    description: "The seat's XP (CR 728-733): its own, never its teammates'.",
    fn: (s, seatId) => s.seats.find((x) => x.id === seatId)?.xp ?? 0,
  },
  battlefields: { returns: 'list', description: 'Every battlefield in play.', fn: (s) => s.battlefields.map((b) => b.id) },
  unitsAtBase: {
    args: ['string'],
    returns: 'number',
    description: "How many units are at the seat's base.",
    fn: (s, seatId) => s.seats.find((x) => x.id === seatId)?.base.length ?? 0,
  },
  otherTeamsInGame: {
    args: ['string'],
    returns: 'number',
    description: "Teams still in the game besides the seat's own (a concession removes a player, and in team modes the whole team: CR 651.4).",
    fn: (s, seatId) => {
      const own = s.teams.find((t) => t.seats.includes(String(seatId)));
      return s.teams.filter((t) => t !== own && t.seats.some((m) => s.seats.some((x) => x.id === m))).length;
    },
  },
};
