/**
 * Wordings: one meaning printed several ways. The data says what the card does and `wording`
 * how its line was printed; each wording compiles to the same data but for `wording`, and
 * prints back as it was read.
 */
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../src/games/riftbound/schema/card-schema.js';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { lex } from '../../../src/games/riftbound/text/lexer.js';
import { sameTokens } from '../../../src/games/riftbound/text/normalize.js';
import { renderCard } from '../../../src/games/riftbound/text/render.js';

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'order', cost: { energy: 3, power: [] }, might: 3 };
const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'order', cost: { energy: 2, power: [] } };

/** Compiles `text`, prints it back as it was written, and returns the card with the tokens it made. */
function roundTrip(header: CardHeader, text: string): CardDefinition {
  const result = compileCard(header, text);
  if (!result.ok) throw new Error(`refused: ${result.refusal.phrase} (${result.refusal.reason})`);
  const cards = new Map(result.tokens.map((t) => [t.id, t]));
  const back = renderCard(result.card, { byId: (id) => cards.get(id), tokenNamed: () => undefined });
  expect(back.ok && back.text).toBe(text);
  return result.card;
}

/** The data without its `wording`s: what the card does. */
function meaning(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(meaning);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(Object.entries(node).flatMap(([k, v]) => (k === 'wording' || k === 'text' ? [] : [[k, meaning(v)]])));
}

/** Each text reads back as itself, with the wording given; all of them mean the same. */
function sameMeaning(header: CardHeader, field: keyof CardDefinition, texts: Readonly<Record<string, readonly string[] | undefined>>, wordingOf: (card: CardDefinition) => unknown): void {
  const meanings = Object.entries(texts).map(([text, wording]) => {
    const card = roundTrip(header, text);
    expect(wordingOf(card)).toEqual(wording);
    return meaning(card[field]);
  });
  for (const m of meanings) expect(m).toEqual(meanings[0]);
}

describe('wordings of one meaning', () => {
  it('a unit token played to, into, in or at your base', () => {
    sameMeaning(
      spell,
      'effects',
      {
        'Play two 2 :rb_might: Acolyte unit tokens to your base.': undefined,
        'Play two 2 :rb_might: Acolyte unit tokens into your base.': ['intoYourBase'],
        'Play two 2 :rb_might: Acolyte unit tokens in your base.': ['inYourBase'],
        'Play two 2 :rb_might: Acolyte unit tokens at your base.': ['atYourBase'],
      },
      (card) => card.effects?.[0]?.wording,
    );
  });

  it('a condition of entering ready, before or after', () => {
    sameMeaning(
      unit,
      'abilities',
      { 'If you control another Golem, I enter ready.': undefined, 'I enter ready if you control another Golem.': ['conditionAfter'] },
      (card) => (card.abilities?.[0] as { wording?: unknown } | undefined)?.wording,
    );
  });

  it("a condition of the card's discount, before or after", () => {
    sameMeaning(
      spell,
      'costReduction',
      { 'If you control a Golem, this costs :rb_energy_1: less.\nDraw 2.': undefined, 'This costs :rb_energy_1: less if you control a Golem.\nDraw 2.': ['conditionAfter'] },
      (card) => card.costReduction?.wording,
    );
  });

  it('a move to its base, to base or to your base; the unit from a place or at it', () => {
    sameMeaning(
      spell,
      'effects',
      {
        'Move an enemy unit from a battlefield to its base.': undefined,
        'Move an enemy unit from a battlefield to base.': ['toBase'],
        'Move an enemy unit at a battlefield to your base.': ['unitAt', 'toYourBase'],
        'Move an enemy unit at a battlefield to its base.': ['unitAt'],
      },
      (card) => card.effects?.[0]?.wording,
    );
    sameMeaning(unit, 'abilities', { 'When I attack, move an enemy unit from here to its base.': undefined, 'When I attack, move an enemy unit here to base.': ['unitAt', 'toBase'] }, (card) => (card.abilities?.[0] as { effects?: { wording?: unknown }[] } | undefined)?.effects?.[0]?.wording);
  });

  it('points scored with or without "you"', () => {
    sameMeaning(spell, 'effects', { 'Draw 1. You score 2 points.': undefined, 'Draw 1. Score 2 points.': ['imperative'] }, (card) => card.effects?.[1]?.wording);
  });

  it('units chosen under one name: a count in words or digits, "each of" or not', () => {
    sameMeaning(
      spell,
      'effects',
      { 'Deal 5 to up to three units.': undefined, 'Deal 5 to each of up to three units.': ['eachOf'], 'Deal 5 to up to 3 units.': ['digits'] },
      (card) => card.effects?.[0]?.wording,
    );
    sameMeaning(
      spell,
      'effects',
      { 'Move up to three friendly units to its base.': undefined, 'Move up to 3 friendly units to base.': ['toBase', 'digits'] },
      (card) => card.effects?.[0]?.wording,
    );
  });

  it('a passive: its place "here", after what they have or "at my battlefield"; "get"; "an additional"', () => {
    const first = (card: CardDefinition) => (card.abilities?.[0] as { wording?: unknown } | undefined)?.wording;
    sameMeaning(unit, 'abilities', { 'Other friendly units here have +3 :rb_might:.': undefined, 'Other friendly units have +3 :rb_might: here.': ['hereAfter'], 'Other friendly units at my battlefield have +3 :rb_might:.': ['atMyBattlefield'] }, first);
    sameMeaning(unit, 'abilities', { 'Buffed friendly units here have [Tank].': undefined, 'Buffed friendly units at my battlefield have [Tank].': ['atMyBattlefield'] }, first);
    sameMeaning(unit, 'abilities', { 'I have +1 :rb_might: for each friendly gear.': undefined, 'I get +1 :rb_might: for each friendly gear.': ['get'] }, first);
    sameMeaning(unit, 'abilities', { "While I'm buffed, I have +2 :rb_might:.": undefined, "While I'm buffed, I have an additional +2 :rb_might:.": ['additional'] }, first);
  });

  it('a wording no phrase of the step has is not printed', () => {
    const card = roundTrip(spell, 'Play two 2 :rb_might: Acolyte unit tokens into your base.');
    const odd = { ...card, effects: [{ ...(card.effects?.[0] as object), wording: ['conditionAfter'] }] } as CardDefinition;
    expect(renderCard(odd, { byId: () => ({ id: 'acolyte', name: 'Acolyte', type: 'unit', token: true, might: 2, tags: ['Acolyte'] }) as CardDefinition, tokenNamed: () => undefined }).ok).toBe(false);
  });

  it('"it is" and "it\'s" are the same text to the comparison, not a wording', () => {
    expect(sameTokens(lex('If it is exhausted, ready it.'), lex("If it's exhausted, ready it."))).toBe(true);
    expect(sameTokens(lex('If it is exhausted, ready it.'), lex('If its exhausted, ready it.'))).toBe(false);
  });
});
