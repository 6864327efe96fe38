/**
 * Altered card text of lasting rules (docs/card-text.md): the terrains of the card's own region
 * changed ("My region is {O} in addition to its other terrains", "My region and the region of
 * the Expedition facing me are {M} and lose their other terrains"); Defenders that do not hold
 * the card's own expedition back ("... don't prevent my Expedition from moving forward"). Invented cards in the
 * printed templating compile to card data and read back as their text in both languages; the
 * passives change the regions Progress compares and which expeditions it moves. No real card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import type { AlteredCard } from '../../src/games/altered/schema/file-schemas.js';
import { itCompilesScenarioCards, itReadsBack, loadIssue, renderedText, tokenBook, type TextCase } from './text-round-trip.js';

const character: CardHeader = { id: 'cliff-singer', name: 'Cliff Singer', type: 'character', faction: 'muna', handCost: 3, reserveCost: 2, stats: { forest: 2, mountain: 1, water: 0 } };
const camp: CardHeader = { id: 'fern-camp', name: 'Fern Camp', type: 'expeditionPermanent', faction: 'muna', handCost: 2, reserveCost: 2 };
const landmark: CardHeader = { id: 'old-well', name: 'Old Well', type: 'landmark', faction: 'muna', handCost: 2, reserveCost: 2 };

describe("the terrains of the card's region", () => {
  const cases: TextCase[] = [
    {
      header: character,
      en: 'My region is {M} in addition to its other terrains.',
      fr: 'Ma région est {M} en plus de ses autres terrains.',
      data: { passives: [{ kind: 'regionsBecome', terrain: 'mountain', where: 'mine', inAddition: true }] },
    },
    {
      header: character,
      en: 'My region is {O} and loses its other terrains.',
      fr: 'Ma région est {O} et perd ses autres terrains.',
      data: { passives: [{ kind: 'regionsBecome', terrain: 'water', where: 'mine' }] },
    },
    {
      header: camp,
      en: 'My region and the region of the Expedition facing me are {O} and lose their other terrains.',
      fr: "Ma région et la région de l'Expédition qui me fait face sont {O} et perdent leurs autres terrains.",
      data: { passives: [{ kind: 'regionsBecome', terrain: 'water', where: 'mineAndFacing' }] },
    },
    {
      header: camp,
      en: 'My region and the region of the Expedition facing me are {M} in addition to their other terrains.',
      fr: "Ma région et la région de l'Expédition qui me fait face sont {M} en plus de leurs autres terrains.",
      data: { passives: [{ kind: 'regionsBecome', terrain: 'mountain', where: 'mineAndFacing' }].map((p) => ({ ...p, inAddition: true })) },
    },
    {
      header: camp,
      en: '{J} Draw a card.  My region is {M} in addition to its other terrains.',
      fr: '{J} Piochez une carte.  Ma région est {M} en plus de ses autres terrains.',
      data: {
        passives: [{ kind: 'regionsBecome', terrain: 'mountain', where: 'mine', inAddition: true }],
        reactions: [{ on: 'played', effects: [{ op: 'draw', amount: 1 }] }],
      },
    },
  ];
  for (const c of cases) itReadsBack(c);

  it('refuses "my region" on a card in no expedition, in the text and in card data, naming the reason and path', () => {
    expect(compileCard(landmark, 'My region is {M} in addition to its other terrains.', 'en', tokenBook())).toMatchObject({
      ok: false,
      refusal: { reason: 'a landmark is in no expedition: "my region" is a character\'s or an expedition permanent\'s' },
    });
    const card = { ...landmark, passives: [{ kind: 'regionsBecome', terrain: 'water', where: 'mine' }] } as AlteredCard;
    expect(loadIssue(card)).toMatchObject({ path: '$.rules.extraCards[0].passives[0].where', message: 'a landmark is in no expedition: "my region" is a character\'s or an expedition permanent\'s' });
    const badWhere = { ...character, passives: [{ kind: 'regionsBecome', terrain: 'water', where: 'everywhere' }] };
    expect(loadIssue(badWhere as unknown as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].passives[0].where' });
    expect(loadIssue({ ...character, passives: [{ kind: 'regionsBecome', terrain: 'water', where: 'mine' }] } as AlteredCard)).toBeUndefined();
  });

  it('refuses a region the templating does not name, naming the phrase', () => {
    expect(compileCard(character, 'My region and your other region are {M} in addition to their other terrains.', 'en', tokenBook())).toMatchObject({ ok: false });
  });


});

describe('Defenders that do not hold the card\'s own expedition', () => {
  // The unconditional sentence is the same on every printing: taken from the renderer.
  const released = { ...camp, passives: [{ kind: 'defendersDontHold' }] } as AlteredCard;
  const RELEASED_EN = renderedText(released, 'en');
  it('prints the unconditional form as the templating says', () => {
    expect(RELEASED_EN).toMatch(/^\[Defender\] Characters don't prevent my Expedition from .+\.$/);
    expect(renderedText(released, 'fr')).toMatch(/^Les Personnages \[Défenseurs\] n'empêchent pas mon Expédition .+\.$/);
  });
  const cases: TextCase[] = [
    { header: camp, en: RELEASED_EN, fr: renderedText(released, 'fr'), data: { passives: [{ kind: 'defendersDontHold' }] } },
    {
      header: character,
      en: "[Defender].  If my Expedition is ahead, [Defender] Characters don't prevent it from moving forward.",
      fr: "[Défenseur].  Si mon Expédition est en avance, les Personnages [Défenseurs] ne l'empêchent pas d'avancer.",
      data: { keywords: ['defender'], passives: [{ kind: 'defendersDontHold', ifMyExpedition: 'ahead' }] },
    },
  ];
  for (const c of cases) itReadsBack(c);

  it('refuses it on a card in no expedition, in the text and in card data, naming the reason and path', () => {
    const reason = 'a landmark is in no expedition: "my Expedition" is a character\'s or an expedition permanent\'s';
    expect(compileCard(landmark, RELEASED_EN, 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason } });
    expect(loadIssue({ ...landmark, passives: [{ kind: 'defendersDontHold' }] } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].passives[0]', message: reason });
  });

  it('refuses "it" without the condition that names the expedition, naming the phrase', () => {
    expect(compileCard(camp, "[Defender] Characters don't prevent it from moving forward.", 'en', tokenBook())).toMatchObject({ ok: false });
  });
});

describe('lasting rules in play', () => {
  itCompilesScenarioCards('scenarios/altered/text-altlasting');
});
