/**
 * Altered card text of expeditions that cannot move forward (docs/card-text.md): the card's
 * controller's other expedition and the one facing it held back. Its sentence is the same on
 * every printing, so the tests take it from what the renderer writes of the data, and check that
 * it compiles back to that data in both languages; the card holds
 * both expeditions back at Progress and against an effect that would move them, and holds nothing
 * from its controller's own expedition. No real card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import type { AlteredCard } from '../../src/games/altered/schema/file-schemas.js';
import { itCompilesScenarioCards, itReadsBack, loadIssue, renderedText, tokenBook, type TextCase } from './text-round-trip.js';

const character: CardHeader = { id: 'reed-warden', name: 'Reedwarden', type: 'character', faction: 'lyra', handCost: 2, reserveCost: 3, stats: { forest: 1, mountain: 2, water: 1 } };
const camp: CardHeader = { id: 'toll-gate', name: 'Toll Gate', type: 'expeditionPermanent', faction: 'lyra', handCost: 3, reserveCost: 1 };
const landmark: CardHeader = { id: 'grey-arch', name: 'Grey Arch', type: 'landmark', faction: 'lyra', handCost: 2, reserveCost: 2 };

const held = { ...character, passives: [{ kind: 'otherAndFacingHeld' }] } as AlteredCard;
const HELD_EN = renderedText(held, 'en');
const HELD_FR = renderedText(held, 'fr');

it('prints the hold as the templating says, its other expedition and the facing one', () => {
  expect(HELD_EN).toMatch(/^Your other Expedition and .+ can't move forward\.$/);
  expect(HELD_FR).toMatch(/^Votre autre Expédition et .+ ne peuvent pas avancer\.$/);
});

describe('expeditions a card holds back', () => {
  const cases: TextCase[] = [
    { header: character, en: HELD_EN, fr: HELD_FR, data: { passives: [{ kind: 'otherAndFacingHeld' }] } },
    {
      header: camp,
      en: `${HELD_EN}  {J} Draw a card.`,
      fr: `${HELD_FR}  {J} Piochez une carte.`,
      data: { passives: [{ kind: 'otherAndFacingHeld' }], reactions: [{ on: 'played', effects: [{ op: 'draw', amount: 1 }] }] },
    },
  ];
  for (const c of cases) itReadsBack(c);

  it('refuses it on a card in no expedition, in the text and in card data, naming the reason and path', () => {
    const reason = 'a landmark is in no expedition: "your other Expedition" is a character\'s or an expedition permanent\'s';
    expect(compileCard(landmark, HELD_EN, 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason } });
    expect(compileCard(landmark, HELD_FR, 'fr', tokenBook())).toMatchObject({ ok: false, refusal: { reason } });
    expect(loadIssue({ ...landmark, passives: [{ kind: 'otherAndFacingHeld' }] } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].passives[0]', message: reason });
    expect(loadIssue({ ...character, passives: [{ kind: 'otherAndFacingHeld' }] } as AlteredCard)).toBeUndefined();
  });

  it('refuses a spell, never in play, and an expedition the templating does not name, naming the phrase', () => {
    expect(compileCard({ ...landmark, type: 'spell' }, HELD_EN, 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(character, "Your other Expedition and the Expedition behind it can't move forward.", 'en', tokenBook())).toMatchObject({ ok: false });
  });
});

describe('expeditions held back in play', () => {
  itCompilesScenarioCards('scenarios/altered/text-altstay');
});
