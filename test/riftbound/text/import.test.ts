import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../src/cli/run.js';
import { loadCardSets } from '../../../src/games/riftbound/cards/cards.js';
import { importCards } from '../../../src/games/riftbound/text/import.js';
import { idFromName } from '../../../src/engine/card-text/card-import.js';
import { cardName, printedCode, readRecords } from '../../../src/games/riftbound/text/records.js';

const FIXTURE = 'test/riftbound/text/fixtures/invented-records.json';
const records = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Parameters<typeof importCards>[0];

async function cli(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

describe('importing card records', () => {
  it('reads community records: names as the rules write them, printed codes, types, domains and costs', () => {
    expect(cardName('Warden Mossback - Rooted')).toBe('Warden Mossback, Rooted');
    expect(cardName('Ember Token (271) // Buff')).toBe('Ember Token');
    expect(printedCode('ogn-007a-298')).toBe('OGN-007a');
    expect(printedCode('sfd-t03')).toBe('SFD-T03');
    expect(idFromName("Kai'Vo, Twice-Born")).toBe('kaivo-twice-born');
    const { records: read, faults } = readRecords(records);
    expect(faults).toEqual([]);
    expect(read.map((r) => r.header.type)).toContain('legend');
    expect(read.find((r) => r.header.name === 'Quiet Tide')?.header.cost).toEqual({ energy: 2, power: ['calm'] });
  });

  it('makes one card of the printings of one text, compiles what it reads and reports the rest', () => {
    const { set, report } = importCards(records, 'invented');
    expect(report).toMatchObject({ printings: 10, cards: 9, compiled: 8, readBackEqual: 8 });
    expect(report.refused).toEqual([{ id: 'ashen-oracle', name: 'Ashen Oracle', phrase: 'When you play me, the moon sings twice.', reason: 'no rule of the templating reads "moon sings twice." here', key: 'syntax.unread' }]);
    expect(report.reasons).toEqual([{ reason: 'no rule of the templating reads "moon sings twice." here', key: 'syntax.unread', count: 1 }]);
    const whelp = set.cards.find((c) => c.id === 'cinder-whelp');
    expect(whelp?.printings).toEqual(['TST-001', 'TST-001a']);
    // The set is a valid card set.
    expect(loadCardSets([{ file: 'invented.json', json: set }]).size).toBe(8);
  });

  it('reads rulegraph\'s plain shape, for cards written as text', () => {
    const { set, report } = importCards([{ name: 'Hollow Bell', type: 'gear', domain: 'order', cost: { energy: 2 }, text: ':rb_exhaust:: Ready a friendly unit.' }], 'plain');
    expect(report.compiled).toBe(1);
    expect(set.cards[0]).toMatchObject({ id: 'hollow-bell', type: 'gear', domain: 'order', cost: { energy: 2, power: [] } });
  });

  it('reads back keywords listed on one line with commas as the same text as keywords on lines of their own', () => {
    const { report } = importCards([{ name: 'Twin Guard', type: 'unit', domain: 'order', cost: { energy: 3 }, might: 3, text: '[Assault 2], [Shield 2]' }], 'plain');
    expect(report).toMatchObject({ compiled: 1, readBackEqual: 1 });
  });

  it('refuses records that are not cards with their JSON paths, and changes nothing else', () => {
    const { report } = importCards([{ name: 'No Type' }, 7, { name: 'Bad Domain', type: 'unit', domain: 'water', cost: 1, might: 1 }] as never, 'bad');
    expect(report.faults).toEqual([
      { path: '$[0]', message: '"type" must be one of unit, spell, gear, battlefield, rune, legend' },
      { path: '$[1]', message: 'a record is an object' },
      { path: '$[2]', message: 'an unknown domain in "water"' },
    ]);
    expect(importCards({ nothing: true } as never).report.faults).toEqual([{ path: '$', message: 'a card file is an array of records, or an object with a "cards" array' }]);
  });
});

describe('rulegraph cards', () => {
  it('imports a file into a card set and a report, renders the set, and prints coverage', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rulegraph-cards-'));
    const out = join(dir, 'set.json');
    const reportFile = join(dir, 'coverage.json');
    const imported = await cli(['cards', 'import', FIXTURE, '--game', 'riftbound', '--out', out, '--report', reportFile]);
    expect(imported).toMatchObject({ code: 0, err: '' });
    expect(imported.out).toContain('compiled 8 (88.9%)');
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as Record<string, unknown>;
    expect(report).toMatchObject({ printings: 10, cards: 9, compiled: 8, readBackEqual: 8 });
    expect(Array.isArray(report['refused'])).toBe(true);

    // The renderer ignores any text field: a lying text changes nothing.
    const set = JSON.parse(readFileSync(out, 'utf8')) as { cards: { id: string; text?: string }[] };
    for (const card of set.cards) card.text = 'Nothing to see.';
    writeFileSync(out, JSON.stringify(set));
    const rendered = await cli(['cards', 'render', out]);
    expect(rendered.code).toBe(0);
    expect(rendered.out).toContain('cinder-whelp · Cinder Whelp\n[Assault 2]\nWhen you play me, deal 1 to an enemy unit at a battlefield.\n');
    expect(rendered.out).not.toContain('Nothing to see');
    expect(rendered.out).toContain('8 of 8 cards rendered');

    const coverage = await cli(['cards', 'coverage', FIXTURE, '--json', join(dir, 'c.json')]);
    expect(coverage.out).toContain('read back equal 8 (88.9%)');
    expect(coverage.out).toContain('1  no rule of the templating reads "moon sings twice." here');
  });

  it('plays games with the compiled cards when asked, and reports them in the JSON', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rulegraph-cards-'));
    const played = await cli(['cards', 'coverage', 'test/riftbound/text/fixtures/invented-pool.json', '--play', '1', '--json', join(dir, 'c.json')]);
    expect(played.code).toBe(0);
    expect(played.out).toContain('games played 5, finished and replayed identically 5');
    const report = JSON.parse(readFileSync(join(dir, 'c.json'), 'utf8')) as { play: { games: number; failures: unknown[] } };
    expect(report.play).toMatchObject({ games: 5, failures: [] });
    // The fixture of invented records has no deck to build: it says so.
    const none = await cli(['cards', 'coverage', FIXTURE, '--play', '1']);
    expect(none.out).toContain('no games played: no legal riftbound/duel decks');
  });

  it('refuses an unknown game and a missing file with one line', async () => {
    expect(await cli(['cards', 'coverage', FIXTURE, '--game', 'chess'])).toMatchObject({ code: 2 });
    const missing = await cli(['cards', 'coverage', 'no/such/file.json']);
    expect(missing.code).not.toBe(0);
    expect(missing.err.split('\n').filter(Boolean).length).toBeLessThanOrEqual(2);
  });
});

describe('the package entry', () => {
  it('compiles, renders and imports with plain types, checking what it is given', async () => {
    const { compileCardText, renderCardText, importCardFile } = await import('../../../src/index.js');
    const compiled = compileCardText({ id: 'brook-runner', name: 'Brook Runner', type: 'unit', domain: 'calm', cost: { energy: 2, power: [] }, might: 2 }, 'When I move, draw 1.');
    expect(compiled.ok).toBe(true);
    if (!compiled.ok) return;
    expect(renderCardText(compiled.card)).toEqual({ ok: true, text: 'When I move, draw 1.' });
    const refused = compileCardText({ id: 'brook-runner', name: 'Brook Runner', type: 'unit', domain: 'calm', cost: { energy: 2, power: [] } }, 'When I move, draw 1.');
    expect(refused).toMatchObject({ ok: false, reason: expect.stringContaining('might') });
    expect(() => renderCardText({ id: 'x', name: 'X', type: 'unit' })).toThrow(/might|cost/);
    expect(importCardFile(records, 'invented').report.compiled).toBe(8);
  });

  it('gives the token cards a text makes with the card, and renders the card with them', async () => {
    const { compileCardText, renderCardText } = await import('../../../src/index.js');
    const text = 'When you play me, play a 1 :rb_might: Squire unit token here.';
    const compiled = compileCardText({ id: 'banner-keeper', name: 'Banner Keeper', type: 'unit', domain: 'order', cost: { energy: 3, power: [] }, might: 3 }, text);
    expect(compiled).toMatchObject({ ok: true, tokens: [{ id: 'squire', type: 'unit', token: true, might: 1 }] });
    if (!compiled.ok) return;
    expect(renderCardText(compiled.card, compiled.tokens)).toEqual({ ok: true, text });
  });
});
