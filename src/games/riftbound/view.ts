/**
 * What a seat may see (CR 107-109): the board, legends, champion zones, trash, scores, XP and the chain are public;
 * hands are secret (their size is public); deck order is secret for everyone; a facedown
 * card is seen by its owner only (others see that one is there).
 */
import { shownCards } from '../../engine/game-kit/show-hand.js';
import type { RiftboundObjectView, RiftboundPoolView, RiftboundShowdownView, RiftboundView } from '../../types/riftbound.js';
import { upcomingTurns } from './mechanics/turn-queue.js';
import { triggerChooser } from './reads/trigger-chooser.js';
import { jsonCopy, type SetFields } from '../../engine/json/freeze.js';
import { might, unitLocation } from './reads/queries.js';
import type { RiftboundReplacementChoiceView } from '../../types/riftbound.js';
import { setFieldsOf, type GameObject, type RiftboundRules, type RiftboundState, type RunePool, type SeatId, type ShowdownState } from './state/state.js';

/** A copy of an object with only its fields that are set, as its JSON holds it. */
function objectCopy(obj: GameObject): RiftboundObjectView {
  return jsonCopy(setFieldsOf(obj));
}

/**
 * A copy of `entry` (a chain item, a pending ability) with only the fields that are set, as its
 * JSON holds them: the state holds every field, those unset as `undefined` (state/state.ts).
 */
function setFieldsCopy<T extends object>(entry: T): SetFields<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entry)) if (value !== undefined) out[key] = jsonCopy(value);
  return out as SetFields<T>;
}

/** A copy of the showdown with only its fields that are set, as its JSON holds it. */
function showdownCopy(showdown: ShowdownState | null): RiftboundShowdownView | null {
  if (showdown === null) return null;
  const { orders, assigners, excessDamage, ...always } = showdown;
  return {
    ...always,
    ...(excessDamage === undefined ? {} : { excessDamage }),
    ...(orders === undefined ? {} : { orders: structuredClone(orders) }),
    ...(assigners === undefined ? {} : { assigners: [...assigners] }),
  };
}

/** A seat's rune pool; restricted resources only when there are some. */
function poolCopy(pool: RunePool): RiftboundPoolView {
  const { restricted, ...always } = structuredClone(pool);
  return restricted === undefined ? always : { ...always, restricted };
}

export function riftboundView(state: RiftboundState, viewer: SeatId | null, rules: RiftboundRules): Omit<RiftboundView, 'machine'> {
  const visibleObjects = new Set<string>();
  const seats = state.seats.map((s) => {
    // Its own hand, or the cards of it this viewer was shown that are still there.
    const seen = viewer !== null && s.id === viewer ? [...s.hand] : shownCards(s.handKnownBy, viewer, s.hand);
    seen.forEach((id) => visibleObjects.add(id));
    // The legend and the champion zone are public (CR 107.4.c, 108.3.e).
    // Trash and banishment are public too (CR 108.2.d, 108.6.e).
    for (const zone of [s.base, s.trash, s.banishment, s.runes, s.championZone, [s.legendObject]]) zone.forEach((id) => visibleObjects.add(id));
    return {
      id: s.id,
      name: s.name,
      team: s.team,
      legend: s.legend,
      legendObject: s.legendObject,
      legendExhausted: state.objects[s.legendObject]?.exhausted ?? false,
      championZone: [...s.championZone],
      chosenChampion: s.chosenChampion,
      hand: seen.length > 0 || s.id === viewer ? seen : null,
      handSize: s.hand.length,
      deckSize: s.deck.length,
      runeDeckSize: s.runeDeck.length,
      base: [...s.base],
      trash: [...s.trash],
      banishment: [...s.banishment],
      runes: [...s.runes],
      pool: poolCopy(s.pool),
      turnsStarted: s.turnsStarted,
      mulliganDone: s.mulliganDone,
      handShownTo: Object.keys(s.handKnownBy).filter((v) => shownCards(s.handKnownBy, v, s.hand).length > 0),
      // Public to every seat (CR 729.2).
      xp: s.xp,
    };
  });
  for (const bf of state.battlefields) {
    bf.units.forEach((id) => visibleObjects.add(id));
    if (bf.hidden && bf.hidden.owner === viewer) visibleObjects.add(bf.hidden.card);
  }
  for (const item of state.chain) if (state.objects[item.source]) visibleObjects.add(item.source);
  // Gear on the board is public, attached or not (CR 148.1.a.2).
  state.gear.forEach((id) => visibleObjects.add(id));
  const objects: Record<string, RiftboundObjectView> = {};
  // A unit's Might as the game counts it, passives of other cards included: every frontend shows the same number.
  const reader = { state, rules, emit: () => {}, guard: () => false };
  for (const id of visibleObjects) {
    const obj = state.objects[id];
    if (obj === undefined) continue;
    objects[id] = unitLocation(state, id) === undefined ? objectCopy(obj) : { ...objectCopy(obj), currentMight: might(reader, id) };
  }
  const battlefields = state.battlefields.map((bf) => {
    const { hidden, ...copy } = structuredClone(bf);
    // A facedown card is its owner's to see (CR 811).
    return { ...copy, hidden: hidden === null || hidden.owner === viewer ? hidden : { ...hidden, card: null } };
  });
  return {
    viewer,
    turn: { ...state.turn },
    seats,
    teams: structuredClone(state.teams),
    battlefields,
    gear: [...state.gear],
    objects,
    showdown: showdownCopy(state.showdown),
    chain: state.chain.map(setFieldsCopy),
    priority: state.priority,
    // Pending abilities and who chooses for them are public: their targets are on the board.
    triggers: state.triggers.map(setFieldsCopy),
    triggerChooser: triggerChooser(state),
    // Split damage waiting for its division (CR 355.14.e): public, like the chain.
    splitChoice: state.splitChoice ? { ...state.splitChoice, targets: [...state.splitChoice.targets] } : null,
    // Deaths waiting on a replacement choice: public, their units and effects are on the board.
    replacementChoice: replacementChoiceView(state),
    scoring: structuredClone(state.scoring),
    winner: state.winner,
    invitation: state.invitation ? { ...state.invitation } : null,
    removed: structuredClone(state.removed),
    turnQueue: { additional: state.turnQueue.additional, upcoming: upcomingTurns(state) },
  };
}

/** The choice among replacement effects the deaths waiting ask, as everyone sees it. */
function replacementChoiceView(state: RiftboundState): RiftboundReplacementChoiceView | null {
  const batch = state.dying?.[0];
  const asks = batch?.asks;
  if (batch === undefined || asks === undefined) return null;
  return { seat: asks.seat, kind: asks.kind, units: batch.units.slice(batch.next), inCombat: batch.inCombat, options: asks.options.map((o) => ({ ...o })) };
}
