/**
 * A position's pending triggered abilities (CR 401.1): abilities that triggered and wait for
 * their controller to place them on the chain, so a scenario can start at that choice.
 */
import { cardAbilities } from './reads/keyword-handlers.js';
import { triggersOf } from './cards/trigger-subjects.js';
import type { TriggeredAbility } from './schema/card-schema.js';
import type { PathSegment } from '../../engine/json/json-path.js';
import type { Text } from '../../engine/i18n/catalogue.js';
import { text } from './i18n/messages.js';
import { wholePendingTrigger, type BattlefieldState, type GameObject, type ObjectId, type PendingTrigger, type RiftboundRules, type SeatId } from './state/state.js';

export interface PendingTriggerSpec {
  readonly source: string;
  readonly ability?: number;
  readonly controller?: string;
  readonly here?: string | null;
}

interface Board {
  readonly rules: RiftboundRules;
  readonly objects: Readonly<Record<ObjectId, GameObject>>;
  readonly battlefields: readonly BattlefieldState[];
  readonly seats: readonly SeatId[];
  readonly fault: (path: PathSegment[], message: Text) => void;
}

/** The pending abilities, numbered c1, c2... in the order given; faults reported at their paths. */
export function pendingTriggers(board: Board, specs: readonly PendingTriggerSpec[] | undefined): PendingTrigger[] {
  const out: PendingTrigger[] = [];
  (specs ?? []).forEach((spec, i) => {
    const path: PathSegment[] = ['triggers', i];
    const obj = board.objects[spec.source];
    const field = board.battlefields.find((f) => f.id === spec.source);
    if (!obj && !field) return board.fault([...path, 'source'], text('load.noSource', { source: JSON.stringify(spec.source) }));
    const cardId = obj?.card ?? (field as BattlefieldState).card;
    // Ability indexes count those its keywords stand for too (Deathknell, Vision).
    const def = board.rules.cardDb.cards.get(cardId);
    const abilities = def ? cardAbilities(def) : [];
    const ability = spec.ability ?? abilities.findIndex((a) => a.kind === 'triggered');
    if (abilities[ability]?.kind !== 'triggered') return board.fault([...path, spec.ability === undefined ? 'source' : 'ability'], (spec.ability === undefined ? text('load.noTriggered', { card: cardId }) : text('load.noTriggeredAbility', { card: cardId, ability })));
    const controller = spec.controller ?? obj?.controller ?? field?.controller ?? null;
    if (controller === null || !board.seats.includes(controller)) return board.fault([...path, 'controller'], controller === null ? text('load.nameController') : text('load.unknownSeat', { seat: JSON.stringify(controller) }));
    const here = spec.here !== undefined ? spec.here : field ? field.id : (board.battlefields.find((f) => f.units.includes(spec.source))?.id ?? null);
    if (here !== null && !board.battlefields.some((f) => f.id === here)) return board.fault([...path, 'here'], text('load.noBattlefield', { battlefield: JSON.stringify(here) }));
    out.push(wholePendingTrigger({ id: `c${i + 1}`, trigger: triggersOf(abilities[ability] as TriggeredAbility)[0] as PendingTrigger['trigger'], controller, source: spec.source, card: cardId, ability, here }));
  });
  return out;
}
