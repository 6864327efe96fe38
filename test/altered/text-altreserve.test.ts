/**
 * Altered card text for moves between zones and the targets they take (docs/card-text.md):
 * invented cards in the printed templating compile to card data and read back in both
 * languages, and the scenarios of these mechanisms pass. No real card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { scenarioFiles } from '../../src/scenarios/files.js';
import { describeResult, runScenarioFile } from '../../src/scenarios/run.js';
import { compileCard } from '../../src/games/altered/text/compile.js';
import { renderCard } from '../../src/games/altered/text/render.js';
import { itReadsBack, tokenBook, type TextCase } from './text-round-trip.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import type { AlteredCard } from '../../src/games/altered/schema.js';

const character: CardHeader = { id: 'quarry-hermit', name: 'Quarry Hermit', type: 'character', faction: 'muna', handCost: 3, reserveCost: 2, stats: { forest: 2, mountain: 1, water: 1 } };
const spell: CardHeader = { id: 'tidal-nudge', name: 'Tidal Nudge', type: 'spell', faction: 'lyra', handCost: 2, reserveCost: 2 };

/** Invented texts in both languages, with the card data each states. */
const CASES: readonly TextCase[] = [
  {
    header: character,
    en: '{J} Draw a card.\n{D} : Target Character you control with Hand Cost {2} or less gains 2 boosts.',
    fr: '{J} Piochez une carte.\n{D} : Un Personnage ciblé que vous contrôlez de Coût de Main {2} ou moins gagne 2 boosts.',
    data: { reactions: [{ on: 'played', effects: [{ op: 'draw', amount: 1 }] }], support: { target: 'friendlyCharacter', targetHandCost: { atMost: 2 }, effects: [{ op: 'boost', amount: 2 }] } },
  },
  {
    header: spell,
    en: 'Send to Reserve target Character with Hand Cost {5} or more. Draw a card.',
    fr: 'Envoyez en Réserve un Personnage ciblé de Coût de Main {5} ou plus. Piochez une carte.',
    alsoFr: ['Envoyez en Réserve un Personnage ciblé avec un Coût de Main {5} ou plus. Piochez une carte.'],
    data: { target: 'anyCharacter', targetHandCost: { atLeast: 5 }, effects: [{ op: 'sendToReserve' }, { op: 'draw', amount: 1 }] },
  },
  {
    header: character,
    en: '{H} Target Character gains 3 boosts. You may send it to Reserve.',
    fr: "{H} Un Personnage ciblé gagne 3 boosts. Vous pouvez l'envoyer en Réserve.",
    data: { reactions: [{ on: 'played', from: 'hand', target: 'anyCharacter', effects: [{ op: 'boost', amount: 3 }, { op: 'sendToReserve', optional: true }] }] },
  },
  {
    header: spell,
    en: 'Choose one:  • Send target Character you control to Reserve.  • Target Character gains 1 boost. Send it to Reserve.',
    fr: "Choisissez l'un :  • Envoyez un Personnage ciblé que vous contrôlez en Réserve.  • Un Personnage ciblé gagne 1 boost. Envoyez-le en Réserve.",
    data: { modes: [{ target: 'friendlyCharacter', effects: [{ op: 'sendToReserve' }] }, { target: 'anyCharacter', effects: [{ op: 'boost', amount: 1 }, { op: 'sendToReserve' }] }] },
  },
  {
    header: character,
    en: 'When I gain 1 or more boosts — You may pay {1} to exhaust target card in Reserve.\n{D} : Draw a card. Exhaust target card in Reserve.',
    fr: 'Lorsque je gagne au moins 1 boost — Vous pouvez payer {1} pour épuiser une carte ciblée en Réserve.\n{D} : Piochez une carte. Épuisez une carte ciblée en Réserve.',
    data: {
      reactions: [{ on: 'boosted', target: 'reserveCard', effects: [{ op: 'exhaust', innerCost: 1 }] }],
      support: { target: 'reserveCard', effects: [{ op: 'draw', amount: 1 }, { op: 'exhaust' }] },
    },
  },
  {
    header: character,
    en: '{H} Roll a die. On a 5+, draw two cards. On a 2-4, I gain 1 boost. On a 1, you may send me to Reserve.',
    fr: '{H} Lancez un dé. Sur 5+, piochez deux cartes. Sur 2-4, je gagne 1 boost. Sur 1, vous pouvez m\'envoyer en Réserve.',
    data: {
      reactions: [
        {
          on: 'played',
          from: 'hand',
          effects: [{ op: 'rollDie' }, { op: 'draw', amount: 2, ifRoll: [5, 6] }, { op: 'boost', amount: 1, me: true, ifRoll: [2, 4] }, { op: 'sendToReserve', me: true, optional: true, ifRoll: [1, 1] }],
        },
      ],
    },
  },
];

describe('moves between zones, compiled and read back in English and in French', () => {
  for (const c of CASES) itReadsBack(c);

  it('refuses what the card data cannot state, naming why', () => {
    expect(compileCard(spell, 'Send it to Reserve.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: '"it" names nothing chosen before it' } });
    expect(compileCard(spell, 'Send to Reserve it.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { phrase: 'Send to Reserve it.' } });
    // Both bounds at once have no printed form.
    const both = { ...spell, target: 'anyCharacter', targetHandCost: { atMost: 4, atLeast: 2 }, effects: [{ op: 'sendToReserve' }] } as AlteredCard;
    expect(renderCard(both, 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(spell, 'Exhaust target card in Reserve. It gains 1 boost.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: 'a card in Reserve is no character to act on' } });
    expect(compileCard(spell, 'Target Character gains 1 boost. Exhaust it.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: 'only a card in Reserve is exhausted by an effect: the card data has no other' } });
  });
});

describe('scenarios of moves between zones', () => {
  for (const file of scenarioFiles('scenarios/altered/text-altreserve')) {
    it(file, () => {
      const result = runScenarioFile(file);
      expect(result.failure, describeResult(result)).toBeUndefined();
    });
  }
});
