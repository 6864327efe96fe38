/**
 * What card data may say of several targets for one "target" (glossary 5.2.3.b): checked as the
 * card database loads; choosing them is a mechanic (mechanics/several-targets.ts).
 */
import { wordedIssue, type LoadIssue } from '../../../engine/errors.js';
import { formatPath, type PathSegment } from '../../../engine/json/json-path.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import { text as cardText } from '../i18n/cards-messages.js';

/** The kinds of target several of which may be chosen: objects in play. */
const IN_PLAY: ReadonlySet<string | undefined> = new Set(['friendlyCharacter', 'anyCharacter', 'friendlyPermanent', 'anyPermanent', 'anyCharacterOrPermanent']);
/** The kinds of target that are characters alone, which have statistics to sum. */
const CHARACTERS: ReadonlySet<string | undefined> = new Set(['friendlyCharacter', 'anyCharacter']);

/** An ability of a card that may choose a target, with its path in the card. */
export interface TargetingAbility {
  readonly path: PathSegment[];
  readonly a: Pick<AlteredCard, 'target' | 'targetHandCost' | 'targetScope' | 'targetCount'>;
}

/** Several targets are objects in play, and only characters have statistics to total: each ability of a card that counts its targets (`abilities`, at `at`). */
export function countFaults(abilities: readonly TargetingAbility[], at: PathSegment[]): LoadIssue[] {
  return abilities.flatMap(({ path, a }) => {
    const count = a.targetCount;
    if (count === undefined) return [];
    const where = formatPath([...at, ...path, 'targetCount']);
    if (!IN_PLAY.has(a.target)) return [wordedIssue({ path: where }, cardText('severalTargets.inPlayOnly'))];
    if (count.total !== undefined && count.total.of !== 'handCost' && !CHARACTERS.has(a.target)) return [wordedIssue({ path: where }, cardText('severalTargets.charactersTotal'))];
    return [];
  });
}
