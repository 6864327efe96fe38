/**
 * Activating an ability of a unit you control, of your gear (CR 150; inactive while it is
 * attached, CR 718.2) or of your legend (CR 377; legends, CR 173.8): pay its cost (exhaust the unit or legend, Energy, Power, kill the
 * unit or gear) and choose its targets;
 * it goes on the chain, except an ability that only adds resources, which resolves at once
 * (CR 377.4).
 */
import type { Ability, Domain } from '../schema/card-schema.js';
import { addToChain, newChainId, resolveAtOnce } from '../mechanics/chain.js';
import { conditionHolds } from '../reads/card-conditions.js';
import { inactiveRefusal, isActive } from '../cards/dependent.js';
import { isResourceAbility } from '../mechanics/effects.js';
import { canPay, isPaymentPlan, pay, paymentFor } from '../mechanics/resources.js';
import { timingAllows, timingRefusal } from '../mechanics/timing.js';
import { grantedTimingRefusal, possibleKeywords } from '../mechanics/timing-keywords.js';
import { abilitiesOf, entriesOfKind, isGearOnBoard, type EntryOf } from '../reads/gear-text.js';
import { gearLocation, killGear } from '../mechanics/gear.js';
import { killUnit } from '../mechanics/zones.js';
import { spendBuff } from '../mechanics/buffs.js';
import { asksCards, canPayCards, cardCostChoices, cardCostRefusal, payCardCosts } from '../mechanics/activation-costs.js';
import { boardEntriesOfKind, cardOf, legendObjects, object, unitLocation, type RiftHost } from '../reads/queries.js';
import { announce } from '../mechanics/trigger-events.js';
import { cardAllowsUse, noteUse, usedUp } from '../mechanics/ability-limits.js';
import { surchargeOf, withAnyPower } from '../mechanics/choice-surcharge.js';
import { wholeChainItem, type ResourceUse, type SeatId, type Cost } from '../state/state.js';
import { choicesOf, choicesRefusal, enumerateTargets } from './choices.js';
import { riftAction, groups, id, ids, index, indexes, payment, stringField, targets } from './fields.js';
import { useInvitation } from './team.js';
import { splitGroupChoices, splitGroupsOf, splitGroupsRefusal, splitSteps } from '../mechanics/split-damage.js';
import { choosableModes, modeDefinition, modeRefusal, noteMode, type ModalSource } from '../mechanics/ability-modes.js';
import { refuse } from '../i18n/messages.js';
import type { ActivateAction } from '../../../types/riftbound.js';

type Activated = Extract<Ability, { kind: 'activated' }>;

type ActivatedEntry = EntryOf<'activated'>;

/** The activated abilities an object has, numbered as `activate` names them (reads/gear-text.ts). */
function activatedAbilities(host: RiftHost, source: string): readonly ActivatedEntry[] {
  return entriesOfKind(abilitiesOf(host.rules, host.state, source), 'activated');
}

const NO_POWER: readonly Domain[] = [];

/** Its cost before choices: exhausting and killing aside, Energy, Power (a domain or any, per symbol) and XP. */
function printedCost(ability: Activated): Cost {
  return { energy: ability.cost.energy ?? 0, power: ability.cost.power ?? NO_POWER, xp: ability.cost.xp ?? 0 };
}

/** Its cost with the choices made: Deflect's Power for each opposing permanent it chooses, split units included (CR 809.1.c, 355.14.a). */
function costOf(host: RiftHost, seat: SeatId, ability: Activated, targets: unknown, split: unknown): Cost {
  return withAnyPower(printedCost(ability), surchargeOf(host, seat, targets, split));
}

/**
 * An ability that may be activated only while its condition holds ("only while I'm alone", CR
 * 741), or while its card's condition on all its abilities does ("Use my abilities only while
 * ...", mechanics/ability-limits.ts).
 */
function conditionMet(host: RiftHost, seat: SeatId, source: string, ability: Activated): boolean {
  const byCard = host.state.objects[source] !== undefined && cardOf(host, source).abilityUse !== undefined;
  if (ability.condition === undefined && !byCard) return true;
  const where = unitLocation(host.state, source) ?? gearLocation(host, source);
  const here = where === 'base' || where === undefined ? null : where;
  return (ability.condition === undefined || conditionHolds(host, ability, { controller: seat, source, here })) && (!byCard || cardAllowsUse(host, seat, source, here));
}

/** Why the ability may not be activated now for its condition ({@link conditionMet}): worded only when an action is checked, never while listing. */
function conditionRefusal(host: RiftHost, seat: SeatId, source: string, ability: Activated) {
  if (conditionMet(host, seat, source, ability)) return undefined;
  return ability.text ? refuse('CONDITION_NOT_MET.quoted', 'CR 741, CR 377', { source, text: ability.text }) : refuse('CONDITION_NOT_MET', 'CR 741, CR 377', { source });
}

/** The ability as the chain item it becomes, for the checks of its split groups (CR 355.14 applies to abilities too). */
function asItem(host: RiftHost, seat: SeatId, source: string) {
  const where = unitLocation(host.state, source) ?? gearLocation(host, source);
  return { kind: 'activated' as const, controller: seat, source, here: where === 'base' || where === undefined ? null : where };
}

/** A gear's abilities may be paid with resources added only for gear (CR 165.1): "Use only to play gear or use gear abilities". */
function resourceUse(host: RiftHost, source: string): ResourceUse | undefined {
  return isGearOnBoard(host.state, source) ? 'gear' : undefined;
}

/** Where the record of a modal ability's modes is kept: the object and which ability of its card. */
function modalSource(source: string, entry: ActivatedEntry): ModalSource {
  return { source, card: entry.card, index: entry.index };
}

/** The modes that may be chosen as the ability is activated (CR 355.3), or [undefined] for an ability without modes. */
function modesToChoose(host: RiftHost, source: string, entry: ActivatedEntry): (number | undefined)[] {
  return entry.ability.modes === undefined ? [undefined] : choosableModes(host, modalSource(source, entry), entry.ability);
}

/** Whether the ability may be activated now, choices aside: the cheapest questions first (listing asks this of every ability in play). */
function usable(host: RiftHost, seat: SeatId, unit: string, entry: ActivatedEntry): boolean {
  const { ability, card, index } = entry;
  if (usedUp(host, unit, card, index, ability)) return false;
  if (modesToChoose(host, unit, entry).length === 0) return false;
  if (ability.cost.exhaust && object(host.state, unit).exhausted) return false;
  if (ability.cost.spendBuff && object(host.state, unit).buffed !== true) return false;
  if (!timingAllows(host, possibleKeywords(ability.keywords ?? []))) return false;
  if (!isActive(host.state, ability, seat, unit)) return false;
  if (!conditionMet(host, seat, unit, ability)) return false;
  if (asksCards(ability.cost) && !canPayCards(host, seat, ability.cost)) return false;
  return canPay(host, seat, printedCost(ability), resourceUse(host, unit));
}

export const activate = riftAction({
  type: 'activate',
  description: 'Activate an ability of a unit you control or of your legend: pay its cost and choose its targets.',
  fields: { properties: { source: id, ability: index, mode: index, targets, decline: indexes, split: groups, recycleTrash: ids, kill: id, discard: ids, payment }, required: ['source', 'ability'] },
  enumerate(host, seatId) {
    const out: ActivateAction[] = [];
    for (const { source: unit, entries } of boardEntriesOfKind(host, 'activated')) {
      if (object(host.state, unit).controller !== seatId) continue;
      for (const entry of entries) {
        const { slot: index, ability } = entry;
        if (!usable(host, seatId, unit, entry)) continue;
        for (const mode of modesToChoose(host, unit, entry)) {
          const chosen = modeDefinition(ability, mode);
          const steps = splitSteps(chosen.effects);
          const groups = steps.length === 0 ? [undefined] : splitGroupChoices(host, asItem(host, seatId, unit), steps);
          for (const targets of enumerateTargets(host, seatId, chosen.targets, null, unit)) {
            for (const split of groups) {
              if (grantedTimingRefusal(host, ability.keywords ?? [], [], { controller: seatId, source: unit, ...(targets ? { targets } : {}) })) continue;
              // Its cost before choices was found payable (usable): asked again only when Deflect adds to it.
              const extra = targets || split ? surchargeOf(host, seatId, targets, split) : 0;
              if (extra > 0 && !canPay(host, seatId, withAnyPower(printedCost(ability), extra), resourceUse(host, unit))) continue;
              for (const cards of cardCostChoices(host, seatId, ability.cost)) {
                out.push({ type: 'activate', seat: seatId, source: unit, ability: index, ...(mode === undefined ? {} : { mode }), ...(targets ? { targets } : {}), ...(split ? { split } : {}), ...cards });
              }
            }
          }
        }
      }
    }
    return out;
  },
  check(host, action) {
    const malformed = stringField(action, 'source');
    if (malformed) return malformed;
    const unit = action['source'] as string;
    const obj = host.state.objects[unit];
    const legend = legendObjects(host.state).includes(unit);
    const gear = isGearOnBoard(host.state, unit);
    if (!obj || (!legend && !gear && unitLocation(host.state, unit) === undefined)) return refuse('NOT_ON_BOARD', 'CR 377', { unit });
    if (obj.controller !== action.seat) {
      if (gear) return refuse('NOT_YOUR_GEAR', 'CR 150.2', { unit });
      return legend ? refuse('NOT_YOUR_LEGEND', 'CR 484.8.c', { unit }) : refuse('NOT_YOUR_UNIT', 'CR 484.8.c', { unit });
    }
    const index = action['ability'];
    // Read by index only when it is one: any other value (even an object) is simply no ability.
    const entry = typeof index === 'number' ? activatedAbilities(host, unit).find((e) => e.slot === index) : undefined;
    if (!entry) {
      const which = typeof action['ability'] === 'number' ? String(action['ability']) : 'of that index';
      return refuse('NO_SUCH_ABILITY', 'docs/cards.md', { unit, which });
    }
    if (!entry.active) return refuse('ABILITY_INACTIVE', 'CR 718.2, CR 721.2', { unit });
    const ability = entry.ability;
    const inactive = inactiveRefusal(host.state, ability, action.seat, unit);
    if (inactive) return inactive;
    const unmet = conditionRefusal(host, action.seat, unit, ability);
    if (unmet) return unmet;
    if (usedUp(host, unit, entry.card, entry.index, ability)) return refuse('ALREADY_USED', 'CR 377', { unit });
    if (ability.cost.exhaust && obj.exhausted) {
      if (gear) return refuse('GEAR_EXHAUSTED', 'CR 150.2', { unit });
      return legend
        ? refuse('LEGEND_EXHAUSTED', 'CR 173.8', { unit })
        : refuse('UNIT_EXHAUSTED', 'CR 377', { unit });
    }
    if (ability.cost.spendBuff && obj.buffed !== true) return refuse('NOT_BUFFED', 'CR 702.2.b', { unit });
    const cards = cardCostRefusal(host, action.seat, ability.cost, action);
    if (cards) return cards;
    const timing = timingRefusal(host, possibleKeywords(ability.keywords ?? []));
    if (timing) return timing;
    const wrongMode = modeRefusal(host, modalSource(unit, entry), ability, action['mode']);
    if (wrongMode) return wrongMode;
    const chosen = modeDefinition(ability, action['mode'] as number | undefined);
    const choices = choicesRefusal(host, action, chosen.effects, chosen.targets, null, unit) ?? splitGroupsRefusal(host, asItem(host, action.seat, unit), splitSteps(chosen.effects), action['split']);
    if (choices) return choices;
    const targets = typeof action['targets'] === 'object' && action['targets'] !== null ? (action['targets'] as Record<string, unknown>) : {};
    const granted = grantedTimingRefusal(host, ability.keywords ?? [], [], { controller: action.seat, source: unit, targets });
    if (granted) return granted;
    const plan = paymentFor(host, action.seat, costOf(host, action.seat, ability, action['targets'], action['split']), action['payment'], resourceUse(host, unit));
    return isPaymentPlan(plan) ? undefined : plan;
  },
  perform: performActivate,
});

/** "Kill this" as a cost: the unit or gear dies (CR 357.2; a death replaced still pays it, 357.2.a). */
function killSource(host: RiftHost, source: string): void {
  if (unitLocation(host.state, source) !== undefined) killUnit(host, source);
  else killGear(host, source);
}

export function performActivate(host: RiftHost, action: ActivateAction): void {
  const entry = activatedAbilities(host, action.source).find((e) => e.slot === action.ability);
  if (!entry) throw new Error(`${action.source} lost its ability ${action.ability} between check and activation`);
  const ability = entry.ability;
  const plan = paymentFor(host, action.seat, costOf(host, action.seat, ability, action.targets, action.split), action.payment, resourceUse(host, action.source));
  if (!isPaymentPlan(plan)) throw new Error('the ability became unpayable between check and activation');
  // Where it is, read before a cost may take it off the board.
  const here = unitLocation(host.state, action.source) ?? gearLocation(host, action.source);
  if (ability.cost.exhaust) object(host.state, action.source).exhausted = true;
  pay(host, action.seat, plan);
  if (ability.cost.spendBuff) spendBuff(host, action.seat, action.source);
  if (asksCards(ability.cost)) payCardCosts(host, action.seat, ability.cost, action);
  if (ability.cost.killSelf) killSource(host, action.source);
  useInvitation(host, action.seat);
  noteUse(host, action.source, entry.card, entry.index, ability);
  noteMode(host, modalSource(action.source, entry), ability, action.mode);
  // An ability appended by a gear is that gear card's Effect Text (reads/gear-text.ts).
  const text = entry.text ? { text: entry.text } : {};
  const { effects } = modeDefinition(ability, action.mode);
  const steps = splitSteps(effects);
  const split = steps.length ? { split: splitGroupsOf(steps, action.split) } : {};
  const immediate = isResourceAbility(effects);
  const item = { kind: 'activated' as const, controller: action.seat, source: action.source, card: entry.card, ability: entry.index, ...text, ...choicesOf(action.mode, action.targets, action.decline), here: here === 'base' || here === undefined ? null : here, ...split, id: immediate ? 'immediate' : newChainId(host.state) };
  host.emit({ type: 'abilityActivated', seat: action.seat, source: action.source, ability: action.ability });
  // "When you use an activated ability of a gear": its abilities go on the chain above this one at the next cleanup.
  announce(host, { trigger: 'usesAbility', object: action.source, player: action.seat, here: item.here });
  // Resolved at once, without the chain: made whole as the chain would (state/state.ts, wholeChainItem).
  if (immediate) resolveAtOnce(host, wholeChainItem(item));
  else addToChain(host, item);
}
