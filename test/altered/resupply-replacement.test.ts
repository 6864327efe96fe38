/**
 * A replacement of the atomic action Resupply inside an effect (glossary 6.2.d; docs/altered.md,
 * "Modifiers of atomic actions") and the step that reveals the top cards of a deck, one kept in
 * Reserve (glossary 3.1.3): their card data read and printed in both languages, refused where the
 * data cannot say it, and faulty data refused at its path; in play,
 * scenarios/altered/action-modifiers/resupply-replaced-by-a-reveal.json (run by
 * test/scenarios.test.ts; its cards checked against their text by roll-modifiers.test.ts). A
 * sentence every printing shares is taken from what the renderer writes of the data; no real
 * card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import type { AlteredCard } from '../../src/games/altered/schema/file-schemas.js';
import { itReadsBack, loadIssue, renderedText, tokenBook, type TextCase } from './text-round-trip.js';

const landmark: CardHeader = { id: 'quiet-scriptorium', name: 'Quiet Scriptorium', type: 'landmark', faction: 'lyra', handCost: 3, reserveCost: 2 };
const spell: CardHeader = { id: 'hasty-inventory', name: 'Hasty Inventory', type: 'spell', faction: 'lyra', handCost: 1, reserveCost: 1 };

type Modifier = NonNullable<AlteredCard['modifiers']>[number];
const revealTwo: Modifier = { step: 'resupply', instead: [{ op: 'revealTop', amount: 2 }] };
const twoRevealed = { ...landmark, modifiers: [revealTwo] } as AlteredCard;

describe('a Resupply replaced, in the text', () => {
  const cases: TextCase[] = [
    {
      header: landmark,
      en: 'If you would [Resupply], instead reveal the top three cards of your deck. Put one in Reserve, and discard the others.',
      fr: 'Si vous deviez [Ravitailler], à la place, révélez les trois premières cartes de votre deck. Mettez-en une en Réserve, et défaussez les autres.',
      data: { modifiers: [{ step: 'resupply', instead: [{ op: 'revealTop', amount: 3 }] }] },
    },
    { header: landmark, en: renderedText(twoRevealed, 'en'), fr: renderedText(twoRevealed, 'fr'), data: { modifiers: [revealTwo] } },
    {
      header: landmark,
      en: '{J} [Resupply].  If you would [Resupply], instead draw a card.',
      fr: '{J} [Ravitaillez].  Si vous deviez [Ravitailler], à la place, piochez une carte.',
      data: { reactions: [{ on: 'played', effects: [{ op: 'resupply' }] }], modifiers: [{ step: 'resupply', instead: [{ op: 'draw', amount: 1 }] }] },
    },
  ];
  for (const c of cases) itReadsBack(c);

  it('prints two cards revealed with "the other" ("l\'autre")', () => {
    expect(renderedText(twoRevealed, 'en')).toMatch(/two cards of your deck\. Put one in Reserve, and discard the other\.$/);
    expect(renderedText(twoRevealed, 'fr')).toMatch(/deux premières cartes de votre deck\. Mettez-en une en Réserve, et défaussez l'autre\.$/);
  });

  it('refuses "the other" after more than two cards, a target among the steps, and the line on a spell, naming the reason', () => {
    expect(compileCard(landmark, 'If you would [Resupply], instead reveal the top three cards of your deck. Put one in Reserve, and discard the other.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(landmark, 'If you would [Resupply], instead target Character gains 1 boost.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: 'a replacement of a Resupply has no target: its steps act on the player and their cards' } });
    expect(compileCard(spell, 'If you would [Resupply], instead draw a card.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: 'a spell is never in play: it modifies no step' } });
    expect(compileCard(spell, 'Si vous deviez [Ravitailler], à la place, piochez une carte.', 'fr', tokenBook())).toMatchObject({ ok: false, refusal: { reason: 'a spell is never in play: it modifies no step' } });
  });

  it('reads the reveal as a step of any ability too', () => {
    expect(compileCard(spell, 'Reveal the top four cards of your deck. Put one in Reserve, and discard the others.', 'en', tokenBook())).toMatchObject({ ok: true, card: { effects: [{ op: 'revealTop', amount: 4 }] } });
  });
});

describe('a Resupply replaced, as card data', () => {
  const base = { ...landmark, id: 'odd-scriptorium' } as AlteredCard;

  it('loads a replacement of revealed cards', () => {
    expect(loadIssue({ ...base, modifiers: [revealTwo] } as AlteredCard)).toBeUndefined();
  });

  it('refuses a Resupply among its own replacement, no effects, and one card revealed, at their path', () => {
    expect(loadIssue({ ...base, modifiers: [{ step: 'resupply', instead: [{ op: 'resupply' }] }] } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].modifiers[0].instead' });
    expect(loadIssue({ ...base, modifiers: [{ step: 'resupply', instead: [] }] } as unknown as AlteredCard)).toMatchObject({ path: expect.stringContaining('$.rules.extraCards[0].modifiers[0]') });
    expect(loadIssue({ ...base, modifiers: [{ step: 'resupply', instead: [{ op: 'revealTop', amount: 1 }] }] } as unknown as AlteredCard)).toMatchObject({ path: expect.stringContaining('$.rules.extraCards[0].modifiers[0]') });
  });
});
