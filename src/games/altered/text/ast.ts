/**
 * The abstract syntax both languages' grammars read into and print from: a card's lines as
 * the text says them. It is Altered card data (../schema.ts) with two differences the text
 * makes: a step names its object where the text does ("target Character", "it", "I"), where
 * card data declares one target per ability; and a token is described by its name, statistics
 * and subtype, where card data names its token card by id (lower.ts goes between the two).
 */
import type { AlteredCard, Terrain } from '../schema/file-schemas.js';

export type Effect = NonNullable<AlteredCard['effects']>[number];
export type Reaction = NonNullable<AlteredCard['reactions']>[number];
export type Passive = NonNullable<AlteredCard['passives']>[number];
/** A replacement of the character's own leaving the Expedition zone (mechanics/leave-replacement.ts). */
export type LeaveModifier = Extract<NonNullable<AlteredCard['modifiers']>[number], { step: 'leave' }>;
/** A modifier of the player's die rolls (roll-modifiers.ts, mechanics/roll-modifiers.ts). */
export type RollModifier = Extract<NonNullable<AlteredCard['modifiers']>[number], { step: 'rollDie' }>;
/** The modifiers printed as a line of their own: a character's leaving replaced, a die roll modified. */
export type PrintedModifier = LeaveModifier | RollModifier;
/** A replacement of a player's own Morning step (morning-replacements.ts). */
export type StepReplacement = Exclude<NonNullable<AlteredCard['modifiers']>[number], { step: 'rest' | 'leave' }> & { readonly step: 'morningDraw' | 'expand' };
/** A character's modifier of its own gaining a status (mechanics/status-replacement.ts). */
export type StatusGain = NonNullable<AlteredCard['statusGains']>[number];
export type Keyword = NonNullable<AlteredCard['keywords']>[number];
export type Target = NonNullable<AlteredCard['target']>;
export type Language = 'en' | 'fr';
export const LANGUAGES: readonly Language[] = ['en', 'fr'];

/** A token as a phrase describes it: "[Name 1/1/1] Soldier token". */
export interface TokenPhrase {
  readonly name: string;
  readonly stats: Readonly<Record<Terrain, number>>;
  readonly subtype: string;
  /** "[MANA_MOTH]": the token named by its card's id alone, its name and statistics the card's (token-ids.ts). */
  readonly id?: string;
}

/** A character target's Hand Cost bounds: "with Hand Cost {3} or less". */
export type HandCost = NonNullable<AlteredCard['targetHandCost']>;

/** Where a target in play is, or what it is not: "another target Character", "target Character in my Expedition". */
export type TargetScope = NonNullable<AlteredCard['targetScope']>;

/** Several targets for the one "target" (mechanics/several-targets.ts): "up to two target Characters". */
export type TargetCount = NonNullable<AlteredCard['targetCount']>;

/** What a step names as its object or player: the ability's target (first said in full, with its qualifiers, then "it"). */
export type Named = { readonly target: Target; readonly handCost?: HandCost; readonly scope?: TargetScope; readonly count?: TargetCount } | { readonly it: true };

/** One step as printed: an effect of the card data (a token described, not named) and what it names. */
export type Step = (Exclude<Effect, { op: 'createToken' }> | (Omit<Extract<Effect, { op: 'createToken' }>, 'card'> & { readonly token: TokenPhrase })) & {
  readonly names?: Named;
};

/** An ability as printed: its steps, one sentence each. */
export type Steps = readonly Step[];

export interface KeywordValue {
  readonly keyword: Keyword;
  readonly tough?: number;
  /** A Tough whose X is counted (counted-tough.ts). */
  readonly toughX?: AlteredCard['toughX'];
}

/** What starts a reaction, as its printed trigger says it. */
export type TriggerValue = Pick<Reaction, 'on' | 'cardType' | 'from' | 'expedition' | 'joining' | 'dueTo' | 'acts' | 'by' | 'wasFleeting' | 'status' | 'gainer' | 'counter' | 'nth' | 'subtype' | 'notSubtype' | 'playing' | 'ifControlEach'>;

/** What a quick action costs besides exhausting its card: "{2}, {T} :", "{T}, Sacrifice a Character:" (quick-costs.ts). */
export type QuickCost = NonNullable<NonNullable<AlteredCard['exhaust']>['cost']>;

/** One printed line of a card. */
export type Line =
  | { readonly kind: 'keywords'; readonly keywords: readonly KeywordValue[] }
  | { readonly kind: 'fleeting' }
  | { readonly kind: 'minManaOrbs'; readonly orbs: number }
  | { readonly kind: 'passive'; readonly passive: Passive }
  | { readonly kind: 'modifier'; readonly modifier: PrintedModifier }
  /** "If you don't, ..." after a "you may" replacement of the character's leaving: the steps its controller does when they decline it (mechanics/leave-replacement.ts). */
  | { readonly kind: 'leaveDeclined'; readonly steps: Steps }
  | { readonly kind: 'stepReplacements'; readonly modifiers: readonly StepReplacement[] }
  /** "If you would [Resupply], instead ...": the player's Resupply replaced by these steps (resupply-replacement.ts). */
  | { readonly kind: 'actionReplacement'; readonly steps: Steps }
  | { readonly kind: 'statusGain'; readonly gain: StatusGain }
  | { readonly kind: 'playExhausted'; readonly allows: NonNullable<AlteredCard['playExhausted']> }
  | { readonly kind: 'keepExhausted'; readonly more: number }
  | { readonly kind: 'costLess'; readonly less: NonNullable<AlteredCard['costLess']> }
  | { readonly kind: 'costAtLeast'; readonly floor: NonNullable<AlteredCard['opponentsCostAtLeast']> }
  | { readonly kind: 'instructions'; readonly steps: Steps }
  | { readonly kind: 'modes'; readonly modes: readonly Steps[]; readonly more?: NonNullable<AlteredCard['moreModes']> }
  | { readonly kind: 'reaction'; readonly trigger: TriggerValue; readonly steps: Steps }
  /** "Your Characters have: \"...\"" (reads/granted-reactions.ts): a reaction given to the characters. */
  | { readonly kind: 'grant'; readonly trigger: TriggerValue; readonly steps: Steps }
  | { readonly kind: 'exhaust'; readonly steps: Steps; readonly cost?: QuickCost; readonly firstPlayerOnly?: true }
  | { readonly kind: 'support'; readonly steps: Steps };
