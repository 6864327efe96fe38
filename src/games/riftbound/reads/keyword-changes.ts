/**
 * Keywords granted and removed by effects (CR 801.3.a-b), in the order the effects happened.
 *
 * The rulebook has no layer system: each effect says what it does and for how long (CR
 * 801.3.a.2, 801.3.b.1). So a unit's keywords are worked out as its printed ones and those
 * its passives give, then every grant and removal by an effect applied in turn, the oldest
 * first: a removal takes away every instance of the keyword the unit has at that point, and a
 * later grant gives it again (a decision). A change "this turn" ends at the expiration step, one
 * "this combat" as the combat ends (or at the expiration step at the latest);
 * one without a duration lasts while the unit stays on the board (CR 801.3.a.3, 801.3.b.2).
 */
import { object, unitsOnBoard, type RiftHost } from './queries.js';
import type { GameObject, KeywordChange, ObjectId, ObjectKeyword } from '../state/state.js';
import { keywordName } from '../schema/keyword-names.js';
import { edit } from './unit-cache.js';

/** Applies the unit's effect-made keyword changes, oldest first, to the keywords it has before them. */
export function applyKeywordChanges(base: readonly ObjectKeyword[], changes: readonly KeywordChange[] | undefined): ObjectKeyword[] {
  let list = [...base];
  for (const change of changes ?? []) {
    if (change.remove) {
      const removed = change.remove;
      list = list.filter((entry) => !removed.includes(keywordName(entry)));
    }
    if (change.grant) list.push(...change.grant);
  }
  return list;
}

/**
 * Whether a gear has a keyword: printed (even while its text is inactive, CR 722.2) and not
 * taken away by an effect since (CR 801.3.b reaches gear as it reaches units).
 */
export function gearHasKeyword(host: RiftHost, gear: ObjectId, name: string): boolean {
  const obj = object(host.state, gear);
  const printed = (host.rules.cardDb.cards.get(obj.card)?.keywords ?? []) as readonly ObjectKeyword[];
  return applyKeywordChanges(printed, obj.keywordChanges).some((entry) => keywordName(entry) === name);
}

/** Records a grant by an effect (CR 801.3.a). */
export function grantKeywords(host: RiftHost, unit: ObjectId, keywords: readonly ObjectKeyword[], duration: KeywordChange['duration']): void {
  const obj = object(host.state, unit);
  edit(host.state, obj).keywordChanges = [...(obj.keywordChanges ?? []), { grant: keywords.map((k) => (typeof k === 'string' ? k : { ...k })), duration }];
}

/** Records a removal by an effect (CR 801.3.b): the unit or gear loses these keywords, whatever gave them, until a later grant. */
export function removeKeywords(host: RiftHost, unit: ObjectId, keywords: readonly string[], duration: KeywordChange['duration']): void {
  const obj = object(host.state, unit);
  edit(host.state, obj).keywordChanges = [...(obj.keywordChanges ?? []), { remove: [...keywords], duration }];
  host.emit({ type: 'keywordsRemoved', unit, keywords: [...keywords], duration });
}

/** The expiration step, for an object in play: its changes made "this turn" (or "this combat") end (CR 801.3.a.2, 801.3.b.1). */
export function expireKeywordChanges(host: RiftHost, obj: GameObject): void {
  endKeywordChanges(host, obj, 'turn');
  endKeywordChanges(host, obj, 'combat');
}

/** A combat ended: every change made "this combat" ends, wherever its unit is now (recalled, moved). */
export function expireCombatKeywordChanges(host: RiftHost): void {
  // Units on the board (the board index, already made): a unit that left it is a new object.
  for (const id of unitsOnBoard(host.state)) {
    const obj = host.state.objects[id];
    if (obj?.keywordChanges !== undefined) endKeywordChanges(host, obj, 'combat');
  }
}

function endKeywordChanges(host: RiftHost, obj: GameObject, duration: 'turn' | 'combat'): void {
  if (!obj.keywordChanges?.some((c) => c.duration === duration)) return;
  const lasting = obj.keywordChanges.filter((c) => c.duration !== duration);
  if (lasting.length === 0) edit(host.state, obj).keywordChanges = undefined;
  else edit(host.state, obj).keywordChanges = lasting;
}
