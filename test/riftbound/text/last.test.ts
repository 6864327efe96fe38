/**
 * The card language of "something" chosen, of tokens played for each of a group and "two of
 * them" after them, and of a player's score within points of the Victory Score, from invented card texts: each compiles to the card data below and renders back as printed; the scenarios of scenarios/riftbound/text-last/ play
 * them, and their cards are the data their text reads to.
 */
import { describe, expect, it } from 'vitest';
import { loadPosition } from '../../../src/api.js';
import type { CardDefinition } from '../../../src/games/riftbound/schema/card-schema.js';
import { loadCardSets } from '../../../src/games/riftbound/cards/cards.js';
import type { RiftboundState } from '../../../src/games/riftbound/state/state.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import { act, live, passChain } from '../../support/riftbound.js';
import { cardIssues, compiled, compiledWithTokens, printed, roundTrip, itCompilesScenarioCards } from './support.js';

const unit: CardHeader = { id: 'last-unit', name: 'Last Unit', type: 'unit', domain: 'body', cost: { energy: 3, power: [] }, might: 3 };
const gear: CardHeader = { id: 'last-gear', name: 'Last Gear', type: 'gear', domain: 'body', cost: { energy: 1, power: [] } };
const spell: CardHeader = { id: 'last-spell', name: 'Last Spell', type: 'spell', domain: 'body', cost: { energy: 2, power: [] } };

itCompilesScenarioCards('text-last');

describe('"something": any object on the board that can be exhausted', () => {
  it('reads "something else that\'s exhausted": not the card itself, in the state said', () => {
    const card = roundTrip(unit, "When you conquer, you may ready something else that's exhausted.");
    expect(card.abilities?.[0]).toMatchObject({
      targets: [{ name: 'anything', select: 'anything', exhausted: true, except: 'self' }],
      effects: [{ op: 'ready', target: 'anything', optional: true }],
    });
  });

  it('reads it without "else" and in either state, and "else" after another choice as not that one', () => {
    expect(roundTrip(gear, ":rb_exhaust:: Exhaust something that's ready.").abilities?.[0]).toMatchObject({ targets: [{ name: 'anything', select: 'anything', exhausted: false }] });
    expect(roundTrip(spell, 'Ready something.').targets).toEqual([{ name: 'anything', select: 'anything' }]);
    expect(roundTrip(spell, "Ready a friendly unit. Ready something else that's exhausted.").targets).toEqual([
      { name: 'unit', select: 'unit', relation: 'friendly' },
      { name: 'anything', select: 'anything', exhausted: true, except: 'unit' },
    ]);
  });

  it('is refused where a step does to it what only a unit or gear may undergo, and with words a target of something does not say', () => {
    const stunned = compiled(spell, 'Stun something.');
    expect(cardIssues(stunned)).toContainEqual({ path: '$.cards[0].effects[0].target', message: expect.stringContaining('readied or exhausted, not the object of stun') });
    const placed = { ...spell, targets: [{ name: 'anything', select: 'anything', at: 'battlefield' }], effects: [{ op: 'ready', target: 'anything' }] };
    expect(cardIssues(placed)).toContainEqual({ path: '$.cards[0].targets[0].at', message: expect.stringContaining('a target of something says whose it is') });
    expect(compileCard(spell, 'Ready something there.')).toMatchObject({ ok: false, refusal: { reason: expect.stringContaining('no rule of the templating reads') } });
  });

  it('exhausts an enemy rune, and refuses a target that is no object on the board, changing nothing', () => {
    const text = ":rb_exhaust:: Exhaust something that's ready.";
    const card = { ...roundTrip({ ...gear, id: 'latch-key', name: 'Latch Key' }, text), text };
    const game = loadPosition<RiftboundState>({
      mode: 'riftbound/duel',
      cards: [card],
      seats: { A: { gear: ['latch-key'], deck: 4 }, B: { runes: [{ card: 'stone-shard', id: 'B-rune' }], deck: 4 } },
    });
    const before = JSON.stringify(game.snapshot());
    for (const id of ['B-deck-1', 'X', 'nothing']) {
      const refused = game.apply({ type: 'activate', seat: 'A', source: 'A-latch-key', ability: 0, targets: { anything: id } });
      expect(refused.ok ? null : refused.error.code).toBe('ILLEGAL_TARGET');
    }
    expect(JSON.stringify(game.snapshot())).toBe(before);
    act(game, { type: 'activate', seat: 'A', source: 'A-latch-key', ability: 0, targets: { anything: 'B-rune' } });
    passChain(game);
    expect(live(game).objects['B-rune']?.exhausted).toBe(true);
    expect(live(game).objects['A-latch-key']?.exhausted).toBe(true);
  });
});

/** Compiles a text that makes tokens, expects it to print back as `printedAs` with the token cards it made; returns the card. */
function tokenRoundTrip(header: CardHeader, text: string, printedAs = text): CardDefinition {
  const { card, tokens } = compiledWithTokens(header, text);
  expect(printed(card, tokens), 'reads back as printed').toBe(printedAs);
  expect(() => loadCardSets([{ file: 'text.json', json: { set: 'check', cards: [card, ...tokens] } }])).not.toThrow();
  return card;
}

describe('tokens for each of a group, and "two of them" after them', () => {
  it('reads "for each Equipment you control" after a token, and after other amounts', () => {
    expect(tokenRoundTrip(spell, 'Play a 2 :rb_might: Squire unit token here for each Equipment you control.').effects).toEqual([
      { op: 'createToken', card: 'squire', at: 'here', forEach: { select: 'gear', relation: 'controlled', tag: 'Equipment' } },
    ]);
    expect(tokenRoundTrip(spell, 'Play two Coin gear tokens exhausted for each enemy unit.').effects).toEqual([
      { op: 'createToken', card: 'coin', count: 2, at: 'base', exhausted: true, forEach: { select: 'unit', relation: 'enemy' } },
    ]);
    expect(roundTrip(spell, 'Draw 1 for each Equipment you control.').effects).toEqual([{ op: 'draw', amount: 1, forEach: { select: 'gear', relation: 'controlled', tag: 'Equipment' } }]);
    expect(roundTrip(spell, 'Kill all enemy Equipment.').effects).toEqual([{ op: 'kill', all: { select: 'gear', relation: 'enemy', tag: 'Equipment' } }]);
    // Read either way, printed as the cards print it.
    expect(roundTrip(spell, 'Draw 2 for each of your Equipment.', 'Draw 2 for each Equipment you control.').effects).toEqual([{ op: 'draw', amount: 2, forEach: { select: 'gear', relation: 'controlled', tag: 'Equipment' } }]);
  });

  it('reads "ready two of them" after tokens made, and "it" no longer names one token after tokens for each', () => {
    expect(tokenRoundTrip(spell, 'Play three 1 :rb_might: Squire unit tokens to your base. Ready two of them.').effects?.[1]).toEqual({ op: 'ready', made: 2 });
    expect(compileCard(spell, 'Play a 1 :rb_might: Squire unit token to your base for each friendly gear. Ready it.').ok).toBe(false);
  });

  it('is refused when no step before made tokens, or beside another object', () => {
    expect(cardIssues(compiled(spell, 'Draw 1. Ready two of them.'))).toContainEqual({ path: '$.cards[0].effects[1].made', message: expect.stringContaining('only after one') });
    const both = { ...spell, targets: [{ name: 'unit', select: 'unit' }], effects: [{ op: 'createToken', card: 'sand-sentry', at: 'base', count: 2 }, { op: 'ready', made: 1, target: 'unit' }] };
    expect(cardIssues(both)).toContainEqual({ path: '$.cards[0].effects[1]', message: expect.stringContaining('one of them') });
  });

  it('makes none for an empty group, and readies every token made without asking when there are no more than said', () => {
    const text = 'Play a 1 :rb_might: Squire unit token to your base for each Equipment you control. Then ready two of them.';
    const made = compiledWithTokens({ ...spell, id: 'muster-call', name: 'Muster Call' }, text);
    const cards = [{ ...made.card, text }, ...made.tokens];
    const play = (gear: string[]) => {
      const game = loadPosition<RiftboundState>({ mode: 'riftbound/duel', cards, seats: { A: { hand: ['muster-call'], gear, runes: 2, deck: 4 }, B: { deck: 4 } } });
      act(game, { type: 'playSpell', seat: 'A', card: 'A-muster-call' });
      const events = passChain(game);
      return { game, events };
    };
    const none = play(['tinkers-satchel']);
    expect(none.events.filter((e) => e.type === 'tokenCreated')).toHaveLength(0);
    expect(none.events.some((e) => e.type === 'cardChoiceAsked')).toBe(false);
    const one = play(['notched-cleaver', 'tinkers-satchel']);
    const tokens = one.events.filter((e) => e.type === 'tokenCreated').map((e) => String(e['unit']));
    expect(tokens).toHaveLength(1);
    expect(one.events.some((e) => e.type === 'cardChoiceAsked')).toBe(false);
    expect(live(one.game).objects[tokens[0] as string]?.exhausted).toBe(false);
  });
});

describe('"your score is within N points of the Victory Score"', () => {
  const within = (n: number) => ({ '>=': [{ sel: 'teamScore', args: [{ event: 'controller' }] }, { '-': [{ sel: 'victoryScore' }, n] }] });

  it('reads it after "While" on a passive, and after "If" on a discount and on how a unit enters', () => {
    expect(roundTrip(unit, 'While your score is within 3 points of the Victory Score, I have +1 :rb_might:.').abilities).toEqual([{ kind: 'passive', appliesTo: 'self', might: 1, condition: within(3) }]);
    expect(roundTrip(unit, 'If your score is within 2 points of the Victory Score, I cost :rb_energy_2: less.').costReduction).toMatchObject({ energy: 2, condition: within(2) });
    expect(roundTrip(unit, 'If your score is within 1 points of the Victory Score, I enter ready.').abilities?.[0]).toMatchObject({ condition: within(1) });
  });

  it('is refused where no rule reads a condition', () => {
    expect(compileCard(unit, 'While your score is within two points of the Victory Score, I have +1 :rb_might:.')).toMatchObject({ ok: false, refusal: { reason: expect.stringContaining('no rule of the templating reads') } });
  });

  it('asks the Victory Score of the mode: within 2 of 8 in a duel at 6 points, not at 5', () => {
    const text = 'If your score is within 2 points of the Victory Score, I cost :rb_energy_2: less.';
    const card = { ...roundTrip({ ...unit, id: 'late-arrival', name: 'Late Arrival' }, text), text };
    const playable = (score: number) => {
      const game = loadPosition<RiftboundState>({ mode: 'riftbound/duel', cards: [card], scores: { A: score }, seats: { A: { hand: ['late-arrival'], runes: 1, deck: 4 }, B: { deck: 4 } } });
      return game.legalActions('A').some((a) => a.type === 'playUnit');
    };
    expect(playable(5)).toBe(false);
    expect(playable(6)).toBe(true);
  });
});
