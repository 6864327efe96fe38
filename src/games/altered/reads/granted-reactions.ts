/**
 * "Your Characters have: "{R} I gain 1 boost."": a card in play (or a hero) gives each character
 * its controller controls a reaction (card data: `charactersHave`, a list of reactions; glossary
 * 1.2.4.d, 6.3). Each character has it as its own: "me" is that character, it activates when
 * that character's trigger happens, counted apart from the character's printed reactions (its
 * emblem names the card that gives it, `granted`). Only a `played` reaction is given in the card
 * data (cards/cards.ts), the trigger the character's own entering play makes: the giver's reaction
 * existing before, the character has it as it enters (6.3.d).
 */
import { abilityHolders, type HolderScope } from './characteristics.js';
import { card, seat } from './queries.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import type { AlteredHost, AlteredRules, ObjectId, SeatId } from '../state/state.js';

/** A card whose reactions exist now. */
export interface Watcher {
  readonly object: ObjectId | null;
  readonly card: string;
  readonly controller: SeatId;
  readonly reactions: readonly Reaction[];
  /** Triggers whose reactions cannot activate for this card (glossary 7.3.1.e). */
  readonly blocked: readonly string[];
  /** A reaction another card gives it (below): that card's id; `reactions` are those it gives. */
  readonly granted?: string;
}

type Reaction = NonNullable<AlteredCard['reactions']>[number];

/** A character with a reaction another card gives it: the giver's card id. */
export type GrantedWatcher = Watcher & { readonly object: string; readonly granted: string };

const GIVES = new WeakMap<AlteredRules, boolean>();

/** Whether any card of the rules gives reactions: most sets have none, and nothing is looked for then. */
export function anyGranted(rules: AlteredRules): boolean {
  let found = GIVES.get(rules);
  if (found === undefined) {
    found = [...rules.cardDb.cards.values()].some(gives);
    GIVES.set(rules, found);
  }
  return found;
}

function gives(c: AlteredCard): boolean {
  return (c.charactersHave?.length ?? 0) > 0;
}

/** The reactions given now to the characters in `scope` (one player's, one object), one watcher per giver and character. */
export function grantedWatchers(host: Pick<AlteredHost, 'state' | 'rules'>, scope: HolderScope = {}): GrantedWatcher[] {
  if (!anyGranted(host.rules)) return [];
  const out: GrantedWatcher[] = [];
  for (const giver of abilityHolders(host, gives)) {
    if (scope.seat !== undefined && giver.controller !== scope.seat) continue;
    for (const id of seat(host.state, giver.controller).expedition) {
      const obj = host.state.objects[id];
      if (!obj || (scope.object !== undefined && id !== scope.object)) continue;
      out.push({ object: id, card: obj.card, controller: giver.controller, reactions: giver.card.charactersHave ?? [], blocked: [], granted: giver.card.id });
    }
  }
  return out;
}

/** The reaction a giver's card gives, by index. */
export function grantedReaction(rules: AlteredRules, giver: string, index: number): Reaction | undefined {
  return card(rules, giver).charactersHave?.[index];
}
