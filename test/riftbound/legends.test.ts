import { describe, expect, it } from 'vitest';
import { loadPosition } from '../../src/api.js';
import type { Game } from '../../src/engine/game/game.js';
import { might } from '../../src/games/riftbound/reads/queries.js';
import type { RiftboundState } from '../../src/games/riftbound/state/state.js';
import { hostOf } from '../support/host.js';
import { act, passChain, passUntilSettled } from '../support/riftbound.js';
import { loadError } from '../support/load-error.js';

type RGame = Game<RiftboundState>;
const position = (p: Record<string, unknown>) => loadPosition<RiftboundState>({ mode: 'riftbound/duel', ...p }) as RGame;
const seatOf = (game: RGame, id: string) => game.liveState.seats.find((s) => s.id === id)!;

describe('legends (CR 107.4, 172-175)', () => {
  it('starts in the legend zone; its activated ability exhausts it and goes on the chain; exhausted, it is refused and nothing changes', () => {
    const game = position({
      seats: { A: { decklist: 'ember', runes: 2 }, B: { decklist: 'tide' } },
      battlefields: [{ card: 'sunken-plaza', controller: 'B', units: { B: ['tide-runner'] } }, { card: 'windworn-steps' }],
    });
    const legend = seatOf(game, 'A').legendObject;
    expect(game.liveState.objects[legend]).toMatchObject({ card: 'ember-matriarch', exhausted: false });
    expect(game.legalActions('A')).toContainEqual({ type: 'activate', seat: 'A', source: legend, ability: 0, targets: { victim: 'B-tide-runner' } });
    act(game, { type: 'activate', seat: 'A', source: legend, ability: 0, targets: { victim: 'B-tide-runner' } });
    expect(game.liveState.objects[legend]?.exhausted).toBe(true);
    expect(game.liveState.chain).toHaveLength(1);
    passChain(game);
    expect(seatOf(game, 'B').trash).toContain('B-tide-runner');
    expect(game.liveState.battlefields[0]?.units).toEqual([]);
    const before = game.snapshot();
    const refused = game.apply({ type: 'activate', seat: 'A', source: legend, ability: 0, targets: { victim: 'B-tide-runner' } });
    expect(refused).toMatchObject({ ok: false, error: { code: 'LEGEND_EXHAUSTED', rule: 'CR 173.8' } });
    expect(game.snapshot()).toEqual(before);
    // Another player's legend is not yours to activate.
    expect(game.apply({ type: 'activate', seat: 'A', source: seatOf(game, 'B').legendObject, ability: 0 })).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_LEGEND' } });
  });

  it('a resource ability of a legend resolves at once; the legend readies in its Awaken Phase', () => {
    const game = position({ seats: { A: { decklist: 'thicket' }, B: { decklist: 'tide' } } });
    const legend = seatOf(game, 'A').legendObject;
    act(game, { type: 'activate', seat: 'A', source: legend, ability: 0 });
    expect(game.liveState.chain).toHaveLength(0);
    expect(seatOf(game, 'A').pool.energy).toBe(1);
    act(game, { type: 'endTurn', seat: 'A' });
    passChain(game);
    act(game, { type: 'endTurn', seat: 'B' });
    passChain(game);
    expect(game.liveState.objects[legend]?.exhausted).toBe(false);
  });

  it('a legend\'s start-of-turn trigger goes on the chain for its controller (CR 173.7)', () => {
    const game = position({ state: 'awaken', seats: { A: { decklist: 'bastion' }, B: { decklist: 'tide' } } });
    while (game.automatic) game.advance();
    expect(game.liveState.chain).toMatchObject([{ kind: 'triggered', controller: 'A', card: 'iron-regent' }]);
    passChain(game);
    expect(seatOf(game, 'A').base.map((u) => game.liveState.objects[u]?.card)).toEqual(['recruit-token']);
  });

  it('"when you conquer" on a legend triggers for the conqueror', () => {
    const game = position({
      seats: { A: { decklist: 'lantern', base: ['tide-runner'] }, B: { decklist: 'tide' } },
      battlefields: [{ card: 'windworn-steps' }, { card: 'salt-marsh-ruins' }],
    });
    const hand = seatOf(game, 'A').hand.length;
    act(game, { type: 'move', seat: 'A', units: ['A-tide-runner'], to: 'windworn-steps' });
    passUntilSettled(game);
    passChain(game);
    expect(game.events().some((e) => e.type === 'abilityTriggered' && e['card'] === 'lantern-warden')).toBe(true);
    expect(seatOf(game, 'A').hand.length).toBe(hand + 1);
  });
});

describe('the Chosen Champion (CR 103.2.a, 108.3)', () => {
  it('starts in the champion zone, is played from there, and cannot be played from there twice', () => {
    const game = position({ seats: { A: { decklist: 'ember', runes: 3 }, B: { decklist: 'tide' } } });
    const champion = seatOf(game, 'A').championZone[0] as string;
    expect(game.liveState.objects[champion]?.card).toBe('kessa-flame-sworn');
    expect(game.view('B').seats).toContainEqual(expect.objectContaining({ id: 'A', championZone: [champion] }));
    expect(game.legalActions('A')).toContainEqual({ type: 'playUnit', seat: 'A', card: champion, to: 'base' });
    act(game, { type: 'playUnit', seat: 'A', card: champion, to: 'base' });
    expect(seatOf(game, 'A').championZone).toEqual([]);
    expect(seatOf(game, 'A').base).toContain(champion);
    const before = game.snapshot();
    expect(game.apply({ type: 'playUnit', seat: 'A', card: champion })).toMatchObject({ ok: false, error: { code: 'NOT_IN_CHAMPION_ZONE', rule: 'CR 108.3.d' } });
    expect(game.snapshot()).toEqual(before);
  });

  it('"your Chosen Champion" is any champion unit of its name, here a second copy from the hand (CR 103.2.a.3), never an opponent\'s', () => {
    const game = position({
      seats: { A: { decklist: 'tide', base: ['nerys-tide-caller'] }, B: { decklist: 'ember', base: ['nerys-tide-caller'] } },
    });
    const host = hostOf(game);
    expect(seatOf(game, 'A').championZone).toHaveLength(1);
    expect(might(host, 'A-nerys-tide-caller')).toBe(4);
    expect(might(host, 'B-nerys-tide-caller')).toBe(3);
  });

  it('a position may leave the champion played, set another legal champion, and is checked like a new game', () => {
    const game = position({ seats: { A: { decklist: 'ember', champion: 'kessa-ash-walker', championZone: false } } });
    expect(seatOf(game, 'A')).toMatchObject({ chosenChampion: 'kessa-ash-walker', championZone: [] });
    expect(() => position({ seats: { A: { decklist: 'ember', champion: 'nerys-tide-caller' } } })).toThrow(/CR 103\.2\.a\.2/);
  });
});

describe('2v2 teammates (CR 484.8.g-h): a position cannot bypass the check', () => {
  const load = (seats: Record<string, unknown>) => loadError(() => loadPosition({ mode: 'riftbound/2v2', seats }, 'p.json'));
  it('refuses teammates with the same legend, where the position wrote it', () => {
    expect(load({ C: { legend: 'ember-matriarch', champion: 'kessa-flame-sworn' } }).issues).toEqual([expect.objectContaining({ path: '$.seats.C.legend', rule: 'CR 484.8.g' })]);
    expect(load({ C: { decklist: 'ember' } }).issues[0]).toMatchObject({ path: '$.seats.C.decklist', rule: 'CR 484.8.g' });
  });
  it('refuses teammates bringing the same battlefield', () => {
    expect(load({ C: { battlefieldChoices: ['sunken-plaza', 'amber-vault', 'hollow-spire'] } }).issues[0]).toMatchObject({ path: '$.seats.C.battlefieldChoices', rule: 'CR 484.8.h' });
  });
  it('accepts opponents with the same legend', () => {
    expect(() => loadPosition({ mode: 'riftbound/2v2', seats: { B: { decklist: 'ember' } } }).dispose()).not.toThrow();
  });
});
