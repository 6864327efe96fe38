/**
 * What every Store must do, run against PGlite (test/server/store.test.ts, in `npm test`) and
 * against a real PostgreSQL (test/pg/store.test.ts, `npm run test:pg`).
 */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { LeaseLost, type MatchRow, type Store } from '../../src/store/store.js';

function row(): MatchRow {
  return { id: `m-${randomBytes(6).toString('hex')}`, mode: 'riftbound/duel', setup: { mode: 'riftbound/duel', seed: 1 }, seats: ['A', 'B'], bots: { B: 'random' }, version: 0, over: false, winner: null, expired: false };
}

export function storeContract(store: () => Store): void {
  it('keeps a match, its seats by credential hash, its actions in order and its snapshots', async () => {
    const s = store();
    const match = row();
    await s.createMatch(match);
    expect(await s.getMatch(match.id)).toEqual(match);
    expect(await s.takeSeat(match.id, 'A', 'hash-a', 'fr')).toBe(true);
    expect(await s.takeSeat(match.id, 'A', 'hash-x', 'en')).toBe(false);
    expect(await s.seatOf(match.id, 'hash-a')).toEqual({ seat: 'A', lang: 'fr' });
    // The seat's language changes with its credential only.
    expect(await s.setSeatLanguage(match.id, 'hash-x', 'en')).toBe(false);
    expect(await s.setSeatLanguage(match.id, 'hash-a', 'en')).toBe(true);
    expect(await s.seatOf(match.id, 'hash-a')).toEqual({ seat: 'A', lang: 'en' });
    expect(await s.takenSeats(match.id)).toEqual(['A']);
    expect(await s.acquireLease(match.id, 'http://one', 'http://one', 30)).toEqual({ owner: 'http://one', url: 'http://one' });
    const commit = { matchId: match.id, seat: 'A', over: false, winner: null, owner: 'http://one', leaseSeconds: 30 };
    await s.commitAction({ ...commit, version: 1, action: { type: 'pass', seat: 'A', list: [1, 2] }, answer: { clientId: 'c1', body: { type: 'ack', id: 'c1', version: 1 } } });
    await s.commitAction({ ...commit, version: 2, action: { type: 'pass', seat: 'A' }, over: true, winner: 'A' });
    // A version stored already is refused, and nothing of it is kept.
    await expect(s.commitAction({ ...commit, version: 2, action: { type: 'other', seat: 'A' } })).rejects.toBeInstanceOf(LeaseLost);
    expect(await s.actionsAfter(match.id, 0)).toEqual([
      { version: 1, seat: 'A', action: { type: 'pass', seat: 'A', list: [1, 2] } },
      { version: 2, seat: 'A', action: { type: 'pass', seat: 'A' } },
    ]);
    expect(await s.getMatch(match.id)).toMatchObject({ version: 2, over: true, winner: 'A' });
    expect(await s.findAnswer(match.id, 'A', 'c1')).toEqual({ type: 'ack', id: 'c1', version: 1 });
    expect(await s.findAnswer(match.id, 'A', 'c2')).toBeUndefined();
    await s.saveSnapshot(match.id, 1, { at: 1 });
    await s.saveSnapshot(match.id, 2, { at: 2 });
    expect(await s.latestSnapshot(match.id)).toEqual({ version: 2, snapshot: { at: 2 } });
    expect(await s.actionsAfter(match.id, 2)).toEqual([]);
    expect(await s.freeSeat(match.id, 'hash-a')).toBe('A');
    expect(await s.seatOf(match.id, 'hash-a')).toBeUndefined();
  });

  it('expires a match only for its lease holder and only while it is not over; an expired match is no orphan and is not listed', async () => {
    const s = store();
    const match = row();
    await s.createMatch(match);
    expect(await s.expireMatch(match.id, 'http://one')).toBe(false);
    await s.acquireLease(match.id, 'http://one', 'http://one', 30);
    expect(await s.expireMatch(match.id, 'http://two')).toBe(false);
    expect(await s.expireMatch(match.id, 'http://one')).toBe(true);
    expect(await s.getMatch(match.id)).toEqual({ ...match, expired: true });
    expect(await s.leaseOf(match.id)).toBeUndefined();
    expect(await s.orphanedMatches()).not.toContain(match.id);
    expect(await s.unfinishedMatches()).not.toContain(match.id);
    expect((await s.listMatches(1000)).map((m) => m.id)).not.toContain(match.id);
    const finished = { ...row(), over: true, winner: 'A' };
    await s.createMatch(finished);
    await s.acquireLease(finished.id, 'http://one', 'http://one', 30);
    expect(await s.expireMatch(finished.id, 'http://one')).toBe(false);
    expect(await s.getMatch(finished.id)).toMatchObject({ over: true, expired: false });
  });

  it('gives a match to one owner at a time, and to another once the lease expires', async () => {
    const s = store();
    const match = row();
    await s.createMatch(match);
    expect((await s.acquireLease(match.id, 'http://one', 'http://one', 1)).owner).toBe('http://one');
    expect(await s.acquireLease(match.id, 'http://two', 'http://two', 30)).toEqual({ owner: 'http://one', url: 'http://one' });
    expect(await s.orphanedMatches()).not.toContain(match.id);
    // The owner stops renewing: the lease runs out, and the match is an orphan another may take.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await s.orphanedMatches()).toContain(match.id);
    expect((await s.acquireLease(match.id, 'http://two', 'http://two', 30)).owner).toBe('http://two');
    // The old owner's commit and renewal now fail; nothing it writes counts.
    await expect(s.commitAction({ matchId: match.id, version: 1, seat: 'A', action: { type: 'x' }, over: false, winner: null, owner: 'http://one', leaseSeconds: 30 })).rejects.toBeInstanceOf(LeaseLost);
    expect(await s.renewLeases('http://one', [match.id], 30)).toEqual([match.id]);
    expect(await s.renewLeases('http://two', [match.id], 30)).toEqual([]);
    expect(await s.actionsAfter(match.id, 0)).toEqual([]);
    expect(await s.leaseOf(match.id)).toEqual({ owner: 'http://two', url: 'http://two' });
    await s.releaseLeases('http://two');
    expect(await s.leaseOf(match.id)).toBeUndefined();
  });

  it('keeps a tournament, saves it only from the version it read, and lists it until it is finished', async () => {
    const s = store();
    const id = randomBytes(6).toString('base64url');
    const state = { format: 'rulegraph/tournament@1', phase: 'registration', entrants: [] };
    await s.createTournament({ id, organiserHash: 'ab'.repeat(32), state, host: { tables: {} }, version: 0 });
    expect(await s.getTournament(id)).toEqual({ id, organiserHash: 'ab'.repeat(32), state, host: { tables: {} }, version: 0 });
    expect(await s.unfinishedTournaments()).toContain(id);
    const swiss = { ...state, phase: 'swiss' };
    expect(await s.saveTournament(id, 0, swiss, { tables: { '1:1': ['m'] } })).toBe(true);
    // A second writer that read version 0 too is refused: nothing of its save is kept.
    expect(await s.saveTournament(id, 0, { ...state, phase: 'finished' }, { tables: {} })).toBe(false);
    expect(await s.getTournament(id)).toMatchObject({ state: swiss, host: { tables: { '1:1': ['m'] } }, version: 1 });
    expect(await s.saveTournament(id, 1, { ...state, phase: 'finished' }, { tables: {} })).toBe(true);
    expect(await s.unfinishedTournaments()).not.toContain(id);
    expect(await s.getTournament('no-such-tournament')).toBeUndefined();
  });
}
