/**
 * Riftbound events in words, for the command line's turn-by-turn log.
 */
import type { GameEvent } from '../../engine/game/module.js';
import type { RiftboundRules, RiftboundState } from './state.js';

function nameOf(state: RiftboundState, rules: RiftboundRules, id: unknown): string {
  const cardId = typeof id === 'string' ? (state.objects[id]?.card ?? state.battlefields.find((b) => b.id === id)?.card ?? id) : String(id);
  return rules.cardDb.cards.get(cardId)?.name ?? cardId;
}

function place(state: RiftboundState, rules: RiftboundRules, to: unknown): string {
  return to === 'base' ? 'base' : nameOf(state, rules, to);
}

function scores(teams: Record<string, number>): string {
  return Object.entries(teams)
    .map(([team, score]) => `${team} ${score}`)
    .join(' · ');
}

/** Card ids as their names, for an event that made them public. */
function cardNames(rules: RiftboundRules, ids: unknown): string {
  const list = Array.isArray(ids) ? (ids as unknown[]) : [];
  return list.length === 0 ? 'nothing' : list.map((id) => rules.cardDb.cards.get(String(id))?.name ?? String(id)).join(', ');
}

/** One line for an event, or undefined for events too small to print. */
export function describeRiftboundEvent(event: GameEvent, state: RiftboundState, rules: RiftboundRules): string | undefined {
  const n = (id: unknown) => nameOf(state, rules, id);
  const e = event as Record<string, unknown> & GameEvent;
  switch (e.type) {
    case 'battlefieldsRevealed':
      return [
        `Battlefields: ${(e['battlefields'] as { id: string; contributedBy: string | null }[]).map((b) => `${n(b.id)} (${b.contributedBy ?? 'nobody'})`).join(', ')}`,
        `Turn order: ${(e['turnOrder'] as { seat: string; name: string }[]).map((s) => `${s.seat} ${s.name}`).join(', ')}`,
        // Legends and Chosen Champions are public from the start (CR 107.4.c, 108.3.e).
        ...state.seats.map((s) => `${s.id} legend: ${n(s.legendObject)}; Chosen Champion: ${s.chosenChampion ? (rules.cardDb.cards.get(s.chosenChampion)?.name ?? s.chosenChampion) : 'none'}`),
      ].join('\n');
    case 'mulliganed':
      return `${String(e['seat'])} mulligans ${String(e['count'])} card(s)`;
    case 'turnStarted':
      return `\n── Turn ${String(e['turn'])} · ${String(e['seat'])} ──`;
    case 'turnEnded': {
      // XP is public (CR 729.2): shown beside the scores once anyone has some.
      const xp = state.seats.some((x) => x.xp > 0) ? `\n  XP: ${state.seats.map((x) => `${x.id} ${x.xp}`).join(' · ')}` : '';
      return `  scores: ${scores(e['scores'] as Record<string, number>)}${xp}`;
    }
    case 'runesReadied':
      return `  ${String(e['seat'])} readies ${String((e['runes'] as readonly unknown[]).length)} rune(s)`;
    case 'runeRecycled':
      return `  ${String(e['seat'])} recycles rune ${String(e['rune'])}`;
    case 'runesChanneled':
      return `  ${String(e['seat'])} channels ${String(e['count'])} rune(s)${e['exhausted'] === true ? ' exhausted' : ''}`;
    case 'cardsDrawn':
      return e['reason'] === 'openingHand' || e['reason'] === 'mulligan' ? undefined : `  ${String(e['seat'])} draws ${String(e['count'])} (${String(e['reason'])})`;
    case 'drawSkipped':
      return `  ${String(e['seat'])} skips the first draw`;
    case 'burnOut':
      return `  ${String(e['seat'])} burns out: trash shuffled into the deck, ${String(e['opponent'])} gains a point`;
    case 'unitPlayed':
      return `  ${String(e['seat'])} plays ${n(e['unit'])}${e['fromChampionZone'] ? ', their Chosen Champion, from the champion zone,' : ''} to ${place(state, rules, e['to'])}`;
    case 'conceded':
      return `\n${String(e['seat'])} concedes${(e['leaving'] as string[]).length > 1 ? `: team ${String(e['team'])} leaves the game` : ''}`;
    case 'playersRemoved':
      return `  ${(e['seats'] as string[]).join(', ')} removed from the game; the game goes on`;
    case 'unitsMoved':
      return `  ${String(e['seat'])} moves ${(e['units'] as string[]).map(n).join(', ')} to ${place(state, rules, e['to'])}`;
    case 'showdownStarted':
      return `  Showdown at ${n(e['battlefield'])}`;
    case 'combatStarted':
      return `  Combat at ${n(e['battlefield'])}: ${String(e['attacker'])} attacks ${String(e['defender'])}`;
    case 'combatDamage': {
      const dealt = Object.entries(e['dealt'] as Record<string, number>);
      return dealt.length ? `    damage: ${dealt.map(([u, d]) => `${n(u)} ${d}`).join(', ')}` : undefined;
    }
    case 'unitDied':
      return `    ${n(e['unit'])} dies`;
    case 'unitRecalled':
      return `    ${n(e['unit'])} is recalled`;
    case 'controlEstablished':
      return `  ${String(e['seat'])} takes control of ${n(e['battlefield'])}`;
    case 'controlLost':
      return `  ${String(e['seat'])} loses control of ${n(e['battlefield'])}`;
    case 'battlefieldScored':
      return e['outcome'] === 'draw'
        ? `  ${String(e['seat'])} ${String(e['method'])}s ${n(e['battlefield'])}: final point needs every battlefield, draws instead`
        : undefined;
    case 'pointGained':
      return `  ${String(e['seat'])} scores by ${String(e['source'])}${e['battlefield'] ? ` at ${n(e['battlefield'])}` : ''}: ${String(e['team'])} has ${String(e['score'])}`;
    case 'spellPlayed':
      return `  ${String(e['seat'])} plays ${n(e['object'])}${e['fromHiding'] ? ' from hiding' : ''}${e['from'] ? ` from their ${String(e['from'])}` : ''}`;
    case 'abilityActivated':
      return `  ${String(e['seat'])} activates ${n(e['source'])}${state.seats.some((x) => x.legendObject === e['source']) ? ' (legend)' : ''}`;
    case 'abilityTriggered':
      return `  ${n(e['source'])} triggers (${String(e['trigger'])})`;
    case 'triggerRemoved':
      return `  ${n(e['item'])} (${String(e['card'])}) leaves the chain: ${e['reason'] === 'declined' ? 'declined' : 'no legal target'}`;
    case 'chainItemResolving':
      return `    resolves: ${rules.cardDb.cards.get(String(e['card']))?.name ?? String(e['card'])}`;
    case 'spellCountered':
      return `    ${rules.cardDb.cards.get(String(e['card']))?.name ?? String(e['card'])} is countered`;
    case 'damageDealt':
      return `    ${n(e['unit'])} takes ${String(e['amount'])} damage`;
    case 'damagePrevented':
      return `    ${String(e['amount'])} damage to ${n(e['unit'])} is prevented`;
    case 'unitBuffed':
      return `    ${n(e['unit'])} is buffed`;
    case 'sourceExhaustedForCost':
      return `    ${String(e['seat'])} exhausts ${n(e['source'])} to pay for its ability`;
    case 'becameMighty':
      return `    ${n(e['unit'])} becomes Mighty`;
    case 'additionalTurnQueued':
      return `    ${String(e['seat'])} will take an additional turn after this one`;
    case 'unitStunned':
      return `    ${n(e['unit'])} is stunned`;
    case 'tokenCreated':
      return `    ${String(e['seat'])} creates ${n(e['unit'])}`;
    case 'cardHidden':
      return `  ${String(e['seat'])} hides a card at ${n(e['battlefield'])}`;
    case 'teammateInvited':
      return `  ${String(e['seat'])} invites ${String(e['guest'])} to play`;
    case 'invitationDeclined':
      return `  ${String(e['seat'])} declines the invitation`;
    case 'handShown':
      return `  ${String(e['seat'])} shows their hand to ${String(e['to'])}`;
    case 'scoreDenied':
      return `  ${String(e['seat'])} cannot score ${n(e['battlefield'])} (${String(e['reason'])})`;
    case 'pointDenied':
      return `  ${String(e['seat'])} cannot gain a point (${String(e['reason'])})`;
    case 'xpGained':
      return `    ${String(e['seat'])} gains ${String(e['amount'])} XP (${String(e['reason'])}): ${String(e['xp'])} XP`;
    case 'xpSpent':
      return `    ${String(e['seat'])} spends ${String(e['amount'])} XP: ${String(e['xp'])} XP left`;
    case 'unitControlChanged':
      return `    ${String(e['to'])} gains control of ${n(e['unit'])}`;
    case 'gearPlayed':
      return `  ${String(e['seat'])} plays ${n(e['gear'])}${e['fromHiding'] ? ' from hiding' : ''}`;
    case 'equipActivated':
      return `  ${String(e['seat'])} equips ${n(e['unit'])} with ${n(e['gear'])}`;
    case 'gearAttached':
      return `    ${n(e['gear'])} is attached to ${n(e['unit'])}`;
    case 'gearDetached':
      return `    ${n(e['gear'])} is detached from ${n(e['unit'])}`;
    case 'gearKilled':
      return `    ${n(e['gear'])} is killed`;
    case 'cardsDiscarded':
      return `    ${String(e['seat'])} discards ${cardNames(rules, e['cardIds'])}`;
    case 'cardsRecycled':
      return `    ${String(e['seat'])} recycles ${e['cardIds'] ? cardNames(rules, e['cardIds']) : `${String(e['count'])} card(s)`}`;
    case 'cardsTrashed':
      return `    ${String(e['seat'])} puts ${cardNames(rules, e['cardIds'])} from the top of their deck into their trash`;
    case 'cardsLooked':
      return `    ${String(e['seat'])} looks at the top ${String(e['count'])} card(s) of their deck`;
    case 'cardsRevealed':
      return `    ${String(e['seat'])} reveals ${cardNames(rules, e['cardIds'])}`;
    case 'cardPutOnDeck':
      return `    ${String(e['seat'])} puts ${e['card'] ? cardNames(rules, [e['card']]) : 'a card'} from their hand on the ${e['top'] ? 'top' : 'bottom'} of their deck`;
    case 'cardsPutInHand':
      return `    ${String(e['seat'])} puts ${e['cardIds'] ? cardNames(rules, e['cardIds']) : `${String(e['count'])} card(s)`} into their hand`;
    case 'cardBanished':
      return `    ${cardNames(rules, [e['card']])} is banished`;
    case 'cardReturned':
      return `    ${cardNames(rules, [e['card']])} returns to ${String(e['owner'])}'s hand`;
    case 'cardChoiceAsked':
      return `    ${String(e['seat'])} chooses ${e['min'] === e['max'] ? String(e['min']) : `${String(e['min'])} to ${String(e['max'])}`} card(s) to ${String(e['purpose'])}`;
    case 'unlessAsked':
      return `    ${String(e['seat'])} may stop ${cardNames(rules, [e['card']])} ${Number(e['draws']) > 0 ? `by letting its controller draw ${String(e['draws'])}` : `by paying ${String(e['energy'])} Energy${(e['power'] as readonly string[]).length > 0 ? ` and ${(e['power'] as readonly string[]).join(', ')} Power` : ''}`}`;
    case 'playCostAsked':
      return `    ${String(e['seat'])} may play ${cardNames(rules, [e['card']])}`;
    case 'gameWon':
      return `\n${String(e['team'])} wins with ${String(e['score'])} points (${scores(e['scores'] as Record<string, number>)})`;
    default:
      return undefined;
  }
}
