/**
 * Altered card text for statuses and boosts a player gives, conditions on a character and
 * where characters are (docs/card-text.md): invented cards in the printed templating compile
 * to card data and read back in both languages, what the card data cannot state is refused
 * with its reason, and the scenarios of these mechanisms pass, each card in them being what
 * its own `text` compiles to. No real card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../src/scenarios/run.js';
import { compileCard } from '../../src/games/altered/text/compile.js';
import { renderCard } from '../../src/games/altered/text/render.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import type { AlteredCard } from '../../src/games/altered/schema/file-schemas.js';
import { itCompilesScenarioCards, itReadsBack, tokenBook, type TextCase } from './text-round-trip.js';

const character: CardHeader = { id: 'reed-lantern', name: 'Reed Lantern', type: 'character', faction: 'lyra', handCost: 2, reserveCost: 2, stats: { forest: 2, mountain: 0, water: 1 } };
const spell: CardHeader = { id: 'soft-rain', name: 'Soft Rain', type: 'spell', faction: 'lyra', handCost: 1, reserveCost: 2 };

const SCENARIOS = 'scenarios/altered/text-altstatus';

/** A character made to gain or lose something by the ability's player. */
const HAVE_AND_GIVE_CASES: readonly TextCase[] = [
  {
    header: character,
    en: '{R} You may have me gain [[Asleep]].',
    fr: '{R} Vous pouvez me faire gagner [[Endormi]].',
    data: { reactions: [{ on: 'played', from: 'reserve', effects: [{ op: 'sleep', me: true, optional: true }] }] },
  },
  {
    header: character,
    en: '{J} You may pay {2} to have me lose [[Fleeting]].',
    fr: '{J} Vous pouvez payer {2} pour que je perde [[Fugace]].',
    alsoFr: ['{J} Vous pouvez payer {2} pour me faire perdre [[Fugace]].'],
    data: { reactions: [{ on: 'played', effects: [{ op: 'lose', status: 'fleeting', me: true, innerCost: 2 }] }] },
  },
  {
    header: character,
    en: '{H} You may pay {1} to give me 2 boosts.',
    fr: '{H} Vous pouvez payer {1} pour que je gagne 2 boosts.',
    data: { reactions: [{ on: 'played', from: 'hand', effects: [{ op: 'boost', amount: 2, me: true, innerCost: 1 }] }] },
  },
  {
    header: character,
    en: '{J} You may have target Character you control gain [[Anchored]].',
    fr: "{J} Jusqu'à un Personnage ciblé que vous contrôlez gagne [[Ancré]].",
    alsoFr: ['{J} Vous pouvez faire gagner [[Ancrée]] à un Personnage ciblé que vous contrôlez.'],
    data: { reactions: [{ on: 'played', target: 'friendlyCharacter', effects: [{ op: 'anchor', optional: true }] }] },
  },
  {
    header: spell,
    en: 'You may have target Character lose [[Fleeting]]. Draw a card.',
    fr: "Jusqu'à un Personnage ciblé perd [[Fugace]]. Piochez une carte.",
    alsoFr: ['Vous pouvez faire perdre [[Fugace]] à un Personnage ciblé. Piochez une carte.'],
    data: { target: 'anyCharacter', effects: [{ op: 'lose', status: 'fleeting', optional: true }, { op: 'draw', amount: 1 }] },
  },
  {
    header: spell,
    en: 'Target Character gains [[Fleeting]]. You may give it 4 boosts.',
    fr: 'Un Personnage ciblé gagne [[Fugace]]. Vous pouvez lui faire gagner 4 boosts.',
    data: { target: 'anyCharacter', effects: [{ op: 'fleeting' }, { op: 'boost', amount: 4, optional: true }] },
  },
];

describe('a character made to gain or lose something ("have me gain", "give it 2 boosts"), compiled and read back in English and in French', () => {
  for (const c of HAVE_AND_GIVE_CASES) itReadsBack(c);

  it('refuses "it" with nothing named before it, and "have" before a plain sentence', () => {
    expect(compileCard(character, '{J} You may give it 2 boosts.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: '"it" names nothing chosen before it' } });
    expect(compileCard(character, '{J} Vous pouvez lui faire gagner 2 boosts.', 'fr', tokenBook())).toMatchObject({ ok: false, refusal: { reason: '"it" names nothing chosen before it' } });
    expect(compileCard(character, '{J} You may have me gains [[Asleep]].', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { phrase: '{J} You may have me gains [[Asleep]].' } });
  });

  it('reads "que je gagne" only after "payer {N} pour", and "jusqu\'à" only before a target', () => {
    expect(compileCard(character, '{J} Vous pouvez que je gagne [[Endormi]].', 'fr', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(character, "{J} Jusqu'à je gagne [[Endormi]].", 'fr', tokenBook())).toMatchObject({ ok: false });
  });
});

/** Characters switching expeditions. */
const SWITCH_CASES: readonly TextCase[] = [
  {
    header: spell,
    en: 'Target Character switches Expeditions. Draw two cards.',
    fr: "Un Personnage ciblé change d'Expédition. Piochez deux cartes.",
    data: { target: 'anyCharacter', effects: [{ op: 'switchExpedition' }, { op: 'draw', amount: 2 }] },
  },
  {
    header: spell,
    en: 'Characters your opponents control switch Expeditions.',
    fr: "Les Personnages que vos adversaires contrôlent changent d'Expédition.",
    data: { effects: [{ op: 'switchExpedition', all: { controller: 'opponents' } }] },
  },
  {
    header: character,
    en: '{H} You may have target Character you control switch Expeditions.',
    fr: "{H} Vous pouvez changer un Personnage ciblé que vous contrôlez d'Expédition.",
    data: { reactions: [{ on: 'played', from: 'hand', target: 'friendlyCharacter', effects: [{ op: 'switchExpedition', optional: true }] }] },
  },
  {
    header: character,
    en: 'At Dusk — I switch Expeditions.',
    fr: "Au Crépuscule — Je change d'Expédition.",
    data: { reactions: [{ on: 'atDusk', effects: [{ op: 'switchExpedition', me: true }] }] },
  },
  {
    header: character,
    en: '{R} You may pay {1} to have me switch Expeditions.',
    fr: "{R} Vous pouvez payer {1} pour me changer d'Expédition.",
    data: { reactions: [{ on: 'played', from: 'reserve', effects: [{ op: 'switchExpedition', me: true, innerCost: 1 }] }] },
  },
];

describe('switching expeditions, compiled and read back in English and in French', () => {
  for (const c of SWITCH_CASES) itReadsBack(c);

  it('refuses any permanent switching expeditions: a landmark is in no expedition', () => {
    expect(compileCard(spell, 'Target Permanent switches Expeditions.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(spell, 'Activate the {J} abilities of target Permanent. It switches Expeditions.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: 'only an expedition permanent switches expeditions: a landmark is in none' } });
  });

  it('refuses at load a switch on any permanent target or on a card in Reserve, with its path', () => {
    const load = (card: object) => runScenario({ name: 'p', position: { mode: 'altered/duel', cards: [card] }, steps: [] }, 'p.json').failure?.message;
    expect(load({ ...spell, target: 'anyPermanent', effects: [{ op: 'switchExpedition' }] })).toMatch(/effects\[0\]: only an expedition permanent switches expeditions: give the target the scope "expeditionPermanents"/);
    expect(load({ ...spell, target: 'reserveCard', effects: [{ op: 'switchExpedition' }] })).toMatch(/effects\[0\]: a card in Reserve is no character/);
  });
});

const landmark: CardHeader = { id: 'moss-wall', name: 'Moss Wall', type: 'landmark', faction: 'lyra', handCost: 3, reserveCost: 3 };

/** Passive abilities that grant a keyword. */
const PASSIVE_CASES: readonly TextCase[] = [
  {
    header: character,
    en: "If I'm in {M}, I am [Gigantic]. (I stand in both.)",
    fr: 'Si je suis en {M}, je suis [Gigantesque]. (Je suis dans les deux.)',
    printed: { en: "If I'm in {M}, I am [Gigantic].", fr: 'Si je suis en {M}, je suis [Gigantesque].' },
    data: { passives: [{ kind: 'grant', keyword: 'gigantic', to: 'self', ifInTerrain: 'mountain' }] },
  },
  {
    header: character,
    en: 'I am [Eternal].  {J} Draw a card.',
    fr: 'Je suis [Éternel].  {J} Piochez une carte.',
    alsoFr: ['Je suis [Éternelle].  {J} Piochez une carte.'],
    data: { passives: [{ kind: 'grant', keyword: 'eternal', to: 'self' }], reactions: [{ on: 'played', effects: [{ op: 'draw', amount: 1 }] }] },
  },
  {
    header: landmark,
    en: 'Characters you control are [Tough 3].',
    fr: 'Les Personnages que vous contrôlez sont [Coriace 3].',
    alsoFr: ['Les Personnages que vous contrôlez sont [Coriaces 3].'],
    data: { passives: [{ kind: 'grant', keyword: 'tough', tough: 3, to: 'friendlyCharacters' }] },
  },
];

describe('passive abilities that grant a keyword, compiled and read back in English and in French', () => {
  for (const c of PASSIVE_CASES) itReadsBack(c);

  it('refuses a passive on a spell, and a passive the text has no form for, with its reason', () => {
    expect(compileCard(spell, 'I am [Defender].', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: 'a spell is never in play: it has no passive abilities' } });
    const stats = { ...character, passives: [{ kind: 'grant', stats: { forest: 1 }, to: 'friendlyCharacters' }] } as AlteredCard;
    expect(renderCard(stats, 'en', tokenBook())).toEqual({ ok: false, reason: 'a passive line has no printed form yet', key: 'refusal.lineUnprinted' });
    const inTerrainForOthers = { ...landmark, passives: [{ kind: 'grant', keyword: 'defender', to: 'friendlyCharacters', ifInTerrain: 'water' }] } as AlteredCard;
    expect(renderCard(inTerrainForOthers, 'fr', tokenBook())).toEqual({ ok: false, reason: 'a passive line has no printed form yet', key: 'refusal.lineUnprinted' });
  });
});

/** Conditions on a status of the step's object, holding for both steps of a sentence. */
const STATUS_CONDITION_CASES: readonly TextCase[] = [
  {
    header: spell,
    en: 'Target Character gains 2 boosts. If it is [[Fleeting]], it loses [[Fleeting]].',
    fr: "Un Personnage ciblé gagne 2 boosts. S'il est [[Fugace]], il perd [[Fugace]].",
    alsoFr: ['Un Personnage ciblé gagne 2 boosts. Si elle est [[Fugace]], elle perd [[Fugace]].'],
    printed: { fr: "Un Personnage ciblé gagne 2 boosts. S'il est [[Fugace]], il perd [[Fugace]]." },
    data: { target: 'anyCharacter', effects: [{ op: 'boost', amount: 2 }, { op: 'lose', status: 'fleeting', ifStatus: 'fleeting' }] },
  },
  {
    header: character,
    en: '{J} If I am [[Anchored]], I gain 1 boost and lose [[Anchored]].',
    fr: '{J} Si je suis [[Ancré]], je gagne 1 boost et je perds [[Ancré]].',
    data: { reactions: [{ on: 'played', effects: [{ op: 'boost', amount: 1, me: true, ifStatus: 'anchored' }, { op: 'lose', status: 'anchored', me: true, ifStatus: 'anchored', link: 'and' }] }] },
  },
  {
    header: character,
    en: '{J} If you control three or more Landmarks, I gain 3 boosts and lose [[Asleep]].',
    fr: '{J} Si vous contrôlez au moins trois Repères, je gagne 3 boosts et je perds [[Endormi]].',
    data: { reactions: [{ on: 'played', effects: [{ op: 'boost', amount: 3, me: true, ifControl: { count: 3, cardType: 'landmark' } }, { op: 'lose', status: 'asleep', me: true, ifControl: { count: 3, cardType: 'landmark' }, link: 'and' }] }] },
  },
];

describe('conditions on a status ("If it is [[Asleep]], ..."), and a condition holding for both steps of its sentence, compiled and read back in English and in French', () => {
  for (const c of STATUS_CONDITION_CASES) itReadsBack(c);

  it('refuses a condition whose pronoun is not the step\'s subject', () => {
    expect(compileCard(spell, 'Target Character gains 1 boost. If it is [[Asleep]], draw a card.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(character, '{J} If it is [[Asleep]], I gain 1 boost.', 'en', tokenBook())).toMatchObject({ ok: false });
  });

  it('has no printed form for a joined step that does not share its sentence\'s condition', () => {
    const card = { ...character, reactions: [{ on: 'played', effects: [{ op: 'boost', amount: 1, me: true, ifStatus: 'anchored' }, { op: 'lose', status: 'anchored', me: true, link: 'and' }] }] } as AlteredCard;
    expect(renderCard(card, 'en', tokenBook())).toMatchObject({ ok: false });
  });

  it('refuses at load a status condition on a step that acts on no object, with its path', () => {
    const load = (card: object) => runScenario({ name: 'p', position: { mode: 'altered/duel', cards: [card] }, steps: [] }, 'p.json').failure?.message;
    expect(load({ ...spell, effects: [{ op: 'draw', amount: 1, ifStatus: 'asleep' }] })).toMatch(/effects\[0\]\.ifStatus: "ifStatus" looks at the object/);
    expect(load({ ...spell, effects: [{ op: 'boost', amount: 1, ifStatus: 'asleep', all: { controller: 'you' } }] })).toMatch(/ifStatus/);
  });
});


/** A status gained as a reaction's trigger: the card's own gaining. */
const STATUS_GAIN_CASES: readonly TextCase[] = [
  {
    header: character,
    en: 'When I gain [[Asleep]] — I gain 2 boosts.',
    fr: 'Lorsque je gagne [[Endormi]] — Je gagne 2 boosts.',
    data: { reactions: [{ on: 'gainsStatus', status: 'asleep', effects: [{ op: 'boost', amount: 2, me: true }] }] },
  },
  {
    header: character,
    en: 'When I gain [[Anchored]] — Draw a card.',
    fr: 'Lorsque je gagne [[Ancré]] — Piochez une carte.',
    data: { reactions: [{ on: 'gainsStatus', status: 'anchored', effects: [{ op: 'draw', amount: 1 }] }] },
  },
  {
    header: character,
    en: 'When I gain [[Fleeting]] — Target Character gains [[Asleep]].',
    fr: 'Lorsque je gagne [[Fugace]] — Un Personnage ciblé gagne [[Endormi]].',
    data: { reactions: [{ on: 'gainsStatus', status: 'fleeting', target: 'anyCharacter', effects: [{ op: 'sleep' }] }] },
  },
];

describe('a status gained as a trigger ("When I gain [[Asleep]] —"), compiled and read back in English and in French', () => {
  for (const c of STATUS_GAIN_CASES) itReadsBack(c);

  it('refuses a status the trigger does not hear, and another character gaining it', () => {
    expect(compileCard(character, 'When I gain [[Boosted]] — Draw a card.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { phrase: 'When I gain [[Boosted]] —' } });
    expect(compileCard(character, 'Lorsque je gagne [[Endormie]] — Piochez une carte.', 'fr', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(character, 'When target Character gains [[Asleep]] — Draw a card.', 'en', tokenBook())).toMatchObject({ ok: false });
  });

  it('refuses at load a gainsStatus trigger without its status, and a status on another trigger, with their paths', () => {
    const load = (card: object) => runScenario({ name: 'p', position: { mode: 'altered/duel', cards: [card] }, steps: [] }, 'p.json').failure?.message;
    expect(load({ ...character, reactions: [{ on: 'gainsStatus', effects: [{ op: 'draw', amount: 1 }] }] })).toMatch(/reactions\[0\]\.status: a gainsStatus trigger names the status it hears/);
    expect(load({ ...character, reactions: [{ on: 'played', status: 'asleep', effects: [{ op: 'draw', amount: 1 }] }] })).toMatch(/reactions\[0\]\.status: "status" goes with the gainsStatus trigger only/);
    expect(load({ ...character, reactions: [{ on: 'gainsStatus', status: 'boosted', effects: [{ op: 'draw', amount: 1 }] }] })).toMatch(/status/);
  });
});

describe('scenarios of statuses, conditions and where characters are', () => {
  itCompilesScenarioCards(SCENARIOS);
});
