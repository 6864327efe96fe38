/** Buffs spent as a step resolves, read from invented card texts and printed back, and played. */
import { describe, expect, it } from 'vitest';
import { loadPosition } from '../../../src/api.js';
import type { CardDefinition } from '../../../src/games/riftbound/schema/card-schema.js';
import type { RiftboundState } from '../../../src/games/riftbound/state/state.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { act, live } from '../../support/riftbound.js';
import { cardIssues, printsAndReads, roundTrip, itCompilesScenarioCards } from './support.js';

const unit: CardHeader = { id: 'buffs-unit', name: 'Buffs Unit', type: 'unit', domain: 'body', cost: { energy: 3, power: [] }, might: 3 };
const spell: CardHeader = { id: 'buffs-spell', name: 'Buffs Spell', type: 'spell', domain: 'body', cost: { energy: 2, power: [] } };

itCompilesScenarioCards('text-buffs2');

describe('any number of buffs spent as a step resolves', () => {
  it('reads "spend any number of buffs" and a step done for each buff spent', () => {
    const card = roundTrip(unit, 'When I attack, spend any number of buffs. For each buff spent, channel 2 runes exhausted.');
    expect(card.abilities?.[0]).toMatchObject({
      trigger: 'attacks',
      effects: [
        { op: 'spendBuff', anyNumber: true },
        { op: 'channel', amount: 2, exhausted: true, forEachBuffSpent: true },
      ],
    });
    expect(roundTrip(spell, 'Spend any number of buffs. For each buff spent, channel 1 rune.').effects?.[1]).toEqual({ op: 'channel', amount: 1, forEachBuffSpent: true });
  });

  it('prints and reads each friendly unit readied by spending its buff', () => {
    const text = printsAndReads(spell, { effects: [{ op: 'spendBuff', anyNumber: true, readyEach: true }, { op: 'buff', all: { select: 'unit', relation: 'friendly' }, link: 'thenSentence' }] });
    expect(text.startsWith('For each friendly unit, ')).toBe(true);
  });

  it('refuses a count of buffs spent with no step spending them before it, and readyEach or a target on a step that does not choose as it resolves', () => {
    const at = (issues: { path: string }[]) => issues.map((i) => i.path);
    const base = { ...spell, cost: { energy: 2, power: [] } };
    expect(at(cardIssues({ ...base, effects: [{ op: 'channel', amount: 1, forEachBuffSpent: true }] }))).toContain('$.cards[0].effects[0].forEachBuffSpent');
    expect(at(cardIssues({ ...base, effects: [{ op: 'spendBuff', target: 'self', readyEach: true }] }))).toContain('$.cards[0].effects[0].readyEach');
    expect(at(cardIssues({ ...base, targets: [{ name: 'unit', select: 'unit', relation: 'controlled' }], effects: [{ op: 'spendBuff', target: 'unit', anyNumber: true }] }))).toContain('$.cards[0].effects[0].anyNumber');
  });

  /** A spell readying each friendly unit whose buff its controller spends, then buffing every friendly unit, played by A. */
  function readyingDrill(base: unknown[]) {
    const effects = [{ op: 'spendBuff', anyNumber: true, readyEach: true }, { op: 'buff', all: { select: 'unit', relation: 'friendly' }, link: 'thenSentence' }];
    const text = printsAndReads({ ...spell, id: 'rally-drill', name: 'Rally Drill' }, { effects } as Partial<CardDefinition>);
    const card = { ...spell, id: 'rally-drill', name: 'Rally Drill', effects, text };
    const game = loadPosition<RiftboundState>({ mode: 'riftbound/duel', cards: [card], seats: { A: { hand: ['rally-drill'], base, runes: 2, deck: 4 }, B: { base: [{ card: 'tide-runner', buffed: true, exhausted: true }], deck: 4 } } });
    act(game, { type: 'playSpell', seat: 'A', card: 'A-rally-drill' });
    act(game, { type: 'pass', seat: 'A' });
    return { game, events: act(game, { type: 'pass', seat: 'B' }) };
  }

  it('readies each unit whose buff was spent, none other, then buffs all friendly units', () => {
    const { game, events } = readyingDrill([{ card: 'cinder-scout', buffed: true, exhausted: true }, { card: 'ember-whelp', buffed: true, exhausted: true }, { card: 'blaze-captain', exhausted: true }]);
    expect(events.find((e) => e.type === 'cardChoiceAsked')).toMatchObject({ seat: 'A', min: 0, max: 2, count: 2 });
    act(game, { type: 'chooseCards', seat: 'A', cards: ['A-ember-whelp'] });
    const state = live(game);
    expect(state.objects['A-ember-whelp']).toMatchObject({ exhausted: false, buffed: true });
    expect(state.objects['A-cinder-scout']).toMatchObject({ exhausted: true, buffed: true });
    expect(state.objects['A-blaze-captain']).toMatchObject({ exhausted: true, buffed: true });
    // The opponent's unit is neither offered nor readied.
    expect(state.objects['B-tide-runner']).toMatchObject({ exhausted: true, buffed: true });
  });

  it('asks nothing when its controller has no buff to spend, and refuses a unit twice or another player\'s, changing nothing', () => {
    const none = readyingDrill([{ card: 'cinder-scout', exhausted: true }]);
    expect(none.events.some((e) => e.type === 'cardChoiceAsked')).toBe(false);
    expect(live(none.game).objects['A-cinder-scout']).toMatchObject({ exhausted: true, buffed: true });
    const { game } = readyingDrill([{ card: 'cinder-scout', buffed: true, exhausted: true }]);
    const before = JSON.stringify(game.snapshot());
    for (const cards of [['B-tide-runner'], ['A-cinder-scout', 'A-cinder-scout']]) {
      const refused = game.apply({ type: 'chooseCards', seat: 'A', cards });
      expect(refused.ok).toBe(false);
    }
    expect(JSON.stringify(game.snapshot())).toBe(before);
  });
});

describe('what a buff gives, changed for a turn', () => {
  it('reads "Buffs give an additional +N :rb_might: to friendly units this turn."', () => {
    const card = roundTrip(spell, '[Hidden]\n[Action]\nBuff a friendly unit. Buffs give an additional +2 :rb_might: to friendly units this turn.');
    expect(card.effects).toEqual([
      { op: 'buff', target: 'unit' },
      { op: 'buffsGiveMore', amount: 2 },
    ]);
    expect(roundTrip(unit, 'When I conquer, buffs give an additional +3 :rb_might: to friendly units this turn.').abilities?.[0]).toMatchObject({ effects: [{ op: 'buffsGiveMore', amount: 3 }] });
  });

  it('refuses an amount under 1 at its path', () => {
    expect(cardIssues({ ...spell, effects: [{ op: 'buffsGiveMore', amount: 0 }] }).map((i) => i.path)).toContain('$.cards[0].effects[0].amount');
  });

  /** A spell whose buffs give 2 more this turn, played by A with buffed units of both seats on the board. */
  function surge(extra: { A?: unknown[]; B?: unknown[] } = {}) {
    const effects = [{ op: 'buffsGiveMore', amount: 2 }];
    const card = { ...spell, id: 'banner-surge', name: 'Banner Surge', effects };
    const game = loadPosition<RiftboundState>({
      mode: 'riftbound/duel',
      cards: [card],
      seats: { A: { hand: ['banner-surge'], base: [{ card: 'cinder-scout', buffed: true }, 'ash-warden', ...(extra.A ?? [])], runes: 2, deck: 4 }, B: { base: [{ card: 'tide-runner', buffed: true }, ...(extra.B ?? [])], deck: 4 } },
    });
    act(game, { type: 'playSpell', seat: 'A', card: 'A-banner-surge' });
    act(game, { type: 'pass', seat: 'A' });
    act(game, { type: 'pass', seat: 'B' });
    return game;
  }

  it('adds to each buff of the controller\'s units for the turn, not to unbuffed units nor to an opponent\'s, and ends as the turn does', () => {
    const game = surge();
    const view = () => game.view('A').objects as Record<string, { currentMight?: number }>;
    expect(view()['A-cinder-scout']?.currentMight).toBe(5);
    expect(view()['A-ash-warden']?.currentMight).toBe(3);
    expect(view()['B-tide-runner']?.currentMight).toBe(2);
    act(game, { type: 'endTurn', seat: 'A' });
    expect(live(game).buffsGiveMore).toBeUndefined();
    expect(view()['A-cinder-scout']?.currentMight).toBe(3);
  });
});

describe('a unit giving another its keywords for a turn', () => {
  it('reads "give a friendly unit my keywords and +:rb_might: equal to my Might this turn" and a printed amount', () => {
    const card = roundTrip(unit, '[Tank]\nWhen I attack, give a friendly unit my keywords and +:rb_might: equal to my Might this turn.');
    expect(card.abilities?.[0]).toMatchObject({ effects: [{ op: 'modifyMight', target: 'unit', equalTo: { might: 'self' }, keywordsOf: 'self' }] });
    expect(roundTrip(unit, 'When I defend, give another friendly unit my keywords and +2 :rb_might: this turn.').abilities?.[0]).toMatchObject({ effects: [{ op: 'modifyMight', amount: 2, keywordsOf: 'self' }] });
  });

  it('is not read on a card other than a unit', () => {
    expect(() => roundTrip(spell, 'Give a friendly unit my keywords and +2 :rb_might: this turn.')).toThrow(/refused/);
  });
});

describe('the keywords a unit gives', () => {
  const effects = [{ op: 'modifyMight', keywordsOf: 'self', target: 'unit', equalTo: { might: 'self' } }];
  const sharer = { ...unit, id: 'echo-knight', name: 'Echo Knight', keywords: ['accelerate', 'tank'], abilities: [{ kind: 'activated', cost: { exhaust: true }, targets: [{ name: 'unit', select: 'unit', relation: 'friendly', except: 'self' }], effects }] };

  it('gives those it has as the step resolves that a unit on the board may be given, a passive\'s included, with their values', () => {
    const giver = { ...unit, id: 'banner-giver', name: 'Banner Giver', abilities: [{ kind: 'passive', appliesTo: 'otherFriendlyUnits', keywords: [{ keyword: 'shield', value: 2 }] }] };
    const game = loadPosition<RiftboundState>({ mode: 'riftbound/duel', cards: [sharer, giver], seats: { A: { base: ['echo-knight', 'cinder-scout', 'banner-giver'], deck: 4 }, B: { deck: 4 } } });
    act(game, { type: 'activate', seat: 'A', source: 'A-echo-knight', ability: 0, targets: { unit: 'A-cinder-scout' } });
    act(game, { type: 'pass', seat: 'A' });
    const events = act(game, { type: 'pass', seat: 'B' });
    expect(events.find((e) => e.type === 'keywordsGranted')).toMatchObject({ unit: 'A-cinder-scout', keywords: [{ keyword: 'tank' }, { keyword: 'shield', value: 2 }], duration: 'turn' });
    expect(live(game).objects['A-cinder-scout']?.keywordChanges).toEqual([{ grant: ['tank', { keyword: 'shield', value: 2 }], duration: 'turn' }]);
  });

  it('gives nothing when it has no keyword a unit may be given, and still its Might', () => {
    const plain = { ...sharer, keywords: ['accelerate'] };
    const game = loadPosition<RiftboundState>({ mode: 'riftbound/duel', cards: [plain], seats: { A: { base: ['echo-knight', 'cinder-scout'], deck: 4 }, B: { deck: 4 } } });
    act(game, { type: 'activate', seat: 'A', source: 'A-echo-knight', ability: 0, targets: { unit: 'A-cinder-scout' } });
    act(game, { type: 'pass', seat: 'A' });
    const events = act(game, { type: 'pass', seat: 'B' });
    expect(events.some((e) => e.type === 'keywordsGranted')).toBe(false);
    expect(events.find((e) => e.type === 'mightChanged')).toMatchObject({ unit: 'A-cinder-scout', amount: 3 });
  });
});
