/**
 * What a seat is told never lets it tell apart two games that differ only in cards hidden
 * from it. Two worlds are built from one snapshot: in the second, the cards of the objects
 * another seat keeps hidden (hand, decks, facedown cards) are shuffled among themselves,
 * which opaque object ids make an equally possible game. For the observing seat, every
 * message must then be the same in both worlds: its view, its events, its legal actions,
 * why its actions are unavailable or refused (naming hidden objects included), and the
 * results of its own actions, for as long as nothing public tells the worlds apart.
 */
import { describe, expect, it } from 'vitest';
import { createGame, gameOf, loadPosition, restoreGame } from '../src/api.js';
import { nextDecision, RandomBot } from '../src/bots/random-bot.js';
import type { Game } from '../src/engine/game/game.js';
import type { Snapshot } from '../src/engine/game/record.js';
import { randomInt, seedRng, shuffle, type RngState } from '../src/engine/game/rng.js';

type Json = Record<string, any>;

/**
 * The objects hidden from `observer`, by owner: the cards of each other seat's hand it was not
 * shown, its main deck and facedown cards. Rune decks stay as they are: a turn's channel shows its runes to everyone
 * at once, which would end the comparison before the draw that follows it.
 */
function hiddenFrom(snapshot: Snapshot, observer: string): Map<string, string[]> {
  const state = snapshot.state as Json;
  const byOwner = new Map<string, string[]>();
  const add = (owner: string, ids: readonly string[]) => byOwner.set(owner, [...(byOwner.get(owner) ?? []), ...ids]);
  for (const seat of state['seats'] as Json[]) {
    if (seat['id'] === observer) continue;
    const known = ((seat['handKnownBy'] as Record<string, string[]>)[observer] ?? []) as string[];
    add(seat['id'], [...(seat['hand'] as string[]).filter((id) => !known.includes(id)), ...seat['deck']]);
  }
  for (const bf of (state['battlefields'] ?? []) as Json[]) if (bf['hidden'] && bf['hidden'].owner !== observer) add(bf['hidden'].owner, [bf['hidden'].card]);
  return byOwner;
}

/** The same snapshot with the cards of the hidden objects of each owner shuffled among them. */
function otherWorld(snapshot: Snapshot, observer: string, rng: RngState): Snapshot {
  const copy = structuredClone(snapshot) as Snapshot & { state: Json };
  const objects = copy.state['objects'] as Record<string, Json>;
  for (const ids of hiddenFrom(snapshot, observer).values()) {
    const cards = shuffle(rng, ids.map((id) => objects[id]?.['card'] as string));
    ids.forEach((id, i) => ((objects[id] as Json)['card'] = cards[i]));
  }
  return copy;
}

/** Actions of `observer` that name hidden objects in every field, to compare the refusals. */
function probes(game: Game, observer: string, hidden: readonly string[]): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const [type, kind] of Object.entries(gameOf(game.mode).actions)) {
    for (const field of kind.fields) for (const id of hidden) out.push({ type, seat: observer, [field]: id }, { type, seat: observer, [field]: [id] });
    for (const legal of game.legalActions(observer).filter((a) => a.type === type).slice(0, 2)) {
      for (const field of kind.fields) for (const id of hidden) out.push({ ...legal, [field]: id });
    }
  }
  return out;
}

/** Everything `observer` is told now. */
function told(game: Game, observer: string, hidden: readonly string[]): unknown {
  return {
    view: game.view(observer),
    events: game.events(observer),
    legal: game.legalActions(observer),
    unavailable: game.unavailableActions(observer),
    refusals: probes(game, observer, hidden).map((action) => game.check(action) ?? null),
  };
}

function compareWorlds(mode: string, seed: number): number {
  const rng = seedRng(seed);
  const bot = new RandomBot(seed);
  const game = createGame({ mode, seed });
  for (let i = randomInt(rng, 60); i > 0 && !game.over; i--) {
    const decision = nextDecision(game);
    if (!decision) break;
    game.apply(bot.choose(decision.actions));
  }
  let compared = 0;
  for (const observer of game.seats) {
    const snapshot = game.snapshot();
    const hidden = [...hiddenFrom(snapshot, observer).values()].flat();
    const [a, b] = [restoreGame(snapshot), restoreGame(otherWorld(snapshot, observer, rng))];
    expect(told(b, observer, hidden.slice(0, 6)), `${mode} seed ${seed}, ${observer}`).toEqual(told(a, observer, hidden.slice(0, 6)));
    // The observer's own actions, while it is the one to act and nothing public differs.
    for (let step = 0; step < 40; step++) {
      const decision = nextDecision(a);
      if (!decision || decision.seat !== observer) break;
      const action = bot.choose(decision.actions);
      const [ra, rb] = [a.apply(action), b.apply(action)];
      expect(rb.ok).toBe(ra.ok);
      // Something public (an event, a card turned face up) revealed a hidden card: the worlds differ for everyone.
      if (JSON.stringify([a.events(null), a.view(null)]) !== JSON.stringify([b.events(null), b.view(null)])) break;
      if (ra.ok && rb.ok) expect(rb.bySeat[observer]).toEqual(ra.bySeat[observer]);
      expect(told(b, observer, hidden.slice(0, 3))).toEqual(told(a, observer, hidden.slice(0, 3)));
      compared++;
    }
    compared++;
  }
  return compared;
}

describe('no message to a seat tells two shuffles of hidden cards apart', () => {
  it.each(['riftbound/duel', 'riftbound/2v2', 'altered/duel', 'altered/2v2'])('%s', (mode) => {
    let compared = 0;
    for (const seed of [3, 8, 21]) compared += compareWorlds(mode, seed);
    expect(compared).toBeGreaterThan(6);
  });

  it('object ids say nothing about the card: the card of an id changes with the seed', () => {
    for (const mode of ['riftbound/duel', 'altered/duel']) {
      const cards = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => (createGame({ mode, seed }).state().state as Json)['objects']['o1'].card));
      expect(cards.size, mode).toBeGreaterThan(2);
      const again = (seed: number) => JSON.stringify(Object.keys((createGame({ mode, seed }).state().state as Json)['objects']));
      expect(again(5)).toBe(again(5));
    }
  });

  it.each(['riftbound/duel', 'riftbound/2v2', 'altered/duel', 'altered/2v2'])('%s from the start: other decks listed in another order', (mode) => {
    for (const seed of [1, 2]) {
      const plain = createGame({ mode, seed });
      const rules = plain.rules as unknown as { cardDb: { decks: ReadonlyMap<string, Json> } };
      const names = [...rules.cardDb.decks.keys()];
      const decks = plain.seats.map((_, i) => names[i % names.length] as string);
      // Every other seat's deck list reversed: same cards, so after the same shuffle other cards sit where.
      const reversed = decks.map((name, i) => {
        if (i === 0) return name;
        const deck = structuredClone(rules.cardDb.decks.get(name)) as Json;
        for (const key of ['main', 'cards']) if (Array.isArray(deck[key])) deck[key].reverse();
        return deck;
      });
      const [a, b] = [createGame({ mode, seed, decks }), createGame({ mode, seed, decks: reversed })];
      expect(JSON.stringify(b.snapshot().state)).not.toBe(JSON.stringify(a.snapshot().state));
      // The observer is the seat the unchanged deck went to (a mode may rotate the seating).
      const cardsOf = (game: Game, seat: string) => JSON.stringify(Object.values((game.state().state as Json)['objects']).filter((o: any) => o.owner === seat));
      const observer = a.seats.find((seat) => cardsOf(a, seat) === cardsOf(b, seat)) as string;
      expect(observer).toBeDefined();
      expect(told(b, observer, [])).toEqual(told(a, observer, []));
    }
  });
});

describe('questions asked as an effect resolves tell a seat nothing of cards hidden from it', () => {
  const position = {
    mode: 'riftbound/duel',
    cards: [
      {
        id: 'sifting-winds', name: 'Sifting Winds', type: 'spell', domain: 'mind', cost: { energy: 1, power: [] },
        effects: [{ op: 'discard', amount: 1 }, { op: 'draw', amount: 1, link: 'then' }], text: 'Discard 1, then draw 1.',
      },
    ],
    battlefields: [{ id: 'X', card: 'broken-aqueduct' }, { id: 'Y', card: 'shattered-causeway' }],
    seats: {
      A: { hand: ['sifting-winds', 'cinder-scout', 'ember-whelp', 'blaze-captain'], deck: ['ash-warden', 'magma-colossus', 'cinder-dart'], runes: 1 },
      B: { hand: ['tide-runner'] },
    },
  };

  it("the discarding player's options reach them alone, until the discarded card turns face up", () => {
    const game = loadPosition(position);
    const snapshot = game.snapshot();
    const state = snapshot.state as Json;
    const seatA = (state['seats'] as readonly Json[]).find((s) => s['id'] === 'A') as Json;
    // A's cards that stay hidden from B: the rest of the hand and the deck, shuffled among themselves.
    const hidden = [...(seatA['hand'] as string[]).filter((id) => id !== 'A-sifting-winds'), ...(seatA['deck'] as string[])];
    const copy = structuredClone(snapshot) as Snapshot & { state: Json };
    const objects = copy.state['objects'] as Record<string, Json>;
    const cards = shuffle(seedRng(4), hidden.map((id) => objects[id]?.['card'] as string));
    hidden.forEach((id, i) => ((objects[id] as Json)['card'] = cards[i]));
    expect(cards).not.toEqual(hidden.map((id) => (state['objects'] as Record<string, Json>)[id]?.['card']));
    const [a, b] = [restoreGame(snapshot), restoreGame(copy)];
    for (const action of [{ type: 'playSpell', seat: 'A', card: 'A-sifting-winds' }, { type: 'pass', seat: 'A' }, { type: 'pass', seat: 'B' }]) {
      const [ra, rb] = [a.apply(action), b.apply(action)];
      expect(ra.ok && rb.ok).toBe(true);
      if (ra.ok && rb.ok) expect(rb.bySeat['B']).toEqual(ra.bySeat['B']);
    }
    // A is asked which card to discard: B is told the same in both worlds, A is told its options.
    expect(a.legalActions('A').filter((x) => x.type === 'chooseCards')).toHaveLength(3);
    expect(told(b, 'B', hidden.slice(0, 4))).toEqual(told(a, 'B', hidden.slice(0, 4)));
    const asked = (a.events('A') as readonly Json[]).find((e) => e['type'] === 'cardChoiceAsked') as Json;
    expect(asked['options']).toEqual(hidden.slice(0, 3));
    expect((a.events('B') as readonly Json[]).find((e) => e['type'] === 'cardChoiceAsked')).not.toHaveProperty('options');
    // The choice itself is A's: once made, the discarded card is public, in both worlds.
    const choose = { type: 'chooseCards', seat: 'A', cards: [hidden[0] as string] };
    const [ra, rb] = [a.apply(choose), b.apply(choose)];
    expect(ra.ok && rb.ok).toBe(true);
    const discarded = (game: Game) => (game.events('B') as readonly Json[]).find((e) => e['type'] === 'cardsDiscarded') as Json;
    expect(discarded(a)['cards']).toEqual([hidden[0]]);
    expect(discarded(a)['cardIds']).toEqual([(state['objects'] as Record<string, Json>)[hidden[0] as string]?.['card']]);
  });
});
