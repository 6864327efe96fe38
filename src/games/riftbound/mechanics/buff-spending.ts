/**
 * Buffs spent as a step resolves (CR 702.2.b): "spend any number of buffs" has its controller
 * choose, as the step resolves, any number of buffed units they control, none included; a buff
 * is spent only from a unit its player controls (CR 702.2.b.2), so an ally's units are never
 * offered. Nothing is targeted (CR 355.10). Each unit chosen spends its buff and, with
 * `readyEach` (each friendly unit's buff spent "to ready it"), is readied. The
 * execution remembers how many buffs were spent, which a later step counts ("For each buff
 * spent, channel 1 rune exhausted": `forEachBuffSpent`).
 */
import type { Effect } from '../schema/card-schema.js';
import { object, unitsOnBoard } from '../reads/queries.js';
import type { ObjectId, ResolutionAsk } from '../state/state.js';
import type { Context } from './effects.js';
import { spendBuff } from './buffs.js';
import { readyObject } from './readying.js';
import { readyingByEffectsForbidden } from '../reads/player-rules.js';
import { askCards } from './resolution-questions.js';

type SpendStep = Extract<Effect, { op: 'spendBuff' }>;

/** The buffed units on the board `ctx`'s controller controls, whose buffs they may spend. */
function spendable(ctx: Context): ObjectId[] {
  const { state } = ctx.host;
  return unitsOnBoard(state).filter((id) => {
    const obj = object(state, id);
    return obj.buffed === true && obj.controller === ctx.controller;
  });
}

/** Spends the buffs the controller chooses (asked first, when they have any to spend), then readies each with `readyEach`. */
export function spendChosenBuffs(ctx: Context, e: SpendStep): void | ResolutionAsk {
  const { host } = ctx;
  const options = spendable(ctx);
  const answer = ctx.answer?.cards;
  if (answer === undefined && options.length > 0) return askCards(ctx.controller, options, 0, options.length, e.readyEach === true ? 'spend its buff to ready it' : 'spend its buff');
  const spent: ObjectId[] = [];
  for (const id of answer ?? []) if (options.includes(id) && !spent.includes(id) && spendBuff(host, ctx.controller, id)) spent.push(id);
  if (e.readyEach === true && !readyingByEffectsForbidden(host, ctx.controller)) for (const id of spent) readyObject(host, id, ctx.controller);
  ctx.memory.buffsSpent = spent.length;
}

/** How many buffs the `spendBuff` step before spent in this execution (none before one). */
export function buffsSpent(ctx: Context): number {
  return ctx.memory.buffsSpent ?? 0;
}
