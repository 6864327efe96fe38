import { describe, expect, it } from 'vitest';
import { blankDuel } from '../support/board.js';
import { act, addRunes, addUnit, bf, edit, handCard, live, passUntilSettled, seatOf, types } from '../support/riftbound.js';

describe('costs and runes (CR 159-166)', () => {
  it('pays Energy by exhausting runes; the unit enters exhausted at base', () => {
    let card = '';
    const game = edit(blankDuel(), (s) => {
      addRunes(s, 'A', 'ember-shard', 3);
      card = handCard(s, 'A', 'blaze-captain');
    });
    expect(game.apply({ type: 'playUnit', seat: 'A', card })).toMatchObject({ ok: false, error: { code: 'CANNOT_AFFORD', rule: 'CR 159-166' } });
    const richer = edit(game, (s) => void addRunes(s, 'A', 'ember-shard', 1));
    const events = act(richer, { type: 'playUnit', seat: 'A', card });
    expect(types(events)).toEqual(['runesUsed', 'unitPlayed']);
    const a = seatOf(live(richer), 'A');
    expect(a.base).toEqual([card]);
    expect(a.hand).not.toContain(card);
    expect(live(richer).objects[card]?.exhausted).toBe(true);
    expect(a.runes.filter((r) => live(richer).objects[r]?.exhausted)).toHaveLength(4);
  });

  it('pays Power by recycling a rune of the domain to the bottom of the rune deck', () => {
    let card = '';
    let fury: string[] = [];
    const game = edit(blankDuel(), (s) => {
      addRunes(s, 'A', 'stone-shard', 3);
      fury = addRunes(s, 'A', 'ember-shard', 1);
      card = handCard(s, 'A', 'ash-warden'); // 3 energy + 1 fury
    });
    act(game, { type: 'playUnit', seat: 'A', card });
    const a = seatOf(live(game), 'A');
    expect(a.runes).not.toContain(fury[0]);
    expect(a.runeDeck.at(-1)).toBe(fury[0]);
    // The Fury rune gave 1 Energy before it was recycled (CR 163.2): one Body rune stays ready.
    expect(a.runes.filter((r) => !live(game).objects[r]?.exhausted)).toHaveLength(1);
  });

  it('cannot pay Power without a rune of that domain', () => {
    let card = '';
    const game = edit(blankDuel(), (s) => {
      addRunes(s, 'A', 'stone-shard', 5);
      card = handCard(s, 'A', 'ash-warden');
    });
    expect(game.apply({ type: 'playUnit', seat: 'A', card })).toMatchObject({ ok: false, error: { code: 'CANNOT_AFFORD' } });
    expect(game.legalActions('A').filter((a) => a.type === 'playUnit' && a['card'] === card)).toEqual([]);
  });

  it('spends the rune pool before runes', () => {
    let card = '';
    const game = edit(blankDuel(), (s) => {
      seatOf(s, 'A').pool.energy = 2;
      card = handCard(s, 'A', 'cinder-scout');
    });
    expect(types(act(game, { type: 'playUnit', seat: 'A', card }))).toEqual(['unitPlayed']);
    expect(seatOf(live(game), 'A').pool.energy).toBe(0);
  });

  it('plays units only to base or a battlefield you control', () => {
    let card = '';
    const game = edit(blankDuel(), (s) => {
      addRunes(s, 'A', 'ember-shard', 2);
      card = handCard(s, 'A', 'cinder-scout');
    });
    const target = bf(live(game), 0).id;
    expect(game.apply({ type: 'playUnit', seat: 'A', card, to: target })).toMatchObject({ ok: false, error: { code: 'INVALID_DESTINATION' } });
    expect(game.apply({ type: 'playUnit', seat: 'A', card, to: 'nowhere' })).toMatchObject({ ok: false, error: { code: 'UNKNOWN_DESTINATION' } });
    const owned = edit(game, (s) => {
      bf(s, 0).controller = 'A';
      addUnit(s, 'A', 'ember-whelp', bf(s, 0).id);
    });
    act(owned, { type: 'playUnit', seat: 'A', card, to: target });
    expect(bf(live(owned), 0).units).toContain(card);
    expect(bf(live(owned), 0).contested).toBe(false);
  });

  it('plays units only on your own turn, in Neutral Open', () => {
    let card = '';
    const game = edit(blankDuel(), (s) => {
      addRunes(s, 'B', 'tide-shard', 2);
      card = handCard(s, 'B', 'tide-runner');
    });
    expect(game.apply({ type: 'playUnit', seat: 'B', card })).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_TURN' } });
  });
});

describe('standard moves, showdowns and conquering (CR 440-461)', () => {
  it('moving to an uncontrolled battlefield contests it; a showdown starts with focus to the mover', () => {
    let unit = '';
    const game = edit(blankDuel(), (s) => {
      unit = addUnit(s, 'A', 'cinder-scout', 'base');
    });
    const target = bf(live(game), 0).id;
    const events = act(game, { type: 'move', seat: 'A', units: [unit], to: target });
    expect(types(events)).toEqual(['unitsMoved', 'battlefieldContested', 'showdownStaged', 'showdownStarted']);
    expect(game.machineState).toBe('turn.main.showdown.open');
    expect(live(game).showdown).toMatchObject({ battlefield: target, combat: false, attacker: 'A', focus: 'A' });
    expect(live(game).objects[unit]?.exhausted).toBe(true);
    expect(game.legalActions('A')).toEqual([{ type: 'pass', seat: 'A' }]);
    expect(game.legalActions('B')).toEqual([]);
  });

  it('players may only pass until cards with Action exist; focus passes in turn order', () => {
    let unit = '';
    const game = edit(blankDuel(), (s) => {
      unit = addUnit(s, 'A', 'cinder-scout', 'base');
    });
    const target = bf(live(game), 0).id;
    act(game, { type: 'move', seat: 'A', units: [unit], to: target });
    expect(game.apply({ type: 'pass', seat: 'B' })).toMatchObject({ ok: false, error: { code: 'NO_FOCUS' } });
    expect(game.apply({ type: 'endTurn', seat: 'A' })).toMatchObject({ ok: false, error: { code: 'NOT_NOW' } });
    act(game, { type: 'pass', seat: 'A' });
    expect(live(game).showdown?.focus).toBe('B');
    const events = act(game, { type: 'pass', seat: 'B' });
    expect(types(events)).toEqual(['passed', 'showdownEnded', 'controlEstablished', 'battlefieldScored', 'pointGained']);
    expect(bf(live(game), 0)).toMatchObject({ controller: 'A', contested: false });
    expect(game.machineState).toBe('turn.main.neutral.open');
    expect(live(game).teams.find((t) => t.id === 'A')?.score).toBe(1);
  });

  it('moves several units together, and back to base', () => {
    let u1 = '';
    let u2 = '';
    const game = edit(blankDuel(), (s) => {
      s.battlefields[0]!.controller = 'A';
      u1 = addUnit(s, 'A', 'cinder-scout', s.battlefields[0]!.id);
      u2 = addUnit(s, 'A', 'ember-whelp', s.battlefields[0]!.id);
    });
    act(game, { type: 'move', seat: 'A', units: [u1, u2], to: 'base' });
    expect(seatOf(live(game), 'A').base).toEqual([u1, u2]);
  });

  it('refuses moves of exhausted, foreign or absent units, and battlefield to battlefield', () => {
    let mine = '';
    let tired = '';
    let theirs = '';
    let atBf = '';
    const game = edit(blankDuel(), (s) => {
      mine = addUnit(s, 'A', 'cinder-scout', 'base');
      tired = addUnit(s, 'A', 'cinder-scout', 'base', { exhausted: true });
      theirs = addUnit(s, 'B', 'tide-runner', 'base');
      s.battlefields[0]!.controller = 'A';
      atBf = addUnit(s, 'A', 'ember-whelp', s.battlefields[0]!.id);
    });
    const [first, second] = live(game).battlefields.map((b) => b.id) as [string, string];
    const before = game.snapshot();
    expect(game.apply({ type: 'move', seat: 'A', units: [tired], to: second })).toMatchObject({ ok: false, error: { code: 'UNIT_EXHAUSTED' } });
    expect(game.apply({ type: 'move', seat: 'A', units: [theirs], to: second })).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_UNIT' } });
    expect(game.apply({ type: 'move', seat: 'A', units: ['o99999'], to: second })).toMatchObject({ ok: false, error: { code: 'NOT_ON_BOARD' } });
    expect(game.apply({ type: 'move', seat: 'A', units: [atBf], to: second })).toMatchObject({ ok: false, error: { code: 'NEEDS_GANKING' } });
    expect(game.apply({ type: 'move', seat: 'A', units: [atBf], to: first })).toMatchObject({ ok: false, error: { code: 'ALREADY_THERE' } });
    expect(game.apply({ type: 'move', seat: 'A', units: [mine, mine], to: second })).toMatchObject({ ok: false, error: { code: 'MALFORMED_ACTION' } });
    expect(game.apply({ type: 'move', seat: 'A', units: [], to: second })).toMatchObject({ ok: false, error: { code: 'MALFORMED_ACTION' } });
    expect(game.snapshot()).toEqual(before);
  });

  it('a battlefield whose units all leave loses its controller at the next cleanup', () => {
    let unit = '';
    const game = edit(blankDuel(), (s) => {
      s.battlefields[0]!.controller = 'A';
      unit = addUnit(s, 'A', 'cinder-scout', s.battlefields[0]!.id);
    });
    const events = act(game, { type: 'move', seat: 'A', units: [unit], to: 'base' });
    expect(types(events)).toContain('controlLost');
    expect(bf(live(game), 0).controller).toBeNull();
  });

  it('moving to a battlefield you control contests nothing', () => {
    let unit = '';
    const game = edit(blankDuel(), (s) => {
      s.battlefields[0]!.controller = 'A';
      addUnit(s, 'A', 'ember-whelp', s.battlefields[0]!.id);
      unit = addUnit(s, 'A', 'cinder-scout', 'base');
    });
    expect(types(act(game, { type: 'move', seat: 'A', units: [unit], to: bf(live(game), 0).id }))).toEqual(['unitsMoved']);
  });

  it('taking a battlefield its controller left empty is a non-combat showdown and a conquer', () => {
    let unit = '';
    const game = edit(blankDuel(), (s) => {
      s.battlefields[0]!.controller = 'B';
      unit = addUnit(s, 'A', 'cinder-scout', 'base');
    });
    const target = bf(live(game), 0).id;
    expect(types(act(game, { type: 'move', seat: 'A', units: [unit], to: target }))).toContain('showdownStarted');
    const events = passUntilSettled(game);
    expect(events.find((e) => e.type === 'controlEstablished')).toMatchObject({ seat: 'A', previous: 'B', battlefield: target });
  });
});
