/**
 * What the card schema cannot say about a card's keywords (CR 805-826): each keyword on a card
 * type that may print it, a value only on keywords that have one, Repeat with its cost,
 * Deathknell with its effect, and Legion with dependent text (and dependent text only with
 * Legion). Faults name the JSON path and the rule.
 */
import { wordedIssue, type LoadIssue } from '../../../engine/errors.js';
import { joined } from '../../../engine/i18n/words.js';
import { formatPath, type PathSegment } from '../../../engine/json/json-path.js';
import type { CardDefinition } from '../schema/card-schema.js';
import { text } from '../i18n/cards-messages.js';
import { KEYWORD_SPECS, keywordName, type KeywordName, type KeywordSpec } from '../schema/keyword-names.js';

/** The fields of an entry that each kind of keyword may carry. */
const FIELDS: Record<string, readonly string[]> = { value: ['valued'], cost: ['cost'], effects: ['effects'], targets: ['effects'], condition: ['conditional'] };

/** Every place of a card that names a dependent keyword, with its path. */
function dependents(card: CardDefinition, path: PathSegment[]): { keyword: string; at: PathSegment[] }[] {
  const out: { keyword: string; at: PathSegment[] }[] = [];
  const effects = (list: readonly { dependent?: { keyword: string } }[] | undefined, at: PathSegment[]) =>
    list?.forEach((e, i) => {
      if (e.dependent) out.push({ keyword: e.dependent.keyword, at: [...at, i, 'dependent'] });
    });
  effects(card.effects, [...path, 'effects']);
  if (card.costReduction?.dependent) out.push({ keyword: card.costReduction.dependent.keyword, at: [...path, 'costReduction', 'dependent'] });
  // One Equip ability, or several (CR 818.4), each with its own cost text.
  const equips = card.equip === undefined ? [] : Array.isArray(card.equip) ? card.equip.map((e, i) => ({ e, at: [...path, 'equip', i] })) : [{ e: card.equip, at: [...path, 'equip'] }];
  for (const { e, at } of equips) if (e.reduction) out.push({ keyword: e.reduction.dependent.keyword, at: [...at, 'reduction', 'dependent'] });
  card.modes?.forEach((mode, m) => effects(mode.effects, [...path, 'modes', m, 'effects']));
  card.abilities?.forEach((ability, a) => {
    const at = [...path, 'abilities', a];
    if (ability.dependent) out.push({ keyword: ability.dependent.keyword, at: [...at, 'dependent'] });
    if (ability.kind !== 'passive') effects(ability.effects, [...at, 'effects']);
  });
  return out;
}

export function keywordIssues(card: CardDefinition, path: PathSegment[]): LoadIssue[] {
  const issues: LoadIssue[] = [];
  const printed = new Set<string>();
  card.keywords?.forEach((entry, k) => {
    const at = [...path, 'keywords', k];
    const name = keywordName(entry) as KeywordName;
    const spec: KeywordSpec = KEYWORD_SPECS[name];
    printed.add(name);
    if (!(spec.on as readonly string[]).includes(card.type)) {
      issues.push(wordedIssue({ path: formatPath(at), rule: spec.rule }, text('keyword.on', { name, types: joined(spec.on, text('cards.andSeparator')), type: card.type, rule: spec.rule })));
    }
    for (const [field, needs] of Object.entries(FIELDS)) {
      const given = typeof entry === 'object' && field in entry;
      const allowed = needs.some((n) => (n === 'valued' ? spec.valued : n === 'conditional' ? spec.conditional : spec.needs === n));
      if (given && !allowed) issues.push(wordedIssue({ path: formatPath([...at, field]), rule: spec.rule }, text('keyword.takesNo', { name, field, rule: spec.rule })));
    }
    // A passive granting the card Action or Reaction under a condition is a spell's (CR 806.4, 813.4).
    if (typeof entry === 'object' && 'condition' in entry && spec.conditional && card.type !== 'spell') {
      issues.push(wordedIssue({ path: formatPath([...at, 'condition']), rule: spec.rule }, text('keyword.conditional', { name, type: card.type })));
    }
    if (spec.needs === 'cost' && !(typeof entry === 'object' && entry.cost)) {
      const shape = `{ "keyword": "${name}", "cost": { "energy": 1, "power": [] } }`;
      issues.push(wordedIssue({ path: formatPath(at), rule: spec.rule }, text('keyword.needsCost', { name, shape, rule: spec.rule })));
    }
    if (spec.needs === 'effects' && !(typeof entry === 'object' && entry.effects)) {
      const shape = `{ "keyword": "${name}", "effects": [...] }`;
      issues.push(wordedIssue({ path: formatPath(at), rule: spec.rule }, text('keyword.needsEffects', { name, shape, rule: spec.rule })));
    }
  });
  const dependent = dependents(card, path);
  for (const [name, spec] of Object.entries(KEYWORD_SPECS) as [KeywordName, KeywordSpec][]) {
    if (spec.needs !== 'dependent' || !printed.has(name) || dependent.some((d) => d.keyword === name)) continue;
    const k = card.keywords?.findIndex((e) => keywordName(e) === name) ?? 0;
    const shape = `"dependent": { "keyword": "${name}" }`;
    issues.push(wordedIssue({ path: formatPath([...path, 'keywords', k]), rule: spec.rule }, text('keyword.needsDependent', { name, shape, rule: spec.rule })));
  }
  // A dependent keyword a card prints (Legion) goes with its dependent text; Level is written on the text alone.
  for (const d of dependent) {
    if (d.keyword in KEYWORD_SPECS && !printed.has(d.keyword)) {
      const rule = KEYWORD_SPECS[d.keyword as KeywordName]?.rule ?? 'CR 726-727';
      const shape = `"dependent": { "keyword": "${d.keyword}" }`;
      issues.push(wordedIssue({ path: formatPath(d.at), rule }, text('keyword.dependentUnprinted', { shape, keyword: d.keyword, rule })));
    }
  }
  return issues;
}
