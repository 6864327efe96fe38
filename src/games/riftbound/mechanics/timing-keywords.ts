/**
 * Action and Reaction granted under a condition (CR 806.4, 813.4): a spell's keyword entry, or
 * an activated ability's, may carry a `condition`; the card or ability has the keyword only
 * while it holds. The condition may ask about the choices made as it is played (its targets,
 * by name), so it may hold only once it is on the chain (806.4.a, 813.4.a): it may be tried at
 * the timing the keyword would allow, and if its choices do not fulfil the condition by the
 * time its legality is checked, the play is undone (806.4.b, 813.4.b). Playing is one action
 * here, so that is a refusal that changes nothing (`TIMING_NOT_GRANTED`).
 */
import { refusalText, type RuleViolation } from '../../../engine/errors.js';
import { conditionHolds } from '../reads/card-conditions.js';
import { keywordName } from '../schema/keyword-names.js';
import type { RiftHost } from '../reads/queries.js';
import type { ObjectId, SeatId } from '../state/state.js';
import { timingAllows, timingRefusal } from './timing.js';
import { refuse } from '../i18n/messages.js';

/** A keyword as a spell or an activated ability writes it: its name, or an object with its name and maybe a condition. */
export type TimingEntry = string | { readonly keyword: string; readonly condition?: unknown };

/** What a condition may read: who plays it, its card or source, and its chosen targets by name. */
export interface TimingContext {
  readonly controller: SeatId;
  readonly source: ObjectId;
  readonly targets?: Readonly<Record<string, unknown>>;
}

function isConditional(entry: TimingEntry): entry is { readonly keyword: string; readonly condition: unknown } {
  return typeof entry === 'object' && entry.condition !== undefined;
}

/** Whether any entry is granted only under a condition. */
export function hasConditionalTiming(entries: readonly TimingEntry[]): boolean {
  return entries.some(isConditional);
}

/** The keyword names of each list of entries a card prints: made once per list. */
const namesOf = new WeakMap<readonly TimingEntry[], readonly string[]>();
const NO_NAMES: readonly string[] = [];

/** Every keyword the entries may give, conditions aside: what the card or ability may be tried with. */
export function possibleKeywords(entries: readonly TimingEntry[]): readonly string[] {
  if (entries.length === 0) return NO_NAMES;
  let names = namesOf.get(entries);
  if (names === undefined) namesOf.set(entries, (names = entries.map(keywordName)));
  return names;
}

/** The keywords the entries give now: unconditional ones, and conditional ones whose condition holds with these choices. */
export function keywordsNow(host: RiftHost, entries: readonly TimingEntry[], context: TimingContext): string[] {
  const event = { ...(context.targets ?? {}), controller: context.controller, source: context.source };
  return entries.filter((e) => !isConditional(e) || conditionHolds(host, e, event)).map(keywordName);
}

/**
 * Why the choices made leave the card or ability without the timing keyword it needs now
 * (CR 806.4.b, 813.4.b), once the timing its possible keywords allow has been accepted.
 */
export function grantedTimingRefusal(host: RiftHost, entries: readonly TimingEntry[], extra: readonly string[], context: TimingContext): RuleViolation | undefined {
  // Timing that allows it without the keywords granted (no chain, no showdown; from hiding, a Reaction) needs no condition asked.
  if (!hasConditionalTiming(entries) || timingAllows(host, extra)) return undefined;
  const refusal = timingRefusal(host, [...keywordsNow(host, entries, context), ...extra]);
  if (!refusal) return undefined;
  return refuse('TIMING_NOT_GRANTED', 'CR 806.4.b, CR 813.4.b', { message: refusalText(refusal) });
}
