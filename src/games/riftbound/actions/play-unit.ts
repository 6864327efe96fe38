/**
 * Playing a unit (CR 307-313, CR 159-166, CR 811): pay its cost (none from hiding); it enters
 * exhausted (ready with Accelerate, paying 1 Energy and 1 Power of its domain more) at your
 * base or at a battlefield you control (from hiding: where it was hidden).
 */
import { markPlayedFromHiding } from '../mechanics/hidden-choices.js';
import type { PlayUnitAction, RiftboundEvent } from '../../../types/riftbound.js';
import type { Domain } from '../schema/card-schema.js';
import { arrive } from '../mechanics/control.js';
import { enteringState } from '../mechanics/entering.js';
import { limitsItsOwnPlaces, ownPlayLocations, permitsItsOwnPlaces, unitPlayLocations, withinOwnLimits } from '../mechanics/play-locations.js';
import { unitPlayForbidden } from '../reads/player-rules.js';
import { additionalChoices, additionalCostRefusal, killChoices, payAdditionalCost, paysAdditional, takenField, withAdditional, type TakenField } from '../mechanics/additional-costs.js';
import { changedCost, printedAfterIgnoring } from '../mechanics/cost-changes.js';
import { affords, isPaymentPlan, pay, paymentFor, runeTally, type RuneTally } from '../mechanics/resources.js';
import { timingAllows, timingRefusal } from '../mechanics/timing.js';
import { announce } from '../mechanics/trigger-events.js';
import { placeUnit } from '../mechanics/zones.js';
import { extraPlayDestinations, notePlayed } from '../reads/keyword-handlers.js';
import { findBattlefield, object, seat, type RiftHost } from '../reads/queries.js';
import { cardSource, isViolation, playableCards, playableSource, takeCard, timingMayAllow, type CardSource } from './card-source.js';
import { riftAction, flag, id, idOrIds, payment, stringField } from './fields.js';
import { queueWeaponmaster, weaponmasterChoices, weaponmasterRefusal } from './weaponmaster.js';
import { queueGivenVision } from '../mechanics/given-vision.js';
import { refuse } from '../i18n/messages.js';
import { lessOptional } from '../mechanics/optional-costs-less.js';
import { changedCostParts, type Cost } from '../state/state.js';

/** The total cost: the printed cost, its additional costs (Accelerate, the card's own when paid, CR 356.2), then discounts (CR 356.4). */
function costOf(source: CardSource, accelerate: boolean, additional: boolean, named?: unknown): Cost {
  const base = withAdditional(printedAfterIgnoring(source.printedCost, source.changes), source.def, additional, named, source.optionalLess);
  if (!accelerate) return changedCost(base, source.changes, source.discount, source.powerDiscount);
  // Accelerate is an optional additional cost: a passive may lower it (mechanics/optional-costs-less.ts).
  const extra = lessOptional({ energy: 1, power: [acceleratePower(source)], xp: 0 }, source.optionalLess);
  return changedCost(changedCostParts(base, base.energy + extra.energy, [...base.power, ...extra.power]), source.changes, source.discount, source.powerDiscount);
}

/** The Power of Accelerate: of the unit's domain, or of any domain for a unit with none or several (CR 805.1.a.1-2). */
function acceleratePower(source: CardSource): Domain | 'any' {
  const domains = source.def.domains ?? (source.def.domain === undefined ? [] : [source.def.domain]);
  return domains.length === 1 ? (domains[0] as Domain) : 'any';
}

/** Where the unit may be played, and which of those only Ambush allows; `killed`: a unit its additional cost kills, gone before it is finalized. */
interface Places {
  readonly destinations: readonly string[];
  readonly ambush: readonly string[];
}

const NOWHERE: readonly string[] = [];

function placesFor(host: RiftHost, seatId: string, source: CardSource, killed?: string): Places {
  // A card that forbids playing units to a battlefield beats hiding there (CR 054).
  if (source.hiddenAt) return { destinations: unitPlayForbidden(host, seatId, source.hiddenAt.id) ? NOWHERE : limited(host, seatId, source, [source.hiddenAt.id]), ambush: NOWHERE };
  const usual = unitPlayLocations(host, seatId);
  // Places its own passive permits (CR 355.2.b): "You may play me to an open battlefield".
  const own = permitsItsOwnPlaces(source.def) ? ownPlayLocations(host, seatId, source.id, source.def).filter((id) => !usual.includes(id)) : NOWHERE;
  const places = own.length === 0 ? usual : [...usual, ...own];
  const ambush = limited(host, seatId, source, allowedOf(host, seatId, ambushDestinations(host, seatId, source, killed)));
  if (ambush.length === 0) return { destinations: limited(host, seatId, source, places), ambush: NOWHERE };
  return { destinations: limited(host, seatId, source, [...places, ...ambush.filter((id) => !places.includes(id))]), ambush };
}

/** Of `places`, those the card's own limit leaves ("Play me only to" the places it names). */
function limited(host: RiftHost, seatId: string, source: CardSource, places: readonly string[]): readonly string[] {
  return limitsItsOwnPlaces(source.def) ? withinOwnLimits(host, seatId, source.id, source.def, places) : places;
}

/** Of `places`, those no card forbids `seatId` to play a unit to (player-rules.ts). */
function allowedOf(host: RiftHost, seatId: string, places: readonly string[]): readonly string[] {
  return places.length === 0 || places.every((id) => !unitPlayForbidden(host, seatId, id)) ? places : places.filter((id) => !unitPlayForbidden(host, seatId, id));
}

/**
 * Whether timing lets the unit be played to `to`: `timely` tells whether it does with the
 * unit's own keywords, as it does wherever Ambush is not what lets it go (CR 822.1.b).
 */
function timelyAt(host: RiftHost, source: CardSource, to: string, places: Places, timely: boolean): boolean {
  return places.ambush.length > 0 && places.ambush.includes(to) ? timingAllows(host, keywordsAt(source, to, places)) : timely;
}

function destinations(host: RiftHost, seatId: string, source: CardSource, killed?: string): readonly string[] {
  return placesFor(host, seatId, source, killed).destinations;
}

/**
 * Battlefields where Ambush lets the unit be played: where its player controls units (CR
 * 822.1.b) once its costs are paid, a unit killed for them not counted (CR 822.3).
 */
function ambushDestinations(host: RiftHost, seatId: string, source: CardSource, killed?: string): readonly string[] {
  return source.hiddenAt ? NOWHERE : extraPlayDestinations(host, seatId, source.def, killed);
}

/** The unit's keywords as it is played to `to`: with Reaction when Ambush is what lets it go there (CR 822.1.b). */
function keywordsAt(source: CardSource, to: string, places: Places): readonly string[] {
  return places.ambush.includes(to) ? [...source.keywords, 'reaction'] : source.keywords;
}

function keywordsTo(host: RiftHost, seatId: string, source: CardSource, to: string, killed?: string): readonly string[] {
  return keywordsAt(source, to, placesFor(host, seatId, source, killed));
}

/**
 * A listed action, with only the fields its choices need, in the order listed actions give
 * them: set one by one, where spreading optional parts into a literal costs a runtime call each.
 */
function listedPlay(seatId: string, card: string, to: string, accelerate: boolean, payAdditional: boolean, weaponmaster: string | readonly string[] | undefined, taken: string | readonly string[] | undefined, field: TakenField): PlayUnitAction {
  const action: { type: 'playUnit'; seat: string; card: string; to: string; accelerate?: boolean; payAdditional?: boolean; weaponmaster?: string | readonly string[]; kill?: string | readonly string[]; returnGear?: string | readonly string[]; spendBuffFrom?: string | readonly string[]; discard?: string | readonly string[]; exhaust?: string | readonly string[] } = { type: 'playUnit', seat: seatId, card, to };
  if (accelerate) action.accelerate = accelerate;
  if (payAdditional) action.payAdditional = payAdditional;
  if (weaponmaster) action.weaponmaster = weaponmaster;
  if (taken) action[field] = taken;
  return action as PlayUnitAction;
}

/** The ways to pay for a unit, listed: with Accelerate only when it has it. */
const WITHOUT_ACCELERATE: readonly boolean[] = [false];
const WITH_ACCELERATE: readonly boolean[] = [false, true];

export const playUnit = riftAction({
  type: 'playUnit',
  description: 'Play a unit from your hand (or from hiding), paying its cost, to your base or a battlefield you control.',
  fields: { properties: { card: id, to: id, accelerate: flag, payAdditional: flag, weaponmaster: idOrIds, kill: idOrIds, returnGear: id, spendBuffFrom: idOrIds, discard: id, exhaust: id, payment }, required: ['card'] },
  enumerate(host, seatId) {
    const out: PlayUnitAction[] = [];
    // Where a unit goes from the hand when no keyword of it adds places: the same for each such card.
    let fromHand: Places | undefined;
    // Counted at the first card timing allows, then asked of each cost.
    let runes: RuneTally | undefined;
    for (const playable of playableCards(host, seatId, 'unit')) {
      const { elsewhere } = playable.played;
      // Timing refuses it even with every keyword it may have, and nothing could make it a Reaction: nothing to look at.
      if (!elsewhere && !timingMayAllow(host, playable)) continue;
      const source = playableSource(host, seatId, playable);
      const { id } = playable;
      if (isViolation(source)) continue;
      // Timing refuses it at every destination unless one could make it a Reaction (Ambush): nothing to cost or place.
      const timely = timingAllows(host, source.keywords);
      if (!timely && !elsewhere) continue;
      for (const accelerate of source.keywords.includes('accelerate') ? WITH_ACCELERATE : WITHOUT_ACCELERATE) {
        for (const payAdditional of additionalChoices(source.def)) {
          const paid = paysAdditional(source.def, payAdditional);
          // A cost less for each object taken is asked with each choice of them.
          const eachReduces = paid && source.def.additionalCost?.eachReduces !== undefined;
          if (!eachReduces && !affords((runes ??= runeTally(host, seatId)), costOf(source, accelerate, paid))) continue;
          for (const kill of killChoices(host, seatId, source.def, paid, id)) {
            if (eachReduces && !affords((runes ??= runeTally(host, seatId)), costOf(source, accelerate, paid, kill))) continue;
            const single = typeof kill === 'string' ? kill : undefined;
            const places = elsewhere || source.hiddenAt ? placesFor(host, seatId, source, single) : (fromHand ??= { destinations: unitPlayLocations(host, seatId), ambush: NOWHERE });
            for (const to of places.destinations) {
              if (!timelyAt(host, source, to, places, timely)) continue;
              for (const weaponmaster of weaponmasterChoices(host, seatId, source.keywords)) {
                out.push(listedPlay(seatId, id, to, accelerate, payAdditional, weaponmaster, kill, takenField(source.def)));
              }
            }
          }
        }
      }
    }
    return out;
  },
  check(host, action) {
    const malformed = stringField(action, 'card') ?? (action['to'] === undefined ? undefined : stringField(action, 'to'));
    if (malformed) return malformed;
    if (action['accelerate'] !== undefined && typeof action['accelerate'] !== 'boolean') {
      return refuse('MALFORMED_ACTION.accelerateIsTrue', 'docs/api.md#actions');
    }
    const source = cardSource(host, action.seat, action['card'] as string);
    if (isViolation(source)) return source;
    if (source.def.type !== 'unit') return refuse('NOT_A_UNIT', 'CR 106-109', { id: source.id });
    const to = (action['to'] as string | undefined) ?? (source.hiddenAt?.id ?? 'base');
    const unpaid = additionalCostRefusal(host, action.seat, source.def, action);
    if (unpaid) return unpaid;
    // Only a unit killed changes where Ambush lets it go (a gear named is no unit there).
    const killed = typeof action['kill'] === 'string' ? action['kill'] : undefined;
    // Ambush's permission needs units there once the costs are paid (CR 822.3); another permission may still hold (822.3.a).
    if (killed !== undefined && !destinations(host, action.seat, source, killed).includes(to) && destinations(host, action.seat, source).includes(to)) {
      return refuse('AMBUSH_NO_UNITS', 'CR 822.3', { killed, to, id: source.id });
    }
    const timing = timingRefusal(host, keywordsTo(host, action.seat, source, to, killed));
    if (timing) return timing;
    const accelerate = action['accelerate'] === true;
    if (accelerate && !source.keywords.includes('accelerate')) return refuse('NO_ACCELERATE', 'CR 805', { id: source.id });
    if (!destinations(host, action.seat, source, killed).includes(to)) {
      const known = to === 'base' || findBattlefield(host.state, to) !== undefined;
      if (known && limitsItsOwnPlaces(source.def)) return refuse('PLAY_LIMITED', 'CR 355.2, CR 464.1', { id: source.id, to });
      return known
        ? refuse('INVALID_DESTINATION', 'CR 140.2, CR 355.2', { to })
        : refuse('UNKNOWN_DESTINATION.thereIsNo', 'CR 106-109', { to });
    }
    const weaponmaster = weaponmasterRefusal(host, action, source.def, source.keywords);
    if (weaponmaster) return weaponmaster;
    const plan = paymentFor(host, action.seat, costOf(source, accelerate, paysAdditional(source.def, action['payAdditional'] === true), action[takenField(source.def)]), action['payment']);
    return isPaymentPlan(plan) ? undefined : plan;
  },
  perform: performPlayUnit,
});

/** The event of a unit played: its optional parts set one by one, where spreading them into a literal costs a runtime call each. */
function unitPlayed(seatId: string, unit: string, card: string, to: string, fromHiding: boolean, fromChampionZone: boolean, accelerate: boolean, additionalCost: boolean): RiftboundEvent {
  const event: { type: 'unitPlayed'; seat: string; unit: string; card: string; to: string; fromHiding?: true; fromChampionZone?: true; accelerate?: true; additionalCost?: true } = { type: 'unitPlayed', seat: seatId, unit, card, to };
  if (fromHiding) event.fromHiding = true;
  if (fromChampionZone) event.fromChampionZone = true;
  if (accelerate) event.accelerate = true;
  if (additionalCost) event.additionalCost = true;
  return event;
}

export function performPlayUnit(host: RiftHost, action: PlayUnitAction): void {
  const source = cardSource(host, action.seat, action.card);
  if (isViolation(source)) throw new Error(source.message);
  const accelerate = action.accelerate === true;
  // An optional additional cost its player chose to pay (CR 356.2.b); a mandatory one is paid too but is no choice to tell.
  const paid = paysAdditional(source.def, action.payAdditional === true);
  const optionalPaid = paid && source.def.additionalCost?.optional === true;
  const to = action.to ?? source.hiddenAt?.id ?? 'base';
  const plan = paymentFor(host, action.seat, costOf(source, accelerate, paid, action[takenField(source.def)]), action.payment);
  if (!isPaymentPlan(plan)) throw new Error(`cost of ${action.card} became unpayable between check and play`);
  const fromChampionZone = seat(host.state, action.seat).championZone.includes(source.id);
  takeCard(host, action.seat, source);
  pay(host, action.seat, plan);
  payAdditionalCost(host, action.seat, source.def, paid, action[takenField(source.def)]);
  const unit = object(host.state, action.card);
  // Exhausted by default (CR 359.2.c); ready with Accelerate (CR 805.6) or a passive that says so.
  // Asked even when Accelerate readies it: the unit played uses a "next unit ... enters ready" effect either way.
  const enters = enteringState(host, action.seat, unit.id, source.def);
  unit.exhausted = !accelerate && enters !== 'ready';
  placeUnit(host, unit.id, to);
  host.emit(unitPlayed(action.seat, unit.id, unit.card, to, source.hiddenAt !== null, fromChampionZone, accelerate, optionalPaid));
  notePlayed(host, action.seat, unit.id);
  const bf = findBattlefield(host.state, to);
  if (bf) arrive(host, action.seat, bf);
  announce(host, { trigger: 'played', object: unit.id, player: action.seat, here: bf?.id ?? null, fromHidden: source.hiddenAt !== null, paidAdditionalCost: optionalPaid });
  queueGivenVision(host, unit.id, bf?.id ?? null);
  if (source.hiddenAt) markPlayedFromHiding(host, unit.id);
  queueWeaponmaster(host, unit.id, action.weaponmaster, bf?.id ?? null);
}
