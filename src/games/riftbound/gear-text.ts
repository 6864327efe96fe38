/**
 * Which text of a card is active, and where (CR 135.4, 136.2, 716-725): a gear's printed
 * abilities are inactive while it is attached, and its Effect Text is active only then,
 * appended to the unit it is attached to, with its Might Bonus (CR 137, 718.3-718.4).
 *
 * Abilities are numbered per object: the card's own abilities keep their index in its
 * `abilities`; the Effect Text of each gear attached follows, gear by gear in the order they
 * entered the board. An `activate` action names that number.
 */
import type { Ability, EquipCost, TargetSpec, Effect } from './card-schema.js';
import { EQUIPMENT_TAG } from './card-schema.js';
import { cardAbilities } from './keywords/handlers.js';
import { attachedTo } from './unit-cache.js';
import type { AbilityText, Card, ChainItem, ObjectId, RiftboundRules, RiftboundState } from './state.js';

export interface TextEntry {
  readonly ability: Ability;
  /** The card whose text holds the ability (a gear's, for appended Effect Text). */
  readonly card: string;
  /** Its index in that card's `abilities` or `effectText`. */
  readonly index: number;
  readonly text?: AbilityText;
  /** Its number on the object that has it now. */
  readonly slot: number;
  /** Inactive text is still there (CR 722) but does nothing (CR 721.2). */
  readonly active: boolean;
}

function cardDef(rules: RiftboundRules, id: string): Card | undefined {
  return rules.cardDb.cards.get(id);
}

/** The gear attached to `unit` (it is their Top-Most Card), in the order they entered the board. */
export function attachments(state: RiftboundState, unit: ObjectId): readonly ObjectId[] {
  return attachedTo(state, unit);
}

export function isGearOnBoard(state: RiftboundState, id: ObjectId): boolean {
  return state.gear.includes(id);
}

const NO_ENTRIES: readonly TextEntry[] = [];

/**
 * The lists {@link abilitiesOf} shares between the objects of a card (and between reads), sorted
 * by kind once. Not frozen, as no list kept for reuse is: V8 reads frozen arrays several times
 * slower, and their readonly types keep game code from writing them.
 */
const sharedLists = new WeakSet<readonly TextEntry[]>();
sharedLists.add(NO_ENTRIES);

function shared(list: readonly TextEntry[]): readonly TextEntry[] {
  sharedLists.add(list);
  return list;
}

/** A card's own abilities as entries, active or not: the same for every object of that card, so made once. */
const ownEntries = new WeakMap<Card, { readonly active: readonly TextEntry[]; readonly inactive: readonly TextEntry[] }>();

function entriesOfCard(cardId: string, def: Card, active: boolean): readonly TextEntry[] {
  let entries = ownEntries.get(def);
  if (entries === undefined) {
    // Printed abilities, then those its keywords stand for (Deathknell, Vision).
    const own = cardAbilities(def);
    const make = (on: boolean) => shared(own.map((ability, index) => Object.freeze({ ability, card: cardId, index, slot: index, active: on })));
    entries = { active: make(true), inactive: make(false) };
    ownEntries.set(def, entries);
  }
  return active ? entries.active : entries.inactive;
}

/** Every ability an object has now: its own, then the Effect Text appended to it. */
export function abilitiesOf(rules: RiftboundRules, state: RiftboundState, id: ObjectId): readonly TextEntry[] {
  const obj = state.objects[id];
  if (!obj) return NO_ENTRIES;
  const def = cardDef(rules, obj.card);
  // A gear's own text is inactive while it is attached (CR 718.2).
  const ownActive = !(obj.attachedTo !== undefined && isGearOnBoard(state, id));
  const own = def ? entriesOfCard(obj.card, def, ownActive) : NO_ENTRIES;
  const attached = attachments(state, id);
  if (attached.length === 0) return own;
  const out: TextEntry[] = [...own];
  for (const gear of attached) {
    const gearCard = state.objects[gear]?.card as string;
    (cardDef(rules, gearCard)?.effectText ?? []).forEach((ability, index) => {
      out.push({ ability, card: gearCard, index, text: 'effect', slot: out.length, active: true });
    });
  }
  return out;
}

/** A text entry whose ability is of kind `K`. */
export type EntryOf<K extends Ability['kind']> = TextEntry & { readonly ability: Extract<Ability, { kind: K }> };

/** A list of entries sorted by kind: all of them, and the active ones; a kind with none is absent. */
export interface EntriesByKind {
  readonly all: ReadonlyMap<Ability['kind'], readonly TextEntry[]>;
  readonly active: ReadonlyMap<Ability['kind'], readonly TextEntry[]>;
}

/** The shared lists, sorted by kind. */
const sortedLists = new WeakMap<readonly TextEntry[], EntriesByKind>();

/**
 * The entries of `entries` (a list {@link abilitiesOf} returned) by kind of ability. Asked for
 * every object on the board (which have passives, which can be activated) while most have none.
 */
export function entriesByKind(entries: readonly TextEntry[]): EntriesByKind {
  if (!sharedLists.has(entries)) return sortEntries(entries);
  let sorted = sortedLists.get(entries);
  if (sorted === undefined) sortedLists.set(entries, (sorted = sortEntries(entries)));
  return sorted;
}

function sortEntries(entries: readonly TextEntry[]): EntriesByKind {
  const all = new Map<Ability['kind'], TextEntry[]>();
  const active = new Map<Ability['kind'], TextEntry[]>();
  const add = (into: Map<Ability['kind'], TextEntry[]>, entry: TextEntry) => {
    const list = into.get(entry.ability.kind);
    if (list === undefined) into.set(entry.ability.kind, [entry]);
    else list.push(entry);
  };
  for (const entry of entries) {
    add(all, entry);
    if (entry.active) add(active, entry);
  }
  return { all, active };
}

const NO_KIND: readonly TextEntry[] = [];

/**
 * The entries of `entries` (a list {@link abilitiesOf} returned) whose ability is of kind
 * `kind`, the inactive ones too unless `activeOnly`.
 */
export function entriesOfKind<K extends Ability['kind']>(entries: readonly TextEntry[], kind: K, activeOnly = false): readonly EntryOf<K>[] {
  const sorted = entriesByKind(entries);
  return ((activeOnly ? sorted.active : sorted.all).get(kind) ?? NO_KIND) as readonly EntryOf<K>[];
}

/** The sum of the Might Bonuses of the gear attached to `unit` (CR 137.3, 718.4). */
export function mightBonus(rules: RiftboundRules, state: RiftboundState, unit: ObjectId): number {
  return attachments(state, unit).reduce((sum, g) => sum + (cardDef(rules, state.objects[g]?.card ?? '')?.mightBonus ?? 0), 0);
}

export function isEquipment(card: Card | undefined): boolean {
  return card?.tags?.includes(EQUIPMENT_TAG) === true;
}

/** The definition of a chain item that is an ability of a gear's Effect Text appended to its unit, or undefined. */
export function effectTextDefinition(rules: RiftboundRules, item: Pick<ChainItem, 'card' | 'ability' | 'text'>): { effects: readonly Effect[]; targets: readonly TargetSpec[] } | undefined {
  if (item.text !== 'effect') return undefined;
  const ability = cardDef(rules, item.card)?.effectText?.[item.ability ?? -1];
  if (!ability || ability.kind === 'passive') return undefined;
  return { effects: ability.effects, targets: ability.kind === 'activated' ? (ability.targets ?? []) : [] };
}

/** A gear's Equip abilities, in printed order: none, one, or several (CR 818.4). */
export function equipAbilitiesOf(rules: RiftboundRules, cardId: string): readonly EquipCost[] {
  const equip = cardDef(rules, cardId)?.equip;
  return equip === undefined ? [] : Array.isArray(equip) ? equip : [equip as EquipCost];
}

/** The cost of a gear's Equip ability `instance` (its first by default), if it has one. */
export function equipCostOf(rules: RiftboundRules, cardId: string, instance = 0): EquipCost | undefined {
  return equipAbilitiesOf(rules, cardId)[instance];
}
