/**
 * Playing a spell (CR 307-313): choose its mode and targets and pay its cost (none from
 * hiding); it goes on the chain and its controller gets priority. It resolves when every
 * player has passed in a row.
 */
import { violation } from '../../../engine/errors.js';
import type { Action, ActionKind } from '../../../engine/module.js';
import type { Domain } from '../card-schema.js';
import { addToChain } from '../mechanics/chain.js';
import { isPaymentPlan, pay, paymentFor, planPayment, type Cost } from '../mechanics/resources.js';
import { timingRefusal } from '../mechanics/timing.js';
import type { RiftHost } from '../queries.js';
import type { RiftboundRules, RiftboundState } from '../state.js';
import { cardSource, isViolation, playableIds, takeCard, type CardSource } from './card-source.js';
import { choicesOf, choicesRefusal, enumerateTargets, spellDefinition } from './choices.js';
import { stringField } from './fields.js';
import { useInvitation } from './team.js';

export interface PlaySpellAction extends Action {
  readonly type: 'playSpell';
  readonly card: string;
  readonly mode?: number;
  readonly targets?: Record<string, string>;
  readonly decline?: readonly number[];
  readonly payment?: { readonly exhaust?: readonly string[]; readonly recycle?: readonly string[] };
}

function costOf(source: CardSource): Cost {
  if (source.hiddenAt) return { energy: 0, power: [] };
  return { energy: source.def.cost?.energy ?? 0, power: (source.def.cost?.power ?? []) as Domain[], xp: source.def.cost?.xp ?? 0 };
}

export const playSpell: ActionKind<RiftboundState, RiftboundRules> = {
  description: 'Play a spell from your hand (or from hiding): choose its mode and targets, pay its cost; it goes on the chain.',
  fields: ['card', 'mode', 'targets', 'decline', 'payment'],
  enumerate(host, seatId) {
    const out: PlaySpellAction[] = [];
    for (const id of playableIds(host, seatId)) {
      const source = cardSource(host, seatId, id);
      if (isViolation(source) || source.def.type !== 'spell' || timingRefusal(host, source.keywords)) continue;
      if (!planPayment(host, seatId, costOf(source))) continue;
      const modes = source.def.modes ? source.def.modes.map((_, m) => m) : [undefined];
      for (const mode of modes) {
        const definition = spellDefinition(source.def, mode);
        if (!definition) continue;
        for (const targets of enumerateTargets(host, seatId, definition.targets)) {
          out.push({ type: 'playSpell', seat: seatId, card: id, ...(mode === undefined ? {} : { mode }), ...(targets ? { targets } : {}) });
        }
      }
    }
    return out;
  },
  check(host, action) {
    const malformed = stringField(action, 'card');
    if (malformed) return malformed;
    const source = cardSource(host, action.seat, action['card'] as string);
    if (isViolation(source)) return source;
    if (source.def.type !== 'spell') return violation('NOT_A_SPELL', `${source.id} is not a spell`, 'CR 106-109');
    const timing = timingRefusal(host, source.keywords);
    if (timing) return timing;
    const mode = action['mode'];
    if (mode !== undefined && typeof mode !== 'number') return violation('MALFORMED_ACTION', '"mode" is a number', 'docs/api.md#actions');
    const definition = spellDefinition(source.def, mode);
    if (!definition) {
      return source.def.modes
        ? violation('CHOOSE_MODE', `${source.id} is modal: choose a mode from 0 to ${source.def.modes.length - 1}`, 'docs/cards.md')
        : violation('NOT_MODAL', `${source.id} has no modes`, 'docs/cards.md');
    }
    const choices = choicesRefusal(host, action, definition.effects, definition.targets);
    if (choices) return choices;
    const plan = paymentFor(host, action.seat, costOf(source), action['payment']);
    return isPaymentPlan(plan) ? undefined : plan;
  },
};

export function performPlaySpell(host: RiftHost, action: PlaySpellAction): void {
  const source = cardSource(host, action.seat, action.card);
  if (isViolation(source)) throw new Error(source.message);
  const plan = paymentFor(host, action.seat, costOf(source), action.payment);
  if (!isPaymentPlan(plan)) throw new Error(`cost of ${action.card} became unpayable between check and play`);
  takeCard(host, action.seat, source);
  pay(host, action.seat, plan);
  useInvitation(host, action.seat);
  host.emit({ type: 'spellPlayed', seat: action.seat, card: source.def.id, object: source.id, ...(source.hiddenAt ? { fromHiding: true } : {}) });
  addToChain(host, { kind: 'spell', controller: action.seat, source: source.id, card: source.def.id, ...choicesOf(action), here: source.hiddenAt?.id ?? null });
}
