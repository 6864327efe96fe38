/**
 * Where a character an effect sends from its expedition to Reserve ends up (glossary 2.4.6.c,
 * 7.4.4.c): the rules' modifiers of Rest marked `everyMove` (Fleeting: to Discard instead)
 * modify every such move, whatever causes it, and `keepBoosts` (Seasoned) keeps its boosts on
 * every one. The others (Anchored, Asleep, Eternal) are Rest's alone.
 */
import { characteristicsFor, keywordPart, type Part } from '../reads/characteristics.js';
import { hasKeyword } from '../reads/queries.js';
import type { AlteredHost, AlteredObject, AlteredRules } from '../state/state.js';
import type { RestOutcome } from '../state/modifier-plans.js';

/** Where it goes, whether it keeps its boosts, and the rules' modifier that replaced the move, if one did. */
export interface ReserveMove {
  readonly to: RestOutcome;
  readonly keepBoosts: boolean;
  readonly modifier?: string;
}

const readsByRules = new WeakMap<AlteredRules, readonly Part[]>();

/** The keywords the rules' modifiers of every move and `keepBoosts` name: what a move reads of the characteristics. */
function moveReads(rules: AlteredRules): readonly Part[] {
  let reads = readsByRules.get(rules);
  if (reads === undefined) {
    const keywords = [...rules.day.rest.modifiers.flatMap((m) => (m.everyMove && m.keyword !== undefined ? [m.keyword] : [])), rules.day.rest.keepBoosts];
    reads = keywords.flatMap((k) => keywordPart(k));
    readsByRules.set(rules, reads);
  }
  return reads;
}

/**
 * How `obj`, a character in an expedition, goes to Reserve by an effect: the first of the
 * rules' modifiers of every move that applies to it replaces the move (in the order the rules
 * list them; the shipped rules have one, Fleeting).
 */
export function reserveMove(host: AlteredHost, obj: AlteredObject): ReserveMove {
  const { rules } = host;
  const chars = characteristicsFor(host, moveReads(rules));
  const replacing = rules.day.rest.modifiers.find(
    (m) => m.everyMove === true && ((m.status !== undefined && obj[m.status] === true) || (m.keyword !== undefined && hasKeyword(host, obj.id, m.keyword, chars))),
  );
  if (replacing) return { to: replacing.instead, keepBoosts: false, modifier: `rule:${replacing.id}` };
  return { to: 'reserve', keepBoosts: hasKeyword(host, obj.id, rules.day.rest.keepBoosts, chars) };
}
