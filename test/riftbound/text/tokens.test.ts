import { describe, expect, it } from 'vitest';
import { loadCardSets } from '../../../src/games/riftbound/cards/cards.js';
import type { CardDefinition } from '../../../src/games/riftbound/schema/card-schema.js';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { cardLookup } from '../../../src/games/riftbound/text/context.js';
import { importCards } from '../../../src/games/riftbound/text/import.js';
import { renderCard } from '../../../src/games/riftbound/text/render.js';
import { compiledWithTokens, printed } from './support.js';

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'order', cost: { energy: 3, power: [] }, might: 3 };
const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'order', cost: { energy: 2, power: [] } };

describe('token phrases', () => {
  it('makes the card of a token the set lacks, from what the phrase says of it', () => {
    const { card, tokens } = compiledWithTokens(unit, 'When you play me, play a 1 :rb_might: Squire unit token here.');
    expect(card.abilities).toEqual([{ kind: 'triggered', trigger: 'played', effects: [{ op: 'createToken', card: 'squire', at: 'here' }] }]);
    expect(tokens).toEqual([{ id: 'squire', name: 'Squire', type: 'unit', token: true, domains: [], cost: { energy: 0, power: [] }, might: 1, tags: ['Squire'] }]);
    expect(printed(card, tokens)).toBe('When you play me, play a 1 :rb_might: Squire unit token here.');
    // The card and its token are a valid set.
    expect(loadCardSets([{ file: 'set.json', json: { set: 'x', cards: [card, ...tokens] } }]).size).toBe(2);
  });

  it('uses the set\'s token card of that name, and refuses a phrase that says it is something else', () => {
    const wisp: CardDefinition = { id: 'wisp-token', name: 'Wisp', type: 'unit', token: true, domains: [], cost: { energy: 0, power: [] }, might: 3, keywords: ['temporary'] };
    const { card, tokens } = compiledWithTokens(unit, 'When you play me, play a ready 3 :rb_might: Wisp unit token with [Temporary] here.', [wisp]);
    expect(tokens).toEqual([]);
    expect(card.abilities?.[0]).toMatchObject({ effects: [{ op: 'createToken', card: 'wisp-token', ready: true, at: 'here' }] });
    expect(printed(card, [wisp])).toBe('When you play me, play a ready 3 :rb_might: Wisp unit token with [Temporary] here.');
    const other = compileCard(unit, 'When you play me, play a 2 :rb_might: Wisp unit token here.', cardLookup([wisp]));
    expect(other.ok).toBe(false);
    if (!other.ok) expect(other.refusal.reason).toContain("the set's Wisp is a 3 Might Wisp unit token with temporary");
  });

  it('reads how many, and where: here, the base, or where the player chooses', () => {
    const spread = compiledWithTokens(spell, 'Play four 1 :rb_might: Squire unit tokens.');
    expect(spread.card.targets).toEqual([{ name: 'location', select: 'location' }]);
    expect(spread.card.effects).toEqual([{ op: 'createToken', card: 'squire', count: 4, at: 'location' }]);
    expect(printed(spread.card, spread.tokens)).toBe('Play four 1 :rb_might: Squire unit tokens.');
    const wordings = { 'to your base': {}, 'into your base': { wording: ['intoYourBase'] }, 'in your base': { wording: ['inYourBase'] }, 'at your base': { wording: ['atYourBase'] } };
    for (const [base, wording] of Object.entries(wordings)) {
      const { card, tokens } = compiledWithTokens(spell, `Play two 1 :rb_might: Squire unit tokens ${base}.`);
      expect(card.effects).toEqual([{ op: 'createToken', card: 'squire', count: 2, at: 'base', ...wording }]);
      expect(printed(card, tokens)).toBe(`Play two 1 :rb_might: Squire unit tokens ${base}.`);
    }
  });

  it('never takes the place a token is played for "it"', () => {
    const { card } = compiledWithTokens(spell, 'Play a 2 :rb_might: Dune Sentry unit token. Stun a unit. Give it +1 :rb_might: this turn.');
    expect(card.targets).toEqual([
      { name: 'location', select: 'location' },
      { name: 'unit', select: 'unit' },
    ]);
    expect(card.effects?.[2]).toEqual({ op: 'modifyMight', amount: 1, target: 'unit' });
    // "It" right after is the token played (resolvedObject), never the place.
    expect(compiledWithTokens(spell, 'Play a 2 :rb_might: Dune Sentry unit token. Stun it.').card.effects?.[1]).toEqual({ op: 'stun', target: 'resolvedObject' });
  });

  it('reads gear tokens, entering exhausted when the phrase says so', () => {
    const { card, tokens } = compiledWithTokens(unit, 'When I move, play two Coin gear tokens exhausted.');
    expect(card.abilities?.[0]).toMatchObject({ effects: [{ op: 'createToken', card: 'coin', count: 2, at: 'base', exhausted: true }] });
    expect(tokens).toEqual([{ id: 'coin', name: 'Coin', type: 'gear', token: true, tags: ['Coin'] }]);
    expect(printed(card, tokens)).toBe('When I move, play two Coin gear tokens exhausted.');
  });

  it('reads a gear token\'s own text: killing it is a cost, and it adds Power of any domain', () => {
    const coin: CardHeader = { id: 'coin', name: 'Coin', type: 'gear', token: true };
    const { card } = compiledWithTokens(coin, 'Kill this, :rb_exhaust:: [Reaction] — [Add] :rb_rune_rainbow::rb_rune_rainbow:.');
    expect(card.abilities).toEqual([{ kind: 'activated', cost: { killSelf: true, exhaust: true }, keywords: ['reaction'], effects: [{ op: 'addResources', power: ['any', 'any'] }] }]);
    expect(printed(card, [])).toBe('Kill this, :rb_exhaust:: [Reaction] — [Add] :rb_rune_rainbow::rb_rune_rainbow:.');
    expect(compiledWithTokens(coin, 'Kill this: Draw 1.').card.abilities).toEqual([{ kind: 'activated', cost: { killSelf: true }, effects: [{ op: 'draw', amount: 1 }] }]);
    const legend = compiledWithTokens({ id: 'l', name: 'L', type: 'legend', domains: ['order'], tags: ['L'] }, 'Kill me: Draw 1.').card;
    expect(() => loadCardSets([{ file: 'l.json', json: { set: 'l', cards: [legend] } }])).toThrow(/\$\.cards\[0\]\.abilities\[0\]\.cost\.killSelf: a cost that kills the card is not a legend's/);
  });

  it('prints nothing for a token whose card it cannot find', () => {
    const card = { ...spell, effects: [{ op: 'createToken', card: 'nowhere', at: 'base' }] } as CardDefinition;
    expect(renderCard(card).ok).toBe(false);
  });
});

describe('importing cards that make tokens', () => {
  const records = [
    { name: 'Squire Caller', type: 'unit', domain: 'order', cost: 2, might: 2, text: 'When you play me, play a 1 :rb_might: Squire unit token here.' },
    { name: 'Muster Horn', type: 'spell', domain: 'order', cost: 3, text: 'Play three 1 :rb_might: Squire unit tokens to your base.' },
    { name: 'Wisp', type: 'unit', supertype: 'token', might: 3, text: '[Temporary]' },
    { name: 'Wisp Lantern', type: 'spell', domain: 'calm', cost: 2, text: 'Play a ready 3 :rb_might: Wisp unit token with [Temporary] here.' },
    { name: 'Bent Coin', type: 'spell', domain: 'chaos', cost: 1, text: 'Play a 2 :rb_might: Wisp unit token here.' },
  ];

  it('adds the token cards it made to the set once, uses the file\'s own token cards, and refuses a phrase that contradicts one', () => {
    const { set, report } = importCards(records, 'tokens');
    expect(report).toMatchObject({ cards: 5, compiled: 4, readBackEqual: 4, madeTokens: ['squire'] });
    expect(report.refused.map((r) => r.id)).toEqual(['bent-coin']);
    expect(set.cards.map((c) => c.id)).toEqual(['squire-caller', 'muster-horn', 'wisp', 'wisp-lantern', 'squire']);
    expect(loadCardSets([{ file: 'tokens.json', json: set }]).size).toBe(5);
  });

  it('refuses the cards making a token whose own card was refused', () => {
    const { report } = importCards([
      { name: 'Coin', type: 'gear', supertype: 'token', text: 'The moon sings.' },
      { name: 'Coin Purse', type: 'spell', domain: 'chaos', cost: 1, text: 'Play a Coin gear token exhausted.' },
    ]);
    expect(report.refused.find((r) => r.id === 'coin-purse')?.reason).toBe('the text makes a Coin token, whose own card was refused');
  });
});
