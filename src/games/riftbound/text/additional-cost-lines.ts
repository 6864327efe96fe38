/**
 * Lines stating a card's additional cost to play it (`additionalCost`, CR 356.2.a, 357;
 * mechanics/additional-costs.ts): "As an additional cost to play me," then the cost; killing a
 * friendly unit is the one read so far.
 */
import type { CardFields } from './ability-ast.js';
import { phrase } from './condition-phrases.js';
import { t, type Rule } from './primitives.js';

export const ADDITIONAL_COSTS: readonly Rule<CardFields>[] = [phrase(t`as an additional cost to play me , kill a friendly unit`, () => ({ additionalCost: { killUnit: true as const } }))];
