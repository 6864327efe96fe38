/**
 * A step that plays a card at once (`nextPlay` with `until: "now"`): which steps are, a
 * question about card data that the card checks and the mechanics (mechanics/play-now.ts) ask.
 */
import type { AlteredCard } from '../schema/file-schemas.js';

type Effect = NonNullable<AlteredCard['effects']>[number];
/** A card played at once: the "next card" effect whose card is played now, as the step resolves (`until: "now"`). */
export type PlayNow = Extract<Effect, { op: 'nextPlay' }>;

/** Whether a step plays a card at once. */
export function isPlayNow(effect: Effect | undefined): effect is PlayNow {
  return effect?.op === 'nextPlay' && effect.until === 'now';
}
