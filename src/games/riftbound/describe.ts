/**
 * Riftbound events in words (`game.describe`, the command line's turn-by-turn log): every
 * event type of RiftboundEvent has its entry, seats named by their label (the given name, else
 * the letter) and objects by their card's name. The words are the catalogue's `event.*` keys
 * (i18n/en.ts and its translations), put into a language when read.
 */
import { commonWords, detail, line, wordEvent, when, type EventWords, type EventWordsTable } from '../../engine/game/event-words.js';
import type { GameEvent } from '../../engine/game/module.js';
import type { Value } from '../../engine/i18n/catalogue.js';
import { text as engineText } from '../../engine/i18n/messages.js';
import { agreed, joined, listed, wordsFor } from '../../engine/i18n/words.js';
import type { RiftboundEvent } from '../../types/riftbound.js';
import { counted, en, purposeWords, text } from './i18n/messages.js';
import type { RiftboundRules, RiftboundState } from './state/state.js';

const nobody = engineText('list.nobody');

/** How seats, teams, objects and cards are named in words, from the state after the event. */
export class RiftboundNames {
  constructor(
    private readonly state: RiftboundState,
    private readonly rules: RiftboundRules,
  ) {}

  /** A seat by its label; a seat that left the game by the name it had. */
  seat(id: string | null): Value {
    if (id === null) return nobody;
    return this.state.seats.find((s) => s.id === id)?.name ?? this.state.removed.find((r) => r.seat === id)?.name ?? id;
  }

  seats(ids: readonly string[]): Value {
    return listed(ids.map((id) => this.seat(id)), nobody);
  }

  /** A team by its players' labels (`Ana and Cy`). */
  team(id: string | null): Value {
    if (id === null) return nobody;
    const team = this.state.teams.find((t) => t.id === id);
    return team === undefined ? listed(id.split('+').map((seat) => this.seat(seat))) : this.seats(team.seats);
  }

  /** How many players a team has (for the verb after it). */
  players(id: string | null): number {
    return id === null ? 1 : (this.state.teams.find((t) => t.id === id)?.seats.length ?? 1);
  }

  /** A card id by its card's name. */
  card(id: string | undefined): Value {
    return (id === undefined ? undefined : this.rules.cardDb.cards.get(id)?.name) ?? text('name.aCard');
  }

  cards(ids: readonly string[] | undefined): Value {
    return listed((ids ?? []).map((id) => this.card(id)));
  }

  /** An object, a battlefield or a chain item by its card's name. */
  object(id: string | null | undefined): Value {
    if (id === null || id === undefined) return engineText('list.nothing');
    const card = this.state.objects[id]?.card ?? this.state.battlefields.find((b) => b.id === id)?.card ?? this.state.chain.find((c) => c.id === id)?.card ?? this.state.triggers.find((t) => t.id === id)?.card;
    // A token that died has ceased to exist (CR 180-184): no object names it any more.
    return card === undefined ? text('name.leftTheGame') : this.card(card);
  }

  objects(ids: readonly string[] | undefined): Value {
    return listed((ids ?? []).map((id) => this.object(id)));
  }

  /** Every player's XP once anyone has some (public, CR 729.2), on a line of its own; else nothing. */
  xp(): Value {
    const { seats } = this.state;
    return when(seats.some((s) => s.xp > 0), text('event.turnEnded.xp', { scores: joined(seats.map((s) => joined([this.seat(s.id), s.xp], ' ')), ' · ') }));
  }

  /** Whether `id` is a player's legend. */
  isLegend(id: string): boolean {
    return this.state.seats.some((s) => s.legendObject === id);
  }

  /** Each player's legend and Chosen Champion, public from the start (CR 107.4.c, 108.3.e). */
  legends(): Value[] {
    return this.state.seats.map((s) => text('event.legend', { seat: this.seat(s.id), legend: this.object(s.legendObject), champion: s.chosenChampion === null ? text('name.none') : this.card(s.chosenChampion) }));
  }

  /** Where a unit goes: `base` or a battlefield. */
  place(id: string): Value {
    return id === 'base' ? text('name.base') : this.object(id);
  }

  /** Scores by team, each team by its players. */
  scores(scores: { readonly [team: string]: number }): Value {
    return joined(Object.entries(scores).map(([team, score]) => joined([this.team(team), score], ' ')), ' · ');
  }
}

/** Energy and Power in words: `2 Energy and fury Power`. */
function resources(energy: number, power: readonly string[]): Value {
  return listed([...(energy > 0 || power.length === 0 ? [text('resource.energy', { count: energy })] : []), ...(power.length > 0 ? [text('resource.power', { power: power.join(', ') })] : [])]);
}

/** Where a played card came from, when not from the hand. */
const from = (zone: 'trash' | 'banishment' | 'deck' | undefined): Value => (zone === undefined ? '' : text(`fromZone.${zone}`));
const hiding = (fromHiding: boolean | undefined): Value => when(fromHiding, text('played.fromHiding'));

const WORDS: EventWordsTable<RiftboundEvent, RiftboundNames> = {
  battlefieldsRevealed: (e, n) =>
    line(
      joined(
        [
          // One battlefield a line: a four-seat game names four, each with whose it is.
          text('event.battlefieldsRevealed'),
          ...e.battlefields.map((b) => joined(['  ', n.card(b.card), ' (', n.seat(b.contributedBy), ')'], '')),
          text('event.battlefieldsRevealed.turnOrder', { seats: joined(e.turnOrder.map((s) => n.seat(s.seat)), ', ') }),
          ...n.legends(),
        ],
        '\n',
      ),
      0,
    ),
  cardsDrawn: (e, n) => {
    const words = text('event.cardsDrawn', { seat: n.seat(e.seat), cards: counted('card', e.count), reason: wordsFor(text, en, 'drawReason', e.reason) });
    return e.reason === 'openingHand' || e.reason === 'mulligan' ? detail(words, 1) : line(words);
  },
  mulliganed: (e, n) => line(text('event.mulliganed', { seat: n.seat(e.seat), cards: counted('card', e.count) })),
  turnStarted: (e, n) => line(text('event.turnStarted', { turn: e.turn, seat: n.seat(e.seat), additional: when(e.additional, text('event.turnStarted.additional')) }), 0),
  turnEnded: (e, n) => line(text('event.turnEnded', { scores: n.scores(e.scores), xp: n.xp() })),
  awakened: (e, n) => detail(text('event.awakened', { seat: n.seat(e.seat) }), 1),
  beginningStep: (e, n) => detail(text('event.beginningStep', { seat: n.seat(e.seat) }), 1),
  endingStep: (e, n) => detail(text('event.endingStep', { seat: n.seat(e.seat) }), 1),
  drawSkipped: (e, n) => line(text('event.drawSkipped', { seat: n.seat(e.seat) })),
  priorityPassed: (e, n) => detail(text('event.priorityPassed', { seat: n.seat(e.seat) })),
  invitationDeclined: (e, n) => line(text('event.invitationDeclined', { seat: n.seat(e.seat) })),
  scoringStepRecorded: (e, n) => {
    const held = Object.entries(e.controlled).filter(([, ids]) => ids.length > 0);
    const controls = joined(held.map(([seat, ids]) => text('event.scoringStepRecorded.controls', { seat: n.seat(seat), battlefields: n.objects(ids) })), '; ');
    return detail(held.length === 0 ? text('event.scoringStepRecorded.nobody') : text('event.scoringStepRecorded', { controls }), 1);
  },
  runesChanneled: (e, n) => line(text('event.runesChanneled', { seat: n.seat(e.seat), runes: counted(e.exhausted === true ? 'exhaustedRune' : 'rune', e.count) })),
  runesReadied: (e, n) => line(text('event.runesReadied', { seat: n.seat(e.seat), runes: counted('rune', e.runes.length) })),
  runeRecycled: (e, n) => line(text('event.runeRecycled', { seat: n.seat(e.seat), rune: n.object(e.rune) })),
  burnOut: (e, n) =>
    line(text('event.burnOut', { seat: n.seat(e.seat), cards: counted('card', e.shuffled), point: e.opponent === null ? text('event.burnOut.theyChoose') : text('event.burnOut.gains', { opponent: n.seat(e.opponent) }) })),
  burnOutOpponentChosen: (e, n) => line(text('event.burnOutOpponentChosen', { seat: n.seat(e.seat), opponent: n.seat(e.opponent) })),
  runesUsed: (e, n) => detail(text('event.runesUsed', { seat: n.seat(e.seat), exhausted: counted('rune', e.exhausted.length), recycled: counted('rune', e.recycled.length) })),
  resourcesAdded: (e, n) => detail(text('event.resourcesAdded', { seat: n.seat(e.seat), resources: resources(e.energy, e.power), onlyFor: e.onlyFor === undefined ? '' : text(`event.resourcesAdded.onlyFor.${e.onlyFor}`) })),
  unitPlayed: (e, n) =>
    line(
      text('event.unitPlayed', {
        seat: n.seat(e.seat),
        card: n.card(e.card),
        champion: when(e.fromChampionZone, text('played.fromChampionZone')),
        hiding: hiding(e.fromHiding),
        from: from(e.from),
        place: n.place(e.to),
        accelerated: when(e.accelerate, text('played.accelerated')),
      }),
    ),
  unitsMoved: (e, n) => line(text('event.unitsMoved', { seat: n.seat(e.seat), units: n.objects(e.units), place: n.place(e.to) })),
  battlefieldContested: (e, n) => detail(text('event.battlefieldContested', { battlefield: n.object(e.battlefield), seat: n.seat(e.by) })),
  showdownStaged: (e, n) => detail(text('event.showdownStaged', { battlefield: n.object(e.battlefield) })),
  combatStaged: (e, n) => detail(text('event.combatStaged', { battlefield: n.object(e.battlefield) })),
  showdownEnded: (e, n) => detail(text('event.showdownEnded', { battlefield: n.object(e.battlefield) })),
  showdownStarted: (e, n) => line(text('event.showdownStarted', { battlefield: n.object(e.battlefield) })),
  combatStarted: (e, n) => line(text('event.combatStarted', { battlefield: n.object(e.battlefield), attacker: n.seat(e.attacker), defender: n.seat(e.defender) })),
  passed: (e, n) => detail(text('event.passed', { seat: n.seat(e.seat), focus: n.seat(e.focus) })),
  focusPassed: (e, n) => detail(text('event.focusPassed', { focus: n.seat(e.focus) })),
  damageOrderChosen: (e, n) => detail(text('event.damageOrderChosen', { seat: n.seat(e.seat), order: joined(e.order.map((id) => n.object(id)), text('event.damageOrderChosen.then')) })),
  combatDamage: (e, n) => {
    const dealt = Object.entries(e.dealt);
    return dealt.length === 0
      ? detail(text('event.combatDamage.none', { battlefield: n.object(e.battlefield) }))
      : line(text('event.combatDamage', { dealt: joined(dealt.map(([unit, amount]) => joined([n.object(unit), amount], ' ')), ', ') }), 2);
  },
  damageDealt: (e, n) => line(text('event.damageDealt', { unit: n.object(e.unit), damage: counted('damage', e.amount), bonus: when(e.bonus, text('event.damageDealt.bonus', { bonus: e.bonus ?? 0 })) }), 2),
  damagePrevented: (e, n) => line(text('event.damagePrevented', { damage: counted('damage', e.amount), unit: n.object(e.unit) }), 2),
  mightChanged: (e, n) => line(text('event.mightChanged', { unit: n.object(e.unit), amount: `${e.amount >= 0 ? '+' : ''}${e.amount}` }), 2),
  unitBuffed: (e, n) => line(text('event.unitBuffed', { unit: n.object(e.unit) }), 2),
  buffSpent: (e, n) => line(text('event.buffSpent', { seat: n.seat(e.seat), unit: n.object(e.unit) }), 2),
  buffsGiveMore: (e, n) => line(text('event.buffsGiveMore', { seat: n.seat(e.seat), amount: e.amount }), 2),
  hidingFree: (e, n) => line(text('event.hidingFree', { seat: n.seat(e.seat) }), 2),
  cardPutInHand: (e, n) => line(text('event.cardPutInHand', { seat: n.seat(e.seat), card: n.card(e.card) }), 2),
  abilityGranted: (e, n) => line(text('event.abilityGranted', { unit: n.object(e.unit), card: n.card(e.card) }), 2),
  unitExhaustedForCost: (e, n) => line(text('event.unitExhaustedForCost', { seat: n.seat(e.seat), unit: n.object(e.unit) }), 2),
  sourceExhaustedForCost: (e, n) => line(text('event.sourceExhaustedForCost', { seat: n.seat(e.seat), source: n.object(e.source) }), 2),
  becameMighty: (e, n) => line(text('event.becameMighty', { unit: n.object(e.unit) }), 2),
  additionalTurnQueued: (e, n) => line(text('event.additionalTurnQueued', { seat: n.seat(e.seat) }), 2),
  unitDied: (e, n) => line(text('event.unitDied', { card: n.card(e.card) }), 2),
  unitRecalled: (e, n) => line(text('event.recalled', { object: n.object(e.unit), seat: n.seat(e.seat) }), 2),
  unitReturned: (e, n) => line(text('event.returned', { card: n.card(e.card), where: text(e.to === 'hand' ? 'returnedTo.hand' : 'returnedTo.championZone', { seat: n.seat(e.owner) }) }), 2),
  replacementAsked: (e, n) => line(text(e.kind === 'order' ? 'event.replacementAsked.order' : e.kind === 'which' ? 'event.replacementAsked.which' : 'event.replacementAsked.may', { seat: n.seat(e.seat), units: joined(e.units.map((u) => n.object(u)), ', ') }), 2),
  replacementDeclined: (e, n) => line(text('event.replacementDeclined', { seat: n.seat(e.seat), unit: n.object(e.unit), card: n.card(e.card) }), 2),
  replacementChosen: (e, n) =>
    line(e.unit === null ? text('event.replacementChosen.token', { seat: n.seat(e.seat), card: n.card(e.card) }) : text('event.replacementChosen', { seat: n.seat(e.seat), unit: n.object(e.unit), card: n.card(e.card) }), 2),
  tokenReplacementAsked: (e, n) => line(text('event.tokenReplacementAsked', { seat: n.seat(e.seat), token: n.card(e.token) }), 2),
  tokenPlayReplaced: (e, n) => line(text('event.tokenPlayReplaced', { seat: n.seat(e.seat), token: n.card(e.token), card: n.card(e.card) }), 2),
  eventReplaced: (e, n) => line(text('event.eventReplaced', { unit: n.object(e.unit), card: n.card(e.card) }), 2),
  additionalCostPaid: (e, n) =>
    line(
      text('event.additionalCostPaid', {
        seat: n.seat(e.seat),
        card: n.card(e.card),
        killed: when(e.killed, text('event.additionalCostPaid.killing', { unit: n.object(e.killed) })),
        returned: when(e.returned, text('event.additionalCostPaid.returning', { unit: n.object(e.returned) })),
        exhausted: when(e.exhausted, text('event.additionalCostPaid.exhausting', { unit: n.object(e.exhausted) })),
      }),
      2,
    ),
  unitStunned: (e, n) => line(text('event.unitStunned', { unit: n.object(e.unit) }), 2),
  tokenCreated: (e, n) => line(text('event.tokenCreated', { seat: n.seat(e.seat), card: n.card(e.card), place: n.place(e.at) }), 2),
  combatEnded: (e, n) => detail(text('event.combatEnded', { battlefield: n.object(e.battlefield) })),
  controlEstablished: (e, n) => line(text('event.controlEstablished', { seat: n.seat(e.seat), battlefield: n.object(e.battlefield) })),
  controlKept: (e, n) => detail(text('event.controlKept', { seat: n.seat(e.seat), battlefield: n.object(e.battlefield) })),
  controlLost: (e, n) => line(text('event.controlLost', { seat: n.seat(e.seat), battlefield: n.object(e.battlefield) })),
  battlefieldScored: (e, n) => {
    const scored = text(`scored.${e.method}`, { seat: n.seat(e.seat), battlefield: n.object(e.battlefield) });
    return e.outcome === 'draw' ? line(text('event.battlefieldScored.draw', { scored })) : detail(scored, 1);
  },
  scoreDenied: (e, n) => line(text('event.scoreDenied', { seat: n.seat(e.seat), battlefield: n.object(e.battlefield), reason: text(`scoreDenied.${e.reason}`) })),
  pointDenied: (e, n) => line(text('event.pointDenied', { seat: n.seat(e.seat), reason: text(`pointDenied.${e.reason}`) })),
  pointGained: (e, n) => {
    const standing = { team: n.team(e.team), score: e.score };
    return line(
      text('event.pointGained', {
        seat: n.seat(e.seat),
        source: text(`pointSource.${e.source}`),
        at: e.battlefield ? text('event.pointGained.at', { battlefield: n.object(e.battlefield) }) : '',
        standing: agreed(n.players(e.team), text('standing.one', standing), text('standing.other', standing)),
      }),
    );
  },
  gameWon: (e, n) => {
    const won = { team: n.team(e.team), score: e.score, scores: n.scores(e.scores) };
    return line(agreed(n.players(e.team), text('event.gameWon.one', won), text('event.gameWon.other', won)), 0);
  },
  gameOver: (e, n) => commonWords.gameOver(e.winner === null ? null : n.team(e.winner), n.players(e.winner)),
  gameDrawn: (e) => line(text('event.gameDrawn', { turn: e.turn }), 0),
  spellPlayed: (e, n) => line(text('event.cardPlayed', { seat: n.seat(e.seat), card: n.card(e.card), hiding: hiding(e.fromHiding), from: from(e.from) })),
  spellCountered: (e, n) => line(text('event.spellCountered', { card: n.card(e.card) }), 2),
  abilityCountered: (e, n) => line(text('event.abilityCountered', { card: n.card(e.card) }), 2),
  targetIllegal: (e, n) => line(text('event.targetIllegal', { object: n.object(e.object) }), 2),
  abilityActivated: (e, n) => line(text('event.abilityActivated', { seat: n.seat(e.seat), source: n.object(e.source), legend: when(n.isLegend(e.source), text('event.abilityActivated.legend')) })),
  gearPlayed: (e, n) => line(text('event.cardPlayed', { seat: n.seat(e.seat), card: n.card(e.card), hiding: hiding(e.fromHiding), from: from(e.from) })),
  equipActivated: (e, n) => line(text('event.equipActivated', { seat: n.seat(e.seat), unit: n.object(e.unit), gear: n.object(e.gear) })),
  gearAttached: (e, n) => line(text('event.gearAttached', { gear: n.object(e.gear), unit: n.object(e.unit) }), 2),
  gearDetached: (e, n) => line(text('event.gearDetached', { gear: n.object(e.gear), unit: n.object(e.unit) }), 2),
  gearRecalled: (e, n) => line(text('event.recalled', { object: n.object(e.gear), seat: n.seat(e.seat) }), 2),
  gearKilled: (e, n) => line(text('event.gearKilled', { card: n.card(e.card) }), 2),
  gearTokenCreated: (e, n) => line(text('event.gearTokenCreated', { seat: n.seat(e.seat), card: n.card(e.card), exhausted: when(e.exhausted, text('event.gearTokenCreated.exhausted')) }), 2),
  abilityTriggered: (e, n) => line(text('event.abilityTriggered', { card: n.card(e.card), trigger: wordsFor(text, en, 'trigger', e.trigger) })),
  triggerRemoved: (e, n) => line(text('event.triggerRemoved', { card: n.card(e.card), reason: text(`event.triggerRemoved.${e.reason}`) })),
  chainItemAdded: (e, n) => detail(text('event.chainItemAdded', { card: n.card(e.card), seat: n.seat(e.controller) })),
  chainItemResolving: (e, n) => line(text('event.chainItemResolving', { card: n.card(e.card) }), 2),
  cardHidden: (e, n) => line(text('event.cardHidden', { seat: n.seat(e.seat), battlefield: n.object(e.battlefield) })),
  hiddenCardTrashed: (e, n) => line(text('event.hiddenCardTrashed', { seat: n.seat(e.seat), battlefield: n.object(e.battlefield), card: n.card(e.card) }), 2),
  teammateInvited: (e, n) => line(text('event.teammateInvited', { seat: n.seat(e.seat), guest: n.seat(e.guest) })),
  invitationUsed: (e, n) => line(text('event.invitationUsed', { seat: n.seat(e.seat), host: n.seat(e.host) })),
  handShown: (e, n) => commonWords.handShown(n.seat(e.seat), n.seat(e.to)),
  keywordsGranted: (e, n) =>
    line(
      text('event.keywordsGranted', {
        unit: n.object(e.unit),
        keywords: listed(e.keywords.map((k) => (k.value === undefined ? k.keyword : `${k.keyword} ${k.value}`))),
        duration: e.duration === 'permanent' ? '' : text(`duration.${e.duration}`),
      }),
      2,
    ),
  keywordsRemoved: (e, n) => line(text('event.keywordsRemoved', { unit: n.object(e.unit), keywords: listed(e.keywords), duration: e.duration === 'permanent' ? '' : text('duration.turn') }), 2),
  splitDamageAsked: (e, n) => line(text('event.splitDamageAsked', { seat: n.seat(e.seat), damage: counted('damage', e.total), targets: n.objects(e.targets) }), 2),
  splitDamageDivided: (e, n) =>
    line(text('event.splitDamageDivided', { seat: n.seat(e.seat), dealt: joined(Object.entries(e.damage).map(([unit, amount]) => text('event.splitDamageDivided.to', { amount, unit: n.object(unit) })), ', ') }), 2),
  topCardLooked: (e, n) => line(text('event.topCardLooked', { seat: n.seat(e.seat), card: e.card === undefined ? '' : joined([' (', n.card(e.card), ')'], '') }), 2),
  topCardRecycled: (e, n) => line(text('event.topCardRecycled', { seat: n.seat(e.seat) }), 2),
  spellRepeated: (e, n) => line(text('event.spellRepeated', { card: n.card(e.card), execution: e.execution }), 2),
  conceded: (e, n) => commonWords.conceded(n.seat(e.seat), e.leaving.map((seat) => n.seat(seat))),
  playersRemoved: (e, n) => {
    const removed = { seats: n.seats(e.seats), with: when(e.battlefields.length > 0, text('event.playersRemoved.with', { cards: n.cards(e.battlefields.map((b) => b.card)) })) };
    return line(agreed(e.seats.length, text('event.playersRemoved.one', removed), text('event.playersRemoved.other', removed)));
  },
  xpGained: (e, n) => line(text('event.xpGained', { seat: n.seat(e.seat), amount: e.amount, reason: text(`xpReason.${e.reason}`), xp: e.xp }), 2),
  xpSpent: (e, n) => line(text('event.xpSpent', { seat: n.seat(e.seat), amount: e.amount, xp: e.xp }), 2),
  instructionCostAsked: (e, n) => line(text('event.instructionCostAsked', { seat: n.seat(e.seat), card: n.card(e.card) }), 2),
  instructionCostAnswered: (e, n) => line(text(e.paid ? 'event.instructionCostAnswered.paid' : 'event.instructionCostAnswered.unpaid', { seat: n.seat(e.seat) }), 2),
  cardChoiceAsked: (e, n) =>
    line(text('event.cardChoiceAsked', { seat: n.seat(e.seat), count: e.min === e.max ? e.min : text('event.cardChoiceAsked.range', { min: e.min, max: e.max }), purpose: purposeWords(e.purpose) }), 2),
  cardsChosen: (e, n) => line(text('event.cardsChosen', { seat: n.seat(e.seat), cards: e.cards === undefined ? counted('card', e.count) : n.objects(e.cards) }), 2),
  playCostAsked: (e, n) => line(text('event.playCostAsked', { seat: n.seat(e.seat), card: n.card(e.card), resources: resources(e.energy, e.power) }), 2),
  unlessAsked: (e, n) =>
    line(
      text('event.unlessAsked', {
        seat: n.seat(e.seat),
        card: n.card(e.card),
        how: e.draws > 0 ? text('event.unlessAsked.draw', { draws: e.draws }) : text('event.unlessAsked.pay', { resources: resources(e.energy, e.power) }),
      }),
      2,
    ),
  mayAsked: (e, n) => line(text('event.mayAsked', { seat: n.seat(e.seat), card: n.card(e.card) }), 2),
  outcomeAsked: (e, n) => line(text('event.outcomeAsked', { seat: n.seat(e.seat), card: n.card(e.card), options: e.options.join(' / ') }), 2),
  outcomeChosen: (e, n) => line(text('event.outcomeChosen', { seat: n.seat(e.seat), outcome: e.outcome }), 2),
  cardsDiscarded: (e, n) => line(text('event.cardsDiscarded', { seat: n.seat(e.seat), cards: n.cards(e.cardIds) }), 2),
  cardsRecycled: (e, n) => line(text('event.cardsRecycled', { seat: n.seat(e.seat), cards: e.cardIds ? n.cards(e.cardIds) : counted('card', e.count) }), 2),
  cardsTrashed: (e, n) => line(text('event.cardsTrashed', { seat: n.seat(e.seat), cards: n.cards(e.cardIds) }), 2),
  cardsLooked: (e, n) => line(text('event.cardsLooked', { seat: n.seat(e.seat), cards: counted('card', e.count) }), 2),
  cardsRevealed: (e, n) => line(text('event.cardsRevealed', { seat: n.seat(e.seat), cards: n.cards(e.cardIds) }), 2),
  cardsPutInHand: (e, n) => line(text('event.cardsPutInHand', { seat: n.seat(e.seat), cards: e.cardIds ? n.cards(e.cardIds) : counted('card', e.count) }), 2),
  cardPutOnDeck: (e, n) => line(text(e.top ? 'event.cardPutOnDeck.top' : 'event.cardPutOnDeck.bottom', { seat: n.seat(e.seat), card: e.card ? n.card(e.card) : text('name.aCard') }), 2),
  cardBanished: (e, n) => line(text('event.cardBanished', { card: n.card(e.card) }), 2),
  cardReturned: (e, n) => line(text('event.returned', { card: n.card(e.card), where: text(e.to === 'hand' ? 'returnedTo.hand' : 'returnedTo.championZone', { seat: n.seat(e.owner) }) }), 2),
  unitControlChanged: (e, n) => line(text('event.unitControlChanged', { seat: n.seat(e.to), unit: n.object(e.unit) }), 2),
};

/** An event in words (see WORDS). */
export function describeRiftboundEvent(event: GameEvent, state: RiftboundState, rules: RiftboundRules): EventWords {
  return wordEvent(WORDS, event, new RiftboundNames(state, rules));
}
