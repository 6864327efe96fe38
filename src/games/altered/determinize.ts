/**
 * A full Altered state consistent with what one seat may see, for search (information-set
 * sampling). What is public is copied from the seat's view; what it cannot see is sampled:
 * other hands, decks and mana orbs (facedown cards) drawn from a ready-made deck of the seat's
 * hero (public card data) less the cards of that seat already seen; the facedown Tumult cards
 * of the adventure laid out afresh. Bookkeeping the view leaves out (timestamps, activations,
 * rest plans) starts empty. The true state is never read.
 */
import { randomInt, shuffle, type RngState } from '../../engine/game/rng.js';
import { layAdventure } from './setup.js';
import { alteredObjectFrom, emptyBookkeeping, publicSeatParts, idRecord, newAlteredObject, type AlteredObject, type AlteredRules, type AlteredSeat, type AlteredState, type Emblem, type NextPlay } from './state/state.js';

/** The parts of the Altered view a determinization reads. */
export interface AlteredView {
  readonly machine: string;
  readonly day: number;
  readonly firstPlayer: string;
  readonly current: string;
  /** Absent from the views of older versions. */
  readonly turnEnded?: boolean;
  readonly arena: boolean;
  readonly winner: string | null;
  readonly conceded: readonly string[];
  readonly limbo: readonly Emblem[];
  readonly choice: { readonly seat: string; readonly effect: NonNullable<AlteredState['resolving']>['effects'][number]; readonly roll?: NonNullable<AlteredState['resolving']>['pendingRoll']; readonly leave?: string } | null;
  readonly regions: readonly ({ readonly faceDown: true } | { readonly faceDown: false; readonly terrains: AlteredState['regions'][number]['terrains'] })[];
  readonly seats: readonly {
    readonly id: string;
    readonly name: string;
    readonly hero: string | null;
    readonly hand: readonly string[] | null;
    readonly handSize: number;
    readonly deckSize: number;
    readonly mana: { readonly ready: number; readonly exhausted: number };
    readonly reserve: readonly string[];
    readonly landmarks: readonly string[];
    readonly permanents: readonly string[];
    readonly discard: readonly string[];
    readonly expedition: readonly string[];
    readonly track: readonly number[];
    readonly position: AlteredSeat['position'];
    readonly passed: boolean;
  }[];
  readonly objects: Readonly<Record<string, AlteredObject & { keywords?: unknown; stats?: unknown }>>;
  /** Absent from the views of older versions. */
  readonly nextPlays?: readonly NextPlay[];
}

function take(pool: string[], n: number, rng: RngState, fallback: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    if (pool.length > 0) out.push(pool.splice(randomInt(rng, pool.length), 1)[0] as string);
    else if (fallback.length > 0) out.push(fallback[randomInt(rng, fallback.length)] as string);
  }
  return out;
}

export function determinizeAltered(view: AlteredView, seatId: string, rules: AlteredRules, rng: RngState): AlteredState {
  const objects = idRecord<AlteredObject>();
  for (const [id, o] of Object.entries(view.objects)) {
    // Characteristics as passives make them are part of the view, not of the object.
    const { keywords: _k, stats: _s, ...plain } = o;
    objects[id] = alteredObjectFrom(plain);
  }
  let fresh = 0;
  const make = (card: string, owner: string): string => {
    let id: string;
    do id = `x${++fresh}`;
    while (objects[id] !== undefined);
    objects[id] = newAlteredObject(id, card, owner);
    return id;
  };
  const seenBy = new Map<string, string[]>();
  for (const o of Object.values(objects)) seenBy.set(o.owner, [...(seenBy.get(o.owner) ?? []), o.card]);
  const decks = [...rules.cardDb.decks.values()];
  const order = view.seats.map((s) => s.id);
  const first = order.indexOf(view.firstPlayer);
  const inManaPhase = view.machine.includes('mana');
  const seats: AlteredSeat[] = view.seats.map((s, i) => {
    const same = decks.filter((d) => d.hero === s.hero);
    const pool = same.length > 0 ? same : decks;
    const deck = pool[randomInt(rng, pool.length)];
    const all = (deck?.cards ?? []).flatMap((e) => Array.from({ length: e.count }, () => e.card));
    const left = [...all];
    for (const card of seenBy.get(s.id) ?? []) {
      const at = left.indexOf(card);
      if (at >= 0) left.splice(at, 1);
    }
    const known = s.hand ?? [];
    const hand = [...known, ...take(left, s.handSize - known.length, rng, all).map((c) => make(c, s.id))];
    const mana = [
      ...take(left, s.mana.ready, rng, all).map((c) => ({ id: make(c, s.id), exhausted: false })),
      ...take(left, s.mana.exhausted, rng, all).map((c) => ({ id: make(c, s.id), exhausted: true })),
    ];
    const deckIds = shuffle(rng, take(left, s.deckSize, rng, all).map((c) => make(c, s.id)));
    // In a mana phase the seats place theirs in initiative order, and the deciding seat is the
    // first that has not: those before it have.
    const turnIndex = (i - first + order.length) % order.length;
    const currentIndex = (order.indexOf(seatId) - first + order.length) % order.length;
    return {
      id: s.id,
      name: s.name,
      hero: s.hero,
      deck: deckIds,
      hand,
      mana,
      ...publicSeatParts(s),
      manaDone: inManaPhase ? turnIndex < currentIndex || s.passed : true,
      handKnownBy: {},
    };
  });
  // Facedown Tumult cards are unknown: a fresh layout, with the revealed regions as seen.
  const tumults = shuffle(rng, rules.adventure.tumults.map((_, i) => i));
  const flips = tumults.map(() => randomInt(rng, 2) === 1);
  const laid = layAdventure(rules, (pile) => ({ tumult: tumults[pile] ?? pile, reversed: flips[pile] ?? false }), true);
  const regions = laid.regions.map((r, i) => {
    const seen = view.regions[i];
    return seen && !seen.faceDown ? { ...r, faceDown: false, terrains: structuredClone(seen.terrains) } : r;
  });
  const maxTimestamp = Math.max(0, ...Object.values(objects).map((o) => o.timestamp ?? 0));
  return {
    rng: [...rng] as RngState,
    day: view.day,
    firstPlayer: view.firstPlayer,
    current: view.current,
    arena: view.arena,
    seats,
    regions,
    objects,
    nextTimestamp: maxTimestamp + 1,
    ...emptyBookkeeping(),
    turnEnded: view.turnEnded ?? false,
    winner: view.winner,
    conceded: [...view.conceded],
    limbo: structuredClone(view.limbo) as Emblem[],
    nextEmblem: view.limbo.length + 1,
    nextToken: Math.max(0, ...Object.keys(objects).filter((id) => /^T\d+$/.test(id)).map((id) => Number(id.slice(1)))) + 1,
    nextPlays: structuredClone(view.nextPlays ?? []) as NextPlay[],
    // Dice waiting to be kept, and a character whose leaving its controller may replace, are public (mechanics/roll-modifiers.ts, leave-replacement.ts): the sample waits for the same choice.
    resolving: view.choice ? { seat: view.choice.seat, effects: [structuredClone(view.choice.effect)], target: null, me: null, ...(view.choice.roll ? { pendingRoll: structuredClone(view.choice.roll) } : {}), ...(view.choice.leave ? { asking: view.choice.leave } : {}) } : null,
  };
}
