/**
 * The card language of other players' Main Decks and of cards played from other zones, from
 * invented card texts: each compiles to the card data below and renders back as printed; the
 * scenarios of scenarios/riftbound/text-decks2/ play them, and their cards are the data their
 * text reads to.
 */
import { describe, expect, it } from 'vitest';
import { loadPosition } from '../../../src/api.js';
import type { RiftboundState } from '../../../src/games/riftbound/state/state.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import { act, live } from '../../support/riftbound.js';
import { cardIssues, compiled, printsAndReads, roundTrip, itCompilesScenarioCards } from './support.js';

const unit: CardHeader = { id: 'decks2-unit', name: 'Decks Unit', type: 'unit', domain: 'chaos', cost: { energy: 3, power: [] }, might: 3 };
const spell: CardHeader = { id: 'decks2-spell', name: 'Decks Spell', type: 'spell', domain: 'chaos', cost: { energy: 2, power: [] } };

itCompilesScenarioCards('text-decks2');

describe('each opponent reveals the top cards of their Main Deck', () => {
  it('reads the reveal, a choice among them banished and played, and the rest recycled', () => {
    expect(roundTrip(spell, 'Each opponent reveals the top 3 cards of their Main Deck. Choose one and banish it, then play it, reducing its cost by :rb_energy_2:. Then recycle the rest.').effects).toEqual([
      { op: 'look', reveal: true, players: 'opponents', amount: 3 },
      { op: 'playLooked', banish: true, wording: ['chooseOne'], reduce: 2 },
      { op: 'recycleLooked', link: 'thenSentence' },
    ]);
  });

  it('reads one card each and the count in words, in an ability', () => {
    printsAndReads(spell, { effects: [{ op: 'look', amount: 1, reveal: true, players: 'opponents' }, { op: 'playLooked', banish: true, ignore: 'energy', optional: true }, { op: 'recycleLooked' }] });
    expect(roundTrip(unit, 'When I conquer, each opponent reveals the top two cards of their Main Deck. You may choose one and banish it, then play it. Recycle the rest.').abilities?.[0]).toMatchObject({
      trigger: 'conquers',
      effects: [{ op: 'look', amount: 2, players: 'opponents' }, { op: 'playLooked', banish: true, optional: true }, { op: 'recycleLooked' }],
    });
  });

  it('is refused when opponents only look, with its path', () => {
    expect(cardIssues({ ...spell, effects: [{ op: 'look', amount: 1, players: 'opponents' }, { op: 'recycleLooked' }] })).toContainEqual({ path: '$.cards[0].effects[0].players', message: expect.stringContaining('revealed') });
  });

  it('is refused when a step after puts the cards revealed into the hand or back in order, with its path', () => {
    const look = { op: 'look', amount: 2, reveal: true, players: 'opponents' };
    expect(cardIssues({ ...spell, effects: [look, { op: 'takeLooked', count: 1, to: 'hand' }] })).toContainEqual({ path: '$.cards[0].effects[1].op', message: expect.stringContaining('opponents revealed') });
    expect(cardIssues({ ...spell, effects: [look, { op: 'orderLooked' }] })).toContainEqual({ path: '$.cards[0].effects[1].op', message: expect.stringContaining('opponents revealed') });
    // A look of the controller's own deck after it takes from among its own cards again.
    expect(cardIssues({ ...spell, effects: [look, { op: 'recycleLooked' }, { op: 'look', amount: 2 }, { op: 'takeLooked', count: 1, to: 'hand' }] })).toEqual([]);
  });

  it('is not a phrase of the controller\'s own deck', () => {
    const result = compileCard(spell, 'Each player reveals the top 2 cards of their Main Deck. Recycle the rest.');
    expect(result.ok).toBe(false);
  });

  it('leaves a teammate out in 2v2: only the two opponents reveal, and the card played is the controller\'s to control', () => {
    const text = 'Each opponent reveals the top 2 cards of their Main Deck. Choose one and banish it, then play it, ignoring its Energy cost. Then recycle the rest.';
    const card = { ...compiled(spell, text), text };
    const game = loadPosition<RiftboundState>({
      mode: 'riftbound/2v2',
      cards: [card],
      seats: {
        A: { hand: ['decks2-spell'], runes: 2 },
        B: { deck: [{ card: 'tide-runner', id: 'B-top' }, 'quill-adept'] },
        C: { deck: [{ card: 'ember-whelp', id: 'C-top' }, 'quill-adept'] },
        D: { deck: [{ card: 'stone-sentry', id: 'D-top' }, 'quill-adept'] },
      },
    });
    const teammate = live(game).teams.find((t) => t.seats.includes('A'))?.seats.find((s) => s !== 'A');
    act(game, { type: 'playSpell', seat: 'A', card: 'A-decks2-spell' });
    const events: { type: string; seat?: string; cards?: readonly string[] }[] = [];
    // Every player passes in turn until the spell resolves and asks A to choose.
    for (let i = 0; i < 8 && !events.some((e) => e.type === 'cardChoiceAsked'); i++) {
      events.push(...(act(game, { type: 'pass', seat: live(game).priority as string }) as typeof events));
    }
    const revealers = events.filter((e) => e.type === 'cardsRevealed').map((e) => e.seat);
    expect(revealers).toHaveLength(2);
    expect(revealers).not.toContain(teammate);
    expect(revealers).not.toContain('A');
    const asked = events.find((e) => e.type === 'cardChoiceAsked') as { seat?: string; count?: number } | undefined;
    expect(asked).toMatchObject({ seat: 'A', count: 4 });
    const chosen = events.find((e) => e.type === 'cardsRevealed')?.cards?.[0] as string;
    expect(chosen.startsWith(`${teammate}-`)).toBe(false);
    act(game, { type: 'chooseCards', seat: 'A', cards: [chosen] });
    expect(live(game).objects[chosen]?.controller).toBe('A');
    expect(live(game).objects[chosen]?.owner).not.toBe('A');
  });
});

describe('a card of the trash played with its Energy cost under its player\'s points', () => {
  it('reads the comparison, the cost left unpaid without a comma, and the card recycled after it is played', () => {
    const card = roundTrip(spell, 'Play a spell from your trash with Energy cost less than your points without paying its Energy cost. Then recycle it.');
    expect(card.targets).toEqual([{ name: 'card', select: 'card', zone: 'trash', relation: 'controlled', types: ['spell'], belowScore: true }]);
    expect(card.effects).toEqual([
      { op: 'play', target: 'card', ignore: 'energy', wording: ['withoutPaying'] },
      { op: 'recycle', played: true, wording: ['thenRecycleIt'] },
    ]);
  });

  it('reads each part in other templatings: an optional play in an ability, the cost set another way', () => {
    expect(roundTrip(unit, 'When I hold, you may play a unit or gear from your trash with Energy cost less than your points, ignoring its cost.').abilities?.[0]).toMatchObject({
      targets: [{ select: 'card', types: ['unit', 'gear'], belowScore: true }],
      effects: [{ op: 'play', target: 'card', ignore: 'cost', optional: true }],
    });
    expect(roundTrip(unit, 'When I attack, you may play a spell from your trash with Energy cost no more than :rb_energy_2: without paying its Energy cost. Recycle that spell after you play it.').abilities?.[0]).toMatchObject({
      targets: [{ types: ['spell'], maxEnergy: 2 }],
      effects: [{ op: 'play', ignore: 'energy', wording: ['costLast', 'withoutPaying'] }, { op: 'recycle', played: true }],
    });
  });

  it('is refused beside a most Energy cost said before it', () => {
    expect(compileCard(spell, 'Play a spell with Energy cost no more than :rb_energy_2: from your trash with Energy cost less than your points.').ok).toBe(false);
  });

  it('fails at load on a target that is not a card in a zone, and "recycle it" with no play before it, with their paths', () => {
    expect(cardIssues({ ...spell, targets: [{ name: 'u', select: 'unit', belowScore: true }], effects: [{ op: 'kill', target: 'u' }] })).toContainEqual({ path: '$.cards[0].targets[0].belowScore', message: expect.stringContaining('card target') });
    expect(cardIssues({ ...spell, effects: [{ op: 'draw', amount: 1 }, { op: 'recycle', played: true, wording: ['thenRecycleIt'] }] })).toContainEqual({ path: '$.cards[0].effects[1].played', message: expect.stringContaining('only after one') });
  });

  it('offers only the cards whose Energy cost is under the points, and none at 0 points', () => {
    const text = 'Play a spell from your trash with Energy cost less than your points without paying its Energy cost. Then recycle it.';
    const card = { ...compiled(spell, text), text };
    const at = (score: number) =>
      loadPosition<RiftboundState>({
        mode: 'riftbound/duel',
        cards: [card],
        scores: { A: score },
        seats: { A: { hand: ['decks2-spell'], runes: 2, trash: [{ card: 'clear-thought', id: 'A-t2' }, { card: 'earthen-blessing', id: 'A-t3' }, { card: 'cinder-dart', id: 'A-t1' }] } },
      });
    const targetsOf = (score: number) =>
      at(score)
        .legalActions('A')
        .filter((a) => a.type === 'playSpell')
        .map((a) => (a as { targets?: Record<string, string> }).targets?.card);
    expect(targetsOf(3).sort()).toEqual(['A-t1', 'A-t2']);
    expect(targetsOf(2)).toEqual(['A-t1']);
    expect(targetsOf(0)).toEqual([]);
  });
});

describe('a spell among the cards looked at, played by an effect', () => {
  it('reads a spell as the type of the card played', () => {
    expect(roundTrip(spell, 'Look at the top 4 cards of your Main Deck. You may banish a spell from among them, then play it, ignoring its Energy cost. Recycle the rest.').effects?.[1]).toEqual({
      op: 'playLooked',
      banish: true,
      types: ['spell'],
      ignore: 'energy',
      optional: true,
    });
  });

  it('offers a spell only with a legal target for its player, and plays it from the deck with the target chosen as it is paid for', () => {
    const text = 'Reveal the top 2 cards of your Main Deck. You may play one, ignoring its Energy cost. Recycle the rest.';
    const card = { ...compiled(spell, text), text };
    const game = (enemy: boolean) =>
      loadPosition<RiftboundState>({
        mode: 'riftbound/duel',
        cards: [card],
        battlefields: [{ id: 'X', card: 'broken-aqueduct', ...(enemy ? { controller: 'B', units: { B: ['ember-whelp'] } } : {}) }, { id: 'Y', card: 'shattered-causeway' }],
        seats: { A: { hand: ['decks2-spell'], runes: 2, deck: [{ card: 'mind-spike', id: 'A-d1' }, { card: 'earthen-blessing', id: 'A-d2' }, 'quill-adept'] } },
      });
    const resolve = (g: ReturnType<typeof game>) => {
      act(g, { type: 'playSpell', seat: 'A', card: 'A-decks2-spell' });
      return [...act(g, { type: 'pass', seat: 'A' }), ...act(g, { type: 'pass', seat: 'B' })];
    };
    // No enemy unit at a battlefield, no unit of A's: neither spell has a target, nothing is offered.
    expect(resolve(game(false)).some((e) => e.type === 'cardChoiceAsked')).toBe(false);
    const g = game(true);
    const events = resolve(g);
    expect(events).toContainEqual(expect.objectContaining({ type: 'cardChoiceAsked', seat: 'A', purpose: 'play', count: 1 }));
    act(g, { type: 'chooseCards', seat: 'A', cards: ['A-d1'] });
    const played = act(g, { type: 'payCost', seat: 'A', pay: true, targets: { victim: 'B-ember-whelp' } });
    expect(played).toContainEqual(expect.objectContaining({ type: 'spellPlayed', seat: 'A', object: 'A-d1', from: 'deck' }));
    expect(live(g).chain.map((item) => item.card)).toEqual(['mind-spike']);
  });
});
