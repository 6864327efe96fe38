/**
 * Altered card text of several targets for one "target" (docs/card-text.md, glossary 5.2.3.b):
 * invented cards in the printed templating compile to card data and read back as their text in
 * both languages, what the card data cannot state is refused with its reason, bad targets are
 * refused with typed errors, and the scenarios of scenarios/altered/text-altseveral play them.
 * No real card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../src/scenarios/run.js';
import { compileCard } from '../../src/games/altered/text/compile.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import { itCompilesScenarioCards, itReadsBack, tokenBook, type TextCase } from './text-round-trip.js';

const SCENARIOS = 'scenarios/altered/text-altseveral';

const character: CardHeader = { id: 'dune-weaver', name: 'Dune Weaver', type: 'character', faction: 'muna', handCost: 3, reserveCost: 2, stats: { forest: 2, mountain: 1, water: 1 } };
const spell: CardHeader = { id: 'rolling-tide', name: 'Rolling Tide', type: 'spell', faction: 'lyra', handCost: 3, reserveCost: 2 };

describe('several targets for one "target"', () => {
  const cases: TextCase[] = [
    {
      header: spell,
      en: 'Up to three target Characters each gain 2 boosts.',
      fr: "Jusqu'à trois Personnages ciblés gagnent chacun 2 boosts.",
      data: { target: 'anyCharacter', targetCount: { upTo: 3 }, effects: [{ op: 'boost', amount: 2 }] },
    },
    {
      header: character,
      en: '{H} Up to two target Characters you control each gain [[Anchored]].',
      fr: "{H} Jusqu'à deux Personnages ciblés que vous contrôlez gagnent chacun [[Ancré]].",
      data: { reactions: [{ on: 'played', from: 'hand', target: 'friendlyCharacter', targetCount: { upTo: 2 }, effects: [{ op: 'anchor' }] }] },
    },
    {
      header: character,
      en: '{T} : Up to two target Characters each lose [[Asleep]].',
      fr: "{T} : Jusqu'à deux Personnages ciblés perdent chacun [[Endormi]].",
      data: { exhaust: { target: 'anyCharacter', targetCount: { upTo: 2 }, effects: [{ op: 'lose', status: 'asleep' }] } },
    },
    {
      header: spell,
      en: 'Send to Reserve up to two target Characters with a total Hand Cost {4} or less.',
      fr: "Envoyez en Réserve jusqu'à deux Personnages ciblés avec un Coût de Main total de {4} ou moins.",
      data: { target: 'anyCharacter', targetCount: { upTo: 2, total: { of: 'handCost', atMost: 4 } }, effects: [{ op: 'sendToReserve' }] },
    },
    {
      header: spell,
      en: 'Send to Reserve any number of target Characters with total {V} of 3 or less.',
      fr: "Envoyez en Réserve n'importe quel nombre de Personnages ciblés avec un total de 3 {V} ou moins.",
      data: { target: 'anyCharacter', targetCount: { total: { of: 'forest', atMost: 3 } }, effects: [{ op: 'sendToReserve' }] },
    },
    {
      header: spell,
      en: 'Discard up to three targets, Characters or Permanents. Draw two cards.',
      fr: "Défaussez jusqu'à trois cibles, Personnages ou Permanents. Piochez deux cartes.",
      data: { target: 'anyCharacterOrPermanent', targetCount: { upTo: 3 }, effects: [{ op: 'discard' }, { op: 'draw', amount: 2 }] },
    },
    {
      header: spell,
      en: 'Activate the {J} abilities of up to three target Permanents you control.',
      fr: "Activez les capacités {J} de jusqu'à trois Permanents ciblés que vous contrôlez.",
      data: { target: 'friendlyPermanent', targetCount: { upTo: 3 }, effects: [{ op: 'activate', trigger: 'played' }] },
    },
  ];
  for (const c of cases) itReadsBack(c);

  it('refuses "it" after several targets, and "any number" without a bound, with their reasons', () => {
    expect(compileCard(spell, 'Up to three target Characters each gain 2 boosts. It gains [[Asleep]].', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: '"it" after several targets: the text names them once, in one step' } });
    expect(compileCard(spell, "Jusqu'à trois Personnages ciblés gagnent chacun 2 boosts. Il gagne [[Endormi]].", 'fr', tokenBook())).toMatchObject({ ok: false, refusal: { reason: /"it" after several targets/ } });
    expect(compileCard(spell, 'Send to Reserve any number of target Characters.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(spell, 'Up to two target Characters gains 1 boost.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { phrase: 'Up to two target Characters gains 1 boost.' } });
  });

  it('refuses at load several targets that are not in play, and a statistic total on permanents, with their paths', () => {
    const load = (card: object) => runScenario({ name: 'p', position: { mode: 'altered/duel', cards: [card] }, steps: [] }, 'p.json').failure?.message;
    expect(load({ ...spell, target: 'opponent', targetCount: { upTo: 2 }, effects: [{ op: 'draw', amount: 1, player: 'target' }] })).toMatch(/targetCount: only objects in play/);
    expect(load({ ...spell, target: 'anyPermanent', targetCount: { total: { of: 'mountain', atMost: 3 } }, effects: [{ op: 'discard' }] })).toMatch(/targetCount: only characters have statistics/);
    expect(load({ ...spell, targetCount: { upTo: 2 }, effects: [{ op: 'draw', amount: 1 }] })).toMatch(/targetCount/);
  });
});

describe('a sacrifice chosen in my Expedition', () => {
  itReadsBack({
    header: character,
    en: '{H} Sacrifice a Character in my Expedition. Draw two cards.',
    fr: '{H} Sacrifiez un Personnage dans mon Expédition. Piochez deux cartes.',
    data: { reactions: [{ on: 'played', from: 'hand', effects: [{ op: 'sacrifice', chosen: 'character', in: 'mine' }, { op: 'draw', amount: 2 }] }] },
  });

  it('refuses it on a card that is in no expedition, in the text and at load, with its reason and path', () => {
    expect(compileCard(spell, 'Sacrifice a Character in my Expedition.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: 'a spell is in no expedition: "my Expedition" is a character\'s or an expedition permanent\'s' } });
    const load = (card: object) => runScenario({ name: 'p', position: { mode: 'altered/duel', cards: [card] }, steps: [] }, 'p.json').failure?.message;
    expect(load({ ...spell, effects: [{ op: 'sacrifice', chosen: 'character', in: 'mine' }] })).toMatch(/effects\[0\]: a spell is in no expedition/);
    expect(load({ ...character, reactions: [{ on: 'played', target: 'friendlyCharacter', effects: [{ op: 'sacrifice', in: 'mine' }] }] })).toMatch(/effects\[0\]\.in: "in my Expedition" qualifies a sacrifice chosen/);
  });
});

describe('scenarios of several targets', () => {
  itCompilesScenarioCards(SCENARIOS);
});
