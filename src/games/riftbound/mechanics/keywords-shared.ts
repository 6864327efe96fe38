/**
 * Keywords one object gives another for a turn ("give a friendly unit my keywords and
 * +:rb_might: equal to my Might this turn"): the keywords the named object has as the step
 * resolves (printed, given by passives, granted, less those taken away; CR 801.3), each with its
 * value, are granted to the unit until the expiration step (CR 801.3.a, 801.3.a.2), as a
 * `grant` of them would. Only keywords a unit on the board can be given count (GRANTABLE_KEYWORDS:
 * Hidden, Accelerate and the like act as a card is played or hidden and have no use there); an
 * object that has left the board gives the keywords its card prints.
 */
import { card, unitLocation, type RiftHost } from '../reads/queries.js';
import { keywordsOf } from '../reads/keyword-handlers.js';
import { GRANTABLE_KEYWORDS, keywordName } from '../schema/keyword-names.js';
import type { ObjectId, ObjectKeyword } from '../state/state.js';
import { grantKeywords } from '../reads/keyword-changes.js';

/** The keywords `from` has now that a unit may be given, each with its value. */
export function keywordsToShare(host: RiftHost, from: ObjectId): ObjectKeyword[] {
  const obj = host.state.objects[from];
  if (obj === undefined) return [];
  const has = unitLocation(host.state, from) !== undefined ? keywordsOf(host, from) : (card(host.rules, obj.card).keywords ?? []);
  return has.filter((k) => (GRANTABLE_KEYWORDS as readonly string[]).includes(keywordName(k as ObjectKeyword))) as ObjectKeyword[];
}

/** Gives `unit` the keywords `from` has now, for the turn; tells what it was given (nothing when none). */
export function shareKeywords(host: RiftHost, from: ObjectId, unit: ObjectId): void {
  const keywords = keywordsToShare(host, from);
  if (keywords.length === 0) return;
  grantKeywords(host, unit, keywords, 'turn');
  host.emit({ type: 'keywordsGranted', unit, keywords: keywords.map((k) => (typeof k === 'string' ? { keyword: k } : { ...k })), duration: 'turn' });
}
