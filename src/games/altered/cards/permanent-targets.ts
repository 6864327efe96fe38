/**
 * Targets and effects that reach permanents in play (landmarks, expedition permanents): a
 * question about card data that the card checks and the mechanics (mechanics/targets.ts,
 * mechanics/effects.ts) ask.
 */
import type { AlteredCard } from '../schema/file-schemas.js';

type Effect = NonNullable<AlteredCard['effects']>[number];

/** The kinds of target that are permanents in play (landmarks and expedition permanents), alone or beside characters. */
const PERMANENT_TARGETS: ReadonlySet<string | undefined> = new Set<NonNullable<AlteredCard['target']>>(['friendlyPermanent', 'anyPermanent', 'anyCharacterOrPermanent']);

/** The effects on objects that reach permanents in play (landmarks, expedition permanents) as well as characters. */
export const REACH_PERMANENTS: ReadonlySet<Effect['op']> = new Set(['sacrifice', 'discard', 'returnToHand', 'returnToDeck', 'activate', 'toMana', 'switchExpedition']);

/** Whether a kind of target may be a permanent in play. */
export function aimsAtPermanents(target: string | undefined): boolean {
  return PERMANENT_TARGETS.has(target);
}
