/**
 * Altered card text of tokens, landmarks that sacrifice themselves and leaving play
 * (docs/card-text.md): invented cards in the printed templating compile to card data and read
 * back in both languages, what the card data cannot state is refused with its phrase, the
 * engine refuses bad data at load with its path, and the scenarios of these mechanisms pass,
 * each card in them being what its own `text` compiles to. No real card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import type { AlteredCard } from '../../src/games/altered/schema.js';
import { createGame } from '../../src/api.js';
import { LoadError, type LoadIssue } from '../../src/engine/errors.js';
import { itPlaysScenarios, itReadsBack, tokenBook } from './text-round-trip.js';

const SCENARIOS = 'scenarios/altered/text-alttokens2';

const landmark: CardHeader = { id: 'glacier-shrine', name: 'Glacier Shrine', type: 'landmark', faction: 'bravos', handCost: 2, reserveCost: 2 };

/** A token card of the set, by the same name in both languages. */
const wisp: AlteredCard = { id: 'frost-wisp-token', name: 'Frost Wisp', type: 'character', faction: 'bravos', handCost: 0, reserveCost: 0, stats: { forest: 3, mountain: 3, water: 3 }, subtypes: ['Illusion'], token: true };

/** The first fault a duel reports when its rules add this card and the token card, or undefined when it loads. */
function loadIssue(card: AlteredCard): LoadIssue | undefined {
  try {
    createGame({ mode: 'altered/duel', seed: 1, rules: { extraCards: [wisp, card] } });
  } catch (e) {
    if (e instanceof LoadError) return e.issues[0];
    throw e;
  }
  return undefined;
}

describe('a group of characters after a token made in target Expedition, compiled and read back in English and in French', () => {
  itReadsBack({
    header: landmark,
    en: '{J} Sacrifice me. If you do, create a [Frost Wisp 3/3/3] Illusion token in target Expedition, then all Characters you control gain 1 boost.',
    fr: '{J} Sacrifiez-moi. Si vous le faites, créez un jeton Illusion [3/3/3 Frost Wisp] dans une Expédition ciblée, puis tous les Personnages que vous contrôlez gagnent 1 boost.',
    tokens: [wisp],
    data: {
      reactions: [
        {
          on: 'played',
          target: 'expedition',
          effects: [
            { op: 'sacrifice', me: true },
            { op: 'createToken', card: 'frost-wisp-token', expedition: 'target', ifDone: true },
            { op: 'boost', amount: 1, all: { controller: 'you', wording: 'all' }, link: 'then' },
          ],
        },
      ],
    },
  });
  itReadsBack({
    header: landmark,
    en: 'At Dusk — Create a [Frost Wisp 3/3/3] Illusion token in target Expedition, then Characters you control gain 2 boosts.',
    fr: 'Au Crépuscule — Créez un jeton Illusion [3/3/3 Frost Wisp] dans une Expédition ciblée, puis les Personnages que vous contrôlez gagnent 2 boosts.',
    tokens: [wisp],
    data: { reactions: [{ on: 'atDusk', target: 'expedition', effects: [{ op: 'createToken', card: 'frost-wisp-token', expedition: 'target' }, { op: 'boost', amount: 2, all: { controller: 'you' }, link: 'then' }] }] },
  });

  it('refuses a step on one character after the expedition target, naming the reason', () => {
    expect(compileCard(landmark, '{J} Create a [Frost Wisp 3/3/3] Illusion token in target Expedition, then it gains 1 boost.', 'en', tokenBook([wisp]))).toMatchObject({ ok: false });
    expect(compileCard(landmark, '{J} Create a [Frost Wisp 3/3/3] Illusion token in target Expedition, then target Character gains 1 boost.', 'en', tokenBook([wisp]))).toMatchObject({ ok: false, refusal: { reason: expect.stringContaining('two targets') } });
  });

  it('refuses at load a step on the expedition target as if it were a character, with the path, and takes a group beside it', () => {
    const card = (boost: object) => ({ ...landmark, reactions: [{ on: 'played', target: 'expedition', effects: [{ op: 'createToken', card: 'frost-wisp-token', expedition: 'target' }, boost] }] }) as unknown as AlteredCard;
    expect(loadIssue(card({ op: 'boost', amount: 1 }))).toMatchObject({ path: expect.stringContaining('effects[1]'), message: expect.stringContaining('an expedition is no character') });
    expect(loadIssue(card({ op: 'boost', amount: 1, all: { controller: 'you' } }))).toBeUndefined();
  });
});

describe('the scenarios of tokens, sacrifices and leaving play', () => {
  itPlaysScenarios(SCENARIOS);
});
