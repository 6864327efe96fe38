/**
 * Altered card text of targets and the places they are in (docs/card-text.md): invented cards
 * in the printed templating compile to card data and read back as their text in both
 * languages, what the card data cannot state is refused with its reason, and the scenarios of
 * scenarios/altered/text-alttargets play them. No real card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../src/scenarios/run.js';
import { compileCard } from '../../src/games/altered/text/compile.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import { itCompilesScenarioCards, itReadsBack, tokenBook, type TextCase } from './text-round-trip.js';

const SCENARIOS = 'scenarios/altered/text-alttargets';

const character: CardHeader = { id: 'gale-piper', name: 'Gale Piper', type: 'character', faction: 'lyra', handCost: 2, reserveCost: 1, stats: { forest: 1, mountain: 2, water: 0 } };
const wagon: CardHeader = { id: 'reed-wagon', name: 'Reed Wagon', type: 'expeditionPermanent', faction: 'muna', handCost: 2, reserveCost: 2 };
const landmark: CardHeader = { id: 'quiet-cairn', name: 'Quiet Cairn', type: 'landmark', faction: 'ordis', handCost: 2, reserveCost: 2 };
const spell: CardHeader = { id: 'amber-call', name: 'Amber Call', type: 'spell', faction: 'axiom', handCost: 2, reserveCost: 1 };

describe('a target with a scope: another one, one in my Expedition', () => {
  const cases: TextCase[] = [
    {
      header: character,
      en: '{J} Another target Character gains 3 boosts.',
      fr: '{J} Un autre Personnage ciblé gagne 3 boosts.',
      data: { reactions: [{ on: 'played', target: 'anyCharacter', targetScope: { other: true }, effects: [{ op: 'boost', amount: 3 }] }] },
    },
    {
      header: character,
      en: '{R} You may have another target Character you control gain [[Anchored]].',
      fr: '{R} Vous pouvez faire gagner [[Ancré]] à un autre Personnage ciblé que vous contrôlez.',
      data: { reactions: [{ on: 'played', from: 'reserve', target: 'friendlyCharacter', targetScope: { other: true }, effects: [{ op: 'anchor', optional: true }] }] },
    },
    {
      header: character,
      en: '{H} You may have me gain [[Asleep]]. If you do, another target Character loses [[Fleeting]].',
      fr: '{H} Vous pouvez me faire gagner [[Endormi]]. Si vous le faites, un autre Personnage ciblé perd [[Fugace]].',
      data: { reactions: [{ on: 'played', from: 'hand', target: 'anyCharacter', targetScope: { other: true }, effects: [{ op: 'sleep', me: true, optional: true }, { op: 'lose', status: 'fleeting', ifDone: true }] }] },
    },
    {
      header: wagon,
      en: 'When my Expedition moves forward — Target Character in my Expedition gains [[Asleep]].',
      fr: 'Lorsque mon Expédition avance — Un Personnage ciblé dans mon Expédition gagne [[Endormi]].',
      data: { reactions: [{ on: 'expeditionMoves', expedition: 'mine', target: 'anyCharacter', targetScope: { in: 'mine' }, effects: [{ op: 'sleep' }] }] },
    },
    {
      header: character,
      en: '{T} : Another target Character in my Expedition with Hand Cost {2} or less gains 1 boost.',
      fr: '{T} : Un autre Personnage ciblé dans mon Expédition de Coût de Main {2} ou moins gagne 1 boost.',
      data: { exhaust: { target: 'anyCharacter', targetHandCost: { atMost: 2 }, targetScope: { other: true, in: 'mine' }, effects: [{ op: 'boost', amount: 1 }] } },
    },
    {
      header: spell,
      en: 'Another target Character you control gains 2 boosts. Draw a card.',
      fr: 'Un autre Personnage ciblé que vous contrôlez gagne 2 boosts. Piochez une carte.',
      data: { target: 'friendlyCharacter', targetScope: { other: true }, effects: [{ op: 'boost', amount: 2 }, { op: 'draw', amount: 1 }] },
    },
  ];
  for (const c of cases) itReadsBack(c);

  it('refuses "in my Expedition" on a card that is in none, and on a card that has left it', () => {
    const mine = 'Target Character in my Expedition gains 3 boosts.';
    expect(compileCard(spell, mine, 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: 'a spell is in no expedition: "my Expedition" is a character\'s or an expedition permanent\'s' } });
    expect(compileCard(landmark, `{J} ${mine}`, 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: 'a landmark is in no expedition: "my Expedition" is a character\'s or an expedition permanent\'s' } });
    expect(compileCard(character, `When I leave the Expedition zone — ${mine}`, 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: /card that left the Expedition zone/ } });
    expect(compileCard(landmark, '{J} Un Personnage ciblé dans mon Expédition gagne 3 boosts.', 'fr', tokenBook())).toMatchObject({ ok: false, refusal: { reason: /a landmark is in no expedition/ } });
  });

  it('refuses a scope on something other than a character, naming the phrase', () => {
    expect(compileCard(spell, 'Another target opponent draws a card.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { phrase: 'Another target opponent draws a card.' } });
  });

  it('refuses at load a scope on a target that is not in play, and "in my Expedition" on a card in none, with its path', () => {
    const load = (card: object) => runScenario({ name: 'p', position: { mode: 'altered/duel', cards: [card] }, steps: [] }, 'p.json').failure?.message;
    expect(load({ ...spell, target: 'opponent', targetScope: { other: true }, effects: [{ op: 'draw', amount: 1, player: 'target' }] })).toMatch(/targetScope: only a target in play/);
    expect(load({ ...landmark, exhaust: { target: 'anyCharacter', targetScope: { in: 'mine' }, effects: [{ op: 'boost', amount: 1 }] } })).toMatch(/exhaust\.targetScope: a landmark is in no expedition/);
    expect(load({ ...spell, targetScope: { other: true }, effects: [{ op: 'draw', amount: 1 }] })).toMatch(/targetScope/);
  });
});

describe('the expedition facing mine', () => {
  const cases: TextCase[] = [
    {
      header: character,
      en: "{H} Your opponent's Expedition facing me moves backwards two regions.",
      fr: "{H} L'Expédition adverse qui me fait face recule de deux régions.",
      data: { reactions: [{ on: 'played', from: 'hand', effects: [{ op: 'moveExpedition', expedition: 'facing', regions: -2 }] }] },
    },
    {
      header: wagon,
      en: "At Noon — Your opponent's Expedition facing me moves forward one region.",
      fr: "À Midi — L'Expédition adverse qui me fait face avance d'une région.",
      data: { reactions: [{ on: 'atNoon', effects: [{ op: 'moveExpedition', expedition: 'facing', regions: 1 }] }] },
    },
  ];
  for (const c of cases) itReadsBack(c);

  it('refuses the expedition facing a card that is in none, and one facing a card that has left', () => {
    expect(compileCard(landmark, "{J} Your opponent's Expedition facing me moves backwards one region.", 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: /a landmark is in no expedition/ } });
    expect(compileCard(character, "When I leave the Expedition zone — Your opponent's Expedition facing me moves backwards one region.", 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: /card that left the Expedition zone/ } });
  });

  it('refuses at load the expedition facing a landmark, and a player beside it, with its path', () => {
    const load = (card: object) => runScenario({ name: 'p', position: { mode: 'altered/duel', cards: [card] }, steps: [] }, 'p.json').failure?.message;
    expect(load({ ...landmark, reactions: [{ on: 'played', effects: [{ op: 'moveExpedition', expedition: 'facing', regions: -1 }] }] })).toMatch(/reactions\[0\]\.effects\[0\]: a landmark is in no expedition/);
    expect(load({ ...character, reactions: [{ on: 'played', effects: [{ op: 'moveExpedition', expedition: 'facing', regions: -1, player: 'eachOpponent' }] }] })).toMatch(/"facing" names one expedition/);
  });
});

describe('the characters of target player', () => {
  const cases: TextCase[] = [
    {
      header: spell,
      en: 'Each Character controlled by target player gains [[Asleep]].',
      fr: 'Chaque Personnage contrôlé par le joueur ciblé gagne [[Endormi]].',
      data: { target: 'player', effects: [{ op: 'sleep', all: { controller: 'target', wording: 'each' } }] },
    },
    {
      header: character,
      en: '{J} All Characters controlled by target player lose [[Anchored]]. Draw a card.',
      fr: '{J} Tous les Personnages contrôlés par le joueur ciblé perdent [[Ancré]]. Piochez une carte.',
      data: { reactions: [{ on: 'played', target: 'player', effects: [{ op: 'lose', status: 'anchored', all: { controller: 'target', wording: 'all' } }, { op: 'draw', amount: 1 }] }] },
    },
    {
      header: spell,
      en: 'Characters controlled by target player switch Expeditions.',
      fr: 'Les Personnages contrôlés par le joueur ciblé changent d\'Expédition.',
      data: { target: 'player', effects: [{ op: 'switchExpedition', all: { controller: 'target' } }] },
    },
  ];
  for (const c of cases) itReadsBack(c);

  it('refuses a second target beside the player, and "it" for a player, with their reasons', () => {
    expect(compileCard(spell, 'Each Character controlled by target player gains 1 boost. Target Character gains [[Asleep]].', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: 'two targets in one ability: the card data has one target per ability' } });
    expect(compileCard(spell, 'Each Character controlled by target player gains 1 boost. It gains [[Asleep]].', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: 'a player is no character to act on' } });
  });

  it('refuses at load the targeted player\'s characters without a player target, and an object effect on a player, with their paths', () => {
    const load = (card: object) => runScenario({ name: 'p', position: { mode: 'altered/duel', cards: [card] }, steps: [] }, 'p.json').failure?.message;
    expect(load({ ...spell, target: 'anyCharacter', effects: [{ op: 'boost', amount: 1, all: { controller: 'target' } }] })).toMatch(/effects\[0\]\.all\.controller: the targeted player's characters need/);
    expect(load({ ...spell, target: 'player', effects: [{ op: 'boost', amount: 1 }] })).toMatch(/effects\[0\]: a player is no object/);
  });
});

describe('scenarios of targets and the places they are in', () => {
  itCompilesScenarioCards(SCENARIOS);
});
