/**
 * The characters a player controls that a condition or a count asks for ("If you control a
 * [[Fleeting]] Character", "two or more Plants", "a token", "per [[Boosted]] Character you
 * control"): those in its expeditions (a card in Reserve has no controller, glossary 1.2.2),
 * with the status, the subtype (as passives make the subtypes, glossary 2.3.1-2.3.3) or being a
 * token asked; a Gigantic character is one character, counted once.
 */
import { characteristicsFor, printedCharacteristics, type Characteristics, type Part } from './characteristics.js';
import { cardOf, seat } from './queries.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import type { AlteredHost, AlteredObject, ObjectId, SeatId } from '../state/state.js';

type IfControl = NonNullable<Extract<NonNullable<AlteredCard['effects']>[number], { op: 'boost' }>['ifControl']>;
/** What may be asked of each character counted. */
export type CharacterQualities = Pick<IfControl, 'status' | 'subtype' | 'token'>;

const SUBTYPE_READS: readonly Part[] = ['subtypes'];

/** Whether an object in play has the status asked ("boosted": one or more boosts). */
export function hasStatus(obj: AlteredObject, status: NonNullable<CharacterQualities['status']>): boolean {
  return status === 'boosted' ? (obj.boosts ?? 0) > 0 : obj[status] === true;
}

/** Whether a character in play has the subtype, as passives make the subtypes (`subtypes`: the characteristics read for them, undefined when no passive changes them). */
export function hasSubtype(host: AlteredHost, id: ObjectId, subtype: string, subtypes: Characteristics | undefined): boolean {
  return (subtypes?.characters[id]?.subtypes ?? printedCharacteristics(cardOf(host, id)).subtypes).includes(subtype);
}

/** The characteristics `hasSubtype` reads, or undefined when no passive changes subtypes. */
export function subtypesNow(host: AlteredHost): Characteristics | undefined {
  return characteristicsFor(host, SUBTYPE_READS);
}

/** How many characters `seatId` controls with the qualities asked, `except` (the card that carries the ability, for "other") left out. */
export function controlledCharacters(host: AlteredHost, seatId: SeatId, { status, subtype, token }: CharacterQualities, except: ObjectId | null = null): number {
  const subtypes = subtype === undefined ? undefined : characteristicsFor(host, SUBTYPE_READS);
  let n = 0;
  for (const id of seat(host.state, seatId).expedition) {
    const obj = host.state.objects[id];
    if (obj === undefined || id === except) continue;
    // A token is an object a token card stands for (glossary 2.1.b), however it came into play.
    if (token && obj.token !== true && cardOf(host, id).token !== true) continue;
    if (status !== undefined && !hasStatus(obj, status)) continue;
    if (subtype !== undefined && !(subtypes?.characters[id]?.subtypes ?? printedCharacteristics(cardOf(host, id)).subtypes).includes(subtype)) continue;
    n++;
  }
  return n;
}
