/**
 * Altered's French templating, in the glossary's terms (Expédition, Réserve, Repère...): the
 * words of each step, trigger and keyword (grammar.ts puts them into lines). A keyword's
 * name agrees with its character in print ("[Aguerrie]", "[Défenseuse]"); every form is
 * read, the masculine printed (normalize.ts compares them as one). Examples are invented
 * cards' wordings.
 */
import { alt, map, NO, pair, slot, token } from '../../../engine/syntax/syntax.js';
import type { Keyword, KeywordValue, Named, Step } from './ast.js';
import { triggers, type Lexicon } from './grammar.js';
import { bracket, bracketed, constant, constantValue, digits, either, mana, numberWord, t, words, type Rule } from './primitives.js';
import { ifControlFrench, ifEmptyFrench } from './conditions.js';
import { nextPlayFrench } from './next-play.js';
import { eachPlaysNowWords, playNowWords } from './play-now.js';
import { playMeNowWords } from './play-me-now.js';
import { modifiedSteps, stepPhrase } from './steps.js';
import { boosts, gainStep, oneWord, subject, tokenBracket, unsaid } from './subjects.js';
import { frenchKeywordActions } from './keyword-actions.js';
import { frenchStatusChanges, type GainLose } from './status-changes.js';
import { frenchSpellKeywords } from './spell-keywords.js';
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

const NUMBERS = ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'];

/** A character target said in full. */
const characterTarget: Rule<Named> = statisticCaps.fr(handCost.fr(
  alt(
    targetScopes.fr,
    statusTargetWords.fr,
    constantValue('un Personnage ciblé que vous contrôlez', { target: 'friendlyCharacter' } as Named),
    constantValue('un Personnage ciblé', { target: 'anyCharacter' } as Named),
  ),
));

/** A character the step names: the ability's target, or "il" once said. */
const character: Rule<Named> = alt(characterTarget, constantValue(either('il', 'elle'), { it: true } as Named));

/** Several targets for one "cible" (mechanics/several-targets.ts). */
const several = severalTargets.fr(numberWord(NUMBERS));

/** A character or a permanent target said in full (a discard, a return to hand, an activation). */
const objectTarget: Rule<Named> = alt(characterTarget, permanentTargets.fr);

/** Subjects with "gagner" and "perdre" agreed, said in full. */
const said: GainLose = {
  gains: alt(subject(words('je gagne'), character, words('gagne'), characterGroups.fr('gagne', 'gagnent')), several.gains, upToOneSubject.fr.gains),
  loses: alt(subject(words('je perds'), character, words('perd'), characterGroups.fr('perd', 'perdent')), several.loses, upToOneSubject.fr.loses),
};

/** The third person left unsaid after "et": "un Personnage ciblé gagne 1 boost et perd ..." (French says "je" again: "et je perds"). */
const leftUnsaid: GainLose = {
  gains: subject(undefined, unsaid, words('gagne')),
  loses: subject(undefined, unsaid, words('perd')),
};

/** "une carte", "deux cartes". */
const cards: Rule<number> = alt(
  constant('une carte', 1),
  map(pair(alt(numberWord(NUMBERS), digits), words('cartes')), { to: ([n]) => (n >= 2 ? n : NO), from: (n) => (n >= 2 ? ([n, undefined] as const) : NO) }),
);

/** Every player's hand (and Reserve) discarded, and each player again after it (hands-discarded.ts). */
const discarded = handsDiscardedWords.fr(cards);

const statuses: Rule<'anchor' | 'sleep'> = alt(bracket(['[Ancré]', '[Ancrée]'], 'anchor' as const), bracket(['[Endormi]', '[Endormie]'], 'sleep' as const));

/** Expeditions named: where tokens go, which moves, « si mon Expédition est en retard », the triggers of « mon Expédition ». */
const expeditions = expeditionWords.fr(numberWord(NUMBERS));

/** Named counters gained and spent, the trigger of reaching a number of them, conditions on the event's character (named-counters.ts). */
const counters = namedCounterWords.fr(numberWord(NUMBERS));

/** Steps without a subject, as an order (`imperative`) or after "vous pouvez". */
function orders(imperative: boolean): Rule<Step> {
  const verb = (order: string, infinitive: string) => words(imperative ? order : infinitive);
  return alt(
    stepPhrase(
      t`${verb('piochez', 'piocher')} ${slot('amount', cards)}`,
      ({ amount }) => ({ op: 'draw', amount }),
      (s) => (s.op === 'draw' && s.player === undefined && s.names === undefined ? { amount: s.amount } : NO),
    ),
    stepPhrase(
      t`${verb('créez', 'créer')} un jeton ${slot('subtype', oneWord)} ${slot('token', tokenBracket(false))} dans ${slot('expedition', expeditions.where)}`,
      ({ token: { name, stats }, subtype, expedition: e }) => ({ op: 'createToken', token: { name, stats, subtype }, expedition: e, ...expeditions.named(e) }),
      (s) => (s.op === 'createToken' && s.player === undefined ? { token: { name: s.token.name, stats: s.token.stats }, subtype: s.token.subtype, expedition: s.expedition } : NO),
    ),
    stepPhrase(
      verb('sacrifiez-moi', 'me sacrifier'),
      () => ({ op: 'sacrifice', me: true }),
      (s) => (s.op === 'sacrifice' && s.me === true ? undefined : NO),
    ),
    madeTokens.fr(numberWord(NUMBERS), expeditions, countWords.fr(numberWord(NUMBERS)).per, imperative),
    tokenIds.fr(expeditions.where, expeditions.named, imperative),
    onlyOneWords.fr(imperative),
    reserveDiscards.fr(imperative),
    distributedTokens.fr(numberWord(NUMBERS), imperative),
    frenchKeywordActions(imperative),
    reserveMoves.fr(alt(character, several.named), imperative),
    ...sacrificedWords.fr(imperative),
    exhaustInReserve.fr(imperative),
    ...(imperative ? [groupToReserveWords.fr] : []),
    ...(imperative ? [] : [readyInReserveWords.fr]),
    readyInReserveWords.allFr(imperative),
    exchangeWords.fr(imperative),
    leavePlay.fr(alt(objectTarget, several.named), imperative),
    returnToDeckWords.fr(objectTarget, imperative),
    activateAbilities.fr(objectTarget, imperative, several.named),
    dice.fr.roll(imperative),
    chosenCards.fr.orders(imperative),
    sacrificedKinds.fr(imperative),
    deckToManaWords.fr(numberWord(NUMBERS), imperative).order,
    // Only as an order: its second sentence is one.
    ...(imperative ? [revealedCardWords.fr(numberWord(NUMBERS))] : []),
    toManaWords.fr(alt(objectTarget, several.named), imperative),
    sacrificeCounts.fr(numberWord(NUMBERS), imperative).order,
    sacrificeItWords.fr(imperative),
    manaOrbWords.fr(imperative),
    playNowWords.fr(imperative),
    playMeNowWords.fr(imperative),
  );
}

/** Conditions on a count and boosts per thing counted (reads/counts.ts). */
const counting = countWords.fr(numberWord(NUMBERS));

/** Steps whose subject gains or loses something, with these subjects. */
function gainsAndLosses(who: GainLose): Rule<Step> {
  return alt(
    frenchStatusChanges(who),
    statusChoiceWords.fr(who.gains),
    gainStep(who.gains, boosts(words('boost'), words('boosts')), (amount) => ({ op: 'boost', amount }), (s) => (s.op === 'boost' ? s.amount : NO)),
    counting.boostsPer(who.gains),
    rollAmounts.fr(who.gains),
    gainStep(who.gains, statuses, (op) => ({ op }), (s) => (s.op === 'anchor' || s.op === 'sleep' ? s.op : NO)),
  );
}

/** A character switching expeditions (switch-expeditions.ts). */
const switching = switchExpeditions.fr(character, alt(characterTarget, expeditionPermanentTargets.fr));

/** Steps with their subject. */
const sentences: Rule<Step> = alt(
  controlsEachWords.fr.win,
  nextPlayFrench,
  switching.sentence,
  expeditions.move,
  heldThisDayWords.fr(expeditions),
  gainsAndLosses(said),
  eachPlayerSteps.fr(cards),
  aimedRolls.fr,
  discarded.sentence,
  playersChooseWords.fr,
  chosenCards.fr.sentences,
  deckToManaWords.fr(numberWord(NUMBERS), true).sentence,
  sacrificeCounts.fr(numberWord(NUMBERS), true).eachPlayer,
  counters.gain,
  stepPhrase(
    t`${either("l' adversaire ciblé", 'un adversaire ciblé')} pioche ${slot('amount', cards)}`,
    ({ amount }) => ({ op: 'draw', amount, player: 'target', names: { target: 'opponent' } }),
    (s) => (s.op === 'draw' && s.player === 'target' ? { amount: s.amount } : NO),
  ),
);

/** "Me faire gagner", "faire perdre ... à", "que je gagne", "jusqu'à un Personnage ciblé gagne" (have-and-give.ts). */
const made = haveAndGive.fr(characterTarget);

const step = otherwiseSteps.fr(dice.fr.rolled(afterRestSteps.fr(ownBoosts.fr(myTerrain.fr(counters.ifIt(movedCardWords.fr(statusConditions.fr(counting.ifHave(alt(made.upToOne, counters.spent(alt(orders(false), made.infinitive, switching.infinitive)), payAndMoveWords.fr(orders(false)), modifiedSteps(alt(orders(true), sentences), alt(orders(false), made.infinitive, switching.infinitive), {
  youMay: words('vous pouvez'),
  youMayPay: map(t`vous pouvez payer ${slot('cost', mana)} pour`, { to: ({ cost }) => cost, from: (cost) => ({ cost }) }),
  ifFirstPlayer: words('si vous êtes le premier joueur ,'),
  ifControl: ifControlFrench(numberWord(NUMBERS)),
  ifMyExpedition: expeditions.ifMyExpedition,
  ifEmpty: ifEmptyFrench,
  ifDone: words('si vous le faites ,'),
}, alt(made.paid, orders(false), made.infinitive, switching.infinitive)), chosenCards.fr.eachMay, eachPlaysNowWords.fr, activateEachWords.fr, opponentMay(either("un adversaire ciblé peut", "l' adversaire ciblé peut"), frenchKeywordActions(false)), payStepWords.fr))))))))));

/** A step after "et" or ", puis": its subject left unsaid, the character the step before sent to Reserve exhausted ("épuisez-le"), or a whole step. */
const continued: Rule<Step> = alt(discarded.continued, gainedAfterAnd.fr, gainsAndLosses(leftUnsaid), exhaustInReserve.fr(true, true), step);

const trigger = alt(triggers({
  atNoon: 'À Midi',
  atDusk: 'Au Crépuscule',
  atNight: 'À la Nuit',
  toReserve: 'Lorsque je vais en Réserve',
  leaves: "Lorsque je quitte la zone d' Expédition",
  boosted: 'Lorsque je gagne au moins 1 boost',
  expeditionMoves: "Lorsqu'une de vos Expéditions avance",
  youPlayCharacter: 'Lorsque vous jouez un Personnage',
  youPlaySpell: 'Lorsque vous jouez un Sort',
  youPlayCard: 'Lorsque vous jouez une carte',
}, [...expeditions.triggers, ...moveCauseTriggers.fr, ...playerActTriggers.fr, ...leftFleetingTriggers.fr, ...sacrificedWords.triggers.fr, ...statusGainTriggers.fr, ...movesFromTriggers.fr]), joinTriggers.fr, playedSubtypeTriggers.fr, counters.trigger, sacrificeTriggers.fr, playedCardTriggers.fr, controlsEachWords.fr.trigger);

/** Each keyword's names: the masculine singular first (printed), then the forms that agree with a character. */
const SIMPLE_KEYWORDS: readonly [Keyword, readonly string[]][] = [
  ['defender', ['Défenseur', 'Défenseuse', 'Défenseurs', 'Défenseuses']],
  ['eternal', ['Éternel', 'Éternelle', 'Éternels', 'Éternelles']],
  ['gigantic', ['Gigantesque', 'Gigantesques']],
  ['seasoned', ['Aguerri', 'Aguerrie', 'Aguerris', 'Aguerries']],
];

const keyword: Rule<KeywordValue> = alt(
  frenchSpellKeywords,
  ...SIMPLE_KEYWORDS.map(([k, names]) => bracket(names, { keyword: k } as KeywordValue)),
  token<KeywordValue, undefined>(
    'bracket',
    (text) => {
      const m = /^coriaces? (\d)$/i.exec(text);
      return m ? { keyword: 'tough', tough: Number(m[1]) } : undefined;
    },
    (v) => (v.keyword === 'tough' && v.tough !== undefined ? `Coriace ${v.tough}` : undefined),
  ),
);

export const french: Lexicon = {
  lang: 'fr',
  step,
  continued,
  and: words('et'),
  then: words(', puis'),
  again: doItAgainWords.fr,
  thenOpening: words('Puis ,'),
  to: words('pour'),
  // After "vous pouvez [étape] pour": an order, or a character given boosts ("me donner 2 boosts", printed so there) or made to gain a status (have-and-give.ts).
  infinitive: alt(orders(false), made.given, made.infinitive),
  both: haveBoth.fr(characterTarget),
  trigger,
  keyword,
  countedTough: countedToughWords.fr,
  fleeting: bracketed('[Fugace]'),
  chooseOne: words("Choisissez l'un :"),
  chooseMore: moreModesWords.fr,
  minManaOrbs: playRestrictions.fr(numberWord(NUMBERS)),
  passive: alt(keywordPassives.fr(keyword, numberWord(NUMBERS)), regionTerrainWords.fr, defendersReleasedWords.fr(expeditions.ifMyExpedition), expeditionsHeldWords.fr, facingSilencedWords.fr, dueToOnlyWords.fr, aloneKeywordWords.fr(keyword), statsToHighestWords.fr, morningExhaustedWords.fr, manaOrbGrants.fr(keyword, numberWord(NUMBERS)), furtherAtDuskWords.fr(numberWord(NUMBERS)), fleetingSpellsWords.fr, firstEachAfternoonWords.fr, reservePlaysCostLessWords.fr),
  modifier: alt(leaveReplacements.fr, rollModifiers.fr),
  leaveDeclined: leaveReplacements.declined.fr,
  resupplyReplaced: resupplyReplacementWords.fr,
  stepReplacements: morningReplacementWords.fr,
  statusGain: statusGainWords.fr,
  playExhausted: playExhaustedWords.fr,
  keepExhausted: keepExhaustedWords.fr(numberWord(NUMBERS)),
  costLess: alt(costLessIntoWords.fr(numberWord(NUMBERS)), costLessWords.fr(numberWord(NUMBERS)), costLessDiscardWords.fr),
  costAtLeast: costFloorWords.fr,
  exhaustOpening: alt(exhaustOpenings.fr, counters.opening),
};
