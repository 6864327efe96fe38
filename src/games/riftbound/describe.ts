/**
 * Riftbound events in words (`game.describe`, the command line's turn-by-turn log): every
 * event type of RiftboundEvent has its entry, seats named by their label (the given name, else
 * the letter) and objects by their card's name.
 */
import { counted, detail, line, listed, wordEvent, type EventWords, type EventWordsTable } from '../../engine/game/event-words.js';
import type { GameEvent } from '../../engine/game/module.js';
import type { RiftboundEvent } from '../../types/riftbound.js';
import type { RiftboundRules, RiftboundState } from './state.js';

/** How seats, teams, objects and cards are named in words, from the state after the event. */
export class RiftboundNames {
  constructor(
    private readonly state: RiftboundState,
    private readonly rules: RiftboundRules,
  ) {}

  /** A seat by its label; a seat that left the game by the name it had. */
  seat(id: string | null): string {
    if (id === null) return 'nobody';
    return this.state.seats.find((s) => s.id === id)?.name ?? this.state.removed.find((r) => r.seat === id)?.name ?? id;
  }

  seats(ids: readonly string[]): string {
    return listed(ids.map((id) => this.seat(id)), 'nobody');
  }

  /** A team by its players' labels (`Ana and Cy`). */
  team(id: string | null): string {
    if (id === null) return 'nobody';
    const team = this.state.teams.find((t) => t.id === id);
    return team === undefined ? listed(id.split('+').map((seat) => this.seat(seat))) : this.seats(team.seats);
  }

  /** Whether a team has several players (for the verb after it). */
  plural(id: string | null): boolean {
    return id !== null && (this.state.teams.find((t) => t.id === id)?.seats.length ?? 1) > 1;
  }

  /** A card id by its card's name. */
  card(id: string | undefined): string {
    if (id === undefined) return 'a card';
    return this.rules.cardDb.cards.get(id)?.name ?? 'a card';
  }

  cards(ids: readonly string[] | undefined): string {
    return listed((ids ?? []).map((id) => this.card(id)));
  }

  /** An object, a battlefield or a chain item by its card's name. */
  object(id: string | null | undefined): string {
    if (id === null || id === undefined) return 'nothing';
    const card = this.state.objects[id]?.card ?? this.state.battlefields.find((b) => b.id === id)?.card ?? this.state.chain.find((c) => c.id === id)?.card ?? this.state.triggers.find((t) => t.id === id)?.card;
    // A token that died has ceased to exist (CR 180-184): no object names it any more.
    return card === undefined ? 'a card that left the game' : this.card(card);
  }

  objects(ids: readonly string[] | undefined): string {
    return listed((ids ?? []).map((id) => this.object(id)));
  }

  /** Every player's XP once anyone has some (public, CR 729.2), on a line of its own; else nothing. */
  xp(): string {
    const { seats } = this.state;
    return seats.some((s) => s.xp > 0) ? `\n  XP: ${seats.map((s) => `${this.seat(s.id)} ${s.xp}`).join(' · ')}` : '';
  }

  /** Whether `id` is a player's legend. */
  isLegend(id: string): boolean {
    return this.state.seats.some((s) => s.legendObject === id);
  }

  /** Each player's legend and Chosen Champion, public from the start (CR 107.4.c, 108.3.e). */
  legends(): string[] {
    return this.state.seats.map((s) => `${this.seat(s.id)} legend: ${this.object(s.legendObject)}; Chosen Champion: ${s.chosenChampion === null ? 'none' : this.card(s.chosenChampion)}`);
  }

  /** Where a unit goes: `base` or a battlefield. */
  place(id: string): string {
    return id === 'base' ? 'base' : this.object(id);
  }

  /** Scores by team, each team by its players. */
  scores(scores: { readonly [team: string]: number }): string {
    return Object.entries(scores)
      .map(([team, score]) => `${this.team(team)} ${score}`)
      .join(' · ');
  }
}

/** Energy and Power in words: `2 Energy and fury Power`. */
function resources(energy: number, power: readonly string[]): string {
  const parts = [...(energy > 0 || power.length === 0 ? [`${energy} Energy`] : []), ...(power.length > 0 ? [`${power.join(', ')} Power`] : [])];
  return parts.join(' and ');
}

const DRAW_REASONS: Readonly<Record<string, string>> = { openingHand: 'opening hand', mulligan: 'mulligan', drawPhase: 'draw phase', finalPointConquer: 'final point', effect: 'effect' };

const WORDS: EventWordsTable<RiftboundEvent, RiftboundNames> = {
  battlefieldsRevealed: (e, n) =>
    line(
      [
        // One battlefield a line: a four-seat game names four, each with whose it is.
        'Battlefields:',
        ...e.battlefields.map((b) => `  ${n.card(b.card)} (${b.contributedBy === null ? 'nobody' : n.seat(b.contributedBy)})`),
        `Turn order: ${e.turnOrder.map((s) => n.seat(s.seat)).join(', ')}`,
        ...n.legends(),
      ].join('\n'),
      0,
    ),
  cardsDrawn: (e, n) => {
    const words = `${n.seat(e.seat)} draws ${counted(e.count, 'card')} (${DRAW_REASONS[e.reason] ?? e.reason})`;
    return e.reason === 'openingHand' || e.reason === 'mulligan' ? detail(words, 1) : line(words);
  },
  mulliganed: (e, n) => line(`${n.seat(e.seat)} mulligans ${counted(e.count, 'card')}`),
  turnStarted: (e, n) => line(`── Turn ${e.turn} · ${n.seat(e.seat)}${e.additional ? ' (additional turn)' : ''} ──`, 0),
  turnEnded: (e, n) => line(`scores: ${n.scores(e.scores)}${n.xp()}`),
  awakened: (e, n) => detail(`${n.seat(e.seat)} readies their cards`, 1),
  beginningStep: (e, n) => detail(`${n.seat(e.seat)}'s Beginning Phase`, 1),
  endingStep: (e, n) => detail(`${n.seat(e.seat)}'s Ending Step`, 1),
  drawSkipped: (e, n) => line(`${n.seat(e.seat)} skips the first draw`),
  priorityPassed: (e, n) => detail(`${n.seat(e.seat)} passes priority`),
  invitationDeclined: (e, n) => line(`${n.seat(e.seat)} declines the invitation`),
  scoringStepRecorded: (e, n) => {
    const held = Object.entries(e.controlled).filter(([, ids]) => ids.length > 0);
    return detail(held.length === 0 ? 'scoring step: nobody controls a battlefield' : `scoring step: ${held.map(([seat, ids]) => `${n.seat(seat)} controls ${n.objects(ids)}`).join('; ')}`, 1);
  },
  runesChanneled: (e, n) => line(`${n.seat(e.seat)} channels ${counted(e.count, 'rune')}${e.exhausted === true ? ' exhausted' : ''}`),
  runesReadied: (e, n) => line(`${n.seat(e.seat)} readies ${counted(e.runes.length, 'rune')}`),
  runeRecycled: (e, n) => line(`${n.seat(e.seat)} recycles a rune (${n.object(e.rune)})`),
  burnOut: (e, n) => line(`${n.seat(e.seat)} burns out: ${counted(e.shuffled, 'card')} of their trash shuffled into their deck, ${e.opponent === null ? 'they choose who gains a point' : `${n.seat(e.opponent)} gains a point`}`),
  burnOutOpponentChosen: (e, n) => line(`${n.seat(e.seat)} gives the burn-out point to ${n.seat(e.opponent)}`),
  runesUsed: (e, n) => detail(`${n.seat(e.seat)} exhausts ${counted(e.exhausted.length, 'rune')} and recycles ${counted(e.recycled.length, 'rune')}`),
  resourcesAdded: (e, n) => detail(`${n.seat(e.seat)} adds ${resources(e.energy, e.power)}${e.onlyFor === undefined ? '' : ` (only for ${e.onlyFor})`}`),
  unitPlayed: (e, n) =>
    line(`${n.seat(e.seat)} plays ${n.card(e.card)}${e.fromChampionZone ? ', their Chosen Champion, from the champion zone,' : ''}${e.fromHiding ? ' from hiding' : ''}${e.from ? ` from their ${e.from}` : ''} to ${n.place(e.to)}${e.accelerate ? ', accelerated' : ''}`),
  unitsMoved: (e, n) => line(`${n.seat(e.seat)} moves ${n.objects(e.units)} to ${n.place(e.to)}`),
  battlefieldContested: (e, n) => detail(`${n.object(e.battlefield)} is contested by ${n.seat(e.by)}`),
  showdownStaged: (e, n) => detail(`a showdown waits at ${n.object(e.battlefield)}`),
  combatStaged: (e, n) => detail(`a combat waits at ${n.object(e.battlefield)}`),
  showdownEnded: (e, n) => detail(`the showdown at ${n.object(e.battlefield)} ends`),
  showdownStarted: (e, n) => line(`Showdown at ${n.object(e.battlefield)}`),
  combatStarted: (e, n) => line(`Combat at ${n.object(e.battlefield)}: ${n.seat(e.attacker)} attacks ${n.seat(e.defender)}`),
  passed: (e, n) => detail(`${n.seat(e.seat)} passes; focus to ${n.seat(e.focus)}`),
  focusPassed: (e, n) => detail(`focus passes to ${n.seat(e.focus)}`),
  damageOrderChosen: (e, n) => detail(`${n.seat(e.seat)} orders their damage: ${e.order.map((id) => n.object(id)).join(' then ')}`),
  combatDamage: (e, n) => {
    const dealt = Object.entries(e.dealt);
    return dealt.length === 0 ? detail(`no combat damage at ${n.object(e.battlefield)}`) : line(`damage: ${dealt.map(([unit, amount]) => `${n.object(unit)} ${amount}`).join(', ')}`, 2);
  },
  damageDealt: (e, n) => line(`${n.object(e.unit)} takes ${e.amount} damage${e.bonus ? ` (${e.bonus} of it bonus damage)` : ''}`, 2),
  damagePrevented: (e, n) => line(`${e.amount} damage to ${n.object(e.unit)} is prevented`, 2),
  mightChanged: (e, n) => line(`${n.object(e.unit)} ${e.amount >= 0 ? 'gets +' : 'gets '}${e.amount} Might`, 2),
  unitBuffed: (e, n) => line(`${n.object(e.unit)} is buffed`, 2),
  buffSpent: (e, n) => line(`${n.seat(e.seat)} spends the buff of ${n.object(e.unit)}`, 2),
  unitExhaustedForCost: (e, n) => line(`${n.seat(e.seat)} exhausts ${n.object(e.unit)} to pay a cost`, 2),
  sourceExhaustedForCost: (e, n) => line(`${n.seat(e.seat)} exhausts ${n.object(e.source)} to pay for its ability`, 2),
  becameMighty: (e, n) => line(`${n.object(e.unit)} becomes Mighty`, 2),
  additionalTurnQueued: (e, n) => line(`${n.seat(e.seat)} will take an additional turn after this one`, 2),
  unitDied: (e, n) => line(`${n.card(e.card)} dies`, 2),
  unitRecalled: (e, n) => line(`${n.object(e.unit)} is recalled to ${n.seat(e.seat)}'s base`, 2),
  unitReturned: (e, n) => line(`${n.card(e.card)} returns to ${n.seat(e.owner)}'s ${e.to === 'hand' ? 'hand' : 'champion zone'}`, 2),
  eventReplaced: (e, n) => line(`${n.object(e.unit)} does not die: ${n.card(e.card)} replaces it`, 2),
  additionalCostPaid: (e, n) =>
    line(`${n.seat(e.seat)} pays the additional cost of ${n.card(e.card)}${e.killed ? ` by killing ${n.object(e.killed)}` : ''}${e.returned ? ` by returning ${n.object(e.returned)}` : ''}${e.exhausted ? ` by exhausting ${n.object(e.exhausted)}` : ''}`, 2),
  unitStunned: (e, n) => line(`${n.object(e.unit)} is stunned`, 2),
  tokenCreated: (e, n) => line(`${n.seat(e.seat)} creates ${n.card(e.card)} at ${n.place(e.at)}`, 2),
  combatEnded: (e, n) => detail(`the combat at ${n.object(e.battlefield)} ends`),
  controlEstablished: (e, n) => line(`${n.seat(e.seat)} takes control of ${n.object(e.battlefield)}`),
  controlKept: (e, n) => detail(`${n.seat(e.seat)} keeps control of ${n.object(e.battlefield)}`),
  controlLost: (e, n) => line(`${n.seat(e.seat)} loses control of ${n.object(e.battlefield)}`),
  battlefieldScored: (e, n) =>
    e.outcome === 'draw'
      ? line(`${n.seat(e.seat)} ${e.method}s ${n.object(e.battlefield)}: the final point needs every battlefield, draws instead`)
      : detail(`${n.seat(e.seat)} ${e.method}s ${n.object(e.battlefield)}`, 1),
  scoreDenied: (e, n) => line(`${n.seat(e.seat)} cannot score ${n.object(e.battlefield)} (${e.reason})`),
  pointDenied: (e, n) => line(`${n.seat(e.seat)} cannot gain a point (${e.reason})`),
  pointGained: (e, n) => line(`${n.seat(e.seat)} scores by ${e.source}${e.battlefield ? ` at ${n.object(e.battlefield)}` : ''}: ${n.team(e.team)} ${n.plural(e.team) ? 'have' : 'has'} ${e.score}`),
  gameWon: (e, n) => line(`${n.team(e.team)} ${n.plural(e.team) ? 'win' : 'wins'} with ${e.score} points (${n.scores(e.scores)})`, 0),
  gameOver: (e, n) => detail(e.winner === null ? 'The game is over: nobody wins' : `The game is over: ${n.team(e.winner)} ${n.plural(e.winner) ? 'win' : 'wins'}`, 0),
  gameDrawn: (e) => line(`The game is drawn: the turn limit is reached at turn ${e.turn}`, 0),
  spellPlayed: (e, n) => line(`${n.seat(e.seat)} plays ${n.card(e.card)}${e.fromHiding ? ' from hiding' : ''}${e.from ? ` from their ${e.from}` : ''}`),
  spellCountered: (e, n) => line(`${n.card(e.card)} is countered`, 2),
  abilityCountered: (e, n) => line(`the ability of ${n.card(e.card)} is countered`, 2),
  targetIllegal: (e, n) => line(`${n.object(e.object)} is no longer a legal target`, 2),
  abilityActivated: (e, n) => line(`${n.seat(e.seat)} activates ${n.object(e.source)}${n.isLegend(e.source) ? ' (legend)' : ''}`),
  gearPlayed: (e, n) => line(`${n.seat(e.seat)} plays ${n.card(e.card)}${e.fromHiding ? ' from hiding' : ''}${e.from ? ` from their ${e.from}` : ''}`),
  equipActivated: (e, n) => line(`${n.seat(e.seat)} equips ${n.object(e.unit)} with ${n.object(e.gear)}`),
  gearAttached: (e, n) => line(`${n.object(e.gear)} is attached to ${n.object(e.unit)}`, 2),
  gearDetached: (e, n) => line(`${n.object(e.gear)} is detached from ${n.object(e.unit)}`, 2),
  gearRecalled: (e, n) => line(`${n.object(e.gear)} is recalled to ${n.seat(e.seat)}'s base`, 2),
  gearKilled: (e, n) => line(`${n.card(e.card)} is killed`, 2),
  gearTokenCreated: (e, n) => line(`${n.seat(e.seat)} creates ${n.card(e.card)}${e.exhausted ? ', exhausted' : ''}`, 2),
  abilityTriggered: (e, n) => line(`${n.card(e.card)} triggers (${e.trigger})`),
  triggerRemoved: (e, n) => line(`the ability of ${n.card(e.card)} never goes on the chain: ${e.reason === 'declined' ? 'declined' : e.reason === 'unpaid' ? 'its cost was not paid' : 'no legal target'}`),
  chainItemAdded: (e, n) => detail(`${n.card(e.card)} goes on the chain (${n.seat(e.controller)})`),
  chainItemResolving: (e, n) => line(`resolves: ${n.card(e.card)}`, 2),
  cardHidden: (e, n) => line(`${n.seat(e.seat)} hides a card at ${n.object(e.battlefield)}`),
  hiddenCardTrashed: (e, n) => line(`${n.seat(e.seat)}'s hidden card at ${n.object(e.battlefield)} (${n.card(e.card)}) goes to the trash`, 2),
  teammateInvited: (e, n) => line(`${n.seat(e.seat)} invites ${n.seat(e.guest)} to play`),
  invitationUsed: (e, n) => line(`${n.seat(e.seat)} plays on ${n.seat(e.host)}'s invitation`),
  handShown: (e, n) => line(`${n.seat(e.seat)} shows their hand to ${n.seat(e.to)}`),
  keywordsGranted: (e, n) => line(`${n.object(e.unit)} gains ${listed(e.keywords.map((k) => (k.value === undefined ? k.keyword : `${k.keyword} ${k.value}`)))}${e.duration === 'permanent' ? '' : ` this ${e.duration}`}`, 2),
  keywordsRemoved: (e, n) => line(`${n.object(e.unit)} loses ${listed(e.keywords)}${e.duration === 'permanent' ? '' : ' this turn'}`, 2),
  splitDamageAsked: (e, n) => line(`${n.seat(e.seat)} divides ${e.total} damage among ${n.objects(e.targets)}`, 2),
  splitDamageDivided: (e, n) => line(`${n.seat(e.seat)} deals ${Object.entries(e.damage).map(([unit, amount]) => `${amount} to ${n.object(unit)}`).join(', ')}`, 2),
  topCardLooked: (e, n) => line(`${n.seat(e.seat)} looks at the top card of their deck${e.card === undefined ? '' : ` (${n.card(e.card)})`}`, 2),
  topCardRecycled: (e, n) => line(`${n.seat(e.seat)} recycles the top card of their deck`, 2),
  spellRepeated: (e, n) => line(`${n.card(e.card)} repeats (execution ${e.execution})`, 2),
  conceded: (e, n) => line(`${n.seat(e.seat)} concedes${e.leaving.length > 1 ? `: ${n.seats(e.leaving)} leave the game` : ''}`, 0),
  playersRemoved: (e, n) => line(`${n.seats(e.seats)} removed from the game${e.battlefields.length > 0 ? `, with ${n.cards(e.battlefields.map((b) => b.card))}` : ''}; the game goes on`),
  xpGained: (e, n) => line(`${n.seat(e.seat)} gains ${e.amount} XP (${e.reason}): ${e.xp} XP`, 2),
  xpSpent: (e, n) => line(`${n.seat(e.seat)} spends ${e.amount} XP: ${e.xp} XP left`, 2),
  instructionCostAsked: (e, n) => line(`${n.seat(e.seat)} may pay a cost of ${n.card(e.card)}`, 2),
  instructionCostAnswered: (e, n) => line(`${n.seat(e.seat)} ${e.paid ? 'pays' : 'does not pay'} the cost`, 2),
  cardChoiceAsked: (e, n) => line(`${n.seat(e.seat)} chooses ${e.min === e.max ? e.min : `${e.min} to ${e.max}`} card(s) to ${e.purpose}`, 2),
  cardsChosen: (e, n) => line(`${n.seat(e.seat)} chooses ${e.cards === undefined ? counted(e.count, 'card') : n.objects(e.cards)}`, 2),
  playCostAsked: (e, n) => line(`${n.seat(e.seat)} may play ${n.card(e.card)} for ${resources(e.energy, e.power)}`, 2),
  unlessAsked: (e, n) => line(`${n.seat(e.seat)} may stop ${n.card(e.card)} ${e.draws > 0 ? `by letting its controller draw ${e.draws}` : `by paying ${resources(e.energy, e.power)}`}`, 2),
  cardsDiscarded: (e, n) => line(`${n.seat(e.seat)} discards ${n.cards(e.cardIds)}`, 2),
  cardsRecycled: (e, n) => line(`${n.seat(e.seat)} recycles ${e.cardIds ? n.cards(e.cardIds) : counted(e.count, 'card')}`, 2),
  cardsTrashed: (e, n) => line(`${n.seat(e.seat)} puts ${n.cards(e.cardIds)} from the top of their deck into their trash`, 2),
  cardsLooked: (e, n) => line(`${n.seat(e.seat)} looks at the top ${counted(e.count, 'card')} of their deck`, 2),
  cardsRevealed: (e, n) => line(`${n.seat(e.seat)} reveals ${n.cards(e.cardIds)}`, 2),
  cardsPutInHand: (e, n) => line(`${n.seat(e.seat)} puts ${e.cardIds ? n.cards(e.cardIds) : counted(e.count, 'card')} into their hand`, 2),
  cardPutOnDeck: (e, n) => line(`${n.seat(e.seat)} puts ${e.card ? n.card(e.card) : 'a card'} from their hand on the ${e.top ? 'top' : 'bottom'} of their deck`, 2),
  cardBanished: (e, n) => line(`${n.card(e.card)} is banished`, 2),
  cardReturned: (e, n) => line(`${n.card(e.card)} returns to ${n.seat(e.owner)}'s hand`, 2),
  unitControlChanged: (e, n) => line(`${n.seat(e.to)} gains control of ${n.object(e.unit)}`, 2),
};

/** An event in words (see WORDS). */
export function describeRiftboundEvent(event: GameEvent, state: RiftboundState, rules: RiftboundRules): EventWords {
  return wordEvent(WORDS, event, new RiftboundNames(state, rules));
}
