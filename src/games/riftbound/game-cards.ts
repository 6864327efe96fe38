/**
 * The cards of one game: those of its objects (decks, legends, champions, runes, and the tokens
 * made so far), of its battlefields, and every card those name (the tokens they make, and the
 * cards those name in turn). A mode's card database may hold many more (a set of hundreds
 * imported as rule overrides), so "does some card use this mechanism?" is asked of these: a
 * mechanism no card of the game uses then costs it nothing, whatever else the database holds.
 *
 * An object's card never changes and objects are only added (each through a new object id), so
 * the list stays valid while the state's object record, its next object id and its battlefields
 * are the same; it is kept with the object record (never in a table keyed by the game's input).
 * A token's card is in it before the token is (its maker names it): a read made while the token
 * is being made, between its id and its object, sees it.
 */
import type { BattlefieldState, Card, RiftboundRules, RiftboundState } from './state.js';

interface GameCards {
  /** The state's next object id when the objects were last looked at. */
  nextObjectId: number;
  readonly battlefields: readonly BattlefieldState[];
  readonly cardDb: RiftboundRules['cardDb'];
  /** The card ids of the game, as its objects and cards name them (some may be aliases). */
  readonly ids: ReadonlySet<string>;
  readonly cards: readonly Card[];
  /** What was derived from {@link cards}, by the function that derived it. */
  readonly derived: Map<(cards: readonly Card[]) => unknown, unknown>;
}

const byObjects = new WeakMap<RiftboundState['objects'], GameCards>();

function gameCards(state: RiftboundState, rules: RiftboundRules): GameCards {
  const kept = byObjects.get(state.objects);
  if (kept !== undefined && kept.battlefields === state.battlefields && kept.cardDb === rules.cardDb && !madeOtherCards(state, kept)) return kept;
  const ids = new Set<string>();
  for (const id in state.objects) ids.add((state.objects[id] as { card: string }).card);
  for (const bf of state.battlefields) ids.add(bf.card);
  const cards: Card[] = [];
  // The set grows as it is walked: the cards each card names are walked in turn.
  for (const id of ids) {
    const def = rules.cardDb.cards.get(id);
    if (def === undefined) continue;
    cards.push(def);
    for (const named of cardsNamedBy(def)) ids.add(named);
  }
  const made: GameCards = { nextObjectId: lookedUpTo(state), battlefields: state.battlefields, cardDb: rules.cardDb, ids, cards, derived: new Map() };
  byObjects.set(state.objects, made);
  return made;
}

/**
 * Whether an object made since `kept` was made has a card it does not hold. Objects are made
 * with the ids numbered from the next object id (mechanics/zones.ts), so only those are looked
 * at; a token's card is usually held already (its maker names it), and then what was derived
 * stays.
 */
function madeOtherCards(state: RiftboundState, kept: GameCards): boolean {
  const next = state.nextObjectId;
  if (kept.nextObjectId === next) return false;
  for (let n = kept.nextObjectId; n < next; n++) {
    const obj = state.objects[`o${n}`];
    if (obj !== undefined && !kept.ids.has(obj.card)) return true;
  }
  kept.nextObjectId = lookedUpTo(state);
  return false;
}

/** The next object id, less the last one taken while its object is missing: a token still being made (or one already gone) is looked at again next time. */
function lookedUpTo(state: RiftboundState): number {
  const next = state.nextObjectId;
  return next > 1 && state.objects[`o${next - 1}`] === undefined ? next - 1 : next;
}

const namedBy = new WeakMap<Card, readonly string[]>();

/** The card ids a card names (the `card` of its steps and keywords: the tokens it makes), found once per card. */
function cardsNamedBy(def: Card): readonly string[] {
  let named = namedBy.get(def);
  if (named === undefined) {
    const found = new Set<string>();
    collectCardFields(def, found);
    named = [...found];
    namedBy.set(def, named);
  }
  return named;
}

function collectCardFields(node: unknown, out: Set<string>): void {
  if (Array.isArray(node)) for (const item of node) collectCardFields(item, out);
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'card' && typeof value === 'string') out.add(value);
      else collectCardFields(value, out);
    }
  }
}

/**
 * `derive` of the cards of the game `state` is in, worked out once while those stay the same.
 * `derive` must be a function made once (a module's own), as it keys what is kept.
 */
export function ofGameCards<T>(state: RiftboundState, rules: RiftboundRules, derive: (cards: readonly Card[]) => T): T {
  const entry = gameCards(state, rules);
  if (entry.derived.has(derive)) return entry.derived.get(derive) as T;
  const value = derive(entry.cards);
  entry.derived.set(derive, value);
  return value;
}
