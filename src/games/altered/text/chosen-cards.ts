/**
 * Cards a player chooses among their own as a step resolves and moves between their zones (the
 * `moveCard` effect; ../card-moves.ts), in both languages side by side: "Put a Spell from your
 * hand in Reserve", "Discard another Character from your Reserve", "Return a Spell from your Reserve
 * to your hand", "Target opponent discards a Spell from their hand", "Each player may put a Spell
 * from their hand in Reserve" ("Mettez un Sort de votre main en Réserve", "Défaussez un
 * autre Personnage de votre Réserve", "Renvoyez un Sort de votre Réserve dans votre main",
 * "L'adversaire ciblé se défausse d'un Sort de sa main", "Chaque joueur peut mettre un Sort
 * de sa main en Réserve"). The card is no target: "a card", never "target card". "Sacrifice a
 * Character or Permanent, then ...", "Each player sacrifices a Character ...", "Sacrifice a Character in my
 * Expedition" ("Sacrifiez un Personnage
 * ou un Permanent, puis ...", "Chaque joueur sacrifie un Personnage ..."): each player chooses one
 * of their own in play (a `sacrifice` step `chosen`).
 */
import { alt, map, NO, slot } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { constantValue, t, words, type Rule } from './primitives.js';
import { stepPhrase } from './steps.js';

type MoveCard = Extract<Step, { op: 'moveCard' }>;
/** Which card: its kind and whether it is "another" one. */
type Which = Pick<MoveCard, 'cardType' | 'other'>;
type Route = Pick<MoveCard, 'from' | 'to'>;
type Player = 'you' | 'target' | 'eachPlayer';

/** The kinds of card a step names, with each language's noun (and the French noun's article). */
const KINDS: readonly { readonly kind: MoveCard['cardType']; readonly en: string; readonly fr: readonly [string, string] }[] = [
  { kind: undefined, en: 'card', fr: ['une', 'carte'] },
  { kind: 'spell', en: 'Spell', fr: ['un', 'Sort'] },
  { kind: 'character', en: 'Character', fr: ['un', 'Personnage'] },
  { kind: 'permanent', en: 'Permanent', fr: ['un', 'Permanent'] },
];

function which(kind: MoveCard['cardType'], other: boolean): Which {
  return { ...(kind === undefined ? {} : { cardType: kind }), ...(other ? { other: true as const } : {}) };
}

/** "a card", "another Spell"; "une carte", "un autre Sort". */
const cardNamed = {
  en: alt(...KINDS.flatMap(({ kind, en }) => [constantValue(`another ${en}`, which(kind, true)), constantValue(alt(words(`a ${en}`), words(`an ${en}`)), which(kind, false))])),
  fr: alt(...KINDS.flatMap(({ kind, fr: [article, noun] }) => [constantValue(`${article} autre ${noun}`, which(kind, true)), constantValue(`${article} ${noun}`, which(kind, false))])),
};

/** A verb's forms: an order, an infinitive (after "you may", "vous pouvez", "peut"), the third person ("discards", "se défausse d'"). */
type Form = 'order' | 'infinitive' | 'third';
/** Whose zones: "your", "votre"; another player's, "their", "sa". */
type Whose = 'your' | 'their';

/** How a language says one move: the verb in each form, and the words after the card, by whose zones they are. */
interface MoveWords {
  readonly verb: Readonly<Record<Form, string>>;
  readonly after: (whose: Whose) => string;
}

/** Each move printed cards make, in both languages: from the hand to Reserve, from Reserve to Discard, from the hand to Discard, from Reserve to the hand. */
const MOVES: readonly (Route & { readonly en: MoveWords; readonly fr: MoveWords })[] = [
  {
    from: 'hand',
    to: 'reserve',
    en: { verb: { order: 'put', infinitive: 'put', third: 'puts' }, after: (w) => `from ${w} hand in Reserve` },
    fr: { verb: { order: 'mettez', infinitive: 'mettre', third: 'met' }, after: (w) => `de ${possessive(w)} main en Réserve` },
  },
  {
    from: 'reserve',
    to: 'discard',
    en: { verb: { order: 'discard', infinitive: 'discard', third: 'discards' }, after: (w) => `from ${w} Reserve` },
    fr: { verb: { order: 'défaussez', infinitive: 'défausser', third: "se défausse d'" }, after: (w) => `de ${possessive(w)} Réserve` },
  },
  {
    from: 'hand',
    to: 'discard',
    en: { verb: { order: 'discard', infinitive: 'discard', third: 'discards' }, after: (w) => `from ${w} hand` },
    fr: { verb: { order: 'défaussez', infinitive: 'défausser', third: "se défausse d'" }, after: (w) => `de ${possessive(w)} main` },
  },
  {
    from: 'reserve',
    to: 'hand',
    en: { verb: { order: 'return', infinitive: 'return', third: 'returns' }, after: (w) => `from ${w} Reserve to ${w} hand` },
    fr: { verb: { order: 'renvoyez', infinitive: 'renvoyer', third: 'renvoie' }, after: (w) => `de ${possessive(w)} Réserve dans ${possessive(w)} main` },
  },
];

function possessive(whose: Whose): string {
  return whose === 'your' ? 'votre' : 'sa';
}

/** The steps of one language for one player (`subject`: the words before the verb, if any), in one verb form, about whose zones; a "may" makes them optional. */
function moves(lang: 'en' | 'fr', form: Form, whose: Whose, subject: Rule<undefined> | undefined, player: Player, optional: boolean): Rule<Step> {
  const extra = {
    ...(player === 'you' ? {} : { player }),
    ...(player === 'target' ? { names: { target: 'opponent' as const } } : {}),
    ...(optional ? { optional: true as const } : {}),
  };
  return alt(
    ...MOVES.map((move) => {
      const { verb, after } = move[lang];
      const phrase = t`${words(verb[form])} ${slot('card', cardNamed[lang])} ${words(after(whose))}`;
      const rule = subject === undefined ? phrase : map(t`${subject} ${slot('rest', phrase)}`, { to: ({ rest }) => rest, from: (rest) => ({ rest }) });
      return stepPhrase(
        rule,
        ({ card }) => ({ op: 'moveCard', from: move.from, to: move.to, ...card, ...extra }) as Step,
        (s) =>
          s.op === 'moveCard' && s.from === move.from && s.to === move.to && (s.player ?? 'you') === player && (s.optional === true) === optional
            ? { card: { ...(s.cardType ? { cardType: s.cardType } : {}), ...(s.other ? { other: s.other } : {}) } }
            : NO,
      );
    }),
  );
}

type Sacrifice = Extract<Step, { op: 'sacrifice' }>;

/** What a chosen sacrifice names, in each language: "a Character (or Permanent)". */
const SACRIFICED: readonly { readonly chosen: NonNullable<Sacrifice['chosen']>; readonly in?: 'mine'; readonly en: string; readonly fr: readonly string[] }[] = [
  { chosen: 'characterOrPermanent', en: 'a Character or Permanent', fr: ['un Personnage ou un Permanent', 'un Personnage ou Permanent'] },
  { chosen: 'character', in: 'mine', en: 'a Character in my Expedition', fr: ['un Personnage dans mon Expédition'] },
  { chosen: 'character', en: 'a Character', fr: ['un Personnage'] },
];
const SACRIFICE_VERBS: Readonly<Record<'en' | 'fr', Readonly<Record<Form, string>>>> = {
  en: { order: 'sacrifice', infinitive: 'sacrifice', third: 'sacrifices' },
  fr: { order: 'sacrifiez', infinitive: 'sacrifier', third: 'sacrifie' },
};

/** A sacrifice chosen as it resolves ("sacrifice a Character ..."), for one player (`subject`, if any), in one verb form. */
function sacrifices(lang: 'en' | 'fr', form: Form, subject: Rule<undefined> | undefined, player: Player): Rule<Step> {
  return alt(
    ...SACRIFICED.map(({ chosen, in: where, ...said }) => {
      const named = lang === 'en' ? words(said.en) : alt(...said.fr.map(words));
      const verb = words(SACRIFICE_VERBS[lang][form]);
      const rule = subject === undefined ? t`${verb} ${named}` : t`${subject} ${verb} ${named}`;
      return stepPhrase(
        rule,
        () => ({ op: 'sacrifice', chosen, ...(where === undefined ? {} : { in: where }), ...(player === 'you' ? {} : { player }) }) as Step,
        (s) => (s.op === 'sacrifice' && s.chosen === chosen && s.in === where && (s.player ?? 'you') === player ? {} : NO),
      );
    }),
  );
}

export const chosenCards = {
  en: {
    /** The orders, the same words after "you may" (steps.ts puts the modifiers around them). */
    orders: alt(moves('en', 'order', 'your', undefined, 'you', false), sacrifices('en', 'order', undefined, 'you')),
    /** "Target opponent discards a Spell from their hand", "Each player puts a Spell from their hand in Reserve". */
    sentences: alt(
      moves('en', 'third', 'their', words('target opponent'), 'target', false),
      moves('en', 'third', 'their', words('each player'), 'eachPlayer', false),
      sacrifices('en', 'third', words('each player'), 'eachPlayer'),
    ),
    /** "Each player may put a Spell from their hand in Reserve": each chooses whether to. */
    eachMay: moves('en', 'infinitive', 'their', words('each player may'), 'eachPlayer', true),
  },
  fr: {
    /** The orders (`imperative`) or the infinitives after "vous pouvez". */
    orders: (imperative: boolean): Rule<Step> =>
      alt(moves('fr', imperative ? 'order' : 'infinitive', 'your', undefined, 'you', false), sacrifices('fr', imperative ? 'order' : 'infinitive', undefined, 'you')),
    sentences: alt(
      moves('fr', 'third', 'their', alt(words("l' adversaire ciblé"), words('un adversaire ciblé')), 'target', false),
      moves('fr', 'third', 'their', words('chaque joueur'), 'eachPlayer', false),
      sacrifices('fr', 'third', words('chaque joueur'), 'eachPlayer'),
    ),
    eachMay: moves('fr', 'infinitive', 'their', words('chaque joueur peut'), 'eachPlayer', true),
  },
};
