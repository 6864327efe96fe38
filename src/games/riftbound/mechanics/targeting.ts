/**
 * Targets (CR 355.6-355.9; CR 484.8 for friendly versus controlled): what a target
 * specification allows, checked when a card is played or a triggered ability placed on the
 * chain, and again when it resolves. `here` is the battlefield the spell or ability refers
 * to (null for none): `at: "here"` allows only units there.
 */
import type { RuleViolation } from '../../../engine/errors.js';
import type { TargetSpec } from '../schema/card-schema.js';
import { card, findBattlefield, isForbidden, might, sameTeam, unitLocation, unitsOnBoard, type RiftHost } from '../reads/queries.js';
import { costAtMost, isAttachedAsAsked, isLegalGearTarget } from './gear-targets.js';
import { isLegalZoneCard, zoneCardPool } from './zone-targets.js';
import { isLegalThing, thingsOnBoard } from './anything-targets.js';
import { alternativePool, isLegalAlternative } from './target-alternatives.js';
import type { ChainItem, GameObject, RiftboundState, SeatId } from '../state/state.js';
import { isAttacking, isDefending, isInCombat } from '../reads/unit-terms.js';
import { isMighty } from '../reads/is-mighty.js';
import { hasKeywordForReference } from './keyword-reference.js';
import { hasAskedCharacteristics } from '../reads/card-characteristics.js';
import { isUnitPlayLocation, unitPlayLocations } from './play-locations.js';
import { keywordsNow } from './timing-keywords.js';
import { cardAbilities } from '../reads/keyword-handlers.js';
import { equipCostOf, isGearOnBoard } from '../reads/gear-text.js';
import { refuse, text } from '../i18n/messages.js';
import { wholeTarget } from '../cards/whole-views.js';

export function isLegalTarget(host: RiftHost, seat: SeatId, declared: TargetSpec, id: string, here: string | null = null): boolean {
  return isLegalWhole(host, seat, wholeTarget(declared), id, here);
}

/** {@link isLegalTarget} of a declaration that is a whole view already (the checks below, once per candidate). */
function isLegalWhole(host: RiftHost, seat: SeatId, spec: TargetSpec, id: string, here: string | null): boolean {
  // "A unit at a battlefield or a gear": the object fits the declaration or one of its alternatives (CR 355.9.b).
  if (spec.or !== undefined) return isLegalAlternative(host, seat, spec, id, here);
  return isLegalOne(host, seat, spec, id, here);
}

function isLegalOne(host: RiftHost, seat: SeatId, spec: TargetSpec, id: string, here: string | null): boolean {
  const { state } = host;
  const { select } = spec;
  // "An open battlefield": no units there, controlled by no one (CR 169.10.c).
  if (select === 'battlefield') return state.battlefields.some((b) => b.id === id && (spec.open !== true || (b.controller === null && b.units.length === 0)));
  // Where a move goes (CR 355.4): the moved unit's base, or a battlefield (an invalid one makes the move a recall, CR 442.2.c).
  if (select === 'destination') return id === 'base' || state.battlefields.some((b) => b.id === id);
  if (select === 'spell') return state.chain.some((i) => i.id === id && i.kind === 'spell' && (spec.keyword === undefined || spellKeywords(host, i).includes(spec.keyword)) && costAtMost(card(host.rules, i.card), spec) && (spec.chooses === undefined || choseAsAsked(host, seat, spec.chooses, i)));
  if (select === 'ability') return state.chain.some((i) => i.id === id && i.kind !== 'spell' && (spec.keyword === undefined || abilityKeywords(host, i).includes(spec.keyword)) && (spec.chooses === undefined || choseAsAsked(host, seat, spec.chooses, i)));
  if (select === 'spellOrAbility') return state.chain.some((i) => i.id === id && isChainItemAsAsked(host, seat, spec, i));
  if (select === 'gear') return isLegalGearTarget(host, seat, spec, id);
  if (select === 'legend') return isLegalLegend(state, seat, spec, id);
  if (select === 'card') return isLegalZoneCard(host, seat, spec, id);
  if (select === 'anything') return isLegalThing(host, seat, spec, id);
  const { at } = spec;
  // Where a unit is played: the chooser's base or a battlefield they control (at "here" only that one).
  if (select === 'location') return (at !== 'here' || id === here) && isUnitPlayLocation(host, seat, id);
  const obj = state.objects[id];
  const where = obj ? unitLocation(state, id) : undefined;
  if (!obj || where === undefined) return false;
  // Inactive dependent abilities still count for reference (CR 727.1.b.1).
  if (spec.keyword !== undefined && !hasKeywordForReference(host, id, spec.keyword)) return false;
  if (spec.tag !== undefined && !(card(host.rules, obj.card).tags ?? []).includes(spec.tag)) return false;
  if (!hasAskedCharacteristics(host, spec, id)) return false;
  if (at === 'battlefield' && where === 'base') return false;
  if (at === 'base' && where !== 'base') return false;
  // A unit in a base is in its controller's (CR 140).
  if (at === 'yourBase' && (where !== 'base' || obj.controller !== seat)) return false;
  if (at === 'here' && (here === null || where !== here)) return false;
  const relation = spec.relation ?? 'any';
  if (relation === 'controlled' && obj.controller !== seat) return false;
  // A seat's own units are friendly without finding its team.
  if (relation === 'friendly' && obj.controller !== seat && !sameTeam(state, seat, obj.controller)) return false;
  if (relation === 'enemy' && (obj.controller === seat || sameTeam(state, seat, obj.controller))) return false;
  // A unit enemy spells and abilities cannot choose (CR 054): a unit of another team is out of reach.
  if (obj.controller !== seat && !sameTeam(state, seat, obj.controller) && isForbidden(host, id, 'beChosenByEnemies')) return false;
  if (spec.mighty !== undefined && isMighty(host, id) !== spec.mighty) return false;
  if (spec.buffed !== undefined && (obj.buffed === true) !== spec.buffed) return false;
  if (!hasAskedState(state, spec, obj)) return false;
  return spec.maxMight === undefined || might(host, id) <= spec.maxMight;
}

/** Whether a unit on the board is in the state `spec` asks: exhausted, stunned, damaged, attacking, defending, in combat. */
function hasAskedState(state: RiftboundState, spec: TargetSpec, obj: GameObject): boolean {
  // Most targets ask none of these: answered with one look.
  if (spec.exhausted === undefined && spec.stunned === undefined && spec.damaged === undefined && spec.attacking === undefined && spec.defending === undefined && spec.inCombat === undefined) return true;
  if (spec.exhausted !== undefined && obj.exhausted !== spec.exhausted) return false;
  if (spec.stunned !== undefined && (obj.stunned === true) !== spec.stunned) return false;
  if (spec.damaged !== undefined && obj.damage > 0 !== spec.damaged) return false;
  if (spec.attacking !== undefined && isAttacking(state, obj.id) !== spec.attacking) return false;
  if (spec.defending !== undefined && isDefending(state, obj.id) !== spec.defending) return false;
  return spec.inCombat === undefined || isInCombat(state, obj.id) === spec.inCombat;
}

/**
 * The keywords of a spell on the chain, which other cards may ask about (CR 806.5.b, 813.5.b):
 * those its card prints, and Reaction when it was played from hiding (CR 811.6; a spell's
 * `here` is set only then, to where it was hidden).
 */
function spellKeywords(host: RiftHost, item: ChainItem): string[] {
  // A keyword granted under a condition counts only while it holds, its targets as chosen (CR 806.4).
  const printed = keywordsNow(host, card(host.rules, item.card).keywords ?? [], { controller: item.controller, source: item.source, targets: item.targets });
  return item.here !== null ? [...printed, 'reaction'] : printed;
}

/**
 * The keywords of an ability on the chain, which other cards may ask about (CR 806.5.c,
 * 813.5.c): an activated ability's Action or Reaction (one granted under a condition while it
 * holds), an Equip ability's timing keywords; a triggered ability has none.
 */
function abilityKeywords(host: RiftHost, item: ChainItem): string[] {
  if (item.keyword?.name === 'equip') return [...(equipCostOf(host.rules, item.card, item.keyword.instance)?.keywords ?? [])];
  const ability = item.keyword ? undefined : item.text === 'effect' ? card(host.rules, item.card).effectText?.[item.ability ?? -1] : cardAbilities(card(host.rules, item.card))[item.ability ?? -1];
  if (ability?.kind !== 'activated') return [];
  return keywordsNow(host, ability.keywords ?? [], { controller: item.controller, source: item.source, targets: item.targets });
}

/**
 * Whether `id` is what the target's `except` names ("another unit"): the source of the spell or
 * ability (`self`), or the object chosen for an earlier target.
 */
export function isExcepted(spec: TargetSpec, id: string, chosen: Readonly<Record<string, unknown>>, source: string | undefined): boolean {
  const { except } = spec;
  if (except === undefined) return false;
  return (except === 'self' ? source : chosen[except]) === id;
}

/**
 * Whether a unit is at the location of the object chosen for the earlier target its
 * `sameLocationAs` names ("a friendly unit and an enemy unit at the same battlefield", CR
 * 355.11.b); true when the target asks nothing of it.
 */
export function isWithAsAsked(host: RiftHost, spec: TargetSpec, id: string, chosen: Readonly<Record<string, unknown>>): boolean {
  const { sameLocationAs, acrossBaseOf, sameControllerAs } = spec;
  if (sameControllerAs !== undefined && !hasSameController(host, spec, id, chosen[sameControllerAs])) return false;
  if (acrossBaseOf !== undefined) return isAcrossBase(host, id, chosen[acrossBaseOf]);
  if (sameLocationAs === undefined) return true;
  const other = chosen[sameLocationAs];
  if (typeof other !== 'string') return false;
  // A battlefield where the unit chosen is ("to that enemy unit's battlefield").
  if (spec.select === 'battlefield') return unitLocation(host.state, other) === id;
  const at = unitLocation(host.state, id);
  // A unit's location, or the place a destination or battlefield target names ("at its destination").
  return at !== undefined && at === (unitLocation(host.state, other) ?? (other === 'base' || findBattlefield(host.state, other) !== undefined ? other : undefined));
}

/**
 * Whether an object is controlled by the controller of `unit` ("a unit and an Equipment with the
 * same controller"), or, for a destination, whether another unit of that controller is there
 * ("a location where there's a unit with the same controller"; the base is the unit's own).
 */
function hasSameController(host: RiftHost, spec: TargetSpec, id: string, unit: unknown): boolean {
  const { state } = host;
  const other = typeof unit === 'string' ? state.objects[unit] : undefined;
  if (other === undefined) return false;
  const { controller } = other;
  if (spec.select !== 'destination') return state.objects[id]?.controller === controller;
  const units = id === 'base' ? state.seats.find((s) => s.id === controller)?.base : findBattlefield(state, id)?.units;
  return units !== undefined && units.some((u) => u !== unit && state.objects[u]?.controller === controller);
}

/** Whether a move of `unit` to `destination` is "to or from its base": to its base from a battlefield, or from its base to a battlefield. */
function isAcrossBase(host: RiftHost, destination: string, unit: unknown): boolean {
  if (typeof unit !== 'string') return false;
  const at = unitLocation(host.state, unit);
  return at !== undefined && (at === 'base') !== (destination === 'base');
}

/** A player's legend (CR 107.4.b), whose its relation asks: it stands for its player, so "friendly" is its player's team. */
function isLegalLegend(state: RiftboundState, seat: SeatId, spec: TargetSpec, id: string): boolean {
  const owner = state.seats.find((s) => s.legendObject === id);
  if (owner === undefined || state.objects[id] === undefined) return false;
  const relation = spec.relation ?? 'any';
  if (relation === 'controlled') return owner.id === seat;
  if (relation === 'friendly') return sameTeam(state, seat, owner.id);
  if (relation === 'enemy') return !sameTeam(state, seat, owner.id);
  return true;
}

/** Every legal choice for a target, in a stable order; `source`: the object whose ability chooses ("another unit" is not it). */
export function targetCandidates(host: RiftHost, seat: SeatId, declared: TargetSpec, here: string | null = null, source?: string): string[] {
  const { state } = host;
  const spec = wholeTarget(declared);
  const pool =
    spec.or !== undefined
      ? alternativePool(state, spec)
      : spec.select === 'battlefield'
      ? state.battlefields.map((b) => b.id)
      : spec.select === 'destination'
        ? ['base', ...state.battlefields.map((b) => b.id)]
      : spec.select === 'spellOrAbility'
        ? state.chain.map((i) => i.id)
      : spec.select === 'spell' || spec.select === 'ability'
        ? state.chain.filter((i) => (i.kind === 'spell') === (spec.select === 'spell')).map((i) => i.id)
        : spec.select === 'gear'
          ? [...state.gear]
          : spec.select === 'legend'
            ? state.seats.map((s) => s.legendObject)
          : spec.select === 'location'
            ? unitPlayLocations(host, seat)
            : spec.select === 'card'
              ? zoneCardPool(host, seat, spec)
              : spec.select === 'anything'
                ? thingsOnBoard(state)
                : unitsOnBoard(state);
  return pool.filter((id) => isLegalWhole(host, seat, spec, id, here) && !(spec.except === 'self' && id === source));
}

/** Why the chosen targets are not acceptable, or undefined; `source`: the object whose ability chooses. */
export function targetsRefusal(host: RiftHost, seat: SeatId, specs: readonly TargetSpec[], chosen: unknown, here: string | null = null, source?: string): RuleViolation | undefined {
  const given = (chosen ?? {}) as Record<string, unknown>;
  if (typeof given !== 'object' || Array.isArray(given)) return refuse('MALFORMED_ACTION.targetsIsAn', 'docs/api.md#actions');
  for (const name of Object.keys(given)) {
    if (!specs.some((s) => s.name === name)) return refuse('UNKNOWN_TARGET.thisCardHas', 'docs/cards.md', { name: JSON.stringify(name) });
  }
  for (const declared of specs) {
    const spec = wholeTarget(declared);
    const id = given[spec.name];
    if (typeof id !== 'string') return refuse('MISSING_TARGET.chooseATarget', 'CR 307-313', { name: JSON.stringify(spec.name) });
    if (!isLegalWhole(host, seat, spec, id, here)) {
      return refuse('ILLEGAL_TARGET.notLegal', 'CR 307-313, CR 484.8', { id, relation: text(`relation.${spec.relation ?? 'any'}`), select: text(`select.${spec.select}`), name: JSON.stringify(spec.name) });
    }
    if (isExcepted(spec, id, given, source)) {
      return refuse('ILLEGAL_TARGET.notAnother', 'CR 355.9.b', { id, select: text(`select.${spec.select}`), name: JSON.stringify(spec.name), it: spec.except === 'self' ? text('theSource') : text('theChosen', { target: String(spec.except) }) });
    }
    if (!isAttachedAsAsked(host, spec, id, given, source)) {
      return refuse('ILLEGAL_TARGET.notAttached', 'CR 355.9.b', { id, to: spec.attachedTo === 'self' ? text('theSource') : text('theChosen', { target: String(spec.attachedTo) }), name: JSON.stringify(spec.name) });
    }
    if (!isWithAsAsked(host, spec, id, given)) {
      if (spec.acrossBaseOf !== undefined) return refuse('ILLEGAL_TARGET.isNotTo', 'CR 355.4', { id, acrossBaseOf: spec.acrossBaseOf, name: JSON.stringify(spec.name) });
      if (spec.sameControllerAs !== undefined && !hasSameController(host, spec, id, given[spec.sameControllerAs])) return refuse(spec.select === 'destination' ? 'ILLEGAL_TARGET.notWhereController' : 'ILLEGAL_TARGET.notSameController', 'CR 355.11.b', { id, target: spec.sameControllerAs, name: JSON.stringify(spec.name) });
      return refuse('ILLEGAL_TARGET.isNotAt', 'CR 355.11.b', { id, sameLocationAs: String(spec.sameLocationAs), name: JSON.stringify(spec.name) });
    }
  }
  return undefined;
}

/** `choice` with `name` chosen as `id`: set after the copy, where a computed key in the literal is a call into the runtime. */
function withTarget(choice: Record<string, string>, name: string, id: string): Record<string, string> {
  const next = { ...choice };
  next[name] = id;
  return next;
}

/** Every combination of legal targets (capped: legalActions lists at most `cap`); `source`: the object whose ability chooses. */
export function targetChoices(host: RiftHost, seat: SeatId, specs: readonly TargetSpec[], cap = 64, here: string | null = null, source?: string): Record<string, string>[] {
  let choices: Record<string, string>[] = [{}];
  for (const declared of specs) {
    if (choices.length === 0) break;
    const spec = wholeTarget(declared);
    const candidates = targetCandidates(host, seat, spec, here, source);
    const next: Record<string, string>[] = [];
    // Made only up to the cap: the combinations beyond it would be cut.
    for (let c = 0; c < choices.length && next.length < cap; c++) {
      const choice = choices[c] as Record<string, string>;
      for (let i = 0; i < candidates.length && next.length < cap; i++) {
        const id = candidates[i] as string;
        if ((spec.except === undefined || !isExcepted(spec, id, choice, source)) && isAttachedAsAsked(host, spec, id, choice, source) && isWithAsAsked(host, spec, id, choice)) next.push(withTarget(choice, spec.name, id));
      }
    }
    choices = next;
  }
  return choices;
}

/**
 * A spell or an ability on the chain as a `spellOrAbility` target asks: whose it is (`relation`,
 * by its controller) and what it chose (`chooses`).
 */
function isChainItemAsAsked(host: RiftHost, seat: SeatId, spec: TargetSpec, item: ChainItem): boolean {
  const { state } = host;
  const relation = spec.relation ?? 'any';
  const ours = item.controller === seat || sameTeam(state, seat, item.controller);
  if ((relation === 'enemy' && ours) || (relation === 'friendly' && !ours) || (relation === 'controlled' && item.controller !== seat)) return false;
  return spec.chooses === undefined || choseAsAsked(host, seat, spec.chooses, item);
}

/** Whether one of the item's targets is a unit or gear on the board, friendly or enemy to `seat`, as `chooses` asks. */
function choseAsAsked(host: RiftHost, seat: SeatId, chooses: NonNullable<TargetSpec['chooses']>, item: ChainItem): boolean {
  const { state } = host;
  return Object.values(item.targets).some((id) => {
    const obj = id === null || id === undefined ? undefined : state.objects[id];
    if (obj === undefined) return false;
    const kind = unitLocation(state, obj.id) !== undefined ? 'unit' : isGearOnBoard(state, obj.id) ? 'gear' : undefined;
    if (kind === undefined || !chooses.select.includes(kind)) return false;
    const friendly = obj.controller === seat || sameTeam(state, seat, obj.controller);
    return chooses.relation === 'friendly' ? friendly : !friendly;
  });
}
