/**
 * Cards in a zone as targets (CR 355.9.a, 355.10.a): a trash is public, so "a unit from your
 * trash" is chosen as the spell is played or the ability put on the chain, like a unit on the
 * board; a hand is not, and its cards are chosen as the effect resolves instead. `relation`
 * reads whose trash: `controlled` the chooser's, `friendly` theirs or a teammate's, `enemy`
 * an opponent's, `any` every trash.
 */
import type { TargetSpec } from '../schema/card-schema.js';
import { keywordName } from '../schema/keyword-names.js';
import { card, isChosenChampion, sameTeam, teamOf, type RiftHost } from '../reads/queries.js';
import type { ObjectId, SeatId } from '../state/state.js';

/** Whether `owner`'s zone is one the chooser `seat` may choose from, by the target's relation. */
function whose(host: RiftHost, seat: SeatId, spec: TargetSpec, owner: SeatId): boolean {
  switch (spec.relation ?? 'any') {
    case 'controlled':
      return owner === seat;
    case 'friendly':
      return owner === seat || sameTeam(host.state, seat, owner);
    case 'enemy':
      return owner !== seat && !sameTeam(host.state, seat, owner);
    default:
      return true;
  }
}

export function isLegalZoneCard(host: RiftHost, seat: SeatId, spec: TargetSpec, id: ObjectId): boolean {
  const obj = host.state.objects[id];
  if (obj === undefined || spec.zone !== 'trash') return false;
  if (!whose(host, seat, spec, obj.owner) || !host.state.seats.some((s) => s.id === obj.owner && s.trash.includes(id))) return false;
  const def = card(host.rules, obj.card);
  if (spec.types !== undefined && !(spec.types as readonly string[]).includes(def.type)) return false;
  // Off the board a card has its printed keywords ("a card with [Hidden]").
  if (spec.keyword !== undefined && !(def.keywords ?? []).some((k) => keywordName(k) === spec.keyword)) return false;
  if (spec.tag !== undefined && !(def.tags ?? []).includes(spec.tag)) return false;
  // "Your Chosen Champion": a champion unit of the name of its owner's Chosen Champion (CR 103.2.a.3).
  if (spec.chosenChampion === true && !isChosenChampion(host, obj.owner, id)) return false;
  if (spec.maxEnergy !== undefined && (def.cost?.energy ?? 0) > spec.maxEnergy) return false;
  // "Energy cost less than your points": the printed cost (CR 131.4) under the chooser's team's score now.
  if (spec.belowScore === true && (def.cost?.energy ?? 0) >= teamOf(host.state, seat).score) return false;
  return spec.maxPower === undefined || (def.cost?.power ?? []).length <= spec.maxPower;
}

/** The cards a `card` target may choose among, in a stable order: the trashes in seat order. */
export function zoneCardPool(host: RiftHost, seat: SeatId, spec: TargetSpec): ObjectId[] {
  return host.state.seats.filter((s) => whose(host, seat, spec, s.id)).flatMap((s) => s.trash);
}
