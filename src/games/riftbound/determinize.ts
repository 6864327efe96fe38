/**
 * A full Riftbound state consistent with what one seat may see, for search (information-set
 * sampling). Everything public is copied from the seat's view; what is hidden from it (other
 * hands, every deck's order and contents, a facedown card of another player) is sampled: each
 * seat's cards are assumed to come from the ready-made deck of its legend (public card data),
 * less the cards of that seat already seen, shuffled with the search's own generator. The true
 * state is never read: the input is the view only.
 */
import { jsonCopy } from '../../engine/json/freeze.js';
import { randomInt, shuffle, type RngState } from '../../engine/game/rng.js';
import type { Deck } from './schema/card-schema.js';
import { gameObjectFrom, newGameObject, newShowdown, noQuestions, wholeChainItem, wholePendingTrigger, type BattlefieldState, type GameObject, type ReplacementOption, type RiftboundRules, type RiftboundState, type SeatState } from './state/state.js';

/** The parts of `riftboundView` a determinization reads. */
export interface RiftboundView {
  readonly viewer: string | null;
  readonly turn: RiftboundState['turn'];
  readonly seats: readonly (Omit<SeatState, 'deck' | 'runeDeck' | 'hand' | 'handKnownBy' | 'battlefieldChoices'> & {
    readonly hand: readonly string[] | null;
    readonly handSize: number;
    readonly deckSize: number;
    readonly runeDeckSize: number;
  })[];
  readonly teams: RiftboundState['teams'];
  readonly battlefields: readonly (Omit<BattlefieldState, 'hidden'> & { readonly hidden: { card: string | null; owner: string; turn: number } | null })[];
  readonly gear: readonly string[];
  readonly objects: Readonly<Record<string, GameObject>>;
  readonly showdown: RiftboundState['showdown'];
  readonly chain: RiftboundState['chain'];
  readonly priority: string | null;
  readonly triggers: RiftboundState['triggers'];
  readonly scoring: RiftboundState['scoring'];
  readonly winner: string | null;
  readonly invitation: RiftboundState['invitation'];
  readonly removed: RiftboundState['removed'];
  readonly turnQueue: { readonly additional: boolean; readonly upcoming: readonly { seat: string; additional: boolean }[] };
  readonly replacementChoice: {
    readonly seat: string;
    readonly kind: 'order' | 'which' | 'may';
    readonly units: readonly string[];
    readonly inCombat: boolean;
    readonly options: readonly ReplacementOption[];
  } | null;
}

/** The deck a seat is assumed to play: the ready-made deck of its legend, else any deck. */
function assumedDeck(rules: RiftboundRules, legend: string, rng: RngState): Deck | undefined {
  const decks = [...rules.cardDb.decks.values()];
  const same = decks.filter((d) => d.legend === legend);
  const pool = same.length > 0 ? same : decks;
  return pool.length === 0 ? undefined : pool[randomInt(rng, pool.length)];
}

/** The multiset of a list of `{card, count}` as one card id per copy. */
function copies(entries: readonly { card: string; count: number }[]): string[] {
  return entries.flatMap((e) => Array.from({ length: e.count }, () => e.card));
}

/** Removes one copy of each seen card from `pool` (cards not in it are ignored). */
function without(pool: string[], seen: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const card of seen) left.set(card, (left.get(card) ?? 0) + 1);
  return pool.filter((card) => {
    const n = left.get(card);
    if (n === undefined || n === 0) return true;
    left.set(card, n - 1);
    return false;
  });
}

/** `n` card ids drawn from `pool` without replacement while it lasts, then with. */
function draw(pool: string[], n: number, rng: RngState, fallback: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    if (pool.length > 0) out.push(pool.splice(randomInt(rng, pool.length), 1)[0] as string);
    else if (fallback.length > 0) out.push(fallback[randomInt(rng, fallback.length)] as string);
  }
  return out;
}

export function determinizeRiftbound(view: RiftboundView, seatId: string, rules: RiftboundRules, rng: RngState): RiftboundState {
  // The view's objects as the game holds its own (every field there): a playout on the state reads one shape of object.
  const objects: Record<string, GameObject> = {};
  // The view's count of a unit's Might is the game's to work out again, not a field of the object.
  for (const [id, { currentMight: _counted, ...obj }] of Object.entries(view.objects as Record<string, GameObject & { currentMight?: number }>)) objects[id] = gameObjectFrom(obj);
  let fresh = 0;
  const make = (card: string, owner: string): string => {
    let id: string;
    do id = `x${++fresh}`;
    while (objects[id] !== undefined);
    objects[id] = newGameObject(id, card, owner);
    return id;
  };
  // Cards of each owner already seen anywhere (board, trash, chain, hands shown, champion zone).
  const seenBy = new Map<string, string[]>();
  for (const obj of Object.values(objects)) {
    const seen = seenBy.get(obj.owner);
    if (seen === undefined) seenBy.set(obj.owner, [obj.card]);
    else seen.push(obj.card);
  }

  const battlefields: BattlefieldState[] = view.battlefields.map((bf) => ({ ...jsonCopy(bf), hidden: null }) as BattlefieldState);
  const seats: SeatState[] = view.seats.map((s) => {
    const deck = assumedDeck(rules, s.legend, rng);
    const main = copies(deck?.main ?? []);
    const runeList = copies(deck?.runes ?? []);
    const seen = seenBy.get(s.id) ?? [];
    const mainLeft = without(main, seen);
    const runesLeft = without(runeList, seen);
    const known = s.hand ?? [];
    const hand = [...known, ...draw(mainLeft, s.handSize - known.length, rng, main).map((c) => make(c, s.id))];
    const deckIds = shuffle(rng, draw(mainLeft, s.deckSize, rng, main).map((c) => make(c, s.id)));
    const runeDeck = shuffle(rng, draw(runesLeft, s.runeDeckSize, rng, runeList).map((c) => make(c, s.id)));
    // A facedown card of this seat another seat cannot see: one more card of its deck.
    view.battlefields.forEach((bf, i) => {
      if (bf.hidden?.owner === s.id) {
        const card = bf.hidden.card ?? make(draw(mainLeft, 1, rng, main)[0] ?? main[0] ?? s.legend, s.id);
        (battlefields[i] as BattlefieldState).hidden = { card, owner: s.id, turn: bf.hidden.turn };
      }
    });
    const { handShownTo } = s as typeof s & { handShownTo?: readonly string[] };
    // Which cards of a hand a teammate has seen: the deciding seat knows what it saw of theirs;
    // of its own, only who saw some (taken as the whole hand).
    const handKnownBy: Record<string, string[]> = {};
    if (s.id === seatId) for (const v of handShownTo ?? []) handKnownBy[v] = [...hand];
    else if (known.length > 0) handKnownBy[seatId] = [...known];
    // The fields in the order setup.ts makes them: a playout reads one shape of seat.
    return {
      id: s.id,
      name: s.name,
      team: s.team,
      legend: s.legend,
      legendObject: s.legendObject,
      championZone: [...s.championZone],
      chosenChampion: s.chosenChampion,
      battlefieldChoices: deck?.battlefields ?? [],
      deck: deckIds,
      runeDeck,
      hand,
      base: [...s.base],
      trash: [...s.trash],
      banishment: [...(s.banishment ?? [])],
      runes: [...s.runes],
      pool: jsonCopy(s.pool),
      turnsStarted: s.turnsStarted,
      mulliganDone: s.mulliganDone,
      handKnownBy,
      xp: s.xp,
      cardsPlayedThisTurn: undefined,
    };
  });

  // The turn order goes on after the seat before the first upcoming turn of the order.
  const ids = seats.map((s) => s.id);
  const nextInOrder = view.turnQueue.upcoming.find((t) => !t.additional)?.seat ?? view.turn.seat;
  const at = ids.indexOf(nextInOrder);
  const orderSeat = at < 0 ? view.turn.seat : (ids[(at - 1 + ids.length) % ids.length] as string);
  const chainNumbers = [...view.chain, ...view.triggers].map((c) => Number(c.id.slice(1))).filter(Number.isFinite);
  return {
    rng: [...rng] as RngState,
    turn: { ...view.turn },
    seats,
    teams: jsonCopy(view.teams) as RiftboundState['teams'],
    battlefields,
    objects,
    gear: [...view.gear],
    nextObjectId: Object.keys(objects).length + 1,
    showdown: view.showdown && { ...newShowdown(view.showdown.battlefield, view.showdown.attacker, view.showdown.defender), ...jsonCopy(view.showdown) },
    chain: (jsonCopy(view.chain) as RiftboundState['chain']).map(wholeChainItem),
    priority: view.priority,
    chainPasses: 0,
    chainOpenedByTrigger: false,
    triggers: (jsonCopy(view.triggers) as RiftboundState['triggers']).map(wholePendingTrigger),
    nextChainId: Math.max(0, ...chainNumbers) + 1,
    scoring: jsonCopy(view.scoring),
    winner: view.winner,
    drawn: false,
    invitation: view.invitation ? { ...view.invitation } : null,
    burnOutChoices: [],
    removed: jsonCopy(view.removed) as RiftboundState['removed'],
    mighty: {},
    turnQueue: { orderSeat, additional: view.turnQueue.additional, next: view.turnQueue.upcoming.filter((t) => t.additional).map((t) => t.seat) },
    ...noQuestions(),
    dying: dyingFrom(view),
  };
}

/** Deaths waiting on a replacement choice, as the view shows them: the units left, none noted alone or killed by anyone. */
function dyingFrom(view: RiftboundView): RiftboundState['dying'] {
  const choice = view.replacementChoice;
  if (!choice) return undefined;
  return [{ units: [...choice.units], inCombat: choice.inCombat, alone: null, by: null, next: 0, applying: [], asks: { kind: choice.kind, seat: choice.seat, options: choice.options.map((o) => ({ ...o })) } }];
}
