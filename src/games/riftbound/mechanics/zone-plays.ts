/**
 * Playing a card from a zone (a trash, banishment, the top of the Main Deck, the hand) as an effect
 * resolves (CR 419.3): a Limited Play, treated as a normal play except as the effect says. Its cost is its printed cost set by the effect
 * ("ignoring its cost", "ignoring its Energy cost": CR 356.1.b; "reducing its cost by":
 * CR 356.4), less its own discount, never below 0 (CR 356.5). A unit goes to its player's
 * base or a battlefield they control (CR 355.2), or where the effect says; a gear to its
 * player's base. It is played: its "when you play" abilities trigger and it counts as a card
 * played this turn (CR 419.4, 812.1.c). A spell goes on the chain with the mode and targets
 * its player chose (mechanics/spell-plays.ts).
 */
import type { Domain, Effect } from '../schema/card-schema.js';
import { notePlayed } from '../reads/keyword-handlers.js';
import { card, findBattlefield, object, seat, type RiftHost } from '../reads/queries.js';
import { changedCostParts, newGameObject, type ObjectId, type SeatId, type Cost } from '../state/state.js';
import { edit } from '../reads/unit-cache.js';
import { arrive } from './control.js';
import { printedDiscount, printedPowerDiscount } from './cost-reduction.js';
import { changedCost, costChangesFor } from './cost-changes.js';
import { announceGearEvent, placeGear } from './gear.js';
import { enteringState } from './entering.js';
import { limitsItsOwnPlaces, ownPlayLocations, permitsItsOwnPlaces, unitPlayLocations, withinOwnLimits } from './play-locations.js';
import { announce } from './trigger-events.js';
import { zoneOf } from './zone-cards.js';
import { placeUnit } from './zones.js';
import { queueGivenVision } from './given-vision.js';
import { playSpellFromZone, type SpellChoices } from './spell-plays.js';

const NO_CHOICES: SpellChoices = {};

type PlayStep = Extract<Effect, { op: 'play' }>;

/** What playing the card costs `player` as the effect sets it. */
export function playCost(host: RiftHost, player: SeatId, id: ObjectId, step: Pick<PlayStep, 'ignore' | 'reduce' | 'for'>): Cost {
  const def = card(host.rules, object(host.state, id).card);
  // Played "for" a cost: it replaces the base costs (CR 356.1.a).
  const costs = step.for ?? def.cost;
  const printed: Cost = { energy: costs?.energy ?? 0, power: (costs?.power ?? []) as Domain[] };
  if (step.ignore === 'cost') return { energy: 0, power: [] };
  const base = step.ignore === 'energy' ? changedCostParts(printed, 0, printed.power) : printed;
  return changedCost(base, costChangesFor(host, player, def), (step.reduce ?? 0) + printedDiscount(host, player, id, def), printedPowerDiscount(host, player, id, def));
}

/**
 * Where the card may go as it is played: a unit to its player's base or a battlefield they
 * control, or where the step says (their base, or only such a battlefield); a gear to base.
 */
export function playLocations(host: RiftHost, player: SeatId, id: ObjectId, step: { readonly to?: 'base' | 'battlefield' | undefined }): readonly string[] {
  const def = card(host.rules, object(host.state, id).card);
  if (def.type !== 'unit' || step.to === 'base') return ['base'];
  const all = unitPlayLocations(host, player);
  const usual = step.to === 'battlefield' ? all.filter((place) => place !== 'base') : all;
  // Places its own passive permits (CR 355.2.b), as when it is played from the hand.
  const own = permitsItsOwnPlaces(def) ? ownPlayLocations(host, player, id, def).filter((bf) => !usual.includes(bf)) : [];
  const places = own.length === 0 ? usual : [...usual, ...own];
  // Its own limit keeps only the places it names ("Play me only to ...").
  return limitsItsOwnPlaces(def) ? withinOwnLimits(host, player, id, def, places) : places;
}

/** The card leaves its zone and is played by `player` to `to` (a spell with `choices`, to the chain), its cost already paid. */
export function playCardFromZone(host: RiftHost, player: SeatId, id: ObjectId, to: string, choices: SpellChoices = NO_CHOICES): void {
  const { state } = host;
  const obj = object(state, id);
  const from = zoneOf(state, id);
  if (from !== 'trash' && from !== 'banishment' && from !== 'deck' && from !== 'hand') return;
  const zone = seat(state, obj.owner)[from];
  zone.splice(zone.indexOf(id), 1);
  const def = card(host.rules, obj.card);
  if (def.type === 'spell') {
    edit(state, state.objects)[id] = newGameObject(id, obj.card, obj.owner, false, player);
    playSpellFromZone(host, player, id, def, from, choices);
    return;
  }
  // Its player controls it, whoever owns it; a unit enters exhausted (CR 307-313), a gear ready
  // (CR 149.1), unless a passive says otherwise (CR 359.2.c-d, mechanics/entering.ts).
  const enters = enteringState(host, player, id, def);
  edit(state, state.objects)[id] = newGameObject(id, obj.card, obj.owner, def.type === 'unit' ? enters !== 'ready' : enters === 'exhausted', player);
  if (def.type === 'gear') {
    placeGear(host, id, 'base');
    host.emit(from === 'hand' ? { type: 'gearPlayed', seat: player, gear: id, card: obj.card, to: 'base' } : { type: 'gearPlayed', seat: player, gear: id, card: obj.card, to: 'base', from });
    notePlayed(host, player, id);
    announceGearEvent(host, 'played', id);
    return;
  }
  placeUnit(host, id, to);
  // From the hand it is played as usual, only at the time and cost the effect sets.
  host.emit(from === 'hand' ? { type: 'unitPlayed', seat: player, unit: id, card: obj.card, to } : { type: 'unitPlayed', seat: player, unit: id, card: obj.card, to, from });
  notePlayed(host, player, id);
  const bf = findBattlefield(state, to);
  if (bf) arrive(host, player, bf);
  announce(host, { trigger: 'played', object: id, player, here: bf?.id ?? null });
  queueGivenVision(host, id, bf?.id ?? null);
}
