/**
 * Rules of the game a card changes for players while it is on the board: the Victory Score
 * ("increase the points needed to win the game by 2", CR 478.3, 467) and who may score
 * ("players can't score here until their fourth turn", "opponents can't score points": can't
 * beats can, CR 054) and where they may play units ("Units can't be played here.", "opponents
 * can only play units to their base", CR 355.2) and whether their hidden cards may be revealed there. They are passives of units, gear, legends and battlefields (reads/queries.ts);
 * a board without one answers at once.
 */
import { conditionHolds } from './card-conditions.js';
import { playerRulePassives, sameTeam, type RiftHost } from './queries.js';
import type { ObjectId, PlayableType, SeatId } from '../state/state.js';
import type { PlayRestriction } from '../schema/card-schema.js';

/** Whether the Victory Score is being worked out: a condition asked meanwhile that reads it gets the mode's. */
let adding = false;

/** The points a team needs to win now: the mode's Victory Score plus what cards add (CR 478.3). */
export function victoryScore(host: RiftHost): number {
  let score = host.rules.victory.score;
  if (adding) return score;
  adding = true;
  try {
    for (const from of playerRulePassives(host)) {
      if (from.ability.victoryScore !== undefined && conditionHolds(host, from.ability, from.context)) score += from.ability.victoryScore;
    }
  } finally {
    adding = false;
  }
  return score;
}

/**
 * Whether a card forbids `seatId` to score now: any point (`score`), or, at the battlefield
 * `battlefield`, a point for scoring it (`scoreHere`, the card being that battlefield or at it).
 */
export function scoringForbidden(host: RiftHost, seatId: SeatId, battlefield: ObjectId | null): boolean {
  for (const from of playerRulePassives(host)) {
    const { ability } = from;
    if (ability.players === undefined || ability.cannot === undefined) continue;
    if (ability.players === 'opponents' && (from.controller === null || sameTeam(host.state, from.controller, seatId))) continue;
    const here = battlefield !== null && from.at === battlefield && ability.cannot.includes('scoreHere');
    if (!here && !ability.cannot.includes('score')) continue;
    if (conditionHolds(host, ability, { ...from.context, player: seatId })) return true;
  }
  return false;
}

/**
 * Whether a card forbids `seatId` to play a unit to the battlefield `battlefield` now: any
 * battlefield (`playUnitsToBattlefields`), or the one where the card is (`playUnitsHere`, the card
 * being that battlefield or at it). It beats any permission (CR 054).
 */
export function unitPlayForbidden(host: RiftHost, seatId: SeatId, battlefield: ObjectId): boolean {
  for (const from of playerRulePassives(host)) {
    const { ability } = from;
    if (ability.players === undefined || ability.cannot === undefined) continue;
    if (ability.players === 'opponents' && (from.controller === null || sameTeam(host.state, from.controller, seatId))) continue;
    const here = from.at === battlefield && ability.cannot.includes('playUnitsHere');
    if (!here && !ability.cannot.includes('playUnitsToBattlefields')) continue;
    if (conditionHolds(host, ability, { ...from.context, player: seatId })) return true;
  }
  return false;
}

/**
 * Whether a card forbids `seatId` to reveal, by playing it, a card they hid facedown at the
 * battlefield `battlefield` (`revealHiddenHere`, the card being that battlefield or at it; CR
 * 811, 054).
 */
export function hiddenRevealForbidden(host: RiftHost, seatId: SeatId, battlefield: ObjectId): boolean {
  for (const from of playerRulePassives(host)) {
    const { ability } = from;
    if (ability.players === undefined || ability.cannot === undefined || from.at !== battlefield || !ability.cannot.includes('revealHiddenHere')) continue;
    if (ability.players === 'opponents' && (from.controller === null || sameTeam(host.state, from.controller, seatId))) continue;
    if (conditionHolds(host, ability, { ...from.context, player: seatId })) return true;
  }
  return false;
}

/**
 * Whether a card forbids spells and abilities to ready units and gear `seatId` controls now
 * ("spells and abilities can't ready enemy units and gear", CR 054): the Awaken Phase is neither.
 */
export function readyingByEffectsForbidden(host: RiftHost, seatId: SeatId): boolean {
  for (const from of playerRulePassives(host)) {
    const { ability } = from;
    if (ability.players === undefined || ability.cannot === undefined || !ability.cannot.includes('haveReadiedByEffects')) continue;
    if (ability.players === 'opponents' && (from.controller === null || sameTeam(host.state, from.controller, seatId))) continue;
    if (conditionHolds(host, ability, { ...from.context, player: seatId })) return true;
  }
  return false;
}

/** The card type each restriction of one type forbids. */
const FORBIDDEN_TYPE: Readonly<Record<Exclude<PlayRestriction, 'playCards'>, PlayableType>> = { playUnits: 'unit', playSpells: 'spell', playGear: 'gear' };

/**
 * From now until the end of the turn, these players can't play cards, or cards of the types
 * `cannot` names (CR 054; reset as a turn begins, turn.ts).
 */
export function forbidCardPlays(host: RiftHost, seats: readonly SeatId[], cannot: readonly PlayRestriction[]): void {
  const { state } = host;
  if (cannot.includes('playCards')) {
    const added = seats.filter((s) => state.cantPlayCards?.includes(s) !== true);
    if (added.length > 0) state.cantPlayCards = [...(state.cantPlayCards ?? []), ...added];
  }
  const types = cannot.flatMap((c): PlayableType[] => (c === 'playCards' ? [] : [FORBIDDEN_TYPE[c]]));
  if (types.length === 0 || seats.length === 0) return;
  const forbidden: Record<SeatId, readonly PlayableType[]> = { ...state.cantPlayTypes };
  for (const s of seats) forbidden[s] = [...new Set([...(forbidden[s] ?? []), ...types])];
  state.cantPlayTypes = forbidden;
}

/** Whether an effect this turn forbids `seatId` to play cards, or (with `type`) a card of that type. */
export function cardPlaysForbidden(host: RiftHost, seatId: SeatId, type?: string): boolean {
  if (host.state.cantPlayCards?.includes(seatId) === true) return true;
  return type !== undefined && (host.state.cantPlayTypes?.[seatId] as readonly string[] | undefined)?.includes(type) === true;
}
