/**
 * A card's lines, the same in both languages: what each language supplies (its steps,
 * triggers, keywords and a few fixed words: a {@link Lexicon}) put together into the lines
 * of a card. A line reads and prints one value of the shared abstract syntax (ast.ts).
 */
import { alt, list, map, NO, pair, pure, type Syntax } from '../../../engine/syntax/syntax.js';
import type { KeywordValue, Language, PrintedModifier, Line, Passive, StatusGain, StepReplacement, Steps, TriggerValue } from './ast.js';
import { constantValue, words, type Rule } from './primitives.js';
import { bySentence, joinedSteps, type JoiningWords } from './joined-steps.js';
import type { ExhaustOpening } from './quick-costs.js';
import { firstPlayerOnlyWords } from './first-player-only.js';
import { grantOpenings } from './granted-reactions.js';
import type { MoreModes } from './more-modes.js';

/** What one language says: its own words for the parts of the shared lines. */
export interface Lexicon extends JoiningWords {
  readonly lang: Language;
  /** A reaction's trigger with its dash (`{J}` has none). */
  readonly trigger: Rule<TriggerValue>;
  readonly keyword: Rule<KeywordValue>;
  /** "[Tough X], where X is the number of ..." on a keyword line of its own (counted-tough.ts). */
  readonly countedTough: Rule<KeywordValue>;
  /** The Fleeting status, written as an ability. */
  readonly fleeting: Rule<undefined>;
  /** The line that opens a spell's modes ("Choose one:"). */
  readonly chooseOne: Rule<undefined>;
  /** The line that opens a spell's modes of which more than one may be chosen (mechanics/more-modes.ts). */
  readonly chooseMore?: Rule<MoreModes>;
  /** A play restriction on the number of mana orbs (play-restrictions.ts): the number is the value. */
  readonly minManaOrbs: Rule<number>;
  /** A passive ability as a statement of its own ("I am [Eternal]"; passives.ts). */
  readonly passive: Rule<Passive>;
  /** "If I would leave the Expedition zone, put me in my owner's Mana zone instead" (mechanics/leave-replacement.ts). */
  readonly modifier: Rule<PrintedModifier>;
  /** "If you don't," before the steps a declined "you may" replacement of leaving does (leave-replacement.ts). */
  readonly leaveDeclined: Rule<undefined>;
  /** "If you would [Resupply], instead" before the steps that replace it (resupply-replacement.ts). */
  readonly resupplyReplaced: Rule<undefined>;
  /** "During Morning, draw only one card. Then, put the top card of your deck ... instead of a card from your hand" (morning-replacements.ts). */
  readonly stepReplacements: Rule<readonly StepReplacement[]>;
  /** "If I would gain [[Anchored]], I gain [[Asleep]] instead" (mechanics/status-replacement.ts). */
  readonly statusGain: Rule<StatusGain>;
  /** "You may play exhausted cards from your Reserve" (mechanics/play-exhausted.ts). */
  readonly playExhausted: Rule<Extract<Line, { kind: 'playExhausted' }>['allows']>;
  /** "You may keep two more cards in Reserve ..." (mechanics/keep-exhausted.ts): how many more. */
  readonly keepExhausted: Rule<number>;
  /** "I cost {2} less if there are ..." (cost-less.ts): the card's own lower cost. */
  readonly costLess: Rule<Extract<Line, { kind: 'costLess' }>['less']>;
  /** "Characters your opponents play can't cost less than {3}" (mechanics/cost-floor.ts). */
  readonly costAtLeast: Rule<Extract<Line, { kind: 'costAtLeast' }>['floor']>;
  /** "{T} :", "{2}, {T} :", "{T}, Sacrifice a Character:" (quick-costs.ts): what an exhaust ability costs besides its card. */
  readonly exhaustOpening: Rule<ExhaustOpening>;
}

/** A language's words for each reaction trigger a card prints with a dash. */
export interface TriggerWords {
  readonly atNoon: string;
  readonly atDusk: string;
  readonly atNight: string;
  readonly toReserve: string;
  readonly leaves: string;
  readonly boosted: string;
  readonly expeditionMoves: string;
  readonly youPlayCharacter: string;
  readonly youPlaySpell: string;
  readonly youPlayCard: string;
}

/** The triggers of reactions in one language: the symbols `{J}`, `{H}`, `{R}`, then its words, each with its dash (`others`: a mechanism's own, as words and value). */
export function triggers(said: TriggerWords, others: readonly (readonly [string, TriggerValue])[] = []): Rule<TriggerValue> {
  const when = (text: string, value: TriggerValue) => constantValue(`${text} —`, value);
  return alt(
    constantValue('{J}', { on: 'played' } as TriggerValue),
    constantValue('{H}', { on: 'played', from: 'hand' } as TriggerValue),
    constantValue('{R}', { on: 'played', from: 'reserve' } as TriggerValue),
    when(said.atNoon, { on: 'atNoon' }),
    when(said.atDusk, { on: 'atDusk' }),
    when(said.atNight, { on: 'atNight' }),
    when(said.toReserve, { on: 'toReserve' }),
    when(said.leaves, { on: 'leaves' }),
    when(said.boosted, { on: 'boosted' }),
    when(said.expeditionMoves, { on: 'expeditionMoves' }),
    when(said.youPlayCharacter, { on: 'youPlay', cardType: 'character' }),
    when(said.youPlaySpell, { on: 'youPlay', cardType: 'spell' }),
    when(said.youPlayCard, { on: 'youPlay' }),
    ...others.map(([text, value]) => when(text, value)),
  );
}

const period = words('.');
/** A period a line may leave out at its end: read if there, always printed. */
const finalPeriod: Rule<undefined> = alt(period, pure(undefined));

/** Sentences of one or two steps (joined-steps.ts), each ending with a period (the last may have none, as the comparison allows). */
function sentences(lexicon: Lexicon): Rule<Steps> {
  return map(pair(list(joinedSteps(lexicon), period, period, 6), finalPeriod), {
    // An ability never opens with "Then," (bySentence refuses it).
    to: ([groups]) => (bySentence(groups.flat()) === NO ? NO : groups.flat()),
    from: (steps) => {
      const groups = bySentence(steps);
      return steps.length === 0 || groups === NO ? NO : ([groups, undefined] as const);
    },
  });
}

/** The grammar of a card's lines in one language. */
export interface Grammar {
  readonly lang: Language;
  readonly line: Rule<Line>;
  /** The instructions of one mode of a spell. */
  readonly mode: Rule<Steps>;
  readonly chooseOne: Rule<undefined>;
  /** The opening of a spell's modes: "Choose one:", or one that lets more be chosen (its `moreModes`). */
  readonly opening: Rule<MoreModes | undefined>;
}

export function grammar(lexicon: Lexicon): Grammar {
  const steps = sentences(lexicon);
  const kind = <K extends Line['kind'], A>(k: K, rule: Syntax<A, undefined>, to: (a: A) => Extract<Line, { kind: K }>, from: (l: Extract<Line, { kind: K }>) => A): Rule<Line> =>
    map(rule, { to: (a) => to(a), from: (l) => (l.kind === k ? from(l as Extract<Line, { kind: K }>) : NO) });
  const line: Rule<Line> = alt<Line, undefined>(
    kind(
      'keywords',
      pair(list(alt(lexicon.keyword, lexicon.countedTough), period, period, 6), finalPeriod),
      ([keywords]) => ({ kind: 'keywords', keywords }),
      (l) => [l.keywords as readonly KeywordValue[], undefined] as const,
    ),
    kind('fleeting', pair(lexicon.fleeting, finalPeriod), () => ({ kind: 'fleeting' }), () => [undefined, undefined] as const),
    kind('minManaOrbs', pair(lexicon.minManaOrbs, finalPeriod), ([orbs]) => ({ kind: 'minManaOrbs', orbs }), (l) => [l.orbs, undefined] as const),
    kind('passive', pair(lexicon.passive, finalPeriod), ([passive]) => ({ kind: 'passive', passive }), (l) => [l.passive, undefined] as const),
    kind('modifier', pair(lexicon.modifier, finalPeriod), ([modifier]) => ({ kind: 'modifier', modifier }), (l) => [l.modifier, undefined] as const),
    kind('leaveDeclined', pair(lexicon.leaveDeclined, steps), ([, s]) => ({ kind: 'leaveDeclined', steps: s }), (l) => [undefined, l.steps] as const),
    kind('actionReplacement', pair(lexicon.resupplyReplaced, steps), ([, s]) => ({ kind: 'actionReplacement', steps: s }), (l) => [undefined, l.steps] as const),
    kind('stepReplacements', pair(lexicon.stepReplacements, finalPeriod), ([modifiers]) => ({ kind: 'stepReplacements', modifiers }), (l) => [l.modifiers, undefined] as const),
    kind('statusGain', pair(lexicon.statusGain, finalPeriod), ([gain]) => ({ kind: 'statusGain', gain }), (l) => [l.gain, undefined] as const),
    kind('playExhausted', pair(lexicon.playExhausted, finalPeriod), ([allows]) => ({ kind: 'playExhausted', allows }), (l) => [l.allows, undefined] as const),
    kind('keepExhausted', pair(lexicon.keepExhausted, finalPeriod), ([more]) => ({ kind: 'keepExhausted', more }), (l) => [l.more, undefined] as const),
    kind('costLess', pair(lexicon.costLess, finalPeriod), ([less]) => ({ kind: 'costLess', less }), (l) => [l.less, undefined] as const),
    kind('costAtLeast', pair(lexicon.costAtLeast, finalPeriod), ([floor]) => ({ kind: 'costAtLeast', floor }), (l) => [l.floor, undefined] as const),
    map(pair(lexicon.exhaustOpening, steps), {
      to: ([cost, s]): Line => ({ kind: 'exhaust', steps: s, ...(cost === undefined ? {} : { cost }) }),
      from: (l) => (l.kind === 'exhaust' && !l.firstPlayerOnly ? ([l.cost, l.steps] as const) : NO),
    }),
    // "... You can only activate this if you are the first player." after the steps (first-player-only.ts).
    map(pair(pair(pair(lexicon.exhaustOpening, steps), firstPlayerOnlyWords[lexicon.lang]), finalPeriod), {
      to: ([[[cost, s]]]): Line => ({ kind: 'exhaust', steps: s, firstPlayerOnly: true, ...(cost === undefined ? {} : { cost }) }),
      from: (l) => (l.kind === 'exhaust' && l.firstPlayerOnly ? ([[[l.cost, l.steps], undefined], undefined] as const) : NO),
    }),
    kind('support', pair(words('{D} :'), steps), ([, s]) => ({ kind: 'support', steps: s }), (l) => [undefined, l.steps] as const),
    kind('reaction', pair(lexicon.trigger, steps), ([trigger, s]) => ({ kind: 'reaction', trigger, steps: s }), (l) => [l.trigger, l.steps] as const),
    // "Your Characters have: "{R} I gain 1 boost."" (reads/granted-reactions.ts).
    kind(
      'grant',
      pair(pair(grantOpenings[lexicon.lang], words('"')), pair(pair(lexicon.trigger, steps), pair(words('"'), alt(pure(undefined), period)))),
      ([, [[trigger, s]]]) => ({ kind: 'grant', trigger, steps: s }),
      (l) => [[undefined, undefined], [[l.trigger, l.steps], [undefined, undefined]]] as const,
    ),
    kind('instructions', steps, (s) => ({ kind: 'instructions', steps: s }), (l) => l.steps),
  );
  const one = map(lexicon.chooseOne, { to: (): MoreModes | undefined => undefined, from: (m: MoreModes | undefined) => (m === undefined ? undefined : NO) });
  const more = lexicon.chooseMore;
  const opening: Rule<MoreModes | undefined> = more === undefined ? one : alt(one, map(more, { to: (m): MoreModes | undefined => m, from: (m: MoreModes | undefined) => (m === undefined ? NO : m) }));
  return { lang: lexicon.lang, line, mode: steps, chooseOne: lexicon.chooseOne, opening };
}
