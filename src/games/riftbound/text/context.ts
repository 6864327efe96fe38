/** What the rules of Riftbound's templating know while they read or write a card: its type. */
import type { CardDefinition } from '../card-schema.js';

export interface TextContext {
  /** The card's type: a unit speaks of itself as "me" and "I", a spell or a gear as "this". */
  readonly type: CardDefinition['type'];
}
