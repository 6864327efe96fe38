/**
 * The card compilers' reasons for refusing a card and the faults of a card file's records, in
 * English and in French: a refusal keeps its English `reason` (the coverage report groups by it)
 * and its catalogue `key` (the same in every language), its words put into French on demand
 * (`reasonIn`, `reportIn`), the card's own phrase inside a reason left as the card wrote it.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reasonIn, reasonWords, reportIn, type Reasoned } from '../../src/engine/card-text/reasons.js';
import { issueIn } from '../../src/engine/errors.js';
import { placeholdersOf, Text } from '../../src/engine/i18n/catalogue.js';
import { cardTextMessages } from '../../src/engine/i18n/card-text/messages.js';
import { runCli } from '../../src/cli/run.js';
import type { CardHeader as RiftHeader } from '../../src/games/riftbound/text/card-lines.js';
import { compileCard as compileRiftbound } from '../../src/games/riftbound/text/compile.js';
import { renderCard as renderRiftbound } from '../../src/games/riftbound/text/render.js';
import type { CardDefinition } from '../../src/games/riftbound/schema/card-schema.js';
import { compileCardText } from '../../src/games/riftbound/public-api.js';
import { importCards } from '../../src/games/riftbound/text/import.js';
import { readRecords } from '../../src/games/riftbound/text/records.js';
import { riftboundTextMessages } from '../../src/games/riftbound/i18n/text-messages.js';
import type { CardHeader as AlteredHeader } from '../../src/games/altered/text/lower.js';
import { compileCard as compileAltered } from '../../src/games/altered/text/compile.js';
import { TokenCards } from '../../src/games/altered/text/token-book.js';
import { alteredTextMessages } from '../../src/games/altered/i18n/text-messages.js';

const unit: RiftHeader = { id: 'mossy-sentry', name: 'Mossy Sentry', type: 'unit', domain: 'calm', cost: { energy: 3, power: [] }, might: 3 };
const gear: RiftHeader = { id: 'rusted-lantern', name: 'Rusted Lantern', type: 'gear', domain: 'mind', cost: { energy: 1, power: [] } };
const riftSpell: RiftHeader = { id: 'hollow-call', name: 'Hollow Call', type: 'spell', domain: 'chaos', cost: { energy: 2, power: [] } };
const character: AlteredHeader = { id: 'lantern-keeper', name: 'Lantern Keeper', type: 'character', faction: 'lyra', handCost: 2, reserveCost: 1, stats: { forest: 1, mountain: 2, water: 0 } };
const spell: AlteredHeader = { id: 'gust-of-ink', name: 'Gust of Ink', type: 'spell', faction: 'yzmir', handCost: 1, reserveCost: 2 };
const tokens = () => new TokenCards(() => undefined, () => false);

/** A refusal of a compile, or the test fails. */
function refusalOf(result: { ok: true } | { ok: false; refusal: Reasoned & { phrase: string } }): Reasoned & { phrase: string } {
  if (result.ok) throw new Error('the card compiled');
  return result.refusal;
}

/** A refusal's key, its values as they are given (words rendered in English), and its reason in English and in French. */
function worded(refusal: Reasoned) {
  const words = reasonWords(refusal);
  if (!(words instanceof Text)) throw new Error(`no catalogue words: ${refusal.reason}`);
  const values = Object.fromEntries(Object.entries(words.values).map(([k, v]) => [k, typeof v === 'object' ? v.in('en') : v]));
  return { key: refusal.key, values, en: refusal.reason, fr: reasonIn(refusal, 'fr').reason };
}

describe("Riftbound's compiler refuses a card in either language", () => {
  it('words no rule reads: the engine\'s reason, the phrase kept as printed', () => {
    const refusal = refusalOf(compileRiftbound(unit, 'When you play me, the moon sings twice.'));
    expect(refusal.phrase).toBe('When you play me, the moon sings twice.');
    expect(worded(refusal)).toEqual({ key: 'syntax.unread', values: { words: 'moon sings twice.' }, en: 'no rule of the templating reads "moon sings twice." here', fr: 'aucune règle de la formulation ne lit "moon sings twice." ici' });
  });

  it("a reason of the game's compiler, with the card's type or a keyword as values", () => {
    expect(worded(refusalOf(compileRiftbound(gear, 'Draw 1.')))).toEqual({
      key: 'refusal.instructionsOutsideAbility',
      values: { type: 'gear' },
      en: 'instructions outside an ability on a gear',
      fr: "des instructions hors d'une capacité sur une carte de type gear",
    });
    expect(worded(refusalOf(compileRiftbound(unit, 'Other friendly units have [Accelerate].')))).toMatchObject({
      key: 'refusal.passiveKeyword',
      values: { keyword: 'accelerate' },
      en: 'a passive giving [accelerate] (only keywords that act on the board are given)',
    });
    expect(worded(refusalOf(compileRiftbound(riftSpell, ''))).fr).toBe('un sort sans instructions');
  });

  it('a card whose data has no printed form yet: the renderer says why in either language, as do the public entries', () => {
    const repeatless = { ...unit, keywords: [{ keyword: 'repeat' }] } as unknown as CardDefinition;
    const unsaid = renderRiftbound(repeatless);
    if (unsaid.ok) throw new Error('the card has a printed form');
    expect(worded(unsaid)).toEqual({ key: 'render.repeatWithoutCost', values: {}, en: 'a Repeat without its cost', fr: 'un Repeat sans son coût' });
    const card = { ...unit, keywords: [{ keyword: 'shield', value: 1, condition: { kind: 'always' } }] } as unknown as CardDefinition;
    expect(worded(renderRiftbound(card) as Reasoned)).toMatchObject({ key: 'render.keywordWithCondition', values: { keyword: 'shield' }, fr: 'un mot-clé shield avec une condition' });
    expect(compileCardText(riftSpell, '', { lang: 'fr' })).toEqual({ ok: false, phrase: '', reason: 'un sort sans instructions', key: 'refusal.spellWithoutInstructions' });
    expect(compileCardText(riftSpell, '')).toMatchObject({ reason: 'a spell without instructions', key: 'refusal.spellWithoutInstructions' });
  });

  it("a record's faults: catalogue texts at their paths, put into French", () => {
    const { faults } = readRecords([{ name: 'Pale Moth', type: 'relic' }, 7, { name: 'Ash Hound', type: 'unit', cost: 2, might: 'tall' }]);
    expect(faults.map((f) => [f.path, f.message])).toEqual([
      ['$[0]', '"type" must be one of unit, spell, gear, battlefield, rune, legend'],
      ['$[1]', 'a record is an object'],
      ['$[2]', '"might" is a whole number from 0 to 99'],
    ]);
    expect(faults.map((f) => issueIn(f, 'fr').message)).toEqual(['"type" doit être l\'un de unit, spell, gear, battlefield, rune, legend', 'un enregistrement est un objet', '"might" est un nombre entier de 0 à 99']);
    expect(readRecords({ decks: [] } as never).faults.map((f) => issueIn(f, 'fr'))).toEqual([{ path: '$', message: 'un fichier de cartes est une liste d\'enregistrements, ou un objet avec une liste "cards"' }]);
  });

  it('an import report in French: reasons counted again with their keys, faults worded, the English report unchanged', () => {
    const { report } = importCards([
      { name: 'Mossy Sentry', type: 'unit', domain: 'calm', cost: 3, might: 3, text: 'When you play me, the moon sings twice.' },
      { name: 'Rusted Lantern', type: 'gear', domain: 'mind', cost: 1, text: 'Draw 1.' },
      { name: 'Rusted Bell', type: 'gear', domain: 'mind', cost: 1, text: 'Draw 2.' },
      { type: 'unit' },
    ]);
    expect(report.reasons).toEqual([
      { reason: 'instructions outside an ability on a gear', key: 'refusal.instructionsOutsideAbility', count: 2 },
      { reason: 'no rule of the templating reads "moon sings twice." here', key: 'syntax.unread', count: 1 },
    ]);
    const french = reportIn(report, 'fr');
    expect(french.reasons).toEqual([
      { reason: "des instructions hors d'une capacité sur une carte de type gear", key: 'refusal.instructionsOutsideAbility', count: 2 },
      { reason: 'aucune règle de la formulation ne lit "moon sings twice." ici', key: 'syntax.unread', count: 1 },
    ]);
    expect(french.refused.map((r) => [r.id, r.phrase, r.key])).toEqual(report.refused.map((r) => [r.id, r.phrase, r.key]));
    expect(french.faults).toEqual([{ path: '$[3]', message: 'une carte sans nom' }]);
    expect(report.faults).toEqual([{ path: '$[3]', message: 'a card without a name' }]);
    expect(reportIn(report, 'en')).toEqual(report);
  });
});

describe("Altered's compiler refuses a card in either language", () => {
  it('a reason of the game, its card type in the glossary\'s word', () => {
    expect(worded(refusalOf(compileAltered(character, 'Choose one:  • Draw a card.  • Draw two cards.', 'en', tokens())))).toEqual({
      key: 'refusal.modesNotSpell',
      values: { type: 'character' },
      en: 'modes on a character: only spells have them',
      fr: 'des modes sur un Personnage : seuls les sorts en ont',
    });
    expect(worded(refusalOf(compileAltered(spell, 'Choose one:  • Draw a card.  • Draw two cards.  Draw a card.', 'en', tokens()))).fr).toBe('un sort avec des instructions à deux endroits');
    expect(worded(refusalOf(compileAltered(character, '{J} Target Character gains 1 boost. Target Character you control gains [[Asleep]].', 'en', tokens())))).toMatchObject({
      key: 'refusal.twoTargets',
      fr: 'deux cibles dans une capacité : les données de carte ont une cible par capacité',
    });
  });

  it('a French card refused in French, its French phrase kept', () => {
    const refusal = refusalOf(compileAltered(character, '{J} Jetez une pièce.', 'fr', tokens()));
    expect(refusal.phrase).toBe('{J} Jetez une pièce.');
    expect(worded(refusal)).toEqual({ key: 'syntax.unread', values: { words: 'Jetez une pièce' }, en: 'no rule of the templating reads "Jetez une pièce" here', fr: 'aucune règle de la formulation ne lit "Jetez une pièce" ici' });
  });

  it('a text too long for the compiler', () => {
    expect(worded(refusalOf(compileAltered(character, 'Draw a card. '.repeat(400), 'en', tokens())))).toMatchObject({ key: 'syntax.tooLong', fr: expect.stringMatching(/^le texte fait plus de \d+ caractères$/) });
  });
});

describe('the catalogues of the compilers', () => {
  const catalogues = { engine: cardTextMessages, riftbound: riftboundTextMessages, altered: alteredTextMessages };
  for (const [part, messages] of Object.entries(catalogues)) {
    it(`${part}: every key in English and in French, with the same placeholders`, () => {
      const en = messages.en as Readonly<Record<string, string>>;
      const fr = messages.fr as Readonly<Record<string, string>>;
      expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en)) expect(placeholdersOf(fr[key] as string), key).toEqual(placeholdersOf(en[key] as string));
    });
  }
});

describe('the command line words the reasons in the run\'s language', () => {
  it('cards coverage and cards import --report, in French', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'refusals-'));
    const json = join(dir, 'coverage.json');
    let out = '';
    const code = await runCli(['--lang', 'fr', 'cards', 'coverage', 'test/riftbound/text/fixtures/invented-records.json', '--game', 'riftbound', '--json', json], { out: (t) => (out += t), err: () => {} });
    expect(code).toBe(0);
    expect(out).toContain('1  aucune règle de la formulation ne lit "moon sings twice." ici');
    const written = JSON.parse(readFileSync(json, 'utf8')) as { reasons: unknown };
    expect(written.reasons).toEqual([{ reason: 'aucune règle de la formulation ne lit "moon sings twice." ici', key: 'syntax.unread', count: 1 }]);
    const report = join(dir, 'report.json');
    await runCli(['cards', 'import', 'test/riftbound/text/fixtures/invented-records.json', '--game', 'riftbound', '--out', join(dir, 'set.json'), '--report', report], { out: () => {}, err: () => {}, env: { RULEGRAPH_LANG: 'fr' } });
    expect((JSON.parse(readFileSync(report, 'utf8')) as { refused: { reason: string; key: string }[] }).refused).toEqual([expect.objectContaining({ reason: 'aucune règle de la formulation ne lit "moon sings twice." ici', key: 'syntax.unread' })]);
  });
});
