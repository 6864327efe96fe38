/**
 * The Riftbound keywords a card may print (CR 805-826), as data: where each may appear, whether
 * it carries a value, and what else its entry needs. The card schema takes its list from here
 * and the card checker its rules; what each keyword does is in `handlers.ts`.
 *
 * A keyword is written as its name (`"tank"`), or as an object when it carries more:
 * `{ "keyword": "assault", "value": 2 }`, `{ "keyword": "repeat", "cost": {...} }`,
 * `{ "keyword": "deathknell", "effects": [...] }`. Legion's text carries `"dependent": { "keyword": "legion" }`.
 */

/** What must accompany a keyword beyond its name. */
export type KeywordNeeds = 'cost' | 'effects' | 'dependent';

export interface KeywordSpec {
  /** Its rule in the Core Rules. */
  readonly rule: string;
  /** The card types that may print it (a passive or an effect may still grant it to a unit). */
  readonly on: readonly ('unit' | 'spell' | 'gear' | 'legend')[];
  /**
   * A value X, 1 when omitted, summed over every instance a unit has (Assault 807.2, Deflect
   * 809.2, Shield 814.2). Without it, extra instances are redundant or trigger on their own.
   */
  readonly valued?: true;
  /** A field the entry must have: Repeat's cost, Deathknell's effect, Legion's dependent text. */
  readonly needs?: KeywordNeeds;
  /** Whether a passive or an effect may give it to a unit (keywords that act on the board, and Vision, which acts as a unit is played). */
  readonly grantable?: true;
  /** Whether a spell may have it only under a condition (`condition`, CR 806.4, 813.4). */
  readonly conditional?: true;
}

export const KEYWORD_SPECS = {
  accelerate: { rule: 'CR 805', on: ['unit'] },
  action: { rule: 'CR 806', on: ['unit', 'spell'], conditional: true },
  assault: { rule: 'CR 807', on: ['unit'], valued: true, grantable: true },
  deathknell: { rule: 'CR 808', on: ['unit', 'gear'], needs: 'effects' },
  deflect: { rule: 'CR 809', on: ['unit', 'gear'], valued: true, grantable: true },
  ganking: { rule: 'CR 810', on: ['unit'], grantable: true },
  hidden: { rule: 'CR 811', on: ['unit', 'spell', 'gear'] },
  // Legion may also stand before an activated ability of a gear or a legend (":rb_exhaust:: [Legion] — ...").
  legion: { rule: 'CR 812', on: ['unit', 'spell', 'gear', 'legend'], needs: 'dependent' },
  reaction: { rule: 'CR 813', on: ['unit', 'spell'], conditional: true },
  shield: { rule: 'CR 814', on: ['unit'], valued: true, grantable: true },
  tank: { rule: 'CR 815', on: ['unit'], grantable: true },
  temporary: { rule: 'CR 816', on: ['unit', 'gear'], grantable: true },
  vision: { rule: 'CR 817', on: ['unit'], grantable: true },
  'quick-draw': { rule: 'CR 819', on: ['gear'] },
  repeat: { rule: 'CR 820', on: ['spell'], needs: 'cost' },
  weaponmaster: { rule: 'CR 821', on: ['unit'] },
  ambush: { rule: 'CR 822', on: ['unit'] },
  hunt: { rule: 'CR 823.1.a', on: ['unit'], valued: true, grantable: true },
  backline: { rule: 'CR 826', on: ['unit'], grantable: true },
} as const satisfies Record<string, KeywordSpec>;

export type KeywordName = keyof typeof KEYWORD_SPECS;

export const KEYWORDS = [
  'accelerate', 'action', 'assault', 'deathknell', 'deflect', 'ganking', 'hidden', 'legion', 'reaction',
  'shield', 'tank', 'temporary', 'vision', 'quick-draw', 'repeat', 'weaponmaster', 'ambush', 'hunt', 'backline',
] as const satisfies readonly KeywordName[];

/** Keywords with a value summed over a unit's instances (Assault, Deflect, Shield, Hunt): what "equal to my [Assault]" counts. */
export const VALUED_KEYWORDS = KEYWORDS.filter((k) => (KEYWORD_SPECS[k] as KeywordSpec).valued) as readonly KeywordName[];

/** Keywords a passive or an effect may give to a unit on the board. */
export const GRANTABLE_KEYWORDS = KEYWORDS.filter((k) => (KEYWORD_SPECS[k] as KeywordSpec).grantable) as readonly KeywordName[];

/**
 * Dependent keywords (CR 726-727): an ability or effect step names one in `dependent` and is
 * inactive until its condition holds (cards/dependent.ts). Level carries its XP threshold.
 */
export const DEPENDENT_KEYWORDS = ['level', 'legion'] as const;

/** The name of a keyword entry, whichever form it is written in. */
export function keywordName(entry: string | { readonly keyword: string }): string {
  return typeof entry === 'string' ? entry : entry.keyword;
}

/** The value of a keyword entry: its `value`, or 1 (CR 807.1.b.3, 809.1.b.3, 814.1.b.3). */
export function keywordValue(entry: string | { readonly keyword: string; readonly value?: number }): number {
  return typeof entry === 'string' ? 1 : (entry.value ?? 1);
}

/** Every keyword of the table is listed in KEYWORDS (the compiler checks it). */
export const KEYWORDS_COMPLETE: [Exclude<KeywordName, (typeof KEYWORDS)[number]>] extends [never] ? true : never = true;
