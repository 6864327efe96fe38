/**
 * The next card a player plays this turn or this Afternoon (any card, a Character, a Spell, a
 * Permanent, or a card of a subtype: "the next Plant") that costs {N} less, is free, gains N
 * boosts, loses [[Fleeting]], activates its {R} abilities or gains [[Anchored]] (card data: a `nextPlay` effect), in
 * both languages side by side: the card it names, the zone it is played from if named ("from
 * your Reserve", "depuis votre Réserve"; `from`), until when, its Hand Cost bound if said ("with Hand
 * Cost {3} or less" after when, "de Coût de Main {3} ou moins" right after the card:
 * `handCostAtMost`), and what it does to that card.
 * Only a character gains boosts, loses Fleeting or activates its {R} abilities. French agrees the article and "gratuit" with the noun: "la
 * prochaine carte ... est gratuite", "le prochain Sort ... est gratuit".
 */
import { alt, map, NO, pair, pure, slot } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { constant, constantValue, either, mana, t, words, type Rule } from './primitives.js';
import { stepPhrase } from './steps.js';
import { boosts, oneWord } from './subjects.js';

type NextPlay = Extract<Step, { op: 'nextPlay' }>;
/** The card named: its type, or its subtype (of any type); neither, any card. */
type Named = Pick<NextPlay, 'cardType' | 'subtype'>;
type What = { readonly costLess: number } | { readonly free: true } | { readonly boosts: number } | { readonly loses: 'fleeting' } | { readonly activates: 'reserve' } | { readonly gains: 'anchored' };
/** The most its printed Hand Cost may be, if the phrase says it ("with Hand Cost {3} or less"; `handCostAtMost`). */
type Bound = Pick<NextPlay, 'handCostAtMost'>;
/** The zone it is played from, if the phrase names one ("from your Reserve"). */
type From = Pick<NextPlay, 'from'>;

/** The card named with the words that agree with it (French: its gender). */
interface Agreed {
  /** The opening up to the card, with its article ("the next Character", "le prochain Personnage"). */
  readonly card: Rule<Named>;
  /** "is free", "est gratuit". */
  readonly free: Rule<undefined>;
}

/** A language's words for the phrase. */
interface Words {
  readonly cards: readonly Agreed[];
  readonly turn: Rule<undefined>;
  readonly afternoon: Rule<undefined>;
  /** "you play", "que vous jouez". */
  readonly youPlay: Rule<undefined>;
  /** "from your Reserve", "from your hand" (the first form printed). */
  readonly fromReserve: Rule<undefined>;
  readonly fromHand: Rule<undefined>;
  /** "costs {N} less": the mana is the value. */
  readonly costsLess: Rule<number>;
  readonly gains: Rule<undefined>;
  readonly boost: Rule<undefined>;
  readonly boostPlural: Rule<undefined>;
  /** "loses [[Fleeting]]", "perd [[Fugace]]". */
  readonly losesFleeting: Rule<undefined>;
  /** "activates its {R} abilities", "active ses capacités {R}" (the reminder after it is dropped). */
  readonly activatesReserve: Rule<undefined>;
  /** "gains [[Anchored]]", "gagne [[Ancré]]". */
  readonly gainsAnchored: Rule<undefined>;
  /** "with Hand Cost {3} or less", "de Coût de Main {3} ou moins": the mana is the value. */
  readonly handCost: Rule<number>;
  /** Whether the Hand Cost is said right after the card (French) or after when (English). */
  readonly handCostFirst: boolean;
}

/** "the next Plant": a subtype, any word but the card types' own (which `types` reads). */
function subtypeCard(opening: Rule<undefined>, typeWords: readonly string[], agrees: (subtype: string) => boolean): Rule<Named> {
  const reserved = new Set(typeWords.map((w) => w.toLowerCase()));
  const fits = (w: string) => !reserved.has(w.toLowerCase()) && agrees(w);
  return map(pair(opening, oneWord), {
    to: ([, w]): Named | typeof NO => (fits(w) ? { subtype: w } : NO),
    from: (n) => (n.cardType === undefined && n.subtype !== undefined && fits(n.subtype) ? ([undefined, n.subtype] as const) : NO),
  });
}

function nextPlayStep(w: Words): Rule<Step> {
  const until = alt(constant(w.turn, 'turn' as const), constant(w.afternoon, 'afternoon' as const));
  const from = alt<From, undefined>(constantValue(w.fromReserve, { from: 'reserve' } as From), constantValue(w.fromHand, { from: 'hand' } as From), pure({} as From, (a, b) => a.from === b.from));
  const costOrBoosts = alt<What, undefined>(
    map(w.costsLess, { to: (n): What | typeof NO => (n > 0 ? { costLess: n } : NO), from: (v: What) => ('costLess' in v ? v.costLess : NO) }),
    map(pair(w.gains, boosts(w.boost, w.boostPlural)), { to: ([, n]): What => ({ boosts: n }), from: (v: What) => ('boosts' in v ? ([undefined, v.boosts] as const) : NO) }),
    map(w.losesFleeting, { to: (): What => ({ loses: 'fleeting' }), from: (v: What) => ('loses' in v ? undefined : NO) }),
    map(w.activatesReserve, { to: (): What => ({ activates: 'reserve' }), from: (v: What) => ('activates' in v ? undefined : NO) }),
    map(w.gainsAnchored, { to: (): What => ({ gains: 'anchored' }), from: (v: What) => ('gains' in v ? undefined : NO) }),
  );
  const bound = alt<Bound, undefined>(map(w.handCost, { to: (n): Bound => ({ handCostAtMost: n }), from: (b: Bound) => (b.handCostAtMost === undefined ? NO : b.handCostAtMost) }), pure({} as Bound, (a, b) => a.handCostAtMost === b.handCostAtMost));
  const phrase = ({ card, free }: Agreed): Rule<Step> => {
    const what = alt<What, undefined>(costOrBoosts, map(free, { to: (): What => ({ free: true }), from: (v: What) => ('free' in v ? undefined : NO) }));
    const sentence = w.handCostFirst
      ? t`${slot('card', card)} ${slot('bound', bound)} ${w.youPlay} ${slot('from', from)} ${slot('until', until)} ${slot('what', what)}`
      : t`${slot('card', card)} ${w.youPlay} ${slot('from', from)} ${slot('until', until)} ${slot('bound', bound)} ${slot('what', what)}`;
    return stepPhrase(
      sentence,
      // Only a character gains boosts, loses Fleeting, activates its {R} abilities or gains Anchored.
      ({ card: c, from: z, until: u, what: v, bound: b }) => (('boosts' in v || 'loses' in v || 'activates' in v || 'gains' in v) && c.cardType !== 'character' ? NO : ({ op: 'nextPlay', ...c, ...z, ...b, until: u, ...v } as Step)),
      (s) => {
        // A card played now has its own phrase (mechanics/play-now.ts).
        if (s.op !== 'nextPlay' || s.until === 'now') return NO;
        const said = [s.costLess !== undefined, s.free !== undefined, s.boosts !== undefined, s.loses !== undefined, s.activates !== undefined, s.gains !== undefined].filter(Boolean).length;
        const v: What | typeof NO =
          said !== 1
            ? NO
            : s.costLess !== undefined
              ? { costLess: s.costLess }
              : s.boosts !== undefined
                ? { boosts: s.boosts }
                : s.loses !== undefined
                  ? { loses: s.loses }
                  : s.activates !== undefined
                    ? { activates: s.activates }
                    : s.gains !== undefined
                      ? { gains: s.gains }
                      : { free: true };
        if (v === NO || (s.cardType !== undefined && s.subtype !== undefined)) return NO;
        const c: Named = s.subtype !== undefined ? { subtype: s.subtype } : s.cardType !== undefined ? { cardType: s.cardType } : {};
        return { card: c, from: s.from === undefined ? {} : { from: s.from }, until: s.until, what: v, bound: s.handCostAtMost === undefined ? {} : { handCostAtMost: s.handCostAtMost } };
      },
    );
  };
  return alt(...w.cards.map(phrase));
}

const ENGLISH_TYPES = ['card', 'Character', 'Spell', 'Permanent'];

export const nextPlayEnglish: Rule<Step> = nextPlayStep({
  cards: [
    {
      card: alt(
        constantValue('the next card', {} as Named),
        constantValue('the next Character', { cardType: 'character' } as Named),
        constantValue('the next Spell', { cardType: 'spell' } as Named),
        constantValue('the next Permanent', { cardType: 'permanent' } as Named),
        subtypeCard(words('the next'), ENGLISH_TYPES, () => true),
      ),
      free: words('is free'),
    },
  ],
  youPlay: words('you play'),
  fromReserve: words('from your Reserve'),
  fromHand: words('from your hand'),
  turn: words('this turn'),
  afternoon: words('this Afternoon'),
  costsLess: map(t`costs ${slot('n', mana)} less`, { to: ({ n }) => n, from: (n) => ({ n }) }),
  gains: words('gains'),
  boost: words('boost'),
  boostPlural: words('boosts'),
  losesFleeting: words('loses [[Fleeting]]'),
  activatesReserve: words('activates its {R} abilities'),
  gainsAnchored: words('gains [[Anchored]]'),
  handCost: map(t`with Hand Cost ${slot('n', mana)} or less`, { to: ({ n }) => n, from: (n) => ({ n }) }),
  handCostFirst: false,
});

const FRENCH_TYPES = ['carte', 'Personnage', 'Sort', 'Permanent'];
/** The subtypes French makes feminine (the rest are masculine): the article and "gratuite" agree with them. */
export const FEMININE_SUBTYPES: ReadonlySet<string> = new Set(['Bénédiction', 'Conjuration', 'Construction', 'Divinité', 'Fée', 'Illusion', 'Interférence', 'Manœuvre', 'Plante']);
export const feminine = (w: string) => FEMININE_SUBTYPES.has(w);

export const nextPlayFrench: Rule<Step> = nextPlayStep({
  cards: [
    {
      card: alt(constantValue('la prochaine carte', {} as Named), subtypeCard(words('la prochaine'), FRENCH_TYPES, feminine)),
      free: words('est gratuite'),
    },
    {
      card: alt(
        constantValue('le prochain Personnage', { cardType: 'character' } as Named),
        constantValue('le prochain Sort', { cardType: 'spell' } as Named),
        constantValue('le prochain Permanent', { cardType: 'permanent' } as Named),
        subtypeCard(words('le prochain'), FRENCH_TYPES, (w) => !feminine(w)),
      ),
      free: words('est gratuit'),
    },
  ],
  youPlay: words('que vous jouez'),
  fromReserve: either('depuis votre Réserve', 'de votre Réserve'),
  fromHand: either('de votre main', 'depuis votre main'),
  // "ce tour-ci" is read too; "ce tour" printed.
  turn: either('ce tour', 'ce tour-ci'),
  afternoon: words('cet Après-midi'),
  costsLess: map(t`coûte ${slot('n', mana)} de moins`, { to: ({ n }) => n, from: (n) => ({ n }) }),
  gains: words('gagne'),
  boost: words('boost'),
  boostPlural: words('boosts'),
  losesFleeting: words('perd [[Fugace]]'),
  activatesReserve: words('active ses capacités {R}'),
  gainsAnchored: words('gagne [[Ancré]]'),
  // "avec un Coût de Main" is read too; "de Coût de Main" printed.
  handCost: map(t`${either('de Coût de Main', 'avec un Coût de Main')} ${slot('n', mana)} ou moins`, { to: ({ n }) => n, from: (n) => ({ n }) }),
  handCostFirst: true,
});
