/**
 * Questions a step asks as its chain item resolves (CR 355.17): which cards its player
 * chooses, the cost of a card it plays, whether another player stops it ("unless"), and whether
 * each of several players takes a step for themselves ("you and each opponent may"). The item waits on the chain, paused at the step
 * (mechanics/effects.ts), until the seat asked answers (`chooseCards`, `payCost`). What the
 * question shows follows the rules of privacy (CR 128): the options of a card choice reach
 * the chooser alone (a hand, cards looked at); a card played is public.
 */
import type { RiftHost } from '../reads/queries.js';
import type { CardsAsk, ChainItem, InstructionCostQuestion, ObjectId, PlayAsk, SeatId, Cost } from '../state/state.js';

/** A choice of `min` to `max` cards among `from` for `seat`, about to be made for `purpose`. */
export function askCards(seat: SeatId, from: readonly ObjectId[], min: number, max: number, purpose: string): CardsAsk {
  return { kind: 'cards', seat, from: [...from], min, max, purpose };
}

/** The cost of playing `card` for `seat` (CR 419.3), and where a unit may go. */
export function askPlay(seat: SeatId, card: ObjectId, cost: Cost, to: readonly string[], optional: boolean): PlayAsk {
  return { kind: 'play', seat, card, cost: { energy: cost.energy, power: [...cost.power] }, to: [...to], optional };
}

/** Tells the players what a paused item asks, and of whom. */
export function emitQuestion(host: RiftHost, item: ChainItem, question: InstructionCostQuestion): void {
  const asks = question.asks;
  if (asks === undefined) {
    host.emit({ type: 'instructionCostAsked', seat: question.seat, item: item.id, card: item.card, step: question.step });
    return;
  }
  if (asks.kind === 'cards') {
    const options = asks.from.map((id) => host.state.objects[id]?.card ?? '');
    host.emit(
      { type: 'cardChoiceAsked', seat: asks.seat, item: item.id, card: item.card, step: question.step, purpose: asks.purpose, min: asks.min, max: asks.max, count: asks.from.length },
      { to: [asks.seat], fields: { options: [...asks.from], optionCards: options } },
    );
    return;
  }
  if (asks.kind === 'outcome') {
    host.emit({ type: 'outcomeAsked', seat: asks.seat, item: item.id, card: item.card, step: question.step, options: [...asks.options] });
    return;
  }
  if (asks.kind === 'may') {
    host.emit({ type: 'mayAsked', seat: asks.seat, item: item.id, card: item.card, step: question.step, purpose: asks.purpose });
    return;
  }
  // The deaths its step caused wait on a choice among replacement effects, asked of its own (mechanics/replacements.ts).
  if (asks.kind === 'deaths') return;
  if (asks.kind === 'tokenPlay') {
    host.emit({ type: 'tokenReplacementAsked', seat: asks.seat, item: item.id, token: asks.token, options: asks.options.map((o) => ({ source: o.source, card: o.card })) });
    return;
  }
  if (asks.kind === 'unless') {
    host.emit({ type: 'unlessAsked', seat: asks.seat, item: item.id, card: item.card, step: question.step, energy: asks.cost.energy, power: [...asks.cost.power], draws: asks.draws });
    return;
  }
  const played = host.state.objects[asks.card]?.card ?? '';
  host.emit({ type: 'playCostAsked', seat: asks.seat, item: item.id, object: asks.card, card: played, energy: asks.cost.energy, power: [...asks.cost.power], to: [...asks.to] });
}
