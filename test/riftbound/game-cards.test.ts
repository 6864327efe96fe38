/**
 * What the cards of a game ask (reads/game-cards.ts): answered from the cards the game holds (its
 * objects, its battlefields, the tokens those can make), never from every card its rules know,
 * and worked out again when a card joins the game.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/api.js';
import { poolDecks } from '../../src/bots/pool-play.js';
import type { Game } from '../../src/engine/game/game.js';
import { RandomBot } from '../../src/bots/random-bot.js';
import type { CardDefinition, Deck } from '../../src/games/riftbound/schema/card-schema.js';
import { askedByAnyCard, askedInGame, cardFlag, cardQuestion, cardsSaying } from '../../src/games/riftbound/reads/game-cards.js';
import type { GameObject, RiftboundRules, RiftboundState } from '../../src/games/riftbound/state/state.js';
import { importCards } from '../../src/games/riftbound/text/import.js';

const pool = importCards(JSON.parse(readFileSync('test/riftbound/text/fixtures/invented-pool.json', 'utf8')) as never, 'pool').set.cards as CardDefinition[];
const MODE = 'riftbound/duel';
const CARD_IDS = cardQuestion<string>('card ids', (def) => [def.id]);

function poolGame(seed: number): { state: RiftboundState; rules: RiftboundRules } {
  const game = createGame<RiftboundState>({ mode: MODE, seed, decks: poolDecks(pool, MODE, seed) as Deck[], rules: { extraCards: pool } }) as unknown as Game<RiftboundState, RiftboundRules>;
  return { state: game.liveState as RiftboundState, rules: game.rules };
}

/** A game with the shipped decks, or with decks of the pool. */
function wholeGame(seed: number, withPool: boolean): Game<RiftboundState, RiftboundRules> {
  const setup = withPool ? { mode: MODE, seed, decks: poolDecks(pool, MODE, seed) as Deck[], rules: { extraCards: pool } } : { mode: MODE, seed };
  return createGame<RiftboundState>(setup) as unknown as Game<RiftboundState, RiftboundRules>;
}

/** The cards of a game: its objects', its battlefields', and the tokens those cards' token steps make. */
function cardsHeld(state: RiftboundState): Set<string> {
  const held = new Set(Object.values(state.objects).map((o) => o.card));
  for (const bf of state.battlefields) held.add(bf.card);
  for (const id of [...held]) for (const token of tokensMadeBy(pool.find((c) => c.id === id))) held.add(token);
  return held;
}

/** The cards a card's `createToken` steps name, wherever they are in its data. */
function tokensMadeBy(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(tokensMadeBy);
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const own = record['op'] === 'createToken' && typeof record['card'] === 'string' ? [record['card']] : [];
  return [...own, ...Object.values(record).flatMap(tokensMadeBy)];
}

/** Puts a new object of `card` into the game, as making a token does. */
function makeObject(state: RiftboundState, card: string): void {
  const objects = state.objects as Record<string, GameObject>;
  const model = Object.values(objects)[0] as GameObject;
  const id = `o${state.nextObjectId}`;
  objects[id] = { ...model, id, card };
  (state as { nextObjectId: number }).nextObjectId++;
}

describe('what the cards of a game ask', () => {
  it('is answered from the cards the game holds, not from every card of its rules', () => {
    const host = poolGame(7);
    const held = cardsHeld(host.state);
    expect(askedInGame(host, CARD_IDS)).toEqual(held);
    const outside = pool.find((c) => !held.has(c.id));
    expect(outside).toBeDefined();
    expect(host.rules.cardDb.cards.has(outside?.id as string)).toBe(true);
    expect(askedByAnyCard(host, cardFlag('the card left out', (def) => def.id === outside?.id))).toBe(false);
    expect(askedByAnyCard(host, cardFlag('a card held', (def) => held.has(def.id)))).toBe(true);
  });

  it('names the cards of the game whose answer holds a value, again when a card joins the game', () => {
    const host = poolGame(11);
    const held = cardsHeld(host.state);
    const TYPES = cardQuestion<string>('card types', (def) => [def.type]);
    const units = cardsSaying(host, TYPES, 'unit');
    expect(units).toEqual(new Set([...held].filter((id) => host.rules.cardDb.cards.get(id)?.type === 'unit')));
    expect(cardsSaying(host, TYPES, 'unit')).toBe(units);
    expect(cardsSaying(host, TYPES, 'no such type').size).toBe(0);
    const outside = pool.find((c) => c.type === 'unit' && !held.has(c.id)) as CardDefinition;
    makeObject(host.state, outside.id);
    expect(cardsSaying(host, TYPES, 'unit')).toEqual(new Set([...units, outside.id]));
  });

  it('is worked out again when an object is made', () => {
    const host = poolGame(8);
    const outside = pool.find((c) => !cardsHeld(host.state).has(c.id)) as CardDefinition;
    const flag = cardFlag('the card made', (def) => def.id === outside.id);
    expect(askedByAnyCard(host, flag)).toBe(false);
    makeObject(host.state, outside.id);
    expect(askedByAnyCard(host, flag)).toBe(true);
    expect(askedInGame(host, CARD_IDS).has(outside.id)).toBe(true);
  });

  it('keeps its answers when the objects made are of cards it holds, until one is not', () => {
    const host = poolGame(10);
    const held = cardsHeld(host.state);
    const before = askedInGame(host, CARD_IDS);
    makeObject(host.state, [...held][0] as string);
    makeObject(host.state, [...held][1] as string);
    expect(askedInGame(host, CARD_IDS)).toBe(before);
    const outside = pool.find((c) => !held.has(c.id)) as CardDefinition;
    makeObject(host.state, [...held][2] as string);
    makeObject(host.state, outside.id);
    const after = askedInGame(host, CARD_IDS);
    expect(after).not.toBe(before);
    expect(after).toEqual(new Set([...before, outside.id]));
  });

  it('counts the tokens a card of the game can make, and theirs, before any is made', () => {
    const host = poolGame(9);
    const unit = pool.find((c) => c.type === 'unit') as CardDefinition;
    const make = (card: string) => ({ kind: 'activated', effect: [{ op: 'createToken', card, at: 'base' }] });
    const kiln = { ...unit, id: 'ember-kiln', abilities: [make('ember-spark')] } as unknown as CardDefinition;
    const spark = { ...unit, id: 'ember-spark', token: true, abilities: [make('ember-ash')] } as unknown as CardDefinition;
    const ash = { ...unit, id: 'ember-ash', token: true, abilities: [] } as unknown as CardDefinition;
    const cards = new Map(host.rules.cardDb.cards);
    for (const def of [kiln, spark, ash]) cards.set(def.id, def);
    const rules = { ...host.rules, cardDb: { ...host.rules.cardDb, cards } } as RiftboundRules;
    expect(askedInGame({ state: host.state, rules }, CARD_IDS).has('ember-spark')).toBe(false);
    makeObject(host.state, 'ember-kiln');
    const asked = askedInGame({ state: host.state, rules }, CARD_IDS);
    expect(['ember-kiln', 'ember-spark', 'ember-ash'].every((id) => asked.has(id))).toBe(true);
  });

  it('answers every state of whole games as it would worked out afresh, tokens made included', { tags: ['thorough'] }, () => {
    let tokensKept = 0;
    for (const seed of [3, 4, 5, 6]) {
      const game = wholeGame(seed, seed % 2 === 1);
      // The rules the game itself asks with (the answers are kept for one rules object at a time).
      const rules = game.liveRules;
      const bot = new RandomBot(seed);
      for (let n = 0; n < 3_000 && !game.over; n++) {
        const state = game.liveState as RiftboundState;
        const objectsBefore = state.nextObjectId;
        const before = askedInGame({ state, rules }, CARD_IDS);
        const seat = game.seats.find((s) => game.legalActions(s).length > 0);
        if (seat === undefined) break;
        expect(game.apply(bot.choose(game.legalActions(seat))).ok).toBe(true);
        const after = game.liveState as RiftboundState;
        const kept = askedInGame({ state: after, rules }, CARD_IDS);
        // A copy of the state is another key: its cards are worked out from nothing.
        expect(kept).toEqual(askedInGame({ state: structuredClone(after), rules }, CARD_IDS));
        if (after === state && after.nextObjectId !== objectsBefore && kept === before) tokensKept++;
      }
      expect(game.over).toBe(true);
    }
    // The games made tokens of cards they held, and the answers stayed through them.
    expect(tokensKept).toBeGreaterThan(0);
  });
});
