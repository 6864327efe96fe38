/**
 * Altered's English templating: the words of each step, trigger and keyword (grammar.ts puts
 * them into lines). Examples are invented cards' wordings.
 */
import { alt, map, NO, pair, slot, token } from '../../../engine/syntax/syntax.js';
import type { Keyword, KeywordValue, Named, Step } from './ast.js';
import { triggers, type Lexicon } from './grammar.js';
import { bracket, bracketed, constant, constantValue, digits, either, mana, numberWord, t, words, type Rule } from './primitives.js';
import { ifControlEnglish, ifEmptyEnglish } from './conditions.js';
import { nextPlayEnglish } from './next-play.js';
import { eachPlaysNowWords, playNowWords } from './play-now.js';
import { playMeNowWords } from './play-me-now.js';
import { modifiedSteps, stepPhrase } from './steps.js';
import { boosts, gainStep, oneWord, subject, tokenBracket, unsaid } from './subjects.js';
import { englishKeywordActions } from './keyword-actions.js';
import { englishStatusChanges, type GainLose } from './status-changes.js';
import { englishSpellKeywords } from './spell-keywords.js';
import { handCost } from './hand-cost.js';
import { reserveMoves } from './reserve-moves.js';
import { sacrificedWords } from './sacrificed.js';
import { doItAgainWords } from './do-it-again.js';
import { payStepWords } from './pay-step.js';
import { exhaustInReserve } from './exhaust-in-reserve.js';
import { groupToReserveWords } from './group-to-reserve.js';
import { readyInReserveWords } from './ready-in-reserve.js';
import { exchangeWords } from './exchange.js';
import { dice } from './dice.js';
import { expeditionWords } from './expeditions.js';
import { heldThisDayWords } from './held-this-day.js';
import { furtherAtDuskWords } from './further-at-dusk.js';
import { playRestrictions } from './play-restrictions.js';
import { playExhaustedWords } from './play-exhausted.js';
import { permanentTargets } from './permanent-targets.js';
import { expeditionPermanentTargets } from './expedition-permanent-targets.js';
import { leavePlay } from './leave-play.js';
import { movedCardWords } from './moved-card.js';
import { payAndMoveWords } from './pay-and-move.js';
import { distributedTokens } from './distributed-tokens.js';
import { returnToDeckWords } from './return-to-deck.js';
import { activateAbilities } from './activate-abilities.js';
import { characterGroups } from './groups.js';
import { eachPlayerSteps } from './each-player.js';
import { chosenCards } from './chosen-cards.js';
import { haveAndGive } from './have-and-give.js';
import { switchExpeditions } from './switch-expeditions.js';
import { keywordPassives } from './passives.js';
import { regionTerrainWords } from './region-terrains.js';
import { defendersReleasedWords } from './defenders-released.js';
import { expeditionsHeldWords } from './expeditions-held.js';
import { facingSilencedWords } from './facing-silenced.js';
import { dueToOnlyWords } from './due-to-only.js';
import { aloneKeywordWords } from './alone-keyword.js';
import { statsToHighestWords } from './stats-to-highest.js';
import { morningExhaustedWords } from './morning-exhausted.js';
import { countedToughWords } from './counted-tough.js';
import { manaOrbGrants } from './mana-orb-grants.js';
import { fleetingSpellsWords } from './fleeting-spells.js';
import { firstEachAfternoonWords } from './first-each-afternoon.js';
import { reservePlaysCostLessWords } from './reserve-plays-cost-less.js';
import { moveCauseTriggers } from './move-causes.js';
import { playerActTriggers } from './player-acts.js';
import { statusGainTriggers } from './status-gains.js';
import { leftFleetingTriggers } from './left-fleeting.js';
import { movesFromTriggers } from './moves-from.js';
import { statusConditions } from './status-conditions.js';
import { ownBoosts } from './own-boosts.js';
import { madeTokens } from './made-tokens.js';
import { afterRestSteps } from './after-rest.js';
import { myTerrain } from './my-terrain.js';
import { statisticCaps } from './statistic-caps.js';
import { targetScopes } from './target-scopes.js';
import { countWords } from './counts.js';
import { joinTriggers } from './joins.js';
import { playedSubtypeTriggers } from './played-subtype.js';
import { gainedAfterAnd } from './statuses-after-and.js';
import { deckToManaWords } from './deck-to-mana.js';
import { morningReplacementWords } from './morning-replacements.js';
import { leaveReplacements } from './leave-replacement.js';
import { rollModifiers } from './roll-modifiers.js';
import { resupplyReplacementWords } from './resupply-replacement.js';
import { revealedCardWords } from './revealed-cards.js';
import { keepExhaustedWords } from './keep-exhausted.js';
import { costLessWords } from './cost-less.js';
import { costLessIntoWords } from './cost-less-into.js';
import { costLessDiscardWords } from './cost-less-discard.js';
import { costFloorWords } from './cost-floor.js';
import { severalTargets } from './several-targets.js';
import { exhaustOpenings } from './quick-costs.js';
import { statusTargetWords } from './status-targets.js';
import { statusGainWords } from './status-replacement.js';
import { toManaWords } from './to-mana.js';
import { sacrificeCounts } from './sacrifice-counts.js';
import { sacrificeItWords } from './sacrifice-it.js';
import { manaOrbWords } from './mana-orbs.js';
import { opponentMay } from './opponent-may.js';
import { activateEachWords } from './activate-each.js';
import { otherwiseSteps } from './otherwise-steps.js';
import { sacrificedKinds } from './sacrificed-kinds.js';
import { sacrificeTriggers } from './sacrifice-triggers.js';
import { tokenIds } from './token-ids.js';
import { playedCardTriggers } from './played-cards.js';
import { onlyOneWords } from './only-one.js';
import { haveBoth } from './have-both.js';
import { moreModesWords } from './more-modes.js';
import { controlsEachWords } from './controls-each.js';
import { upToOneSubject } from './up-to-one.js';
import { reserveDiscards } from './reserve-discards.js';
import { statusChoiceWords } from './status-choice.js';
import { namedCounterWords } from './named-counters.js';
import { aimedRolls } from './aimed-rolls.js';
import { handsDiscardedWords } from './hands-discarded.js';
import { playersChooseWords } from './players-choose.js';
import { rollAmounts } from './roll-amounts.js';

const NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A character the step names: the ability's target, or "it" once said. */
const character: Rule<Named> = statisticCaps.en(handCost.en(
  alt(
    targetScopes.en,
    statusTargetWords.en,
    constantValue('target Character you control', { target: 'friendlyCharacter' } as Named),
    constantValue('target Character', { target: 'anyCharacter' } as Named),
    constantValue('it', { it: true } as Named),
  ),
));

/** Several targets for one "target" (mechanics/several-targets.ts). */
const several = severalTargets.en(numberWord(NUMBERS));

/** A character or a permanent the step names (a discard, a return to hand, an activation). */
const object: Rule<Named> = alt(character, permanentTargets.en, several.named);

/** Subjects with "gain" and "lose" agreed, said in full. */
const said: GainLose = {
  gains: alt(subject(words('I gain'), character, words('gains'), characterGroups.en('gains', 'gain')), several.gains, upToOneSubject.en.gains),
  loses: alt(subject(words('I lose'), character, words('loses'), characterGroups.en('loses', 'lose')), several.loses, upToOneSubject.en.loses),
};

/** The same subjects left unsaid after "and": "I gain 1 boost and lose ...", "target Character gains 3 boosts and loses ...". */
const leftUnsaid: GainLose = {
  gains: subject(words('gain'), unsaid, words('gains')),
  loses: subject(words('lose'), unsaid, words('loses')),
};

/** "a card", "two cards". */
const cards: Rule<number> = alt(
  constant(either('a card'), 1),
  map(pair(alt(numberWord(NUMBERS), digits), words('cards')), { to: ([n]) => (n >= 2 ? n : NO), from: (n) => (n >= 2 ? ([n, undefined] as const) : NO) }),
);

/** Every player's hand (and Reserve) discarded, and each player again after it (hands-discarded.ts). */
const discarded = handsDiscardedWords.en(cards);

const statuses: Rule<'anchor' | 'sleep'> = alt(bracket(['[Anchored]'], 'anchor' as const), bracket(['[Asleep]'], 'sleep' as const));

/** Expeditions named: where tokens go, which moves, "if my Expedition is behind", "my Expedition"'s triggers. */
const expeditions = expeditionWords.en(numberWord(NUMBERS));

/** The top cards of a deck put in the Mana zone (deck-to-mana.ts). */
const deckToMana = deckToManaWords.en(numberWord(NUMBERS));

/** Named counters gained and spent, the trigger of reaching a number of them, conditions on the event's character (named-counters.ts). */
const counters = namedCounterWords.en(numberWord(NUMBERS));

/** Steps without a subject, the same as orders and after "you may". */
const orders: Rule<Step> = alt(
  stepPhrase(
    t`draw ${slot('amount', cards)}`,
    ({ amount }) => ({ op: 'draw', amount }),
    (s) => (s.op === 'draw' && s.player === undefined && s.names === undefined ? { amount: s.amount } : NO),
  ),
  stepPhrase(
    t`create ${either('a', 'an')} ${slot('token', tokenBracket(true))} ${slot('subtype', oneWord)} token in ${slot('expedition', expeditions.where)}`,
    ({ token: { name, stats }, subtype, expedition: e }) => ({ op: 'createToken', token: { name, stats, subtype }, expedition: e, ...expeditions.named(e) }),
    (s) => (s.op === 'createToken' && s.player === undefined ? { token: { name: s.token.name, stats: s.token.stats }, subtype: s.token.subtype, expedition: s.expedition } : NO),
  ),
  stepPhrase(
    words('sacrifice me'),
    () => ({ op: 'sacrifice', me: true }),
    (s) => (s.op === 'sacrifice' && s.me === true ? undefined : NO),
  ),
  madeTokens.en(numberWord(NUMBERS), expeditions, countWords.en(numberWord(NUMBERS)).per),
  tokenIds.en(expeditions.where, expeditions.named),
  onlyOneWords.en,
  reserveDiscards.en,
  distributedTokens.en(numberWord(NUMBERS)),
  englishKeywordActions,
  reserveMoves.en(alt(character, several.named)),
  sacrificedWords.en,
  exhaustInReserve.en(),
  groupToReserveWords.en,
  readyInReserveWords.en,
  readyInReserveWords.allEn,
  exchangeWords.en(),
  leavePlay.en(object),
  returnToDeckWords.en(object),
  activateAbilities.en(object),
  dice.en.roll(),
  chosenCards.en.orders,
  sacrificedKinds.en,
  deckToMana.order,
  revealedCardWords.en(numberWord(NUMBERS)),
  toManaWords.en(object),
  sacrificeCounts.en(numberWord(NUMBERS)).order,
  sacrificeItWords.en,
  manaOrbWords.en,
  playNowWords.en(),
  playMeNowWords.en,
);

/** Conditions on a count and boosts per thing counted (reads/counts.ts). */
const counting = countWords.en(numberWord(NUMBERS));

/** Steps whose subject gains or loses something, with these subjects. */
function gainsAndLosses(who: GainLose): Rule<Step> {
  return alt(
    englishStatusChanges(who),
    statusChoiceWords.en(who.gains),
    gainStep(who.gains, boosts(words('boost'), words('boosts')), (amount) => ({ op: 'boost', amount }), (s) => (s.op === 'boost' ? s.amount : NO)),
    counting.boostsPer(who.gains),
    rollAmounts.en(who.gains),
    gainStep(who.gains, statuses, (op) => ({ op }), (s) => (s.op === 'anchor' || s.op === 'sleep' ? s.op : NO)),
  );
}

/** A character switching expeditions (switch-expeditions.ts). */
const switching = switchExpeditions.en(character, alt(character, expeditionPermanentTargets.en));

/** Steps with their subject. */
const sentences: Rule<Step> = alt(
  controlsEachWords.en.win,
  nextPlayEnglish,
  switching.sentence,
  expeditions.move,
  heldThisDayWords.en(expeditions),
  gainsAndLosses(said),
  eachPlayerSteps.en(cards),
  aimedRolls.en,
  discarded.sentence,
  playersChooseWords.en,
  chosenCards.en.sentences,
  deckToMana.sentence,
  sacrificeCounts.en(numberWord(NUMBERS)).eachPlayer,
  counters.gain,
  stepPhrase(
    t`target opponent draws ${slot('amount', cards)}`,
    ({ amount }) => ({ op: 'draw', amount, player: 'target', names: { target: 'opponent' } }),
    (s) => (s.op === 'draw' && s.player === 'target' ? { amount: s.amount } : NO),
  ),
);

const step = otherwiseSteps.en(dice.en.rolled(afterRestSteps.en(ownBoosts.en(myTerrain.en(counters.ifIt(movedCardWords.en(statusConditions.en(counting.ifHave(alt(counters.spent(alt(orders, haveAndGive.en(character), switching.infinitive)), payAndMoveWords.en(orders), modifiedSteps(alt(orders, sentences), alt(orders, haveAndGive.en(character), switching.infinitive), {
  youMay: words('you may'),
  youMayPay: map(t`you may pay ${slot('cost', mana)} to`, { to: ({ cost }) => cost, from: (cost) => ({ cost }) }),
  ifFirstPlayer: words('if you are the first player,'),
  ifControl: ifControlEnglish(numberWord(NUMBERS)),
  ifMyExpedition: expeditions.ifMyExpedition,
  ifEmpty: ifEmptyEnglish,
  ifDone: words('if you do,'),
}), chosenCards.en.eachMay, eachPlaysNowWords.en, activateEachWords.en, opponentMay(words('target opponent may'), englishKeywordActions), payStepWords.en))))))))));

/** A step after "and" or ", then": its subject left unsaid, or a whole step. */
const continued: Rule<Step> = alt(discarded.continued, gainedAfterAnd.en, gainsAndLosses(leftUnsaid), step);

const trigger = alt(triggers({
  atNoon: 'At Noon',
  atDusk: 'At Dusk',
  atNight: 'At Night',
  toReserve: 'When I go to Reserve',
  leaves: 'When I leave the Expedition zone',
  boosted: 'When I gain 1 or more boosts',
  expeditionMoves: 'When one of your Expeditions moves forward',
  youPlayCharacter: 'When you play a Character',
  youPlaySpell: 'When you play a Spell',
  youPlayCard: 'When you play a card',
}, [...expeditions.triggers, ...moveCauseTriggers.en, ...playerActTriggers.en, ...leftFleetingTriggers.en, ...sacrificedWords.triggers.en, ...statusGainTriggers.en, ...movesFromTriggers.en]), joinTriggers.en, playedSubtypeTriggers.en, counters.trigger, sacrificeTriggers.en, playedCardTriggers.en, controlsEachWords.en.trigger);

const SIMPLE_KEYWORDS: readonly [Keyword, string][] = [
  ['defender', 'Defender'],
  ['eternal', 'Eternal'],
  ['gigantic', 'Gigantic'],
  ['seasoned', 'Seasoned'],
];

const keyword: Rule<KeywordValue> = alt(
  englishSpellKeywords,
  ...SIMPLE_KEYWORDS.map(([k, name]) => bracket([name], { keyword: k } as KeywordValue)),
  token<KeywordValue, undefined>(
    'bracket',
    (text) => {
      const m = /^tough (\d)$/i.exec(text);
      return m ? { keyword: 'tough', tough: Number(m[1]) } : undefined;
    },
    (v) => (v.keyword === 'tough' && v.tough !== undefined ? `Tough ${v.tough}` : undefined),
  ),
);

export const english: Lexicon = {
  lang: 'en',
  step,
  continued,
  and: words('and'),
  then: words(', then'),
  again: doItAgainWords.en,
  thenOpening: words('Then,'),
  to: words('to'),
  // After "you may [step] to": an order, or a character given boosts or made to gain a status (have-and-give.ts).
  infinitive: alt(orders, haveAndGive.en(character)),
  both: haveBoth.en(character),
  trigger,
  keyword,
  countedTough: countedToughWords.en,
  fleeting: bracketed('[Fleeting]'),
  chooseOne: words('Choose one:'),
  chooseMore: moreModesWords.en,
  minManaOrbs: playRestrictions.en(numberWord(NUMBERS)),
  passive: alt(keywordPassives.en(keyword, numberWord(NUMBERS)), regionTerrainWords.en, defendersReleasedWords.en(expeditions.ifMyExpedition), expeditionsHeldWords.en, facingSilencedWords.en, dueToOnlyWords.en, aloneKeywordWords.en(keyword), statsToHighestWords.en, morningExhaustedWords.en, manaOrbGrants.en(keyword, numberWord(NUMBERS)), furtherAtDuskWords.en(numberWord(NUMBERS)), fleetingSpellsWords.en, firstEachAfternoonWords.en, reservePlaysCostLessWords.en),
  modifier: alt(leaveReplacements.en, rollModifiers.en),
  leaveDeclined: leaveReplacements.declined.en,
  resupplyReplaced: resupplyReplacementWords.en,
  stepReplacements: morningReplacementWords.en,
  statusGain: statusGainWords.en,
  playExhausted: playExhaustedWords.en,
  keepExhausted: keepExhaustedWords.en(numberWord(NUMBERS)),
  costLess: alt(costLessIntoWords.en(numberWord(NUMBERS)), costLessWords.en(numberWord(NUMBERS)), costLessDiscardWords.en),
  costAtLeast: costFloorWords.en,
  exhaustOpening: alt(exhaustOpenings.en, counters.opening),
};
