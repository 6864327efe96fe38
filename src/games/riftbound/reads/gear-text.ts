/**
 * Which text of a card is active, and where (CR 135.4, 136.2, 716-725): a gear's printed
 * abilities are inactive while it is attached, and its Effect Text is active only then,
 * appended to the unit it is attached to, with its Might Bonus (CR 137, 718.3-718.4).
 *
 * Abilities are numbered per object: the card's own abilities keep their index in its
 * `abilities`; the Effect Text of each gear attached follows, gear by gear in the order they
 * entered the board. An `activate` action names that number.
 */
import type { Ability, EquipCost, TargetSpec, Effect } from '../schema/card-schema.js';
import { EQUIPMENT_TAG } from '../schema/card-schema.js';
import { cardFacts, type CardFacts } from './card-facts.js';
import { attachedTo } from './unit-cache.js';
import type { AbilityText, Card, ChainItem, GameObject, ObjectId, RiftboundRules, RiftboundState } from '../state/state.js';

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
 * The lists shared between objects and reads (a card's own text), sorted by kind once. Not
 * frozen, as no list kept for reuse is: V8 reads frozen arrays several times slower, and their
 * readonly types keep game code from writing them.
 */
const sortedLists = new WeakMap<readonly TextEntry[], EntriesByKind>();
sortedLists.set(NO_ENTRIES, sortEntries(NO_ENTRIES));

/** A card's own text as entries, active or not: the same for every object of that card, so made once (reads/card-facts.ts). */
export interface OwnText {
  readonly entries: readonly TextEntry[];
  /** Its active entries by kind, as a list: the board's text is made of these, walked without a map's iterator. */
  readonly activeKinds: readonly KindEntries[];
}

/** The entries of one kind of ability among an object's text entries. */
export interface KindEntries {
  readonly kind: Ability['kind'];
  readonly entries: readonly TextEntry[];
}

/** The own text of the card `cardId`, whose abilities (printed, then those its keywords stand for) are `abilities`. */
export function ownText(cardId: string, abilities: readonly Ability[], active: boolean): OwnText {
  const entries = abilities.map((ability, index): TextEntry => Object.freeze({ ability, card: cardId, index, slot: index, active }));
  const sorted = sortEntries(entries);
  sortedLists.set(entries, sorted);
  return { entries, activeKinds: kindsOf(sorted.active) };
}

function kindsOf(byKind: ReadonlyMap<Ability['kind'], readonly TextEntry[]>): readonly KindEntries[] {
  return [...byKind].map(([kind, entries]) => ({ kind, entries }));
}

/** Every ability an object has now: its own, then the Effect Text appended to it. */
export function abilitiesOf(rules: RiftboundRules, state: RiftboundState, id: ObjectId): readonly TextEntry[] {
  const obj = state.objects[id];
  if (!obj) return NO_ENTRIES;
  const own = ownTextOf(rules, state, obj)?.entries ?? NO_ENTRIES;
  const attached = attachments(state, id);
  if (attached.length === 0) return own;
  const out: TextEntry[] = [...own];
  for (const gear of attached) {
    const gearCard = state.objects[gear]?.card as string;
    (cardFacts(rules, gearCard)?.effectText ?? []).forEach((ability, index) => {
      out.push({ ability, card: gearCard, index, text: 'effect', slot: out.length, active: true });
    });
  }
  return out;
}

/** An object's own text, active or not: a gear's own text is inactive while it is attached (CR 718.2). */
function ownTextOf(rules: RiftboundRules, state: RiftboundState, obj: GameObject): OwnText | undefined {
  const facts = cardFacts(rules, obj.card);
  return facts === undefined ? undefined : ownTextWith(state, obj, facts);
}

/** {@link ownTextOf} `obj`, whose card's facts are `facts`. */
function ownTextWith(state: RiftboundState, obj: GameObject, facts: CardFacts): OwnText {
  return obj.attachedTo !== undefined && isGearOnBoard(state, obj.id) ? facts.inactive : facts.active;
}

const NO_KINDS: readonly KindEntries[] = [];

/**
 * The active entries of {@link abilitiesOf} `id` by kind, a kind with none left out. Asked for
 * every object whose text applies on the board, while most have only their card's own text.
 * `attached` is the gear attached to it, when the caller has it at hand.
 */
export function activeKindsOf(rules: RiftboundRules, state: RiftboundState, id: ObjectId, attached: readonly ObjectId[] = attachments(state, id)): readonly KindEntries[] {
  const obj = state.objects[id];
  if (!obj) return NO_KINDS;
  if (attached.length === 0) return ownTextOf(rules, state, obj)?.activeKinds ?? NO_KINDS;
  return kindsOf(entriesByKind(abilitiesOf(rules, state, id)).active);
}

/** {@link activeKindsOf} `obj`, whose card's facts are `facts` and the gear attached to it `attached` (a unit on the board, read from its place). */
export function activeKindsWith(rules: RiftboundRules, state: RiftboundState, obj: GameObject, facts: CardFacts, attached: readonly ObjectId[]): readonly KindEntries[] {
  if (attached.length === 0) return ownTextWith(state, obj, facts).activeKinds;
  return kindsOf(entriesByKind(abilitiesOf(rules, state, obj.id)).active);
}

/** A text entry whose ability is of kind `K`. */
export type EntryOf<K extends Ability['kind']> = TextEntry & { readonly ability: Extract<Ability, { kind: K }> };

/** A list of entries sorted by kind: all of them, and the active ones; a kind with none is absent. */
export interface EntriesByKind {
  readonly all: ReadonlyMap<Ability['kind'], readonly TextEntry[]>;
  readonly active: ReadonlyMap<Ability['kind'], readonly TextEntry[]>;
}

/**
 * The entries of `entries` (a list {@link abilitiesOf} returned) by kind of ability: sorted once
 * for a card's own text, which most objects have alone.
 */
export function entriesByKind(entries: readonly TextEntry[]): EntriesByKind {
  return sortedLists.get(entries) ?? sortEntries(entries);
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

/** The sum of the Might Bonuses of the gear attached to `unit` (CR 137.3, 718.4), an Equipment's doubled by the unit's own passive that says so. */
export function mightBonus(rules: RiftboundRules, state: RiftboundState, unit: ObjectId): number {
  const gearAttached = attachments(state, unit);
  if (gearAttached.length === 0) return 0;
  const factor = cardFacts(rules, state.objects[unit]?.card ?? '')?.equipmentMightFactor ?? 1;
  let sum = 0;
  for (const gear of gearAttached) {
    const facts = cardFacts(rules, state.objects[gear]?.card ?? '');
    if (facts !== undefined) sum += facts.equipment ? facts.mightBonus * factor : facts.mightBonus;
  }
  return sum;
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
