/**
 * The chain, priority and focus (CR 307-313): items are added with priority to their
 * creator; priority passes in turn order; when every player has passed in a row the newest
 * item resolves, and priority goes to the controller of the next one. When the chain
 * empties in a showdown, focus passes to the next player, unless a triggered ability opened
 * the chain.
 */
import { EngineError } from '../../../engine/errors.js';
import { nextSeat, unitLocation, type RiftHost } from '../reads/queries.js';
import { wholeChainItem, type ChainItem, type InstructionCostQuestion, type ObjectId, type RiftboundState } from '../state/state.js';
import { announce } from './trigger-events.js';
import { definitionOf, resolveItem, type ResolutionAnswer } from './effects.js';
import { emitQuestion } from './resolution-questions.js';
import { prepareSplit } from './split-damage.js';
import { hereAsItResolves } from './here.js';
import { noteEnemyChoices } from './enemy-choices.js';

/** The id of a new chain item, or of a pending triggered ability, which keeps it on the chain (CR 401.1). */
export function newChainId(state: RiftboundState): string {
  return `c${state.nextChainId++}`;
}

/**
 * Adds an item with priority to its controller: a new one with an id from {@link newChainId},
 * a pending triggered ability with the id it took when it triggered. Each unit it chooses (a
 * target, or one of a split group) triggers its "when I'm chosen" abilities, once per item:
 * they wait as pending items, to be placed on the chain above this one (CR 818.1.c.1, 376).
 * The chain holds it with every field (wholeChainItem).
 */
export function addToChain(host: RiftHost, item: ChainItem): void {
  const { state } = host;
  const added = wholeChainItem(item);
  state.chain.push(added);
  state.priority = added.controller;
  state.chainPasses = 0;
  if (state.showdown) state.showdown.passesInRow = 0;
  host.emit({ type: 'chainItemAdded', item: added.id, kind: added.kind, controller: added.controller, card: added.card, targets: { ...added.targets } });
  for (const unit of chosenUnits(host, added)) {
    const where = unitLocation(state, unit);
    announce(host, { trigger: 'chosen', object: unit, player: added.controller, here: where === 'base' || where === undefined ? null : where, bySpell: added.kind === 'spell' });
  }
  noteEnemyChoices(host, added);
}

/** The units on the board an item chooses, each once. */
function chosenUnits(host: RiftHost, item: ChainItem): ObjectId[] {
  const units: ObjectId[] = [];
  const add = (id: ObjectId | null) => {
    if (id !== null && !units.includes(id) && unitLocation(host.state, id) !== undefined) units.push(id);
  };
  for (const name in item.targets) add(item.targets[name] as ObjectId | null);
  if (item.split) for (const group in item.split) for (const id of item.split[group] as readonly ObjectId[]) add(id);
  return units;
}

/** The priority holder passes; once everyone has in a row, the newest item resolves. */
export function passPriority(host: RiftHost, seat: string): void {
  const { state } = host;
  if (state.priority !== seat) throw new EngineError(`${seat} passed without priority`);
  state.chainPasses += 1;
  host.emit({ type: 'priorityPassed', seat });
  if (state.chainPasses < state.seats.length) {
    state.priority = nextSeat(state, seat);
    return;
  }
  resolveNewest(host);
}

/**
 * Every player has passed in a row: the newest item resolves, and priority goes to the
 * controller of the next one. Also after a player leaves the game when the others had all
 * passed (CR 652.5.c.2).
 */
export function resolveNewest(host: RiftHost): void {
  const { state } = host;
  const top = hereNow(host, state.chain.at(-1));
  // Split damage is divided as the item resolves: it waits for its controller (CR 355.14.e).
  const question = prepareSplit(host, top, (mode) => definitionOf(host, top, mode ?? top.mode).effects);
  if (question) {
    state.splitChoice = question;
    state.priority = question.seat;
    state.chainPasses = 0;
    host.emit({ type: 'splitDamageAsked', item: question.item, seat: question.seat, total: question.total, targets: [...question.targets] });
    return;
  }
  // Popped after the split divisions were recorded on it.
  const item = state.chain.pop();
  if (!item) throw new EngineError('no chain item to resolve');
  state.chainPasses = 0;
  afterResolving(host, item, resolveItem(host, item));
}

/**
 * The newest item, its "here" now where its source is as it resolves (here.ts, CR 359.3.f.2):
 * replaced on the chain when that changed (chain items are immutable), so what resolves it,
 * and the questions it may ask meanwhile, read the same.
 */
function hereNow(host: RiftHost, top: ChainItem | undefined): ChainItem {
  if (!top) throw new EngineError('no chain item to resolve');
  const here = hereAsItResolves(host, top);
  if (here === top.here) return top;
  const moved = wholeChainItem({ ...top, here });
  host.state.chain[host.state.chain.length - 1] = moved;
  return moved;
}

/**
 * The question that paused the newest item was answered: a cost within instructions (CR
 * 742.1.a), paid or not, or what a step asked as it resolved (cards chosen, a card played).
 * It goes on resolving from that step.
 */
export function resumeResolution(host: RiftHost, paid: boolean, answer?: ResolutionAnswer): void {
  const { state } = host;
  const question = state.instructionCost;
  const item = state.chain.pop();
  if (!question || !item || item.id !== question.item) throw new EngineError('no paused chain item to resume');
  state.instructionCost = null;
  const next = resolveItem(host, item, { execution: question.execution, step: question.step, paid, answer, memory: question.memory });
  const immediate = question.memory?.immediate;
  if (immediate === undefined) afterResolving(host, item, next);
  else if (next) pause(host, item, next);
  else state.priority = immediate.priority;
}

/**
 * An ability that adds resources resolves at once, without the chain (CR 377.4). A cost of
 * its own asked as it resolves ("Pay any amount of ... to [Add] that much ...", CR 742.1.a)
 * holds it on the chain only while its controller answers, nobody else acting; then priority
 * is as it was.
 */
export function resolveAtOnce(host: RiftHost, item: ChainItem): void {
  const question = resolveItem(host, item);
  if (!question) return;
  // resolveItem always returns the execution's memory with its question.
  if (question.memory) question.memory.immediate = { priority: host.state.priority };
  pause(host, item, question);
}

/** A paused item waits on the chain for its controller's answer; otherwise priority goes to the controller of the next one. */
function afterResolving(host: RiftHost, item: ChainItem, question: InstructionCostQuestion | undefined): void {
  const { state } = host;
  if (question) {
    pause(host, item, question);
    return;
  }
  const next = state.chain.at(-1);
  state.priority = next?.controller ?? null;
  if (!next) chainEmptied(host);
}

/** The item waits on the chain for the answer to `question`, nobody holding priority meanwhile. */
function pause(host: RiftHost, item: ChainItem, question: InstructionCostQuestion): void {
  const { state } = host;
  state.chain.push(item);
  state.instructionCost = question;
  state.priority = null;
  emitQuestion(host, item, question);
}

/** Open again: in a showdown, focus passes on unless a triggered ability opened the chain. */
function chainEmptied(host: RiftHost): void {
  const { state } = host;
  const byTrigger = state.chainOpenedByTrigger;
  state.chainOpenedByTrigger = false;
  const showdown = state.showdown;
  if (showdown && !byTrigger) {
    showdown.focus = nextSeat(state, showdown.focus);
    showdown.passesInRow = 0;
    host.emit({ type: 'focusPassed', focus: showdown.focus });
  }
}
